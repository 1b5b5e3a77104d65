import NibDocument
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

    /// A text shadow: a label's as UILabel adds it to the runs of a text it shows (its
    /// `shadowColor`, nil when none, and `shadowOffset`, UIKit's 0, -1 by default), or a bar
    /// title's (`textShadowColor`, `textShadowOffset`).
    struct TextShadow {
        var color: MarkupElement?
        var offset: [Double]
    }

    /// An attributed string (`NSMutableAttributedString` for labels, `NSAttributedString`
    /// for button titles and text views): the text, and one attribute dictionary when every
    /// fragment has the same attributes; otherwise the distinct dictionaries in an array and
    /// the runs in `NSAttributeInfo` (`AttributeRuns`).
    ///
    /// A label archives the text it shows, to whose runs UILabel has added its own shadow
    /// (`labelShadow`): every dictionary of a text of several runs carries an `NSShadow`
    /// (DuckDuckGo's "Privacy Practices from ToS;DR", two runs, Xcode 13.2; a text of one
    /// run has none there, nor in any other Apple nib of the corpora).
    ///
    /// `mutableText`: the text is an `NSMutableString` in an immutable string too (a text
    /// view's whose runs Interface Builder edited, `textViewTextIsMutable`).
    ///
    /// `mutableParagraphStyles`: whether the paragraph styles are mutable ones when that differs
    /// from the string's own mutability (a refresh control's mutable title keeps immutable
    /// styles); by default they follow `mutable`.
    mutating func attributedString(_ element: MarkupElement, mutable: Bool, mutableText: Bool = false,
                                   mutableParagraphStyles: Bool? = nil, lineBreakMode: Int? = nil,
                                   labelShadow: TextShadow? = nil) -> Int {
        let mutableStyles = mutableParagraphStyles ?? mutable
        let text = DocumentStrings.attributedText(of: element)
        let string = archive.object(mutable ? "NSMutableAttributedString" : "NSAttributedString")
        archive.set("NSString", reference: mutable || mutableText ? archive.uniqueString(text, className: "NSMutableString") : archive.string(text), on: string)
        var signatures: [[UInt8]] = []
        var distinctAttributes: [MarkupElement?] = []
        var runs = AttributeRuns()
        for fragment in element.children(named: "fragment") {
            let attributes = fragment.firstChild(named: "attributes")
            let signature = attributes?.serializedSubtree() ?? []
            let index = signatures.firstIndex(of: signature) ?? {
                signatures.append(signature)
                distinctAttributes.append(attributes)
                return signatures.count - 1
            }()
            runs.append(length: (DocumentStrings.value("content", of: fragment) ?? "").utf16.count, index: index)
        }
        var paragraphStyles: [[UInt8]: Int] = [:]
        if distinctAttributes.count <= 1 {
            let pairs = attributePairs(distinctAttributes.first ?? nil, mutable: mutableStyles, lineBreakMode: lineBreakMode, paragraphStyles: &paragraphStyles)
            archive.set("NSAttributes", reference: archive.dictionary("NSDictionary", pairs), on: string)
            return string
        }
        let shadow = labelShadow.map { self.shadow($0) }
        let dictionaries = distinctAttributes.map { attributes in
            var pairs = attributePairs(attributes, mutable: mutableStyles, lineBreakMode: lineBreakMode, paragraphStyles: &paragraphStyles)
            if let shadow, attributes?.children(named: "shadow").contains(where: { $0[attribute: "key"] == "NSShadow" }) != true {
                pairs.append((archive.string("NSShadow"), shadow))
            }
            return archive.dictionary("NSDictionary", pairs)
        }
        archive.set("NSAttributes", reference: archive.collection("NSMutableArray", dictionaries), on: string)
        let info = archive.object("NSMutableData")
        archive.set("NS.bytes", .data(runs.infoBytes), on: info)
        archive.set("NSAttributeInfo", reference: info, on: string)
        return string
    }

    /// An immutable `NSAttributedString` of `text` in one run with the attribute dictionary
    /// `attributes` (a dictionary object; an empty one when nil), as UIKit makes one from a
    /// string and attributes (`-initWithString:attributes:`).
    mutating func attributedString(_ text: String, attributes: Int?) -> Int {
        attributedString(stringObject: archive.string(text), attributes: attributes)
    }

    /// The same with the string object given: a localizable string, or one another object
    /// shares (a configured button's title, the button's normal title in Xcode 13).
    mutating func attributedString(stringObject: Int, attributes: Int?) -> Int {
        let string = archive.object("NSAttributedString")
        archive.set("NSString", reference: stringObject, on: string)
        archive.set("NSAttributes", reference: attributes ?? archive.dictionary("NSDictionary", []), on: string)
        return string
    }

    /// The attribute dictionary of one run: colours, fonts, the paragraph style and numbers
    /// (`NSUnderline`, `NSLigature`, `NSKern`...), keyed as the document keys them.
    /// `paragraphStyles`: the styles a label's line break mode replaced in the string's runs
    /// so far, by their element, which the runs share.
    private mutating func attributePairs(_ attributes: MarkupElement?, mutable: Bool, lineBreakMode: Int?,
                                         paragraphStyles: inout [[UInt8]: Int]) -> [(key: Int, value: Int)] {
        guard let attributes else { return [] }
        var pairs: [(key: Int, value: Int)] = []
        for attribute in attributes.childElements {
            guard let key = attribute[attribute: "key"] else { continue }
            switch attribute.name {
            case "color": pairs.append((archive.string(key), color(attribute)))
            case "font": pairs.append((archive.string(key), attributedStringFont(attribute)))
            case "paragraphStyle":
                let signature = attribute.serializedSubtree()
                let style = paragraphStyles[signature] ?? paragraphStyle(attribute, mutable: mutable, lineBreakMode: lineBreakMode)
                if replacesLineBreakMode(of: attribute, with: lineBreakMode) { paragraphStyles[signature] = style }
                pairs.append((archive.string(key), style))
            case "integer":
                guard let value = attribute[attribute: "value"].flatMap(Int64.init) else { continue }
                pairs.append((archive.string(key), archive.number(value)))
            case "real":
                guard let value = attribute[attribute: "value"].flatMap(Double.init) else { continue }
                pairs.append((archive.string(key), archive.number(double: value)))
            default: continue
            }
        }
        return pairs
    }

    /// UIKit's `NSShadow` for a text shadow: the offset's height negated (`NSShadowVert` 1
    /// for UIKit's 0, -1), components of zero left out, the colour or nil.
    mutating func shadow(_ textShadow: TextShadow) -> Int {
        let shadow = archive.object("NSShadow")
        if textShadow.offset[0] != 0 { archive.set("NSShadowHoriz", .double(textShadow.offset[0]), on: shadow) }
        if textShadow.offset[1] != 0 { archive.set("NSShadowVert", .double(-textShadow.offset[1]), on: shadow) }
        archive.set("NSShadowColor", optionalReference: textShadow.color.map { self.color($0) }, on: shadow)
        return shadow
    }

    /// The first run's font of an attributed string, compiled anew (for `UIFont`).
    func attributedStringFontElement(_ element: MarkupElement) -> MarkupElement? {
        element.firstChild(named: "fragment")?.firstChild(named: "attributes")?.children(named: "font").first
    }

    /// True when a label's `lineBreakMode` replaces the paragraph style's own: UILabel then
    /// sets one changed copy over its whole text, which the runs of equal styles share
    /// (DuckDuckGo's "Privacy Practices from ToS;DR", Xcode 13.2.1: two runs, one style).
    private func replacesLineBreakMode(of element: MarkupElement, with lineBreakMode: Int?) -> Bool {
        let documentMode = element[attribute: "lineBreakMode"].flatMap { Self.paragraphLineBreakModes[$0] } ?? 0
        return lineBreakMode.map { $0 != documentMode } ?? false
    }

    /// A `<paragraphStyle>`: alignment, line break mode (a label's own mode replaces the
    /// style's), line heights and spacing, with no tab stops.
    private mutating func paragraphStyle(_ element: MarkupElement, mutable: Bool, lineBreakMode: Int?) -> Int {
        // ibtool 13 copies a style it changes (a label's line break mode replacing the
        // style's) into a mutable one; a style it leaves alone stays immutable.
        let changed = replacesLineBreakMode(of: element, with: lineBreakMode)
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
