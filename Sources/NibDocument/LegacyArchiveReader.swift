import NibCore
import NibXML

/// Builds the typed view of the old `<archive type=... version="7.10|8.00">` form that
/// Interface Builder 3 and Xcode 4 wrote, so old documents read like modern ones.
///
/// The archive is a keyed object graph (see `LegacyArchiveGraph`). Interface Builder's
/// own bookkeeping sits in `IBDocument.Objects` (an `IBObjectContainer`):
/// - `objectRecords` → `orderedObjects`: one `IBObjectRecord` per outline entry, with its
///   `objectID` (the object's id here), `object`, `parent`, `children` and `objectName`
///   (the user label). The record with objectID 0 is the document itself, not an object.
/// - `connectionRecords`: one `IBConnectionRecord` per connection, `connectionID` + the
///   `IB...Connection` object with `label`, `source`, `destination`.
/// - `flattenedProperties`: per-object settings keyed `<objectID>.<name>`, among them
///   `CustomClassName`.
///
/// Documents that cannot be understood at all (no `<data>`, no object container, no
/// object records, unknown type) throw; every other defect is a warning with its place.
struct LegacyArchiveReader {
    let markup: MarkupDocument
    let path: String?

    func read() throws -> DocumentContents {
        let root = markup.root
        let version = root[attribute: "version"] ?? ""
        guard let type = root[attribute: "type"] else {
            throw failure("the <archive> element has no 'type' attribute, so the platform is unknown", at: root)
        }
        guard let data = root.firstChild(named: "data") else {
            throw failure("the Interface Builder 3 archive (format \(version)) has no <data> element, so it holds no objects", at: root)
        }
        let graph = LegacyArchiveGraph(data: data)
        let targetRuntime = graph.string("IBDocument.TargetRuntimeIdentifier", of: data)
            .map { LegacyClassNames.targetRuntime(forIdentifier: LegacyText.trimmed($0)) }
        guard let (platform, _) = DocumentType.recognise(type: type, targetRuntime: targetRuntime) else {
            throw failure("unknown document type '\(type)'", at: root)
        }
        guard let container = graph.object("IBDocument.Objects", of: data) else {
            throw failure("the archive has no 'IBDocument.Objects' object container, so its objects and connections are unknown", at: data)
        }
        guard let recordSet = graph.object("objectRecords", of: container),
              let orderedRecords = graph.object("orderedObjects", of: recordSet) else {
            throw failure("the object container has no 'objectRecords' with 'orderedObjects', so the document outline is unknown", at: container)
        }

        var builder = LegacyOutlineBuilder(markup: markup, path: path, platform: platform, graph: graph)
        builder.reportDuplicateIDs()
        builder.readObjectRecords(in: orderedRecords)
        if let rootObjects = graph.object("IBDocument.RootObjects", of: data) {
            builder.addRootObjectsWithoutRecords(rootObjects)
        } else {
            builder.warn("the archive has no 'IBDocument.RootObjects'; the top level comes from the object records alone", at: data)
        }
        if let flattenedProperties = graph.object("flattenedProperties", of: container) {
            builder.readCustomClassNames(in: flattenedProperties)
        }
        builder.buildOutline()
        if let connectionRecords = graph.object("connectionRecords", of: container) {
            builder.readConnectionRecords(in: connectionRecords)
        } else {
            builder.warn("the object container has no 'connectionRecords'; the document is read without connections", at: container)
        }

        var contents = DocumentContents(
            format: .legacyArchive(version: version), type: type, kind: .xib, platform: platform,
            targetRuntime: targetRuntime,
            toolsVersion: graph.string("IBDocument.InterfaceBuilderVersion", of: data).map(LegacyText.trimmed))
        contents.objects = builder.objects
        contents.topLevelObjects = builder.topLevel
        contents.connections = builder.connections
        contents.diagnostics = builder.diagnostics
        contents.indexByID = builder.indexByID
        return contents
    }

    private func failure(_ message: String, at element: MarkupElement) -> Diagnostic {
        Diagnostic.error(message, path: path, location: markup.location(of: element))
    }
}
