/// The name of an action message, spelled as in Objective-C (`"copy:"`, `"save:"`).
///
/// Swift on Linux has no Objective-C selectors, so an action is identified by its name and
/// dispatched through each class's ``ActionTable``. Documents connect actions by this same
/// name, which lets a nib loader wire `<action selector="copy:"/>` without any reflection.
/// A string literal can stand wherever a selector is expected: `addTarget(self, action: "copy:", ...)`.
public struct ActionSelector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, colons included.
    public let name: String

    /// Creates a selector from its name.
    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    public var description: String { name }
}
