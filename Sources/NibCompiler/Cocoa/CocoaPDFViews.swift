import NibXML

/// `<pdfView>`: PDFKit's `PDFView` and the display settings it archives.
extension CocoaNibCompiler {
    mutating func pdfView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let view = classedObject("PDFView", for: element)
        try viewAttributes(element, object: view, parent: parent, isControl: true, addsEmptySubviews: true)
        archive.set("NSDragTypes", reference: archive.collection("NSMutableSet", [archive.string("NSFilenamesPboardType")]), on: view)
        archive.set("Version", integer: 3, on: view)
        let displayModes: [String: Int64] = ["singlePage": 0, "singlePageContinuous": 1, "twoUp": 2, "twoUpContinuous": 3]
        archive.set("DisplayMode", integer: element[attribute: "displayMode"].flatMap { displayModes[$0] } ?? 1, on: view)
        archive.set("PageBreaks", bool: element[attribute: "displaysPageBreaks"] != "NO", on: view)
        archive.set("ScaleFactor", .float(1), on: view)
        archive.set("AutoScale", bool: element[attribute: "autoScales"] == "YES", on: view)
        archive.set("DisplayDirection", bool: element[attribute: "displayDirection"] == "horizontal", on: view)
        archive.set("DisplaysRTL", bool: element[attribute: "displaysRTL"] == "YES", on: view)
        archive.set("MinScaleFactor", .float(0.1), on: view)
        archive.set("MaxScaleFactor", .float(20), on: view)
        archive.set("DisplaysAsBook", bool: element[attribute: "displaysAsBook"] == "YES", on: view)
        archive.set("EnableDataDetectors", bool: element[attribute: "enableDataDetectors"] == "YES", on: view)
        archive.set("InterpolationQuality", integer: 2, on: view)
        archive.set("AcceptsDraggedFiles", bool: element[attribute: "acceptsDraggedFiles"] == "YES", on: view)
        try compileOwnedObjects(of: element, object: view, context: ObjectContext(parent: view, parentElementName: element.name, superview: view))
        return view
    }
}
