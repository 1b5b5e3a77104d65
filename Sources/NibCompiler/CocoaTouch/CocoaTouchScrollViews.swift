import Foundation
import NibDocument
import NibXML

/// `UIScrollView`'s keys, shared by text, table and collection views, and `UITextView`'s own.
extension CocoaTouchNibCompiler {
    /// `UIScrollViewKeyboardDismissMode` values by document name.
    static let keyboardDismissModes = ["none": 0, "onDrag": 1, "interactive": 2]
    /// `UIScrollViewIndicatorStyle` values by document name (`default` is not archived).
    static let indicatorStyles = ["black": 1, "white": 2]
    /// `UIScrollViewContentInsetAdjustmentBehavior` values by document name.
    static let contentInsetAdjustmentBehaviors = ["automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3]

    mutating func scrollViewAttributes(_ element: MarkupElement, object: Int) {
        // iOS 13's scroll views archive their indicator inset adjustment (automatic).
        if release >= .xcode11 { archive.set("UIScrollViewIndicatorInsetAdjustmentBehavior", integer: 1, on: object) }
        if element[attribute: "showsHorizontalScrollIndicator"] == "NO" { archive.set("UIShowsHorizontalScrollIndicator", bool: false, on: object) }
        if element[attribute: "showsVerticalScrollIndicator"] == "NO" { archive.set("UIShowsVerticalScrollIndicator", bool: false, on: object) }
        if element[attribute: "scrollEnabled"] == "NO" { archive.set("UIScrollDisabled", bool: true, on: object) }
        if element[attribute: "pagingEnabled"] == "YES" { archive.set("UIPagingEnabled", bool: true, on: object) }
        if element[attribute: "bounces"] == "NO" { archive.set("UIBounceEnabled", bool: false, on: object) }
        if element[attribute: "alwaysBounceVertical"] == "YES" { archive.set("UIAlwaysBounceVertical", bool: true, on: object) }
        if element[attribute: "alwaysBounceHorizontal"] == "YES" { archive.set("UIAlwaysBounceHorizontal", bool: true, on: object) }
        if element[attribute: "directionalLockEnabled"] == "YES" { archive.set("UIDirectionalLockEnabled", bool: true, on: object) }
        if element[attribute: "delaysContentTouches"] == "NO" { archive.set("UIDelaysContentTouches", bool: false, on: object) }
        if element[attribute: "canCancelContentTouches"] == "NO" { archive.set("UICanCancelContentTouches", bool: false, on: object) }
        if element[attribute: "bouncesZoom"] != "NO" { archive.set("UIBouncesZoom", bool: true, on: object) }
        // Zoom scales other than 1, as floats (SimpleImageViewer's scroll view zooming to 6,
        // Xcode 10.0).
        for (attribute, key) in [("minimumZoomScale", "UIMinimumZoomScale"), ("maximumZoomScale", "UIMaximumZoomScale")] {
            if let scale = element[attribute: attribute].flatMap(Double.init), scale != 1 { archive.set(key, .float(Float(scale)), on: object) }
        }
        // Indicator insets as UIKit encodes edge insets (xibdump reads them as a separator
        // inset's; unmeasured: 16 of 2,501 public iOS documents set them, none of the corpora).
        if let insets = element.children(named: "inset").first(where: { $0[attribute: "key"] == "scrollIndicatorInsets" }).map(EdgeInsets.init),
           insets != EdgeInsets() {
            archive.set("UIScrollIndicatorInsets", .data(insets.blob), on: object)
        }
        if let mode = element[attribute: "keyboardDismissMode"].flatMap({ Self.keyboardDismissModes[$0] }), mode != 0 {
            archive.set("UIKeyboardDismissMode", integer: Int64(mode), on: object)
        }
        // The indicators' style, under the key xibdump reads from Apple's nibs (unmeasured: no
        // document of the corpora sets it).
        if let style = element[attribute: "indicatorStyle"].flatMap({ Self.indicatorStyles[$0] }) {
            archive.set("UIIndicatorStyle", integer: Int64(style), on: object)
        }
        // Before Xcode 9.3 a table archives the content size of no rows among its scroll view
        // keys, its archived width by the padding of a grouped table's first section (its
        // section footer height and 35 points above, 20 below) or nothing for a plain one
        // (Xcode 7 and 8 every table; AWS's sign-in table, Xcode 9.1, after its zoom bounce;
        // appium's older UICatalog's static tables as Xcode 7.3.1, 8.2.1 and 9.2 built them:
        // 65 high for grouped sections footed 10, at the width of the device the table is
        // laid out on); from 9.3 only a table with a header or footer view has one
        // (`finishTableView`, which also replaces this one with theirs).
        if element.name == "tableView", release < .xcode9_3 {
            let grouped = ["grouped", "insetGrouped"].contains(element[attribute: "style"] ?? "plain")
            let padding = grouped ? (element[attribute: "sectionFooterHeight"].flatMap(Double.init) ?? 18) + 35 + 20 : 0
            archive.set("UIContentSize", .data(GeometryBlob.encode([archivedFrame(of: element).width, padding])), on: object)
        }
        // iOS 11 introduced the adjustment behaviour; Xcode 7 and 8 have no such key.
        guard release >= .xcode9 else { return }
        let behavior = element[attribute: "contentInsetAdjustmentBehavior"].flatMap { Self.contentInsetAdjustmentBehaviors[$0] } ?? 0
        archive.set("UIScrollViewContentInsetAdjustmentBehavior", integer: Int64(behavior), on: object)
    }

    /// `UIDataDetectorTypes` bits by document name.
    static let dataDetectorTypes: [String: Int64] = [
        "phoneNumber": 1, "link": 2, "address": 4, "calendarEvent": 8, "shipmentTrackingNumber": 16,
        "flightNumber": 32, "lookupSuggestion": 64,
    ]

    /// The `UIDataDetectorTypes` bits of `element`'s `<dataDetectorType key="dataDetectorTypes">`,
    /// or nil when it has none (text views and web views).
    static func dataDetectorBits(of element: MarkupElement) -> Int64? {
        guard let detectors = element.children(named: "dataDetectorType").first(where: { $0[attribute: "key"] == "dataDetectorTypes" }) else { return nil }
        return dataDetectorTypes.reduce(Int64(0)) { detectors[attribute: $1.key] == "YES" ? $0 | $1.value : $0 }
    }

    /// Whether a text view's attributed text is archived on a mutable string (`UIText` and the
    /// attributed string's own): in a document saved before colour matching, whose runs'
    /// colours Interface Builder matches as it opens it (appium's older UICatalog's text view,
    /// calibrated black, in all seven builds of it, Xcode 7.3.1 to 12.4; UIKitCatalog's, in a
    /// colour-matched document, immutable in every build). Inferred from that one document.
    var textViewTextIsMutable: Bool { !documentIsColorMatched }

    /// True for a text view's text given as a `<string key="text">` element of more than 300
    /// bytes, which ibtool reads as a mutable string: `UIText` and its attributed string each
    /// archive one of their own (the default Lorem ipsum text, 529 bytes, of a notes app's
    /// text view by Xcode 9.0.1 and of MapboxNavigation's comment view by 10.1; a quiz's
    /// attributed string by 12.5.1), where a shorter one shares an immutable string
    /// (DuckDuckGo's 300-byte email protection footer by 13.2.1, Apptentive's three lines by
    /// 8.2 to 9.2, Sauce Labs' product descriptions by 12.5 and 13.0).
    static func isLongElementText(of element: MarkupElement) -> Bool {
        element.children(named: "string").first { $0[attribute: "key"] == "text" }
            .map { DocumentStrings.text(of: $0).utf8.count > 300 } ?? false
    }

    /// `UITextView`: its scroll view keys, the content size of its text, text (plain or
    /// attributed), font, colour, alignment, return key and data detectors.
    mutating func textViewAttributes(_ element: MarkupElement, object: Int) {
        scrollViewAttributes(element, object: object)
        let frame = rect("frame", in: element)
        let attributed = element.children(named: "attributedString").first { $0[attribute: "key"] == "attributedText" }
        let text = DocumentStrings.displayedText(of: element) ?? ""
        let longText = Self.isLongElementText(of: element)
        var textObject: Int?
        if text.isEmpty, element[attribute: "scrollEnabled"] != "NO" {
            // An empty text view's content is one line of its font inside the default
            // container insets (8 points above and below), rounded up.
            let size = element.firstChild(named: "fontDescription").flatMap { fontPointSize(of: $0) } ?? 12
            let height = (size * Self.systemFontLineHeight + 16).rounded(.up)
            archive.set("UIContentSize", .data(GeometryBlob.encode([frame.width, height])), on: object)
        } else {
            // Laid-out text is not measured here: a text view that shows text (or does not
            // scroll) archives its frame's size, as ibtool 13 does for every such view in the
            // pairs and ibtool 8.3 for Apptentive's message cells.
            archive.set("UIContentSize", .data(GeometryBlob.encode([frame.width, frame.height])), on: object)
            if attributed != nil {
                archive.set("UIText", reference: textViewTextIsMutable ? archive.uniqueString(text, className: "NSMutableString") : archive.string(text), on: object)
            } else if !text.isEmpty {
                // A long text is a mutable string of its own, not localizable before Xcode 12
                // (`isLongElementText`).
                let shown = longText && (!isBaseLocalized || !release.localizesLongTextViewTexts)
                    ? archive.uniqueString(text, className: "NSMutableString")
                    : userTextObject(text, of: element, keyPath: "text")
                archive.set("UIText", reference: shown, on: object)
                textObject = shown
            }
        }
        if let attributed {
            archive.set("UIAttributedText", reference: attributedString(attributed, mutable: false, mutableText: textViewTextIsMutable), on: object)
        }
        if element[attribute: "allowsEditingTextAttributes"] == "YES" { archive.set("UIAllowsEditingTextAttributes", bool: true, on: object) }
        let font = font(in: element) ?? attributed.flatMap(attributedStringFontElement).map({ attributedStringFont($0) })
        if let font { archive.set("UIFont", reference: font, on: object) }
        let attributedColor = attributed?.firstChild(named: "fragment")?.firstChild(named: "attributes")?.children(named: "color")
            .first(where: { $0[attribute: "key"] == "NSColor" })
        let textColor = color("textColor", in: element) ?? attributedColor.map({ color($0) })
        if let textColor { archive.set("UITextColor", reference: textColor, on: object) }
        // Before the iOS 13 SDK's dynamic colours a stated colour is kept through trait
        // changes (Apptentive's context message, Xcode 8.3; DuckDuckGo's, 13.2, archive no such
        // key), from Xcode 8 (Mixpanel's survey answer, 7.3.1 for iOS 8, has none).
        if release >= .xcode8, release < .xcode11, color("textColor", in: element) != nil {
            archive.set("UIDisableUpdateTextColorOnTraitCollectionChange", bool: true, on: object)
        }
        if attributed == nil, !text.isEmpty {
            // UIKit keeps plain text as attributed text too: its colour, a paragraph style
            // with its alignment, and its font (Xcode 8.3's Apptentive cells, 13.2's DuckDuckGo).
            // Its string is the plain text's own object (Apptentive's message cells, Xcode 8.2 to
            // 9.2; DuckDuckGo's, 13.2: all 32 such text views), a localizable text's development
            // text (`NSDev`; DuckDuckGo's Base.lproj text views: all 6), but a long text's is a
            // mutable string of its own (`isLongElementText`).
            let string = archive.object("NSAttributedString")
            let plain = textObject.flatMap { object -> Int? in
                if longText { return archive.uniqueString(text, className: "NSMutableString") }
                switch archive.className(of: object) {
                case "NSString": return object
                case "NSLocalizableString":
                    guard case .object(let development)? = archive.value("NSDev", of: object) else { return nil }
                    return development
                default: return nil
                }
            }
            archive.set("NSString", reference: plain ?? archive.uniqueString(text, className: "NSString"), on: string)
            let style = archive.object("NSMutableParagraphStyle")
            if let alignment = element[attribute: "textAlignment"].flatMap({ Self.paragraphAlignments[$0] }), alignment != 0 {
                archive.set("NSAlignment", integer: Int64(alignment), on: style)
            }
            archive.setNull("NSTabStops", on: style)
            var attributes: [(key: Int, value: Int)] = []
            if let textColor { attributes.append((archive.string("NSColor"), textColor)) }
            attributes.append((archive.string("NSParagraphStyle"), style))
            if let font { attributes.append((archive.string("NSFont"), font)) }
            archive.set("NSAttributes", reference: archive.dictionary("NSDictionary", attributes), on: string)
            archive.set("UIAttributedText", reference: string, on: object)
        }
        if element[attribute: "editable"] == "NO" { archive.set("UIEditable", bool: false, on: object) }
        if element[attribute: "selectable"] == "NO" { archive.set("UISelectable", bool: false, on: object) }
        let alignment = attributed != nil && release.xcodeMajorVersion >= 13
            ? labelAlignment(element, attributed: attributed)
            : element[attribute: "textAlignment"].flatMap { Self.textAlignments[$0] } ?? 0
        archive.set("UITextAlignment", integer: Int64(alignment), on: object)
        // The traits a text field archives, capitalisation apart (below): the return key
        // (MapboxNavigation's comment view, "done", Xcode 10.1), autocorrection and the return
        // key's enabling (Mixpanel's survey answer, Xcode 7.3.1 and 8.0).
        textInputTraits(of: element, object: object, archivesCapitalization: false)
        if let bits = Self.dataDetectorBits(of: element), bits != 0 { archive.set("UIDataDetectorTypes", integer: bits, on: object) }
        if release.writesIOS26Keys { iOS26TextViewDefaults(object: object) }
        // Interface Builder states a text view's capitalisation when it is UIKit's default,
        // sentences; traits that name none mean none (Apptentive's message cells, Xcode 8.3).
        if let traits = Self.textInputTraitsElement(of: element),
           traits[attribute: "autocapitalizationType"] == nil {
            archive.set("UIAutocapitalizationType", integer: 0, on: object)
        }
    }

    /// iOS 26's text view defaults: the number pad's popover allowed, and text highlights
    /// drawn in system blue outlined in the secondary system fill (UIKitCatalog's text view,
    /// Xcode 26.0.1; Xcode 16, whose iOS 18 introduced highlights, is unmeasured).
    private mutating func iOS26TextViewDefaults(object: Int) {
        archive.set("UITextAllowsNumberPadPopover", bool: true, on: object)
        let highlight = systemColor(named: "systemBlueColor", components: [0, 136.0 / 255, 1, 1])
        let outline = systemColor(named: "secondarySystemFillColor", components: [120.0 / 255, 120.0 / 255, 128.0 / 255, 0.16])
        let attributes = archive.dictionary("NSDictionary", [(archive.string("NSColor"), highlight),
                                                             (archive.string("NSTextHighlightOutlineColor"), outline)])
        archive.set("UITextHighlightAttributes", reference: attributes, on: object)
    }

    /// The line height of the system font per point of size (ascender plus descender of SF UI Text).
    static let systemFontLineHeight = 1.193_359_375
}
