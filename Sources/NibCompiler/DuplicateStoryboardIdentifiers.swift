import NibCore
import NibDocument
import NibXML

/// Controllers of one storyboard that share a storyboard identifier (2 of 1,435 public iOS
/// storyboards, scenes copied without renaming their Storyboard ID). Each controller's scene
/// compiles to the nib its identifier names, so both write `IDENTIFIER.nib` and the later one
/// replaces the earlier: instantiating the identifier, or following a segue to either
/// controller, gives the later one. The compile goes on and says so at each later controller,
/// where it was silent.
enum DuplicateStoryboardIdentifiers {
    /// A warning at each controller whose storyboard identifier an earlier controller of
    /// `document` (a storyboard) already has, naming the earlier one's line.
    static func warnings(in document: InterfaceDocument) -> [Diagnostic] {
        guard document.kind == .storyboard else { return [] }
        var first: [String: MarkupElement] = [:]
        var warnings: [Diagnostic] = []
        for element in document.markup.root.descendants() where element[attribute: "sceneMemberID"] == "viewController" {
            guard let identifier = StoryboardIdentifier.of(element) else { continue }
            guard let earlier = first[identifier] else {
                first[identifier] = element
                continue
            }
            let earlierLine = document.location(of: earlier).map { "line \($0.line)" } ?? "another scene"
            var warning = Diagnostic.warning(
                "<\(element.name)> storyboardIdentifier '\(identifier)' is also the controller's at \(earlierLine); both compile to '\(identifier).nib', and this one replaces it",
                path: document.path, location: document.location(of: element))
            warning.objectID = element[attribute: "id"]
            warnings.append(warning)
        }
        return warnings
    }
}
