import NibCore
/// Renders an object graph as readable text: every object with its index and class, then its
/// keys and values, one per line. References print as `#index (Class)`; strings held by
/// `NSString` objects are shown next to the reference; geometry blobs print as numbers;
/// nested archives are dumped in place, indented.
struct GraphDumper {
    let file: CompiledNibFile
    var output = ""
    /// Nested archives by (object index, key), looked up once per data value.
    private let nested: [String: CompiledNibFile]
    /// Strings and numbers shown next to references, found once.
    private let contents: ValueContents

    init(file: CompiledNibFile) {
        self.file = file
        contents = ValueContents(file.graph)
        var nested: [String: CompiledNibFile] = [:]
        for archive in file.nestedArchives { nested["\(archive.objectIndex) \(archive.key)"] = archive.file }
        self.nested = nested
    }

    mutating func render(indent: String) {
        let graph = file.graph
        output += "\(indent)\(file.encodingDescription), \(graph.objects.count) objects, \(file.byteCount) bytes\n"
        for (index, object) in graph.objects.enumerated() {
            var title = "\(indent)#\(index) \(object.className)"
            if case .keyedArchive = graph.encoding {
                // Keyed archives list every superclass in $classes; the dump keeps to the UID.
                if let uid = object.sourceIndex { title += " [uid \(uid)]" }
            } else if !object.fallbackClassNames.isEmpty {
                title += " (fallback: \(object.fallbackClassNames.joined(separator: ", ")))"
            }
            output += title + "\n"
            for entry in object.entries {
                output += "\(indent)    \(entry.key) = "
                if case .data = entry.value, !nested.isEmpty, let nested = nested["\(index) \(entry.key)"] {
                    output += "<nested archive>\n"
                    var inner = GraphDumper(file: nested)
                    inner.render(indent: indent + "    |   ")
                    output += inner.output
                } else {
                    output += describe(entry.value) + "\n"
                }
            }
        }
    }

    func describe(_ value: ArchivedValue) -> String {
        switch value {
        case .integer(let number, _): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .float(let number): return "\(number) (float32)"
        case .double(let number): return String(number)
        case .string(let string): return quote(string)
        case .null: return "nil"
        case .data(let bytes): return describeData(bytes)
        case .reference(let target):
            let className = file.graph.className(of: target) ?? "?"
            var text = "#\(target) (\(className))"
            if let string = contents.strings[target] {
                text += " " + quote(string)
            } else if let number = contents.numbers[target] {
                text += " \(number)"
            }
            return text
        case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
        }
    }

    private func describeData(_ bytes: [UInt8]) -> String {
        if let numbers = Geometry.numbers(fromBlob: bytes) { return Geometry.describe(numbers) + " (geometry)" }
        // Text, possibly C-style with a trailing NUL (NSColor's NSRGB / NSWhite components).
        let terminated = bytes.count > 1 && bytes.last == 0
        let text = terminated ? bytes.dropLast() : bytes[...]
        if !text.isEmpty, text.allSatisfy({ $0 >= 0x20 || $0 == 0x0A || $0 == 0x09 }), let string = exactString(bytes, 0, text.count) {
            return quote(string) + " (\(bytes.count) bytes\(terminated ? ", NUL-terminated" : ""))"
        }
        let shown = bytes.prefix(32).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
        return "<data \(bytes.count) bytes: \(shown)\(bytes.count > 32 ? "…" : "")>"
    }

    private func quote(_ string: String) -> String { QuotedText.quoted(string) }
}

extension CompiledNibFile {
    /// The readable dump of this file's object graph (see `CompiledNib.dump()`).
    public func dump() -> String {
        var dumper = GraphDumper(file: self)
        dumper.render(indent: "")
        return dumper.output
    }
}

extension CompiledNib {
    /// The readable dump `nibtool --dump` prints: for each member nib, a header line with the
    /// encoding, then every object with its index, class, keys and values.
    public func dump() -> String {
        var output = ""
        switch form {
        case .file: break
        case .nibDirectory(let member, let others):
            output += "\(path): nib directory, using \(member)" + (others.isEmpty ? "" : " (also present: \(others.joined(separator: ", ")))") + "\n"
        case .storyboard:
            output += "\(path): compiled storyboard, \(members.count) nibs\n"
            if let info = storyboardInfo {
                output += "Info.plist:\n" + PropertyListDumper.render(info, indent: "    ")
            }
        }
        for member in members {
            if case .storyboard = form { output += "\n== \(member.name)\n" }
            output += member.file.dump()
        }
        return output
    }
}
