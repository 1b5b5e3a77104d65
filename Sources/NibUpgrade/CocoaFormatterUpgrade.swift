/// `NSNumberFormatter` and `NSDateFormatter` archive objects as `<numberFormatter>` and
/// `<dateFormatter>`: the settings Interface Builder 3 kept in the formatter's
/// `NS.attributes` dictionary become the modern element's attributes.
extension UpgradeSession {
    static let formatterBehaviors = ["1000": "default10_0", "1040": "default10_4"]
    static let numberStyleNames = ["0": "none", "1": "decimal", "2": "currency", "3": "percent", "4": "scientific", "5": "spellOut"]
    static let dateStyleNames = ["0": "none", "1": "short", "2": "medium", "3": "long", "4": "full"]
    /// Attributes kept under the same name.
    static let formatterAttributeNames: Set<String> = [
        "allowsFloats", "alwaysShowsDecimalSeparator", "formatWidth", "generatesDecimalNumbers", "groupingSize", "lenient",
        "maximumFractionDigits", "maximumIntegerDigits", "minimumFractionDigits", "minimumIntegerDigits", "positiveFormat",
        "negativeFormat", "usesGroupingSeparator", "currencySymbol", "internationalCurrencySymbol", "dateFormat",
        "doesRelativeDateFormatting", "secondaryGroupingSize",
    ]

    func upgradeFormatter(_ formatter: ArchivedObject, into element: inout MarkupBuilder) {
        guard let attributes = formatter.object("NS.attributes") else { return }
        let entries = graph.entries(of: attributes.element).entries
        for (key, valueElement) in entries {
            guard let value = graph.resolve(valueElement).element.flatMap(graph.scalar) else { continue }
            let text = value == "1" && valueElement.name.hasPrefix("bool") ? "YES" : value == "0" && valueElement.name.hasPrefix("bool") ? "NO" : value
            switch key {
            case "formatterBehavior":
                element.set("formatterBehavior", Self.formatterBehaviors[value] ?? "custom10_4")
            case "numberStyle":
                if let style = Self.numberStyleNames[value], style != "none" { element.set("numberStyle", style) }
            case "dateStyle", "timeStyle":
                element.set(key, Self.dateStyleNames[value])
            case "minimum", "maximum":
                element.append(MarkupBuilder("real", [("key", key), ("value", value)]))
            default:
                if Self.formatterAttributeNames.contains(key) { element.set(key, text) }
            }
        }
        formatter.use("NS.positiveformat"); formatter.use("NS.negativeformat"); formatter.use("NS.positiveattrs")
        formatter.use("NS.negativeattrs"); formatter.use("NS.zero"); formatter.use("NS.nil"); formatter.use("NS.nan")
        formatter.use("NS.min"); formatter.use("NS.max"); formatter.use("NS.rounding"); formatter.use("NS.decimal")
        formatter.use("NS.thousand"); formatter.use("NS.hasthousands"); formatter.use("NS.localized"); formatter.use("NS.allowsfloats")
        formatter.use("NS.format"); formatter.use("NS.natural")
    }
}
