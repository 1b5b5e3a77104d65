import NibXML

/// The key view loop a tab view archives for its selected item (Apple's nkv_simple.nib,
/// nkv_overlap.nib, tabview_scrollview_chain.nib): from the tab view to the item's view,
/// then every visible view below it, depth first, each container before its subviews, and
/// from the last back to the tab view.
///
/// Siblings are ordered as AppKit orders them: a view entirely above another comes first;
/// of two views whose vertical extents overlap, the one further left. A scroll view leads
/// to its hidden horizontal scroller (which leads nowhere), its clip view to the document
/// view, and the document view's loop continues with the shown scrollers.
extension CocoaNibCompiler {
    mutating func archiveTabViewKeyViewLoops() {
        for tabView in tabViewElements {
            guard let tabObject = tabView[attribute: "id"].flatMap({ objectsByID[$0] }) else { continue }
            let items = tabView.firstChild(named: "tabViewItems")?.children(named: "tabViewItem") ?? []
            let selected = items.first { $0[attribute: "identifier"] != nil && $0[attribute: "identifier"] == tabView[attribute: "initialItem"] }
                ?? items.first { $0[attribute: "id"] == tabView[attribute: "initialItem"] } ?? items.first
            guard let view = selected?.childElements.first(where: { $0[attribute: "key"] == "view" }) else { continue }
            var order: [MarkupElement] = [view]
            appendKeyViews(below: view, to: &order)
            let objects = order.compactMap { element in element[attribute: "id"].flatMap { objectsByID[$0] } }
            guard !objects.isEmpty else { continue }
            for (index, object) in objects.enumerated() {
                let next = index + 1 < objects.count ? objects[index + 1] : tabObject
                let element = order[index]
                if element.name == "clipView" { continue }  // a clip view leads to its document view
                if element.name == "scrollView", let hidden = hiddenHorizontalScroller(of: element) {
                    archive.replace("NSNextKeyView", .object(hidden), on: object)
                    continue
                }
                archive.replace("NSNextKeyView", .object(next), on: object)
            }
        }
    }

    /// A scroll view's hidden horizontal scroller, which AppKit makes its next key view
    /// (leading nowhere itself).
    private mutating func hiddenHorizontalScroller(of scrollView: MarkupElement) -> Int? {
        guard let scroller = scrollView.childElements.first(where: { $0[attribute: "key"] == "horizontalScroller" && $0[attribute: "hidden"] == "YES" }),
              let object = scroller[attribute: "id"].flatMap({ objectsByID[$0] }) else { return nil }
        archive.replace("NSNextKeyView", .null, on: object)
        return object
    }

    /// The visible views below `element` in key view order.
    private func appendKeyViews(below element: MarkupElement, to order: inout [MarkupElement]) {
        var children: [MarkupElement] = []
        switch element.name {
        case "scrollView":
            let clip = element.childElements.filter { $0.name == "clipView" && $0[attribute: "key"] == "contentView" }
            for view in clip {
                order.append(view)
                appendKeyViews(below: view, to: &order)
            }
            children = element.childElements.filter { $0.name == "scroller" && $0[attribute: "hidden"] != "YES" }
            order.append(contentsOf: children)
            return
        case "tabView":
            return  // a nested tab view keeps its own loop
        default:
            for subview in element.firstChild(named: "subviews")?.childElements.map({ $0 }) ?? [] where subview[attribute: "hidden"] != "YES" {
                let position = children.firstIndex { keyOrderPrecedes(subview, $0) } ?? children.count
                children.insert(subview, at: position)
            }
        }
        for child in children {
            order.append(child)
            appendKeyViews(below: child, to: &order)
        }
    }

    /// True when `lhs` comes before `rhs`: entirely above it, or overlapping it vertically
    /// and further left.
    private func keyOrderPrecedes(_ lhs: MarkupElement, _ rhs: MarkupElement) -> Bool {
        guard let left = frameOverrides[lhs] ?? DocumentGeometry.rect("frame", in: lhs),
              let right = frameOverrides[rhs] ?? DocumentGeometry.rect("frame", in: rhs) else { return false }
        if left.y >= right.y + right.height { return true }
        if right.y >= left.y + left.height { return false }
        return left.x < right.x
    }
}
