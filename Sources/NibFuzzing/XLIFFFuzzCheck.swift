import NibLocalization

/// XLIFF 1.2 files from translators: a file that reads is written again and must read back
/// with the same files and translation units (where each unit was in the file aside).
enum XLIFFFuzzCheck {
    static let target = FuzzTarget(
        name: "xliff", summary: "XLIFF 1.2 exports and imports",
        seedSuffixes: [".xliff", ".xlf"]) { input in check(input) }

    static func check(_ input: [UInt8]) -> [String] {
        guard let document = try? XLIFFReader.read(input) else { return [] }
        let written = XLIFFWriter.bytes(for: document)
        guard let reread = try? XLIFFReader.read(written) else {
            return ["the XLIFF read, but its written form does not read back"]
        }
        let before = content(of: document)
        let after = content(of: reread)
        return before == after ? [] : ["the written XLIFF reads back differently" + FirstDifference.describe(before, after)]
    }

    /// The document's files and units, one line each, without source locations.
    private static func content(of document: XLIFFDocument) -> String {
        var lines: [String] = []
        for file in document.files {
            lines.append("file \([file.original, file.sourceLanguage, file.targetLanguage ?? "-", file.datatype]) tool \(file.tool.map { "\($0)" } ?? "-")")
            for unit in file.units {
                lines.append("unit \([unit.id, unit.source, unit.target ?? "-", unit.targetState ?? "-", unit.note ?? "-"])")
            }
        }
        return lines.joined(separator: "\n")
    }
}
