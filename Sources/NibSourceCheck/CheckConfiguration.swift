/// A `nibtool check --config FILE`: rules to leave out and paths to skip, in the YAML
/// subset IBLinter's `.iblinter.yml` uses:
///
///     disabled_rules:
///       - outlet-type
///       - unused-action
///     excluded:
///       - Pods
///       - Legacy/Old.xib
///
/// `excluded` entries are paths relative to the current folder (or absolute); a document
/// under one is not checked. `#` starts a comment. Unknown keys and rules are errors, so a
/// mistyped rule does not silently check everything.
public struct CheckConfiguration: Sendable, Equatable {
    public var disabledRules: Set<CheckRule> = []
    public var excludedPaths: [String] = []

    public init() {}

    /// A line of the file that could not be read.
    public struct ParseError: Error, Sendable, Equatable {
        public let line: Int
        public let column: Int
        public let message: String
    }

    public init(parsing text: String) throws(ParseError) {
        var key: String?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("-") {
                guard let key else { throw ParseError(line: number, column: 1, message: "a list item outside 'disabled_rules' or 'excluded'") }
                let value = String(trimmed.dropFirst()).trimmingSpaces().trimmingQuotes()
                let column = (line.firstIndex(of: "-").map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1
                if key == "disabled_rules" {
                    guard let rule = CheckRule(rawValue: value) else {
                        let known = CheckRule.allCases.map(\.rawValue).joined(separator: ", ")
                        throw ParseError(line: number, column: column, message: "unknown rule '\(value)'; the rules are \(known)")
                    }
                    disabledRules.insert(rule)
                } else {
                    excludedPaths.append(value)
                }
            } else if trimmed.hasSuffix(":") {
                let name = String(trimmed.dropLast())
                guard ["disabled_rules", "excluded"].contains(name) else {
                    throw ParseError(line: number, column: 1, message: "unknown key '\(name)'; the keys are disabled_rules and excluded")
                }
                key = name
            } else {
                throw ParseError(line: number, column: 1, message: "expected 'disabled_rules:', 'excluded:' or '- item'")
            }
        }
    }

    /// True when `path` lies under an excluded path.
    public func excludes(_ path: String) -> Bool {
        let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return excludedPaths.contains { excluded in
            let prefix = excluded.hasPrefix("./") ? String(excluded.dropFirst(2)) : excluded
            let trimmed = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
            return normalized == trimmed || normalized.hasPrefix(trimmed + "/") || normalized.contains("/" + trimmed + "/")
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\r" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return String(text)
    }

    fileprivate func trimmingQuotes() -> String {
        if count >= 2, (hasPrefix("\"") && hasSuffix("\"")) || (hasPrefix("'") && hasSuffix("'")) { return String(dropFirst().dropLast()) }
        return self
    }
}
