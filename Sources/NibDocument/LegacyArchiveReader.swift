import NibCore
import NibXML

/// Reads the old `<archive type=... version="7.10|8.00">` form of Interface Builder 3.
struct LegacyArchiveReader {
    let markup: MarkupDocument
    let path: String?

    func read() throws -> DocumentContents {
        let root = markup.root
        let version = root[attribute: "version"] ?? "?"
        throw Diagnostic.error(
            "this is an Interface Builder 3 archive (format \(version)); reading the old archive format is not supported yet",
            path: path, location: markup.location(of: root))
    }
}
