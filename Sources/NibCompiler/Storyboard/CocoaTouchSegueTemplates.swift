import NibDocument
import NibXML

/// Segues as UIKit's storyboard archives them: a template per segue in the scene of the
/// controller it starts from (`UIStoryboardSegueTemplates`), naming its destination by
/// storyboard identifier, with a `viewController` outlet back to the controller.
extension CocoaTouchSceneCompiler {
    /// The identifier a controller is instantiated by: its storyboard identifier, or
    /// `<UIKit class>-<id>` (`UIViewController-<id>` for storyboard references).
    static func controllerIdentifier(of element: MarkupElement) -> String {
        let id = element[attribute: "id"] ?? ""
        if element.name == "viewControllerPlaceholder" { return "UIViewController-\(id)" }
        return StoryboardIdentifier.of(element) ?? "\(CocoaTouchNibCompiler.uiKitClassName(forElement: element.name))-\(id)"
    }

    /// The identifiers of every scene controller of `document`, by element id.
    static func controllerIdentifiers(in root: MarkupElement) -> [String: String] {
        var result: [String: String] = [:]
        for element in root.descendants() where element[attribute: "sceneMemberID"] == "viewController" {
            if let id = element[attribute: "id"] { result[id] = controllerIdentifier(of: element) }
        }
        return result
    }
}

extension CocoaTouchNibCompiler {
    /// Template classes by segue kind, with the action a show segue performs.
    static let segueTemplates: [String: (className: String, action: String?)] = [
        "show": ("UIStoryboardShowSegueTemplate", "showViewController:sender:"),
        "showDetail": ("UIStoryboardShowSegueTemplate", "showDetailViewController:sender:"),
        "push": ("UIStoryboardPushSegueTemplate", nil),
        "presentation": ("UIStoryboardPresentationSegueTemplate", nil),
        "modal": ("UIStoryboardModalSegueTemplate", nil),
        "popoverPresentation": ("UIStoryboardPopoverPresentationSegueTemplate", nil),
        "replace": ("UIStoryboardReplaceSegueTemplate", nil),
        "embed": ("UIStoryboardEmbedSegueTemplate", nil),
        "unwind": ("UIStoryboardUnwindSegueTemplate", nil),
        "custom": ("UIStoryboardSegueTemplate", nil),
    ]
    /// `UIModalPresentationStyle` values by document name.
    static let modalPresentationStyles = [
        "fullScreen": 0, "pageSheet": 1, "formSheet": 2, "currentContext": 3, "custom": 4, "overFullScreen": 5,
        "overCurrentContext": 6, "popover": 7, "none": -1, "automatic": -2,
    ]
    /// `UIModalTransitionStyle` values by document name.
    static let modalTransitionStyles = ["coverVertical": 0, "flipHorizontal": 1, "crossDissolve": 2, "partialCurl": 3]

    /// A segue's template, or nil for segues that are not templates (relationships, embeds,
    /// unwinds). `destinations` maps controller ids to their identifiers.
    mutating func segueTemplate(_ segue: MarkupElement, destinations: [String: String]) -> Int? {
        guard let kind = segue[attribute: "kind"], let template = Self.segueTemplates[kind] else { return nil }
        let object = archive.object(template.className)
        segueTemplateClassNames[object] = template.className
        if let identifier = segue[attribute: "identifier"] { archive.set("UIIdentifier", string: identifier, on: object) }
        // Keys in the order -[UIStoryboardSegueTemplate encodeWithCoder:] writes them, then the
        // subclass's. No Apple-compiled pair in the corpus has a custom or unwind segue, so
        // those two follow UIKit's coder rather than a measured ibtool output.
        if kind == "custom", let segueClass = segue[attribute: "customClass"] {
            archive.set("UISegueClassName", string: SwiftClassName.runtimeName(of: segueClass, module: segue[attribute: "customModule"]), on: object)
        }
        if let destination = segue[attribute: "destination"].flatMap({ destinations[$0] }) {
            archive.set("UIDestinationViewControllerIdentifier", string: destination, on: object)
        } else if kind == "unwind" {
            // An unwind segue's destination is found at run time; the coder writes nil.
            archive.setNull("UIDestinationViewControllerIdentifier", on: object)
        }
        if let action = template.action { archive.set("UIActionName", string: action, on: object) }
        // A push segue (iOS 5's, deprecated since iOS 8) states where its destination is
        // contained and which split view column it goes to: none and the first (appium's
        // UICatalog as Xcode 7.3.1 built it: all 23 of its push segues).
        if kind == "push" {
            archive.set("UIDestinationContainmentContext", integer: 0, on: object)
            archive.set("UISplitViewControllerIndex", integer: 0, on: object)
        }
        // A replace segue (iOS 5's, for split views) states that its destination goes into a
        // split view, and which column (appium's older UICatalog's iPad storyboard: its
        // replace segues into the detail column, context 1 and index 1, Xcode 7.3.1 to 12.4).
        if kind == "replace" {
            archive.set("UIDestinationContainmentContext", integer: 1, on: object)
            archive.set("UISplitViewControllerIndex", integer: Int64(segue[attribute: "splitViewControllerTargetIndex"] ?? "") ?? 0, on: object)
        }
        if let style = segue[attribute: "modalPresentationStyle"].flatMap({ Self.modalPresentationStyles[$0] }) {
            archive.set("UIModalPresentationStyle", integer: Int64(style), on: object)
        }
        if let style = segue[attribute: "modalTransitionStyle"].flatMap({ Self.modalTransitionStyles[$0] }) {
            archive.set("UIModalTransitionStyle", integer: Int64(style), on: object)
        }
        if segue[attribute: "animates"] == "NO" { archive.set("UIAnimates", bool: false, on: object) }
        if kind == "unwind", let action = segue[attribute: "unwindAction"] {
            archive.set("UIAction", string: action, on: object)
        }
        if kind == "embed" {
            // Performed when the container's view loads; the container view is set then.
            archive.set("UIPerformOnViewLoad", bool: true, on: object)
            archive.setNull("UIContainerView", on: object)
        }
        if kind == "popoverPresentation" {
            // The arrow directions, then what the view nib connects when it loads (the
            // anchor, `popoverAnchors`): DuckDuckGo's privacy dashboard popover, Xcode 13.2.
            let directions = segue.children(named: "popoverArrowDirection").first { $0[attribute: "key"] == "popoverArrowDirection" }
            let mask = directions.map { element in Self.arrowDirections.reduce(Int64(0)) { element[attribute: $1.key] == "YES" ? $0 | $1.value : $0 } } ?? 15
            archive.set("UIPermittedArrowDirections", integer: mask, on: object)
            archive.setNull("UIPassthroughViews", on: object)
            archive.setNull("UIAnchorBarButtonItem", on: object)
            archive.setNull("UIAnchorView", on: object)
        }
        return object
    }

    /// `UIPopoverArrowDirection` bits by `<popoverArrowDirection>` attribute.
    static let arrowDirections: [String: Int64] = ["up": 1, "down": 2, "left": 4, "right": 8]

    /// The outlet a popover segue's template gets for each anchor attribute, set by the view
    /// nib holding the anchor.
    static let popoverAnchors: [(attribute: String, outlet: String)] = [
        ("popoverAnchorView", "anchorView"), ("popoverAnchorBarButtonItem", "anchorBarButtonItem"),
    ]
}
