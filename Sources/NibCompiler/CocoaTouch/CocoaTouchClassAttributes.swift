import NibXML

/// Sends each element to the encoder of its UIKit class.
extension CocoaTouchNibCompiler {
    /// The class-specific keys of `element` (after the `UIView` keys for views).
    mutating func classAttributes(_ element: MarkupElement, object: Int) throws {
        switch element.name {
        case "label": labelAttributes(element, object: object)
        case "button": buttonAttributes(element, object: object)
        case "imageView": imageViewAttributes(element, object: object)
        case "stackView": stackViewAttributes(element, object: object)
        case "scrollView": scrollViewAttributes(element, object: object)
        case "tableView": try tableViewAttributes(element, object: object)
        case "tableViewCell": tableViewCellAttributes(element, object: object)
        case "barButtonItem": try barButtonItemAttributes(element, object: object)
        case "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
             "rotationGestureRecognizer", "longPressGestureRecognizer", "screenEdgePanGestureRecognizer":
            gestureRecognizerAttributes(element, object: object)
        case "textView": textViewAttributes(element, object: object)
        case "textField":
            if let text = element[attribute: "text"] { set("UIText", userText: text, of: element, keyPath: "text", on: object) }
            if let placeholder = element[attribute: "placeholder"] {
                set("UIPlaceholder", userText: placeholder, of: element, keyPath: "placeholder", on: object)
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

    /// The first `<color key=...>` child of `element` as a `UIColor`, or nil.
    mutating func color(_ key: String, in element: MarkupElement) -> Int? {
        element.children(named: "color").first(where: { $0[attribute: "key"] == key }).map { color($0) }
    }

    /// The first `<fontDescription>` child of `element` as a `UIFont`, or nil.
    mutating func font(in element: MarkupElement) -> Int? {
        element.firstChild(named: "fontDescription").map { font($0) }
    }

    /// A `UIImageNibPlaceholder` for an image resource. ibtool does not read the image, so
    /// its size is archived as 1 × 1; Xcode 13 adds empty symbol and catalog keys.
    mutating func imagePlaceholder(named name: String) -> Int {
        let image = archive.object("UIImageNibPlaceholder")
        archive.set("UIImageWidth", .float(1), on: image)
        archive.set("UIImageHeight", .float(1), on: image)
        archive.set("UIResourceName", string: name, on: image)
        if release.xcodeMajorVersion >= 13 {
            archive.setNull("UISystemSymbolResourceName", on: image)
            archive.setNull("UISymbolImageConfiguration", on: image)
            archive.setNull("UIResourceCatalogName", on: image)
        }
        return image
    }
}
