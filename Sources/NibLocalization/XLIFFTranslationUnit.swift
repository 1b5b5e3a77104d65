import NibCore

/// One `<trans-unit>`: a source string, its translation when there is one, and a note.
///
/// For Interface Builder documents the id is `ObjectID.keyPath` and the note is the `.strings`
/// comment body (`Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz";`).
public struct XLIFFTranslationUnit: Hashable, Sendable {
    /// The `id` attribute.
    public var id: String
    /// The text of `<source>`.
    public var source: String
    /// The text of `<target>`; nil when the unit has no target element.
    public var target: String?
    /// The `state` attribute of `<target>` (`translated`, `needs-review-translation`, ...), if any.
    public var targetState: String?
    /// The text of `<note>`; several notes are joined by a newline. Nil when there is none.
    public var note: String?
    /// Where the `<trans-unit>` starts in the file it was read from; nil for units built in code.
    public var location: SourceLocation?

    public init(
        id: String, source: String, target: String? = nil, targetState: String? = nil,
        note: String? = nil, location: SourceLocation? = nil
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.targetState = targetState
        self.note = note
        self.location = location
    }

    /// The unit for a document's localizable entry: id `ObjectID.keyPath`, the value as source,
    /// `target` as given, the `.strings` comment body as note.
    public init(entry: LocalizableEntry, target: String? = nil) {
        self.init(id: entry.key, source: entry.value, target: target, note: entry.commentBody)
    }
}
