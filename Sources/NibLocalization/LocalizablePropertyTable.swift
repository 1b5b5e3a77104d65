import NibDocument

/// Which properties of which elements ibtool exports as localizable strings, per platform.
///
/// Checked against real Xcode output (see Tests/Fixtures/SOURCES.md and the tests):
/// - iOS: DuckDuckGo's Settings.storyboard and its generated Settings.strings (label `text`,
///   navigationItem / barButtonItem / table and collection view controller `title`,
///   tableViewSection `headerTitle` / `footerTitle`, localizer notes), BartyCrouch's storyboards
///   (button `normalTitle`, iOS, tvOS and macOS).
/// - macOS: Rectangle's Main.storyboard against its String Catalog (menu, menuItem, window,
///   buttonCell, textFieldCell `title`, tabViewItem `label`; popUpButtonCell `title` is *not*
///   exported, nor buttonCell `keyEquivalent`), and key paths seen in other generated files
///   (tableColumn `headerCell.title`, segmentedCell `ibShadowedLabels[N]`, `placeholderString`,
///   box `title`).
/// - macOS: Transmission's 90 `.strings` files Xcode generated from its localized xibs (23
///   languages, 2022): `title` of NSWindow, NSMenu, NSMenuItem, NSBox, NSButtonCell and
///   NSTextFieldCell, `placeholderString` of NSTextFieldCell and NSSearchFieldCell, NSTabViewItem
///   `label`, NSTableColumn `headerCell.title`, NSSegmentedCell `ibShadowedLabels[N]` (named by
///   the whole key in the comment): 4,132 of 4,141 keys and 4,126 values and comments equal.
/// - Key paths seen in other Xcode output but not yet compared file to file:
///   `ibExternalAccessibilityDescription` (AppKit `<accessibility description=...>`),
///   NSTableColumn `headerToolTip`, NSToolbarItem `toolTip` (not `ibShadowedToolTip`), and
///   NSViewController / NSTabViewController `title`.
/// The other entries follow the key paths the issue lists and Interface Builder's inspectors;
/// they have not been compared with real output: textField / textView / searchBar properties,
/// the other button states, `prompt`, `backButtonTitle`, `configuration.title` /
/// `configuration.subtitle`, `scopeButtonTitles[N]`, accessibility label and hint,
/// `alternateTitle`, toolbarItem `label` / `paletteLabel`, `ibShadowedToolTip`, the WatchKit table.
/// Attributed strings (`attributedText`) are not exported: ibtool leaves them out of `.strings`.
enum LocalizablePropertyTable {
    /// The rules for an element on a platform, including the ones every object of the platform has.
    static func rules(forElement name: String, platform: TargetPlatform) -> [LocalizablePropertyRule] {
        switch platform {
        case .cocoaTouch, .appleTV:
            return (uiKit[name] ?? (name.hasSuffix("Controller") ? [.attribute("title")] : [])) + uiKitCommon
        case .cocoa:
            // A toolbar item's tool tip is its own property, not the shadowed one views have.
            return (appKit[name] ?? []) + (name == "toolbarItem" ? [] : appKitCommon)
        case .watchKit:
            return watchKit[name] ?? []
        }
    }

    private static let uiKitCommon: [LocalizablePropertyRule] = [
        .childAttribute(element: "accessibility", key: "accessibilityConfiguration", attribute: "label", keyPath: "accessibilityLabel"),
        .childAttribute(element: "accessibility", key: "accessibilityConfiguration", attribute: "hint", keyPath: "accessibilityHint"),
    ]

    private static let uiKit: [String: [LocalizablePropertyRule]] = [
        "label": [.attribute("text")],
        "textField": [.attribute("text"), .attribute("placeholder")],
        "textView": [.attribute("text")],
        "button": [
            .stateTitles,
            .childAttribute(element: "buttonConfiguration", key: "configuration", attribute: "title", keyPath: "configuration.title"),
            .childAttribute(element: "buttonConfiguration", key: "configuration", attribute: "subtitle", keyPath: "configuration.subtitle"),
        ],
        "navigationItem": [.attribute("title"), .attribute("prompt"), .attribute("backButtonTitle")],
        "barButtonItem": [.attribute("title")],
        "tabBarItem": [.attribute("title")],
        "segmentedControl": [.indexedAttribute(container: "segments", item: "segment", attribute: "title", keyPath: "segmentTitles")],
        "tableViewSection": [.attribute("headerTitle"), .attribute("footerTitle")],
        "searchBar": [
            .attribute("text"), .attribute("placeholder"), .attribute("prompt"),
            .indexedStrings(container: "scopeButtonTitles", keyPath: "scopeButtonTitles"),
        ],
    ]

    private static let appKitCommon: [LocalizablePropertyRule] = [
        .attribute("toolTip", keyPath: "ibShadowedToolTip"),
        .childAttribute(element: "accessibility", key: nil, attribute: "description", keyPath: "ibExternalAccessibilityDescription"),
    ]

    private static let cellTitleAndPlaceholder: [LocalizablePropertyRule] = [.attribute("title"), .attribute("placeholderString")]

    private static let appKit: [String: [LocalizablePropertyRule]] = [
        "menu": [.attribute("title")],
        "menuItem": [.attribute("title")],
        "window": [.attribute("title")],
        "panel": [.attribute("title")],
        "box": [.attribute("title")],
        "buttonCell": [.attribute("title"), .attribute("alternateTitle")],
        "textFieldCell": cellTitleAndPlaceholder,
        "secureTextFieldCell": cellTitleAndPlaceholder,
        "searchFieldCell": cellTitleAndPlaceholder,
        "comboBoxCell": cellTitleAndPlaceholder,
        "tokenFieldCell": cellTitleAndPlaceholder,
        "toolbarItem": [.attribute("label"), .attribute("paletteLabel"), .attribute("toolTip")],
        "viewController": [.attribute("title")],
        "tabViewController": [.attribute("title")],
        "tabViewItem": [.attribute("label")],
        "tableColumn": [
            .childAttribute(element: "tableHeaderCell", key: "headerCell", attribute: "title", keyPath: "headerCell.title"),
            .attribute("headerToolTip"),
        ],
        "segmentedCell": [.indexedAttribute(container: "segments", item: "segment", attribute: "label", keyPath: "ibShadowedLabels")],
    ]

    private static let watchKit: [String: [LocalizablePropertyRule]] = [
        "label": [.attribute("text")],
        "button": [.attribute("title")],
        "controller": [.attribute("title")],
        "menuItem": [.attribute("title")],
    ]
}
