import NibXML

/// An XLIFF element read through NibXML, with XML's normalisations applied the way an XML
/// reader must: in attribute values literal tab, line feed and carriage return become
/// spaces; in text, literal CRLF and CR become LF. Character references (`&#10;`, `&#13;`)
/// keep their characters, which is how Xcode's XLIFF files carry line breaks.
struct XLIFFElement {
    let element: MarkupElement

    init(_ element: MarkupElement) { self.element = element }

    /// The full name, prefix included.
    var name: String { element.name }

    /// The name without a namespace prefix (`xliff:file` -> `file`).
    var localName: String {
        let name = element.name
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// Byte offset of the element's `<`, for diagnostics.
    var offset: Int { element.sourceOffset }

    /// The normalised value of the attribute called `name` (prefix included), if present.
    func attribute(_ name: String) -> String? {
        guard let attribute = element.attributes.first(where: { $0.name == name }) else { return nil }
        var raw = Self.normalizedLineEnds(attribute.rawValue)
        for index in raw.indices where raw[index] == 0x09 || raw[index] == 0x0A {
            raw[index] = 0x20
        }
        return MarkupEscaping.decodeLenient(raw)
    }

    /// The child elements in order.
    var elements: [XLIFFElement] { element.childElements.map(XLIFFElement.init) }

    /// All text inside the element, including text inside child elements (inline markup), in order.
    var textContent: String {
        var result = ""
        for child in element.children {
            switch child.kind {
            case .text:
                result += MarkupEscaping.decodeLenient(Self.normalizedLineEnds(child.rawBytes))
            case .characterData:
                let raw = Self.normalizedLineEnds(child.rawBytes)
                // Strip `<![CDATA[` (9 bytes) and `]]>` (3 bytes).
                if raw.count >= 12 { result += String(decoding: raw[9..<(raw.count - 3)], as: UTF8.self) }
            case .element:
                if let inner = child.element { result += XLIFFElement(inner).textContent }
            default:
                continue
            }
        }
        return result
    }

    /// `bytes` with CRLF and lone CR turned into LF, as XML requires before anything else.
    private static func normalizedLineEnds(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x0D) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                result.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
        }
        return result
    }
}
