import Foundation
import NibCore
import NibFiles
import NibDocument
import NibRefactoring

/// `nibtool split --objects ID[,ID...] --owner ID --into NEW.xib [--write OUT.xib]
/// [--drop-crossing] DOCUMENT`: moves objects into a new document that the owner loads
/// lazily (seed 002's refactoring). Both documents are read back before anything is
/// written; each is written atomically; an existing NEW is never overwritten.
enum SplitCommand {
    static let name = "split"

    static func run(_ arguments: [String]) -> ToolResult {
        var result = ToolResult()
        if arguments.contains("--help") || arguments.contains("-h") {
            result.standardOutput = Array(HelpText.usage(of: name).utf8)
            return result
        }
        var objectIDs: [String] = []
        var owner: String?
        var into: String?
        var write: String?
        var dropCrossing = false
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            func value() -> String? {
                guard index < arguments.count else { return nil }
                index += 1
                return arguments[index - 1]
            }
            switch argument {
            case "--objects":
                guard let list = value() else { return usageError("missing ids after '--objects'", into: result) }
                objectIDs += list.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case "--owner":
                guard let id = value() else { return usageError("missing id after '--owner'", into: result) }
                owner = id
            case "--into":
                guard let path = value() else { return usageError("missing file after '--into'", into: result) }
                into = path
            case "--write":
                guard let path = value() else { return usageError("missing file after '--write'", into: result) }
                write = path
            case "--drop-crossing": dropCrossing = true
            case _ where argument.hasPrefix("--"):
                return usageError("unknown option '\(argument)' for 'split'", into: result)
            default:
                positionals.append(argument)
            }
        }
        guard positionals.count == 1, let documentPath = positionals.first else {
            return usageError("'split' takes one DOCUMENT (\(positionals.count) given)", into: result)
        }
        guard !objectIDs.isEmpty else { return usageError("name the objects to move with --objects ID[,ID...]", into: result) }
        guard let owner else { return usageError("name the object that will load the new document with --owner ID", into: result) }
        guard let into else { return usageError("name the new document with --into NEW.xib", into: result) }
        let outputPath = write ?? documentPath
        do {
            if FileManager.default.fileExists(atPath: into) {
                throw Diagnostic.error("already exists; split writes a new document and never overwrites one", path: into)
            }
            guard into.hasSuffix(".xib") else { throw Diagnostic.error("the new document must be a .xib", path: into) }
            let bytes = try InputFile.read(documentPath)
            let split = try DocumentSplit.split(bytes, path: documentPath,
                                                request: SplitRequest(objectIDs: objectIDs, ownerID: owner, dropCrossing: dropCrossing))
            // Both results must read back as documents before either is written.
            _ = try InterfaceDocument(parsing: split.newDocument, path: into)
            _ = try InterfaceDocument(parsing: split.remainingDocument, path: outputPath)
            try AtomicFile.write(split.newDocument, to: into)
            try AtomicFile.write(split.remainingDocument, to: outputPath)
            for connection in split.dropped {
                result.standardError += connection.diagnostic(.warning, path: documentPath, "crossed the cut and was removed (--drop-crossing)").description + "\n"
            }
            result.standardOutput = Array(summary(split, into: into, outputPath: outputPath).utf8)
        } catch let refusal as SplitRefusal {
            result.standardError += refusal.description + "\n"
            result.exitStatus = 1
        } catch let diagnostic as Diagnostic {
            result.standardError += diagnostic.inFile(documentPath).description + "\n"
            result.exitStatus = 1
        } catch {
            result.standardError += Diagnostic.error("\(error)", path: documentPath).description + "\n"
            result.exitStatus = 1
        }
        return result
    }

    private static func summary(_ split: SplitResult, into: String, outputPath: String) -> String {
        var text = "moved \(split.movedRootIDs.joined(separator: ", ")) (\(split.movedObjectCount) objects) into \(into)\n"
        if split.throughFilesOwner.isEmpty {
            text += "no connection runs between the owner and the moved objects\n"
        } else {
            text += "now made through File's Owner:\n"
            for connection in split.throughFilesOwner { text += "  \(connection.sentence)\n" }
        }
        if !split.dropped.isEmpty { text += "removed, crossing the cut: \(split.dropped.count) (listed on standard error)\n" }
        text += "wrote \(into) and \(outputPath)\n"
        return text
    }

    private static func usageError(_ message: String, into result: ToolResult) -> ToolResult {
        var result = result
        result.standardError = "error: \(message)\n\n" + HelpText.usage(of: name)
        result.exitStatus = 64
        return result
    }
}
