import NibXML

/// `UITextField` as ibtool archives it. Xcode 9 rules archive the text and placeholder; Xcode
/// 13's add the control, font, colour, sizing and text input keys.
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
        if let text = element[attribute: "text"] { set("UIText", userText: text, of: element, keyPath: "text", on: object) }
        if let placeholder = element[attribute: "placeholder"] {
            set("UIPlaceholder", userText: placeholder, of: element, keyPath: "placeholder", on: object)
        }
        guard release.xcodeMajorVersion >= 13 else { return }
        controlAttributes(element, object: object)
        if let font = font(in: element) { archive.set("UIFont", reference: font, on: object) }
        archive.set("UITextAlignment", integer: Int64(element[attribute: "textAlignment"].flatMap { Self.textAlignments[$0] } ?? 0), on: object)
        let textColor = color("textColor", in: element) ?? systemColor(named: "labelColor")
        archive.set("UITextColor", reference: textColor, on: object)
        if let border = element[attribute: "borderStyle"].flatMap({ Self.textBorderStyles[$0] }) {
            archive.set("UIBorderStyle", integer: border, on: object)
        }
        if element[attribute: "adjustsFontSizeToFit"] != "NO" { archive.set("UIAdjustsFontSizeToFit", bool: true, on: object) }
        if let minimum = element[attribute: "minimumFontSize"].flatMap(Double.init) {
            archive.set("UIMinimumFontSize", .float(Float(minimum)), on: object)
        }
        archive.set("UIClearButtonOffset", .data(GeometryBlob.encode([3, 1])), on: object)
        if let traits = element.children(named: "textInputTraits").first(where: { $0[attribute: "key"] == "textInputTraits" }) {
            if let type = traits[attribute: "returnKeyType"].flatMap({ Self.returnKeyTypes[$0] }) {
                archive.set("UIReturnKeyType", integer: type, on: object)
            }
            if let type = traits[attribute: "keyboardType"].flatMap({ Self.keyboardTypes[$0] }) {
                archive.set("UIKeyboardType", integer: type, on: object)
            }
            if traits[attribute: "enablesReturnKeyAutomatically"] == "YES" {
                archive.set("UIEnablesReturnKeyAutomatically", bool: true, on: object)
            }
            if traits[attribute: "secureTextEntry"] == "YES" { archive.set("UISecureTextEntry", bool: true, on: object) }
            if let contentType = traits[attribute: "textContentType"] {
                archive.set("UITextContentType", string: contentType, on: object)
            }
        }
        archive.set("UIDisableTextColorUpdateOnTraitCollectionChange", bool: true, on: object)
    }
}
