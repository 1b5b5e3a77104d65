import NibXML

/// `UITableView` and `UITableViewCell` as ibtool archived them before the iOS 11 and iOS 14
/// SDKs added their keys: a table of Xcode 7 or 8 has no estimated heights or insets and
/// archives the content size of no rows; a cell of Xcode 7 to 11 has no background
/// configuration, and its separator is drawn 15 points in from the left.
///
/// Measured on SwiftGen's Wizard storyboard (a plain table with one prototype cell) as
/// Xcode 7.1, 7.3, 8.1, 8.3, 9.3, 9.4, 10.0 and 11.4 compiled it; grouped tables and styled
/// cells follow the same keys.
extension CocoaTouchNibCompiler {
    /// A table view's own keys (Xcode 7 and 8): a style other than plain under its old key
    /// only (Apptentive's grouped message center, Xcode 8.3), the section heights the document
    /// gives (Xcode 8: those other than 28 points, Apptentive's 6 but not the Wizard's 28), and
    /// in Xcode 7 that touches show selection at once.
    mutating func classicTableViewAttributes(_ element: MarkupElement, object: Int) throws {
        let style = Int64(element[attribute: "style"].flatMap { Self.tableStyles[$0] } ?? 0)
        if style != 0 { archive.set("UIStyle", integer: style, on: object) }
        archiveSeparatorStyle(of: element, object: object)
        if let rowHeight = element[attribute: "rowHeight"].flatMap(Double.init), rowHeight != 44 {
            archive.set("UIRowHeight", .float(Float(rowHeight)), on: object)
        }
        for (attribute, key) in [("sectionHeaderHeight", "UISectionHeaderHeight"), ("sectionFooterHeight", "UISectionFooterHeight")] {
            if let height = element[attribute: attribute].flatMap(Double.init), release < .xcode8 || height != 28 {
                archive.set(key, .float(Float(height)), on: object)
            }
        }
        // A table that allows no selection says so (a weather app's forecast, Xcode 8.2.1).
        if element[attribute: "allowsSelection"] == "NO" { archive.set("UIAllowsSelection", bool: false, on: object) }
        if element[attribute: "allowsSelectionDuringEditing"] == "YES" { archive.set("UIAllowsSelectionDuringEditing", bool: true, on: object) }
        multipleSelectionKeys(of: element, object: object)
        sectionIndexKeys(of: element, object: object)
        // Xcode 7 archives whether touches show selection at once: true (measured), or false
        // when the document says so (83 of 2,501 public iOS documents of Xcode 5 to 7 do; the
        // decoded dump of an older Apple nib of such a table, published on GitHub, holds
        // false; unmeasured here). Later releases archive only a table that does not.
        let showsSelectionAtOnce = element[attribute: "showsSelectionImmediatelyOnTouchBegin"] != "NO"
        if release < .xcode8 || !showsSelectionAtOnce {
            archive.set("UIShowsSelectionImmediatelyOnTouchBegin", bool: showsSelectionAtOnce, on: object)
        }
        if let separatorColor = element.firstChild(named: "color", key: "separatorColor") {
            archive.set("UISeparatorColor", reference: color(separatorColor), on: object)
        }
        try archivePrototypeCells(of: element, object: object)
        try staticDataSource(of: element)
    }

    /// A cell's own keys (Xcode 7 to 11). Xcode 7 always archives a background: the plain
    /// white `tableCellBackgroundColor` when the document sets none.
    mutating func classicTableViewCellAttributes(_ element: MarkupElement, object: Int) {
        cellIdentityAttributes(element, object: object)
        if let width = element[attribute: "indentationWidth"].flatMap(Double.init), width != 10 {
            archive.set("UIIndentationWidth", .float(Float(width)), on: object)
        }
        let hasBackground = element.firstChild(named: "color", key: "backgroundColor") != nil
        if release < .xcode8, !hasBackground {
            archive.set("UIBackgroundColor", reference: systemColor(named: "tableCellBackgroundColor"), on: object)
        }
        if release < .xcode8 || hasBackground { archive.set("UITableCellBackgroundColorSet", bool: true, on: object) }
    }

    /// After the cell's contents: its content view, then the separator (15 points in from
    /// the left at the bottom: one point high, half a point in Xcode 8 to 9.2 and in 9.3 to 10
    /// for a document that names its device; not listed
    /// among the nib's objects), and the labels of its style. Up to Xcode 9.1 the content
    /// view fills the cell above the separator, whatever height the document gives it
    /// (SwiftGen's Wizard: 43 points in the document, 43.5 in Xcode 8.1's and 8.3's builds;
    /// AWS's sign-in form cell, 75 points in a 75-point cell, 74.5 in Xcode 9.1's build);
    /// Xcode 9.3 keeps the document's (the same cell, 75 points).
    mutating func finishClassicTableViewCell(_ element: MarkupElement, object: Int) {
        let frame = rect("frame", in: element)
        let height = Self.classicSeparatorHeight(release: release, namesDevice: documentNamesDevice,
                                                 usesTraitCollections: documentUsesTraitCollections)
        let separator = cellSeparator(cellFrame: frame, inset: 15, height: height)
        let contentElement = element.childElements.first { $0[attribute: "key"] == "contentView" }
        let content = contentElement.flatMap { $0[attribute: "id"] }.flatMap { objectsByID[$0] }
        if release < .xcode9_3, let content, let contentElement {
            let filled = Self.filledContentFrame(of: element, cellFrame: frame, contentFrame: rect("frame", in: contentElement),
                                                 separatorHeight: height)
            archive.replace("UIBounds", .data(GeometryBlob.encode([0, 0, filled.width, filled.height])), on: content)
            archive.replace("UICenter", .data(GeometryBlob.encode([filled.x + filled.width / 2, filled.y + filled.height / 2])), on: content)
        }
        archive.set("UISubviews", reference: archive.collection("NSMutableArray", [content, separator].compactMap { $0 }), on: object)
        archiveCellLabelRoles(of: element, object: object)
        leadListingToContentSubviews(of: element, object: object)
    }

    /// The height of a classic cell's separator: one point, half a point in Xcode 8 to 9.2
    /// and, in Xcode 9.3 and 10.0, when the document names its device (a retina phone:
    /// TLPhotoPicker's album cell and a chat app's message cell, Xcode 10.0; AWS's sign-in
    /// cell, 9.3; the same message cell is one point high in 10.1's build) or, in 9.3 and 9.4,
    /// uses size classes (SwiftGen's Wizard, which names none); one point without
    /// (SDCAlertView's text field cell, Xcode 10.0 to 10.2; the Wizard in 10.0; appium's older
    /// UICatalog's cells, a document of neither, in 9.3, where 8.2.1 and 9.2 draw half).
    static func classicSeparatorHeight(release: CocoaTouchRelease, namesDevice: Bool, usesTraitCollections: Bool) -> Double {
        let halfPoint = release < .xcode9_3 || (release < .xcode10_1 && namesDevice) || (release < .xcode10 && usesTraitCollections)
        return release >= .xcode8 && halfPoint ? 0.5 : 1
    }

    /// The frame up to Xcode 9.2 gives a classic cell's content view: filling the cell above its
    /// separator, and beside a disclosure indicator laid out as UIKit does, 26 points short of
    /// the cell (QBImagePicker's album cell, 7.3.1's build: 574 of 600 where the document,
    /// saved by Xcode 6.3, says 567; appium's older UICatalog's cells, 294 of 320 where it says
    /// 287, in 8.2.1's and 9.2's builds; other accessories unmeasured). Otherwise as much
    /// narrower than the cell as the document draws it, so a cell laid out wider than the
    /// document's has its content view widened with it (Xcode 7.3.1's iPad cells, 768 wide).
    static func filledContentFrame(of cell: MarkupElement, cellFrame: GeometryText.Rect, contentFrame: GeometryText.Rect,
                                   separatorHeight: Double) -> GeometryText.Rect {
        let drawnCellWidth = DocumentGeometry.rect("frame", in: cell)?.width ?? cellFrame.width
        let width = cell[attribute: "accessoryType"] == "disclosureIndicator"
            ? cellFrame.width - 26 : contentFrame.width + cellFrame.width - drawnCellWidth
        return GeometryText.Rect(x: contentFrame.x, y: contentFrame.y, width: width, height: cellFrame.height - separatorHeight)
    }

    /// The frames, by view id, autoresizing gives the subviews of classic cells' content views
    /// filled as `filledContentFrame` says (up to Xcode 9.2): UIKit resizes them by their masks
    /// with their content view (appium's older UICatalog by 8.2.1 and 9.2: its steppers, flexible
    /// at the top, 7.5 points down in a 43.5-point content view drawn 43 high; a styled cell's
    /// label, flexible in height, 43.5 high). Empty for other releases.
    static func filledContentSubviewFrames(in root: MarkupElement, release: CocoaTouchRelease,
                                           relaidFrames: [String: GeometryText.Rect]) -> [String: GeometryText.Rect] {
        guard release < .xcode9_3 else { return [:] }
        let separatorHeight = classicSeparatorHeight(release: release, namesDevice: root.firstChild(named: "device") != nil,
                                                     usesTraitCollections: root[attribute: "useTraitCollections"] == "YES")
        var frames: [String: GeometryText.Rect] = [:]
        for cell in root.descendants() where cell.name == "tableViewCell" {
            guard let content = cell.childElements.first(where: { $0[attribute: "key"] == "contentView" }),
                  let cellFrame = cell[attribute: "id"].flatMap({ relaidFrames[$0] }) ?? DocumentGeometry.rect("frame", in: cell),
                  let contentFrame = DocumentGeometry.rect("frame", in: content) else { continue }
            let filled = filledContentFrame(of: cell, cellFrame: cellFrame, contentFrame: contentFrame, separatorHeight: separatorHeight)
            // Xcode 7 solves the constraints of a content view it widens with its cell (the
            // older UICatalog's iPad cells), not of one it only shortens by the separator
            // (Mixpanel's survey cell, Xcode 7.3.1: its pinned background view keeps the
            // document's 44 points in a 43-point content view).
            let widened = cellFrame.width != DocumentGeometry.rect("frame", in: cell)?.width
            autoresizeSubviews(of: content, from: (contentFrame.width, contentFrame.height), to: (filled.width, filled.height), into: &frames,
                               solvingConstraints: release.solvesConstraintsWhenResizing && widened ? layoutPixelsPerPoint(of: root) : nil)
            // The default style's label takes the content view's height, whatever its mask, and
            // keeps its width (the older UICatalog's list cells, 290 × 43 in the document: 290 ×
            // 43.5; its disclosure cells' 270 × 43, 270 × 43.5 in a content view 7 points wider),
            // or in Xcode 7, which lays a cell it widens out again, its margins (the same
            // catalog's iPad cells, 673 wide in a 703-point content view, 738 in 768; its iPhone
            // cells, as wide as drawn, keep the label's width).
            if cell[attribute: "style"] == "IBUITableViewCellStyleDefault", let id = cell[attribute: "textLabel"],
               let label = content.firstChild(named: "subviews")?.childElements.first(where: { $0[attribute: "id"] == id }),
               let frame = DocumentGeometry.rect("frame", in: label) {
                let mask: Autoresizing.Mask = release.solvesConstraintsWhenResizing && widened ? [.flexibleWidth, .flexibleHeight] : [.flexibleHeight]
                frames[id] = Autoresizing.resized(frame, mask: mask, by: filled.width - contentFrame.width,
                                                  filled.height - contentFrame.height, superviewSize: (contentFrame.width, contentFrame.height))
            }
        }
        return frames
    }
}
