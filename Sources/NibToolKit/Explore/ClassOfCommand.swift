import Foundation
import NibCore
import NibDocument
import NibExplorer
import NibSourceIndex

/// `nibtool class-of OBJECT-ID [--sources DIR]... [--json] DOCUMENT`: Interface Builder's
/// jump to class. For a custom class, where the sources declare it, its superclass chain as
/// far as the sources go and the outlets and actions it declares; for a framework class
/// (or the first framework class up the chain), Apple's documentation page.
///
/// Without `--sources`, the folder above the document's is searched (with the document's own).
enum ClassOfCommand {
    static let name = "class-of"

    static func run(_ arguments: [String]) -> ToolResult {
        var result = ToolResult()
        if arguments.contains("--help") || arguments.contains("-h") {
            result.standardOutput = Array(HelpText.usage(of: name).utf8)
            return result
        }
        var positionals: [String] = []
        var sources: [String] = []
        var json = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--json": json = true
            case "--sources":
                guard index < arguments.count else { return usageError("missing folder after '--sources'", into: result) }
                sources.append(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--"):
                return usageError("unknown option '\(argument)' for 'class-of'", into: result)
            default:
                positionals.append(argument)
            }
        }
        guard positionals.count == 2 else {
            return usageError("'class-of' takes OBJECT-ID and DOCUMENT (\(positionals.count) given)", into: result)
        }
        let (id, documentPath) = (positionals[0], positionals[1])
        do {
            let opened = try ExplorableDocument.open(try InputFile.read(documentPath), path: documentPath)
            let document = opened.document
            guard let objectIndex = document.indexOfObject(withID: id) else {
                throw Diagnostic.error("no object has the id '\(id)'\(document.suggestion(forUnknownID: id))", path: documentPath)
            }
            if sources.isEmpty { sources = defaultSourceFolders(for: documentPath) }
            let sourceIndex = SourceIndex(paths: sources)
            let report = ClassReport(object: ObjectSummary(objectIndex, in: document), module: document.objects[objectIndex].customModule,
                                     index: sourceIndex, searched: sources, documentPath: documentPath)
            result.standardOutput = json ? report.json().bytes : Array(report.text().utf8)
            result.standardError = sourceIndex.warnings.map { $0.description + "\n" }.joined()
            if report.object.customClass != nil, report.declaration == nil {
                result.standardError += Diagnostic.warning("the custom class '\(report.className)' is declared in none of the \(sourceIndex.files.count) source files searched (\(sources.joined(separator: ", "))); give the sources with --sources", path: documentPath).description + "\n"
            }
        } catch {
            result.fail(with: error, path: documentPath)
        }
        return result
    }

    /// The folder above the document's, searched recursively: an app's sources usually sit
    /// beside its interface files or one level up (`App/Base.lproj/Main.storyboard` and
    /// `App/ViewController.swift`).
    static func defaultSourceFolders(for documentPath: String) -> [String] {
        var components = documentPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast(min(2, components.count))
        if components.isEmpty { return ["."] }
        if components == [""] { return ["/"] }
        return [components.joined(separator: "/")]
    }

    private static func usageError(_ message: String, into result: ToolResult) -> ToolResult {
        var result = result
        result.standardError = "error: \(message)\n\n" + HelpText.usage(of: name)
        result.exitStatus = 64
        return result
    }
}

/// What `class-of` found for one object.
struct ClassReport {
    let object: ObjectSummary
    let module: String?
    let index: SourceIndex
    let searched: [String]
    /// Where jump to class leads (the work is `NibSourceIndex.ClassLocation`'s).
    let location: ClassLocation

    init(object: ObjectSummary, module: String?, index: SourceIndex, searched: [String], documentPath: String) {
        self.object = object
        self.module = module
        self.index = index
        self.searched = searched
        location = ClassLocation(customClass: object.customClass, module: module, frameworkClass: object.className, index: index, near: documentPath)
    }

    var className: String { object.customClass ?? object.className }
    var declaration: ClassDeclaration? { location.declaration }
    var chain: [String] { location.superclasses }
    var documentation: String? { location.documentation }

    func text() -> String {
        var text = "\(object.label) (\(object.id))\n"
        if let customClass = object.customClass {
            text += "  custom class: \(customClass)" + (module.map { " (module \($0))" } ?? "") + "\n"
            if let declaration {
                text += "  declared at: \(declaration.position)  (\(declaration.language == .swift ? "Swift" : "Objective-C"))\n"
                if declaration.runtimeName != declaration.name { text += "  source name: \(declaration.name)\n" }
            } else {
                text += "  declared at: not found in \(index.files.count) source files under \(searched.joined(separator: ", "))\n"
            }
        } else {
            text += "  framework class: \(object.className)\n"
        }
        if !chain.isEmpty {
            text += "  superclasses: " + chain.map { name in
                index.declaration(of: name).map { "\(name) (\($0.position))" } ?? name
            }.joined(separator: " → ") + "\n"
        }
        if let documentation { text += "  documentation: \(documentation)\n" }
        if let declaration {
            for (title, members) in [("outlets", declaration.outlets), ("outlet collections", declaration.outletCollections), ("actions", declaration.actions)] where !members.isEmpty {
                text += "  \(title):\n"
                for member in members {
                    text += "    \(member.name)" + (member.type.map { ": \($0)" } ?? "") + "  \(member.position)\n"
                }
            }
        }
        return text
    }

    func json() -> JSONValue {
        var members: [(String, JSONValue)] = [("object", .object(ExploreReports.summaryMembers(object))), ("class", .string(className))]
        if let module { members.append(("module", .string(module))) }
        if object.customClass != nil {
            members.append(("declaration", declaration.map { Self.positionJSON($0.position, language: $0.language) } ?? .null))
        }
        members.append(("superclasses", .array(chain.map { name in
            var entry: [(String, JSONValue)] = [("name", .string(name))]
            if let declared = index.declaration(of: name) {
                entry += Self.positionMembers(declared.position) + [("language", .string(declared.language.rawValue))]
            } else if let url = FrameworkDocumentation.url(for: name) {
                entry.append(("documentation", .string(url)))
            }
            return .object(entry)
        })))
        if let documentation { members.append(("documentation", .string(documentation))) }
        func list(_ items: [DeclaredMember]) -> JSONValue {
            .array(items.map { member in
                .object([("name", .string(member.name))] + (member.type.map { [("type", JSONValue.string($0))] } ?? []) + Self.positionMembers(member.position))
            })
        }
        members.append(("outlets", list(declaration?.outlets ?? [])))
        members.append(("outlet-collections", list(declaration?.outletCollections ?? [])))
        members.append(("actions", list(declaration?.actions ?? [])))
        return .object(members)
    }

    static func positionMembers(_ position: SourcePosition) -> [(String, JSONValue)] {
        [("file", .string(position.file)), ("line", .number(Double(position.line))), ("column", .number(Double(position.column)))]
    }

    static func positionJSON(_ position: SourcePosition, language: SourceLanguage) -> JSONValue {
        .object(positionMembers(position) + [("language", .string(language.rawValue))])
    }
}
