import NibArchive
import NibXML

/// The `UIView` keys and the class-specific keys of common UIKit controls.
extension CocoaTouchNibCompiler {
    /// `UIViewContentMode` values by document name.
    static let contentModes = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]

    mutating func viewAttributes(_ element: MarkupElement, object: Int, superview: Int?) throws {
        let frame = rect("frame", in: element)
        archive.set("UIBounds", .data(GeometryBlob.encode([0, 0, frame.width, frame.height])), on: object)
        archive.set("UICenter", .data(GeometryBlob.encode([frame.x + frame.width / 2, frame.y + frame.height / 2])), on: object)
        if let subviews = element.firstChild(named: "subviews") {
            var children: [Int] = []
            for child in subviews.childElements {
                if let compiled = try compileObject(child, superview: object) { children.append(compiled) }
            }
            archive.set("UISubviews", reference: archive.collection("NSMutableArray", children), on: object)
        }
        if let mode = element[attribute: "contentMode"].flatMap({ Self.contentModes[$0] }), mode != 0 {
            archive.set("UIContentMode", integer: Int64(mode), on: object)
        }
        if element[attribute: "opaque"] != "NO" { archive.set("UIOpaque", bool: true, on: object) }
        if element[attribute: "hidden"] == "YES" { archive.set("UIHidden", bool: true, on: object) }
        if element[attribute: "clipsSubviews"] == "YES" { archive.set("UIClipsToBounds", bool: true, on: object) }
        if element[attribute: "userInteractionEnabled"] == "NO" { archive.set("UIUserInteractionDisabled", bool: true, on: object) }
        if element[attribute: "multipleTouchEnabled"] == "YES" { archive.set("UIMultipleTouchEnabled", bool: true, on: object) }
        if let alpha = element[attribute: "alpha"].flatMap(Double.init) { archive.set("UIAlpha", .double(alpha), on: object) }
        if let tag = element[attribute: "tag"].flatMap(Int64.init) { archive.set("UITag", integer: tag, on: object) }
        if let restoration = element[attribute: "restorationIdentifier"] { archive.set("UIRestorationIdentifier", string: restoration, on: object) }
        if element[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" {
            archive.set("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", bool: true, on: object)
        }
        if let mask = element.children(named: "autoresizingMask").first(where: { $0[attribute: "key"] == "autoresizingMask" }) {
            let bits: [(String, Int64)] = [
                ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4),
                ("flexibleMinY", 8), ("heightSizable", 16), ("flexibleMaxY", 32),
            ]
            archive.set("UIAutoresizingMask", integer: bits.reduce(0) { $0 | (mask[attribute: $1.0] == "YES" ? $1.1 : 0) }, on: object)
            archive.set("UIAutoresizeSubviews", bool: true, on: object)
        }
        for color in element.children(named: "color") {
            guard let key = color[attribute: "key"], let archiveKey = Self.colorKeys[key] else { continue }
            archive.set(archiveKey, reference: self.color(color), on: object)
        }
        if let constraints = element.firstChild(named: "constraints") {
            var compiled: [Int] = []
            for constraint in constraints.children(named: "constraint") {
                let index = archive.object("NSLayoutConstraint")
                pendingConstraints.append((constraint, index, object))
                compiled.append(index)
                if let id = constraint[attribute: "id"] { objectsByID[id] = index }
                allObjects.append(index)
            }
            archive.set("UIViewAutolayoutConstraints", reference: archive.collection("NSArray", compiled), on: object)
        }
    }

    /// Document colour keys and the archive keys they become.
    static let colorKeys = [
        "backgroundColor": "UIBackgroundColor", "tintColor": "UITintColor", "textColor": "UITextColor",
        "titleColor": "UITitleColor", "shadowColor": "UIShadowColor",
    ]

    /// The `<rect key=...>` child of `element`, or a zero rectangle.
    func rect(_ key: String, in element: MarkupElement) -> GeometryText.Rect {
        DocumentGeometry.rect(key, in: element) ?? GeometryText.Rect()
    }

    /// A `<color>` as `UIColor` (with its `NSColor` fallback): white, RGB or a system colour.
    mutating func color(_ element: MarkupElement) -> Int {
        let color = archive.object("UIColor", fallbacks: ["NSColor"])
        func component(_ name: String) -> Double { Double(element[attribute: name] ?? "") ?? 0 }
        let alpha = element[attribute: "alpha"].flatMap(Double.init) ?? 1
        if let name = element[attribute: "systemColor"] ?? element[attribute: "cocoaTouchSystemColor"] {
            archive.set("UISystemColorName", string: name, on: color)
        } else if element[attribute: "white"] != nil {
            archive.set("UIColorComponentCount", integer: 2, on: color)
            archive.set("UIWhite", .float(Float(component("white"))), on: color)
            archive.set("UIAlpha", .float(Float(alpha)), on: color)
        } else {
            archive.set("UIColorComponentCount", integer: 4, on: color)
            archive.set("UIRed", .float(Float(component("red"))), on: color)
            archive.set("UIGreen", .float(Float(component("green"))), on: color)
            archive.set("UIBlue", .float(Float(component("blue"))), on: color)
            archive.set("UIAlpha", .float(Float(alpha)), on: color)
        }
        return color
    }

    /// Keys of labels, buttons, image views and text fields.
    mutating func classAttributes(_ element: MarkupElement, object: Int) throws {
        let alignments = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
        switch element.name {
        case "label":
            archive.set("UIText", string: element[attribute: "text"] ?? "", on: object)
            if let alignment = element[attribute: "textAlignment"].flatMap({ alignments[$0] }) {
                archive.set("UITextAlignment", integer: Int64(alignment), on: object)
            }
            if let lines = element[attribute: "numberOfLines"].flatMap(Int64.init) {
                archive.set("UINumberOfLines", integer: lines, on: object)
            } else {
                archive.set("UINumberOfLines", integer: 1, on: object)
            }
            archive.set("UIUserInteractionDisabled", bool: true, on: object)
        case "textField":
            if let text = element[attribute: "text"] { archive.set("UIText", string: text, on: object) }
            if let placeholder = element[attribute: "placeholder"] { archive.set("UIPlaceholder", string: placeholder, on: object) }
        case "button":
            let types = ["custom": 0, "system": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5]
            archive.set("UIButtonType", integer: Int64(element[attribute: "buttonType"].flatMap { types[$0] } ?? 0), on: object)
            var states: [(key: Int, value: Int)] = []
            for state in element.children(named: "state") {
                let content = archive.object("UIButtonContent")
                if let title = state[attribute: "title"] { archive.set("UITitle", string: title, on: content) }
                for color in state.children(named: "color") where color[attribute: "key"] == "titleColor" {
                    archive.set("UITitleColor", reference: self.color(color), on: content)
                }
                let stateValue = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4][state[attribute: "key"] ?? ""] ?? 0
                states.append((archive.number(Int64(stateValue)), content))
            }
            if !states.isEmpty {
                archive.set("UIButtonStatefulContent", reference: archive.dictionary("NSMutableDictionary", states), on: object)
            }
        case "imageView":
            if let name = element[attribute: "image"] {
                let image = archive.object("UIImageNibPlaceholder")
                archive.set("UIResourceName", string: name, on: image)
                archive.set("UIImage", reference: image, on: object)
            }
        case "viewController":
            if let view = element.childElements.first(where: { $0[attribute: "key"] == "view" }),
               let compiled = try compileObject(view, superview: nil) {
                archive.set("UIView", reference: compiled, on: object)
            }
        default:
            break
        }
    }
}
