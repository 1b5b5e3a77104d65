import NibXML

/// Keyed-archive access to the `<data>` element of an Interface Builder 3 archive.
///
/// The old format is an `NSKeyedArchiver`-like object graph written as XML: every value
/// is an element (`object`, `array`, `dictionary`, `string`, `int`, `reference`, ...)
/// whose `key` attribute names the member it fills, objects shared between places carry
/// an `id`, and later uses are `<reference ref="id"/>`. This type resolves those
/// references through one id map and reads members, arrays and the three dictionary
/// encodings, without ever trapping on a malformed archive.
package struct LegacyArchiveGraph {
    /// What a member or array item stands for once references are followed.
    public enum Value {
        /// An element holding the value (the `<reference>` already followed).
        case element(MarkupElement)
        /// No value: the member is absent, `<nil/>`, or a `<reference/>` without `ref`.
        case none
        /// A `<reference ref="...">` whose id names no element of the archive.
        case dangling(reference: String)

        /// The element, when the value resolved to one.
        public var element: MarkupElement? {
            if case .element(let element) = self { return element }
            return nil
        }
    }

    /// The elements that carry an `id`, by that id (the first one wins).
    private let elementsByID: [String: MarkupElement]
    /// Elements whose `id` was already used by an earlier element.
    public let duplicateIDElements: [MarkupElement]

    /// Indexes every element with an `id` under `data`.
    public init(data: MarkupElement) {
        var elementsByID: [String: MarkupElement] = [:]
        var duplicates: [MarkupElement] = []
        for element in data.descendants() {
            guard let id = element[attribute: "id"] else { continue }
            if elementsByID[id] == nil {
                elementsByID[id] = element
            } else {
                duplicates.append(element)
            }
        }
        self.elementsByID = elementsByID
        self.duplicateIDElements = duplicates
    }

    // MARK: Members and references

    /// The child element that fills member `key` of `element`, as written (not resolved).
    public func member(_ key: String, of element: MarkupElement) -> MarkupElement? {
        for child in element.childElements where child[attribute: "key"] == key {
            return child
        }
        return nil
    }

    /// Follows `element` when it is a `<reference>`; `<nil>` is no value.
    public func resolve(_ element: MarkupElement) -> Value {
        switch element.name {
        case "reference":
            guard let reference = element[attribute: "ref"] else { return .none }
            if let target = elementsByID[reference] { return .element(target) }
            return .dangling(reference: reference)
        case "nil":
            return .none
        default:
            return .element(element)
        }
    }

    /// Member `key` of `element`, references followed.
    public func value(_ key: String, of element: MarkupElement) -> Value {
        guard let member = member(key, of: element) else { return .none }
        return resolve(member)
    }

    /// Member `key` of `element` as an element, references followed; nil when absent or dangling.
    public func object(_ key: String, of element: MarkupElement) -> MarkupElement? {
        value(key, of: element).element
    }

    /// Member `key` of `element` as text (strings, numbers, booleans); nil when absent.
    public func string(_ key: String, of element: MarkupElement) -> String? {
        object(key, of: element).flatMap(scalar)
    }

    /// The text of a scalar element: `<string>` (base64-UTF8 decoded when marked so),
    /// `<int>`, `<integer value=>`, `<bool>`, `<boolean value=>`, `<real>`, `<double>`,
    /// `<float>`, and `NSString` / `NSMutableString` objects. Nil for anything else.
    public func scalar(_ element: MarkupElement) -> String? {
        switch element.name {
        case "string", "characters":
            if element[attribute: "type"] == "base64-UTF8" {
                return Base64UTF8.decode(element.textContent)
            }
            return element.textContent
        case "int", "integer", "bool", "boolean", "real", "double", "float":
            return element[attribute: "value"] ?? LegacyText.trimmed(element.textContent)
        case "object":
            // An NSString / NSMutableString object keeps its text in `NS.bytes`; only a
            // text element is accepted there, so a hostile chain of objects cannot recurse.
            guard let bytes = member("NS.bytes", of: element), bytes.name == "characters" || bytes.name == "string" else {
                return nil
            }
            return scalar(bytes)
        default:
            return nil
        }
    }

    /// The class an element was archived as: its `class` attribute, else the class its
    /// element name implies (`array` → `NSArray`, `dictionary` → `NSDictionary`).
    public func archivedClassName(of element: MarkupElement) -> String {
        if let className = element[attribute: "class"] { return className }
        switch element.name {
        case "array": return "NSArray"
        case "dictionary": return "NSDictionary"
        case "string": return "NSString"
        default: return element.name
        }
    }

    // MARK: Collections

    /// The items of an array or set: the child elements without a `key` (the keyed
    /// `EncodedWithXMLCoder` marker and other members are skipped), not resolved.
    public func items(of container: MarkupElement) -> [MarkupElement] {
        container.childElements.filter { $0[attribute: "key"] == nil }
    }

    /// The entries of a dictionary, in archive order, in any of its three encodings:
    /// `dict.sortedKeys` + `dict.values` arrays (7.x), `NS.key.N` + `NS.object.N` pairs,
    /// or a `<dictionary>` whose children carry the keys (8.x). Values are not resolved.
    /// `isConsistent` is false when keys and values do not pair up.
    public func entries(of dictionary: MarkupElement) -> (entries: [(key: String, value: MarkupElement)], isConsistent: Bool) {
        if member("dict.sortedKeys", of: dictionary) != nil || member("dict.values", of: dictionary) != nil {
            let keys = object("dict.sortedKeys", of: dictionary).map(items) ?? []
            let values = object("dict.values", of: dictionary).map(items) ?? []
            var entries: [(key: String, value: MarkupElement)] = []
            var isConsistent = keys.count == values.count
            for (keyElement, value) in zip(keys, values) {
                guard let key = resolve(keyElement).element.flatMap(scalar) else {
                    isConsistent = false
                    continue
                }
                entries.append((key, value))
            }
            return (entries, isConsistent)
        }
        let keyed = dictionary.childElements.filter { ($0[attribute: "key"] ?? "") != "EncodedWithXMLCoder" }
        if keyed.contains(where: { $0[attribute: "key"]?.hasPrefix("NS.key.") == true }) {
            var keysBySuffix: [String: String] = [:]
            var values: [(suffix: String, value: MarkupElement)] = []
            var isConsistent = true
            for element in keyed {
                guard let key = element[attribute: "key"] else { continue }
                if key.hasPrefix("NS.key.") {
                    if let text = resolve(element).element.flatMap(scalar) {
                        keysBySuffix[String(key.dropFirst("NS.key.".count))] = text
                    } else {
                        isConsistent = false
                    }
                } else if key.hasPrefix("NS.object.") {
                    values.append((String(key.dropFirst("NS.object.".count)), element))
                }
            }
            var entries: [(key: String, value: MarkupElement)] = []
            for (suffix, value) in values {
                guard let key = keysBySuffix[suffix] else {
                    isConsistent = false
                    continue
                }
                entries.append((key, value))
            }
            if entries.count != keysBySuffix.count { isConsistent = false }
            return (entries, isConsistent)
        }
        return (keyed.compactMap { element in element[attribute: "key"].map { ($0, element) } }, true)
    }
}
