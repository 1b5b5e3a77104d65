/// Maps what an Interface Builder 3 archive stores to what the modern typed view uses:
/// archived classes to runtime classes, archive member keys to outline relationship keys,
/// runtime identifiers to `targetRuntime` values.
enum LegacyClassNames {
    /// The runtime class an archived class stands for. Interface Builder archived UIKit
    /// objects (and a few others) under its own stand-in classes, named by prefixing the
    /// framework prefix with `IB`: `IBUILabel` → `UILabel`, `IBMKMapView` → `MKMapView`,
    /// `IBNSLayoutConstraint` → `NSLayoutConstraint`. AppKit objects were archived under
    /// their own class, except the few templates listed here; the custom class those carry
    /// is read separately (see `LegacyOutlineBuilder.classify`).
    static func runtimeClassName(forArchivedClass archivedClass: String) -> String {
        if let special = templates[archivedClass] { return special }
        // `IB` + two capitals (a framework prefix) is an Interface Builder stand-in.
        let characters = Array(archivedClass.utf8.prefix(4))
        if characters.count == 4, characters[0] == UInt8(ascii: "I"), characters[1] == UInt8(ascii: "B"),
           isUppercase(characters[2]), isUppercase(characters[3]) {
            return String(archivedClass.dropFirst(2))
        }
        return archivedClass
    }

    /// Archived classes that are not named after their runtime class.
    private static let templates: [String: String] = [
        "IBUICustomObject": "NSObject",
        "NSCustomObject": "NSObject",
        "NSCustomView": "NSView",
        "NSWindowTemplate": "NSWindow",
        "NSTextViewTemplate": "NSTextView",
        "NSViewTemplate": "NSView",
    ]

    /// The relationship key the modern format uses for an object held under archive
    /// member `key` (`NSCell` → `cell`, `NSWindowView` → `contentView`); nil for keys with
    /// no modern counterpart (most objects sit in arrays such as `NSSubviews`, unkeyed).
    static func relationshipKey(forArchiveKey key: String?) -> String? {
        guard let key else { return nil }
        return relationshipKeys[key]
    }

    private static let relationshipKeys: [String: String] = [
        "NSCell": "cell",
        "NSDataCell": "dataCell",
        "NSWindowView": "contentView",
        "NSContentView": "contentView",
        "NSSubmenu": "submenu",
        "NSView": "view",
    ]

    /// The modern `targetRuntime` for the archive's `IBDocument.TargetRuntimeIdentifier`
    /// (`IBCocoaTouchFramework` → `iOS.CocoaTouch`); unknown identifiers are kept as written.
    static func targetRuntime(forIdentifier identifier: String) -> String {
        switch identifier {
        case "IBCocoaTouchFramework": "iOS.CocoaTouch"
        case "IBIPadFramework": "iOS.CocoaTouch.iPad"
        case "IBCocoaFramework": "MacOSX.Cocoa"
        default: identifier
        }
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
