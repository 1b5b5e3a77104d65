/// Exact text replacement inside one value, counting what it replaced.
enum TextReplacement {
    /// `value` with every non-overlapping occurrence of `target` (searched left to right,
    /// compared as Swift strings compare characters) replaced by `replacement`, and how many
    /// occurrences there were. `target` must not be empty.
    static func replace(_ target: String, with replacement: String, in value: String) -> (value: String, count: Int) {
        let count = value.ranges(of: target).count
        guard count > 0 else { return (value, 0) }
        return (value.replacing(target, with: replacement), count)
    }
}
