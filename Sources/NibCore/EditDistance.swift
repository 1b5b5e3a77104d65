/// Levenshtein distance, to suggest the name a user (or a document) probably meant: a
/// subcommand, an object id, a declared outlet.
public enum EditDistance {
    public static func distance(_ a: String, _ b: String) -> Int {
        let left = Array(a), right = Array(b)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The candidate closest to `text`, if it is within `limit` edits.
    public static func nearest(to text: String, among candidates: [String], limit: Int) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let value = distance(text, candidate)
            if value <= limit, best.map({ value < $0.1 }) ?? true { best = (candidate, value) }
        }
        return best?.0
    }
}
