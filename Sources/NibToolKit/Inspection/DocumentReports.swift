import NibCore
import NibDocument

/// Builds ibtool's information dictionaries (`--objects`, `--hierarchy`, `--connections`,
/// `--classes`, `--version-history`) from a typed document.
struct DocumentReports {
    let document: InterfaceDocument

    /// `com.apple.ibtool.document.objects`: `{object-id: {class, custom-class?, ...}}`.
    func objects() -> ReportValue {
        var entries: [String: ReportValue] = [:]
        for object in document.objects {
            var properties: [String: ReportValue] = ["class": .string(object.className)]
            if let customClass = object.customClass { properties["custom-class"] = .string(customClass) }
            if let module = object.customModule { properties["custom-module"] = .string(module) }
            if let userLabel = object.userLabel { properties["user-label"] = .string(userLabel) }
            if object.label != object.className { properties["label"] = .string(object.label) }
            if let parent = object.parent { properties["parent-id"] = .string(document.objects[parent].id) }
            entries[object.id] = .dictionary(properties)
        }
        return .dictionary(entries)
    }

    /// `com.apple.ibtool.document.hierarchy`: an array of trees `{object-id, label,
    /// custom-class?, children?}`. Storyboards get one node per scene, as the outline shows.
    func hierarchy() -> ReportValue {
        if document.kind == .storyboard && !document.scenes.isEmpty {
            return .array(document.scenes.map { scene in
                var node: [String: ReportValue] = ["object-id": .string(scene.id), "label": .string(sceneLabel(scene))]
                if !scene.objects.isEmpty { node["children"] = .array(scene.objects.map(hierarchyNode)) }
                return .dictionary(node)
            })
        }
        return .array(document.topLevelObjects.map(hierarchyNode))
    }

    private func sceneLabel(_ scene: Scene) -> String {
        guard let controller = scene.controller else { return "Scene" }
        return document.objects[controller].label + " Scene"
    }

    /// One outline node; iterative over an explicit stack would gain nothing here: the
    /// parser bounds nesting depth.
    private func hierarchyNode(_ index: Int) -> ReportValue {
        let object = document.objects[index]
        var node: [String: ReportValue] = ["object-id": .string(object.id), "label": .string(object.label)]
        if let customClass = object.customClass { node["custom-class"] = .string(customClass) }
        if !object.children.isEmpty { node["children"] = .array(object.children.map(hierarchyNode)) }
        return .dictionary(node)
    }

    /// `com.apple.ibtool.document.connections`: `{connection-id: {source-id, source-label,
    /// destination-id, destination-label, label, type, keypath?}}`.
    func connections() -> ReportValue {
        var entries: [String: ReportValue] = [:]
        for connection in document.connections {
            let source = document.objects[connection.source]
            var entry: [String: ReportValue] = [
                "source-id": .string(source.id),
                "source-label": .string(source.label),
                "label": .string(connection.label),
                "type": .string(connectionType(connection)),
            ]
            if let destinationID = connection.destinationID { entry["destination-id"] = .string(destinationID) }
            if let destination = connection.destination { entry["destination-label"] = .string(document.objects[destination].label) }
            switch connection.kind {
            case .binding(_, let keyPath, _): entry["keypath"] = .string(keyPath)
            case .action(_, let eventType?): entry["event-type"] = .string(eventType)
            case .segue(let kind, _, let relationship):
                if let kind { entry["segue-kind"] = .string(kind) }
                if let relationship { entry["relationship"] = .string(relationship) }
            default: break
            }
            entries[connection.id] = .dictionary(entry)
        }
        return .dictionary(entries)
    }

    private func connectionType(_ connection: Connection) -> String {
        let touch = document.platform.usesCocoaTouchRules
        switch connection.kind {
        case .outlet: return touch ? "IBCocoaTouchOutletConnection" : "IBCocoaOutletConnection"
        case .outletCollection: return touch ? "IBCocoaTouchOutletCollectionConnection" : "IBCocoaOutletCollectionConnection"
        case .action: return touch ? "IBCocoaTouchEventConnection" : "IBCocoaActionConnection"
        case .segue: return "IBSegueConnection"
        case .binding: return "IBBindingConnection"
        }
    }

    /// `com.apple.ibtool.document.classes`: `{Name: {class, superclass?, actions?, outlets?}}`
    /// for every class the document uses. Outlets and actions of a custom class come from
    /// the connections that use them (outlet type = the destination's class; actions `id`).
    func classes() -> ReportValue {
        var outlets: [String: [String: String]] = [:]
        var actions: [String: [String: String]] = [:]
        for connection in document.connections {
            let source = document.objects[connection.source]
            switch connection.kind {
            case .outlet(let property), .outletCollection(let property, _):
                let type = connection.destination.map { document.objects[$0].effectiveClassName } ?? "id"
                outlets[source.effectiveClassName, default: [:]][property] = type
            case .action(let selector, _):
                guard let destination = connection.destination else { continue }
                actions[document.objects[destination].effectiveClassName, default: [:]][selector] = "id"
            default: break
            }
        }
        var entries: [String: ReportValue] = [:]
        for object in document.objects where object.placeholder == nil || object.customClass != nil {
            let name = object.effectiveClassName
            var entry: [String: ReportValue] = ["class": .string(name)]
            if object.customClass != nil, object.placeholder == nil { entry["superclass"] = .string(object.className) }
            if let classOutlets = outlets[name] { entry["outlets"] = .dictionary(classOutlets.mapValues { .string($0) }) }
            if let classActions = actions[name] { entry["actions"] = .dictionary(classActions.mapValues { .string($0) }) }
            if let module = object.customModule { entry["module"] = .string(module) }
            entries[name] = .dictionary(entry)
        }
        return .dictionary(entries)
    }

    /// `com.apple.ibtool.document.version-history`.
    func versionHistory() -> ReportValue {
        var tools: [String: ReportValue] = [:]
        if let toolsVersion = document.toolsVersion { tools["com.apple.InterfaceBuilderKit"] = .string(toolsVersion) }
        return .dictionary(["interface-builder-version": .dictionary(tools)])
    }

    /// `com.apple.ibtool.document.errors` / `.warnings` / `.notices` entries.
    static func messages(_ diagnostics: [Diagnostic], severity: Diagnostic.Severity) -> ReportValue {
        .array(diagnostics.filter { $0.severity == severity }.map(message))
    }

    /// One message entry: `message` and `type` as ibtool writes them, plus the place.
    static func message(_ diagnostic: Diagnostic) -> ReportValue {
        let type: String
        switch diagnostic.severity {
        case .error: type = "Error"
        case .warning: type = "Warning"
        case .note: type = "Notice"
        }
        var entry: [String: ReportValue] = ["message": .string(diagnostic.message), "type": .string(type)]
        if let location = diagnostic.location {
            entry["line"] = .integer(location.line)
            entry["column"] = .integer(location.column)
        }
        if let objectID = diagnostic.objectID { entry["object-id"] = .string(objectID) }
        return .dictionary(entry)
    }
}
