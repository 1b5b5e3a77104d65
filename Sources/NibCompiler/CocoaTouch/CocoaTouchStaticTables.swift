import NibDocument
import NibXML

/// Static table views (`dataMode="static"`) as Xcode 13's ibtool archives them: a
/// `UITableViewDataSource` beside the table, holding `UITableViewSection`s of
/// `UITableViewRow`s, each row's cell compiled into the nib itself.
///
/// Earlier releases get the same layout with their own cell encoding (unmeasured: no Apple
/// nib of a static table before Xcode 13 is in the corpora). UIKit has read static tables
/// through these classes since iOS 5's storyboards; they were left out before Xcode 13, and
/// 333 of the 363 public iOS storyboards with static tables, saved by earlier releases,
/// compiled to empty tables whose cells, controls and outlets were in no nib.
extension CocoaTouchNibCompiler {
    /// `UITableViewCellAccessoryType` values by document name.
    static let accessoryTypes = ["none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4]

    /// The row height a static cell states (its custom height, or its own row height), nil when
    /// it states none and the table's applies.
    static func statedRowHeight(of cell: MarkupElement) -> Double? {
        cell[attribute: "customRowHeight"].flatMap(Double.init) ?? cell[attribute: "rowHeight"].flatMap(Double.init)
    }

    /// Archives the `<sections>` of a static table as its data source, a top-level object
    /// listed after the nib's other top-level objects (the storyboard connects File's Owner's
    /// `staticDataSource` to it).
    mutating func staticDataSource(of table: MarkupElement) throws {
        guard table[attribute: "dataMode"] == "static", let sections = table.firstChild(named: "sections") else { return }
        let dataSource = archive.object("UITableViewDataSource")
        rootObjects.append(dataSource)
        staticDataSources.append(dataSource)
        let saved = parentStack
        parentStack = [dataSource]
        defer { parentStack = saved }
        var archivedSections: [Int] = []
        for section in sections.children(named: "tableViewSection") {
            let object = archive.object("UITableViewSection")
            list(object)
            if let id = section[attribute: "id"] { objectsByID[id] = object }
            if let title = DocumentStrings.value("headerTitle", of: section) {
                set("UITableSectionHeaderTitle", userText: title, of: section, keyPath: "headerTitle", on: object)
            }
            if let title = DocumentStrings.value("footerTitle", of: section) {
                set("UITableSectionFooterTitle", userText: title, of: section, keyPath: "footerTitle", on: object)
            }
            parentStack.append(object)
            var rows: [Int] = []
            var cells: [Int] = []
            for cell in section.firstChild(named: "cells")?.children(named: "tableViewCell") ?? [] {
                guard let compiled = try compileObject(cell, superview: nil) else { continue }
                cells.append(compiled)
                let row = archive.object("UITableViewRow")
                archive.set("UITableRowCell", reference: compiled, on: row)
                // A row without a height of its own: UIKit's automatic height (-1) from Xcode 9;
                // Xcode 7 and 8 state the table's row height (appium's older UICatalog as Xcode
                // 7.3.1 and 8.2.1 built it: 44; 9.2 on: -1).
                let unstated = release < .xcode9 ? table[attribute: "rowHeight"].flatMap(Double.init) ?? 44 : -1
                let height = Self.statedRowHeight(of: cell) ?? unstated
                archive.set("UITableRowHeight", .float(Float(height)), on: row)
                rows.append(row)
            }
            parentStack.removeLast()
            staticSectionCells.append(cells)
            archive.set("UITableSectionRows", reference: archive.collection("NSArray", rows), on: object)
            archivedSections.append(object)
        }
        archive.set("UITableSections", reference: archive.collection("NSArray", archivedSections), on: dataSource)
    }
}
