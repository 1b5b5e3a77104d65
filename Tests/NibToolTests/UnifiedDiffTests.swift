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
}
