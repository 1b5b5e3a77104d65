import NibXML

/// `<textView>` compiles to `NSTextView` with AppKit's text system behind it: an
/// `NSTextContainer` (as wide as the view, tracking its width), an `NSLayoutManager`, the
/// `NSTextStorage`, and the `NSTextViewSharedData` that holds the settings.
///
/// From Apple's nibs: `NSTVFlags` is 0x86 plus 1 for horizontally resizable views. The
/// shared data's `NSFlags` packs selectable (0x1), editable (0x2), rich text (0x4),
/// imports graphics (0x8), uses the font panel (0x20), uses the ruler (0x40), a bit always
/// set (0x100), smart insert and delete (0x200), draws background (0x800), the find panel
/// (0x2000), link detection (0x40000) and spelling correction (0x04000000; 0x02008000 in
/// storyboards); the find bar is `NSPreferredTextFinderStyle` 2 (the panel 1). In
/// storyboards a text view without a maximum size archives its frame size, keeps AppKit's
/// insertion point colour and archives a text colour only when the document sets one. Inside a clip view the text view is at
/// least as large as the clip view, which shows the arrow cursor.
extension CocoaNibCompiler {
    mutating func textView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let view = classedObject("NSTextView", for: element)
        try viewAttributes(element, object: view, parent: parent)
        let frame = frameOverrides[element] ?? DocumentGeometry.rect("frame", in: element) ?? GeometryText.Rect()

        let container = archive.object("NSTextContainer")
        let layoutManager = archive.object("NSLayoutManager")
        let storageElement = element.children(named: "attributedString").first { $0[attribute: "key"] == "textStorage" }
        archive.set("NSTextStorage", reference: textStorage(storageElement), on: layoutManager)
        archive.set("NSTextContainers", reference: archive.collection("NSMutableArray", [container]), on: layoutManager)
        archive.set("NSLMFlags", integer: 102, on: layoutManager)
        archive.setNull("NSDelegate", on: layoutManager)
        archive.set("NSLayoutManager", reference: layoutManager, on: container)
        archive.setNull("NSTextLayoutManager", on: container)
        archive.set("NSTextView", reference: view, on: container)
        archive.set("NSWidth", .double(frame.width), on: container)
        archive.set("NSMinWidth", .double(15), on: container)
        archive.set("NSTCFlags", integer: 1, on: container)

        archive.set("NSTextContainer", reference: container, on: view)
        archive.set("NSSharedData", reference: textViewSharedData(element), on: view)
        archive.set("NSTVFlags", integer: 0x86 | (element[attribute: "horizontallyResizable"] == "YES" ? 1 : 0), on: view)
        if let maxSize = element.children(named: "size").first(where: { $0[attribute: "key"] == "maxSize" }) {
            let width = Double(maxSize[attribute: "width"] ?? "") ?? 0, height = Double(maxSize[attribute: "height"] ?? "") ?? 0
            archive.set("NSMaxSize", string: GeometryText.size(width, height), on: view)
        } else if isStoryboard, let designed = DocumentGeometry.rect("frame", in: element) {
            // In a storyboard a view without a maximum size keeps AppKit's default: its frame.
            archive.set("NSMaxSize", string: GeometryText.size(designed.width, designed.height), on: view)
        }
        archive.setNull("NSDelegate", on: view)
        // With no text of its own, the view keeps the colour new text gets (in a storyboard
        // only a colour the document sets).
        let textColor = element.firstChild(named: "color", key: "textColor")
        if storageElement == nil, !isStoryboard || textColor != nil {
            archive.set("NSTextViewTextColor", reference: textColor.map { color($0) } ?? systemCatalogColor("textColor"), on: view)
        }
        try compileOwnedObjects(of: element, object: view, context: ObjectContext(parent: view, parentElementName: element.name, superview: view))
        return view
    }

    /// `NSTextViewSharedData`: the flags, colours and attributes the view's text uses.
    private mutating func textViewSharedData(_ element: MarkupElement) -> Int {
        let shared = archive.object("NSTextViewSharedData")
        archive.set("NSAutomaticTextCompletionDisabled", bool: false, on: shared)
        archive.set("NSFlags", integer: Self.textViewFlags(element, inStoryboard: isStoryboard), on: shared)
        archive.set("NSMoreFlags", integer: 1, on: shared)
        archive.set("NSTextCheckingTypes", integer: 0, on: shared)
        archive.setNull("NSMarkedAttributes", on: shared)
        // A plain white background is archived as the text background colour; none as nil.
        if let background = element.firstChild(named: "color", key: "backgroundColor") {
            let isPlainWhite = background[attribute: "white"] == "1" && (background[attribute: "alpha"] ?? "1") == "1"
            archive.set("NSBackgroundColor", reference: isPlainWhite ? systemCatalogColor("textBackgroundColor") : color(background), on: shared)
        } else {
            archive.setNull("NSBackgroundColor", on: shared)
        }
        let selected = archive.dictionary("NSDictionary", [
            (archive.string("NSBackgroundColor"), systemCatalogColor("selectedTextBackgroundColor")),
            (archive.string("NSColor"), systemCatalogColor("selectedTextColor")),
        ])
        archive.set("NSSelectedAttributes", reference: selected, on: shared)
        // Storyboards keep AppKit's insertion point colour whatever the document says.
        let insertion = isStoryboard ? nil : element.firstChild(named: "color", key: "insertionPointColor")
        archive.set("NSInsertionColor", reference: insertion.map { color($0) } ?? systemCatalogColor("textInsertionPointColor"), on: shared)
        let cursor = archive.object("NSCursor")
        archive.set("NSHotSpot", string: "{8, -8}", on: cursor)
        archive.set("NSCursorType", integer: 13, on: cursor)
        let link = archive.dictionary("NSDictionary", [
            (archive.string("NSColor"), systemCatalogColor("linkColor")),
            (archive.string("NSCursor"), cursor),
            (archive.string("NSUnderline"), sharedNumber(1)),
        ])
        archive.set("NSLinkAttributes", reference: link, on: shared)
        archive.setNull("NSDefaultParagraphStyle", on: shared)
        archive.setNull("NSTextFinder", on: shared)
        let finderStyles: [String: Int64] = ["panel": 1, "bar": 2]
        archive.set("NSPreferredTextFinderStyle", integer: element[attribute: "findStyle"].flatMap { finderStyles[$0] } ?? 0, on: shared)
        archive.setNull("NSTextHighlightAttributes", on: shared)
        archive.set("NSWritingToolsFlags", integer: 256, on: shared)
        return shared
    }

    /// `NSFlags` of a text view's shared data (see the type's documentation).
    static func textViewFlags(_ element: MarkupElement, inStoryboard: Bool = false) -> Int64 {
        var flags: Int64 = 0x100
        if element[attribute: "selectable"] != "NO" { flags |= 0x1 }
        if element[attribute: "editable"] != "NO" { flags |= 0x2 }
        if element[attribute: "richText"] != "NO" { flags |= 0x4 }
        if element[attribute: "importsGraphics"] != "NO" { flags |= 0x8 }
        if element[attribute: "usesFontPanel"] == "YES" { flags |= 0x20 }
        if element[attribute: "usesRuler"] == "YES" { flags |= 0x40 }
        if element[attribute: "drawsBackground"] != "NO" { flags |= 0x800 }
        if element[attribute: "smartInsertDelete"] == "YES" { flags |= 0x200 }
        if element[attribute: "findStyle"] == "panel" { flags |= 0x2000 }
        if element[attribute: "linkDetection"] == "YES" { flags |= 0x4_0000 }
        if element[attribute: "spellingCorrection"] == "YES" {
            // Apple's storyboard compiles (sb_textview, sb_toolbar_colors_tv) write spelling
            // correction as 0x02008000 instead.
            flags |= inStoryboard ? 0x0200_8000 : 0x0400_0000
        }
        return flags
    }
}
