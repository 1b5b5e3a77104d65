import NibCore
import NibXML

/// Reads XLIFF 1.2 files such as Xcode's `-exportLocalizations` output or
/// `nibtool --export-xliff`, after a translator filled in `<target>`.
///
/// Elements are matched by local name, so a prefixed namespace works too. `<trans-unit>`s
/// may sit directly in `<body>` or inside `<group>`s (as `ibtool --export-xliff` is reported
/// to write them). Inline markup inside `<source>` / `<target>` contributes its text.
/// Malformed XML or a missing required attribute throws a `Diagnostic` with line:col.
public enum XLIFFReader {
    /// XLIFF nests far less than Interface Builder documents.
    static let limits = MarkupParser.Limits(maximumDepth: 256, allowsControlCharacterReferences: true)

    /// Reads an XLIFF document from UTF-8 bytes. `path` is only used in diagnostics.
    public static func read(_ bytes: [UInt8], path: String? = nil) throws -> XLIFFDocument {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw Diagnostic.error("UTF-16 XML is not supported; XLIFF files must be UTF-8", path: path, location: SourceLocation(line: 1, column: 1, offset: 0))
        }
        // XLIFF is read with the same scanner as documents; control-character references are
        // accepted (XML 1.1 style) because the writer uses them so that no text is lost.
        let markup = try MarkupDocument(parsing: bytes, path: path, limits: Self.limits)
        let root = XLIFFElement(markup.root)
        func fail(_ message: String, _ element: XLIFFElement) -> Diagnostic {
            Diagnostic.error(message, path: path, location: markup.location(ofOffset: element.offset))
        }
        guard root.localName == "xliff" else {
            throw fail("the root element is <\(root.name)>, expected <xliff>", root)
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw fail("XLIFF version \(version) is not supported; expected 1.2", root)
        }
        var files: [XLIFFFile] = []
        for fileElement in root.elements where fileElement.localName == "file" {
            guard let original = fileElement.attribute("original") else {
                throw fail("<file> has no original attribute", fileElement)
            }
            guard let sourceLanguage = fileElement.attribute("source-language") else {
                throw fail("<file original=\"\(original)\"> has no source-language attribute", fileElement)
            }
            var file = XLIFFFile(
                original: original, sourceLanguage: sourceLanguage,
                targetLanguage: fileElement.attribute("target-language"),
                datatype: fileElement.attribute("datatype") ?? "plaintext")
            for part in fileElement.elements {
                switch part.localName {
                case "header":
                    if let toolElement = part.elements.first(where: { $0.localName == "tool" }) {
                        guard let id = toolElement.attribute("tool-id"), let name = toolElement.attribute("tool-name") else {
                            throw fail("<tool> needs tool-id and tool-name attributes", toolElement)
                        }
                        file.tool = XLIFFTool(
                            id: id, name: name, version: toolElement.attribute("tool-version"),
                            buildNumber: toolElement.attribute("build-num"))
                    }
                case "body":
                    try collectUnits(in: part, into: &file.units, fail: fail)
                default:
                    continue
                }
            }
            files.append(file)
        }
        // Units carry their byte offset in `location` until here; turn all offsets into
        // line:column in one pass over the bytes.
        let offsets = files.flatMap { $0.units.compactMap { $0.location?.offset } }
        let locations = ByteOffsetLocations(bytes, offsets: offsets)
        for fileIndex in files.indices {
            for unitIndex in files[fileIndex].units.indices {
                if let offset = files[fileIndex].units[unitIndex].location?.offset {
                    files[fileIndex].units[unitIndex].location = locations[offset]
                }
            }
        }
        return XLIFFDocument(files: files)
    }

    private static func collectUnits(
        in container: XLIFFElement, into units: inout [XLIFFTranslationUnit],
        fail: (String, XLIFFElement) -> Diagnostic
    ) throws {
        for element in container.elements {
            switch element.localName {
            case "group":
                try collectUnits(in: element, into: &units, fail: fail)
            case "trans-unit":
                guard let id = element.attribute("id") else { throw fail("<trans-unit> has no id attribute", element) }
                let children = element.elements
                guard let source = children.first(where: { $0.localName == "source" }) else {
                    throw fail("<trans-unit id=\"\(id)\"> has no <source>", element)
                }
                let target = children.first { $0.localName == "target" }
                let notes = children.filter { $0.localName == "note" }.map(\.textContent)
                units.append(XLIFFTranslationUnit(
                    id: id, source: source.textContent, target: target?.textContent,
                    targetState: target?.attribute("state"),
                    note: notes.isEmpty ? nil : notes.joined(separator: "\n"),
                    location: SourceLocation(line: 0, column: 0, offset: element.offset)))
            default:
                continue
            }
        }
    }
}
