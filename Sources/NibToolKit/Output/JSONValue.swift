import NibCore

/// A JSON value with object members in a fixed order, so the explorer commands print the
/// keys in the order their documentation gives, and the same input prints the same bytes.
enum JSONValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text() == rhs.text() }

    /// The value as indented JSON text, ending with a newline at the top level.
    func text(indent: String = "") -> String {
        switch self {
        case .string(let value): return Self.quoted(value)
        case .number(let value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let values):
            if values.isEmpty { return "[]" }
            // Short arrays of numbers (frames, points) stay on one line.
            if values.count <= 4, values.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return "[" + values.map { $0.text() }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + values.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// The document's bytes: the text and a final newline.
    var bytes: [UInt8] { Array((text() + "\n").utf8) }

    static func quoted(_ text: String) -> String { QuotedText.quoted(text, controlEscape: .json) }
}
