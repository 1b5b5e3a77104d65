import NibXML

/// UIKit's runtime connections: outlets, outlet collections and actions.
extension CocoaTouchNibCompiler {
    /// `UIControlEvents` bits by document event name.
    static let eventMasks: [String: Int64] = [
        "touchDown": 1, "touchDownRepeat": 2, "touchDragInside": 4, "touchDragOutside": 8, "touchDragEnter": 16,
        "touchDragExit": 32, "touchUpInside": 64, "touchUpOutside": 128, "touchCancel": 256,
        "valueChanged": 4096, "primaryActionTriggered": 8192, "editingDidBegin": 65536, "editingChanged": 131_072,
        "editingDidEnd": 262_144, "editingDidEndOnExit": 524_288,
    ]

    /// The runtime connections in ibtool's order: grouped by kind (Xcode 9: actions,
    /// outlet collections, outlets; Xcode 13: outlets, outlet collections, actions),
    /// document order within a group.
    mutating func compileConnections() throws -> [Int] {
        let kindOrder = release.xcodeMajorVersion >= 13 ? ["outlet", "outletCollection", "action"] : ["action", "outletCollection", "outlet"]
        let ordered = pendingConnections.enumerated().sorted { left, right in
            let leftKind = kindOrder.firstIndex(of: left.element.element.name) ?? kindOrder.count
            let rightKind = kindOrder.firstIndex(of: right.element.element.name) ?? kindOrder.count
            return (leftKind, left.offset) < (rightKind, right.offset)
        }.map(\.element)
        var connections: [Int] = []
        for (element, source) in ordered {
            if !requiresResolvableConnections {
                let target = element[attribute: "destination"] ?? ""
                if objectsByID[target] == nil { continue }
            }
            switch element.name {
            case "outlet":
                connections.append(outlet(source: source, destination: try destination(element, attribute: "destination"),
                                          label: element[attribute: "property"] ?? ""))
            case "outletCollection":
                // The destination is archived inside a collection of the outlet's class.
                let collectionClass = element[attribute: "collectionClass"] ?? "NSArray"
                let members = archive.collection(collectionClass, [try destination(element, attribute: "destination")])
                let connection = outlet(source: source, destination: members, label: element[attribute: "property"] ?? "",
                                        className: "UIRuntimeOutletCollectionConnection")
                archive.set("runtimeCollectionClassName", string: collectionClass, on: connection)
                archive.set("addsContentToExistingCollection", bool: element[attribute: "appends"] == "YES", on: connection)
                connections.append(connection)
            case "action":
                let connection = outlet(source: source, destination: try destination(element, attribute: "destination"),
                                        label: element[attribute: "selector"] ?? "", className: "UIRuntimeEventConnection")
                let mask = element[attribute: "eventType"].flatMap { Self.eventMasks[$0] } ?? Self.eventMasks["touchUpInside"] ?? 64
                archive.set("UIEventMask", integer: mask, on: connection)
                connections.append(connection)
            default:
                continue  // segues are compiled by the storyboard compiler
            }
        }
        return connections
    }

    /// A runtime connection of `className` (an outlet unless told otherwise): `UILabel`,
    /// `UISource`, `UIDestination`.
    mutating func outlet(source: Int, destination: Int, label: String, className: String = "UIRuntimeOutletConnection") -> Int {
        let connection = archive.object(className)
        archive.set("UILabel", string: label, on: connection)
        archive.set("UISource", reference: source, on: connection)
        archive.set("UIDestination", reference: destination, on: connection)
        return connection
    }

    /// The object a connection's `attribute` id names.
    func destination(_ element: MarkupElement, attribute: String) throws -> Int {
        guard let id = element[attribute: attribute] else {
            throw diagnostic("<\(element.name)> has no \(attribute)", at: element)
        }
        guard let object = (attribute == "firstItem" || attribute == "secondItem" ? constraintItemOverrides[id] : nil) ?? objectsByID[id] else {
            throw diagnostic("<\(element.name)> \(attribute) '\(id)' names no object in this document", at: element)
        }
        return object
    }
}
