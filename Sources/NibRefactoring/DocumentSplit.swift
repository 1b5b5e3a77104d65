import NibCore
import NibDocument
import NibXML

/// Moves top-level objects, and everything under them, out of a document into a new one
/// that the owner loads lazily, the refactoring seed 002 does by hand.
///
/// Connections inside the moved part move with it. A connection between the owner and a
/// moved object becomes a File's Owner connection of the new document and leaves the old
/// one; a connection to First Responder or the Application object names the new document's
/// placeholder; a binding to the shared user defaults controller stays, and the new document
/// gets its own copy of that controller, as Interface Builder gives every nib that binds to it. Any other connection that crosses the cut refuses the split (a
/// ``SplitRefusal`` lists each), or with ``SplitRequest/dropCrossing`` is removed and
/// reported. Ids are kept; the old document changes only where objects left.
///
/// ```swift
/// let result = try DocumentSplit.split(bytes, path: "MainMenu.xib",
///     request: SplitRequest(objectIDs: ["ctl-bright", "win-brightness"], ownerID: "editor"))
/// try AtomicFile.write(result.newDocument, to: "BrightnessSheet.xib")
/// try AtomicFile.write(result.remainingDocument, to: "MainMenu.xib")
/// ```
public enum DocumentSplit {
    /// Splits the document `bytes` (read from `path`, used in messages) as `request` asks.
    /// Throws a ``SplitRefusal`` (or a `Diagnostic` for unreadable input) and changes nothing
    /// when the split cannot be made as asked.
    public static func split(_ bytes: [UInt8], path: String?, request: SplitRequest) throws -> SplitResult {
        let document = try InterfaceDocument(parsing: bytes, path: path)
        let cut = try cut(of: document, path: path, request: request)
        return try perform(cut, path: path, dropCrossing: request.dropCrossing)
    }

    /// Checks the request against `document` and returns the cut it describes.
    public static func cut(of document: InterfaceDocument, path: String?, request: SplitRequest) throws -> DocumentCut {
        if case .legacyArchive = document.format {
            throw SplitRefusal([.error("this is an Interface Builder 3 archive; upgrade it first (nibtool --upgrade --write NEW.xib OLD.xib)", path: path)])
        }
        guard document.kind == .xib else {
            throw SplitRefusal([.error("split moves objects between .xib documents; a storyboard already loads each scene on its own", path: path)])
        }
        var problems: [Diagnostic] = []
        var roots: [Int] = []
        if request.objectIDs.isEmpty { problems.append(.error("name the objects to move (--objects ID[,ID...])", path: path)) }
        for id in request.objectIDs {
            guard let index = document.indexOfObject(withID: id) else {
                problems.append(.error("no object has the id '\(id)'\(document.suggestion(forUnknownID: id))", path: path))
                continue
            }
            let object = document.objects[index]
            let location = document.location(of: object.element)
            if object.placeholder != nil {
                problems.append(Diagnostic(.error, "'\(id)' is the placeholder \(object.label); placeholders are not moved", path: path, location: location, objectID: id))
            } else if !object.isTopLevel {
                let parentID = object.parent.map { document.objects[$0].id } ?? "?"
                problems.append(Diagnostic(.error, "'\(id)' (\(object.label)) is inside '\(parentID)'; split moves top-level objects and everything under them", path: path, location: location, objectID: id))
            } else if !roots.contains(index) {
                roots.append(index)
            }
        }
        var owner: Int?
        if let index = document.indexOfObject(withID: request.ownerID) {
            let object = document.objects[index]
            if roots.contains(index) {
                problems.append(.error("the owner '\(request.ownerID)' is among the objects that move; the owner stays and loads them", path: path))
            } else if let placeholder = object.placeholder, placeholder != .filesOwner {
                problems.append(.error("the owner '\(request.ownerID)' is the placeholder \(object.label), which loads no nib; choose File's Owner or an object", path: path))
            } else {
                owner = index
            }
        } else {
            problems.append(.error("no object has the id '\(request.ownerID)' (--owner)\(document.suggestion(forUnknownID: request.ownerID))", path: path))
        }
        guard problems.isEmpty, let owner else { throw SplitRefusal(problems) }
        let cut = DocumentCut(document: document, roots: roots, owner: owner)
        if cut.moved.contains(owner) {
            throw SplitRefusal([.error("the owner '\(request.ownerID)' is inside the objects that move", path: path)])
        }
        return cut
    }

    /// Makes the split `cut` describes (the cut's document is edited; do not use it after).
    public static func perform(_ cut: DocumentCut, path: String?, dropCrossing: Bool) throws -> SplitResult {
        let document = cut.document
        let crossing = cut.touches.filter { $0.disposition == .crossing }
        if !crossing.isEmpty && !dropCrossing {
            let owner = document.objects[cut.owner]
            throw SplitRefusal(crossing.map {
                CrossingConnectionReport(document.connections[$0.connection], in: document).diagnostic(
                    .error, path: path,
                    "crosses the cut and does not end at the owner \(owner.label) (\(owner.id)); keeping it needs code, or --drop-crossing removes it")
            })
        }
        let identifiers = PlaceholderIdentifiers(platform: document.platform)
        var ownerConnections: [[UInt8]] = []
        var throughFilesOwner: [CrossingConnectionReport] = []
        var dropped: [CrossingConnectionReport] = []
        var emptied: [MarkupElement] = []
        for touch in cut.touches {
            let connection = document.connections[touch.connection]
            let element = connection.element
            switch touch.disposition {
            case .inside, .toSharedInstance:
                break
            case .toOwner:
                throughFilesOwner.append(CrossingConnectionReport(connection, in: document))
                retarget(element, to: identifiers.filesOwner)
            case .toSharedPlaceholder:
                let placeholder = connection.destination.flatMap { document.objects[$0].placeholder }
                if let identifier = identifiers.identifier(for: placeholder) { retarget(element, to: identifier) }
            case .fromOwner:
                throughFilesOwner.append(CrossingConnectionReport(connection, in: document))
                ownerConnections.append(element.serializedSubtree(indentationShift: 16 - (element.indentation ?? 16)))
                if let parent = element.parent {
                    parent.removeChildElement(element)
                    emptied.append(parent)
                }
            case .crossing:
                dropped.append(CrossingConnectionReport(connection, in: document))
                if let parent = element.parent {
                    parent.removeChildElement(element)
                    emptied.append(parent)
                }
            }
        }
        for connections in emptied where connections.holdsOnlyWhitespace {
            guard let holder = connections.parent else { continue }
            holder.removeChildElement(connections)
            holder.collapseToSelfClosing()
        }

        let rootElements = cut.roots.map { document.objects[$0].element }
        let sharedText = cut.sharedInstances.map { document.objects[$0].element }.map {
            $0.serializedSubtree(indentationShift: 8 - ($0.indentation ?? 8))
        }
        let movedText = sharedText + rootElements.map { $0.serializedSubtree(indentationShift: 8 - ($0.indentation ?? 8)) }
        let movedValues = attributeValues(under: rootElements)
        for element in rootElements { element.parent?.removeChildElement(element) }
        let resources = ResourceMove(document: document, usedByMovedPart: movedValues)

        let owner = document.objects[cut.owner]
        let newDocument = NewDocumentText(
            document: document, identifiers: identifiers, owner: owner,
            ownerConnections: ownerConnections, movedObjects: movedText, resources: resources.movedText
        ).bytes
        return SplitResult(
            newDocument: newDocument, remainingDocument: document.serialized(),
            movedRootIDs: cut.roots.map { document.objects[$0].id }, movedObjectCount: cut.movedObjectCount,
            throughFilesOwner: throughFilesOwner, dropped: dropped)
    }

    /// Points an action's `target` or another connection's `destination` at `identifier`.
    private static func retarget(_ element: MarkupElement, to identifier: String) {
        if element.hasAttribute("target") {
            element.setAttribute("target", to: identifier)
        } else {
            element.setAttribute("destination", to: identifier)
        }
    }

    /// Every attribute value written under `elements`, to find the resources they use.
    static func attributeValues(under elements: [MarkupElement]) -> Set<String> {
        var values = Set<String>()
        for element in elements {
            for attribute in element.attributes { values.insert(attribute.value) }
            for descendant in element.descendants() {
                for attribute in descendant.attributes { values.insert(attribute.value) }
            }
        }
        return values
    }
}
