/// One node of a lossless XML tree.
///
/// Everything that is not an element keeps its exact source bytes, delimiters included
/// (`<!-- x -->`, `<![CDATA[...]]>`, `<?pi?>`, `<!DOCTYPE ...>`), so writing the tree back
/// reproduces the input byte for byte. Text keeps its raw form (entity and character
/// references unexpanded); `MarkupText.value` decodes it on demand.
public enum MarkupNode {
    /// An element with its attributes and children.
    case element(MarkupElement)
    /// Character data between tags, raw (white space between elements included).
    case text(MarkupText)
    /// A comment, `<!--` and `-->` included.
    case comment(ArraySlice<UInt8>)
    /// A CDATA section, `<![CDATA[` and `]]>` included.
    case characterData(ArraySlice<UInt8>)
    /// A processing instruction or the XML declaration, `<?` and `?>` included.
    case processingInstruction(ArraySlice<UInt8>)
    /// A document type declaration, `<!DOCTYPE` and `>` included.
    case documentType(ArraySlice<UInt8>)

    /// The element, when this node is one.
    public var element: MarkupElement? {
        if case .element(let element) = self { return element }
        return nil
    }
}

/// Character data as it stands in the source, with its decoded value on demand.
public struct MarkupText {
    /// The exact source bytes, with entity and character references unexpanded.
    public var raw: ArraySlice<UInt8>

    /// Text from source bytes, taken as they are.
    public init(raw: ArraySlice<UInt8>) { self.raw = raw }

    /// Text holding `value`, escaped for use between tags (`&`, `<`, `>`).
    public init(value: String) {
        raw = ArraySlice(MarkupEscaping.escapeText(value))
    }

    /// The decoded text. Raw text comes from a parsed (hence validated) document, so
    /// decoding cannot fail; unknown references are kept literally.
    public var value: String { MarkupEscaping.decodeLenient(raw) }

    /// True when the text is only white space (indentation between elements).
    public var isWhitespace: Bool { raw.allSatisfy(ASCII.isWhitespace) }
}
