/// A JSON value as a String Catalog (`.xcstrings`) holds it, kept whole so that fields
/// NibForge does not interpret (plural and device variations, substitutions,
/// `shouldTranslate`, fields a later Xcode adds) survive an update untouched.
///
/// Objects keep their members in the order they were read; `StringCatalogJSONWriter`
/// writes them in Xcode's order. Numbers keep their text, so a value is written back as
/// it was read.
public indirect enum StringCatalogJSON: Hashable, Sendable {
    /// A string, unescaped.
    case string(String)
    /// A number as written in the file (`1`, `-0.5`, `1e3`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array's elements, in order.
    case array([StringCatalogJSON])
    /// An object's members, in file order; keys are unique.
    case object([Member])

    /// One member of an object.
    public struct Member: Hashable, Sendable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: StringCatalogJSON

        /// A member named `key` holding `value`.
        public init(_ key: String, _ value: StringCatalogJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The members of an object, or nil for other values.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The text of a string, or nil for other values.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of an object's member `key`, or nil.
    public subscript(key: String) -> StringCatalogJSON? {
        get { members?.first { $0.key == key }?.value }
        set {
            guard case .object(var members) = self else { return }
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key, newValue))
            }
            self = .object(members)
        }
    }
}
