import NibDocument
import NibXML

/// A text view's `<attributedString key="textStorage">` as `NSTextStorage`: the text in an
/// `NSMutableString` and the attributes of its runs.
///
/// From Apple's nibs: every run carries the text colour (`textColor` from the System
/// catalog, one object for the whole storage) and its font (Helvetica 12 when the run names
/// none), keys sorted. One run stores its dictionary under `NSAttributes`; several store an
/// array of the distinct dictionaries and `NSAttributeInfo`, a varint list of (run length,
/// dictionary index) pairs.
extension CocoaNibCompiler {
    mutating func textStorage(_ element: MarkupElement?) -> Int {
        let storage = archive.object("NSTextStorage")
        let fragments = element?.children(named: "fragment") ?? []
        let text = element.map(DocumentStrings.attributedText(of:)) ?? ""
        archive.set("NSString", reference: archive.uniqueString(text, className: "NSMutableString"), on: storage)
        if !fragments.isEmpty {
            let textColor = systemCatalogColor("textColor")
            var dictionaries: [Int] = []
            var signatures: [String] = []
            var runs = AttributeRuns()
            for fragment in fragments {
                let attributes = fragment.firstChild(named: "attributes")
                let fontElement = attributes?.children(named: "font").first { $0[attribute: "key"] == "NSFont" }
                let signature = fontElement.map { "\($0[attribute: "metaFont"] ?? "")/\($0[attribute: "name"] ?? "")/\($0[attribute: "size"] ?? "")" } ?? "default"
                let length = (DocumentStrings.value("content", of: fragment) ?? "").utf16.count
                if let index = signatures.firstIndex(of: signature) {
                    runs.append(length: length, index: index)
                    continue
                }
                let font = fontElement.map { sharedFont($0) } ?? helveticaTwelve()
                dictionaries.append(archive.dictionary("NSDictionary", [(archive.string("NSColor"), textColor), (archive.string("NSFont"), font)]))
                signatures.append(signature)
                runs.append(length: length, index: dictionaries.count - 1)
            }
            if dictionaries.count == 1 {
                archive.set("NSAttributes", reference: dictionaries[0], on: storage)
            } else {
                archive.set("NSAttributes", reference: archive.collection("NSMutableArray", dictionaries), on: storage)
                let info = archive.object("NSMutableData")
                archive.set("NS.bytes", .data(runs.infoBytes), on: info)
                archive.set("NSAttributeInfo", reference: info, on: storage)
            }
        }
        archive.setNull("NSDelegate", on: storage)
        return storage
    }

    /// The font AppKit gives text with no font: Helvetica 12.
    private mutating func helveticaTwelve() -> Int {
        if let shared = sharedResources["font/Helvetica12"] { return shared }
        let font = archive.object("NSFont")
        archive.set("NSName", string: "Helvetica", on: font)
        archive.set("NSSize", .double(12), on: font)
        archive.set("NSfFlags", integer: 16, on: font)
        sharedResources["font/Helvetica12"] = font
        return font
    }
}
