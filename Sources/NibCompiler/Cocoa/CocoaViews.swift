import NibXML

/// `<view>`, `<customView>` and the shared `NSView` keys of every view-like element.
extension CocoaNibCompiler {
    /// `NSvFlags` bits.
    enum ViewFlags {
        static let autoresizesSubviews: Int64 = 0x100
        static let hidden: Int64 = -0x8000_0000
        /// Autoresizing when the document has no `<autoresizingMask>`: flexible bottom and
        /// top margins, or with Auto Layout flexible right and bottom margins.
        static let defaultMask: Int64 = 0x08 | 0x20
        static let defaultAutolayoutMask: Int64 = 0x04 | 0x08
    }

    mutating func view(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let object: Int
        if element.name == "customView" {
            if instantiatesDirectly {
                object = archive.object("NSClassSwapper")
                archive.set("NSClassName", string: runtimeClassName(of: element) ?? "NSView", on: object)
                archive.set("NSOriginalClassName", string: "NSView", on: object)
            } else if let runtimeName = runtimeClassName(of: element), let customClass = element[attribute: "customClass"] {
                object = archive.object("NSCustomView")
                archive.set("IBClassReference", reference: classReference(for: element, className: customClass), on: object)
                archive.set("NSClassName", string: runtimeName, on: object)
            } else {
                object = archive.object("NSCustomView")
                archive.set("NSClassName", string: "NSView", on: object)
            }
        } else {
            object = classedObject("NSView", for: element)
        }
        try viewAttributes(element, object: object, parent: parent)
        try compileOwnedObjects(of: element, object: object, context: ObjectContext(parent: object, parentElementName: element.name, superview: object))
        return object
    }

    /// A control's `tag` as `NSTag` (a zero tag, AppKit's default, is not archived).
    mutating func controlTag(_ element: MarkupElement, on control: Int) {
        if let tag = element[attribute: "tag"].flatMap(Int64.init), tag != 0 { archive.set("NSTag", integer: tag, on: control) }
    }

    /// The `NSView` keys: responder chain, flags, subviews, frame, superview and the
    /// Interface Builder layout guides.
    /// `isControl`: AppKit controls always archive `NSSubviews` (empty when they have none)
    /// and leave the hugging priorities to their class defaults.
    mutating func viewAttributes(_ element: MarkupElement, object: Int, parent: ObjectContext, isControl: Bool = false,
                                 addsEmptySubviews: Bool = true) throws {
        // A window's content view (a scroll view's `contentView` is its clip view, a box's
        // its only subview).
        let isContentView = element[attribute: "key"] == "contentView" && !["scrollView", "box"].contains(parent.parentElementName ?? "")
        if let superview = parent.superview, !isContentView {
            archive.set("NSNextResponder", reference: superview, on: object)
        } else {
            archive.setNull("NSNextResponder", on: object)
        }
        archive.setNull("NSNibTouchBar", on: object)
        // A scroll view's clip view follows its scroll view: AppKit archives no autoresizing
        // mask for it (a clip view that is a window's content view keeps its own).
        let followsScrollView = element.name == "clipView" && parent.parentElementName == "scrollView"
        var flags = followsScrollView ? viewFlags(element) & ~0x3F : viewFlags(element)
        // A view that is not a control keeps its focus ring type in its flags (a control's
        // cell keeps it).
        if !isControl, element[attribute: "focusRingType"] == "none" { flags |= 0x1000 }
        if !isControl, element[attribute: "focusRingType"] == "exterior" { flags |= 0x2000 }
        if flags != 0 { archive.set("NSvFlags", integer: flags, on: object) }  // AppKit skips zero flags

        // A window's content view takes the window's content size; AppKit resizes its
        // subviews with it, by their autoresizing masks.
        if isContentView, let size = parent.windowContentSize, let designed = DocumentGeometry.rect("frame", in: element),
           size.width != designed.width || size.height != designed.height {
            resizeSubviews(of: element, by: size.width - designed.width, size.height - designed.height)
        }
        if let subviews = element.firstChild(named: "subviews") {
            let context = ObjectContext(parent: object, parentElementName: element.name, superview: object)
            var children: [Int] = []
            for child in subviews.childElements {
                if let compiled = try compileObject(child, parent: context) { children.append(compiled) }
            }
            if element.name == "splitView" { splitPanes = children }
            if element.name == "stackView" { arrangedSubviews = children }
            // A custom view (`NSCustomView`) archives its subviews last to first, in a window or
            // not (Apple's StatusBar.nib, numfmt_dedup.nib, nkv_simple.nib,
            // test32_hugging_priority.nib, and Transmission's bottom bar in MainMenu.nib).
            let reversed = element.name == "customView"
            archive.set("NSSubviews", reference: archive.collection("NSMutableArray", reversed ? children.reversed() : children), on: object)
        } else if isControl && addsEmptySubviews {
            archive.set("NSSubviews", reference: archive.collection("NSMutableArray", []), on: object)
        }

        if isContentView, let size = parent.windowContentSize {
            // A clip view as a window's content view keeps its origin (Apple's nibs).
            if element.name == "clipView", let designed = DocumentGeometry.rect("frame", in: element), designed.x != 0 || designed.y != 0 {
                archive.set("NSFrame", string: GeometryText.rect(GeometryText.Rect(x: designed.x, y: designed.y, width: size.width, height: size.height)), on: object)
            } else {
                archive.set("NSFrameSize", string: GeometryText.size(size.width, size.height), on: object)
            }
        } else if let frame = frameOverrides[element] ?? DocumentGeometry.rect("frame", in: element) {
            if frame.x == 0, frame.y == 0 {
                archive.set("NSFrameSize", string: GeometryText.size(frame.width, frame.height), on: object)
            } else {
                archive.set("NSFrame", string: GeometryText.rect(frame), on: object)
            }
        }
        if let bounds = boundsOverrides[element] { archive.set("NSBounds", string: GeometryText.rect(bounds), on: object) }
        if let superview = parent.superview, !isContentView {
            archive.set("NSSuperview", reference: superview, on: object)
        }
        archive.set("NSViewWantsBestResolutionOpenGLSurface", bool: true, on: object)
        // A view's user interface identifier (`identifier`) is archived as its reuse identifier.
        if let identifier = element[attribute: "identifier"], element.name != "tableColumn" {
            archive.set("NSReuseIdentifierKey", string: identifier, on: object)
        }
        if element[attribute: "wantsLayer"] == "YES" { archive.set("NSViewIsLayerTreeHost", bool: true, on: object) }
        for (key, archiveKey, systemType) in [("safeArea", "IBNSSafeAreaLayoutGuide", Int64(2)), ("layoutMargins", "IBNSLayoutMarginsGuide", 1)] {
            if let guide = element.children(named: "viewLayoutGuide").first(where: { $0[attribute: "key"] == key }) {
                let designGuide = archive.object("IBNSViewAutolayoutGuide")
                archive.set("IBNSLayoutGuideSystemType", integer: systemType, on: designGuide)
                archive.set(archiveKey, reference: designGuide, on: object)
                if let id = guide[attribute: "id"] { layoutGuides[id] = (object, key) }
            } else {
                archive.setNull(archiveKey, on: object)
            }
        }
        archive.set("IBNSClipsToBounds", integer: element[attribute: "clipsToBounds"] == "YES" ? 1 : 0, on: object)
        let horizontal = element[attribute: "horizontalHuggingPriority"] ?? "250"
        let vertical = element[attribute: "verticalHuggingPriority"] ?? "250"
        if !isControl, horizontal != "250" || vertical != "250" {
            archive.set("NSHuggingPriority", string: "{\(horizontal), \(vertical)}", on: object)
        }
        let horizontalResistance = element[attribute: "horizontalCompressionResistancePriority"]
        let verticalResistance = element[attribute: "verticalCompressionResistancePriority"]
        if horizontalResistance != nil || verticalResistance != nil {
            archive.set("NSAntiCompressionPriority", string: "{\(horizontalResistance ?? "750"), \(verticalResistance ?? "750")}", on: object)
        }
        if element.name == "imageView", element[attribute: "horizontalHuggingPriority"] != nil || element[attribute: "verticalHuggingPriority"] != nil {
            archive.set("NSHuggingPriority", string: "{\(element[attribute: "horizontalHuggingPriority"] ?? "250"), \(element[attribute: "verticalHuggingPriority"] ?? "750")}", on: object)
        }
        if element.name == "imageView", element[attribute: "clipsToBounds"] == "YES" {
            archive.set("NSViewClipsToBoundsKeyName", bool: true, on: object)
        }
        if element.name == "customView", element[attribute: "clipsToBounds"] == "YES" {
            archive.set("NSViewClipsToBoundsKeyName", bool: true, on: object)
        }
        if element[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" {
            untranslatedViews.insert(object)
            if parent.parent == nil, element[attribute: "fixedFrame"] != "YES" {
                archive.set("NSDoNotTranslateAutoresizingMask", bool: true, on: object)
                translationFlagged.insert(object)
            }
        }
    }

    /// The keys of a view AppKit makes itself, with no design-time layout guides and no
    /// clipping: `IBNSSafeAreaLayoutGuide`, `IBNSLayoutMarginsGuide`, `IBNSClipsToBounds`.
    mutating func noDesignTimeGuides(on view: Int) {
        archive.setNull("IBNSSafeAreaLayoutGuide", on: view)
        archive.setNull("IBNSLayoutMarginsGuide", on: view)
        archive.set("IBNSClipsToBounds", integer: 0, on: view)
    }

    /// `NSvFlags`: autoresizes-subviews, hidden and the autoresizing mask.
    func viewFlags(_ element: MarkupElement) -> Int64 {
        var flags: Int64 = 0
        if element[attribute: "autoresizesSubviews"] != "NO" { flags |= ViewFlags.autoresizesSubviews }
        if element[attribute: "hidden"] == "YES" { flags |= ViewFlags.hidden }
        if let mask = element.children(named: "autoresizingMask").first(where: { $0[attribute: "key"] == "autoresizingMask" }) {
            let bits: [(String, Int64)] = [
                ("flexibleMinX", 0x01), ("widthSizable", 0x02), ("flexibleMaxX", 0x04),
                ("flexibleMinY", 0x08), ("heightSizable", 0x10), ("flexibleMaxY", 0x20),
            ]
            flags |= bits.reduce(Int64(0)) { $0 | (mask[attribute: $1.0] == "YES" ? $1.1 : 0) }
        } else if boxContentViews.contains(element) {
            flags |= 0x02 | 0x10  // a box's content view follows the box's size
        } else {
            flags |= usesAutolayout ? ViewFlags.defaultAutolayoutMask : ViewFlags.defaultMask
        }
        return flags
    }
}
