import NibXML

extension LegacyOutlineBuilder {
    /// What an archived object is at run time: its base class, custom class, placeholder.
    struct Classification {
        var className: String
        var customClass: String?
        var placeholder: Placeholder?
    }

    /// Classifies the archived object `object` of record `objectID`.
    ///
    /// - `IBProxyObject` is a placeholder named by `IBProxiedObjectIdentifier`
    ///   (`IBFilesOwner`, `IBFirstResponder`, else an external object).
    /// - Cocoa's `NSCustomObject`s with objectID -2, -1, -3 are File's Owner, First
    ///   Responder and Application; any `NSCustomObject`'s `NSClassName` is its custom class.
    /// - `NSCustomView` → `NSView` + `NSClassName`; `NSWindowTemplate` → `NSWindowClass`
    ///   (`NSWindow` / `NSPanel`, else `NSWindow` with a custom class); `NSClassSwapper` →
    ///   `NSOriginalClassName` + `NSClassName`.
    /// - Anything else by `LegacyClassNames.runtimeClassName` (`IBUILabel` → `UILabel`).
    ///
    /// A `<objectID>.CustomClassName` in `flattenedProperties` overrides the custom class.
    /// Placeholders take their placeholder class name, as in the modern reader.
    func classify(_ object: MarkupElement, objectID: String) -> Classification {
        let archivedClass = graph.archivedClassName(of: object)
        var className = LegacyClassNames.runtimeClassName(forArchivedClass: archivedClass)
        var customClass: String?
        var placeholder: Placeholder?

        switch archivedClass {
        case "IBProxyObject":
            switch graph.string("IBProxiedObjectIdentifier", of: object).map(LegacyText.trimmed) {
            case "IBFilesOwner": placeholder = .filesOwner
            case "IBFirstResponder": placeholder = .firstResponder
            case let identifier?: placeholder = .external(identifier: identifier)
            case nil: placeholder = .external(identifier: objectID)
            }
        case "NSCustomObject":
            customClass = graph.string("NSClassName", of: object)
            if platform == .cocoa {
                switch objectID {
                case "-2": placeholder = .filesOwner
                case "-1": placeholder = .firstResponder
                case "-3": placeholder = .application
                default: break
                }
            }
        case "NSCustomView":
            customClass = graph.string("NSClassName", of: object)
        case "NSWindowTemplate":
            if let windowClass = graph.string("NSWindowClass", of: object).map(LegacyText.trimmed), !windowClass.isEmpty {
                if windowClass == "NSWindow" || windowClass == "NSPanel" {
                    className = windowClass
                } else {
                    customClass = windowClass
                }
            }
        case "NSClassSwapper":
            let original = graph.string("NSOriginalClassName", of: object).map(LegacyText.trimmed) ?? "NSObject"
            className = LegacyClassNames.runtimeClassName(forArchivedClass: original)
            customClass = graph.string("NSClassName", of: object)
        default:
            break
        }

        if let flattened = customClassNames[objectID], !flattened.isEmpty {
            customClass = flattened
        }
        customClass = customClass.map(LegacyText.trimmed)
        if customClass == className || customClass?.isEmpty == true {
            customClass = nil
        }
        if let placeholder {
            className = placeholder.className
        }
        return Classification(className: className, customClass: customClass, placeholder: placeholder)
    }
}
