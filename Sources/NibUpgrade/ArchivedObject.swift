import Foundation
import NibDocument
import NibXML

/// One object of an Interface Builder 3 archive, read member by member.
///
/// Every member an upgrade reads is marked used; the members left unread at the end are the
/// settings the upgrade did not carry over, and each becomes a warning, so a user sees
/// exactly what the modern document lacks.
final class ArchivedObject {
    let element: MarkupElement
    let graph: LegacyArchiveGraph
    /// The archived class (`NSButtonCell`, `IBUILabel`).
    let className: String
    private(set) var usedKeys: Set<String> = []

    /// Members that hold run-time wiring the modern format derives itself (responder chain,
    /// superview, window, key-view loop) or archive bookkeeping.
    static let derivedKeys: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSWindow", "NSNextKeyView", "EncodedWithXMLCoder", "targetRuntimeIdentifier",
        "NSControlView", "NSViewWantsBestResolutionOpenGLSurface", "NSReuseIdentifierKey",
        // Pasteboard types AppKit registers itself for image, text and web views.
        "NSDragTypes",
        // Values AppKit sets itself: layout direction, layer redraw policy, a header view's
        // table, a pop-up cell's selected index (its selected item is written).
        "NSAllowsLogicalLayoutDirection", "NSViewLayerContentsRedrawPolicy", "NSSelectedIndex",
    ]

    init(_ element: MarkupElement, graph: LegacyArchiveGraph) {
        self.element = element
        self.graph = graph
        self.className = graph.archivedClassName(of: element)
    }

    /// True when the archive holds member `key` (a `<nil/>` member counts as absent).
    func has(_ key: String) -> Bool {
        if case .element = graph.value(key, of: element) { return true }
        return false
    }

    /// Marks `key` as carried over without reading it.
    func use(_ key: String) { usedKeys.insert(key) }

    /// Member `key` as text (strings, numbers, booleans).
    func string(_ key: String) -> String? {
        usedKeys.insert(key)
        return graph.string(key, of: element)
    }

    func integer(_ key: String) -> Int64? {
        string(key).flatMap { Int64($0) ?? Double($0).map { Int64($0) } }
    }

    func double(_ key: String) -> Double? { string(key).flatMap(Double.init) }

    func bool(_ key: String) -> Bool? {
        string(key).map { $0 == "YES" || $0 == "1" || $0 == "true" }
    }

    /// Member `key` as an object, references followed.
    func object(_ key: String) -> ArchivedObject? {
        usedKeys.insert(key)
        return graph.object(key, of: element).map { ArchivedObject($0, graph: graph) }
    }

    /// The items of the array or set under `key`, references followed.
    func items(_ key: String) -> [ArchivedObject] {
        guard let container = object(key) else { return [] }
        return container.arrayItems
    }

    /// The items of this array or set object, references followed.
    var arrayItems: [ArchivedObject] {
        graph.items(of: element).compactMap { graph.resolve($0).element.map { ArchivedObject($0, graph: graph) } }
    }

    /// Member `key` as bytes: `<bytes>` holds base64 (Interface Builder leaves the padding out).
    func bytes(_ key: String) -> [UInt8]? {
        usedKeys.insert(key)
        guard let member = graph.object(key, of: element) else { return nil }
        if member.name == "bytes" { return Self.decodeBase64(member.textContent) }
        if let inner = graph.object("NS.bytes", of: member), inner.name == "bytes" { return Self.decodeBase64(inner.textContent) }
        return nil
    }

    /// The archived keys not read: settings the upgrade leaves out.
    var unusedKeys: [String] {
        var keys: [String] = []
        for child in element.childElements {
            guard let key = child[attribute: "key"], !usedKeys.contains(key), !Self.derivedKeys.contains(key), !keys.contains(key) else { continue }
            keys.append(key)
        }
        return keys
    }

    /// Base64 text with or without padding, whitespace ignored.
    static func decodeBase64(_ text: String) -> [UInt8]? {
        var compact = text.filter { !$0.isWhitespace }
        while compact.count % 4 != 0 { compact += "=" }
        return Data(base64Encoded: compact).map { Array($0) }
    }
}

/// Numbers and rectangles as the modern format writes them.
enum ModernNumber {
    /// `0.0` for zero, whole numbers without a fraction, others in their shortest form.
    static func text(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// The numbers of AppKit's `{{x, y}, {w, h}}` / `{w, h}` / `{x, y}` text.
    static func numbers(in text: String) -> [Double] {
        text.split { "{}, ".contains($0) }.compactMap { Double($0) }
    }
}
