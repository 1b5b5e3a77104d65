import NibDocument

/// UIKit objects, archived by Interface Builder 3 under its `IBUI...` stand-in classes.
extension UpgradeSession {
    func upgradeCocoaTouch(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        if object.has("NSvFlags") || object.has("NSFrame") || object.has("NSFrameSize") { upgradeCocoaTouchView(object, into: &element) }
        switch object.className {
        case "IBUILabel", "IBUITextField", "IBUITextView":
            element.set("text", object.string("IBUIText"))
            element.set("placeholder", object.string("IBUIPlaceholder"))
            let alignments = [1: "center", 2: "right", 3: "justified", 4: "natural"]
            if let alignment = object.integer("IBUITextAlignment"), let name = alignments[Int(alignment)] { element.set("textAlignment", name) }
            if let color = object.object("IBUITextColor") { element.append(colorElement(color, key: "textColor")) }
            let borders = [1: "line", 2: "bezel", 3: "roundedRect"]
            if let border = object.integer("IBUIBorderStyle"), let name = borders[Int(border)] { element.set("borderStyle", name) }
            if object.bool("IBUIAdjustsFontSizeToFit") == true { element.set("adjustsFontSizeToFit", "YES") }
            if let size = object.double("IBUIMinimumFontSize") { element.set("minimumFontSize", ModernNumber.text(size)) }
            if let lines = object.integer("IBUINumberOfLines") { element.set("numberOfLines", String(lines)) }
            if object.bool("IBUIEditable") == false { element.set("editable", "NO") }
            upgradeTextInputTraits(object, into: &element)
        case "IBUIButton":
            let types = [0: "custom", 1: "roundedRect", 2: "detailDisclosure", 3: "infoLight", 4: "infoDark", 5: "contactAdd"]
            element.set("buttonType", types[Int(object.integer("IBUIButtonType") ?? 0)] ?? "custom")
            var normal = MarkupBuilder("state", [("key", "normal"), ("title", object.string("IBUINormalTitle"))])
            if let color = object.object("IBUINormalTitleColor") { normal.append(colorElement(color, key: "titleColor")) }
            if let color = object.object("IBUINormalTitleShadowColor") { normal.append(colorElement(color, key: "titleShadowColor")) }
            element.append(normal)
            if let color = object.object("IBUIHighlightedTitleColor") {
                var highlighted = MarkupBuilder("state", [("key", "highlighted")])
                highlighted.append(colorElement(color, key: "titleColor"))
                element.append(highlighted)
            }
        case "IBUITableView":
            if object.integer("IBUIStyle") == 1 { element.set("style", "grouped") } else { element.set("style", "plain") }
            let separators = [0: "none", 1: "default", 2: "singleLineEtched"]
            if let separator = object.integer("IBUISeparatorStyle"), let name = separators[Int(separator)] { element.set("separatorStyle", name) }
            if let height = object.double("IBUIRowHeight") { element.set("rowHeight", ModernNumber.text(height)) }
            if let height = object.double("IBUISectionHeaderHeight") { element.set("sectionHeaderHeight", ModernNumber.text(height)) }
            if let height = object.double("IBUISectionFooterHeight") { element.set("sectionFooterHeight", ModernNumber.text(height)) }
            if object.bool("IBUIAlwaysBounceVertical") == true { element.set("alwaysBounceVertical", "YES") }
            object.use("IBUISectionIndexMinimumDisplayRowCount"); object.use("IBUIShowsSelectionImmediatelyOnTouchBegin")
        case "IBUINavigationBar":
            writeItems(of: object, key: "IBUIItems", into: &element, container: "items")
        case "IBUINavigationItem":
            element.set("title", object.string("IBUITitle"))
            element.set("prompt", object.string("IBUIPrompt"))
            object.use("IBUINavigationBar")
            for (archiveKey, modernKey) in [("IBUIBackBarButtonItem", "backBarButtonItem"), ("IBUILeftBarButtonItem", "leftBarButtonItem"),
                                            ("IBUIRightBarButtonItem", "rightBarButtonItem")] {
                writeChild(of: object, archiveKey: archiveKey, modernKey: modernKey, into: &element)
            }
        case "IBUIToolbar":
            if let style = object.integer("IBUIBarStyle"), style != 0 { element.set("barStyle", "black") }
            writeItems(of: object, key: "IBUIItems", into: &element, container: "items")
        case "IBUIBarButtonItem":
            upgradeBarButtonItem(object, into: &element)
        case "IBUINavigationController", "IBUIViewController":
            upgradeViewController(object, into: &element)
        default:
            break
        }
        if let description = object.object("IBUIFontDescription") {
            element.append(fontDescriptionElement(description))
            object.use("IBUIFont")
        }
    }

    /// `UIBarButtonItem`s of toolbars and navigation items (Xcode 3's templates: a mail
    /// composer's toolbar, a navigation bar's Edit and Add buttons): system item, style, title,
    /// enablement, width and tag; the bar that holds one is its parent in the modern document.
    private func upgradeBarButtonItem(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        if let name = object.integer("IBUISystemItemIdentifier").flatMap(BarButtonSystemItems.name(numbered:)) {
            element.set("systemItem", name)
        }
        // UIBarButtonItemStyle: plain 0 (Interface Builder 3 archives it by leaving the key
        // out), bordered 1 (the modern format's default, left out there), done 2.
        switch object.integer("IBUIStyle") ?? 0 {
        case 0: element.set("style", "plain")
        case 2: element.set("style", "done")
        default: break
        }
        element.set("title", object.string("IBUITitle"))
        if object.bool("IBUIEnabled") == false { element.set("enabled", "NO") }
        if let width = object.double("IBUIWidth") { element.set("width", ModernNumber.text(width)) }
        if let tag = object.integer("IBUITag"), tag != 0 { element.set("tag", String(tag)) }
        object.use("IBUIToolbar")
        object.use("IBUINavigationItem")
        writeChild(of: object, archiveKey: "IBUICustomView", modernKey: "customView", into: &element)
    }

    /// View and navigation controllers of a nib (Xcode 3's window-based templates): title, nib
    /// name, navigation item, view; a navigation controller's bar and the controllers it
    /// holds. Interface Builder's simulated bars and orientation are design-time only.
    private func upgradeViewController(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        element.set("title", object.string("IBUITitle"))
        element.set("nibName", object.string("IBUINibName"))
        if object.bool("IBUIAutoresizesArchivedViewToFullSize") == false { element.set("autoresizesArchivedViewToFullSize", "NO") }
        for key in ["IBUISimulatedStatusBarMetrics", "IBUISimulatedOrientationMetrics", "IBUISimulatedTopBarMetrics",
                    "IBUISimulatedBottomBarMetrics", "IBUIHorizontal", "IBUIParentViewController"] {
            object.use(key)
        }
        writeChild(of: object, archiveKey: "IBUIView", modernKey: "view", into: &element)
        writeChild(of: object, archiveKey: "IBUINavigationBar", modernKey: "navigationBar", into: &element)
        writeItems(of: object, key: "IBUIViewControllers", into: &element, container: "viewControllers")
        writeChild(of: object, archiveKey: "IBUINavigationItem", modernKey: "navigationItem", into: &element)
    }

    /// The `UIView` keys: frame (iOS archives keep UIKit's top-left origin, as the modern
    /// format does), autoresizing, flags and colours, and the subviews.
    private func upgradeCocoaTouchView(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        let flags = object.integer("NSvFlags") ?? 0
        if flags & 0x8000_0000 != 0 { element.set("hidden", "YES") }
        // UIKit's mask as archived: bit 3 the top margin, bit 5 the bottom one, which the
        // modern format names flexibleMinY / flexibleMaxY as for AppKit.
        frameAndMask(object, flags: flags, into: &element)
        if let color = object.object("IBUIBackgroundColor") { element.append(colorElement(color, key: "backgroundColor")) }
        if object.bool("IBUIOpaque") == false { element.set("opaque", "NO") }
        if object.bool("IBUIClipsSubviews") == true { element.set("clipsSubviews", "YES") }
        if object.bool("IBUIMultipleTouchEnabled") == true { element.set("multipleTouchEnabled", "YES") }
        if object.bool("IBUIUserInteractionEnabled") == false { element.set("userInteractionEnabled", "NO") }
        if let tag = object.integer("IBUITag"), tag != 0 { element.set("tag", String(tag)) }
        if let alpha = object.double("IBUIAlpha") { element.set("alpha", ModernNumber.text(alpha)) }
        let horizontal = [1: "center", 2: "right", 3: "fill"], vertical = [1: "center", 2: "bottom", 3: "fill"]
        if let value = object.integer("IBUIContentHorizontalAlignment") { element.set("contentHorizontalAlignment", horizontal[Int(value)] ?? "left") }
        if let value = object.integer("IBUIContentVerticalAlignment") { element.set("contentVerticalAlignment", vertical[Int(value)] ?? "top") }
        object.use("IBUISimulatedStatusBarMetrics")
        writeItems(of: object, key: "NSSubviews", into: &element, container: "subviews")
    }

    /// `IBUIFontDescription` (`type` 1 = system, 2 = bold system, else by name) as `<fontDescription>`.
    private func fontDescriptionElement(_ description: ArchivedObject) -> MarkupBuilder {
        var element = MarkupBuilder("fontDescription", [("key", "fontDescription")])
        let size = description.double("pointSize") ?? 17
        switch description.integer("type") {
        case 1: element.set("type", "system")
        case 2: element.set("type", "boldSystem")
        case 3: element.set("type", "italicSystem")
        default: element.set("name", description.string("name") ?? "Helvetica")
            element.set("family", description.string("family"))
        }
        element.set("pointSize", ModernNumber.text(size))
        return element
    }

    /// `IBUITextInputTraits` as `<textInputTraits key="textInputTraits">`.
    private func upgradeTextInputTraits(_ object: ArchivedObject, into element: inout MarkupBuilder) {
        guard let traits = object.object("IBUITextInputTraits") else { return }
        var modern = MarkupBuilder("textInputTraits", [("key", "textInputTraits")])
        let capitalizations = [0: "none", 1: "words", 2: "sentences", 3: "allCharacters"]
        if let value = traits.integer("IBUIAutocapitalizationType") { modern.set("autocapitalizationType", capitalizations[Int(value)]) }
        let corrections = [1: "no", 2: "yes"]
        if let value = traits.integer("IBUIAutocorrectionType") { modern.set("autocorrectionType", corrections[Int(value)]) }
        let keyboards = [1: "alphabet", 2: "numbersAndPunctuation", 3: "URL", 4: "numberPad", 5: "phonePad", 6: "namePhonePad", 7: "emailAddress", 8: "decimalPad"]
        if let value = traits.integer("IBUIKeyboardType") { modern.set("keyboardType", keyboards[Int(value)]) }
        let returnKeys = [1: "go", 2: "google", 3: "join", 4: "next", 5: "route", 6: "search", 7: "send", 8: "yahoo", 9: "done", 10: "emergencyCall"]
        if let value = traits.integer("IBUIReturnKeyType") { modern.set("returnKeyType", returnKeys[Int(value)]) }
        if traits.bool("IBUISecureTextEntry") == true { modern.set("secureTextEntry", "YES") }
        element.append(modern)
        for key in traits.unusedKeys { warn("text input traits of \(object.className): archived setting '\(key)' not carried over", at: traits.element) }
    }
}
