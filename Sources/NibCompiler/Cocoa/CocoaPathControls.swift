import Foundation
import NibXML

/// `<pathControl>` with its `<pathCell>`: `NSPathControl` / `NSPathCell`, as Apple's ibtool
/// wrote viraptor's test_path_control sample. The control accepts URL and file-name drags;
/// the cell holds its URL, allowed types and one component cell per path component, each
/// with the URL up to it. The root component is named after the startup volume, which on
/// the Macs ibtool runs on is "Macintosh HD".
extension CocoaNibCompiler {
    mutating func pathControl(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let control = classedObject("NSPathControl", for: element)
        try viewAttributes(element, object: control, parent: parent, isControl: true, addsEmptySubviews: false)
        let dragTypes = ["Apple URL pasteboard type", "NSFilenamesPboardType"].map { archive.string($0) }
        archive.set("NSDragTypes", reference: archive.collection("NSMutableSet", dragTypes), on: control)
        let cellElement = element.childElements.first { $0[attribute: "key"] == "cell" && $0.name == "pathCell" }
        archive.set("NSEnabled", bool: cellElement?[attribute: "enabled"] != "NO", on: control)
        if element[attribute: "allowsExpansionToolTips"] == "YES" {
            archive.set("NSControlAllowsExpansionToolTips", bool: true, on: control)
        }
        fixedControlKeys(on: control)
        try compileControlContents(of: element, control: control)
        return control
    }

    mutating func pathCell(_ element: MarkupElement, control: Int) {
        let cell = startFlaggedCell("NSPathCell", element, control: control)
        let url = element.children(named: "url").first { $0[attribute: "key"] == "url" }?[attribute: "string"]
        if let url { archive.set("NSContents", reference: urlObject(url), on: cell) }
        let fontElement = element.children(named: "font").first { $0[attribute: "key"] == "font" }
        let font = fontElement.map { sharedFont($0) } ?? self.font(nil)
        archive.set("NSSupport", reference: font, on: cell)
        archive.set("NSControlView", reference: control, on: cell)
        if let background = element.firstChild(named: "color", key: "backgroundColor") {
            archive.set("NSBackgroundColor", reference: color(background), on: cell)
        }
        let components = url.map { Self.pathComponents(of: $0) } ?? []
        var componentCells: [Int] = []
        if !components.isEmpty {
            let background = systemCatalogColor("textBackgroundColor"), text = systemCatalogColor("controlTextColor")
            for component in components {
                let componentCell = archive.object("NSPathComponentCell")
                archive.set("NSCellFlags", integer: 0x0400_0040, on: componentCell)
                archive.set("NSCellFlags2", integer: 0x1000_0400, on: componentCell)
                archive.set("NSContents", string: component.name, on: componentCell)
                archive.set("NSSupport", reference: font, on: componentCell)
                archive.set("NSBackgroundColor", reference: background, on: componentCell)
                archive.set("NSTextColor", reference: text, on: componentCell)
                archive.set("NSURL", reference: urlObject(component.url), on: componentCell)
                componentCells.append(componentCell)
            }
        }
        archive.set("NSPathComponentCells", reference: archive.collection("NSMutableArray", componentCells), on: cell)
        archive.set("NSDelegate", reference: control, on: cell)
        let types = element.firstChild(named: "allowedTypes")?.children(named: "string").map { archive.string($0.textContent) } ?? []
        archive.set("NSAllowedTypes", reference: archive.collection("NSArray", types), on: cell)
        controlAttributes(from: element, className: "NSPathCell", control: control)
        attachCell(cell, to: control)
    }

    /// An `NSURL` object for `string` (no base URL).
    private mutating func urlObject(_ string: String) -> Int {
        let url = archive.object("NSURL")
        archive.setNull("NS.base", on: url)
        archive.set("NS.relative", string: string, on: url)
        return url
    }

    /// The components a path cell shows for a `file://` URL: the startup volume, then each
    /// folder, with the URL up to it (no trailing slash but for the root).
    static func pathComponents(of string: String) -> [(name: String, url: String)] {
        guard string.hasPrefix("file:///") else { return [] }
        var result: [(name: String, url: String)] = [("Macintosh HD", "file:///")]
        var path = "file://"
        for part in string.dropFirst("file://".count).split(separator: "/") {
            path += "/" + part
            result.append((String(part).removingPercentEncoding ?? String(part), path))
        }
        return result
    }
}
