import NibDocument

/// An object as the explorer tools name it: id, class, custom class and the label
/// Interface Builder shows.
public struct ObjectSummary: Hashable, Sendable {
    public let id: String
    /// The framework class (`NSImageView`, `UIButton`, `NSCustomObject`).
    public let className: String
    /// The custom class set in the identity inspector, if any.
    public let customClass: String?
    /// The name Interface Builder shows in the outline and menus (see `ExplorerLabels`).
    public let label: String

    /// The summary of the object at `index` of `document`.
    public init(_ index: Int, in document: InterfaceDocument) {
        let object = document.objects[index]
        id = object.id
        className = object.className
        customClass = object.customClass
        label = ExplorerLabels.label(of: index, in: document)
    }
}

/// The names Interface Builder shows for objects: the user label when there is one, the
/// placeholders' names (File's Owner, First Responder, Application), "Content View" for a
/// window's content view, else the kind of object: the custom class for generic views and
/// objects (`CanvasView` is "Canvas View"), the element in words for the others
/// (`imageView` is "Image View"), followed by the title the object shows, if any, as
/// Interface Builder 3 wrote it ("Toolbar Item (Adjust Hue)").
public enum ExplorerLabels {
    /// Elements whose Interface Builder name comes from their custom class when they have one.
    static let genericElementNames: Set<String> = [
        "view", "customView", "customObject", "viewController", "windowController", "tableViewController",
        "collectionViewController", "navigationController", "tabBarController", "splitViewController", "object",
    ]

    public static func label(of index: Int, in document: InterfaceDocument) -> String {
        let object = document.objects[index]
        if let userLabel = object.userLabel, !userLabel.isEmpty { return userLabel }
        if let placeholder = object.placeholder?.label { return placeholder }
        if object.key == "contentView", let parent = object.parent, ["window", "panel"].contains(document.objects[parent].elementName) {
            return "Content View"
        }
        let kind = object.customClass.flatMap { genericElementNames.contains(object.elementName) ? words($0) : nil } ?? words(object.elementName)
        if let title = title(of: object), !title.isEmpty { return "\(kind) (\(title))" }
        return kind
    }

    /// The text an object shows, which Interface Builder 3 puts after its kind
    /// ("Menu Item (Quit)", "Toolbar Item (Adjust Hue)", "Button (OK)").
    static func title(of object: InterfaceObject) -> String? {
        let element = object.element
        switch object.elementName {
        case "toolbarItem", "tabViewItem": return DocumentStrings.value("label", of: element)
        case "menu", "menuItem", "window", "box", "barButtonItem", "navigationItem", "tabBarItem": return DocumentStrings.value("title", of: element)
        case "label", "textView": return DocumentStrings.displayedText(of: element)
        case "button" where element[attribute: "buttonType"] != nil || element.children(named: "state").count > 0
            || element.children(named: "buttonConfiguration").count > 0:
            // UIKit buttons keep their title per state, or in their configuration.
            return DocumentStrings.buttonTitle(of: element)
        default:
            // AppKit controls show their cell's title.
            return element.childElements.first { $0[attribute: "key"] == "cell" }.flatMap { DocumentStrings.value("title", of: $0) }
        }
    }

    /// `imageView` → "Image View", `CanvasView` → "Canvas View", `NSTextField` stays.
    static func words(_ name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 4)
        var previous: UInt8 = 0
        for byte in name.utf8 {
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let previousIsLowerOrDigit = (previous >= 0x61 && previous <= 0x7A) || (previous >= 0x30 && previous <= 0x39)
            if isUpper, previousIsLowerOrDigit { bytes.append(0x20) }
            // The first letter is capitalised (ASCII only; other scalars are kept as they are).
            bytes.append(bytes.isEmpty && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
