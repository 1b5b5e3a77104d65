/// One localizable string property of one object in an Interface Builder document.
///
/// This is what `ibtool --export-strings-file` writes one entry for and what
/// `--import-strings-file` looks up: the key is `ObjectID.keyPath` (for example
/// `abc-12-xyz.text` or `Xy1-ab-cde.segmentTitles[1]`), and the comment names the class,
/// the property and its current value.
public struct LocalizableEntry: Hashable, Sendable {
    /// The object's Interface Builder id (`id="abc-12-xyz"` in the document).
    public var objectID: String
    /// The property, as ibtool names it: `text`, `normalTitle`, `headerCell.title`, `segmentTitles[0]`.
    public var keyPath: String
    /// The class ibtool reports for the object, such as `UILabel` or `NSMenuItem`.
    public var className: String
    /// The property's current value in the document.
    public var value: String
    /// The localizer note attached to the object in the document, when there is one.
    public var note: String?

    public init(objectID: String, keyPath: String, className: String, value: String, note: String? = nil) {
        self.objectID = objectID
        self.keyPath = keyPath
        self.className = className
        self.value = value
        self.note = note
    }

    /// `ObjectID.keyPath`, the key of the entry in `.strings` and the id of the XLIFF unit.
    public var key: String { objectID + "." + keyPath }

    /// The comment ibtool writes before the entry, without `/* */`:
    /// `Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz";` (an indexed property by
    /// its whole key: `abc-12-xyz.segmentTitles[0] = "One";`), followed by
    /// ` Note = "...";` when there is a localizer note. Values are escaped as in the entry.
    /// XLIFF carries the same text in `<note>`.
    public var commentBody: String {
        var body = "Class = " + StringsLiteralEscaping.quote(className) + "; "
        body += commentPropertyName + " = " + StringsLiteralEscaping.quote(value) + "; "
        body += "ObjectID = " + StringsLiteralEscaping.quote(objectID) + ";"
        if let note {
            body += " Note = " + StringsLiteralEscaping.quote(note) + ";"
        }
        return body
    }

    /// The property as the comment names it: the key path, or for an indexed property
    /// (`segmentTitles[0]`, `scopeButtonTitles[1]`, `ibShadowedLabels[2]`) the whole key,
    /// as Xcode writes `Jki-09-U1l.segmentTitles[0] = "Hydrogen";`.
    public var commentPropertyName: String {
        keyPath.hasSuffix("]") ? key : keyPath
    }

    /// The entry as a `.strings` entry (key, value and ibtool's comment).
    public var stringsEntry: StringsEntry {
        StringsEntry(key: key, value: value, comment: commentBody)
    }
}
