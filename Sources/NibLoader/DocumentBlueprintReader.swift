import Foundation
import NibDocument
import NibRuntime
import NibXML

/// Builds the loader's blueprint from a `.xib` document: objects with their runtime
/// classes, placeholders, properties, containment, connections and visible windows.
@MainActor
struct DocumentBlueprintReader {
    let document: InterfaceDocument

    func read() -> NibBlueprint {
        var blueprint = NibBlueprint(platform: document.platform.usesCocoaTouchRules ? .cocoaTouch : .cocoa)
        blueprint.objects.reserveCapacity(document.objects.count)
        for object in document.objects {
            blueprint.objects.append(blueprintObject(object))
        }
        for (index, object) in document.objects.enumerated() {
            guard let parent = object.parent, blueprint.objects.indices.contains(parent) else { continue }
            if let role = containmentRole(of: object, parent: document.objects[parent]) {
                blueprint.objects[parent].children.append(NibBlueprint.Containment(child: index, role: role))
            }
        }
        insertContentViewsWithoutID(into: &blueprint)
        insertSegmentViews(into: &blueprint)
        blueprint.topLevel = document.topLevelObjects
        blueprint.connections = connections()
        // Windows shown at load (rule N8): AppKit's unless the document says otherwise; UIKit's
        // only when it says so, as `UINibVisibleWindowsKey` lists them in a compiled nib.
        let showsByDefault = blueprint.platform == .cocoa
        blueprint.visibleWindows = document.topLevelObjects.filter { index in
            let object = document.objects[index]
            guard object.elementName == "window" || object.elementName == "panel" else { return false }
            let visible = object.element[attribute: "visibleAtLaunch"]
            return showsByDefault ? visible != "NO" : visible == "YES"
        }
        return blueprint
    }

    private func blueprintObject(_ object: InterfaceObject) -> NibBlueprint.Object {
        var customClass = object.customClass
        if let custom = customClass, let module = object.customModule, !module.isEmpty {
            customClass = module + "." + custom
        }
        // A Cocoa storyboard's First Responder is a custom object marked by its scene role.
        let placeholder = object.element[attribute: "sceneMemberID"] == "firstResponder" ? .firstResponder : placeholderKind(object.placeholder)
        var result = NibBlueprint.Object(id: object.id, className: object.className, customClass: customClass,
                                         placeholder: placeholder)
        if result.placeholder == nil { result.properties = properties(of: object) }
        return result
    }

    private func placeholderKind(_ placeholder: Placeholder?) -> NibBlueprint.PlaceholderKind? {
        switch placeholder {
        case nil: return nil
        case .filesOwner?: return .filesOwner
        case .application?: return .application
        case .external(let identifier)?: return .external(identifier: identifier)
        case .firstResponder?, .exit?, .storyboardReference?: return .firstResponder
        }
    }

    private func properties(of object: InterfaceObject) -> DecodedProperties {
        let element = object.element
        var properties = DecodedProperties()
        properties.userLabel = object.userLabel
        let rectKey = (object.elementName == "window" || object.elementName == "panel") ? "contentRect" : "frame"
        if let frame = DocumentFrame.frame(of: element, key: rectKey) {
            properties.frame = frame.cgRect
        }
        if let hidden = element[attribute: "hidden"] { properties.isHidden = hidden == "YES" }
        if let tag = element[attribute: "tag"].flatMap({ Int($0) }) { properties.tag = tag }
        // A label's or text view's attributed text shows its characters as plain text would.
        properties.text = DocumentStrings.displayedText(of: element)
        properties.title = DocumentStrings.value("title", of: element) ?? DocumentStrings.value("label", of: element)
        if let released = element[attribute: "releasedWhenClosed"] { properties.isReleasedWhenClosed = released != "NO" }
        // iOS buttons keep titles per state; Cocoa controls keep them on their cell.
        if properties.title == nil { properties.title = DocumentStrings.buttonTitle(of: element) }
        if properties.title == nil && properties.text == nil {
            for child in element.childElements where child[attribute: "key"] == "cell" {
                properties.title = DocumentStrings.value("title", of: child)
                if properties.tag == nil { properties.tag = child[attribute: "tag"].flatMap { Int($0) } }
            }
        }
        return properties
    }

    /// Xcode 8 to 11 write a collection view cell's content view without an id (`<view
    /// key="contentView">`, 959 cells of 394 public documents), so the document has no object
    /// for it and its subviews read as the cell's. UIKit's decoder gives the cell that view
    /// (a compiled nib's `UIContentView`, first among the cell's subviews) with the subviews
    /// inside it; the loader makes the view the document leaves out, so a scene loads with the
    /// same views from its document as from its compilation.
    private func insertContentViewsWithoutID(into blueprint: inout NibBlueprint) {
        for (index, object) in document.objects.enumerated() where object.elementName == "collectionViewCell" {
            guard let content = object.element.childElements.first(where: { $0.name == "view" && $0[attribute: "key"] == "contentView" && !$0.hasAttribute("id") })
            else { continue }
            var view = NibBlueprint.Object(id: object.id + ".contentView", className: "UIView", customClass: nil, placeholder: nil)
            view.properties.frame = DocumentFrame.frame(of: content)?.cgRect
            let inside = blueprint.objects[index].children.filter { document.objects[$0.child].element.parent?.parent == content }
            view.children = inside
            blueprint.objects[index].children.removeAll { containment in inside.contains { $0.child == containment.child } }
            blueprint.objects[index].children.insert(NibBlueprint.Containment(child: blueprint.objects.count, role: .subview), at: 0)
            blueprint.objects.append(view)
        }
    }

    /// A segmented control's `<segment>`s have no ids, so the document has no objects for
    /// them; UIKit's decoder gives the control one `UISegment` view per segment, placed side by
    /// side (`SegmentedControlLayout`), as a compiled nib lists them among its subviews. The
    /// loader makes those views for a control read from a document.
    private func insertSegmentViews(into blueprint: inout NibBlueprint) {
        for (index, object) in document.objects.enumerated() where object.elementName == "segmentedControl" {
            for (position, frame) in SegmentedControlLayout.frames(of: object.element).enumerated() {
                var segment = NibBlueprint.Object(id: "\(object.id).segments[\(position)]", className: "UISegment", customClass: nil, placeholder: nil)
                segment.properties.frame = frame.cgRect
                blueprint.objects[index].children.append(NibBlueprint.Containment(child: blueprint.objects.count, role: .subview))
                blueprint.objects.append(segment)
            }
        }
    }

    private func containmentRole(of object: InterfaceObject, parent: InterfaceObject) -> NibBlueprint.Containment.Role? {
        if object.element.parent?.hasName("subviews") == true { return .subview }
        switch object.key {
        case "view"?: return .controllerView
        case "contentView"?:
            return (parent.elementName == "window" || parent.elementName == "panel") ? .windowContent : .subview
        // UIKit's table view adds its header and footer views among its subviews, as a
        // compiled nib lists them (`UISubviews`).
        case "documentView"?, "tableHeaderView"?, "tableFooterView"?: return .subview
        case "toolbar"?, "submenu"?, "menu"?: return .owned(key: object.key)
        case "window"? where parent.elementName == "windowController": return .owned(key: "window")
        case nil:
            // Elements of a toolbar's or a menu's item list.
            let list = object.element.parent
            if list?.hasName("items") == true || list?.hasName("allowedToolbarItems") == true { return .owned(key: nil) }
            return nil
        default: return nil
        }
    }

    private func connections() -> [NibBlueprint.Connection] {
        var result: [NibBlueprint.Connection] = []
        for connection in document.connections {
            switch connection.kind {
            case .outlet(let property):
                guard let destination = connection.destination else { continue }
                result.append(.outlet(source: connection.source, destination: destination, name: property))
            case .outletCollection(let property, _):
                guard let destination = connection.destination else { continue }
                result.append(.outletCollection(source: connection.source, destinations: [destination], name: property))
            case .action(let selector, let eventType):
                let mask = eventType.flatMap { Control.Event(name: $0)?.rawValue }
                result.append(.action(source: connection.source, destination: connection.destination, selector: selector, eventMask: mask))
            case .binding(let name, let keyPath, let options):
                guard let destination = connection.destination else { continue }
                var table: [String: String] = [:]
                for option in options { table[option.key] = option.value }
                result.append(.binding(source: connection.source, destination: destination, name: name, keyPath: keyPath, options: table))
            case .segue:
                continue
            }
        }
        return result
    }
}

private extension DocumentFrame.Rectangle {
    /// The rectangle as the runtime's views take it.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
