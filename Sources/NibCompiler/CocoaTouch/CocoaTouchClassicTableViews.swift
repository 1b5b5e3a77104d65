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
        // From Xcode 9.3 to 10 it is half a point high only when the document names its device
        // (a retina phone: TLPhotoPicker's album cell, Xcode 10.0; AWS's sign-in cell, 9.3) or,
        // in 9.3 and 9.4, uses size classes (SwiftGen's Wizard, which names none); one point
        // without (SDCAlertView's text field cell, Xcode 10.0 to 10.2; the Wizard in 10.0;
        // appium's older UICatalog's cells, a document of neither, in 9.3, where 8.2.1 and 9.2
        // draw half).
        let halfPoint = release < .xcode9_3 || (release < .xcode11 && documentNamesDevice) || (release < .xcode10 && documentUsesTraitCollections)
        let height = release >= .xcode8 && halfPoint ? 0.5 : 1
        let separator = cellSeparator(cellFrame: frame, inset: 15, height: height)
        let contentElement = element.childElements.first { $0[attribute: "key"] == "contentView" }
        let content = contentElement.flatMap { $0[attribute: "id"] }.flatMap { objectsByID[$0] }
        if release < .xcode9_3, let content, let contentElement {
            let contentFrame = rect("frame", in: contentElement)
            // Up to Xcode 9.2 the content view is laid out beside a disclosure indicator as
            // UIKit does, 26 points short of the cell (QBImagePicker's album cell, 7.3.1's build:
            // 574 of 600 where the document, saved by Xcode 6.3, says 567; appium's older
            // UICatalog's cells, 294 of 320 where it says 287, in 8.2.1's and 9.2's builds;
            // other accessories unmeasured).
            let width = element[attribute: "accessoryType"] == "disclosureIndicator" ? frame.width - 26 : contentFrame.width
            let filled = GeometryText.Rect(x: contentFrame.x, y: contentFrame.y, width: width, height: frame.height - height)
            archive.replace("UIBounds", .data(GeometryBlob.encode([0, 0, filled.width, filled.height])), on: content)
            archive.replace("UICenter", .data(GeometryBlob.encode([filled.x + filled.width / 2, filled.y + filled.height / 2])), on: content)
        }
        archive.set("UISubviews", reference: archive.collection("NSMutableArray", [content, separator].compactMap { $0 }), on: object)
        archiveCellLabelRoles(of: element, object: object)
        leadListingToContentSubviews(of: element, object: object)
    }
}
