import NibXML

/// UIKit's runtime connections, layout constraints and user-defined runtime attributes.
extension CocoaTouchNibCompiler {
    /// `UIControlEvents` bits by document event name.
    static let eventMasks: [String: Int64] = [
        "touchDown": 1, "touchDownRepeat": 2, "touchDragInside": 4, "touchDragOutside": 8, "touchDragEnter": 16,
        "touchDragExit": 32, "touchUpInside": 64, "touchUpOutside": 128, "touchCancel": 256,
        "valueChanged": 4096, "primaryActionTriggered": 8192, "editingDidBegin": 65536, "editingChanged": 131_072,
        "editingDidEnd": 262_144, "editingDidEndOnExit": 524_288,
    ]

    mutating func compileConnections() throws -> [Int] {
        var connections: [Int] = []
        for (element, source) in pendingConnections {
            if !requiresResolvableConnections {
                let target = element[attribute: "destination"] ?? ""
                if objectsByID[target] == nil { continue }
            }
            switch element.name {
            case "outlet":
                connections.append(outlet(source: source, destination: try destination(element, attribute: "destination"),
                                          label: element[attribute: "property"] ?? ""))
            case "outletCollection":
                let connection = outlet(source: source, destination: try destination(element, attribute: "destination"),
                                        label: element[attribute: "property"] ?? "", className: "UIRuntimeOutletCollectionConnection")
                archive.set("runtimeCollectionClassName", string: element[attribute: "collectionClass"] ?? "NSArray", on: connection)
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
        guard let object = objectsByID[id] else {
            throw diagnostic("<\(element.name)> \(attribute) '\(id)' names no object in this document", at: element)
        }
        return object
    }

    /// `NSLayoutAttribute` values by document name.
    static let layoutAttributes: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "baseline": 11, "firstBaseline": 12,
        "leftMargin": 13, "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17,
        "trailingMargin": 18, "centerXWithinMargins": 19, "centerYWithinMargins": 20,
    ]

    /// Fills in every constraint now that all items exist. An absent `firstItem` is the
    /// view that owns the constraint.
    mutating func resolveConstraints() throws {
        for (element, constraint, owner) in pendingConstraints {
            let first = try element[attribute: "firstItem"].map { _ in try destination(element, attribute: "firstItem") } ?? owner
            archive.set("NSFirstItem", reference: first, on: constraint)
            archive.set("NSFirstAttribute", integer: Self.layoutAttributes[element[attribute: "firstAttribute"] ?? ""] ?? 0, on: constraint)
            let relations: [String: Int64] = ["lessThanOrEqual": -1, "greaterThanOrEqual": 1]
            if let relation = element[attribute: "relation"].flatMap({ relations[$0] }) {
                archive.set("NSRelation", integer: relation, on: constraint)
            }
            if element[attribute: "secondItem"] != nil {
                archive.set("NSSecondItem", reference: try destination(element, attribute: "secondItem"), on: constraint)
                archive.set("NSSecondAttribute", integer: Self.layoutAttributes[element[attribute: "secondAttribute"] ?? ""] ?? 0, on: constraint)
            }
            if let multiplier = element[attribute: "multiplier"].flatMap(Self.multiplier) {
                archive.set("NSMultiplier", .double(multiplier), on: constraint)
            }
            if let constant = element[attribute: "constant"].flatMap(Double.init), constant != 0 {
                archive.set("NSConstant", .double(constant), on: constraint)
            }
            if let priority = element[attribute: "priority"].flatMap(Int64.init), priority != 1000 {
                archive.set("NSPriority", integer: priority, on: constraint)
            }
            archive.set("NSShouldBeArchived", bool: true, on: constraint)
        }
    }

    /// A multiplier as written (`2` or `16:9`).
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        return Double(text)
    }

    /// `<userDefinedRuntimeAttributes>` become `UINibKeyValuePair`s.
    mutating func runtimeAttributes(of element: MarkupElement, object: Int) throws {
        guard let attributes = element.firstChild(named: "userDefinedRuntimeAttributes") else { return }
        for attribute in attributes.children(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = attribute[attribute: "keyPath"] else { continue }
            let pair = archive.object("UINibKeyValuePair")
            archive.set("UIObject", reference: object, on: pair)
            archive.set("UIKeyPath", string: keyPath, on: pair)
            let text = attribute[attribute: "value"] ?? attribute.firstChild(named: "real")?[attribute: "value"]
                ?? attribute.firstChild(named: "integer")?[attribute: "value"] ?? ""
            switch attribute[attribute: "type"] {
            case "boolean": archive.set("UIValue", reference: archive.number(text == "YES" ? 1 : 0), on: pair)
            case "number":
                if let integer = Int64(text) {
                    archive.set("UIValue", reference: archive.number(integer), on: pair)
                } else {
                    archive.set("UIValue", reference: archive.number(double: Double(text) ?? 0), on: pair)
                }
            default: archive.set("UIValue", string: text, on: pair)
            }
            keyValuePairs.append(pair)
        }
    }
}
