import NibCore
import NibDocument
import NibXML

/// Parts of a document the compiler writes without everything Apple's ibtool would, found
/// before compiling so the user hears of them: each is a warning naming the element and
/// what the nib lacks. The nib is still written.
enum CompileLimitations {
    /// A warning for each predicate editor row template that is not a compound one: AppKit
    /// sizes such a template's pop-ups and fields from their titles, and NibForge compiles it
    /// without them (`CocoaPredicateEditors`).
    static func warnings(in document: InterfaceDocument) -> [Diagnostic] {
        guard document.platform == .cocoa else { return [] }
        var warnings: [Diagnostic] = []
        var pending = [document.markup.root]
        while let element = pending.popLast() {
            if element.name == "predicateEditorRowTemplate", element[attribute: "rowType"] != "compound" {
                var warning = Diagnostic.warning(
                    "<predicateEditorRowTemplate> of type '\(element[attribute: "rowType"] ?? "simple")': compiled without its views (AppKit sizes them from their titles, which NibForge cannot measure)",
                    path: document.path, location: document.location(of: element))
                warning.objectID = element[attribute: "id"]
                warnings.append(warning)
            }
            pending.append(contentsOf: element.childElements.reversed())
        }
        return warnings
    }
}
