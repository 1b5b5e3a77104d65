/// An XLIFF 1.2 document as Xcode exchanges localisations: one or more `<file>` elements.
public struct XLIFFDocument: Hashable, Sendable {
    /// The `<file>` elements in order.
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile] = []) {
        self.files = files
    }
}
