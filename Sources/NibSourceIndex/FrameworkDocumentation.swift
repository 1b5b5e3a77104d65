/// The address of Apple's documentation page for a framework class, as Interface Builder's
/// "jump to documentation" opens it (`https://developer.apple.com/documentation/appkit/nsimageview`).
public enum FrameworkDocumentation {
    /// Frameworks by class-name prefix, longest prefix first where they overlap.
    static let frameworksByPrefix: [(prefix: String, framework: String)] = [
        ("UI", "uikit"), ("WK", "webkit"), ("MK", "mapkit"), ("SCN", "scenekit"), ("SK", "spritekit"),
        ("AV", "avkit"), ("PDF", "pdfkit"), ("MTK", "metalkit"), ("GLK", "glkit"), ("IK", "quartz"),
        ("QL", "quicklookui"), ("AB", "addressbook"), ("WebView", "webkit"), ("NS", "appkit"),
    ]

    /// Foundation classes Interface Builder documents use (the rest of `NS` is AppKit).
    static let foundationClasses: Set<String> = [
        "NSFormatter", "NSNumberFormatter", "NSDateFormatter", "NSByteCountFormatter", "NSDateComponentsFormatter",
        "NSDateIntervalFormatter", "NSLengthFormatter", "NSMassFormatter", "NSEnergyFormatter", "NSPersonNameComponentsFormatter",
        "NSMeasurementFormatter", "NSListFormatter", "NSRelativeDateTimeFormatter", "NSString", "NSArray", "NSDictionary",
        "NSSet", "NSNumber", "NSData", "NSDate", "NSURL", "NSValue",
    ]

    /// The documentation address for a framework class, or nil for a name no framework
    /// prefix matches (a class the sources should declare).
    public static func url(for className: String) -> String? {
        let lowered = className.lowercased()
        if className == "NSObject" { return "https://developer.apple.com/documentation/objectivec/nsobject" }
        if foundationClasses.contains(className) { return "https://developer.apple.com/documentation/foundation/\(lowered)" }
        for (prefix, framework) in frameworksByPrefix where className.hasPrefix(prefix) {
            let next = className.dropFirst(prefix.count).first
            guard prefix == "WebView" || next.map({ $0.isUppercase }) == true else { continue }
            return "https://developer.apple.com/documentation/\(framework)/\(lowered)"
        }
        return nil
    }
}
