import NibDocument
import NibXML

/// Outlets, actions and bindings compile to `NSNibOutletConnector`, `NSNibControlConnector`
/// and `NSNibBindingConnector`.
///
/// Apple lists every outlet first, sorted by the source's document id (numeric ids first,
/// ascending; a source's own outlets in document order), as Apple's test17_scrollhiding.nib
/// and transmission_MainMenu.nib show; then the other connectors grouped by label in order
/// of first appearance, each group sorted by the source's document id. In a storyboard
/// scene the outlets NibForge makes for the scene (`sceneController`, `view`, `window`,
/// `storyboard`) come first, except that the document's own outlets go after the first.
extension CocoaNibCompiler {
    mutating func compileConnections() throws -> [Int] {
        var outlets: [Int] = []
        for synthetic in syntheticOutlets {
            let connector = archive.object("NSNibOutletConnector")
            archive.set("NSSource", reference: synthetic.source, on: connector)
            archive.set("NSDestination", reference: synthetic.destination, on: connector)
            archive.set("NSLabel", string: synthetic.label, on: connector)
            archive.setNull("NSChildControllerCreationSelectorName", on: connector)
            outlets.append(connector)
        }
        var others: [(connector: Int, label: String, sourceID: String, position: Int)] = []
        var documentOutlets: [(connector: Int, label: String, sourceID: String, position: Int)] = []
        for help in helpConnectors {
            let connector = archive.object("NSIBHelpConnector")
            archive.set("NSDestination", reference: help.object, on: connector)
            archive.set("NSFile", string: "NSToolTipHelpKey", on: connector)
            archive.set("NSMarker", string: help.text, on: connector)
            others.append((connector, "", "", help.position * 2 - 1))
        }
        for (index, pending) in pendingConnections.enumerated() {
            let position = index * 2
            let element = pending.element
            if !requiresResolvableConnections, !isResolvable(element) { continue }
            switch element.name {
            case "outlet":
                documentOutlets.append((try outletConnector(element, source: pending.source), element[attribute: "property"] ?? "", pending.sourceID, position))
            case "action":
                let selector = element[attribute: "selector"] ?? ""
                others.append((try actionConnector(element, source: pending.source), selector, pending.sourceID, position))
            case "binding":
                let label = "\(element[attribute: "name"] ?? ""): \(element[attribute: "keyPath"] ?? "")"
                others.append((try bindingConnector(element, source: pending.source, label: label), label, pending.sourceID, position))
            default:
                continue  // segues and design-time connections have no Cocoa connector here
            }
        }
        // The document's own outlets follow the scene's first synthetic outlet (the owner's
        // `sceneController` or `view`) and precede the rest (sb_toolbar's window delegate).
        let sortedDocumentOutlets = documentOutlets.sorted { Self.documentIDPrecedes($0.sourceID, $1.sourceID, $0.position, $1.position) }.map(\.connector)
        outlets.insert(contentsOf: sortedDocumentOutlets, at: min(1, outlets.count))
        let sorted = Self.groupedByLabel(others)
        var attributeConnectors: [Int] = []
        for (object, values) in runtimeAttributeConnectors {
            let connector = archive.object("NSIBUserDefinedRuntimeAttributesConnector")
            archive.set("NSObject", reference: object, on: connector)
            archive.set("NSValues", reference: archive.collection("NSArray", values.map(\.value)), on: connector)
            var keyPaths: [Int] = []
            for value in values { keyPaths.append(archive.string(value.keyPath)) }
            archive.set("NSKeyPaths", reference: archive.collection("NSArray", keyPaths), on: connector)
            attributeConnectors.append(connector)
        }
        return stackViewDecodingConnectors() + outlets + sorted.map(\.connector) + attributeConnectors
    }

    /// Remembers an element's tool tip and accessibility description.
    mutating func collectHelpAndAccessibility(of element: MarkupElement, object: Int) {
        // ibtool drops tool tips it had to base64-encode in the document (control characters).
        let isEncoded = element.children(named: "string").contains { $0[attribute: "key"] == "toolTip" && $0[attribute: "base64-UTF8"] == "YES" }
        if !isEncoded, let toolTip = DocumentStrings.value("toolTip", of: element) {
            helpConnectors.append((pendingConnections.count, object, toolTip))
        }
        if let description = element.children(named: "accessibility").first?[attribute: "description"] {
            accessibilityDescriptions.append((object, description))
        }
        collectRuntimeAttributes(of: element, object: object)
    }

    /// `<userDefinedRuntimeAttributes>`: one `NSIBUserDefinedRuntimeAttributesConnector` per
    /// object, its key paths and values in document order (Apple's test_udra.nib). Booleans
    /// are `NSNumber`s with `NS.boolval`, numbers `NSNumber`s, strings `NSString`s, colours
    /// `NSColor`s; attributes of other types (points, sizes, rectangles, ranges, images,
    /// localized strings) are not archived yet.
    mutating func collectRuntimeAttributes(of element: MarkupElement, object: Int) {
        guard let list = element.firstChild(named: "userDefinedRuntimeAttributes") else { return }
        var values: [(keyPath: String, value: Int)] = []
        for attribute in list.children(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = attribute[attribute: "keyPath"] else { continue }
            let text = attribute[attribute: "value"]
            switch attribute[attribute: "type"] {
            case "boolean":
                let number = archive.object("NSNumber")
                archive.set("NS.boolval", bool: text == "YES", on: number)
                values.append((keyPath, number))
            case "string":
                values.append((keyPath, archive.string(text ?? "")))
            case "number":
                let real = attribute.firstChild(named: "real")?[attribute: "value"] ?? attribute.firstChild(named: "integer")?[attribute: "value"] ?? text ?? "0"
                if let integer = Int64(real) {
                    values.append((keyPath, archive.number(integer)))
                } else {
                    values.append((keyPath, archive.number(double: Double(real) ?? 0)))
                }
            case "color":
                if let colorElement = attribute.firstChild(named: "color") { values.append((keyPath, color(colorElement))) }
            default:
                continue
            }
        }
        if !values.isEmpty { runtimeAttributeConnectors.append((object, values)) }
    }

    /// One `NSNibAXAttributeConnector` per accessibility description.
    mutating func accessibilityConnectors() -> [Int] {
        var connectors: [Int] = []
        for (object, text) in accessibilityDescriptions {
            let connector = archive.object("NSNibAXAttributeConnector")
            archive.set("AXDestinationArchiveKey", reference: object, on: connector)
            archive.set("AXAttributeTypeArchiveKey", reference: archive.uniqueString("AXDescription", className: "NSMutableString"), on: connector)
            archive.set("AXAttributeValueArchiveKey", string: text, on: connector)
            connectors.append(connector)
        }
        return connectors
    }

    /// Apple's order of connector sources within a label group: numeric ids numerically,
    /// before other ids in byte order; document order breaks ties.
    /// Connectors grouped by label in order of each label's first appearance, each group
    /// sorted by the source's document id.
    static func groupedByLabel(_ entries: [(connector: Int, label: String, sourceID: String, position: Int)])
        -> [(connector: Int, label: String, sourceID: String, position: Int)] {
        var firstAppearance: [String: Int] = [:]
        for entry in entries { firstAppearance[entry.label] = min(firstAppearance[entry.label] ?? entry.position, entry.position) }
        return entries.sorted { lhs, rhs in
            let lhsGroup = firstAppearance[lhs.label] ?? 0, rhsGroup = firstAppearance[rhs.label] ?? 0
            if lhsGroup != rhsGroup { return lhsGroup < rhsGroup }
            return documentIDPrecedes(lhs.sourceID, rhs.sourceID, lhs.position, rhs.position)
        }
    }

    static func documentIDPrecedes(_ lhs: String, _ rhs: String, _ lhsPosition: Int, _ rhsPosition: Int) -> Bool {
        switch (Int(lhs), Int(rhs)) {
        case let (left?, right?): return left != right ? left < right : lhsPosition < rhsPosition
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs != rhs ? lhs < rhs : lhsPosition < rhsPosition
        }
    }

    /// True when the connection's destination or target is in this nib (or First Responder).
    func isResolvable(_ element: MarkupElement) -> Bool {
        guard let id = element[attribute: "destination"] ?? element[attribute: "target"] else { return false }
        return firstResponderIDs.contains(id) || objectsByID[id] != nil
    }

    /// The archive object a connection's destination (or target) id names.
    func destination(_ element: MarkupElement, attribute: String) throws -> Int? {
        guard let id = element[attribute: attribute] else {
            throw diagnostic("<\(element.name)> has no \(attribute)", at: element)
        }
        if firstResponderIDs.contains(id) { return nil }  // First Responder: a nil-targeted action
        guard let object = objectsByID[id] else {
            throw diagnostic("<\(element.name)> \(attribute) '\(id)' names no object in this document", at: element)
        }
        return object
    }

    private mutating func outletConnector(_ element: MarkupElement, source: Int) throws -> Int {
        let connector = try connector("NSNibOutletConnector", element, source: source, targetAttribute: "destination", labelAttribute: "property")
        archive.setNull("NSChildControllerCreationSelectorName", on: connector)
        return connector
    }

    /// An action's connector. Xcode 5's first documents (toolsVersion 4xxx) name an action's
    /// target `destination`, as outlets do (xctool's test app menu); later ones `target`.
    private mutating func actionConnector(_ element: MarkupElement, source: Int) throws -> Int {
        let targetAttribute = element[attribute: "target"] == nil && element[attribute: "destination"] != nil ? "destination" : "target"
        return try connector("NSNibControlConnector", element, source: source, targetAttribute: targetAttribute, labelAttribute: "selector")
    }

    /// A connector of `className` with `NSSource`, `NSDestination` (none for First
    /// Responder) and `NSLabel` from the element's `labelAttribute`.
    private mutating func connector(_ className: String, _ element: MarkupElement, source: Int, targetAttribute: String, labelAttribute: String) throws -> Int {
        let connector = archive.object(className)
        archive.set("NSSource", reference: source, on: connector)
        if let target = try destination(element, attribute: targetAttribute) {
            archive.set("NSDestination", reference: target, on: connector)
        }
        archive.set("NSLabel", string: element[attribute: labelAttribute] ?? "", on: connector)
        return connector
    }

    private mutating func bindingConnector(_ element: MarkupElement, source: Int, label: String) throws -> Int {
        let connector = archive.object("NSNibBindingConnector")
        archive.set("NSSource", reference: source, on: connector)
        if let target = try destination(element, attribute: "destination") {
            archive.set("NSDestination", reference: target, on: connector)
        }
        archive.set("NSLabel", string: label, on: connector)
        archive.set("NSBinding", string: element[attribute: "name"] ?? "", on: connector)
        archive.set("NSKeyPath", string: element[attribute: "keyPath"] ?? "", on: connector)
        if let options = element.children(named: "dictionary").first(where: { $0[attribute: "key"] == "options" }) {
            var pairs: [(key: String, value: Int)] = []
            for option in options.childElements {
                guard let key = option[attribute: "key"], let value = optionValue(option) else { continue }
                pairs.append((key, value))
            }
            pairs.sort { $0.key < $1.key }
            var entries: [(key: Int, value: Int)] = []
            for pair in pairs { entries.append((archive.string(pair.key), pair.value)) }
            let dictionary = archive.dictionary("NSDictionary", entries)
            archive.set("NSOptions", reference: dictionary, on: connector)
        }
        archive.set("NSNibBindingConnectorVersion", integer: 2, on: connector)
        return connector
    }

    /// A binding option's value object: `NSNumber` for integer/real/bool, `NSString` for string.
    private mutating func optionValue(_ option: MarkupElement) -> Int? {
        switch option.name {
        case "integer": return archive.number(Int64(option[attribute: "value"] ?? "") ?? 0)
        case "real": return archive.number(double: Double(option[attribute: "value"] ?? "") ?? 0)
        case "bool": return archive.number(option[attribute: "value"] == "YES" ? 1 : 0)
        case "string": return archive.string(option[attribute: "value"] ?? option.textContent)
        default: return nil
        }
    }
}
