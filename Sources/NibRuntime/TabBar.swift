import Foundation

/// The bar along the bottom of a tab bar controller's view, one item per tab.
open class TabBar: RuntimeView {
    /// The bar's height: 49 points in both orientations.
    public static let height: CGFloat = 49

    /// The titles of the items, one per tab.
    public var itemTitles: [String] = [] {
        didSet { if itemTitles != oldValue { setNeedsDisplay() } }
    }

    /// The index of the highlighted item.
    public var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
}
