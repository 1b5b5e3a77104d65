import Foundation
import XCTest
@testable import NibToolKit

/// The unified diff `nibtool strings replace --dry-run` prints.
final class UnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.text(old: Array(old.utf8), new: Array(new.utf8), oldName: "a/f", newName: "b/f")
    }

    private func numbered(_ range: ClosedRange<Int>, changing changed: Set<Int> = []) -> String {
        range.map { changed.contains($0) ? "changed \($0)\n" : "line \($0)\n" }.joined()
    }

    func testIdenticalFilesHaveNoDiff() {
        XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
    }

    func testChangesFarApartGetSeparateHunksWithThreeLinesOfContext() {
        let result = diff(numbered(1...20), numbered(1...20, changing: [2, 15]))
        XCTAssertEqual(result, """
            --- a/f
            +++ b/f
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +changed 2
             line 3
             line 4
             line 5
            @@ -12,7 +12,7 @@
             line 12
             line 13
             line 14
            -line 15
            +changed 15
             line 16
             line 17
             line 18

            """)
    }

    func testChangesSixLinesApartShareOneHunk() {
        let result = diff(numbered(1...20), numbered(1...20, changing: [5, 12]))
        XCTAssertEqual(result.components(separatedBy: "\n@@ ").count, 2, result)
        XCTAssertTrue(result.contains("@@ -2,14 +2,14 @@\n"), result)
        let apart = diff(numbered(1...20), numbered(1...20, changing: [5, 13]))
        XCTAssertTrue(apart.contains("@@ -2,7 +2,7 @@\n") && apart.contains("@@ -10,7 +10,7 @@\n"), apart)
    }

    func testInsertedAndDeletedLinesCountOnTheirSideOnly() {
        let result = diff("a\nb\nc\n", "a\nb\nnew 1\nnew 2\nc\n")
        XCTAssertEqual(result, "--- a/f\n+++ b/f\n@@ -1,3 +1,5 @@\n a\n b\n+new 1\n+new 2\n c\n")
        let removed = diff("a\nb\nc\nd\n", "a\nd\n")
        XCTAssertEqual(removed, "--- a/f\n+++ b/f\n@@ -1,4 +1,2 @@\n a\n-b\n-c\n d\n")
    }

    func testMissingFinalNewlineIsMarked() {
        let result = diff("a\nb", "a\nc")
        XCTAssertEqual(result, "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        let added = diff("a\nb", "a\nb\n")
        XCTAssertEqual(added, "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    func testAnEmptyOldFileStartsAtLineZero() {
        XCTAssertEqual(diff("", "x\n"), "--- a/f\n+++ b/f\n@@ -0,0 +1,1 @@\n+x\n")
    }

    func testFileNamesArePrefixedAsGitDoes() {
        XCTAssertEqual(UnifiedDiff.fileName("a", "App/Main.storyboard"), "a/App/Main.storyboard")
        XCTAssertEqual(UnifiedDiff.fileName("b", "././App/Main.storyboard"), "b/App/Main.storyboard")
        XCTAssertEqual(UnifiedDiff.fileName("a", "/tmp/Main.xib"), "a/tmp/Main.xib")
    }

    func testLinesRemovedAndAddedElsewhereMatchGNUDiff() {
        let old = numbered(1...12)
        let new = numbered(1...12, changing: [6]).replacingOccurrences(of: "line 3\n", with: "")
            .replacingOccurrences(of: "line 8\n", with: "line 8\nadded\n")
        // The hunk `diff -u` prints for the same two files.
        XCTAssertEqual(diff(old, new), """
            --- a/f
            +++ b/f
            @@ -1,11 +1,11 @@
             line 1
             line 2
            -line 3
             line 4
             line 5
            -line 6
            +changed 6
             line 7
             line 8
            +added
             line 9
             line 10
             line 11

            """)
    }

    /// Applies a diff this type printed to `old` the way `patch` does (hunks in order, context
    /// and removed lines checked), returning the new text; nil when the diff does not fit.
    private func apply(_ diff: String, to old: String) -> String? {
        var oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if oldLines.last == "" { oldLines.removeLast() }
        var result: [String] = []
        var next = 0
        for line in diff.split(separator: "\n").dropFirst(2) {
            if line.hasPrefix("@@ -") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber }) ?? 0
                let target = max(start - 1, 0)
                guard target >= next, target <= oldLines.count else { return nil }
                result += oldLines[next..<target]
                next = target
            } else if line.hasPrefix("+") {
                result.append(String(line.dropFirst()))
            } else {
                guard next < oldLines.count, oldLines[next] == String(line.dropFirst()) else { return nil }
                if line.hasPrefix(" ") { result.append(oldLines[next]) }
                next += 1
            }
        }
        result += oldLines[next...]
        return result.map { $0 + "\n" }.joined()
    }

    func testLongChangesFallBackToScriptsThatStillApply() {
        let count = UnifiedDiff.maximumSearchedEdits + 100
        let old = numbered(1...count)
        // Every other line changed in place: more edits than are searched for.
        let inPlace = numbered(1...count, changing: Set(stride(from: 1, through: count, by: 2)))
        let inPlaceDiff = diff(old, inPlace)
        XCTAssertEqual(apply(inPlaceDiff, to: old), inPlace)
        XCTAssertTrue(inPlaceDiff.contains("\n-line 1\n+changed 1\n line 2\n-line 3\n+changed 3\n"))
        // A different number of lines as well: the changed stretch is removed and added.
        let longer = inPlace + "extra\n"
        XCTAssertEqual(apply(diff(old, longer), to: old), longer)
        // Below the limit the shortest script is found, and it applies too.
        let few = numbered(1...count, changing: [10, 500, 1000]).replacingOccurrences(of: "line 700\n", with: "")
        XCTAssertEqual(apply(diff(old, few), to: old), few)
        XCTAssertEqual(diff(old, few).components(separatedBy: "\n@@ ").count, 5)  // the header, then 4 hunks
    }
}
