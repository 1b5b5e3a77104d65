import NibCore
import NibDocument
import NibXML

/// Parts of a document the compiler writes without everything Apple's ibtool would, found
/// before compiling so the user hears of them: each is a warning naming the element and
/// what the nib lacks. The nib is still written.
enum CompileLimitations {
    /// A warning for each such part, at its element: in a Cocoa document each predicate editor
    /// row template that is not a compound one (AppKit sizes its pop-ups and fields from their
    /// titles, and NibForge compiles it without them, `CocoaPredicateEditors`); in a Cocoa
    /// Touch document each date picker with a time zone or calendar of its own, each appearance
    /// of a tab bar placed in a view, each bar appearance setting more than its background
    /// colour (and a navigation bar's title attributes), each button configuration setting
    /// what is not archived, each cell's list
    /// content configuration, each text view adjusting to Dynamic Type and each segue with a
    /// segue action.
    static func warnings(in document: InterfaceDocument) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var pending = [document.markup.root]
        while let element = pending.popLast() {
            if let message = limitation(of: element, platform: document.platform) {
                var warning = Diagnostic.warning(message, path: document.path, location: document.location(of: element))
                warning.objectID = element[attribute: "id"]
                warnings.append(warning)
            }
            pending.append(contentsOf: element.childElements.reversed())
        }
        return warnings
    }

    private static func limitation(of element: MarkupElement, platform: TargetPlatform) -> String? {
        switch platform {
        case .cocoa:
            guard element.name == "predicateEditorRowTemplate", element[attribute: "rowType"] != "compound" else { return nil }
            return "<predicateEditorRowTemplate> of type '\(element[attribute: "rowType"] ?? "simple")': compiled without its views (AppKit sizes them from their titles, which NibForge cannot measure)"
        case .cocoaTouch:
            switch element.name {
            case "datePicker": return datePickerZoneLimitation(of: element)
            case "segue":
                // An @IBSegueAction: no Apple-compiled nib has shown where ibtool keeps it.
                guard let selector = element[attribute: "destinationCreationSelector"] else { return nil }
                return "<segue>: compiled without its segue action '\(selector)' (UIKit creates the destination without calling it); NibForge does not archive segue actions yet"
            case "tabBarAppearance" where element.parent?[attribute: "key"] != "tabBar":
                // A tab bar placed in a view is compiled as a plain view: only a tab bar
                // controller's bar archives its appearances.
                let key = element[attribute: "key"].map { " key=\"\($0)\"" } ?? ""
                return "<tabBarAppearance\(key)> of a tab bar placed in a view: compiled without it (the bar shows UIKit's default appearance there); NibForge archives a tab bar controller's bar's appearances only"
            case "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance":
                return barAppearanceLimitation(of: element)
            case "buttonConfiguration":
                return buttonConfigurationLimitation(of: element)
            case "textView" where element[attribute: "adjustsFontForContentSizeCategory"] == "YES":
                // Dynamic Type for text views: the key their encoder uses is not known (a label's
                // and a text field's is `UIAdjustsFontForContentSizeCategory`).
                return "<textView>: compiled without adjustsFontForContentSizeCategory (its font keeps its size at other text sizes); "
                    + "NibForge does not archive it for text views"
            case "listContentConfiguration":
                // iOS 14's cell content configuration: UIKit archives the cell's list content
                // view (`UIContentConfigurationView`, with its configuration and labels), a tree
                // no Apple nib of the corpora shows; the cell is archived without it.
                let text = element[attribute: "text"].map { " (text '\($0)')" } ?? ""
                return "<listContentConfiguration>\(text): compiled without it (the cell shows none of its text, secondary text or image); NibForge does not archive cell content configurations yet"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A button configuration is archived (`CocoaTouchButtonConfigurations`) with its style
    /// and the attributes and children listed there; others (a style iOS has not, a
    /// background's image or visual effect, colour transformers) are left out.
    private static func buttonConfigurationLimitation(of element: MarkupElement) -> String? {
        typealias Compiler = CocoaTouchNibCompiler
        var leftOut = partsLeftOut(of: element, attributes: Compiler.archivedButtonConfigurationAttributes,
                                   children: Compiler.archivedButtonConfigurationChildren)
        if let style = element[attribute: "style"], Compiler.buttonConfigurationStyles[style] == nil { leftOut.insert("style=\"\(style)\"", at: 0) }
        if let background = element.childElements.first(where: { $0.name == "backgroundConfiguration" }) {
            leftOut += partsLeftOut(of: background, attributes: Compiler.archivedBackgroundConfigurationAttributes,
                                    children: Compiler.archivedBackgroundConfigurationChildren).map { "background " + $0 }
        }
        guard !leftOut.isEmpty else { return nil }
        let title = element[attribute: "title"].map { " (title '\($0)')" } ?? ""
        return "<buttonConfiguration>\(title): compiled without \(leftOut.joined(separator: ", ")) (UIKit's defaults there); NibForge does not archive them"
    }

    /// The attributes of `element` not in `attributes` (by name) and its children not in
    /// `children` (as `name/key`), each as the document writes it (`title`, `<imageReference>`).
    private static func partsLeftOut(of element: MarkupElement, attributes: Set<String>, children: Set<String>) -> [String] {
        element.attributes.map(\.name).filter { !attributes.contains($0) }
            + element.childElements.filter { !children.contains("\($0.name)/\($0[attribute: "key"] ?? "")") }.map { "<\($0.name)>" }
    }

    /// A navigation bar's, toolbar's or tab bar's appearance is archived with its background
    /// colour and a navigation bar's with its title attributes (`CocoaTouchBarAppearances`);
    /// anything else it sets (other attributes or children: a background image or effect, a
    /// shadow, button or item appearances) is not.
    private static func barAppearanceLimitation(of element: MarkupElement) -> String? {
        let attributes = element.attributes.map(\.name).filter { $0 != "key" }
        let titleKeys: Set<String> = element.name == "navigationBarAppearance" ? ["titleTextAttributes", "largeTitleTextAttributes"] : []
        let children = element.childElements.filter { !($0.name == "color" && $0[attribute: "key"] == "backgroundColor") }
            .filter { !($0.name == "textAttributes" && titleKeys.contains($0[attribute: "key"] ?? "")) }
            .map { child in child[attribute: "key"].map { "<\(child.name) key=\"\($0)\">" } ?? "<\(child.name)>" }
        let missing = attributes.map { "'\($0)'" } + children
        guard !missing.isEmpty else { return nil }
        let key = element[attribute: "key"].map { " key=\"\($0)\"" } ?? ""
        return "<\(element.name)\(key)>: compiled without its \(missing.joined(separator: ", ")) (the bar shows UIKit's default there); NibForge archives an appearance's background colour and title attributes only"
    }

    /// A date picker's settings are archived (`CocoaTouchDatePickers`), but not a time zone or
    /// calendar the document names (`NSTimeZone` and `NSCalendar` archives NibForge does not
    /// write): the picker uses the device's.
    private static func datePickerZoneLimitation(of element: MarkupElement) -> String? {
        let keys = Set(element.childElements.compactMap { $0[attribute: "key"] })
        let missing: [String] = [("timeZone", "time zone"), ("calendar", "calendar")].filter { keys.contains($0.0) }.map(\.1)
        guard !missing.isEmpty, element[attribute: "id"] != nil else { return nil }
        let names = missing.joined(separator: " and ")
        return "<datePicker>: compiled without its \(names) (the picker uses the device's); NibForge does not archive them yet"
    }
}
