import NibDocument
import NibXML

/// Where the value of a localizable property lives in the lossless tree, so an import can
/// change exactly those bytes and nothing else.
enum LocalizableValueStorage {
    /// An attribute value, e.g. `text="Hello"` on `<label>` or `title=` on `<state key="normal">`.
    case attribute(MarkupElement, name: String)
    /// The text of a `<string key="...">` element, Interface Builder's form for multi-line values.
    case stringElement(MarkupElement)

    /// The current value.
    var value: String? {
        switch self {
        case .attribute(let element, let name): element[attribute: name]
        case .stringElement(let element): DocumentStrings.text(of: element)
        }
    }

    /// Replaces the value in the tree (escaped as Interface Builder escapes it).
    func setValue(_ value: String) {
        switch self {
        case .attribute(let element, let name): element.setAttribute(name, to: value)
        case .stringElement(let element): DocumentStrings.setText(value, of: element)
        }
    }

    /// The value of attribute `name` of `element`, or of its `<string key="name">` child
    /// (the multi-line form); nil when neither exists.
    static func find(_ name: String, in element: MarkupElement) -> LocalizableValueStorage? {
        if element[attribute: name] != nil { return .attribute(element, name: name) }
        for child in element.children(named: "string") where child[attribute: "key"] == name {
            return .stringElement(child)
        }
        return nil
    }
}
