import NibDocument
import NibXML

/// The XML scanner and the typed document, modern `<document>` and IB 3 `<archive>` alike:
/// a document that parses writes back byte for byte (the lossless promise), and so does any
/// XML the scanner accepts even when it is not an Interface Builder document.
enum DocumentFuzzCheck {
    static let target = FuzzTarget(
        name: "document", summary: "XML scanner and typed document (.xib, .storyboard, <archive>)",
        seedSuffixes: [".xib", ".storyboard"]) { input in check(input) }

    static func check(_ input: [UInt8]) -> [String] {
        var violations: [String] = []
        if let markup = try? MarkupDocument(parsing: input), markup.serialized() != input {
            violations.append("the XML parsed but did not write back byte for byte")
        }
        if let document = try? InterfaceDocument(parsing: input) {
            if document.serialized() != input { violations.append("the document parsed but did not write back byte for byte") }
            // The typed views are computed from the tree; walking them must not trap.
            _ = document.objects.count + document.connections.count + document.scenes.count
        }
        return violations
    }
}
