import NibXML

/// `<imageView>` with its `<imageCell>`: `NSImageView` / `NSImageCell`.
extension CocoaNibCompiler {
    /// The pasteboard types every `NSImageView` accepts by default (`NSDragTypes`).
    static let imageViewDragTypes = [
        "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type", "NSFilenamesPboardType",
        "NeXT TIFF v4.0 pasteboard type", "com.apple.NSFilePromiseItemMetaData",
        "com.apple.pasteboard.promised-file-content-type",
        "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
    ]

    mutating func imageView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let view = classedObject("NSImageView", for: element)
        try viewAttributes(element, object: view, parent: parent, isControl: true)
        var dragTypes: [Int] = []
        for type in Self.imageViewDragTypes { dragTypes.append(archive.string(type)) }
        archive.set("NSDragTypes", reference: archive.collection("NSMutableSet", dragTypes), on: view)
        controlTag(element, on: view)
        archive.set("NSEnabled", bool: true, on: view)
        archive.set("NSEditable", bool: true, on: view)
        archive.set("NSAllowsLogicalLayoutDirection", bool: false, on: view)
        archive.set("NSControlUsesSingleLineMode", bool: false, on: view)
        archive.set("NSControlSendActionMask", integer: 4, on: view)
        archive.set("NSImageViewPlaceholderPrecedence", integer: 0, on: view)
        archive.setNull("IBNSShadowedSymbolConfiguration", on: view)
        try compileControlContents(of: element, control: view)
        return view
    }

    /// An `NSImageCell` (listed under its image view) and the control keys it gives the view.
    mutating func imageCell(_ element: MarkupElement, control: Int) throws {
        let cell = startFlaggedCell("NSImageCell", element, control: control)
        // An image cell given a font (a table column's, for its text) is a text-type cell.
        if let fontElement = element.children(named: "font").first(where: { $0[attribute: "key"] == "font" }) {
            archive.replace("NSCellFlags", .integer(Self.cellFlags(element, className: "NSImageCell") | 0x0400_0000), on: cell)
            archive.set("NSSupport", reference: sharedFont(fontElement), on: cell)
        }
        controlAttributes(from: element, className: "NSImageCell", control: control)
        let alignments: [String: Int64] = ["left": 0, "center": 1, "right": 2]
        archive.set("NSAlign", integer: element[attribute: "alignment"].flatMap { alignments[$0] } ?? 4, on: cell)
        // Storyboards and the nibs of prototype cell views archive AppKit's default (animating);
        // a xib's own objects archive the document's value.
        let animates = isStoryboard || isPrototypeCellViewNib ? element[attribute: "animates"] != "NO" : element[attribute: "animates"] == "YES"
        archive.set("NSAnimates", bool: animates, on: cell)
        if let name = element[attribute: "image"] {
            archive.set("NSContents", reference: imageResource(name, catalog: element[attribute: "catalog"]), on: cell)
        }
        archive.set("NSControlView", reference: control, on: cell)
        archive.set("NSImageAnimation", integer: -1, on: cell)
        let scalings: [String: Int64] = ["proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3]
        archive.set("NSScale", integer: scalings[element[attribute: "imageScaling"] ?? "none"] ?? 2, on: cell)
        let styles: [String: Int64] = ["photo": 1, "grayBezel": 2, "groove": 3, "button": 4]
        archive.set("NSStyle", integer: element[attribute: "imageFrameStyle"].flatMap { styles[$0] } ?? 0, on: cell)
        attachCell(cell, to: control)
    }
}
