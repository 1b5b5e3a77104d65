/// How an archived object appears in Interface Builder's terms: the class it stands for, its
/// custom class, and whether it is a placeholder the loader resolves instead of creating.
///
/// Compiled nibs encode these indirectly (`NSCustomObject` + `NSClassName`, `NSClassSwapper`,
/// `NSWindowTemplate` + `NSWindowClass`, `UIProxyObject`, `UIClassSwapper`); this type is the
/// one place that decodes them, for inspection (`NibStructure`) and for loading alike.
package struct ArchivedObjectIdentity: Hashable, Sendable {
    /// An object the nib refers to but does not create.
    public enum Placeholder: Hashable, Sendable {
        case filesOwner
        case firstResponder
        case application
        case external(identifier: String)
    }

    /// The class the object stands for (`NSWindow` for a window template, the original class
    /// of a class swapper).
    public var className: String
    /// The custom class set in Interface Builder, if any (also set for a File's Owner).
    public var customClass: String?
    /// Set when the object is a placeholder.
    public var placeholder: Placeholder?

    public init(className: String, customClass: String? = nil, placeholder: Placeholder? = nil) {
        self.className = className
        self.customClass = customClass
        self.placeholder = placeholder
    }

    /// An object of a macOS graph (`NSIBObjectData`); `isRoot` for the `NSRoot` object (File's
    /// Owner). `string` reads a value as a string, inline or through a referenced `NSString`.
    public static func cocoa(_ object: ArchivedObject, isRoot: Bool, string: (ArchivedValue?) -> String?) -> ArchivedObjectIdentity {
        switch object.className {
        case "NSCustomObject", "NSCustomView":
            let name = string(object.value(forKey: "NSClassName"))
            let className = object.className == "NSCustomView" ? "NSView" : "NSObject"
            if isRoot { return ArchivedObjectIdentity(className: className, customClass: name, placeholder: .filesOwner) }
            if name == "FirstResponder" { return ArchivedObjectIdentity(className: className, placeholder: .firstResponder) }
            if name == "NSApplication" { return ArchivedObjectIdentity(className: className, placeholder: .application) }
            let customClass = name.flatMap { $0 == "NSObject" || $0 == "NSView" ? nil : $0 }
            return ArchivedObjectIdentity(className: className, customClass: customClass)
        case "NSNibExternalObjectPlaceholder":
            let identifier = string(object.value(forKey: "NSExternalObjectPlaceholderIdentifier")) ?? ""
            return ArchivedObjectIdentity(className: object.className, placeholder: .external(identifier: identifier))
        case "NSClassSwapper":
            return ArchivedObjectIdentity(
                className: string(object.value(forKey: "NSOriginalClassName")) ?? "NSObject",
                customClass: string(object.value(forKey: "NSClassName")))
        case "NSWindowTemplate":
            // The template stands for its window; AppKit classes (NSPanel) are the class itself.
            let windowClass = string(object.value(forKey: "NSWindowClass")) ?? "NSWindow"
            if windowClass.hasPrefix("NS") { return ArchivedObjectIdentity(className: windowClass) }
            return ArchivedObjectIdentity(className: "NSWindow", customClass: windowClass)
        default:
            return ArchivedObjectIdentity(className: object.className, placeholder: isRoot ? .filesOwner : nil)
        }
    }

    /// An object of an iOS graph (`UINib*` keys).
    public static func cocoaTouch(_ object: ArchivedObject, string: (ArchivedValue?) -> String?) -> ArchivedObjectIdentity {
        switch object.className {
        case "UIProxyObject":
            switch string(object.value(forKey: "UIProxiedObjectIdentifier")) {
            case "IBFilesOwner": return ArchivedObjectIdentity(className: object.className, placeholder: .filesOwner)
            case "IBFirstResponder", nil: return ArchivedObjectIdentity(className: object.className, placeholder: .firstResponder)
            case let identifier?: return ArchivedObjectIdentity(className: object.className, placeholder: .external(identifier: identifier))
            }
        case "UIClassSwapper":
            return ArchivedObjectIdentity(
                className: string(object.value(forKey: "UIOriginalClassName")) ?? "NSObject",
                customClass: string(object.value(forKey: "UIClassName")))
        default:
            return ArchivedObjectIdentity(className: object.className)
        }
    }

    /// The label Interface Builder shows: placeholder names, else the custom class, else the class.
    var label: String {
        switch placeholder {
        case .filesOwner: "File's Owner"
        case .firstResponder: "First Responder"
        case .application: "Application"
        case .external(let identifier): identifier
        case nil: customClass ?? className
        }
    }
}
