import NibXML

/// `<attributedString>` elements as `NSAttributedString`s: the text, and the attributes of
/// its runs (colour, font, paragraph style).
extension CocoaTouchNibCompiler {
    /// `NSTextAlignment` values as Foundation archives them in paragraph styles (AppKit's
    /// numbering: right 1, center 2).
    static let paragraphAlignments = ["left": 0, "right": 1, "center": 2, "justified": 3, "natural": 4]
    /// Paragraph line break modes by document name.
    static let paragraphLineBreakModes = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5,
    ]

    /// An attributed string (`NSMutableAttributedString` for labels, `NSAttributedString`
    /// for button titles). Its first run's attributes apply to the whole text.
    mutating func attributedString(_ element: MarkupElement, mutable: Bool, lineBreakMode: Int? = nil) -> Int {
        let text = Self.plainText(element)
        let string = archive.object(mutable ? "NSMutableAttributedString" : "NSAttributedString")
        archive.set("NSString", reference: mutable ? archive.uniqueString(text, className: "NSMutableString") : archive.string(text), on: string)
        var pairs: [(key: Int, value: Int)] = []
        if let attributes = element.firstChild(named: "fragment")?.firstChild(named: "attributes") {
            for attribute in attributes.childElements {
                guard let key = attribute[attribute: "key"] else { continue }
                switch attribute.name {
                case "color": pairs.append((archive.string(key), color(attribute)))
                case "font": pairs.append((archive.string(key), attributedStringFont(attribute)))
                case "paragraphStyle": pairs.append((archive.string(key), paragraphStyle(attribute, mutable: mutable, lineBreakMode: lineBreakMode)))
                default: continue
                }
            }
        }
        archive.set("NSAttributes", reference: archive.dictionary("NSDictionary", pairs), on: string)
        return string
    }

    /// The first run's font of an attributed string, compiled anew (for `UIFont`).
    func attributedStringFontElement(_ element: MarkupElement) -> MarkupElement? {
        element.firstChild(named: "fragment")?.firstChild(named: "attributes")?.children(named: "font").first
    }

    /// A `<paragraphStyle>`: alignment, line break mode (a label's own mode replaces the
    /// style's), line heights and spacing, with no tab stops.
    private mutating func paragraphStyle(_ element: MarkupElement, mutable: Bool, lineBreakMode: Int?) -> Int {
        // ibtool 13 copies a style it changes (a label's line break mode replacing the
        // style's) into a mutable one; a style it leaves alone stays immutable.
        let documentMode = element[attribute: "lineBreakMode"].flatMap { Self.paragraphLineBreakModes[$0] } ?? 0
        let changed = lineBreakMode.map { $0 != documentMode } ?? false
        let archivedMutable = release.xcodeMajorVersion >= 13 && lineBreakMode != nil ? changed : mutable
        let style = archive.object(archivedMutable ? "NSMutableParagraphStyle" : "NSParagraphStyle")
        if let alignment = element[attribute: "alignment"].flatMap({ Self.paragraphAlignments[$0] }), alignment != 0 {
            archive.set("NSAlignment", integer: Int64(alignment), on: style)
        }
        let mode = lineBreakMode ?? element[attribute: "lineBreakMode"].flatMap { Self.paragraphLineBreakModes[$0] } ?? 0
        if mode != 0 { archive.set("NSLineBreakMode", integer: Int64(mode), on: style) }
        let doubles = [
            ("minimumLineHeight", "NSMinLineHeight"), ("maximumLineHeight", "NSMaxLineHeight"), ("lineSpacing", "NSLineSpacing"),
            ("paragraphSpacing", "NSParagraphSpacing"), ("paragraphSpacingBefore", "NSParagraphSpacingBefore"),
            ("lineHeightMultiple", "NSLineHeightMultiple"), ("firstLineHeadIndent", "NSFirstLineHeadIndent"),
            ("headIndent", "NSHeadIndent"), ("tailIndent", "NSTailIndent"),
        ]
        for (attribute, key) in doubles {
            if let value = element[attribute: attribute].flatMap(Double.init), value != 0 { archive.set(key, .double(value), on: style) }
        }
        archive.setNull("NSTabStops", on: style)
        return style
    }
}
