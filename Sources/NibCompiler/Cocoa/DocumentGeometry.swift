import NibDocument
import NibXML

/// Reads the geometry elements of a document (`<rect key="frame" x= y= width= height=/>`,
/// `<size key="minSize" width= height=/>`).
enum DocumentGeometry {
    /// The `<rect>` child of `element` with `key` (for `frame`, Xcode 8.0's inset form too:
    /// `DocumentFrame`), or nil.
    static func rect(_ key: String, in element: MarkupElement) -> GeometryText.Rect? {
        DocumentFrame.frame(of: element, key: key).map { GeometryText.Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }

    /// The `<size>` child of `element` with `key`, as `{w, h}` text, or nil.
    static func size(_ key: String, in element: MarkupElement) -> String? {
        for child in element.childElements where child[attribute: "key"] == key
            && (child.name == "size" || (child.name == "value" && child[attribute: "type"] == "size")) {
            return GeometryText.size(number(child[attribute: "width"]), number(child[attribute: "height"]))
        }
        return nil
    }

    /// The `<size>` child of `element` with `key` as width and height, or nil.
    static func sizeComponents(_ key: String, in element: MarkupElement) -> [Double]? {
        element.children(named: "size").first { $0[attribute: "key"] == key }.map { [number($0[attribute: "width"]), number($0[attribute: "height"])] }
    }

    /// A number attribute; absent or malformed counts as 0.
    static func number(_ text: String?) -> Double {
        text.flatMap(Double.init) ?? 0
    }
}
