/// Writes `StringCatalogJSON` byte for byte as Xcode writes a String Catalog: Foundation's
/// pretty-printed JSON (two-space indents, `"key" : value`, an empty object as `{`, a blank
/// line and `}`), keys in `StringCatalogKeyOrder`, slashes and non-ASCII text unescaped,
/// and no newline at the end of the file.
public enum StringCatalogJSONWriter {
    /// The file's bytes for `value` (UTF-8, no byte order mark, no final newline).
    public static func bytes(for value: StringCatalogJSON) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(value, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: StringCatalogJSON, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .string(let text): writeString(text, into: &output)
        case .number(let text): output += Array(text.utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .null: output += Array("null".utf8)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            output.append(0x0A)
            if elements.isEmpty { output.append(0x0A) }
            for (index, element) in elements.enumerated() {
                spaces(indent + 2, into: &output)
                write(element, indent: indent + 2, into: &output)
                if index < elements.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            spaces(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            output.append(0x0A)
            if members.isEmpty { output.append(0x0A) }
            let sorted = members.sorted { StringCatalogKeyOrder.precedes($0.key, $1.key) }
            for (index, member) in sorted.enumerated() {
                spaces(indent + 2, into: &output)
                writeString(member.key, into: &output)
                output += Array(" : ".utf8)
                write(member.value, indent: indent + 2, into: &output)
                if index < sorted.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            spaces(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func spaces(_ count: Int, into output: inout [UInt8]) {
        output += repeatElement(0x20, count: count)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0..<0x20:
                output += Array("\\u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
