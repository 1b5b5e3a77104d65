/// Where two texts first differ, for a violation message a person can act on.
enum FirstDifference {
    /// ` (line N: "before" became "after")`, or nothing when the texts are equal.
    static func describe(_ before: String, _ after: String) -> String {
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false)
        for line in 0..<max(old.count, new.count) {
            let left = line < old.count ? String(old[line]) : "(end)"
            let right = line < new.count ? String(new[line]) : "(end)"
            if left != right { return " (line \(line + 1): \"\(left.prefix(120))\" became \"\(right.prefix(120))\")" }
        }
        return ""
    }
}
