import Foundation
import HTTPTypes
import Hummingbird
import NibDocument
import NibExplorer
import NibSourceIndex
import NibToolKit

/// NibStudio's HTTP side: the page at `/` and the JSON API under `/api/`. Reads and writes
/// go through `StudioWorkspace` (nothing outside the folder); every request that writes must
/// carry the run's token in `X-NibStudio-Token`; bodies over `maximumBodySize` are refused.
public struct StudioServer: Sendable {
    public let workspace: StudioWorkspace
    /// The per-run secret the page receives and every write must quote.
    public let token: String
    /// Folders searched for the classes documents name (jump to class).
    public let sources: [String]
    public static let maximumBodySize = 256 * 1024
    private let summaries = DocumentSummaryCache()

    public init(workspace: StudioWorkspace, token: String, sources: [String] = []) {
        self.workspace = workspace
        self.token = token
        self.sources = sources
    }

    /// A fresh random token for a run.
    public static func makeToken() -> String {
        (0..<4).map { _ in String(UInt64.random(in: .min ... .max), radix: 36) }.joined()
    }

    /// The routes, ready for an `Application`.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        let server = self
        router.get("/") { _, _ in
            Self.response(.ok, type: "text/html; charset=utf-8", body: Data(StudioPage.html(token: server.token).utf8))
        }
        router.get("/api/documents") { _, _ in server.answer { try server.documents() } }
        router.get("/api/document") { request, _ in server.answer { try server.document(request.uri.queryParameters.get("path") ?? "") } }
        router.get("/api/canvas") { request, _ in
            do {
                let svg = try server.canvas(request.uri.queryParameters.get("path") ?? "", object: request.uri.queryParameters.get("object"))
                return Self.response(.ok, type: "image/svg+xml", body: Data(svg.utf8))
            } catch {
                return Self.failure(error)
            }
        }
        router.get("/api/objects-at") { request, _ in
            let query = request.uri.queryParameters
            return server.answer {
                try server.objectsAt(query.get("path") ?? "", space: query.get("in"), x: Double(query.get("x") ?? "") ?? .nan, y: Double(query.get("y") ?? "") ?? .nan)
            }
        }
        router.get("/api/connections") { request, _ in
            let query = request.uri.queryParameters
            return server.answer { try server.connections(query.get("path") ?? "", object: query.get("object") ?? "") }
        }
        router.get("/api/strings") { _, _ in server.answer { try server.strings() } }
        router.get("/api/class") { request, _ in
            let query = request.uri.queryParameters
            return server.answer { try server.classOf(query.get("path") ?? "", object: query.get("object") ?? "") }
        }
        router.post("/api/strings/replace") { request, _ in
            await server.write(request) { body in try server.replaceStrings(body) }
        }
        router.get("/api/spelling") { _, _ in server.answer { try server.spelling() } }
        router.post("/api/strings/set") { request, _ in
            await server.write(request) { body in try server.setString(body) }
        }
        router.post("/api/object") { request, _ in
            await server.write(request) { body in try server.editObject(body) }
        }
        router.post("/api/connection/delete") { request, _ in
            await server.write(request) { body in try server.deleteConnection(body) }
        }
        return router
    }

    // MARK: Handlers (plain functions, tested without HTTP too)

    func documents() throws -> Any {
        workspace.documentPaths().map { relative -> [String: Any] in
            summaries.summary(for: workspace.root + "/" + relative) {
                guard let opened = try? workspace.open(relative) else { return ["path": relative, "error": "cannot be read"] }
                let document = opened.document
                return ["path": relative, "platform": document.platform.rawValue, "kind": document.kind.rawValue,
                        "objects": document.objects.count, "warnings": document.diagnostics.filter { $0.severity == .warning }.count]
            }
        }
    }

    func document(_ relative: String) throws -> Any {
        let opened = try workspace.open(relative)
        let document = opened.document
        let geometry = InterfaceGeometry(document: document)
        func node(_ index: Int) -> [String: Any] {
            var item = StudioJSON.summary(ObjectSummary(index, in: document))
            item["children"] = document.objects[index].children.map(node)
            if document.objects[index].placeholder != nil { item["placeholder"] = true }
            return item
        }
        // Placeholders first, as Interface Builder's outline shows them; a storyboard's
        // objects under their scenes ("List View Controller Scene").
        let top = document.topLevelObjects.sorted { (document.objects[$0].placeholder != nil ? 0 : 1) < (document.objects[$1].placeholder != nil ? 0 : 1) }
        let outline: [[String: Any]]
        if document.kind == .storyboard {
            outline = document.scenes.map { scene in
                let title = scene.controller.map { ExplorerLabels.label(of: $0, in: document) + " Scene" } ?? "Scene \(scene.id)"
                return ["id": scene.id, "label": title, "class": "Scene", "children": scene.objects.map(node)]
            }
        } else {
            outline = top.map(node)
        }
        let objects = document.objects.indices.map { index -> [String: Any] in
            let object = document.objects[index]
            var attributes: [String: String] = [:]
            object.element.forEachRawAttribute { name, value in
                attributes[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
            }
            var item = StudioJSON.summary(ObjectSummary(index, in: document))
            item["element"] = object.elementName
            item["attributes"] = attributes
            if let module = object.customModule { item["module"] = module }
            if let label = object.userLabel { item["user-label"] = label }
            return item
        }
        return ["path": relative, "hash": opened.hash, "platform": document.platform.rawValue, "kind": document.kind.rawValue,
                "outline": outline, "objects": objects,
                "containers": geometry.containers.map { document.objects[$0].id },
                "connections": document.connections.map { ["id": $0.id, "label": $0.label, "source": document.objects[$0.source].id, "destination": $0.destinationID ?? ""] },
                "editable": { if case .legacyArchive = document.format { return false } else { return true } }()]
    }

    func canvas(_ relative: String, object: String?) throws -> String {
        let opened = try workspace.open(relative)
        let geometry = InterfaceGeometry(document: opened.document)
        if object == "storyboard" {
            guard opened.document.kind == .storyboard else { throw StudioError.badRequest("'\(relative)' is not a storyboard") }
            return StoryboardBoard(geometry: geometry).svg()
        }
        let space: Int
        do { space = try CoordinateSpaces.space(named: object, geometry: geometry) } catch { throw StudioError.notFound("nothing to draw for '\(object ?? "")'") }
        let container = geometry.placements[space]?.container ?? space
        return CanvasRenderer(geometry: geometry).svg(for: container)
    }

    func objectsAt(_ relative: String, space id: String?, x: Double, y: Double) throws -> Any {
        guard x.isFinite, y.isFinite else { throw StudioError.badRequest("x and y must be numbers") }
        let opened = try workspace.open(relative)
        let geometry = InterfaceGeometry(document: opened.document)
        let space: Int
        do { space = try CoordinateSpaces.space(named: id, geometry: geometry) } catch { throw StudioError.notFound("no space '\(id ?? "")'") }
        let hits = ObjectsUnderPoint.hits(at: InterfacePoint(x: x, y: y), in: space, geometry: geometry)
        return ["point": [x, y], "in": opened.document.objects[space].id,
                "objects": hits.map { hit -> [String: Any] in
                    var item = StudioJSON.summary(hit.object)
                    item["frame"] = StudioJSON.frame(hit.frame)
                    item["hidden"] = hit.isHidden
                    item["covered"] = hit.isCovered
                    return item
                }]
    }

    func connections(_ relative: String, object id: String) throws -> Any {
        let opened = try workspace.open(relative)
        guard let index = opened.document.indexOfObject(withID: id) else { throw StudioError.notFound("no object '\(id)'") }
        return StudioJSON.panel(ConnectionsPanel(object: index, in: opened.document))
    }

    /// Jump to class: the declaration of the object's custom class in the `--sources`
    /// folders (with the lines around it, the declaration's line marked), or the framework
    /// class's documentation page.
    func classOf(_ relative: String, object id: String) throws -> Any {
        let opened = try workspace.open(relative)
        guard let index = opened.document.indexOfObject(withID: id) else { throw StudioError.notFound("no object '\(id)'") }
        let object = opened.document.objects[index]
        let sourceIndex = SourceIndex(paths: sources)
        let location = ClassLocation(customClass: object.customClass, module: object.customModule, frameworkClass: object.className,
                                     index: sourceIndex, near: workspace.root + "/" + relative)
        var result: [String: Any] = ["class": location.className, "superclasses": location.superclasses]
        if let documentation = location.documentation { result["documentation"] = documentation }
        if let declaration = location.declaration {
            let position = declaration.position
            result["declaration"] = ["file": position.file, "line": position.line, "column": position.column, "language": declaration.language.rawValue]
            if let text = FileManager.default.contents(atPath: position.file).map({ String(decoding: $0, as: UTF8.self) }) {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let first = max(position.line - 4, 1), last = min(position.line + 12, lines.count)
                if first <= last {
                    result["excerpt"] = (first...last).map { ["line": $0, "text": String(lines[$0 - 1])] }
                }
            }
        } else if object.customClass != nil {
            result["declaration"] = NSNull()
            result["searched"] = sources
        }
        return result
    }

    /// Every localizable string of every document, through `nibtool strings list --json`.
    func strings() throws -> Any {
        let paths = workspace.documentPaths().map { workspace.root + "/" + $0 }
        guard !paths.isEmpty else { return [Any]() }
        // Each document's content hash as read now: an edit quotes it, so a file changed on
        // disk after the table was read is not overwritten.
        var hashes: [String: String] = [:]
        for path in paths { hashes[path] = FileManager.default.contents(atPath: path).map { ContentHash.of([UInt8]($0)) } }
        let result = NibTool.run(["strings", "list", "--json"] + paths)
        let rows = (try? JSONSerialization.jsonObject(with: Data(result.standardOutput))) as? [[String: Any]] ?? []
        return rows.map { row -> [String: Any] in
            var row = row
            if let document = row["document"] as? String, document.hasPrefix(workspace.root + "/") {
                row["hash"] = hashes[document]
                row["document"] = String(document.dropFirst(workspace.root.count + 1))
            }
            return row
        }
    }

    /// `{"find", "replace", "paths"?}` → replaced in every (or the named) document, exactly as
    /// `nibtool strings replace` does; answers what changed.
    func replaceStrings(_ body: [String: Any]) throws -> Any {
        guard let find = body["find"] as? String, !find.isEmpty, let replacement = body["replace"] as? String else {
            throw StudioError.badRequest("'find' (not empty) and 'replace' are required")
        }
        let relatives = (body["paths"] as? [String]) ?? workspace.documentPaths()
        let paths = try relatives.map { try workspace.resolve($0) }
        let before = Dictionary(uniqueKeysWithValues: paths.map { ($0, FileManager.default.contents(atPath: $0)) })
        let result = NibTool.run(["strings", "replace", "--", find, replacement] + paths)
        let changed = paths.filter { FileManager.default.contents(atPath: $0) != before[$0] ?? nil }
            .map { String($0.dropFirst(workspace.root.count + 1)) }
        return ["changed": changed, "report": result.outputText + result.standardError, "status": Int(result.exitStatus)]
    }

    /// `{"path", "object", "keyPath", "value", "hash"}`: one localizable value set.
    func setString(_ body: [String: Any]) throws -> Any {
        guard let relative = body["path"] as? String, let object = body["object"] as? String, let keyPath = body["keyPath"] as? String,
              let value = body["value"] as? String, let hash = body["hash"] as? String else {
            throw StudioError.badRequest("'path', 'object', 'keyPath', 'value' and 'hash' are required")
        }
        let path = try workspace.resolve(relative)
        return ["path": relative, "hash": try StudioStrings.setValue(value, objectID: object, keyPath: keyPath, at: path, expectedHash: hash)]
    }

    /// The words of the documents' strings the dictionary does not know.
    func spelling() throws -> Any {
        let rows = try strings() as? [[String: Any]] ?? []
        let values = rows.compactMap { $0["value"] as? String }
        guard let words = StudioStrings.misspelledWords(in: values) else {
            return ["available": false, "language": StudioStrings.language, "misspelled": [String]()]
        }
        return ["available": true, "language": StudioStrings.language, "misspelled": words]
    }

    /// `{"path", "object", "attribute": "customClass"|"userLabel"|"customModule", "value", "hash"}`.
    func editObject(_ body: [String: Any]) throws -> Any {
        guard let path = body["path"] as? String, let object = body["object"] as? String, let attribute = body["attribute"] as? String,
              let value = body["value"] as? String, let hash = body["hash"] as? String else {
            throw StudioError.badRequest("'path', 'object', 'attribute', 'value' and 'hash' are required")
        }
        let newHash = try StudioEdits.setAttribute(attribute, to: value, objectID: object, in: path, expectedHash: hash, workspace: workspace)
        return ["path": path, "hash": newHash]
    }

    /// `{"path", "connection", "hash"}`.
    func deleteConnection(_ body: [String: Any]) throws -> Any {
        guard let path = body["path"] as? String, let connection = body["connection"] as? String, let hash = body["hash"] as? String else {
            throw StudioError.badRequest("'path', 'connection' and 'hash' are required")
        }
        return ["path": path, "hash": try StudioEdits.deleteConnection(connection, in: path, expectedHash: hash, workspace: workspace)]
    }

    // MARK: HTTP plumbing

    func answer(_ body: () throws -> Any) -> Response {
        do {
            return Self.response(.ok, type: "application/json", body: StudioJSON.data(try body()))
        } catch {
            return Self.failure(error)
        }
    }

    /// A request that writes: the token checked first, the body read up to the limit.
    func write(_ request: Request, _ body: ([String: Any]) throws -> Any) async -> Response {
        guard request.headers[HTTPField.Name("X-NibStudio-Token")!] == token else {
            return Self.failure(StudioError.forbidden("this request writes and needs the page's token (X-NibStudio-Token)"))
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maximumBodySize {
            return Self.failure(StudioError.tooLarge("the request is larger than \(Self.maximumBodySize) bytes"))
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: Self.maximumBodySize)
        } catch {
            return Self.failure(StudioError.tooLarge("the request is larger than \(Self.maximumBodySize) bytes"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any] else {
            return Self.failure(StudioError.badRequest("the body must be a JSON object"))
        }
        return answer { try body(object) }
    }

    static func response(_ status: HTTPResponse.Status, type: String, body: Data) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func failure(_ error: Error) -> Response {
        let studio = error as? StudioError ?? .badRequest("\(error)")
        return response(HTTPResponse.Status(code: studio.status), type: "application/json", body: StudioJSON.data(["error": studio.message]))
    }
}
