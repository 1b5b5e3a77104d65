/// What `nibtool strings find` looks for in localizable values: plain text (a substring,
/// case-sensitive) or a Swift `Regex`.
struct StringsValueMatcher {
    private enum Pattern {
        case text(String)
        case regex(Regex<AnyRegexOutput>)
    }

    private let pattern: Pattern

    /// Matches values that contain `text`.
    init(text: String) {
        pattern = .text(text)
    }

    /// Matches values in which the regular expression `regexPattern` finds a match.
    /// Throws when the pattern is not a valid Swift regular expression.
    init(regexPattern: String) throws {
        pattern = .regex(try Regex(regexPattern))
    }

    /// True when `value` matches.
    func matches(_ value: String) -> Bool {
        switch pattern {
        case .text(let text): value.contains(text)
        case .regex(let regex): value.contains(regex)
        }
    }
}
