import NibCore
import NibXML

/// Collects an Interface Builder 3 archive's object records and turns them into the
/// outline of `InterfaceObject`s: parents from each record's `parent`, children ordered as
/// the parent's record lists them, objects in outline (depth-first) order.
///
/// Connections (`LegacyConnectionRecords.swift`) and classes
/// (`LegacyObjectClassification.swift`) are extensions of this type.
struct LegacyOutlineBuilder {
    /// One `IBObjectRecord`: an outline entry before it becomes an `InterfaceObject`.
    struct ObjectRecord {
        /// The record's `objectID`, used as the object's id.
        let objectID: String
        /// The archived object the record describes.
        let object: MarkupElement
        /// The `IBObjectRecord` element; nil for a root object that has no record.
        let record: MarkupElement?
        /// The record's `parent`, references followed.
        let parent: LegacyArchiveGraph.Value
        /// The record's `children`, in order, references followed (dangling ones dropped).
        let listedChildren: [MarkupElement]
        /// The record's `objectName`: the label the user gave the object.
        let objectName: String?
    }

    /// The deepest outline built: the XML parser's default nesting limit, which bounds the
    /// outline of modern documents too.
    static let maximumOutlineDepth = MarkupParser.Limits().maximumDepth

    let markup: MarkupDocument
    let path: String?
    let platform: TargetPlatform
    let graph: LegacyArchiveGraph

    private(set) var records: [ObjectRecord] = []
    private var recordIndexByObject: [MarkupElement: Int] = [:]
    private var recordIndexByObjectID: [String: Int] = [:]
    /// The object of record 0, which stands for the document: a parent of top-level objects.
    private var documentObject: MarkupElement?
    /// The children record 0 lists (the root objects), which order the top level.
    private var documentChildren: [MarkupElement] = []
    /// `<objectID>.CustomClassName` values of `flattenedProperties`.
    var customClassNames: [String: String] = [:]

    private(set) var objects: [InterfaceObject] = []
    private(set) var topLevel: [Int] = []
    private(set) var indexByID: [String: Int] = [:]
    /// Index in `objects` of each archived object element, for connection ends.
    private(set) var objectIndexByElement: [MarkupElement: Int] = [:]
    var connections: [Connection] = []
    var diagnostics: [Diagnostic] = []

    init(markup: MarkupDocument, path: String?, platform: TargetPlatform, graph: LegacyArchiveGraph) {
        self.markup = markup
        self.path = path
        self.platform = platform
        self.graph = graph
    }

    // MARK: Records

    /// Warns about archive ids used twice; references to them go to the first element.
    mutating func reportDuplicateIDs() {
        for element in graph.duplicateIDElements {
            warn("duplicate archive id '\(element[attribute: "id"] ?? "")'; references to it resolve to its first use", at: element)
        }
    }

    /// Reads the `IBObjectRecord`s of `orderedObjects`.
    mutating func readObjectRecords(in orderedRecords: MarkupElement) {
        for (record, objectID) in identifiedRecords(in: orderedRecords, recordClass: "IBObjectRecord", idKey: "objectID") {
            let object: MarkupElement
            switch graph.value("object", of: record) {
            case .element(let element):
                object = element
            case .dangling(let reference):
                warn("object record \(objectID) refers to object '\(reference)', which is not in the archive; the record is ignored", at: record)
                continue
            case .none:
                warn("object record \(objectID) has no object; the record is ignored", at: record)
                continue
            }
            let children = listedChildren(of: record, objectID: objectID)
            if objectID == "0" {
                guard documentObject == nil else {
                    warn("a second document record (objectID 0) is ignored", at: record)
                    continue
                }
                documentObject = object
                documentChildren = children
                continue
            }
            if let existing = recordIndexByObjectID[objectID] {
                let first = records[existing].record.flatMap { markup.location(of: $0) }.map { " (first used at \($0))" } ?? ""
                warn("duplicate objectID \(objectID)\(first); the second record is ignored", at: record)
                continue
            }
            if let existing = recordIndexByObject[object] {
                warn("object record \(objectID) describes the same object as record \(records[existing].objectID); it is ignored", at: record)
                continue
            }
            append(ObjectRecord(objectID: objectID, object: object, record: record, parent: graph.value("parent", of: record),
                                listedChildren: children, objectName: graph.string("objectName", of: record)))
        }
        if documentObject == nil {
            warn("the object records have no document record (objectID 0); objects without a known parent are shown at the top level", at: orderedRecords)
        }
    }

    /// Adds the objects of `IBDocument.RootObjects` that no record describes, as top-level
    /// objects with the id `archive-<archive id>`, each with a warning.
    mutating func addRootObjectsWithoutRecords(_ rootObjects: MarkupElement) {
        for (position, item) in graph.items(of: rootObjects).enumerated() {
            guard let object = resolvedItem(item, of: "IBDocument.RootObjects"),
                  recordIndexByObject[object] == nil else { continue }
            var objectID = "archive-" + (object[attribute: "id"] ?? "root-\(position)")
            if recordIndexByObjectID[objectID] != nil { objectID = "archive-root-\(position)" }
            guard recordIndexByObjectID[objectID] == nil else { continue }
            warn("root object '\(graph.archivedClassName(of: object))' has no object record; it is listed at the top level as '\(objectID)'", at: object)
            append(ObjectRecord(objectID: objectID, object: object, record: nil, parent: .none, listedChildren: [], objectName: nil))
        }
    }

    /// Reads `<objectID>.CustomClassName` from `flattenedProperties`.
    mutating func readCustomClassNames(in flattenedProperties: MarkupElement) {
        let (entries, isConsistent) = graph.entries(of: flattenedProperties)
        if !isConsistent {
            warn("the keys and values of 'flattenedProperties' do not pair up; custom classes may be missing", at: flattenedProperties)
        }
        let suffix = ".CustomClassName"
        for (key, value) in entries where key.hasSuffix(suffix) {
            guard let className = graph.resolve(value).element.flatMap(graph.scalar) else { continue }
            customClassNames[String(key.dropLast(suffix.count))] = LegacyText.trimmed(className)
        }
    }

    private mutating func append(_ record: ObjectRecord) {
        recordIndexByObjectID[record.objectID] = records.count
        recordIndexByObject[record.object] = records.count
        records.append(record)
    }

    private mutating func listedChildren(of record: MarkupElement, objectID: String) -> [MarkupElement] {
        guard let list = graph.object("children", of: record) else { return [] }
        var children: [MarkupElement] = []
        for item in graph.items(of: list) {
            switch graph.resolve(item) {
            case .element(let child): children.append(child)
            case .dangling(let reference):
                warn("object record \(objectID) lists child '\(reference)', which is not in the archive", at: item)
            case .none: break
            }
        }
        return children
    }

    /// The items of a record list (`orderedObjects`, `connectionRecords`) that are
    /// `recordClass` elements with a non-empty `idKey` member, with that id. Dangling
    /// items, other classes and records without an id are left out with a warning.
    mutating func identifiedRecords(in list: MarkupElement, recordClass: String, idKey: String) -> [(record: MarkupElement, id: String)] {
        var result: [(record: MarkupElement, id: String)] = []
        for item in graph.items(of: list) {
            guard let record = resolvedItem(item, of: list[attribute: "key"] ?? recordClass) else { continue }
            let actualClass = graph.archivedClassName(of: record)
            guard actualClass == recordClass else {
                warn("'\(actualClass)' in a list of \(recordClass)s is ignored", at: record)
                continue
            }
            guard let id = graph.string(idKey, of: record).map(LegacyText.trimmed), !id.isEmpty else {
                warn("\(recordClass) without '\(idKey)' is ignored", at: record)
                continue
            }
            result.append((record, id))
        }
        return result
    }

    /// An array item with references followed; warns about a dangling one.
    mutating func resolvedItem(_ item: MarkupElement, of list: String) -> MarkupElement? {
        switch graph.resolve(item) {
        case .element(let element): return element
        case .dangling(let reference):
            warn("an entry of '\(list)' refers to '\(reference)', which is not in the archive; it is ignored", at: item)
            return nil
        case .none: return nil
        }
    }

    // MARK: Outline

    /// Resolves parents, orders children, and creates the objects in outline order.
    mutating func buildOutline() {
        var parents = records.indices.map { parentIndex(ofRecordAt: $0) }
        breakCycles(in: &parents)

        var childrenOf = [[Int]](repeating: [], count: records.count)
        var roots: [Int] = []
        for (index, parent) in parents.enumerated() {
            if let parent { childrenOf[parent].append(index) } else { roots.append(index) }
        }
        roots = ordered(roots, as: documentChildren)
        for index in records.indices {
            childrenOf[index] = ordered(childrenOf[index], as: records[index].listedChildren)
        }

        // Depth-first, parents before children: the order objects appear in. Parent links
        // in flat XML can chain arbitrarily deep; past `maximumOutlineDepth` the subtree
        // moves to the top level, so outline depth stays within what the XML parser allows
        // for nesting and recursive walks over the outline stay safe.
        var order: [Int] = []
        var pendingRoots = roots
        var nextRoot = 0
        while nextRoot < pendingRoots.count {
            var stack = [(index: pendingRoots[nextRoot], depth: 1)]
            nextRoot += 1
            while let (index, depth) = stack.popLast() {
                order.append(index)
                if depth >= Self.maximumOutlineDepth, !childrenOf[index].isEmpty {
                    warn("the outline below object \(records[index].objectID) is deeper than \(Self.maximumOutlineDepth) levels; its children are shown at the top level",
                         at: records[index].record ?? records[index].object, objectID: records[index].objectID)
                    for child in childrenOf[index] { parents[child] = nil }
                    pendingRoots.append(contentsOf: childrenOf[index])
                    childrenOf[index] = []
                    continue
                }
                stack.append(contentsOf: childrenOf[index].reversed().map { ($0, depth + 1) })
            }
        }
        roots = pendingRoots
        var newIndex = [Int](repeating: 0, count: records.count)
        for (position, index) in order.enumerated() { newIndex[index] = position }

        for index in order {
            let record = records[index]
            let classification = classify(record.object, objectID: record.objectID)
            let objectIndex = objects.count
            objects.append(InterfaceObject(
                id: record.objectID, elementName: graph.archivedClassName(of: record.object),
                className: classification.className, customClass: classification.customClass,
                customModule: nil, customModuleProvider: nil, userLabel: record.objectName,
                key: LegacyClassNames.relationshipKey(forArchiveKey: record.object[attribute: "key"]),
                placeholder: classification.placeholder, sceneID: nil,
                parent: parents[index].map { newIndex[$0] }, children: childrenOf[index].map { newIndex[$0] },
                element: record.object))
            indexByID[record.objectID] = objectIndex
            objectIndexByElement[record.object] = objectIndex
        }
        topLevel = roots.map { newIndex[$0] }
    }

    /// The record index of the parent of record `index`, nil for top-level objects.
    private mutating func parentIndex(ofRecordAt index: Int) -> Int? {
        let record = records[index]
        guard let recordElement = record.record else { return nil }
        switch record.parent {
        case .none:
            warn("object record \(record.objectID) has no parent; the object is shown at the top level", at: recordElement, objectID: record.objectID)
            return nil
        case .dangling(let reference):
            warn("object record \(record.objectID) names parent '\(reference)', which is not in the archive; the object is shown at the top level", at: recordElement, objectID: record.objectID)
            return nil
        case .element(let parent):
            if parent == documentObject { return nil }
            guard let parentIndex = recordIndexByObject[parent] else {
                warn("the parent of object \(record.objectID) ('\(graph.archivedClassName(of: parent))') has no object record; the object is shown at the top level", at: recordElement, objectID: record.objectID)
                return nil
            }
            return parentIndex
        }
    }

    /// Makes the parent links a forest: where a chain of parents loops, the object at
    /// which the loop closes becomes top-level (with a warning).
    private mutating func breakCycles(in parents: inout [Int?]) {
        enum Mark { case unvisited, onPath, done }
        var marks = [Mark](repeating: .unvisited, count: parents.count)
        for start in parents.indices where marks[start] == .unvisited {
            var path: [Int] = []
            var current: Int? = start
            while let node = current, marks[node] == .unvisited {
                marks[node] = .onPath
                path.append(node)
                current = parents[node]
            }
            if let node = current, marks[node] == .onPath {
                let record = records[node]
                warn("the parents of object \(record.objectID) loop back to it; the object is shown at the top level",
                     at: record.record ?? record.object, objectID: record.objectID)
                parents[node] = nil
            }
            for node in path { marks[node] = .done }
        }
    }

    /// `indices` (of records) in the order their objects appear in `listed`; objects not
    /// listed keep their record order, after the listed ones.
    private func ordered(_ indices: [Int], as listed: [MarkupElement]) -> [Int] {
        guard indices.count > 1 else { return indices }
        var position: [MarkupElement: Int] = [:]
        for (offset, element) in listed.enumerated() where position[element] == nil {
            position[element] = offset
        }
        let unlisted = listed.count
        return indices.enumerated().sorted { first, second in
            let firstPosition = position[records[first.element].object] ?? unlisted
            let secondPosition = position[records[second.element].object] ?? unlisted
            return firstPosition != secondPosition ? firstPosition < secondPosition : first.offset < second.offset
        }.map(\.element)
    }

    // MARK: Diagnostics

    /// Records a warning at `element`.
    mutating func warn(_ message: String, at element: MarkupElement, objectID: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, path: path, location: markup.location(of: element), objectID: objectID))
    }
}
