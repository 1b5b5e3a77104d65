import NibXML

/// One localizable string property of a document object, and where its value lives.
public struct DocumentLocalizableProperty {
    /// The entry ibtool would export for it.
    public let entry: LocalizableEntry
    /// Where the value is in the tree (internal: only `DocumentLocalization` edits it).
    let storage: LocalizableValueStorage

    /// Sets the property's value in the document's lossless tree. Only this value's bytes
    /// change when the document is serialised again.
    public func setValue(_ value: String) {
        storage.setValue(value)
    }

    /// The element that holds the value (for its place in the source).
    public var element: MarkupElement {
        switch storage {
        case .attribute(let element, _), .stringElement(let element): element
        }
    }
}
