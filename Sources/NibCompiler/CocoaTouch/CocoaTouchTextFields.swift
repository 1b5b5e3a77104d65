import NibDocument
import NibXML

/// `UITextField` as ibtool archives it: text and placeholder, control, font, colour, sizing and
/// text input keys (Xcode 8.3's Apptentive profile fields, 13.2's DuckDuckGo omnibar).
extension CocoaTouchNibCompiler {
    /// `UIReturnKeyType` values by document name.
    static let returnKeyTypes: [String: Int64] = [
        "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7, "yahoo": 8, "done": 9,
        "emergencyCall": 10, "continue": 11,
    ]
    /// `UIKeyboardType` values by document name.
    static let keyboardTypes: [String: Int64] = [
        "ASCIICapable": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4, "phonePad": 5, "namePhonePad": 6,
        "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10, "ASCIICapableNumberPad": 11,
    ]
    /// `UITextBorderStyle` values by document name (none is not archived).
    static let textBorderStyles: [String: Int64] = ["line": 1, "bezel": 2, "roundedRect": 3]

    mutating func textFieldAttributes(_ element: MarkupElement, object: Int) {
        if let text = DocumentStrings.value("text", of: element) {
            if release < .xcode11, !isBaseLocalized {
                // Before the iOS 13 SDK a field's text is archived mutable (Apptentive's survey
                // field, Xcode 8.3 and 9.2; 10 unmeasured; DuckDuckGo's, 13.2, not).
                archive.set("UIText", reference: archive.uniqueString(text, className: "NSMutableString"), on: object)
            } else {
                set("UIText", userText: text, of: element, keyPath: "text", on: object)
            }
        }
        if let placeholder = DocumentStrings.value("placeholder", of: element) {
            set("UIPlaceholder", userText: placeholder, of: element, keyPath: "placeholder", on: object)
        }
        controlAttributes(element, object: object)
        if let font = font(in: element) { archive.set("UIFont", reference: font, on: object) }
        archive.set("UITextAlignment", integer: Int64(element[attribute: "textAlignment"].flatMap { Self.textAlignments[$0] } ?? 0), on: object)
        // Without a colour, UIKit's default: named black before the label colour (Xcode 8.3);
        // from Xcode 11 a text field's is the label colour on every deployment target, where an
        // unstated label's is plain black until 11.4 (appium's older UICatalog's address and
        // form fields in Xcode 11.3's build for iOS 8.0, its runtime and iOS 13 nibs alike).
        let textColor = color("textColor", in: element) ?? (release >= .xcode11 ? systemColor(named: "labelColor") : unstatedLabelColor())
        archive.set("UITextColor", reference: textColor, on: object)
        // Dynamic Type: UITextField's decoder reads the label's key, after the colour and before
        // the delegate (a trace of its `initWithCoder:` published with NUXKit; no Apple nib of
        // such a field is in reach, so its place among the keys is the decoder's).
        if element[attribute: "adjustsFontForContentSizeCategory"] == "YES" {
            archive.set("UIAdjustsFontForContentSizeCategory", bool: true, on: object)
        }
        // Its background image, by name (appium's older UICatalog's custom field, Xcode 9.3 and 12.4).
        if let background = element[attribute: "background"] {
            archive.set("UITextFieldBackground", reference: imagePlaceholder(named: background), on: object)
        }
        if let border = element[attribute: "borderStyle"].flatMap({ Self.textBorderStyles[$0] }) {
            archive.set("UIBorderStyle", integer: border, on: object)
        }
        if release.archivesRoundedRectFieldClearBackground, element[attribute: "borderStyle"] == "roundedRect",
           element.firstChild(named: "color", key: "backgroundColor") == nil {
            archive.set("UIBackgroundColor", reference: systemColor(named: "clearColor"), on: object)
        }
        if element[attribute: "adjustsFontSizeToFit"] != "NO" { archive.set("UIAdjustsFontSizeToFit", bool: true, on: object) }
        if let minimum = element[attribute: "minimumFontSize"].flatMap(Double.init) {
            archive.set("UIMinimumFontSize", .float(Float(minimum)), on: object)
        }
        archive.set("UIClearButtonOffset", .data(GeometryBlob.encode([3, 1])), on: object)
        if let mode = element[attribute: "clearButtonMode"].flatMap({ Self.clearButtonModes[$0] }) {
            archive.set("UIClearButtonMode", integer: mode, on: object)
        }
        if element[attribute: "clearsOnBeginEditing"] == "YES" { archive.set("UIClearsOnBeginEditing", bool: true, on: object) }
        textInputTraits(of: element, object: object)
        // A text colour the document clears (`<nil key="textColor"/>`) leaves UIKit free to
        // update it with the traits before Xcode 11 (AWS's sign-in form field, Xcode 8.0, 9.1
        // and 9.3), not from it (UIKitCatalog's custom text field, Xcode 11.2).
        let clearsTextColor = release < .xcode11 && element.children(named: "nil").contains { $0[attribute: "key"] == "textColor" }
        // Xcode 7 states it only in an app for iOS 7, as it flags labels (appium's older
        // UICatalog's fields by 7.3.1, for iOS 7.0; not FoodTracker's field by 7.2, for iOS 9.2,
        // nor a Twitter client's search field by 7.3, for iOS 9.3).
        if release >= .xcode8 || targetsIOS7 {
            archive.set("UIDisableTextColorUpdateOnTraitCollectionChange", bool: !clearsTextColor, on: object)
        }
        // iOS 26's rounded rect background states its corner radius, 0 for the system's
        // (UIKitCatalog's eight rounded rect fields, Xcode 26.0.1; fields of other border
        // styles unmeasured, taken to have no such background to describe).
        if release.writesIOS26Keys, element[attribute: "borderStyle"] == "roundedRect" {
            archive.set("UIRoundedRectBackgroundCornerRadius", .double(0), on: object)
        }
    }

    /// `UITextFieldViewMode` values by document name (never is not archived).
    static let clearButtonModes: [String: Int64] = ["whileEditing": 1, "unlessEditing": 2, "always": 3]
    /// `UITextAutocapitalizationType` values by document name: a field archives the type its
    /// document states, whichever it is (none in DuckDuckGo's fields, Xcode 13.2; sentences in
    /// a to-do list's static cells, 12.3), and none when the document states none.
    static let autocapitalizationTypes: [String: Int64] = ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3]
    /// `UIKeyboardAppearance` by document name (`alert` is `dark`'s old name); the key is the
    /// one UIKit's text input traits encode (unmeasured: no Apple-compiled document sets it).
    static let keyboardAppearances: [String: Int64] = ["dark": 1, "alert": 1, "light": 2]
    /// The `no` / `yes` values of the tri-state text input traits (default is not archived).
    static let textInputTraitSwitches: [String: Int64] = ["no": 1, "yes": 2]
    /// The tri-state traits by document attribute, with their archive keys.
    static let textInputTraitKeys: [(attribute: String, key: String)] = [
        ("autocorrectionType", "UIAutocorrectionType"), ("spellCheckingType", "UISpellCheckingType"),
        ("smartQuotesType", "UITextSmartQuotesType"), ("smartDashesType", "UITextSmartDashesType"),
        ("smartInsertDeleteType", "UITextSmartInsertDeleteType"),
    ]

    /// The `<textInputTraits key="textInputTraits">` of a text field, text view or search bar.
    static func textInputTraitsElement(of element: MarkupElement) -> MarkupElement? {
        element.children(named: "textInputTraits").first { $0[attribute: "key"] == "textInputTraits" }
    }

    /// A text field's `<textInputTraits>` (Xcode 13: DuckDuckGo's omnibar and bookmark fields):
    /// the keys UIKit's text input traits archive when not their default.
    /// `statesEveryFlag`: the return key and secure entry flags are archived false too, as a
    /// search bar's encoder writes them (UIKitCatalog's, Xcode 11.2).
    /// `archivesCapitalization`: false for a text view, whose capitalisation is archived by
    /// its own rule.
    mutating func textInputTraits(of element: MarkupElement, object: Int, statesEveryFlag: Bool = false, searchDefaults: Bool = false,
                                  archivesCapitalization: Bool = true) {
        guard let traits = Self.textInputTraitsElement(of: element) else {
            if statesEveryFlag {
                if searchDefaults { archive.set("UIReturnKeyType", integer: 6, on: object) }
                archive.set("UIEnablesReturnKeyAutomatically", bool: searchDefaults, on: object)
                archive.set("UISecureTextEntry", bool: false, on: object)
            }
            return
        }
        if archivesCapitalization, let type = traits[attribute: "autocapitalizationType"].flatMap({ Self.autocapitalizationTypes[$0] }) {
            archive.set("UIAutocapitalizationType", integer: type, on: object)
        }
        for trait in Self.textInputTraitKeys {
            // Before Xcode 10 a document's spell checking is not archived (Apptentive's email
            // field, 8.3 and 9.2), though secure entry's turning it off is (below).
            let stated = trait.attribute == "spellCheckingType" && !release.archivesSpellCheckingType ? nil : traits[attribute: trait.attribute]
            // Spell checking turned on is not archived (a weather app's city field, Xcode 11.2;
            // "no" is, DuckDuckGo's fields by 13.2).
            if trait.attribute == "spellCheckingType", stated == "yes" { continue }
            if let value = stated.flatMap({ Self.textInputTraitSwitches[$0] }) {
                archive.set(trait.key, integer: value, on: object)
            } else if traits[attribute: "secureTextEntry"] == "YES",
                      trait.attribute == "autocorrectionType" && release.disablesAutocorrectionForSecureEntry
                      || trait.attribute == "spellCheckingType" && release.disablesSpellCheckingForSecureEntry {
                archive.set(trait.key, integer: Self.textInputTraitSwitches["no"] ?? 1, on: object)
            }
        }
        if let type = traits[attribute: "returnKeyType"].flatMap({ Self.returnKeyTypes[$0] }) ?? (searchDefaults ? 6 : nil) {
            archive.set("UIReturnKeyType", integer: type, on: object)
        }
        if let type = traits[attribute: "keyboardType"].flatMap({ Self.keyboardTypes[$0] }) {
            archive.set("UIKeyboardType", integer: type, on: object)
        }
        if let appearance = traits[attribute: "keyboardAppearance"].flatMap({ Self.keyboardAppearances[$0] }) {
            archive.set("UIKeyboardAppearance", integer: appearance, on: object)
        }
        let enablesReturnKey = traits[attribute: "enablesReturnKeyAutomatically"].map { $0 == "YES" } ?? searchDefaults
        if enablesReturnKey || statesEveryFlag {
            archive.set("UIEnablesReturnKeyAutomatically", bool: enablesReturnKey, on: object)
        }
        if traits[attribute: "secureTextEntry"] == "YES" || statesEveryFlag {
            archive.set("UISecureTextEntry", bool: traits[attribute: "secureTextEntry"] == "YES", on: object)
        }
        // iOS 17's inline predictions: the document's setting, else off for secure entry from
        // Xcode 15 (a chat app's password fields, 15.2).
        if let value = traits[attribute: "inlinePredictionType"].flatMap({ Self.textInputTraitSwitches[$0] })
            ?? (traits[attribute: "secureTextEntry"] == "YES" && release.disablesInlinePredictionForSecureEntry ? Self.textInputTraitSwitches["no"] : nil) {
            archive.set("UITextInlinePredictionType", integer: value, on: object)
        }
        if let contentType = traits[attribute: "textContentType"] {
            archive.set("UITextContentType", string: contentType, on: object)
        }
    }
}
