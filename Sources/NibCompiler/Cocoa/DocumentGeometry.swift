import NibXML

/// Reads the geometry elements of a document (`<rect key="frame" x= y= width= height=/>`,
/// `<size key="minSize" width= height=/>`).
enum DocumentGeometry {
    /// The `<rect>` child of `element` with `key`, or nil.
    static func rect(_ key: String, in element: MarkupElement) -> GeometryText.Rect? {
        for child in element.children(named: "rect") where child[attribute: "key"] == key {
            return GeometryText.Rect(
                x: number(child[attribute: "x"]), y: number(child[attribute: "y"]),
                width: number(child[attribute: "width"]), height: number(child[attribute: "height"]))
        }
        return nil
    }

    /// The `<size>` child of `element` with `key`, as `{w, h}` text, or nil.
    static func size(_ key: String, in element: MarkupElement) -> String? {
        for child in element.childElements where child[attribute: "key"] == key
            && (child.name == "size" || (child.name == "value" && child[attribute: "type"] == "size")) {
            return GeometryText.size(number(child[attribute: "width"]), number(child[attribute: "height"]))
        }
        return nil
    }

    /// A number attribute; absent or malformed counts as 0.
    static func number(_ text: String?) -> Double {
        text.flatMap(Double.init) ?? 0
    }
}
