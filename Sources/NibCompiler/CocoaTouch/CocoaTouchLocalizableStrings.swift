import NibXML

/// User-visible strings of Base-localized documents (in a `Base.lproj` folder) are archived
/// as `NSLocalizableString`s keyed as in the document's strings file (`<objectID>.<keyPath>`),
/// so UIKit can look up the translation when it loads the nib. Other documents archive
/// plain strings.
extension CocoaTouchNibCompiler {
    /// True when the document sits in a `Base.lproj` folder.
    var isBaseLocalized: Bool {
        let components = (document.path ?? "").split(separator: "/")
        return components.dropLast().last == "Base.lproj"
    }

    /// Stores `text` under `key` on `object`: localizable as `<id>.<keyPath>` of `element`
    /// in a Base-localized document, plain otherwise.
    mutating func set(_ key: String, userText text: String, of element: MarkupElement, keyPath: String, on object: Int) {
        archive.set(key, reference: userTextObject(text, of: element, keyPath: keyPath), on: object)
    }

    /// The string object for `text` of `element`: localizable as `<id>.<keyPath>` in a
    /// Base-localized document, the shared plain string otherwise (also for an element of an
    /// array: a segment's title, a scope button's).
    mutating func userTextObject(_ text: String, of element: MarkupElement, keyPath: String) -> Int {
        // An empty string has nothing to translate: ibtool archives it plain.
        guard isBaseLocalized, !text.isEmpty, let id = element[attribute: "id"] else { return archive.string(text) }
        return archive.localizableString(text, key: "\(id).\(keyPath)")
    }
}
