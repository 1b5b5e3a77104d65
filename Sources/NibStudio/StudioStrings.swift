import Foundation
import NibToolKit

/// The Strings tool's writes and spelling check. A single value is set the way a translator's
/// file would set it: a one-entry `.strings` imported with `nibtool --import-strings-file`,
/// so only that value's bytes change; the spelling check runs GNU Aspell's English
/// dictionary (Debian's `aspell` and `aspell-en`) over every value.
enum StudioStrings {
    /// Sets `objectID.keyPath` to `value` in the document at `path` (a real path inside the
    /// folder). Returns the new content hash.
    static func setValue(_ value: String, objectID: String, keyPath: String, at path: String, expectedHash: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw StudioError.notFound("cannot read the document") }
        guard ContentHash.of([UInt8](data)) == expectedHash else {
            throw StudioError.conflict("the document changed on disk since it was read; reload it")
        }
        let strings = FileManager.default.temporaryDirectory.appendingPathComponent("nibstudio-\(UUID().uuidString).strings")
        defer { try? FileManager.default.removeItem(at: strings) }
        let entry = "\(quoted(objectID + "." + keyPath)) = \(quoted(value));\n"
        try Data(entry.utf8).write(to: strings)
        let result = NibTool.run(["--import-strings-file", strings.path, "--write", path, path])
        guard result.exitStatus == 0 else { throw StudioError.badRequest(result.standardError.isEmpty ? "the value could not be set" : result.standardError) }
        guard let written = FileManager.default.contents(atPath: path) else { throw StudioError.notFound("cannot read the document") }
        return ContentHash.of([UInt8](written))
    }

    /// A `.strings` quoted string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// The dictionary the spelling check uses, as the page names it.
    static let language = "English (GNU Aspell, en)"

    /// The words of `values` the dictionary does not know, or nil when aspell is not installed.
    static func misspelledWords(in values: [String]) -> [String]? {
        let candidates = ["/usr/bin/aspell", "/usr/local/bin/aspell"]
        guard let aspell = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: aspell)
        process.arguments = ["list", "--lang=en", "--encoding=utf-8"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Write on another thread: a large input must not block on a full output pipe.
        let text = Data(values.joined(separator: "\n").utf8)
        let writer = input.fileHandleForWriting
        DispatchQueue.global().async {
            writer.write(text)
            try? writer.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }
}
