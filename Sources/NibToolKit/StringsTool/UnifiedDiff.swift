/// A unified diff of two versions of a text file, as `diff -u` and `git diff` print it:
/// `--- a/path`, `+++ b/path`, then `@@ -start,count +start,count @@` hunks with `context`
/// unchanged lines around each change. Lines are compared byte for byte; a last line without
/// a newline is followed by `\ No newline at end of file`. `patch` and `git apply` accept it.
///
/// The common first and last lines are set aside and the rest is matched with Myers'
/// O((N+M)·D) algorithm. When more than `maximumSearchedEdits` lines changed, versions with
/// the same number of lines (values changed in place) are compared line by line instead,
/// and others show the whole changed stretch as removed and added: still a correct patch.
enum UnifiedDiff {
    /// One step of the edit script: keep a line of both files, or delete / insert one.
    private enum Edit {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)

        var isChange: Bool {
            if case .keep = self { return false }
            return true
        }
    }

    /// The diff text, or the empty string when the two versions are byte-identical.
    static func text(old: [UInt8], new: [UInt8], oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let script = edits(oldLines, newLines)
        var text = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(of: script, context: context) {
            text += render(hunk, of: script, oldLines: oldLines, newLines: newLines)
        }
        return text
    }

    /// `a/path` as git names files in diffs (`a/tmp/x.xib` for `/tmp/x.xib`, `a/App/x.xib`
    /// for `./App/x.xib`), so `git apply` and `patch -p1` find the files.
    static func fileName(_ side: String, _ path: String) -> String {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return relative.hasPrefix("/") ? side + relative : side + "/" + relative
    }

    /// The lines of `bytes`, each with its newline when it has one.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.endIndex { result.append(bytes[start...]) }
        return result
    }

    /// The shortest edit script turning `old` into `new`.
    private static func edits(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var script = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
        if let shortest = shortestEdits(old, new, from: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix) {
            script += shortest
        } else if old.count == new.count {
            script += lineByLineEdits(old, new, from: prefix, end: old.count - suffix)
        } else {
            script += (prefix..<(old.count - suffix)).map { Edit.delete(old: $0) }
            script += (prefix..<(new.count - suffix)).map { Edit.insert(new: $0) }
        }
        script += (0..<suffix).map { Edit.keep(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return script
    }

    /// The edits, when the shortest script is too long to search for, for two versions with
    /// the same number of lines, as when values change in place: line k stays line k, and each run of differing lines becomes its
    /// deletions followed by its insertions, as `diff -u` prints a changed block. Linear time
    /// and memory however many lines changed.
    private static func lineByLineEdits(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>], from start: Int, end: Int) -> [Edit] {
        var script: [Edit] = []
        var line = start
        while line < end {
            guard old[line] != new[line] else {
                script.append(.keep(old: line, new: line))
                line += 1
                continue
            }
            var runEnd = line
            while runEnd < end, old[runEnd] != new[runEnd] { runEnd += 1 }
            script += (line..<runEnd).map { Edit.delete(old: $0) }
            script += (line..<runEnd).map { Edit.insert(new: $0) }
            line = runEnd
        }
        return script
    }

    /// The longest edit script searched for: the search keeps D² integers for D edits,
    /// so this bounds it to about 32 MB. Longer changes fall back to simpler scripts.
    static let maximumSearchedEdits = 2048

    /// Myers' greedy algorithm on `old[start..<oldEnd]` and `new[start..<newEnd]`, keeping
    /// only the diagonal range each round touched, then walking back from the end. Nil when
    /// the shortest script has more than `maximumSearchedEdits` edits.
    private static func shortestEdits(
        _ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>], from start: Int, oldEnd: Int, newEnd: Int
    ) -> [Edit]? {
        let n = oldEnd - start
        let m = newEnd - start
        if n == 0 { return (0..<m).map { Edit.insert(new: start + $0) } }
        if m == 0 { return (0..<n).map { Edit.delete(old: start + $0) } }
        let limit = min(n + m, maximumSearchedEdits)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var finalDistance: Int?
        search: for distance in 0...limit {
            trace.append(Array(furthest[(offset - distance)...(offset + distance)]))
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1]) {
                    x = furthest[offset + diagonal + 1]
                } else {
                    x = furthest[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[start + x] == new[start + y] {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= n, y >= m {
                    finalDistance = distance
                    break search
                }
            }
        }

        guard let finalDistance else { return nil }
        var reversed: [Edit] = []
        var x = n
        var y = m
        for distance in stride(from: finalDistance, to: 0, by: -1) {
            let before = trace[distance]
            func reached(_ diagonal: Int) -> Int { before[diagonal + distance] }
            let diagonal = x - y
            let previous = (diagonal == -distance || (diagonal != distance && reached(diagonal - 1) < reached(diagonal + 1)))
                ? diagonal + 1 : diagonal - 1
            let previousX = reached(previous)
            let previousY = previousX - previous
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(.keep(old: start + x, new: start + y))
            }
            if x == previousX {
                y -= 1
                reversed.append(.insert(new: start + y))
            } else {
                x -= 1
                reversed.append(.delete(old: start + x))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            reversed.append(.keep(old: start + x, new: start + y))
        }
        return reversed.reversed()
    }

    /// The ranges of the edit script that become hunks: each change with `context` edits
    /// around it, merged when their context would touch or overlap.
    private static func hunks(of script: [Edit], context: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for index in script.indices where script[index].isChange {
            let lower = max(0, index - context)
            let upper = min(script.count, index + context + 1)
            if let last = result.last, lower <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                result.append(lower..<upper)
            }
        }
        return result
    }

    private static func render(
        _ hunk: Range<Int>, of script: [Edit], oldLines: [ArraySlice<UInt8>], newLines: [ArraySlice<UInt8>]
    ) -> String {
        var oldBefore = 0
        var newBefore = 0
        for edit in script[..<hunk.lowerBound] {
            switch edit {
            case .keep: oldBefore += 1; newBefore += 1
            case .delete: oldBefore += 1
            case .insert: newBefore += 1
            }
        }
        var oldCount = 0
        var newCount = 0
        var body = ""
        for edit in script[hunk] {
            switch edit {
            case .keep(let old, _):
                oldCount += 1; newCount += 1
                body += line(" ", oldLines[old])
            case .delete(let old):
                oldCount += 1
                body += line("-", oldLines[old])
            case .insert(let new):
                newCount += 1
                body += line("+", newLines[new])
            }
        }
        let oldStart = oldBefore + (oldCount > 0 ? 1 : 0)
        let newStart = newBefore + (newCount > 0 ? 1 : 0)
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
    }

    private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.last == 0x0A ? marker + text : marker + text + "\n\\ No newline at end of file\n"
    }
}
