import NibCore

/// One `"key" = "value";` pair of a `.strings` file, with the comment written before it.
public struct StringsEntry: Hashable, Sendable {
    /// The key, with escapes resolved (for Interface Builder files `ObjectID.keyPath`).
    public var key: String
    /// The value, with escapes resolved. A key written on its own (`"k";`) has itself as value.
    public var value: String
    /// The text of the comments directly before the key, without `/* */` or `//` and without
    /// surrounding white space; several comments are joined by a newline. Nil when there is none.
    /// Writers put it back as one `/* ... */` comment.
    public var comment: String?
    /// Where the key starts in the file it was read from; nil for entries built in code.
    public var location: SourceLocation?

    public init(key: String, value: String, comment: String? = nil, location: SourceLocation? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
        self.location = location
    }
}
