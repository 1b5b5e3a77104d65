import NibCompiler
import NibCore

/// `nibtool --compare A.nib B.nib`: compares two compiled nibs (or storyboardc directories)
/// by their decoded object graphs and prints the first differences, one per line
/// (`path: left vs right`). Exit status 0 when equal, 1 when not, 2 when a nib cannot be read.
enum CompareCommand {
    /// Compares and prints at most `differenceLimit` differences.
    static func run(left: String, right: String, differenceLimit: Int = 20) -> ToolResult {
        var result = ToolResult()
        do {
            let differences = try NibComparison.differences(betweenContentsOf: left, and: right, limit: differenceLimit)
            if differences.isEmpty {
                result.standardOutput = Array("\(left) and \(right) are equal\n".utf8)
            } else {
                let lines = differences.map { $0.description + "\n" }.joined()
                result.standardOutput = Array("\(left) and \(right) differ:\n\(lines)".utf8)
                result.exitStatus = 1
            }
        } catch {
            result.standardError = ((error as? Diagnostic)?.description ?? "\(error)") + "\n"
            result.exitStatus = 2
        }
        return result
    }
}
