import Foundation
import NibRuntime

/// What a factory may need to create an object: the application windows belong to, and the
/// class name the nib archived (for generic objects).
@MainActor
public struct NibObjectContext {
    /// The application of the load.
    public let application: Application
    /// The class name the nib archived for this object.
    public let archivedClassName: String

    /// The same context for another object.
    func naming(_ className: String) -> NibObjectContext {
        NibObjectContext(application: application, archivedClassName: className)
    }
}

/// Maps the class names nibs archive (`UILabel`, `NSWindow`, `App.MyController`) to
/// factories of runtime objects (rule N1).
///
/// Secure decoding: a nib never creates an object of a class nobody registered. The
/// standard registry knows UIKit and AppKit classes the runtime models (views, controls,
/// windows, controllers) and the framework classes it keeps as ``GenericObject`` (cells,
/// menus, constraints). Hosts register their own classes, with or without their module:
/// a name `App.MyController` is looked up as written, then without the module.
@MainActor
public final class NibClassRegistry {
    /// Creates a runtime object for a nib.
    public typealias Factory = @MainActor (_ context: NibObjectContext) -> AnyObject

    private var factories: [String: Factory] = [:]

    /// A registry shared by loads that are given none.
    public static let shared = NibClassRegistry()

    /// Creates a registry, by default holding the standard UIKit and AppKit classes.
    public init(includingStandardClasses: Bool = true) {
        if includingStandardClasses { registerStandardClasses() }
    }

    /// Counts changes, so a nib knows when the factories it looked up once are stale.
    private(set) var generation = 0

    /// Registers (or replaces) the factory for `name`.
    public func register(_ name: String, factory: @escaping Factory) {
        factories[name] = factory
        generation += 1
    }

    /// Registers (or replaces) a factory that needs no context.
    public func register(_ name: String, make: @escaping @MainActor () -> AnyObject) {
        factories[name] = { _ in make() }
        generation += 1
    }

    /// Creates a custom segue: a storyboard's `customClass` of a segue, performed from `source`
    /// to `destination` (UIKit makes it with `-initWithIdentifier:source:destination:`).
    public typealias SegueFactory = @MainActor (_ identifier: String?, _ source: ViewController, _ destination: ViewController) -> StoryboardSegue

    private var segueFactories: [String: SegueFactory] = [:]

    /// Registers (or replaces) the custom segue class `name` (`App.FadeSegue` or `FadeSegue`).
    /// A storyboard's custom segue whose class is not registered cannot be performed.
    public func registerSegue(_ name: String, make: @escaping SegueFactory) {
        segueFactories[name] = make
    }

    /// The custom segue factory for `name`, resolved as class names are (module optional).
    func segueFactory(for name: String) -> SegueFactory? {
        Self.resolve(name) { segueFactories[$0] }
    }

    /// True when `name` (or its unqualified form) has a factory.
    public func contains(_ name: String) -> Bool {
        factory(for: name) != nil
    }

    /// Every registered name, sorted.
    public var registeredNames: [String] { factories.keys.sorted() }

    /// The factory for `name`: as written, then demangled, then without its module.
    func factory(for name: String) -> Factory? {
        Self.resolve(name) { factories[$0] }
    }

    /// Looks `name` up as written, then demangled, then without its module.
    private static func resolve<Value>(_ name: String, in table: (String) -> Value?) -> Value? {
        if let value = table(name) { return value }
        let readable = demangledClassName(name) ?? name
        if let value = table(readable) { return value }
        if let dot = readable.lastIndex(of: ".") {
            return table(String(readable[readable.index(after: dot)...]))
        }
        return nil
    }

    /// `Module.Class` for a Swift mangled class name (`_TtC3App12MyController`), else nil.
    static func demangledClassName(_ name: String) -> String? {
        guard name.hasPrefix("_TtC") else { return nil }
        var rest = Substring(name.dropFirst(4))
        var parts: [String] = []
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0 else { return nil }
            rest = rest.dropFirst(digits.count)
            guard rest.count >= length else { return nil }
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        return parts.count >= 2 ? parts.joined(separator: ".") : nil
    }

    private func registerStandardClasses() {
        for (names, factory) in Self.standardClasses {
            for name in names { factories[name] = factory }
        }
        for name in Self.genericClassNames {
            factories[name] = { context in GenericObject(archivedClassName: context.archivedClassName) }
        }
        for name in Self.segueTemplateClassNames {
            factories[name] = { context in SegueTrigger(archivedClassName: context.archivedClassName) }
        }
    }

    private static let standardClasses: [([String], Factory)] = [
        (["UIView", "NSView", "View", "UIScrollView", "NSScrollView", "NSClipView", "UIStackView", "NSStackView",
          "NSBox", "NSTabView", "NSSplitView", "UIWebView", "WKWebView", "MKMapView", "UICollectionView",
          "UIActivityIndicatorView", "UIProgressView", "NSProgressIndicator", "UIPickerView", "UIToolbar",
          "UISearchBar", "UIVisualEffectView", "NSVisualEffectView", "NSScroller", "NSTableHeaderView",
          "UICollectionViewCell", "UICollectionReusableView", "NSOutlineView", "NSTableCellView", "NSTextView",
          "_UILayoutGuide", "UITableViewCellContentView", "_UIVisualEffectContentView", "NSCustomView", "_UISystemBackgroundView",
          "_UITableViewCellSeparatorView", "SCNView", "ARSCNView", "ARSKView", "SKView", "GLKView", "MTKView"],
         { _ in RuntimeView() }),
        (["UIControl", "NSControl", "Control", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper",
          "UIPageControl", "UIDatePicker", "NSSlider", "NSSegmentedControl", "NSStepper", "NSColorWell",
          "NSDatePicker", "NSMatrix", "NSLevelIndicator"],
         { _ in Control() }),
        (["UILabel", "Label", "NSTextField", "UITableViewLabel"], { _ in Label() }),
        (["UIButton", "Button", "NSButton", "NSPopUpButton"], { _ in Button() }),
        (["UITextField", "TextField", "NSSecureTextField", "NSSearchField", "UITextView", "NSComboBox"], { _ in TextField() }),
        (["UIImageView", "ImageView", "NSImageView", "UISegment"], { _ in ImageView() }),
        (["UITableView", "TableView", "NSTableView"], { _ in TableView() }),
        (["UITableViewCell", "TableViewCell"], { _ in TableViewCell() }),
        (["UIViewController", "NSViewController", "ViewController", "UICollectionViewController",
          "UIPageViewController", "UISplitViewController", "NSSplitViewController", "NSTabViewController",
          "UIHostingController", "NSHostingController", "GLKViewController", "AVPlayerViewController"],
         { _ in ViewController() }),
        (["UITableViewController", "TableViewController"], { _ in TableViewController() }),
        (["UINavigationController", "NavigationController"], { _ in NavigationController() }),
        (["UITabBarController", "TabBarController"], { _ in TabBarController() }),
        (["UIWindow", "Window"], { context in Window(application: context.application) }),
        (["NSWindow", "NSPanel", "DesktopWindow"],
         { context in DesktopWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 360), application: context.application) }),
        (["NSWindowController", "WindowController"], { _ in WindowController() }),
        (["NSToolbarItem", "ToolbarItem"], { _ in ToolbarItem() }),
        (["NSMenuItem", "MenuItem"], { _ in MenuItem() }),
    ]

    /// Framework classes kept as ``GenericObject``: the runtime has no behaviour for them,
    /// but nibs connect outlets and actions to them.
    static let genericClassNames: [String] = [
        "NSObject", "NSLayoutConstraint", "NSLayoutGuide", "UILayoutGuide", "NSMenu", "NSToolbar",
        "NSButtonCell", "NSTextFieldCell", "NSImageCell", "NSSliderCell", "NSPopUpButtonCell", "NSActionCell",
        "NSSearchFieldCell", "NSSecureTextFieldCell", "NSSegmentedCell", "NSStepperCell", "NSComboBoxCell",
        "NSLevelIndicatorCell", "NSDatePickerCell", "NSTableColumn", "NSFont", "NSColor", "NSImage",
        "NSArrayController", "NSObjectController", "NSUserDefaultsController", "NSTreeController",
        "NSDictionaryController", "NSFontManager", "NSTextContainer", "NSCustomObject",
        "UIBarButtonItem", "UINavigationItem", "UITabBarItem", "UITapGestureRecognizer",
        "UIPanGestureRecognizer", "UISwipeGestureRecognizer", "UILongPressGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
        "UINavigationBar", "UITabBar", "UISearchDisplayController", "UICollectionViewFlowLayout",
        "UIImage", "UIColor", "UIFont",
        // A static table view's sections and rows (UIKit's private data source), a cell's
        // background configuration, a web view's configuration: kept, never shown.
        "UITableViewDataSource", "UITableViewSection", "UITableViewRow", "UIBackgroundConfiguration",
        "NSSplitViewItem", "NSTabViewItem",
        "UITapRecognizer", "_UIScrollViewLayoutGuide", "UIImageSymbolConfiguration", "UINib",
        "WKWebViewConfiguration", "WKPreferences", "WKProcessPool", "WKUserContentController", "WKWebsiteDataStore",
        // A storyboard reference among a container's children: the compiled storyboard
        // replaces it with the controller it names (`Storyboard+Compiled`), as UIKit's decoder does.
        "UIStoryboardViewControllerPlaceholder",
    ]

    /// The segue templates of compiled storyboards: objects of a scene nib the storyboard
    /// configures, which controls in the view nib send `perform:` to.
    static let segueTemplateClassNames: [String] = [
        "UIStoryboardSegueTemplate", "UIStoryboardShowSegueTemplate", "UIStoryboardPushSegueTemplate",
        "UIStoryboardPresentationSegueTemplate", "UIStoryboardModalSegueTemplate",
        "UIStoryboardPopoverPresentationSegueTemplate", "UIStoryboardPopoverSegueTemplate",
        "UIStoryboardReplaceSegueTemplate", "UIStoryboardEmbedSegueTemplate", "UIStoryboardUnwindSegueTemplate",
    ]
}
