import NibDocument
import NibXML

/// `<box>`: `NSBox`, as ibtool writes it in viraptor's samples (test_box_titled,
/// test_box_colors, test_box_separator, box_separator_autoresize).
///
/// A box is a view, not a control: it archives its hugging priorities like a view and its
/// focus ring in `NSvFlags`. Its title lives in a title cell (a centred system-font text
/// cell; separators keep AppKit's "Title"). A box with a content view holds it as its only
/// subview, the box's width and its height less the title's 12 points. Separators have 5
/// point offsets and no content view. Border and fill colours apply to custom boxes only,
/// so a primary box's colours are not archived.
extension CocoaNibCompiler {
    /// `NSBoxType` by document name.
    static let boxTypes: [String: Int64] = ["primary": 0, "secondary": 1, "separator": 2, "oldStyle": 3, "custom": 4]
    /// `NSTitlePosition` by document name (at the top when absent).
    static let boxTitlePositions: [String: Int64] = [
        "noTitle": 0, "aboveTop": 1, "atTop": 2, "belowTop": 3, "aboveBottom": 4, "atBottom": 5, "belowBottom": 6,
    ]
    /// `NSBorderType` by document name (groove when absent) and the width each border takes.
    static let boxBorderTypes: [String: (type: Int64, width: Double)] = [
        "none": (0, 0), "line": (1, 1), "bezel": (2, 2), "groove": (3, 2),
    ]

    mutating func box(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let box = classedObject("NSBox", for: element)
        let type = Self.boxTypes[element[attribute: "boxType"] ?? "primary"] ?? 0
        let contentElement = element.childElements.first { $0[attribute: "key"] == "contentView" && $0.name == "view" }
        let border = Self.boxBorderTypes[element[attribute: "borderType"] ?? "groove"] ?? (3, 2)
        let margins = element.children(named: "size").first { $0[attribute: "key"] == "contentViewMargins" }
        let marginWidth = margins?[attribute: "width"].flatMap(Double.init) ?? 0
        let marginHeight = margins?[attribute: "height"].flatMap(Double.init) ?? 0
        if let contentElement, let frame = DocumentGeometry.rect("frame", in: element) {
            let titled = element[attribute: "titlePosition"] != "noTitle"
            var archived = GeometryText.Rect(x: 0, y: 0, width: frame.width, height: frame.height - (titled ? 12 : 0))
            if type == 3 {
                // An old-style box draws its border and keeps its margins around the content.
                let insetX = border.width + marginWidth, insetY = border.width + marginHeight
                archived = GeometryText.Rect(x: insetX, y: insetY, width: frame.width - 2 * insetX,
                                             height: frame.height - 2 * insetY - (titled ? 12 : 0))
            }
            frameOverrides[contentElement] = archived
            boxContentViews.insert(contentElement)
            // AppKit resizes the content view's subviews with it, by their autoresizing masks.
            if let designed = DocumentGeometry.rect("frame", in: contentElement) {
                resizeSubviews(of: contentElement, by: archived.width - designed.width, archived.height - designed.height)
            }
        }
        try viewAttributes(element, object: box, parent: parent, isControl: false, addsEmptySubviews: false)
        var content: Int?
        if let contentElement {
            content = try compileObject(contentElement, parent: ObjectContext(parent: box, parentElementName: element.name, superview: box))
        }
        archive.set("NSSubviews", reference: archive.collection("NSMutableArray", content.map { [$0] } ?? []), on: box)
        if type == 3 {
            archive.set("NSOffsets", string: GeometryText.size(marginWidth, marginHeight), on: box)
        } else {
            let offset = type == 2 ? 5 : 0
            archive.set("NSOffsets", string: "{\(offset), \(offset)}", on: box)
        }
        archive.set("NSTitleCell", reference: boxTitleCell(type == 2 ? "Title" : DocumentStrings.value("title", of: element) ?? "Title"), on: box)
        if let content { archive.set("NSContentView", reference: content, on: box) }
        archive.set("NSBorderType", integer: border.type, on: box)
        archive.set("NSBoxType", integer: type, on: box)
        // A separator keeps AppKit's default position whatever the document says (Apple's nibs).
        let titlePosition = type == 2 ? 2 : Self.boxTitlePositions[element[attribute: "titlePosition"] ?? "atTop"] ?? 2
        archive.set("NSTitlePosition", integer: titlePosition, on: box)
        archive.set("NSTransparent", bool: element[attribute: "transparent"] == "YES", on: box)
        if content != nil { archive.set("IBNSBoxIsUsingDocumentContentView", bool: true, on: box) }
        return box
    }

    /// The title cell: a centred text cell in the 11 point system font, label colour on the
    /// text background colour, controlling no view.
    private mutating func boxTitleCell(_ title: String) -> Int {
        let cell = archive.object("NSTextFieldCell")
        archive.set("NSCellFlags", integer: 0x0400_0000, on: cell)
        archive.set("NSCellFlags2", integer: 0x0800_0000, on: cell)
        archive.set("NSContents", string: title, on: cell)
        let font: Int
        if let shared = sharedResources["font/boxTitle"] {
            font = shared
        } else {
            font = archive.object("NSFont")
            archive.set("NSName", string: Self.systemFontName, on: font)
            archive.set("NSSize", .double(11), on: font)
            archive.set("NSfFlags", integer: Self.fontFlags(role: 0x1C), on: font)
            sharedResources["font/boxTitle"] = font
        }
        archive.set("NSSupport", reference: font, on: cell)
        archive.setNull("NSControlView", on: cell)
        archive.set("NSBackgroundColor", reference: systemCatalogColor("textBackgroundColor"), on: cell)
        archive.set("NSTextColor", reference: systemCatalogColor("labelColor"), on: cell)
        return cell
    }
}
