/// How one kind of localizable property is found on an object's element.
///
/// Each case names the key path ibtool uses in `.strings` keys (`ObjectID.keyPath`).
enum LocalizablePropertyRule: Sendable {
    /// An attribute of the object's element, or its `<string key=...>` child when multi-line:
    /// `<label text="Hi">` gives `text`. `keyPath` differs from the attribute for shadowed
    /// properties (`toolTip` is exported as `ibShadowedToolTip` on macOS).
    case attribute(String, keyPath: String)
    /// An attribute of a keyed child element without an id of its own:
    /// `<tableHeaderCell key="headerCell" title=...>` gives `headerCell.title`,
    /// `<accessibility key="accessibilityConfiguration" label=...>` gives `accessibilityLabel`.
    /// A nil `key` matches a child without one (AppKit's `<accessibility description=...>`).
    case childAttribute(element: String, key: String?, attribute: String, keyPath: String)
    /// Button titles per control state: `<state key="normal" title=...>` gives `normalTitle`
    /// (also `highlighted`, `selected`, `disabled`).
    case stateTitles
    /// Titles of items in a list child: `<segments><segment title=...>` gives `segmentTitles[0]`, ...
    case indexedAttribute(container: String, item: String, attribute: String, keyPath: String)
    /// A list of `<string>` elements: `<scopeButtonTitles><string>A</string>` gives `scopeButtonTitles[0]`.
    case indexedStrings(container: String, keyPath: String)

    /// Shorthand for an attribute exported under its own name.
    static func attribute(_ name: String) -> LocalizablePropertyRule {
        .attribute(name, keyPath: name)
    }
}
