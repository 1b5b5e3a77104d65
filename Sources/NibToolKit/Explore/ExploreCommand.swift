import NibCore
import NibDocument
import NibExplorer

/// The explorer subcommands, parsed:
///
///     nibtool geometry [--json] DOCUMENT
///     nibtool objects-at X,Y [--in OBJECT-ID] [--json] DOCUMENT
///     nibtool connections-of OBJECT-ID [--json] DOCUMENT
///
/// Flags may come anywhere after the subcommand. The work is `NibExplorer`'s; this type only
/// reads arguments, and `ExploreReports` prints.
struct ExploreCommand {
    /// The subcommands this type parses.
    enum Subcommand: String, CaseIterable {
        case geometry
        case objectsAt = "objects-at"
        case connectionsOf = "connections-of"
    }

    /// A mistake in the command line, reported with the subcommand's usage (exit status 64).
    struct UsageError: Error {
        let message: String
    }

    var subcommand: Subcommand
    var documentPath: String
    var json = false
    /// `objects-at`: the point, and the object whose coordinate space it is in.
    var point: InterfacePoint?
    var space: String?
    /// `connections-of`: the object the panel is about.
    var objectID: String?

    static func parse(_ subcommand: Subcommand, _ arguments: [String]) throws(UsageError) -> ExploreCommand {
        var positionals: [String] = []
        var json = false
        var space: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--json":
                json = true
            case "--in" where subcommand == .objectsAt:
                guard index < arguments.count else { throw UsageError(message: "missing object id after '--in'") }
                space = arguments[index]
                index += 1
            case _ where argument.hasPrefix("--"):
                throw UsageError(message: "unknown option '\(argument)' for '\(subcommand.rawValue)'")
            default:
                positionals.append(argument)
            }
        }
        let needed = subcommand == .geometry ? 1 : 2
        guard positionals.count == needed else {
            let what = subcommand == .geometry ? "DOCUMENT" : subcommand == .objectsAt ? "X,Y and DOCUMENT" : "OBJECT-ID and DOCUMENT"
            throw UsageError(message: "'\(subcommand.rawValue)' takes \(what) (\(positionals.count) given)")
        }
        var command = ExploreCommand(subcommand: subcommand, documentPath: positionals[needed - 1], json: json, space: space)
        switch subcommand {
        case .geometry: break
        case .objectsAt:
            guard let point = InterfacePoint(parsing: positionals[0]) else {
                throw UsageError(message: "'\(positionals[0])' is not a point; write X,Y in points, for example 120,80")
            }
            command.point = point
        case .connectionsOf:
            command.objectID = positionals[0]
        }
        return command
    }

    /// Runs `nibtool SUBCOMMAND ...`.
    static func run(_ subcommand: Subcommand, _ arguments: [String]) -> ToolResult {
        var result = ToolResult()
        if arguments.contains("--help") || arguments.contains("-h") {
            result.standardOutput = Array(HelpText.usage(of: subcommand.rawValue).utf8)
            return result
        }
        let command: ExploreCommand
        do {
            command = try parse(subcommand, arguments)
        } catch {
            result.standardError = "error: \(error.message)\n\n" + HelpText.usage(of: subcommand.rawValue)
            result.exitStatus = 64
            return result
        }
        do {
            let bytes = try InputFile.read(command.documentPath)
            let opened = try ExplorableDocument.open(bytes, path: command.documentPath)
            let geometry = InterfaceGeometry(document: opened.document)
            let reports = ExploreReports(geometry: geometry, documentPath: command.documentPath, json: command.json)
            switch subcommand {
            case .geometry:
                result.standardOutput = reports.geometryTree()
                result.standardError = (opened.warnings + geometry.warnings).map { $0.description + "\n" }.joined()
            case .objectsAt:
                let space: Int
                do {
                    space = try CoordinateSpaces.space(named: command.space, geometry: geometry)
                } catch {
                    throw Self.diagnostic(error, path: command.documentPath)
                }
                result.standardOutput = reports.objects(at: command.point ?? InterfacePoint(x: 0, y: 0), in: space)
            case .connectionsOf:
                let id = command.objectID ?? ""
                guard let index = opened.document.indexOfObject(withID: id) else {
                    throw Diagnostic.error("no object has the id '\(id)'\(opened.document.suggestion(forUnknownID: id))", path: command.documentPath)
                }
                result.standardOutput = reports.connections(of: index)
            }
        } catch let diagnostic as Diagnostic {
            result.standardError += diagnostic.description + "\n"
            result.exitStatus = 1
        } catch {
            result.standardError += Diagnostic.error("\(error)", path: command.documentPath).description + "\n"
            result.exitStatus = 1
        }
        return result
    }

    static func diagnostic(_ failure: CoordinateSpaces.Failure, path: String) -> Diagnostic {
        switch failure {
        case .unknownID(let id): Diagnostic.error("'--in \(id)': no object or scene has that id", path: path)
        case .notPlaced(let id): Diagnostic.error("'--in \(id)': the object holds no window or view", path: path)
        case .noContainer: Diagnostic.error("the document has no window or view to look in", path: path)
        }
    }
}
