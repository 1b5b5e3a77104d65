import Foundation
import NibCore
import NibFiles
import NibDocument
import NibXML

/// The edits the page makes: a custom class or user label set (or cleared), a connection
/// deleted. Each is applied to the lossless tree, so every other byte of the file stays as
/// it was, and written atomically; each quotes the content hash the page read, and a file
/// changed on disk since is not written (409).
public enum StudioEdits {
    /// The attributes the identity inspector edits.
    public static let editableAttributes: Set<String> = ["customClass", "userLabel", "customModule"]

    /// Sets (or, with an empty value, removes) `attribute` of the object `objectID`.
    /// Returns the new content hash.
    public static func setAttribute(_ attribute: String, to value: String, objectID: String, in relative: String,
                                    expectedHash: String, workspace: StudioWorkspace) throws -> String {
        guard editableAttributes.contains(attribute) else { throw StudioError.badRequest("'\(attribute)' cannot be edited here") }
        let (path, document) = try editable(relative, expectedHash: expectedHash, workspace: workspace)
        guard let object = document.object(withID: objectID) else { throw StudioError.notFound("no object '\(objectID)' in '\(relative)'") }
        if value.isEmpty {
            object.element.removeAttribute(attribute)
        } else {
            object.element.setAttribute(attribute, to: value)
        }
        return try write(document, to: path)
    }

    /// Deletes the connection `connectionID` (outlet, action, binding, segue).
    public static func deleteConnection(_ connectionID: String, in relative: String, expectedHash: String, workspace: StudioWorkspace) throws -> String {
        let (path, document) = try editable(relative, expectedHash: expectedHash, workspace: workspace)
        guard let connection = document.connections.first(where: { $0.id == connectionID }), let parent = connection.element.parent else {
            throw StudioError.notFound("no connection '\(connectionID)' in '\(relative)'")
        }
        parent.removeChildElement(connection.element)
        return try write(document, to: path)
    }

    private static func editable(_ relative: String, expectedHash: String, workspace: StudioWorkspace) throws -> (String, InterfaceDocument) {
        let path = try workspace.resolve(relative)
        guard let data = FileManager.default.contents(atPath: path) else { throw StudioError.notFound("cannot read '\(relative)'") }
        let bytes = [UInt8](data)
        guard ContentHash.of(bytes) == expectedHash else {
            throw StudioError.conflict("'\(relative)' changed on disk since it was read; reload it")
        }
        let document = try InterfaceDocument(parsing: bytes, path: relative)
        if case .legacyArchive = document.format {
            throw StudioError.badRequest("'\(relative)' is an Interface Builder 3 archive; upgrade it (nibtool --upgrade) before editing")
        }
        return (path, document)
    }

    private static func write(_ document: InterfaceDocument, to path: String) throws -> String {
        let bytes = document.serialized()
        try AtomicFile.write(bytes, to: path)
        return ContentHash.of(bytes)
    }
}
