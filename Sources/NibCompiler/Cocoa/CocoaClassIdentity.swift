import NibXML

/// How a Cocoa object names its class: `NSClassName`, `IBClassReference`, or an
/// `NSClassSwapper` standing in for a custom class.
extension CocoaNibCompiler {
    /// The module of `element`'s custom class: `--module` for `customModuleProvider="target"`.
    func customModule(of element: MarkupElement) -> String? {
        if element[attribute: "customModuleProvider"] == "target", let module = options.module { return module }
        return element[attribute: "customModule"]
    }

    /// The runtime name of `element`'s custom class: Swift-mangled when it has a module.
    func runtimeClassName(of element: MarkupElement) -> String? {
        guard let customClass = element[attribute: "customClass"] else { return nil }
        return SwiftClassName.runtimeName(of: customClass, module: customModule(of: element))
    }

    /// An `IBClassReference` for `element`'s custom class.
    mutating func classReference(for element: MarkupElement, className: String) -> Int {
        let reference = archive.object("IBClassReference")
        archive.set("IBClassName", string: className, on: reference)
        archive.set("IBModuleName", optionalString: customModule(of: element), on: reference)
        archive.set("IBModuleProvider", optionalString: element[attribute: "customModuleProvider"].flatMap { $0.isEmpty ? nil : $0 }, on: reference)
        return reference
    }

    /// File's Owner (`isOwner`) or the Application placeholder: an `NSCustomObject` naming
    /// the class the loader stands the real object in for.
    mutating func placeholderObject(_ element: MarkupElement?, isOwner: Bool) -> Int {
        let object = archive.object("NSCustomObject")
        let customClass = element?[attribute: "customClass"]
        if let element, let customClass {
            archive.set("IBClassReference", reference: classReference(for: element, className: customClass), on: object)
        }
        let className: String
        if isOwner {
            className = element.flatMap { runtimeClassName(of: $0) } ?? "NSObject"
        } else {
            className = "NSApplication"
        }
        archive.set("NSClassName", string: className, on: object)
        return object
    }

    /// Classes a direct-instantiation nib still creates through `NSCustomObject`.
    static let singletonClasses: Set<String> = ["NSFontManager"]

    /// A `<customObject>`: an `NSCustomObject`, or an `NSClassSwapper` for a custom class
    /// in direct-instantiation documents.
    mutating func customObject(_ element: MarkupElement) -> Int {
        guard let customClass = element[attribute: "customClass"], let runtimeName = runtimeClassName(of: element) else {
            let object = archive.object("NSCustomObject")
            archive.set("NSClassName", string: "NSObject", on: object)
            return object
        }
        // Direct instantiation swaps custom classes in, except shared AppKit singletons
        // such as NSFontManager, which must come from their own factory.
        let isSingleton = customModule(of: element) == nil && Self.singletonClasses.contains(customClass)
        if (instantiatesDirectly && !isSingleton) || customModule(of: element) != nil {
            let swapper = archive.object("NSClassSwapper")
            archive.set("NSClassName", string: runtimeName, on: swapper)
            archive.set("NSOriginalClassName", string: "NSObject", on: swapper)
            archive.set("NSInitializeWithInit", bool: true, on: swapper)
            return swapper
        }
        let object = archive.object("NSCustomObject")
        archive.set("IBClassReference", reference: classReference(for: element, className: customClass), on: object)
        archive.set("NSClassName", string: runtimeName, on: object)
        return object
    }

    /// Starts an object of `className`, or an `NSClassSwapper` standing in for `element`'s
    /// custom class (`NSOriginalClassName` = `className`).
    mutating func classedObject(_ className: String, for element: MarkupElement, originalName: String? = nil) -> Int {
        guard let runtimeName = runtimeClassName(of: element) else { return archive.object(className) }
        let swapper = archive.object("NSClassSwapper")
        archive.set("NSClassName", string: runtimeName, on: swapper)
        // Interface Builder's own stand-ins keep their design-time class names.
        let designNames = ["NSWindowController": "IBNSWindowController", "NSCustomFormatter": "IBCustomFormatter"]
        archive.set("NSOriginalClassName", string: originalName ?? designNames[className] ?? className, on: swapper)
        return swapper
    }
}
