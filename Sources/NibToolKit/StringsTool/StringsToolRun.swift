import NibCore
import NibFiles
import NibDocument
import NibLocalization

/// The state of one `nibtool strings` run while it goes through the documents.
struct StringsToolRun {
    let command: StringsToolCommand
    var rows: [StringsRow] = []
    var diff = ""
    var occurrences = 0
    var changedDocuments = 0
    var standardError = ""
    var failed = false

    init(command: StringsToolCommand) {
        self.command = command
    }

    /// Prints `diagnostics` compiler-style; any error makes the run fail at the end.
    mutating func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            standardError += diagnostic.description + "\n"
            if diagnostic.severity == .error { failed = true }
        }
    }

    /// Reads one document and lists, finds or replaces in it.
    mutating func process(_ path: String) {
        do {
            let bytes = try InputFile.read(path)
            if InputFile.looksCompiled(bytes) {
                throw Diagnostic.error("this is a compiled nib, not a document; its strings cannot be read", path: path)
            }
            let document = try InterfaceDocument(parsing: bytes, path: path)
            let localization = DocumentLocalization(document: document)
            report(localization.diagnostics)
            switch command.action {
            case .list:
                rows += localization.localizableEntries().map { StringsRow(document: path, entry: $0) }
            case .find(let matcher):
                rows += localization.localizableEntries().filter { matcher.matches($0.value) }
                    .map { StringsRow(document: path, entry: $0) }
            case .replace(let from, let to):
                try replace(from, with: to, in: localization, originalBytes: bytes, path: path)
            }
        } catch let diagnostic as Diagnostic {
            report([diagnostic.inFile(path)])
        } catch {
            report([Diagnostic.error("\(error)", path: path)])
        }
    }

    private mutating func replace(
        _ from: String, with to: String, in localization: DocumentLocalization, originalBytes: [UInt8], path: String
    ) throws {
        var count = 0
        for property in localization.properties {
            let replaced = TextReplacement.replace(from, with: to, in: property.entry.value)
            guard replaced.count > 0 else { continue }
            property.setValue(replaced.value)
            count += replaced.count
        }
        guard count > 0 else { return }
        let newBytes = localization.document.serialized()
        if command.dryRun {
            diff += UnifiedDiff.text(
                old: originalBytes, new: newBytes,
                oldName: UnifiedDiff.fileName("a", path), newName: UnifiedDiff.fileName("b", path))
        } else {
            try AtomicFile.write(newBytes, to: path)
        }
        occurrences += count
        changedDocuments += 1
    }

    /// The result: output, messages, and exit status 1 when a document failed.
    func finish() -> ToolResult {
        var result = ToolResult()
        result.standardError = standardError
        switch command.action {
        case .list, .find:
            if command.json {
                do {
                    result.standardOutput = try StringsRow.json(rows)
                } catch {
                    result.standardError += "error: cannot write JSON: \(error)\n"
                    result.exitStatus = 1
                }
            } else if !rows.isEmpty {
                result.standardOutput = Array(StringsRow.table(rows).utf8)
            }
        case .replace:
            let summary = "\(Self.counted(occurrences, "occurrence")) in \(Self.counted(changedDocuments, "document"))"
            if command.dryRun {
                result.standardOutput = Array(diff.utf8)
                result.standardError += "dry run: would have replaced \(summary); nothing was written\n"
            } else {
                result.standardOutput = Array("replaced \(summary)\n".utf8)
            }
        }
        if failed { result.exitStatus = 1 }
        return result
    }

    private static func counted(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
