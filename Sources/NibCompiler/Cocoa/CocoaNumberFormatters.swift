import NibXML

/// `<numberFormatter>` compiles to `NSNumberFormatter`: every setting in `NS.attributes`
/// (keys sorted, AppKit's defaults for those the document leaves out), the positive and
/// negative formats, the nil and NaN strings, the range, the rounding behaviour and the
/// separators of the locale Apple's sample nibs were compiled in (`.` and `,`).
///
/// From Apple's nibs: numbers and booleans are one object per value across the nib; a
/// formatter without a minimum or maximum archives NaN (`NSDecimalNumberPlaceholder`) for
/// both. A style-less formatter's format is `#` for each optional integer digit and `0` for
/// each required one; the decimal style groups by three (`#,##0.###`).
extension CocoaNibCompiler {
    static let numberStyles: [String: Int64] = [
        "none": 0, "decimal": 1, "currency": 2, "percent": 3, "scientific": 4, "spellOut": 5, "ordinal": 6,
        "currencyISOCode": 8, "currencyPlural": 9, "currencyAccounting": 10,
    ]

    mutating func numberFormatter(_ element: MarkupElement) -> Int {
        let formatter = classedObject("NSNumberFormatter", for: element)
        let style = element[attribute: "numberStyle"].flatMap { Self.numberStyles[$0] } ?? 0
        let isDecimal = style == 1
        func integer(_ name: String, _ fallback: Int64) -> Int64 { element[attribute: name].flatMap { Int64($0) } ?? fallback }
        func flag(_ name: String, _ fallback: Bool) -> Bool { element[attribute: name].map { $0 == "YES" } ?? fallback }
        let allowsFloats = flag("allowsFloats", true)
        let groups = flag("usesGroupingSeparator", isDecimal)
        let minimumInteger = integer("minimumIntegerDigits", isDecimal ? 1 : 0)
        let maximumInteger = integer("maximumIntegerDigits", isDecimal ? 2_000_000_000 : 42)
        let minimumFraction = integer("minimumFractionDigits", 0)
        let maximumFraction = integer("maximumFractionDigits", isDecimal ? 3 : 0)
        let range = ["minimum", "maximum"].map { key in
            element.childElements.first { $0[attribute: "key"] == key && ($0.name == "real" || $0.name == "integer") }?[attribute: "value"].flatMap(Double.init)
        }
        let nilSymbols = Set(element.children(named: "nil").compactMap { $0[attribute: "key"] })
        let isCustom = element[attribute: "formatterBehavior"] == "custom10_4"
        let positive = element[attribute: "positiveFormat"]
            ?? Self.numberFormat(minimumInteger: minimumInteger, maximumInteger: maximumInteger, minimumFraction: minimumFraction,
                                 maximumFraction: maximumFraction, groups: groups)
        let negative = element[attribute: "negativeFormat"] ?? positive

        // Attribute values are made in key order: numbers made first are shared by later keys.
        var entries: [(key: String, value: Int)] = []
        entries.append(("allowsFloats", sharedBool(allowsFloats)))
        entries.append(("alwaysShowsDecimalSeparator", sharedBool(flag("alwaysShowsDecimalSeparator", false))))
        if let symbol = element[attribute: "currencySymbol"] { entries.append(("currencySymbol", archive.string(symbol))) }
        entries.append(("formatWidth", sharedNumber(Double(integer("formatWidth", 0)))))
        entries.append(("formatterBehavior", sharedNumber(1040)))
        entries.append(("generatesDecimalNumbers", sharedBool(flag("generatesDecimalNumbers", false))))
        entries.append(("groupingSize", sharedNumber(Double(integer("groupingSize", isDecimal ? 3 : 0)))))
        if let symbol = element[attribute: "internationalCurrencySymbol"] { entries.append(("internationalCurrencySymbol", archive.string(symbol))) }
        entries.append(("lenient", sharedBool(flag("lenient", false))))
        if let maximum = range[1] { entries.append(("maximum", sharedNumber(maximum, asDouble: true))) }
        entries.append(("maximumFractionDigits", sharedNumber(Double(maximumFraction))))
        entries.append(("maximumIntegerDigits", sharedNumber(Double(maximumInteger))))
        if let minimum = range[0] { entries.append(("minimum", sharedNumber(minimum, asDouble: true))) }
        entries.append(("minimumFractionDigits", sharedNumber(Double(minimumFraction))))
        entries.append(("minimumIntegerDigits", sharedNumber(Double(minimumInteger))))
        if isCustom, let format = element[attribute: "negativeFormat"] { entries.append(("negativeFormat", archive.string(format))) }
        if !nilSymbols.contains("negativeInfinitySymbol") { entries.append(("negativeInfinitySymbol", archive.string("-∞"))) }
        entries.append(("nilSymbol", archive.string("")))
        if style != 0 { entries.append(("numberStyle", sharedNumber(Double(style)))) }
        entries.append(("paddingPosition", sharedNumber(0)))
        if isCustom, let format = element[attribute: "positiveFormat"] { entries.append(("positiveFormat", archive.string(format))) }
        if !nilSymbols.contains("positiveInfinitySymbol") { entries.append(("positiveInfinitySymbol", archive.string("+∞"))) }
        entries.append(("roundingMode", sharedNumber(4)))
        entries.append(("secondaryGroupingSize", sharedNumber(Double(integer("secondaryGroupingSize", 0)))))
        entries.append(("usesGroupingSeparator", sharedBool(groups)))
        let attributes = archive.dictionary("NSMutableDictionary", entries.map { (archive.string($0.key), $0.value) })

        archive.set("NS.attributes", reference: attributes, on: formatter)
        archive.set("NS.positiveformat", string: positive, on: formatter)
        archive.set("NS.negativeformat", string: negative, on: formatter)
        archive.setNull("NS.positiveattrs", on: formatter)
        archive.setNull("NS.negativeattrs", on: formatter)
        archive.setNull("NS.zero", on: formatter)
        let nilString = archive.object("NSAttributedString")
        archive.set("NSString", string: "", on: nilString)
        archive.set("NS.nil", reference: nilString, on: formatter)
        let notANumber = archive.object("NSAttributedString")
        archive.set("NSString", string: "NaN", on: notANumber)
        archive.set("NSAttributes", reference: archive.dictionary("NSDictionary", []), on: notANumber)
        archive.set("NS.nan", reference: notANumber, on: formatter)
        let unbounded = range.contains { $0 == nil } ? decimalNotANumber() : nil
        archive.set("NS.min", reference: range[0].map { sharedNumber($0, asDouble: true) } ?? unbounded ?? 0, on: formatter)
        archive.set("NS.max", reference: range[1].map { sharedNumber($0, asDouble: true) } ?? unbounded ?? 0, on: formatter)
        archive.set("NS.rounding", reference: roundingHandler(), on: formatter)
        archive.set("NS.decimal", string: ".", on: formatter)
        archive.set("NS.thousand", string: ",", on: formatter)
        archive.set("NS.hasthousands", bool: groups, on: formatter)
        archive.set("NS.localized", bool: true, on: formatter)
        archive.set("NS.allowsfloats", bool: allowsFloats, on: formatter)
        return formatter
    }

    /// The format for digit counts: `#` for optional digits, `0` for required ones.
    static func numberFormat(minimumInteger: Int64, maximumInteger: Int64, minimumFraction: Int64, maximumFraction: Int64, groups: Bool) -> String {
        var integer: String
        if groups {
            integer = "#,##" + String(repeating: "0", count: Int(max(minimumInteger, 1)))
        } else if maximumInteger <= 100 {
            integer = String(repeating: "#", count: Int(max(maximumInteger - minimumInteger, 0))) + String(repeating: "0", count: Int(max(minimumInteger, 0)))
        } else {
            integer = "#" + String(repeating: "0", count: Int(max(minimumInteger, 0)))
        }
        if integer.isEmpty { integer = "#" }
        guard maximumFraction > 0 else { return integer }
        return integer + "." + String(repeating: "0", count: Int(minimumFraction)) + String(repeating: "#", count: Int(max(maximumFraction - minimumFraction, 0)))
    }

    /// The formatter's `NSDecimalNumberHandler`: rounding mode 3, raising on overflow,
    /// underflow and division by zero.
    private mutating func roundingHandler() -> Int {
        let handler = archive.object("NSDecimalNumberHandler")
        archive.set("NS.roundingmode", integer: 3, on: handler)
        for key in ["NS.raise.overflow", "NS.raise.underflow", "NS.raise.dividebyzero"] { archive.set(key, bool: true, on: handler) }
        return handler
    }

    /// NaN as an `NSDecimalNumber`: the bound of an unbounded range (one object per nib).
    private mutating func decimalNotANumber() -> Int {
        if let shared = sharedResources["NSDecimalNumber.NaN"] { return shared }
        let number = archive.object("NSDecimalNumberPlaceholder")
        archive.set("NS.exponent", integer: 0, on: number)
        archive.set("NS.length", integer: 0, on: number)
        archive.set("NS.negative", bool: true, on: number)
        archive.set("NS.compact", bool: false, on: number)
        archive.set("NS.mantissa.bo", integer: 1, on: number)
        archive.set("NS.mantissa", .data([UInt8](repeating: 0, count: 16)), on: number)
        sharedResources["NSDecimalNumber.NaN"] = number
        return number
    }

    /// The `NSNumber` holding `value` as a boolean, one per value across the nib.
    mutating func sharedBool(_ value: Bool) -> Int {
        let key = value ? "NSNumber.true" : "NSNumber.false"
        if let shared = sharedResources[key] { return shared }
        let number = archive.object("NSNumber")
        archive.set("NS.boolval", bool: value, on: number)
        sharedResources[key] = number
        return number
    }
}
