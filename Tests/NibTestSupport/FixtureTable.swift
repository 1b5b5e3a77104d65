import Foundation

/// A tab-separated table NibForge keeps beside its fixtures (`PAIRS.tsv`, `BUILDS.tsv`,
/// `RELEASES.tsv`): `#` lines are comments, every other line a row of fields, and a field
/// that is `-` or empty holds nothing.
public enum FixtureTable {
    /// The rows of the table at `path`, in order; each field nil where it holds nothing.
    public static func rows(inTableAt path: String) throws -> [[String?]] {
        let table = try String(contentsOfFile: path, encoding: .utf8)
        return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { $0 == "-" || $0.isEmpty ? nil : String($0) }
        }
    }
}
