import NibDocument
import NibXML

/// Static table cells as Xcode 7's ibtool places them: laid out again the way UIKit (iOS 9)
/// lays out the table, not where Interface Builder drew them. Interface Builder draws a
/// table under the simulated bars' inset (the first row of a plain table under a navigation
/// bar at 64) and its grouped headers with metrics of its own; ibtool 7.3.1 archives the rows
/// from the top of the content, with UIKit's header metrics (appium's older UICatalog as
/// Xcode 7.3.1 built it: every plain untitled table's rows from the top bar's inset, every
/// grouped table whose sections all have titles with its first row 56 below it and 49 points
/// between one section's last row and the next section's first, on the iPhone storyboard,
/// 4-inch, and the iPad's, whose Interface Builder drew them at 50 and 43, 55 and 48).
/// Xcode 8.2.1 and later keep the document's frames. Other tables (titled plain sections,
/// untitled grouped ones, section footers) were not measured and keep the document's frames.
extension CocoaTouchNibCompiler {
    /// UIKit's grouped table metrics ibtool 7.3.1 places titled sections with (the header
    /// and footer heights both 10, as Interface Builder writes them for a grouped table):
    /// the first row's top, and the space between a section's last row and the next's first.
    static let titledGroupedSectionMetrics = (firstRowTop: 56.0, sectionSpacing: 49.0)

    /// The frames, by cell id, of the static table cells `release` lays out again: each
    /// cell at the document's x and height, at the y UIKit gives it, as wide as the document
    /// says or, in a table ibtool sizes for the screen, as the screen (`screenWidth(ofStaticTable:)`).
    /// Empty for releases that keep the document's frames. `embeddedControllerIDs`: the
    /// controllers embed segues place in container views, which are not screen-sized.
    static func relaidStaticTableCellFrames(in root: MarkupElement, release: CocoaTouchRelease,
                                            embeddedControllerIDs: Set<String>) -> [String: GeometryText.Rect] {
        guard release.laysOutStaticTableCellsAgain else { return [:] }
        var frames: [String: GeometryText.Rect] = [:]
        for table in root.descendants() where table.name == "tableView" && table[attribute: "dataMode"] == "static" {
            let sections = table.firstChild(named: "sections")?.children(named: "tableViewSection") ?? []
            guard let metrics = staticSectionMetrics(of: table, sections: sections),
                  let inset = statedTopBarInset(of: table) else { continue }
            let width = screenWidth(ofStaticTable: table, in: root, release: release, embeddedControllerIDs: embeddedControllerIDs)
            var top = inset + metrics.firstRowTop
            for (index, section) in sections.enumerated() {
                if index > 0 { top += metrics.sectionSpacing }
                for cell in section.firstChild(named: "cells")?.children(named: "tableViewCell") ?? [] {
                    // A cell the document gives no frame (Xcode 6's) keeps having none, its row
                    // still taking its height.
                    guard let frame = DocumentGeometry.rect("frame", in: cell) else {
                        top += statedRowHeight(of: cell) ?? table[attribute: "rowHeight"].flatMap(Double.init) ?? 44
                        continue
                    }
                    if let id = cell[attribute: "id"] {
                        frames[id] = GeometryText.Rect(x: frame.x, y: top, width: width ?? frame.width, height: frame.height)
                    }
                    top += frame.height
                }
            }
        }
        return frames
    }

    /// The width ibtool 7 lays a static table's cells out at when the table is a screen-sized
    /// controller's root view in a document predating devices, which it sizes for the screen
    /// (`predevicesScreenSize`): the screen's, whatever width the document drew the table at
    /// (appium's older UICatalog's iPad storyboard by Xcode 7.3.1: its split view's detail
    /// tables, drawn 703 wide in landscape, and its master table, drawn 320 wide, have their
    /// cells 768 wide). Nil for other tables, which keep the document's widths.
    static func screenWidth(ofStaticTable table: MarkupElement, in root: MarkupElement, release: CocoaTouchRelease,
                            embeddedControllerIDs: Set<String>) -> Double? {
        guard root.firstChild(named: "device") == nil, root[attribute: "useTraitCollections"] != "YES",
              isScreenSizedControllerRootView(table, embeddedControllerIDs: embeddedControllerIDs) else { return nil }
        return predevicesScreenSize(of: root, release: release)?.width
    }

    /// The content inset ibtool 7 gives a static table (its table view controller's root view)
    /// for the top bar the controller states: none when it states none, or states that there
    /// is none (`<nil key="simulatedTopBarMetrics"/>`; Interface Builder infers a bar from the
    /// navigation controller, ibtool does not: the older UICatalog's iPhone tables and six of
    /// its iPad ones), 64 for a stated navigation bar without a prompt (the status bar's 20
    /// and the bar's 44: its other six iPad tables). Nil for other stated top bars (unmeasured).
    static func statedTopBarInset(of table: MarkupElement) -> Double? {
        guard let controller = controller(ofRootView: table),
              let bar = controller.childElements.first(where: { $0[attribute: "key"] == "simulatedTopBarMetrics" }),
              bar.name != "nil" else { return 0 }
        return bar.name == "simulatedNavigationBarMetrics" && bar[attribute: "prompted"] == "NO" ? 64 : nil
    }

    /// The first row's top and the spacing between sections of a static table whose layout
    /// was measured: a plain table without section titles (rows from the top, no space), a
    /// grouped one whose every section has a header title and none a footer title, headers
    /// and footers 10 high (`titledGroupedSectionMetrics`). Nil for any other table.
    static func staticSectionMetrics(of table: MarkupElement, sections: [MarkupElement]) -> (firstRowTop: Double, sectionSpacing: Double)? {
        let titled = sections.map { DocumentStrings.value("headerTitle", of: $0) != nil }
        guard !sections.isEmpty, !sections.contains(where: { DocumentStrings.value("footerTitle", of: $0) != nil }) else { return nil }
        switch table[attribute: "style"] ?? "plain" {
        case "plain" where !titled.contains(true):
            return (0, 0)
        case "grouped" where !titled.contains(false)
            && table[attribute: "sectionHeaderHeight"] == "10" && table[attribute: "sectionFooterHeight"] == "10":
            return titledGroupedSectionMetrics
        default:
            return nil
        }
    }
}
