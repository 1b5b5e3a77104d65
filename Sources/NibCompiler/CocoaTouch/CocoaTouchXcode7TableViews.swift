import NibXML

/// `UITableView` and `UITableViewCell` as Xcode 7's ibtool archives them (iOS 9 SDK): fewer
/// keys than Xcode 13 (no estimated heights, insets or prefetching), a content size of no
/// rows, prototype cells as nested nibs whose cell lists itself first, a cell background
/// that is always archived (the plain white `tableCellBackgroundColor` when the document
/// sets none), and a separator inset 15 points from the left.
///
/// Measured on the one Xcode 7 storyboard of the iOS pairs (SwiftGen's Wizard, a plain
/// table with one prototype cell); grouped tables and styled cells follow the same keys.
extension CocoaTouchNibCompiler {
    /// A table view's own keys.
    mutating func xcode7TableViewAttributes(_ element: MarkupElement, object: Int) throws {
        let style = Int64(element[attribute: "style"].flatMap { Self.tableStyles[$0] } ?? 0)
        if style != 0 {
            archive.set("UITableViewStyle", integer: style, on: object)
            archive.set("UIStyle", integer: style, on: object)
        }
        let frame = rect("frame", in: element)
        archive.set("UIContentSize", .data(GeometryBlob.encode([frame.width, 0])), on: object)
        archiveSeparatorStyle(of: element, object: object)
        if let rowHeight = element[attribute: "rowHeight"].flatMap(Double.init), rowHeight != 44 {
            archive.set("UIRowHeight", .float(Float(rowHeight)), on: object)
        }
        for (attribute, key) in [("sectionHeaderHeight", "UISectionHeaderHeight"), ("sectionFooterHeight", "UISectionFooterHeight")] {
            if let height = element[attribute: attribute].flatMap(Double.init) { archive.set(key, .float(Float(height)), on: object) }
        }
        if element[attribute: "allowsSelectionDuringEditing"] == "YES" { archive.set("UIAllowsSelectionDuringEditing", bool: true, on: object) }
        archive.set("UIShowsSelectionImmediatelyOnTouchBegin", bool: true, on: object)
        if let separatorColor = element.children(named: "color").first(where: { $0[attribute: "key"] == "separatorColor" }) {
            archive.set("UISeparatorColor", reference: color(separatorColor), on: object)
        }
        try archivePrototypeCells(of: element, object: object)
        try staticDataSource(of: element)
    }

    /// A cell's own keys; its background is always archived.
    mutating func xcode7TableViewCellAttributes(_ element: MarkupElement, object: Int) {
        cellIdentityAttributes(element, object: object)
        if let width = element[attribute: "indentationWidth"].flatMap(Double.init), width != 10 {
            archive.set("UIIndentationWidth", .float(Float(width)), on: object)
        }
        if !element.children(named: "color").contains(where: { $0[attribute: "key"] == "backgroundColor" }) {
            archive.set("UIBackgroundColor", reference: systemColor(named: "tableCellBackgroundColor"), on: object)
        }
        archive.set("UITableCellBackgroundColorSet", bool: true, on: object)
    }

    /// After the cell's contents: its content view, then the separator (15 points in from
    /// the left, one point high at the bottom, not listed among the nib's objects), and
    /// the labels of its style.
    mutating func finishXcode7TableViewCell(_ element: MarkupElement, object: Int) {
        let frame = rect("frame", in: element)
        let separator = archive.object("_UITableViewCellSeparatorView")
        setGeometry(GeometryText.Rect(x: 15, y: frame.height - 1, width: frame.width - 15, height: 1), on: separator)
        archive.set("UIOpaque", bool: true, on: separator)
        archive.set("UIAutoresizeSubviews", bool: true, on: separator)
        archive.set("UIViewSemanticContentAttribute", integer: 0, on: separator)
        let content = element.childElements.first { $0[attribute: "key"] == "contentView" }.flatMap { $0[attribute: "id"] }.flatMap { objectsByID[$0] }
        archive.set("UISubviews", reference: archive.collection("NSMutableArray", [content, separator].compactMap { $0 }), on: object)
        for (attribute, key) in [("textLabel", "UITextLabel"), ("detailTextLabel", "UIDetailTextLabel"), ("imageView", "UIImageView")] {
            if let label = element[attribute: attribute].flatMap({ objectsByID[$0] }) {
                archive.set(key, reference: label, on: object)
            } else {
                archive.setNull(key, on: object)
            }
        }
    }
}
