import Foundation
import NibXML

/// Reads string properties that a document writes either as an attribute or, when the text
/// cannot live in an attribute (a return key equivalent), as a `<string key=...>` child,
/// possibly base64-encoded (`base64-UTF8="YES"`).
enum DocumentStrings {
    static func value(_ key: String, of element: MarkupElement) -> String? {
        if let attribute = element[attribute: key] { return attribute }
        guard let child = element.children(named: "string").first(where: { $0[attribute: "key"] == key }) else { return nil }
        let text = child.textContent
        guard child[attribute: "base64-UTF8"] == "YES" else { return text }
        var encoded = text.filter { !$0.isWhitespace }
        while encoded.count % 4 != 0 { encoded += "=" }
        guard let data = Data(base64Encoded: encoded) else { return text }
        return String(decoding: data, as: UTF8.self)
    }
}
