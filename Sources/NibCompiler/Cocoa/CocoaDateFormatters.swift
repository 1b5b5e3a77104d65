import Foundation
import NibXML

/// `<dateFormatter>` compiles to `NSDateFormatter`: its settings in `NS.attributes` (keys
/// sorted), the format in `NS.format`, and `NS.natural`.
///
/// A style-based formatter archives the format AppKit derived from its styles in the locale
/// Apple's sample nibs were compiled in (day before month, 12-hour clock: `d/M/y, h:mm a`,
/// with ICU's narrow no-break space before the day period);
/// AppKit derives it again from the styles at run time, in the user's locale. A cell with a
/// date formatter archives its title as the date it parses to (UTC); a title the formatter
/// cannot parse stays a string and sets bit 31 of the cell's `NSCellFlags2`.
extension CocoaNibCompiler {
    static let dateFormatterStyles: [String: Int64] = ["none": 0, "short": 1, "medium": 2, "long": 3, "full": 4]
    static let dateStylePatterns: [Int64: String] = [1: "d/M/y", 2: "d MMM y", 3: "d MMMM y", 4: "EEEE, d MMMM y"]
    /// Times put a narrow no-break space (U+202F) before the day period, as ICU does.
    static let timeStylePatterns: [Int64: String] = [1: "h:mm\u{202F}a", 2: "h:mm:ss\u{202F}a", 3: "h:mm:ss\u{202F}a z", 4: "h:mm:ss\u{202F}a zzzz"]

    mutating func dateFormatter(_ element: MarkupElement) -> Int {
        let formatter = classedObject("NSDateFormatter", for: element)
        let format = Self.dateFormat(of: element)
        var entries: [(key: String, value: Int)] = []
        if let custom = element[attribute: "dateFormat"], element[attribute: "formatterBehavior"] == "custom10_4" {
            entries.append(("dateFormat", archive.string(custom)))
        }
        entries.append(("dateStyle", sharedNumber(Double(Self.dateFormatterStyles[element[attribute: "dateStyle"] ?? "none"] ?? 0))))
        if element[attribute: "doesRelativeDateFormatting"] == "YES" {
            let yes = archive.object("NSNumber")
            archive.set("NS.boolval", bool: true, on: yes)
            entries.append(("doesRelativeDateFormatting", yes))
        }
        entries.append(("formatterBehavior", sharedNumber(1040)))
        entries.append(("timeStyle", sharedNumber(Double(Self.dateFormatterStyles[element[attribute: "timeStyle"] ?? "none"] ?? 0))))
        let attributes = archive.dictionary("NSMutableDictionary", entries.map { (archive.string($0.key), $0.value) })
        archive.set("NS.attributes", reference: attributes, on: formatter)
        archive.set("NS.format", string: format, on: formatter)
        archive.set("NS.natural", bool: false, on: formatter)
        return formatter
    }

    /// The format a date formatter element stands for: its own, or its styles' patterns.
    static func dateFormat(of element: MarkupElement) -> String {
        if element[attribute: "formatterBehavior"] == "custom10_4", let custom = element[attribute: "dateFormat"] { return custom }
        let date = dateStylePatterns[dateFormatterStyles[element[attribute: "dateStyle"] ?? "none"] ?? 0]
        let time = timeStylePatterns[dateFormatterStyles[element[attribute: "timeStyle"] ?? "none"] ?? 0]
        switch (date, time) {
        case let (date?, time?):
            let long = (dateFormatterStyles[element[attribute: "dateStyle"] ?? ""] ?? 0) >= 3
            return date + (long ? " 'at' " : ", ") + time
        case let (date?, nil): return date
        case let (nil, time?): return time
        default: return ""
        }
    }

    /// The date `text` stands for in `format` (UTC), as seconds since 2001-01-01; nil when
    /// it does not parse. Fields the format lacks take January 2000's; a weekday alone
    /// names the first such day of 2000.
    static func parsedDate(_ text: String, format: String) -> Double? {
        var components = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2000, month: 1, day: 1)
        var weekday: Int?
        var hour12: Int?, isAfternoon: Bool?
        var input = Substring(text)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        func number() -> Int? {
            let digits = input.prefix { $0.isNumber }
            guard !digits.isEmpty else { return nil }
            input = input.dropFirst(digits.count)
            return Int(digits)
        }
        func word(_ names: [String], length: Int?) -> Int? {
            for (index, name) in names.enumerated() {
                let candidate = length.map { String(name.prefix($0)) } ?? name
                if input.lowercased().hasPrefix(candidate.lowercased()) {
                    input = input.dropFirst(candidate.count)
                    return index
                }
            }
            return nil
        }
        var pattern = Substring(format)
        while let symbol = pattern.first {
            if symbol == "'" {
                let literal = pattern.dropFirst().prefix { $0 != "'" }
                pattern = pattern.dropFirst(literal.count + 2)
                guard input.hasPrefix(literal) else { return nil }
                input = input.dropFirst(literal.count)
                continue
            }
            guard symbol.isLetter else {
                // Any space matches any space (titles are typed with plain spaces).
                let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\u{202F}" || $0 == "\u{00A0}" }
                guard let next = input.first, next == symbol || (isSpace(next) && isSpace(symbol)) else { return nil }
                pattern = pattern.dropFirst()
                input = input.dropFirst()
                continue
            }
            let run = pattern.prefix { $0 == symbol }.count
            pattern = pattern.dropFirst(run)
            switch (symbol, run) {
            case ("d", _): guard let value = number() else { return nil }; components.day = value
            case ("M", 1...2): guard let value = number() else { return nil }; components.month = value
            case ("M", 3): guard let value = word(months, length: 3) else { return nil }; components.month = value + 1
            case ("M", _): guard let value = word(months, length: nil) else { return nil }; components.month = value + 1
            case ("y", _): guard let value = number() else { return nil }; components.year = run == 2 || value < 100 ? 2000 + value : value
            case ("h", _): guard let value = number() else { return nil }; hour12 = value
            case ("H", _): guard let value = number() else { return nil }; components.hour = value
            case ("m", _): guard let value = number() else { return nil }; components.minute = value
            case ("s", _): guard let value = number() else { return nil }; components.second = value
            case ("a", _): guard let value = word(["am", "pm"], length: nil) else { return nil }; isAfternoon = value == 1
            case ("E", _): guard let value = word(weekdays, length: run >= 4 ? nil : 3) else { return nil }; weekday = value + 1
            default: return nil
            }
        }
        guard input.isEmpty, !text.isEmpty else { return nil }
        if let hour12 { components.hour = hour12 % 12 + (isAfternoon == true ? 12 : 0) }
        guard var date = components.date else { return nil }
        if let weekday, !format.contains("d") {
            let calendar = components.calendar ?? Calendar(identifier: .gregorian)
            var utc = calendar
            utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
            while utc.component(.weekday, from: date) != weekday { date = date.addingTimeInterval(86400) }
        }
        return date.timeIntervalSinceReferenceDate
    }
}
