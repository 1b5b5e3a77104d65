/// Renders a plain property list (a storyboardc `Info.plist`) as indented `key = value` lines.
enum PropertyListDumper {
    static func render(_ value: PropertyListValue, indent: String) -> String {
        switch value {
        case .dictionary(let pairs):
            return pairs.map { pair -> String in
                if case .dictionary = pair.value { return "\(indent)\(pair.key) =\n" + render(pair.value, indent: indent + "    ") }
                if case .array = pair.value { return "\(indent)\(pair.key) =\n" + render(pair.value, indent: indent + "    ") }
                return "\(indent)\(pair.key) = \(scalar(pair.value))\n"
            }.joined()
        case .array(let items):
            return items.map { item -> String in
                switch item {
                case .dictionary, .array: return "\(indent)-\n" + render(item, indent: indent + "    ")
                default: return "\(indent)- \(scalar(item))\n"
                }
            }.joined()
        default:
            return indent + scalar(value) + "\n"
        }
    }

    private static func scalar(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let string): "\"\(string)\""
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .date(let seconds): "date(\(seconds))"
        case .data(let bytes): "<data \(bytes.count) bytes>"
        case .uid(let uid): "uid(\(uid))"
        case .null: "nil"
        case .array(let items): "[\(items.count) items]"
        case .dictionary(let pairs): "{\(pairs.count) entries}"
        }
    }
}
