/// Writes XLIFF 1.2 in the layout of Xcode's `-exportLocalizations` files: the XML
/// declaration, `<xliff>` with the 1.2 namespace and schema location, two-space indentation,
/// `<trans-unit id="..." xml:space="preserve">` with `<source>`, optional `<target>` and
/// `<note>`, and a final newline. The text is UTF-8.
public enum XLIFFWriter {
    /// The document as XML text.
    public static func text(for document: XLIFFDocument) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
        for file in document.files {
            out += "  <file original=\"\(XMLEscaping.escapeAttribute(file.original))\""
            out += " source-language=\"\(XMLEscaping.escapeAttribute(file.sourceLanguage))\""
            if let target = file.targetLanguage {
                out += " target-language=\"\(XMLEscaping.escapeAttribute(target))\""
            }
            out += " datatype=\"\(XMLEscaping.escapeAttribute(file.datatype))\">\n"
            if let tool = file.tool {
                out += "    <header>\n"
                out += "      <tool tool-id=\"\(XMLEscaping.escapeAttribute(tool.id))\" tool-name=\"\(XMLEscaping.escapeAttribute(tool.name))\""
                if let version = tool.version { out += " tool-version=\"\(XMLEscaping.escapeAttribute(version))\"" }
                if let build = tool.buildNumber { out += " build-num=\"\(XMLEscaping.escapeAttribute(build))\"" }
                out += "/>\n"
                out += "    </header>\n"
            }
            out += "    <body>\n"
            for unit in file.units {
                out += "      <trans-unit id=\"\(XMLEscaping.escapeAttribute(unit.id))\" xml:space=\"preserve\">\n"
                out += "        <source>\(XMLEscaping.escapeContent(unit.source))</source>\n"
                if let target = unit.target {
                    if let state = unit.targetState {
                        out += "        <target state=\"\(XMLEscaping.escapeAttribute(state))\">"
                    } else {
                        out += "        <target>"
                    }
                    out += "\(XMLEscaping.escapeContent(target))</target>\n"
                }
                if let note = unit.note {
                    out += "        <note>\(XMLEscaping.escapeContent(note))</note>\n"
                }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n"
            out += "  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }

    /// The document as UTF-8 bytes.
    public static func bytes(for document: XLIFFDocument) -> [UInt8] {
        Array(text(for: document).utf8)
    }
}
