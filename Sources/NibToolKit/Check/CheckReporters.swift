import NibXML
import NibSourceCheck

/// The four report formats of `nibtool check`.
enum CheckReporter: String, CaseIterable {
    /// `path:line:col: error: message [rule]`, as Xcode and compilers print.
    case xcode
    /// `[{"file", "line", "column", "severity", "rule", "message", "object-id", "class", "member"}]`.
    case json
    /// Checkstyle XML, for CI dashboards.
    case checkstyle
    /// SARIF 2.1.0, which GitHub code scanning reads.
    case sarif

    func render(_ findings: [CheckFinding]) -> [UInt8] {
        switch self {
        case .xcode:
            return Array(findings.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.rule.rawValue)]\n" }.joined().utf8)
        case .json:
            return JSONValue.array(findings.map { finding in
                .object([
                    ("file", .string(finding.file)), ("line", .number(Double(finding.line))), ("column", .number(Double(finding.column))),
                    ("severity", .string(finding.severity.rawValue)), ("rule", .string(finding.rule.rawValue)), ("message", .string(finding.message)),
                    ("object-id", finding.objectID.map(JSONValue.string) ?? .null), ("class", finding.className.map(JSONValue.string) ?? .null),
                    ("member", finding.member.map(JSONValue.string) ?? .null),
                ])
            }).bytes
        case .checkstyle:
            var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
            var files: [String] = []
            for finding in findings where !files.contains(finding.file) { files.append(finding.file) }
            for file in files {
                text += "  <file name=\"\(Self.xmlEscaped(file))\">\n"
                for finding in findings where finding.file == file {
                    let severity = finding.severity == .note ? "info" : finding.severity.rawValue
                    text += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(severity)\" message=\"\(Self.xmlEscaped(finding.message))\" source=\"nibtool.check.\(finding.rule.rawValue)\"/>\n"
                }
                text += "  </file>\n"
            }
            return Array((text + "</checkstyle>\n").utf8)
        case .sarif:
            let rules = CheckRule.allCases.map { rule in
                JSONValue.object([("id", .string(rule.rawValue)), ("shortDescription", .object([("text", .string(rule.summary))]))])
            }
            let results = findings.map { finding in
                JSONValue.object([
                    ("ruleId", .string(finding.rule.rawValue)),
                    ("level", .string(finding.severity.rawValue)),
                    ("message", .object([("text", .string(finding.message))])),
                    ("locations", .array([.object([("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(Self.uri(finding.file)))])),
                        ("region", .object([("startLine", .number(Double(finding.line))), ("startColumn", .number(Double(finding.column)))])),
                    ]))])])),
                ])
            }
            return JSONValue.object([
                ("version", .string("2.1.0")),
                ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
                ("runs", .array([.object([
                    ("tool", .object([("driver", .object([
                        ("name", .string("nibtool check")), ("version", .string(NibTool.version)),
                        ("rules", .array(rules)),
                    ]))])),
                    ("results", .array(results)),
                ])])),
            ]).bytes
        }
    }

    /// Text for a checkstyle attribute (NibXML's escaping).
    static func xmlEscaped(_ text: String) -> String {
        String(decoding: MarkupEscaping.escapeAttribute(text), as: UTF8.self)
    }

    /// A relative path as a SARIF URI (spaces and other reserved characters percent-encoded).
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || "-._~/".utf8.contains(byte)
            result += isUnreserved ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
