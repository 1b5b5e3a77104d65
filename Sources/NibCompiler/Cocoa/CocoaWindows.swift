import NibDocument
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

        if element.children(named: "windowStyleMask").contains(where: { $0[attribute: "key"] == "styleMask" }) {
            archive.set("NSWindowStyleMask", integer: windowStyleMask(element), on: window)
        }
        archive.set("NSWindowBacking", integer: 2, on: window)
        archive.set("NSWindowRect", string: GeometryText.rect(Self.initialWindowRect(content: content, screen: screen, struts: struts)), on: window)
        archive.set("NSWTFlags", integer: Int64(Int32(truncatingIfNeeded: windowFlags(element, struts: struts))), on: window)
        setTitle("NSWindowTitle", DocumentStrings.value("title", of: element) ?? "", of: element, on: window)
        archive.set("NSWindowSubtitle", string: "", on: window)
        if let customClass = element[attribute: "customClass"] {
            archive.set("IBClassReference", reference: classReference(for: element, className: customClass), on: window)
        }
        archive.set("NSWindowClass", string: runtimeClassName(of: element) ?? "NSWindow", on: window)
        // A titled window whose content view extends under the title bar (full-size content)
        // does not size it by the content rectangle, which excludes the title bar: the
        // content view keeps its own frame (Transmission's MainMenu.nib: 348 points, not 269).
        let maskElement = element.children(named: "windowStyleMask").first { $0[attribute: "key"] == "styleMask" }
        let coversTitleBar = maskElement?[attribute: "titled"] == "YES" && maskElement?[attribute: "fullSizeContentView"] == "YES"
        let contentContext = ObjectContext(
            parent: window, parentElementName: element.name, superview: nil,
            windowContentSize: coversTitleBar ? nil : (content.width, content.height))
        var contentView: Int?
        for child in element.childElements where child[attribute: "key"] == "contentView" {
            contentView = try compileObject(child, parent: contentContext)
        }
        if contentView == nil, isStoryboard {
            contentView = emptyContentView(size: content)
            listedObjects.append((contentView ?? 0, window))
        }
        // The toolbar, after the content view in the object list.
        var toolbar: Int?
        for child in element.children(named: "toolbar") where child[attribute: "key"] == "toolbar" {
            toolbar = try compileObject(child, parent: ObjectContext(parent: window, parentElementName: element.name))
        }
        if let toolbar { archive.set("NSViewClass", reference: toolbar, on: window) } else { archive.setNull("NSViewClass", on: window) }
        archive.set("NSUserInterfaceItemIdentifier", optionalString: element[attribute: "identifier"], on: window)
        if let contentView { archive.set("NSWindowView", reference: contentView, on: window) } else { archive.setNull("NSWindowView", on: window) }
        archive.set("NSScreenRect", string: GeometryText.rect(screen), on: window)
        let styleMask = windowStyleMask(element)
        // A toolbar makes the frame's height unknown: ibtool then archives only the content
        // sizes, without NSMinSize / NSMaxSize.
        var maxSize = "{10000000000000, 10000000000000}"
        for child in element.childElements {
            guard let key = child[attribute: "key"], let width = child[attribute: "width"], let height = child[attribute: "height"] else { continue }
            if child.name == "value", child[attribute: "type"] == "size", key == "minSize" || key == "maxSize" {
                // Content sizes; the frame sizes add the title bar.
                let frameHeight = Int(DocumentGeometry.number(height)) + Self.titleBarHeight(styleMask: styleMask)
                let frameKey = key == "minSize" ? "NSMinSize" : "NSMaxSize"
                let contentKey = key == "minSize" ? "NSWindowContentMinSize" : "NSWindowContentMaxSize"
                if key == "maxSize" {
                    maxSize = "{\(width), \(frameHeight)}"
                } else if toolbar == nil {
                    archive.set(frameKey, string: "{\(width), \(frameHeight)}", on: window)
                }
                archive.set(contentKey, string: "{\(width), \(height)}", on: window)
            } else if child.name == "size", key == "maxSize" {
                maxSize = "{\(width), \(height)}"
            }
        }
        if toolbar == nil { archive.set("NSMaxSize", string: maxSize, on: window) }
        archive.set("NSWindowIsRestorable", bool: element[attribute: "restorable"] != "NO", on: window)
        archive.set("NSMinFullScreenContentSize", string: "{0, 0}", on: window)
        archive.set("NSMaxFullScreenContentSize", string: "{0, 0}", on: window)
        if element[attribute: "titlebarAppearsTransparent"] == "YES" { archive.set("NSTitlebarAppearsTransparent", bool: true, on: window) }
        if element[attribute: "titleVisibility"] == "hidden" { archive.set("NSWindowTitleVisibility", integer: 1, on: window) }
        if let name = element[attribute: "frameAutosaveName"] { archive.set("NSFrameAutosaveName", string: name, on: window) }
        let toolbarStyles: [String: Int64] = ["automatic": 0, "expanded": 1, "preference": 2, "unified": 3, "unifiedCompact": 4, "compact": 4]
        if let style = element[attribute: "toolbarStyle"].flatMap({ toolbarStyles[$0] }) { archive.set("NSWindowToolbarStyle", integer: style, on: window) }
        let tabbingModes: [String: Int64] = ["automatic": 0, "preferred": 1, "disallowed": 2]
        if let mode = element[attribute: "tabbingMode"].flatMap({ tabbingModes[$0] }) { archive.set("NSWindowTabbingMode", integer: mode, on: window) }
        if let behavior = element.children(named: "windowCollectionBehavior").first {
            let bits: [(String, Int64)] = [("canJoinAllSpaces", 1), ("moveToActiveSpace", 2), ("managed", 4), ("transient", 8),
                                           ("stationary", 16), ("participatesInCycle", 32), ("ignoresCycle", 64), ("fullScreenPrimary", 128),
                                           ("fullScreenAuxiliary", 256), ("fullScreenNone", 512)]
            let value = bits.reduce(Int64(0)) { $0 | (behavior[attribute: $1.0] == "YES" ? $1.1 : 0) }
            if value != 0 { archive.set("NSWindowCollectionBehavior", integer: value, on: window) }
        }
        if let border = element.children(named: "contentBorderThickness").first {
            for edge in ["MinY", "MinX"] {
                guard let thickness = border[attribute: edge.prefix(1).lowercased() + edge.dropFirst()].flatMap(Double.init) else { continue }
                archive.set("NSContentBorderThickness" + edge, .double(thickness), on: window)
                archive.set("NSAutorecalculatesContentBorderThickness" + edge, bool: false, on: window)
            }
        }
        if element[attribute: "visibleAtLaunch"] != "NO" { visibleWindows.append(window) }
        return window
    }

    /// The plain content view ibtool gives a storyboard window that has none in the document.
    private mutating func emptyContentView(size: GeometryText.Rect) -> Int {
        let view = archive.object("NSView")
        archive.setNull("NSNextResponder", on: view)
        archive.setNull("NSNibTouchBar", on: view)
        archive.set("NSvFlags", integer: ViewFlags.autoresizesSubviews, on: view)
        archive.set("NSFrameSize", string: GeometryText.size(size.width, size.height), on: view)
        archive.set("NSViewWantsBestResolutionOpenGLSurface", bool: true, on: view)
        archive.setNull("IBNSSafeAreaLayoutGuide", on: view)
        archive.setNull("IBNSLayoutMarginsGuide", on: view)
        archive.set("IBNSClipsToBounds", integer: 0, on: view)
        return view
    }

    /// `NSWindowStyleMask` from `<windowStyleMask key="styleMask">` (0 when absent).
    func windowStyleMask(_ element: MarkupElement) -> Int64 {
        guard let style = element.children(named: "windowStyleMask").first(where: { $0[attribute: "key"] == "styleMask" }) else { return 0 }
        let bits: [(String, Int64)] = [
            ("titled", 1), ("closable", 2), ("miniaturizable", 4), ("resizable", 8), ("utility", 16),
            ("nonactivatingPanel", 128), ("fullSizeContentView", 1 << 15),
        ]
        return bits.reduce(Int64(0)) { $0 | (style[attribute: $1.0] == "YES" ? $1.1 : 0) }
    }

    /// The title bar height AppKit adds to content sizes for the frame's min/max size.
    static func titleBarHeight(styleMask: Int64) -> Int {
        if styleMask & 0x8000 != 0 { return 0 }
        if styleMask & 0x10 != 0 { return 24 }
        return styleMask & 1 != 0 ? 32 : 0
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
