import NibXML

/// A view's frame in its superview as a document stores it.
///
/// Documents write `<rect key="frame" x= y= width= height=/>`. Xcode 8.0 and its betas (tools
/// 11129 to 11201: 24 of 2,501 public iOS documents) wrote `<frame key="frameInset">` instead,
/// the view's place as distances from its superview's edges: `minX` and `minY` from the
/// leading and top edges, `maxX` and `maxY` from the far ones (each 0 when absent), with
/// `width` and `height`; a size left out is what the superview leaves between the two
/// distances, and a view given only its far distance is placed from the far edge. A view
/// given neither distance sits on the edge its autoresizing mask holds fixed: the far one
/// when only the near margin is flexible (a Tumblr clone's tab bar, `height="57"` and a
/// flexible top, at the bottom of its screen in Xcode 8.0's build), the near one otherwise.
public enum DocumentFrame {
    /// A rectangle in its superview's coordinates.
    public struct Rectangle: Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The frame of the view `element` (`key` names the rectangle: `frame`, `contentRect`...);
    /// nil when the element stores neither form.
    public static func frame(of element: MarkupElement, key: String = "frame") -> Rectangle? {
        if let rect = element.children(named: "rect").first(where: { $0[attribute: "key"] == key }) {
            return Rectangle(x: number(rect[attribute: "x"]), y: number(rect[attribute: "y"]),
                             width: number(rect[attribute: "width"]), height: number(rect[attribute: "height"]))
        }
        guard key == "frame", let inset = element.children(named: "frame").first(where: { $0[attribute: "key"] == "frameInset" }) else { return nil }
        let superview = element.parent.flatMap { $0.hasName("subviews") ? $0.parent : $0 }
        let container = superview.flatMap { frame(of: $0) }
        let mask = element.children(named: "autoresizingMask").first { $0[attribute: "key"] == "autoresizingMask" }
        func fixedAtFarEdge(_ near: String, _ far: String) -> Bool { mask?[attribute: near] == "YES" && mask?[attribute: far] != "YES" }
        let horizontal = place(near: inset[attribute: "minX"], size: inset[attribute: "width"], far: inset[attribute: "maxX"],
                               within: container?.width ?? 0, fixedAtFarEdge: fixedAtFarEdge("flexibleMinX", "flexibleMaxX"))
        let vertical = place(near: inset[attribute: "minY"], size: inset[attribute: "height"], far: inset[attribute: "maxY"],
                             within: container?.height ?? 0, fixedAtFarEdge: fixedAtFarEdge("flexibleMinY", "flexibleMaxY"))
        return Rectangle(x: horizontal.origin, y: vertical.origin, width: horizontal.size, height: vertical.size)
    }

    /// One axis of an inset frame: origin and size from the near distance, the size and the
    /// far distance within `length`; `fixedAtFarEdge` places a sized view given no distance
    /// against the far edge.
    private static func place(near: String?, size: String?, far: String?, within length: Double,
                              fixedAtFarEdge: Bool) -> (origin: Double, size: Double) {
        let farDistance = number(far)
        if let size = size.flatMap(Double.init) {
            let fromFarEdge = near == nil && (far != nil || fixedAtFarEdge)
            let origin = fromFarEdge ? length - farDistance - size : number(near)
            return (origin, size)
        }
        let origin = number(near)
        return (origin, length - origin - farDistance)
    }

    /// A geometry attribute's value: 0 when absent, malformed or not finite.
    public static func number(_ text: String?) -> Double {
        guard let text, let value = Double(text), value.isFinite else { return 0 }
        return value
    }
}
