import NibCore
/// The `human-readable-text` output form.
///
/// Each top-level key gets a `/* key */` header. Message lists (errors, warnings, notices)
/// print one compiler-style line per message, `path:line:col: warning: text`, or
/// `path:object-id: ...` / `path:global: ...` when no line is known, as Xcode's build logs
/// show ibtool's. Other values print as an old-style (OpenStep) property list.
enum HumanReadableWriter {
    static func render(_ output: [String: ReportValue], documentPath: String?) -> String {
        var text = ""
        for key in output.keys.sorted() {
            guard let value = output[key] else { continue }
            text += "/* \(key) */\n"
            if isMessageKey(key), let messages = value.arrayValue {
                for message in messages { text += messageLine(message, documentPath: documentPath) + "\n" }
            } else {
                text += openStep(value, indentation: "") + "\n"
            }
        }
        return text
    }

    private static func isMessageKey(_ key: String) -> Bool {
        key.hasSuffix(".errors") || key.hasSuffix(".warnings") || key.hasSuffix(".notices")
    }

    private static func messageLine(_ message: ReportValue, documentPath: String?) -> String {
        if let description = message["description"]?.stringValue { return description }
        let text = message["message"]?.stringValue ?? ""
        let severity: String
        switch message["type"]?.stringValue {
        case "Error": severity = "error"
        case "Warning": severity = "warning"
        default: severity = "note"
        }
        var place = documentPath ?? ""
        if let line = message["line"], case .integer(let lineNumber) = line, case .integer(let column)? = message["column"] {
            place += ":\(lineNumber):\(column)"
        } else if let objectID = message["object-id"]?.stringValue {
            place += ":\(objectID)"
        } else {
            place += ":global"
        }
        return "\(place): \(severity): \(text)"
    }

    /// An old-style property list rendering with four-space indentation.
    static func openStep(_ value: ReportValue, indentation: String) -> String {
        let inner = indentation + "    "
        switch value {
        case .string(let string): return quoted(string)
        case .integer(let number): return String(number)
        case .boolean(let flag): return flag ? "YES" : "NO"
        case .array(let values):
            if values.isEmpty { return "()" }
            return "(\n" + values.map { inner + openStep($0, indentation: inner) }.joined(separator: ",\n") + "\n" + indentation + ")"
        case .dictionary(let entries):
            if entries.isEmpty { return "{}" }
            let lines = entries.sorted { $0.key < $1.key }.map { entry in
                inner + quoted(entry.key) + " = " + openStep(entry.value, indentation: inner) + ";"
            }
            return "{\n" + lines.joined(separator: "\n") + "\n" + indentation + "}"
        }
    }

    private static func quoted(_ string: String) -> String { QuotedText.quoted(string) }
}
