import NibCore
import NibLocalization

/// Picks the `<file>` of an XLIFF document that belongs to the document being translated.
///
/// An XLIFF exported by nibtool has one `<file>`; one exported by Xcode for a whole project
/// has one per document, each named by its `original` path relative to the project.
enum XLIFFFileSelection {
    /// The only `<file>`, or the one whose `original` is `documentPath` or ends with the
    /// same file name. Throws when there is none, or when several fit equally.
    static func file(for documentPath: String, in xliff: XLIFFDocument, xliffPath: String) throws -> XLIFFFile {
        if xliff.files.count == 1, let only = xliff.files.first { return only }
        guard !xliff.files.isEmpty else {
            throw Diagnostic.error("the XLIFF file has no <file> element to import", path: xliffPath)
        }
        if let exact = xliff.files.first(where: { $0.original == documentPath }) { return exact }
        let name = fileName(documentPath)
        let sameName = xliff.files.filter { fileName($0.original) == name }
        if sameName.count == 1, let match = sameName.first { return match }
        let originals = xliff.files.map { "'\($0.original)'" }.joined(separator: ", ")
        let problem = sameName.isEmpty ? "none of its <file> elements is for" : "several of its <file> elements could be for"
        throw Diagnostic.error("\(problem) '\(documentPath)' (originals: \(originals))", path: xliffPath)
    }

    /// The last component of a slash-separated path.
    private static func fileName(_ path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }
}
