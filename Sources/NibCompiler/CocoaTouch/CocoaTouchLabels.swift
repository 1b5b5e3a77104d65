import NibDocument
import NibXML

/// `UILabel`'s keys.
extension CocoaTouchNibCompiler {
    /// `NSTextAlignment` values by document name.
    static let textAlignments = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
    /// `NSLineBreakMode` values by document name.
    static let lineBreakModes = [
        "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4, "middleTruncation": 5,
    ]
    /// `UIBaselineAdjustment` values by document name.
    static let baselineAdjustments = ["alignBaselines": 0, "alignCenters": 1, "none": 2]

    mutating func labelAttributes(_ element: MarkupElement, object: Int) {
        let attributed = element.children(named: "attributedString").first { $0[attribute: "key"] == "attributedText" }
        // A text of several lines is a `<string key="text">` child (Apptentive's about screen).
        let text = DocumentStrings.displayedText(of: element) ?? ""
        if attributed == nil, release < .xcode9, !isBaseLocalized, element[attribute: "adjustsLetterSpacingToFitWidth"] == "YES",
           element[attribute: "adjustsFontSizeToFit"] != "NO", !isInsideTableViewCell(element) {
            // Xcode 8 archives the text of a label that tightens its letters and shrinks its
            // font mutable (Apptentive's "New Message"; its "0" labels, whose font stays, not),
            // but not in a table view cell (Mixpanel's survey cells' "Label" in the builds of
            // Xcode 7.3.1 and 8.0).
            archive.set("UIText", reference: archive.uniqueString(text, className: "NSMutableString"), on: object)
        } else if attributed == nil {
            set("UIText", userText: text, of: element, keyPath: "text", on: object)
        } else {
            archive.set("UIText", string: text, on: object)
        }
        let fontObject = font(in: element) ?? attributed.flatMap(attributedStringFontElement).map { attributedStringFont($0) }
        if let fontObject { archive.set("UIFont", reference: fontObject, on: object) }
        // A label showing attributed text takes its text colour from the text's first run; from
        // Xcode 13 on, a label without one (nil, or a first run with no colour) gets the
        // dynamic label colour.
        let textColorElement = element.firstChild(named: "color", key: "textColor")
        let attributedColor = attributed?.firstChild(named: "fragment")?.firstChild(named: "attributes")?.children(named: "color")
            .first(where: { $0[attribute: "key"] == "NSColor" })
        let labelColorByDefault = attributed == nil
            ? element.children(named: "nil").contains { $0[attribute: "key"] == "textColor" }
            : attributedColor == nil
        let defaultsToLabelColor = release.givesNilTextColorTheLabelColor && textColorElement == nil && labelColorByDefault
        // Before, a plain label whose colour is nil gets UIKit's default colour as one the
        // document states nothing of gets it (Xcode 10.0's TLPhotoPicker album cell: the named
        // black), and UIKit keeps updating it.
        let defaultsToUnstatedColor = !release.givesNilTextColorTheLabelColor && attributed == nil && textColorElement == nil && labelColorByDefault
        // A plain label whose document says nothing of its colour (neither a colour nor nil,
        // as documents saved in Xcode 8's format may) gets a colour set once: black, named
        // until Xcode 10 (SDCAlertView's ActionCell in Xcode 9 to 10.2's builds), as plain
        // components in Xcode 11.0 to 11.3 but in their iOS 13 variant (the label colour
        // there, and in 11.0's iOS 12.3 variant too), the label colour from Xcode 11.4 on.
        let unstatedColor = attributed == nil && textColorElement == nil && !labelColorByDefault
        // The iOS 11 SDK gives a styled cell's own label its cached black for the dark text
        // colour, archived under black's name (appium's older UICatalog's iPad menu cells: Xcode
        // 9.2's and 9.3's builds; its custom cells' labels keep `darkTextColor`, as 7.3.1, 8.2.1
        // and 11.3 do every label's; Xcode 10 unmeasured).
        let darkTextAsBlack = release >= .xcode9 && release < .xcode10 && isTableViewCellLabel(element)
            && textColorElement?[attribute: "cocoaTouchSystemColor"] == "darkTextColor"
        let textColorObject = textColorElement.map { color($0, archivedName: darkTextAsBlack ? "blackColor" : nil) } ?? attributedColor.map { color($0) }
            ?? (defaultsToLabelColor ? systemColor(named: "labelColor") : nil)
            ?? (unstatedColor || defaultsToUnstatedColor ? unstatedLabelColor() : nil)
        if let textColorObject { archive.set("UITextColor", reference: textColorObject, on: object) }
        // Interface Builder writes `<nil key="highlightedColor"/>` because its own default is
        // black: a label whose document says nothing of it gets that black (Sauce Labs' demo
        // app, Xcode 12.5.1: ten such labels archived black, its two with the nil none).
        let statesHighlightedColor = element.childElements.contains { $0[attribute: "key"] == "highlightedColor" }
        if let highlighted = statesHighlightedColor ? color("highlightedColor", in: element) : systemColor(named: "blackColor") {
            archive.set("UIHighlightedColor", reference: highlighted, on: object)
        }
        if let shadow = color("shadowColor", in: element) { archive.set("UIShadowColor", reference: shadow, on: object) }
        let shadowOffset = DocumentGeometry.sizeComponents("shadowOffset", in: element) ?? [0, -1]
        archive.set("UIShadowOffset", .data(GeometryBlob.encode(shadowOffset)), on: object)
        if let lines = element[attribute: "numberOfLines"].flatMap(Int64.init), lines != 1 {
            archive.set("UINumberOfLines", integer: lines, on: object)
        }
        if let mode = element[attribute: "lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }), mode != 4 {
            archive.set("UILineBreakMode", integer: Int64(mode), on: object)
        }
        // Interface Builder writes the adjustment unless it is its default, centres, which a
        // document therefore states by saying nothing (DuckDuckGo's onboarding title, the one
        // label of its app without the attribute, archives 1; Xcode 13.2).
        let adjustment = element[attribute: "baselineAdjustment"].map { Self.baselineAdjustments[$0] ?? 0 } ?? 1
        if adjustment != 0 { archive.set("UIBaselineAdjustment", integer: Int64(adjustment), on: object) }
        // A minimum scale factor means the label shrinks its text: Interface Builder omits
        // `adjustsFontSizeToFit` then, and ibtool also stores the smallest font size.
        let pointSize = element.firstChild(named: "fontDescription").flatMap { fontPointSize(of: $0) }
            ?? attributed.flatMap(attributedStringFontElement).flatMap { $0[attribute: "size"].flatMap(Double.init) } ?? 17
        let minimumFontSize = element[attribute: "minimumFontSize"].flatMap(Double.init)
        // A minimum font size alone stands for the scale factor it makes at the label's size.
        let scale = element[attribute: "minimumScaleFactor"].flatMap(Double.init) ?? minimumFontSize.map { $0 / pointSize }
        let adjusts = element[attribute: "adjustsFontSizeToFit"] == "YES" || (element[attribute: "adjustsFontSizeToFit"] == nil && scale != nil)
        if adjusts { archive.set("UIAdjustsFontSizeToFit", bool: true, on: object) }
        if let minimumFontSize {
            archive.set("UIMinimumFontSize", .float(Float(minimumFontSize)), on: object)
        } else if adjusts, let scale {
            let smallest = scale * pointSize
            archive.set("UIMinimumFontSize", .float(Float(release.roundsMinimumFontSize ? (smallest * 4).rounded() / 4 : smallest)), on: object)
        }
        if let scale { archive.set("UIMinimumScaleFactor", .float(Float(scale)), on: object) }
        if element[attribute: "adjustsLetterSpacingToFitWidth"] == "YES" {
            archive.set("UIAdjustsLetterSpacingToFit", bool: true, on: object)
        }
        if element[attribute: "enabled"] == "NO" { archive.set("UIEnabled", bool: false, on: object) }
        // A highlighted label is not archived so: UILabel keeps no highlight state (CleverTap's
        // cover screens, Xcode 11.7).
        if element[attribute: "adjustsFontForContentSizeCategory"] == "YES" {
            archive.set("UIAdjustsFontForContentSizeCategory", bool: true, on: object)
        }
        if let width = element[attribute: "preferredMaxLayoutWidth"].flatMap(Double.init) {
            // A float (Xcode 9.4 and 10.1's KVNProgressView, Xcode 13's nibs).
            archive.set("UIPreferredMaxLayoutWidth", .float(Float(width)), on: object)
        }
        archive.set("UITextAlignment", integer: Int64(labelAlignment(element, attributed: attributed)), on: object)
        let shadow = TextShadow(color: element.firstChild(named: "color", key: "shadowColor"), offset: shadowOffset)
        if let attributed {
            let mode = element[attribute: "lineBreakMode"].flatMap { Self.lineBreakModes[$0] } ?? 4
            archive.set("UIAttributedText", reference: attributedString(attributed, mutable: true, lineBreakMode: mode, labelShadow: shadow), on: object)
        } else if release.archivesTableViewLabelsAttributedText, deploymentTarget >= PlatformVersion(13, 0), isTableViewCellLabel(element) {
            let synthesized = synthesizedAttributedText(text, of: element, font: fontObject, color: textColorObject, shadow: shadow)
            archive.set("UIAttributedText", reference: synthesized, on: object)
        }
        // UIKit keeps updating a dynamic (system) text colour when traits change; labels in
        // table cells only keep the colour they default to.
        let systemTextColor = textColorElement.flatMap(Self.systemColorName) != nil && !isInsideTableViewCell(element)
        // A table cell's own label with attributed text keeps the colour the cell gives it, even
        // the label colour its text defaults to (DuckDuckGo's privacy practices cell, Xcode 13.2).
        let cellsAttributedLabel = attributed != nil && isTableViewCellLabel(element)
        let dynamicColor = (release.givesNilTextColorTheLabelColor && (defaultsToLabelColor || systemTextColor) && !cellsAttributedLabel)
            || defaultsToUnstatedColor
        // An attributed label's colour belongs to its text, except in a table cell's own labels.
        let ownsColor = attributed == nil || isTableViewCellLabel(element)
        // Xcode 7 archives the flag for a table cell's own labels and, in a storyboard of an app
        // for iOS 7, for labels outside collection view cells (appium's older UICatalog by
        // 7.3.1, for iOS 7.0: its cells' labels; its stepper cells' and date picker's labels,
        // black on the iPhone, in the dark text colour on the iPad); none for other labels of
        // apps for later releases (QBImagePicker's by 7.3.1, for iOS 8.0: its album cells', dark
        // text; a calculator's black display by 7.3, for iOS 9.3), nor in SwiftPasscodeLock's
        // xib (black labels) or React Native's launch screen xib.
        let disablesUpdate = ownsColor && !dynamicColor
        // A table cell's own labels too only for iOS 7 (a Twitter client's subtitle cell by 7.3,
        // for iOS 9.3, flags neither).
        let xcode7Flag = targetsIOS7 && (isTableViewCellLabel(element)
            || (document.kind == .storyboard && disablesUpdate && element.nearestAncestor(named: ["collectionViewCell"]) == nil))
        if release >= .xcode8 || xcode7Flag {
            archive.set("UIDisableUpdateTextColorOnTraitCollectionChange", bool: disablesUpdate, on: object)
        }
        // In Xcode 7 a cell's own label is opaque on the table's background, white, whatever
        // the document says, in an app for iOS 7 (appium's older UICatalog, Xcode 7.3.1: 53 labels; not in its 8.2.1
        // and 9.2 builds, nor from Xcode 11.2's UIKitCatalog on).
        if release < .xcode8, isTableViewCellLabel(element) {
            // The cell's own background in an app for iOS 8 and later (a Twitter client's
            // subtitle cell by 7.3, for iOS 9.3: tableCellBackgroundColor).
            if element.firstChild(named: "color", key: "backgroundColor") == nil {
                let background = targetsIOS7 ? "tableBackgroundColor" : "tableCellBackgroundColor"
                archive.set("UIBackgroundColor", reference: systemColor(named: background, components: [1, 1, 1, 1]), on: object)
            }
            archive.set("UIOpaque", bool: true, on: object)
        }
    }

    /// The attributed text UILabel makes of a plain text (`_synthesizedAttributedText`), which
    /// a cell's own labels archive in Xcode 11 and 12 (UIKitCatalog's 46 styled cell labels,
    /// Xcode 11.2; none in 13.2's nibs): the text as a mutable string in one run of the label's
    /// paragraph style (its alignment and line break mode, no tab stops, iOS 13's push-out line
    /// break strategy), colour, font and shadow, the colour and font objects the label holds.
    private mutating func synthesizedAttributedText(_ text: String, of element: MarkupElement, font: Int?, color: Int?, shadow: TextShadow) -> Int {
        let string = archive.object("NSMutableAttributedString")
        archive.set("NSString", reference: archive.uniqueString(text, className: "NSMutableString"), on: string)
        // UIKit's own style for natural alignment, a changed copy for any other (UIKitCatalog's
        // prototype cells' natural labels and its static cells' left-aligned ones, Xcode 11.2).
        let alignment = element[attribute: "textAlignment"].flatMap { Self.textAlignments[$0] } ?? 0
        let style = archive.object(alignment == Self.textAlignments["natural"] ? "NSParagraphStyle" : "NSMutableParagraphStyle")
        if alignment != 0 { archive.set("NSAlignment", integer: Int64(alignment), on: style) }
        let mode = element[attribute: "lineBreakMode"].flatMap { Self.lineBreakModes[$0] } ?? 4
        if mode != 0 { archive.set("NSLineBreakMode", integer: Int64(mode), on: style) }
        archive.setNull("NSTabStops", on: style)
        archive.set("NSLineBreakStrategy", integer: 1, on: style)
        var pairs = [(key: archive.string("NSParagraphStyle"), value: style)]
        if let color { pairs.append((archive.string("NSColor"), color)) }
        if let font { pairs.append((archive.string("NSFont"), font)) }
        pairs.append((archive.string("NSShadow"), self.shadow(shadow)))
        archive.set("NSAttributes", reference: archive.dictionary("NSDictionary", pairs), on: string)
        return string
    }

    /// The colour ibtool gives a label whose document states none (see `labelAttributes`).
    mutating func unstatedLabelColor() -> Int {
        let labelColorAvailability = release < .xcode11_3 ? PlatformVersion(12, 3) : PlatformVersion(13, 0)
        // Below iOS 13, Xcode 11.0-11.3 give a document in Xcode 8's format plain black
        // (SDCAlertView's action cell, Xcode 11.0 and 11.3 for iOS 9.0) but an older one the
        // label colour (appium's older UICatalog's stepper labels, documents of Xcode 5.1 and 7.3,
        // in 11.3's runtime nibs for iOS 8.0): inferred from those two documents.
        let olderFormat = documentRelease < .xcode8
        if release >= .xcode11_4 || (release >= .xcode11 && (availability >= labelColorAvailability || olderFormat)) {
            return systemColor(named: "labelColor")
        }
        if release >= .xcode11 { return rgbColor(red: 0, green: 0, blue: 0, alpha: 1) }
        // Xcode 7 gives plain black too (appium's older UICatalog's stepper label and address
        // field in 7.3.1's build; named black in 8.2.1's).
        if release < .xcode8 { return rgbColor(red: 0, green: 0, blue: 0, alpha: 1) }
        return systemColor(named: "blackColor")
    }

    /// A label's `NSTextAlignment`: in Xcode 13, an attributed label's is its paragraph
    /// style's (natural without one); otherwise the document's `textAlignment`.
    func labelAlignment(_ element: MarkupElement, attributed: MarkupElement?) -> Int {
        if release.xcodeMajorVersion >= 13, let attributed {
            let style = attributed.firstChild(named: "fragment")?.firstChild(named: "attributes")?.children(named: "paragraphStyle").first
            return style?[attribute: "alignment"].flatMap { Self.textAlignments[$0] } ?? Self.textAlignments["natural"]!
        }
        return element[attribute: "textAlignment"].flatMap { Self.textAlignments[$0] } ?? 0
    }

    /// True for an element inside a table view cell.
    func isInsideTableViewCell(_ element: MarkupElement) -> Bool {
        element.nearestAncestor(named: ["tableViewCell"]) != nil
    }
}
