import NibXML

/// One object of a document, as Interface Builder's outline shows it.
///
/// Objects live in `InterfaceDocument.objects`; `parent` and `children` are indices into
/// that array, so the whole outline is a compact value structure with no reference cycles.
public struct InterfaceObject {
    /// The object id (`abc-12-xyz` in modern documents, `-2` for Cocoa's File's Owner).
    public let id: String
    /// The element the object comes from: `label`, `viewController`, `customObject`, ...
    /// In old archive-format documents every element is `<object>`, so this holds the
    /// archived class instead (`IBUILabel`, `NSWindowTemplate`).
    public let elementName: String
    /// The runtime base class: `UILabel`, `NSButtonCell`, `NSObject` for a plain custom object.
    public let className: String
    /// The class set in the identity inspector, if any.
    public let customClass: String?
    /// The module of `customClass`, if any.
    public let customModule: String?
    /// `target` when the custom class lives in the module being built.
    public let customModuleProvider: String?
    /// The name the user gave the object in the outline (`userLabel`).
    public let userLabel: String?
    /// The relationship key under which the parent holds it (`view`, `cell`, `contentView`).
    public let key: String?
    /// Set when the object is a placeholder the loader resolves instead of creating.
    public let placeholder: Placeholder?
    /// The storyboard scene the object belongs to, if any (its `sceneID`).
    public let sceneID: String?
    /// Index of the parent object in the outline; nil for top-level objects.
    public let parent: Int?
    /// Indices of the child objects in the outline, in document order.
    public internal(set) var children: [Int]
    /// The element in the lossless tree; edit it to change the document.
    public let element: MarkupElement

    /// The class the object has at run time: its custom class if set, else the base class.
    public var effectiveClassName: String { customClass ?? className }

    /// The label Interface Builder shows: placeholder names, the user label, else the class.
    public var label: String {
        if let userLabel, !userLabel.isEmpty { return userLabel }
        if let placeholderLabel = placeholder?.label { return placeholderLabel }
        return effectiveClassName
    }

    /// True for top-level objects (no parent in the outline).
    public var isTopLevel: Bool { parent == nil }
}
