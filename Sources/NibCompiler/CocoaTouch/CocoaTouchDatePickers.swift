import NibXML

/// `UIDatePicker` as UIKit's encoder writes it.
///
/// Few Apple-compiled date pickers are in the corpora NibForge measures against (UIKitCatalog's,
/// SwiftyPickerPopover's), so these are mostly the
/// keys UIKit's own `encodeWithCoder:` writes (ibtool archives through it), each where it
/// differs from UIKit's default: the style and mode, the locale, the minute interval, and
/// either the countdown duration or the dates. Interface Builder writes the picker's date
/// (`<date key="date">`) even when the picker shows the current date, its default; a custom
/// date is `useCurrentDate="NO"`, archived as `UIDatePickerUseCurrentDateDuringDecoding`
/// false (the key and attribute pair as xibdump, a decompiler of Apple's nibs, reads them), so
/// UIKit keeps that date instead of today's when the nib loads. UIKit builds the picker's
/// wheels or compact view itself; none is archived. Before this, a compiled date picker lost
/// its mode (a date-only picker showed date and time), range and interval.
extension CocoaTouchNibCompiler {
    /// `UIDatePickerMode` by document name (`dateAndTime`, UIKit's default, is not archived).
    static let datePickerModes: [String: Int64] = ["time": 0, "date": 1, "dateAndTime": 2, "countDownTimer": 3, "yearAndMonth": 4]
    /// `UIDatePickerStyle` by document name (`automatic` is UIKit's default).
    static let datePickerStyles: [String: Int64] = ["wheels": 1, "compact": 2, "inline": 3]

    /// The date picker's own keys, after its view and control keys.
    mutating func datePickerAttributes(_ element: MarkupElement, object: Int) {
        if let style = element[attribute: "style"].flatMap({ Self.datePickerStyles[$0] }) { archive.set("UIPickerStyle", integer: style, on: object) }
        let mode = element[attribute: "datePickerMode"].flatMap { Self.datePickerModes[$0] } ?? 2
        if mode != 2 { archive.set("UIDatePickerMode", integer: mode, on: object) }
        if let locale = element.children(named: "locale").first(where: { $0[attribute: "key"] == "locale" }),
           let identifier = locale[attribute: "localeIdentifier"] {
            let value = archive.object("NSLocale")
            archive.set("NS.identifier", string: identifier, on: value)
            archive.set("UILocale", reference: value, on: object)
        }
        if mode == 3 {
            // A countdown of at least a minute, UIKit's shortest: a document stating none
            // archives 60 (SwiftyPickerPopover's countdown picker, Xcode 8.3.3).
            let duration = element[attribute: "countDownDuration"].flatMap(Double.init) ?? 0
            archive.set("UICountDownDuration", .float(Float(max(duration, 60))), on: object)
        } else {
            for (key, value) in [("UIDate", date("date", of: element)), ("UIMinimumDate", date("minimumDate", of: element)),
                                 ("UIMaximumDate", date("maximumDate", of: element))] {
                if let value { archive.set(key, reference: value, on: object) }
            }
            if element.children(named: "date").allSatisfy({ $0[attribute: "key"] != "date" }),
               release < .xcode13 || availability < PlatformVersion(14, 0) {
                // A document that names no date (saved by Xcode 11's betas) gets the time ibtool
                // ran (UIKitCatalog's picker, Xcode 11.2), which UIKit replaces with the current
                // date at load; the source date epoch when the build sets one, for reproducible builds.
                // Xcode 13 and later leave it out of the iOS 14 variant (UIKitCatalog's picker, 13.2 to 15).
                archive.set("UIDate", reference: archive.date(secondsSinceReferenceDate: options.resolvedCompilationTime.timeIntervalSinceReferenceDate), on: object)
            }
        }
        if let interval = element[attribute: "minuteInterval"].flatMap(Int64.init), interval != 1 {
            archive.set("UIMinuteInterval", integer: interval, on: object)
        }
        if element[attribute: "useCurrentDate"] == "NO" { archive.set("UIDatePickerUseCurrentDateDuringDecoding", bool: false, on: object) }
    }

    /// An `NSDate` for the `<date key=...>` child of `element`, or nil.
    private mutating func date(_ key: String, of element: MarkupElement) -> Int? {
        guard let date = element.children(named: "date").first(where: { $0[attribute: "key"] == key }),
              let seconds = date[attribute: "timeIntervalSinceReferenceDate"].flatMap(Double.init) else { return nil }
        return archive.date(secondsSinceReferenceDate: seconds)
    }
}
