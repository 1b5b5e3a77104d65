import NibCore

/// A whole XML document held losslessly: what comes before the root element (XML
/// declaration, comments, white space), the root element, and what follows it.
///
/// `serialized()` of an unedited document returns exactly the bytes it was parsed from.
/// Edits made through `MarkupElement` change only the bytes they touch.
public final class MarkupDocument {
    /// The bytes the document was parsed from; kept for line and column look-ups.
    public let source: [UInt8]
    /// True when the source started with a UTF-8 byte order mark (written back as it was).
    public var hasByteOrderMark: Bool
    /// Nodes before the root element: the XML declaration, comments, white space.
    public var prolog: [MarkupNode]
    /// The root element (`document` for modern Interface Builder files, `archive` for old ones).
    public var root: MarkupElement
    /// Nodes after the root element, usually a final line feed.
    public var epilog: [MarkupNode]

    private var cachedLineIndex: LineIndex?

    init(source: [UInt8], hasByteOrderMark: Bool, prolog: [MarkupNode], root: MarkupElement, epilog: [MarkupNode]) {
        self.source = source
        self.hasByteOrderMark = hasByteOrderMark
        self.prolog = prolog
        self.root = root
        self.epilog = epilog
    }

    /// Parses `bytes` as a UTF-8 XML document. Throws a `Diagnostic` with the line and
    /// column of the first problem; `path` is attached to it when given.
    public convenience init(parsing bytes: [UInt8], path: String? = nil, limits: MarkupParser.Limits = .init()) throws {
        do {
            var parser = MarkupParser(source: bytes, limits: limits)
            let parts = try parser.parse()
            self.init(source: bytes, hasByteOrderMark: parts.hasByteOrderMark, prolog: parts.prolog, root: parts.root, epilog: parts.epilog)
        } catch let diagnostic as Diagnostic {
            throw path.map { diagnostic.inFile($0) } ?? diagnostic
        }
    }

    /// The line and column of a byte offset in `source`.
    public func location(ofOffset offset: Int) -> SourceLocation {
        if cachedLineIndex == nil { cachedLineIndex = LineIndex(source) }
        return cachedLineIndex!.location(ofOffset: offset)
    }

    /// Where `element` starts in the source, or nil for elements created in code.
    public func location(of element: MarkupElement) -> SourceLocation? {
        element.sourceOffset >= 0 ? location(ofOffset: element.sourceOffset) : nil
    }

    /// The document as bytes: identical to `source` when nothing was edited.
    public func serialized() -> [UInt8] {
        var writer = MarkupWriter(capacity: source.count + 64)
        if hasByteOrderMark { writer.output.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
        for node in prolog { writer.write(node) }
        writer.write(root)
        for node in epilog { writer.write(node) }
        return writer.output
    }
}
