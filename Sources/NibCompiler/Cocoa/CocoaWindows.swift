import NibXML

/// `<window>` and `<panel>` compile to an `NSWindowTemplate`.
extension CocoaNibCompiler {
    /// `NSWTFlags` bits (window template flags).
    enum WindowTemplateFlags {
        static let deferred: Int64 = 0x2000_0000
        static let releasedWhenClosed: Int64 = 0x4000_0000
        static let hidesOnDeactivate: Int64 = 0x8000_0000
        static let allowsToolTipsWhenApplicationIsInactive: Int64 = 0x2000
        static let autorecalculatesKeyViewLoop: Int64 = 0x800
        static let strutsMask: Int64 = 0x78_0000
    }

    mutating func window(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let window = archive.object(element.name == "panel" ? "NSWindowTemplate" : "NSWindowTemplate")
        // ibtool drops the fractions of the window's rectangles.
        let content = (DocumentGeometry.rect("contentRect", in: element) ?? GeometryText.Rect()).truncated
        let screen = (DocumentGeometry.rect("screenRect", in: element) ?? GeometryText.Rect()).truncated
        let struts = element.children(named: "windowPositionMask").first { $0[attribute: "key"] == "initialPositionMask" }

        if let style = element.children(named: "windowStyleMask").first(where: { $0[attribute: "key"] == "styleMask" }) {
            let bits: [(String, Int64)] = [
                ("titled", 1), ("closable", 2), ("miniaturizable", 4), ("resizable", 8), ("utility", 16),
                ("nonactivatingPanel", 128), ("fullSizeContentView", 1 << 15),
            ]
            let mask = bits.reduce(Int64(0)) { $0 | (style[attribute: $1.0] == "YES" ? $1.1 : 0) }
            archive.set("NSWindowStyleMask", integer: mask, on: window)
        }
        archive.set("NSWindowBacking", integer: 2, on: window)
        archive.set("NSWindowRect", string: GeometryText.rect(Self.initialWindowRect(content: content, screen: screen, struts: struts)), on: window)
        archive.set("NSWTFlags", integer: Int64(Int32(truncatingIfNeeded: windowFlags(element, struts: struts))), on: window)
        archive.set("NSWindowTitle", string: element[attribute: "title"] ?? "", on: window)
        archive.set("NSWindowSubtitle", string: "", on: window)
        archive.set("NSWindowClass", string: runtimeClassName(of: element) ?? "NSWindow", on: window)
        archive.setNull("NSViewClass", on: window)
        archive.set("NSUserInterfaceItemIdentifier", optionalString: element[attribute: "identifier"], on: window)

        let contentContext = ObjectContext(
            parent: window, parentElementName: element.name, superview: nil,
            windowContentSize: (content.width, content.height))
        var contentView: Int?
        for child in element.childElements where child[attribute: "key"] == "contentView" {
            contentView = try compileObject(child, parent: contentContext)
        }
        if let contentView { archive.set("NSWindowView", reference: contentView, on: window) } else { archive.setNull("NSWindowView", on: window) }
        archive.set("NSScreenRect", string: GeometryText.rect(screen), on: window)
        if let minSize = DocumentGeometry.size("minSize", in: element) { archive.set("NSMinSize", string: minSize, on: window) }
        archive.set("NSMaxSize", string: DocumentGeometry.size("maxSize", in: element) ?? "{10000000000000, 10000000000000}", on: window)
        archive.set("NSWindowIsRestorable", bool: element[attribute: "restorable"] != "NO", on: window)
        archive.set("NSMinFullScreenContentSize", string: "{0, 0}", on: window)
        archive.set("NSMaxFullScreenContentSize", string: "{0, 0}", on: window)
        if element[attribute: "titlebarAppearsTransparent"] == "YES" { archive.set("NSTitlebarAppearsTransparent", bool: true, on: window) }
        if element[attribute: "titleVisibility"] == "hidden" { archive.set("NSWindowTitleVisibility", integer: 1, on: window) }
        if let name = element[attribute: "frameAutosaveName"] { archive.set("NSFrameAutosaveName", string: name, on: window) }
        if element[attribute: "visibleAtLaunch"] != "NO" { visibleWindows.append(window) }
        return window
    }

    /// `NSWTFlags`: defer, tool tips, key-view loop, release-when-closed, and the struts.
    private func windowFlags(_ element: MarkupElement, struts: MarkupElement?) -> Int64 {
        var flags = Self.strutFlags(struts)
        if element[attribute: "deferred"] != "NO" { flags |= WindowTemplateFlags.deferred }
        if element[attribute: "allowsToolTipsWhenApplicationIsInactive"] != "NO" { flags |= WindowTemplateFlags.allowsToolTipsWhenApplicationIsInactive }
        if element[attribute: "autorecalculatesKeyViewLoop"] != "NO" { flags |= WindowTemplateFlags.autorecalculatesKeyViewLoop }
        if element[attribute: "releasedWhenClosed"] == "NO" { flags |= WindowTemplateFlags.releasedWhenClosed }
        if element[attribute: "hidesOnDeactivate"] == "YES" { flags |= WindowTemplateFlags.hidesOnDeactivate }
        return flags
    }

    /// The initial-position bits of `NSWTFlags` for the window's struts.
    static func strutFlags(_ struts: MarkupElement?) -> Int64 {
        guard let struts else { return WindowTemplateFlags.strutsMask }
        let left = struts[attribute: "leftStrut"] == "YES", right = struts[attribute: "rightStrut"] == "YES"
        let bottom = struts[attribute: "bottomStrut"] == "YES", top = struts[attribute: "topStrut"] == "YES"
        switch (left, right, bottom, top) {
        case (true, true, true, true): return 0x78_0000
        case (_, _, true, true): return 0x38_0000 | 0x58_0000
        case (true, _, true, _): return 0
        case (_, true, true, _): return 0x5_0000
        case (true, _, _, true): return 0x28_0000
        case (_, true, _, true): return 0x30_0000
        case (true, _, _, _): return 0x68_0000
        case (_, true, _, _): return 0x70_0000
        case (_, _, true, _): return 0x58_0000
        case (_, _, _, true): return 0x38_0000
        default: return 0x78_0000
        }
    }

    /// Where the window first appears: centred on the design screen along each axis that
    /// has no strut, as ibtool does.
    static func initialWindowRect(content: GeometryText.Rect, screen: GeometryText.Rect, struts: MarkupElement?) -> GeometryText.Rect {
        let left = struts?[attribute: "leftStrut"] == "YES", right = struts?[attribute: "rightStrut"] == "YES"
        let bottom = struts?[attribute: "bottomStrut"] == "YES", top = struts?[attribute: "topStrut"] == "YES"
        if screen == GeometryText.Rect(), struts != nil { return content }
        var rect = content
        if !(left || right) { rect.x = screen.width / 2 - content.width / 2 }
        if !(bottom || top) { rect.y = screen.height / 2 - content.height / 2 }
        return rect
    }
}
