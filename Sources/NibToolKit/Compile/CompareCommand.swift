import NibCompiler
import NibCore

/// `nibtool --compare A.nib B.nib`: compares two compiled nibs (or storyboardc directories)
/// by their decoded object graphs and prints the first differences, one per line
/// (`path: left vs right`), then how much of B the first reproduces (files equal, objects
/// with an exact counterpart: `NibSimilarity`). Exit status 0 when equal, 1 when not, 2 when a nib cannot be read.
/// `note:` lines first say what counted as equal without the same bytes (`ComparisonNotes`):
/// ICC profiles of one kind (NibForge builds its own profiles where ibtool embeds Apple's),
/// placeholder names ibtool generates at random, paired, and views whose layout constraints
/// match in another order (ibtool's order is deterministic, so the count is worth seeing).
enum CompareCommand {
    /// Compares and prints at most `differenceLimit` differences.
    static func run(left: String, right: String, differenceLimit: Int = 20) -> ToolResult {
        var result = ToolResult()
        do {
            var notes = ComparisonNotes()
            let differences = try NibComparison.differences(betweenContentsOf: left, and: right, limit: differenceLimit, notes: &notes)
            let note = notes.lines.map { $0 + "\n" }.joined()
            if differences.isEmpty {
                result.standardOutput = Array("\(note)\(left) and \(right) are equal\n".utf8)
            } else {
                let lines = differences.map { $0.description + "\n" }.joined()
                let similarity = try NibSimilarity(ofContentsOf: left, toReferenceAt: right)
                let summary = "\(similarity.equalFiles) of \(similarity.files) files equal; "
                    + "\(similarity.matchedObjects) of \(similarity.objects) objects of \(right) have an exact counterpart\n"
                result.standardOutput = Array("\(note)\(left) and \(right) differ:\n\(lines)\(summary)".utf8)
                result.exitStatus = 1
            }
        } catch {
            result.standardError = ((error as? Diagnostic)?.description ?? "\(error)") + "\n"
            result.exitStatus = 2
        }
        return result
    }
}
