import NibCore
import NibXML

/// Builds the typed view of a modern `<document version="3.0">` xib or storyboard.
///
/// Objects are the elements with an `id` under `<objects>`; their outline parent is the
/// nearest enclosing object (so views sit under their superview, cells under their
/// control, items under their menu, views under their controller). Each `<connections>`
/// element belongs to the nearest enclosing object, which is the connections' source.
struct ModernDocumentReader {
    let markup: MarkupDocument
    let path: String?

    private static let connectionElements: Set<String> = ["outlet", "outletCollection", "action", "segue", "binding"]

    func read() throws -> DocumentContents {
        let root = markup.root
        guard let type = root[attribute: "type"] else {
            throw Diagnostic.error("the <document> element has no 'type' attribute, so the platform is unknown",
                                   path: path, location: markup.location(of: root))
        }
        let targetRuntime = root[attribute: "targetRuntime"]
        guard let (platform, kind) = DocumentType.recognise(type: type, targetRuntime: targetRuntime) else {
            throw Diagnostic.error("unknown document type '\(type)'", path: path, location: markup.location(of: root))
        }
        var builder = OutlineBuilder(markup: markup, path: path, platform: platform)
        var scenes: [Scene] = []

        if kind == .storyboard {
            for scenesElement in root.children(named: "scenes") {
                for sceneElement in scenesElement.children(named: "scene") {
                    let sceneID = sceneElement[attribute: "sceneID"] ?? ""
                    let first = builder.topLevel.count
                    for objectsElement in sceneElement.children(named: "objects") {
                        builder.visitChildren(of: objectsElement, parent: nil, sceneID: sceneID)
                    }
                    let sceneObjects = Array(builder.topLevel[first...])
                    let controller = sceneObjects.first { builder.objects[$0].element[attribute: "sceneMemberID"] == "viewController" }
                    scenes.append(Scene(id: sceneID, objects: sceneObjects, controller: controller))
                }
            }
        } else {
            for objectsElement in root.children(named: "objects") {
                builder.visitChildren(of: objectsElement, parent: nil, sceneID: nil)
            }
        }
        builder.resolveConnections()

        var contents = DocumentContents(
            format: .modern(version: root[attribute: "version"] ?? ""), type: type, kind: kind, platform: platform,
            targetRuntime: targetRuntime, toolsVersion: root[attribute: "toolsVersion"])
        contents.objects = builder.objects
        contents.topLevelObjects = builder.topLevel
        contents.scenes = scenes
        contents.connections = builder.connections
        contents.diagnostics = builder.diagnostics
        contents.indexByID = builder.indexByID
        return contents
    }

    /// Walks the `<objects>` subtrees, collecting objects, outline links and connection elements.
    private struct OutlineBuilder {
        let markup: MarkupDocument
        let path: String?
        let platform: TargetPlatform
        var objects: [InterfaceObject] = []
        var topLevel: [Int] = []
        var indexByID: [String: Int] = [:]
        var connections: [Connection] = []
        var diagnostics: [Diagnostic] = []
        /// Connection elements with the index of their source object, resolved after the walk
        /// (destinations may come later in the document).
        var pendingConnections: [(source: Int, element: MarkupElement)] = []
        var warnedUnknownElements: Set<String> = []

        init(markup: MarkupDocument, path: String?, platform: TargetPlatform) {
            self.markup = markup
            self.path = path
            self.platform = platform
        }

        mutating func visitChildren(of element: MarkupElement, parent: Int?, sceneID: String?) {
            for child in element.childElements {
                visit(child, parent: parent, sceneID: sceneID)
            }
        }

        mutating func visit(_ element: MarkupElement, parent: Int?, sceneID: String?) {
            if element.hasName("connections") {
                guard let parent else {
                    warn("<connections> outside any object is ignored", at: element)
                    return
                }
                for connection in element.childElements where ModernDocumentReader.connectionElements.contains(connection.name) {
                    pendingConnections.append((parent, connection))
                }
                return
            }
            // Most elements (rect, color, font, ...) are properties, not objects: check for an
            // id before decoding anything.
            guard element.hasAttribute("id") else {
                visitChildren(of: element, parent: parent, sceneID: sceneID)
                return
            }
            let attributes = ObjectAttributes(element)
            guard let id = attributes.id else { return }
            let index = objects.count
            let object = makeObject(element, attributes: attributes, id: id, parent: parent, sceneID: sceneID)
            objects.append(object)
            // One hash look-up: insert, and put the first object back on a duplicate.
            if let existing = indexByID.updateValue(index, forKey: id) {
                indexByID[id] = existing
                let first = markup.location(of: objects[existing].element).map { " (first used at \($0))" } ?? ""
                warn("duplicate object id '\(id)'\(first)", at: element)
            }
            if let parent { objects[parent].children.append(index) } else { topLevel.append(index) }
            visitChildren(of: element, parent: index, sceneID: sceneID)
        }

        private mutating func makeObject(_ element: MarkupElement, attributes: borrowing ObjectAttributes, id: String, parent: Int?, sceneID: String?) -> InterfaceObject {
            let elementName = element.name
            let placeholder = placeholderKind(of: element, named: elementName, attributes: attributes)
            let className: String
            if let placeholder {
                className = placeholder.className
            } else if let known = RuntimeClassTable.className(forElement: elementName, platform: platform) {
                className = known
            } else {
                className = RuntimeClassTable.guessedClassName(forElement: elementName, platform: platform)
                if warnedUnknownElements.insert(elementName).inserted {
                    diagnostics.append(Diagnostic(.note, "unknown element '<\(elementName)>'; its class is taken to be \(className)",
                                                  path: path, location: markup.location(of: element), objectID: id))
                }
            }
            return InterfaceObject(
                id: id, elementName: elementName, className: className,
                customClass: attributes.customClass, customModule: attributes.customModule,
                customModuleProvider: attributes.customModuleProvider, userLabel: attributes.userLabel,
                key: attributes.key, placeholder: placeholder, sceneID: sceneID, parent: parent, children: [],
                element: element)
        }

        /// Elements that can stand for placeholders; one dictionary look-up instead of a
        /// string comparison per case for every object.
        private enum PlaceholderElement {
            case placeholder, customObject, application, exit, storyboardReference
        }

        private static let placeholderElements: [String: PlaceholderElement] = [
            "placeholder": .placeholder, "customObject": .customObject, "application": .application, "exit": .exit,
            "viewControllerPlaceholder": .storyboardReference, "controllerPlaceholder": .storyboardReference,
        ]

        private func placeholderKind(of element: MarkupElement, named name: String, attributes: borrowing ObjectAttributes) -> Placeholder? {
            // Placeholder element names have 4, 11, 12, 21 or 25 characters: a cheap filter
            // before the look-up, since this runs for every object.
            switch name.utf8.count {
            case 4, 11, 12, 21, 25: break
            default: return nil
            }
            guard let kind = Self.placeholderElements[name] else { return nil }
            switch kind {
            case .placeholder:
                switch attributes.placeholderIdentifier {
                case "IBFilesOwner": return .filesOwner
                case "IBFirstResponder": return .firstResponder
                case let identifier?: return .external(identifier: identifier)
                case nil: return .external(identifier: attributes.id ?? "")
                }
            case .customObject:
                guard platform == .cocoa else { return nil }
                switch attributes.id {
                case "-2": return .filesOwner
                case "-1": return .firstResponder
                case "-3": return .application
                default: return nil
                }
            case .application:
                return platform == .cocoa ? .application : nil
            case .exit:
                return .exit
            case .storyboardReference:
                return .storyboardReference(storyboardName: element[attribute: "storyboardName"],
                                            referencedIdentifier: element[attribute: "referencedIdentifier"])
            }
        }

        mutating func resolveConnections() {
            for (source, element) in pendingConnections {
                guard let id = element[attribute: "id"] else {
                    warn("<\(element.name)> connection has no id", at: element)
                    continue
                }
                guard let kind = connectionKind(element) else { continue }
                let destinationID = element[attribute: "destination"] ?? element[attribute: "target"]
                let destination = destinationID.flatMap { indexByID[$0] }
                if let destinationID, destination == nil {
                    warn("\(element.name) connection '\(id)' from '\(objects[source].id)' names destination '\(destinationID)', which is not in the document", at: element)
                } else if destinationID == nil, !isAllowedWithoutDestination(kind) {
                    warn("\(element.name) connection '\(id)' from '\(objects[source].id)' has no destination", at: element)
                }
                connections.append(Connection(id: id, kind: kind, source: source, destination: destination,
                                              destinationID: destinationID, element: element))
            }
        }

        private func isAllowedWithoutDestination(_ kind: Connection.Kind) -> Bool {
            if case .segue(let kind, _, _) = kind { return kind == "unwind" }
            return false
        }

        private mutating func connectionKind(_ element: MarkupElement) -> Connection.Kind? {
            switch element.name {
            case "outlet":
                guard let property = element[attribute: "property"] else {
                    warn("outlet '\(element[attribute: "id"] ?? "")' has no property", at: element)
                    return nil
                }
                return .outlet(property: property)
            case "outletCollection":
                guard let property = element[attribute: "property"] else {
                    warn("outlet collection '\(element[attribute: "id"] ?? "")' has no property", at: element)
                    return nil
                }
                return .outletCollection(property: property, collectionClass: element[attribute: "collectionClass"])
            case "action":
                guard let selector = element[attribute: "selector"] else {
                    warn("action '\(element[attribute: "id"] ?? "")' has no selector", at: element)
                    return nil
                }
                return .action(selector: selector, eventType: element[attribute: "eventType"])
            case "segue":
                return .segue(kind: element[attribute: "kind"], identifier: element[attribute: "identifier"],
                              relationship: element[attribute: "relationship"])
            case "binding":
                guard let name = element[attribute: "name"], let keyPath = element[attribute: "keyPath"] else {
                    warn("binding '\(element[attribute: "id"] ?? "")' needs both 'name' and 'keyPath'", at: element)
                    return nil
                }
                return .binding(name: name, keyPath: keyPath, options: bindingOptions(element))
            default:
                return nil
            }
        }

        private func bindingOptions(_ element: MarkupElement) -> [Connection.BindingOption] {
            guard let dictionary = element.children(named: "dictionary").first(where: { $0[attribute: "key"] == "options" }) else {
                return []
            }
            return dictionary.childElements.compactMap { entry in
                guard let key = entry[attribute: "key"] else { return nil }
                let value = entry[attribute: "value"] ?? entry[attribute: "name"] ?? entry.textContent
                return Connection.BindingOption(key: key, type: entry.name, value: value)
            }
        }

        private mutating func warn(_ message: String, at element: MarkupElement) {
            diagnostics.append(Diagnostic(.warning, message, path: path, location: markup.location(of: element),
                                          objectID: element[attribute: "id"]))
        }
    }
}
