import NibXML

/// Xcode 7's layout pass: ibtool 7 lays a view it archives at another size than the document's
/// out as UIKit would, solving the constraints of the views that do not translate their
/// autoresizing masks (`ConstraintLayout`), where later releases autoresize every view by its
/// mask. Measured on appium's older UICatalog's iPad storyboard by Xcode 7.3.1: its detail
/// views, drawn 703 × 768, archived at 768 × 1024 with a date picker centred at 404 and the
/// label 13 points below it as wide as the screen, and its static tables' cells 768 wide with
/// their sliders pinned 20 points from either side (732 wide) and their activity indicators
/// centred at 374; its web view's field and page control's views pinned to the controller's
/// layout guides. Constraints of lower priority, inequalities, baselines and margins were not
/// measured: a superview whose constraints name a baseline or margin keeps autoresizing.
extension CocoaTouchNibCompiler {
    /// The document's horizontal attributes, as `ConstraintLayout` reads them.
    static let horizontalLayoutAttributes: [String: ConstraintLayout.Attribute] = [
        "leading": .leading, "left": .leading, "trailing": .trailing, "right": .trailing, "centerX": .center, "width": .length,
    ]
    /// The document's vertical attributes, as `ConstraintLayout` reads them.
    static let verticalLayoutAttributes: [String: ConstraintLayout.Attribute] = [
        "top": .leading, "bottom": .trailing, "centerY": .center, "height": .length,
    ]

    /// The frames, by id, the constraints give the subviews of `view` that do not translate
    /// their masks when `view` changes from `drawnSize` to `size`, the others at the frames
    /// autoresizing gave them (`autoresized`), rounded to the screen's pixels
    /// (`pixelsPerPoint`: 1 on the iPad ibtool 7 lays iPad documents out on). Nil when `view`
    /// has no such subview or its constraints are not of the kinds measured.
    static func constraintLaidOutSubviewFrames(of view: MarkupElement, from drawnSize: (width: Double, height: Double),
                                               to size: (width: Double, height: Double), pixelsPerPoint: Double,
                                               autoresized: [String: GeometryText.Rect]) -> [String: GeometryText.Rect]? {
        guard let viewID = view[attribute: "id"] else { return nil }
        var drawn: [String: GeometryText.Rect] = [:]
        var movable: Set<String> = []
        var holders: [(holder: MarkupElement, isSubview: Bool)] = [(view, false)]
        for child in view.firstChild(named: "subviews")?.childElements.map({ $0 }) ?? [] {
            guard let id = child[attribute: "id"], let frame = DocumentGeometry.rect("frame", in: child) else { continue }
            drawn[id] = frame
            if child[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" { movable.insert(id) }
            holders.append((child, true))
        }
        guard !movable.isEmpty else { return nil }
        // A controller's top and bottom layout guides, along the vertical axis only: the top
        // one at the root view's top, the bottom one at its bottom (their bars' lengths are in
        // the drawn views' offsets).
        var guides: [String: (drawn: ConstraintLayout.Span, resized: ConstraintLayout.Span)] = [:]
        for guide in controller(ofRootView: view)?.firstChild(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide[attribute: "id"] else { continue }
            switch guide[attribute: "type"] {
            case "top": guides[id] = (.init(position: 0, length: 0), .init(position: 0, length: 0))
            case "bottom": guides[id] = (.init(position: drawnSize.height, length: 0), .init(position: size.height, length: 0))
            default: continue
            }
        }
        var horizontal: [ConstraintLayout.Equation] = [], vertical: [ConstraintLayout.Equation] = []
        for (holder, isSubview) in holders {
            for constraint in holder.firstChild(named: "constraints")?.children(named: "constraint") ?? [] {
                if let priority = constraint[attribute: "priority"].flatMap(Double.init), priority < 1000 { continue }
                if let relation = constraint[attribute: "relation"], relation != "equal" { continue }
                let firstID = constraint[attribute: "firstItem"] ?? holder[attribute: "id"] ?? ""
                let secondID = constraint[attribute: "secondItem"]
                // A subview's constraint on its own subviews belongs to its own layout.
                let named = [firstID] + (secondID.map { [$0] } ?? [])
                if named.contains(where: { $0 != viewID && drawn[$0] == nil && guides[$0] == nil }) {
                    if isSubview { continue }
                    return nil
                }
                guard let firstName = constraint[attribute: "firstAttribute"] else { return nil }
                let isHorizontal = horizontalLayoutAttributes[firstName] != nil
                let attributes = isHorizontal ? horizontalLayoutAttributes : verticalLayoutAttributes
                guard let first = attributes[firstName] else { return nil }
                var equation = ConstraintLayout.Equation(first: .init(item: firstID == viewID ? nil : firstID, attribute: first))
                if let secondID {
                    guard let secondName = constraint[attribute: "secondAttribute"], let second = attributes[secondName] else { return nil }
                    equation.second = .init(item: secondID == viewID ? nil : secondID, attribute: second)
                    equation.multiplier = constraint[attribute: "multiplier"].flatMap(Self.layoutMultiplier) ?? 1
                }
                equation.constant = constraint[attribute: "constant"].flatMap(Double.init) ?? 0
                if isHorizontal { horizontal.append(equation) } else { vertical.append(equation) }
            }
        }
        func layout(_ span: (GeometryText.Rect) -> ConstraintLayout.Span, _ equations: [ConstraintLayout.Equation]) -> ConstraintLayout {
            var layout = ConstraintLayout(drawn: drawn.filter { movable.contains($0.key) }.mapValues(span), equations: equations)
            for (id, frame) in drawn where !movable.contains(id) {
                layout.fixedDrawn[id] = span(frame)
                layout.fixedResized[id] = span(autoresized[id] ?? frame)
            }
            return layout
        }
        var rowLayout = layout({ .init(position: $0.y, length: $0.height) }, vertical)
        for (id, guide) in guides {
            rowLayout.fixedDrawn[id] = guide.drawn
            rowLayout.fixedResized[id] = guide.resized
        }
        guard let columns = layout({ .init(position: $0.x, length: $0.width) }, horizontal)
                .resized(from: drawnSize.width, to: size.width, pixelsPerPoint: pixelsPerPoint),
              let rows = rowLayout.resized(from: drawnSize.height, to: size.height, pixelsPerPoint: pixelsPerPoint)
        else { return nil }
        var frames: [String: GeometryText.Rect] = [:]
        for id in movable {
            guard let column = columns[id], let row = rows[id] else { continue }
            frames[id] = GeometryText.Rect(x: column.position, y: row.position, width: column.length, height: row.length)
        }
        return frames
    }

    /// The pixels per point of the screen ibtool lays a document out on: 1 for an iPad
    /// document (whole points measured, Xcode 7.3.1), 2 for an iPhone's (unmeasured).
    static func layoutPixelsPerPoint(of root: MarkupElement) -> Double {
        root[attribute: "targetRuntime"] == "iOS.CocoaTouch.iPad" ? 1 : 2
    }

    /// A constraint's multiplier as the document writes it: a number or a ratio (`4:3`).
    static func layoutMultiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        return parts.count == 1 ? parts[0] : nil
    }
}
