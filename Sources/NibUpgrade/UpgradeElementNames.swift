/// The modern element name for an archived class: the inverse of the compiler's
/// element → class mapping (`button` ↔ `NSButton`, `label` ↔ `IBUILabel`).
enum UpgradeElementNames {
    private static let cocoaExceptions: [String: String] = [
        "NSWindowTemplate": "window", "NSCustomObject": "customObject", "NSCustomView": "customView",
        "NSTextViewTemplate": "textView", "NSViewTemplate": "view", "WebView": "webView", "PDFView": "pdfView",
        "NSClassSwapper": "customObject",
    ]
    private static let cocoaTouchExceptions: [String: String] = [
        "IBUICustomObject": "customObject", "IBUIViewController": "viewController",
    ]

    static func elementName(forArchivedClass className: String, isCocoaTouch: Bool) -> String {
        if let known = (isCocoaTouch ? cocoaTouchExceptions : cocoaExceptions)[className] { return known }
        var name = Substring(className)
        if name.hasPrefix("IBUI") {
            name = name.dropFirst(4)
        } else if name.hasPrefix("IBMK") || name.hasPrefix("IBNS") {
            name = name.dropFirst(4)
        } else if name.hasPrefix("NS") || name.hasPrefix("UI") || name.hasPrefix("MK") {
            name = name.dropFirst(2)
        }
        guard let first = name.first else { return "customObject" }
        return first.lowercased() + name.dropFirst()
    }
}
