import NibCore
import NibDocument
import NibXML

/// Where every window, view and scene root of a document is, in the coordinates of its
/// top-level container (a window's content area, a top-level view, or a scene's root view):
/// origin top left, y down, in points, whatever the platform.
///
/// Frames come from what the document stores: `<rect key="frame">` in the superview's
/// coordinates (AppKit's bottom-left origin converted unless the superview is flipped, see
/// `FlippedViews`), a window's `contentRect`, a view's `<rect key="bounds">` origin (a clip
/// view scrolled or showing a header) and a scroll view's `contentOffset`. A table's
/// prototype cell views and static cells (in their sections) are in the table's
/// coordinates; the views of a tab view's items are in the tab view's, and only the
/// selected item's view is shown. A view the document
/// gives no frame fills its superview, with a warning that says where. Views in toolbar
/// items and other places outside a view hierarchy are containers of their own.
public struct InterfaceGeometry {
    /// The document the frames belong to.
    public let document: InterfaceDocument
    /// Every placed object, by its index in `document.objects`.
    public private(set) var placements: [Int: PlacedObject] = [:]
    /// The containers (indices), in document order.
    public private(set) var containers: [Int] = []
    /// The placed objects directly inside each placed object, back to front (document order).
    public private(set) var placedChildren: [Int: [Int]] = [:]
    /// Frames that had to be inferred, as `path:line:col: warning:` diagnostics.
    public private(set) var warnings: [Diagnostic] = []

    /// Elements that hold views but have no frame of their own; views inside them are
    /// placed in the nearest placed ancestor's coordinates.
    static let transparentElementNames: Set<String> = ["tabViewItem", "tableColumn", "tableViewSection"]

    /// Elements that are views even when the document stores no frame for them.
    static let frameOptionalElementNames: Set<String> = [
        "view", "customView", "tableViewCellContentView", "collectionViewCellContentView", "clipView",
    ]

    /// Computes the frames of every object of `document`.
    public init(document: InterfaceDocument) {
        self.document = document
        for index in document.topLevelObjects {
            visit(index, superview: nil, container: nil, hiddenAbove: false)
        }
    }

    /// The placement of the object at `index`, if it has one.
    public func placement(of index: Int) -> PlacedObject? { placements[index] }

    /// The placement of the object with document id `id`, if it has one.
    public func placement(ofID id: String) -> PlacedObject? {
        document.indexOfObject(withID: id).flatMap { placements[$0] }
    }

    // MARK: Walking the outline

    private mutating func visit(_ index: Int, superview: PlacedObject?, container: Int?, hiddenAbove: Bool) {
        let object = document.objects[index]
        let element = object.element
        var nextSuperview = superview
        var hidden = hiddenAbove || element[attribute: "hidden"] == "YES"
        if object.elementName == "tabViewItem", let tabView = object.parent, !isSelectedTab(index, of: tabView) {
            hidden = true
        }

        if let contentRect = Self.rect("contentRect", in: element) {
            // A window: a container the size of its content area.
            let placed = PlacedObject(object: index, container: index, superview: nil,
                                      frame: InterfaceRect(x: 0, y: 0, width: contentRect.width, height: contentRect.height),
                                      isHidden: false, isFrameInferred: false)
            record(placed)
            nextSuperview = placed
        } else if let placed = place(index, element: element, superview: superview, container: container, hidden: hidden) {
            record(placed)
            nextSuperview = placed
        } else if !Self.transparentElementNames.contains(object.elementName) {
            // Not a view: what it holds is outside the view hierarchy (toolbar items, menus).
            nextSuperview = nil
        }
        for child in object.children {
            visit(child, superview: nextSuperview, container: nextSuperview?.container, hiddenAbove: hidden)
        }
    }

    /// The placement of a view, or nil when the element is not a view.
    private mutating func place(_ index: Int, element: MarkupElement, superview: PlacedObject?, container: Int?, hidden: Bool) -> PlacedObject? {
        let object = document.objects[index]
        let stored = Self.rect("frame", in: element)
        let isWindowContent = superview.map { document.objects[$0.object].element.children(named: "rect").contains { $0[attribute: "key"] == "contentRect" } } ?? false
            && object.key == "contentView"
        guard stored != nil || (superview != nil && Self.frameOptionalElementNames.contains(object.elementName)) else { return nil }
        guard let superview, let container else {
            // A root view: its own container, at the origin.
            let size = stored ?? Rect(x: 0, y: 0, width: 0, height: 0)
            return PlacedObject(object: index, container: index, superview: nil,
                                frame: InterfaceRect(x: 0, y: 0, width: size.width, height: size.height),
                                isHidden: hidden, isFrameInferred: stored == nil)
        }
        let parentFrame = superview.frame
        if isWindowContent {
            // A window's content view fills the content area.
            return PlacedObject(object: index, container: container, superview: superview.object, frame: parentFrame,
                                isHidden: hidden, isFrameInferred: false)
        }
        guard let stored else {
            warnings.append(Diagnostic(.warning, "\(object.elementName) (id \(object.id)) has no frame; it is shown filling its superview",
                                       path: document.path, location: document.location(of: element), objectID: object.id))
            return PlacedObject(object: index, container: container, superview: superview.object, frame: parentFrame,
                                isHidden: hidden, isFrameInferred: true)
        }
        let parentElement = document.objects[superview.object].element
        let origin = boundsOrigin(of: parentElement)
        let x = parentFrame.x + stored.x - origin.x
        let y: Double
        if isFlipped(superview.object) {
            y = parentFrame.y + stored.y - origin.y
        } else {
            y = parentFrame.y + parentFrame.height - (stored.y - origin.y) - stored.height
        }
        return PlacedObject(object: index, container: container, superview: superview.object,
                            frame: InterfaceRect(x: x, y: y, width: stored.width, height: stored.height),
                            isHidden: hidden, isFrameInferred: false)
    }

    private mutating func record(_ placed: PlacedObject) {
        placements[placed.object] = placed
        if placed.superview == nil { containers.append(placed.object) }
        if let superview = placed.superview { placedChildren[superview, default: []].append(placed.object) }
    }

    // MARK: Rules

    /// True when the placed object at `index` lays out its subviews from the top left.
    func isFlipped(_ index: Int) -> Bool {
        if document.platform.usesCocoaTouchRules { return true }
        let object = document.objects[index]
        if object.elementName == "clipView" {
            // A clip view is flipped when its document view is.
            guard let documentView = object.children.first(where: { placements[$0] != nil || document.objects[$0].key == "documentView" })
                ?? object.children.first else { return false }
            return Self.isFlippedClass(document.objects[documentView])
        }
        return Self.isFlippedClass(object)
    }

    static func isFlippedClass(_ object: InterfaceObject) -> Bool {
        if object.element[attribute: "flipped"] == "YES" { return true }
        return FlippedViews.flippedElementNames.contains(object.elementName) || FlippedViews.flippedClassNames.contains(object.className)
    }

    /// The origin of a view's bounds: what it shows at its top left (a scrolled clip view,
    /// a clip view under a table header, a UIKit scroll view's content offset).
    private func boundsOrigin(of element: MarkupElement) -> (x: Double, y: Double) {
        if let bounds = Self.rect("bounds", in: element) { return (bounds.x, bounds.y) }
        if let offset = element.children(named: "point").first(where: { $0[attribute: "key"] == "contentOffset" }) {
            return (DocumentFrame.number(offset[attribute: "x"]), DocumentFrame.number(offset[attribute: "y"]))
        }
        return (0, 0)
    }

    /// True when the tab view item at `item` is its tab view's selected item (`initialItem`,
    /// else the first).
    private func isSelectedTab(_ item: Int, of tabView: Int) -> Bool {
        let tabObject = document.objects[tabView]
        let items = tabObject.children.filter { document.objects[$0].elementName == "tabViewItem" }
        if let initial = tabObject.element[attribute: "initialItem"], let selected = document.indexOfObject(withID: initial) {
            return selected == item
        }
        return items.first == item
    }

    // MARK: Reading numbers

    struct Rect {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// The rectangle `key` of `element` as `DocumentFrame` reads it (a `<rect>`, or Xcode 8.0's inset frame).
    static func rect(_ key: String, in element: MarkupElement) -> Rect? {
        DocumentFrame.frame(of: element, key: key).map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }
}
