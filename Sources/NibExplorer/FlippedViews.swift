/// Which views lay out their subviews from the top left.
///
/// UIKit views all do. AppKit views count from the bottom left unless their class says it
/// is flipped; the document then stores their subviews' frames from the top left. The
/// flipped AppKit classes are the ones whose content runs top to bottom: scroll views,
/// tables, outlines and their header views, text views, matrices and forms, split and tab
/// views, collection views, browsers and rulers. A clip view is flipped when its document
/// view is. Stack views are not: documents store their arranged subviews from the bottom
/// left (the first view of a vertical stack has the largest y).
enum FlippedViews {
    /// Document element names of AppKit views that are flipped.
    static let flippedElementNames: Set<String> = [
        "scrollView", "tableView", "outlineView", "tableHeaderView", "textView", "matrix", "form",
        "splitView", "tabView", "collectionView", "browser", "rulerView",
    ]

    /// AppKit classes that are flipped, for custom-class views and generic elements.
    static let flippedClassNames: Set<String> = [
        "NSScrollView", "NSTableView", "NSOutlineView", "NSTableHeaderView", "NSTextView", "NSMatrix", "NSForm",
        "NSSplitView", "NSTabView", "NSCollectionView", "NSBrowser", "NSRulerView",
    ]
}
