import Foundation
import NibCore
import NibDocument
import NibExplorer
import NibLoadCost
import NibRefactoring

/// `nibtool lazy-report [--json] DOCUMENT...`: for each document, what it creates at load
/// but does not show (the lazy-loading advisor), with each group's objects, measured heap
/// and drawn memory, the connections at the cut, and the split command when File's Owner
/// can carry every one of them.
enum LazyReportCommand {
    static let name = "lazy-report"

    static func run(_ arguments: [String]) -> ToolResult {
        var result = ToolResult()
        if arguments.contains("--help") || arguments.contains("-h") {
            result.standardOutput = Array(HelpText.usage(of: name).utf8)
            return result
        }
        var json = false
        var paths: [String] = []
        for argument in arguments {
            if argument == "--json" {
                json = true
            } else if argument.hasPrefix("--") {
                result.standardError = "error: unknown option '\(argument)' for 'lazy-report'\n\n" + HelpText.usage(of: name)
                result.exitStatus = 64
                return result
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            result.standardError = "error: 'lazy-report' takes at least one DOCUMENT\n\n" + HelpText.usage(of: name)
            result.exitStatus = 64
            return result
        }
        var reports: [DocumentReport] = []
        for path in paths {
            do {
                let bytes = try InputFile.read(path)
                let opened = try ExplorableDocument.open(bytes, path: path)
                let advice = LazyLoadingAdvisor.advise(opened.document)
                let upgraded = opened.document.serialized()
                let costs = advice.groups.map { measure($0, documentBytes: upgraded, path: path) }
                reports.append(DocumentReport(path: path, advice: advice, costs: costs,
                                              isArchive: isArchive(bytes, path: path)))
            } catch let diagnostic as Diagnostic {
                result.standardError += diagnostic.inFile(path).description + "\n"
                result.exitStatus = 1
            } catch {
                result.standardError += Diagnostic.error("\(error)", path: path).description + "\n"
                result.exitStatus = 1
            }
        }
        if json {
            result.standardOutput = JSONValue.array(reports.map { $0.json() }).bytes
        } else {
            result.standardOutput = Array(reports.map { $0.text() }.joined(separator: "\n").utf8)
        }
        return result
    }

    private static func isArchive(_ bytes: [UInt8], path: String) -> Bool {
        guard let document = try? InterfaceDocument(parsing: bytes, path: path), case .legacyArchive = document.format else { return false }
        return true
    }

    /// The group loaded alone, as the split would write it (crossing connections dropped),
    /// in NibForge's runtime; nil with the reason when it cannot be loaded.
    static func measure(_ group: LoadTimeGroup, documentBytes: [UInt8], path: String) -> Result<LoadCost, Diagnostic> {
        guard Thread.isMainThread else { return .failure(.warning("not measured off the main thread", path: path)) }
        do {
            // A fresh copy: a split edits the tree it is given.
            let copy = try InterfaceDocument(parsing: documentBytes, path: path)
            let cut = DocumentCut(document: copy, roots: group.roots, owner: group.cut.owner)
            let split = try DocumentSplit.perform(cut, path: path, dropCrossing: true)
            let cost = try MainActor.assumeIsolated {
                try LoadCost.measure(documentBytes: split.newDocument, path: path)
            }
            return .success(cost)
        } catch let diagnostic as Diagnostic {
            return .failure(diagnostic)
        } catch {
            return .failure(.warning("the group could not be loaded alone: \(error)", path: path))
        }
    }
}

/// One document's part of the report.
struct DocumentReport {
    let path: String
    let advice: LazyLoadingAdvice
    let costs: [Result<LoadCost, Diagnostic>]
    let isArchive: Bool

    private var document: InterfaceDocument { advice.document }

    func text() -> String {
        var text = "\(path): \(advice.objectsAtLoad) objects created at load"
        if document.kind == .storyboard {
            return text + "; a storyboard loads each scene when it is needed, nothing to split\n"
        }
        if let whole = advice.wholeDocumentGroup {
            let root = document.objects[whole.visualRoot]
            return text + "; all of them are the \(whole.kind.rawValue) \(QuotedText.quoted(root.label)) (\(root.id)) and what serves it: the nib is already loaded only for it\n"
        }
        if advice.groups.isEmpty { return text + "; everything it creates is shown at load\n" }
        let saved = advice.groups.reduce(0) { $0 + $1.cut.movedObjectCount }
        text += "; \(advice.groups.count) group\(advice.groups.count == 1 ? " is" : "s are") not shown at load (\(saved) objects, \(percent(saved, of: advice.objectsAtLoad)))\n"
        for (group, cost) in zip(advice.groups, costs) {
            let root = document.objects[group.visualRoot]
            text += "  \(group.kind.rawValue) \(QuotedText.quoted(root.label)) (\(root.id))"
            if !group.controllers.isEmpty {
                text += ", with " + group.controllers.map { "\(document.objects[$0].label) (\(document.objects[$0].id))" }.joined(separator: ", ")
            }
            text += "\n    \(group.cut.movedObjectCount) objects"
            switch cost {
            case .success(let cost):
                text += "; heap \(kibibytes(cost.heapBytes)) per load; \(kibibytes(cost.drawnBytes)) drawn once shown (scale \(Int(cost.scale)))\n"
            case .failure(let reason):
                text += "; memory not measured: \(reason.message)\n"
            }
            let owner = document.objects[group.cut.owner]
            let kept = group.keptThroughFilesOwner
            text += "    owner: \(owner.label) (\(owner.id)); "
            if group.splitKeepsEveryConnection {
                text += kept.isEmpty ? "no connection crosses the cut\n"
                    : "File's Owner carries \(kept.count == 1 ? "the connection" : "all \(kept.count) connections") at the cut:\n"
            } else {
                text += "\(group.needsCode.count) connection\(group.needsCode.count == 1 ? "" : "s") would need code:\n"
                for connection in group.needsCode {
                    text += "      " + CrossingConnectionReport(connection, in: document).diagnostic(.note, path: path, "crosses the cut").description + "\n"
                }
                if !kept.isEmpty { text += "    File's Owner would carry:\n" }
            }
            for connection in kept { text += "      \(CrossingConnectionReport(connection, in: document).sentence)\n" }
            if isArchive {
                text += "    (an Interface Builder 3 archive: nibtool --upgrade it before splitting)\n"
            }
            text += "    " + splitCommand(group) + "\n"
        }
        return text
    }

    func splitCommand(_ group: LoadTimeGroup) -> String {
        let ids = group.roots.map { document.objects[$0].id }.joined(separator: ",")
        let owner = document.objects[group.cut.owner].id
        let into = directory(of: path) + group.suggestedDocumentName
        return "nibtool split --objects \(ShellWord.quoted(ids)) --owner \(ShellWord.quoted(owner)) --into \(ShellWord.quoted(into))"
            + (group.splitKeepsEveryConnection ? "" : " --drop-crossing") + " \(ShellWord.quoted(path))"
    }

    func json() -> JSONValue {
        var groups: [JSONValue] = []
        for (group, cost) in zip(advice.groups, costs) {
            let owner = document.objects[group.cut.owner]
            var members: [(String, JSONValue)] = [
                ("kind", .string(group.kind.rawValue)),
                ("roots", .array(group.roots.map { .string(document.objects[$0].id) })),
                ("objects", .array(group.cut.moved.sorted().map { .string(document.objects[$0].id) })),
                ("object-count", .number(Double(group.cut.movedObjectCount))),
            ]
            switch cost {
            case .success(let cost):
                members.append(("heap-bytes", .number(Double(cost.heapBytes))))
                members.append(("drawn-bytes", .number(Double(cost.drawnBytes))))
                members.append(("scale", .number(cost.scale)))
            case .failure(let reason):
                members.append(("not-measured", .string(reason.message)))
            }
            members.append(("owner", .object([("id", .string(owner.id)), ("label", .string(owner.label))])))
            members.append(("kept-through-files-owner", .array(group.keptThroughFilesOwner.map { connectionJSON($0) })))
            members.append(("needs-code", .array(group.needsCode.map { connectionJSON($0) })))
            members.append(("split-command", .string(splitCommand(group))))
            groups.append(.object(members))
        }
        return .object([
            ("document", .string(path)),
            ("kind", .string(document.kind.rawValue)),
            ("objects-at-load", .number(Double(advice.objectsAtLoad))),
            ("loaded-only-for", advice.wholeDocumentGroup.map { .string(document.objects[$0.visualRoot].id) } ?? .null),
            ("groups", .array(groups)),
        ])
    }

    private func connectionJSON(_ connection: Connection) -> JSONValue {
        let report = CrossingConnectionReport(connection, in: document)
        var members: [(String, JSONValue)] = [
            ("id", .string(report.id)), ("kind", .string(report.kind)), ("label", .string(report.label)),
            ("source", .string(report.sourceID)), ("destination", .string(report.destinationID)),
        ]
        if let location = report.location {
            members.append(("line", .number(Double(location.line))))
            members.append(("column", .number(Double(location.column))))
        }
        return .object(members)
    }

    private func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    private func percent(_ part: Int, of whole: Int) -> String {
        whole > 0 ? "\(Int((Double(part) * 100 / Double(whole)).rounded()))%" : "0%"
    }

    private func kibibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1024
        return String(format: "%.1f KiB", value)
    }
}
