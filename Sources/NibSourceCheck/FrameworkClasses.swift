/// What NibForge knows of the framework classes documents use (UIKit, AppKit, WatchKit and
/// the frameworks beside them): each class's superclass, the outlets Interface Builder
/// offers on it, and the actions it implements. A class the sources subclass inherits
/// these, so `view` on a `UIViewController` subclass or `performClose:` on an `NSWindow`
/// subclass is never reported. The table is NibForge's own, kept by hand; a class missing
/// from it makes the check cautious (warnings, not errors) for classes deriving from it.
public enum FrameworkClasses {
    /// One framework class.
    public struct Entry: Sendable {
        public let superclass: String?
        public let outlets: [String]
        public let actions: [String]
    }

    /// The class named, if known.
    public static func entry(_ name: String) -> Entry? { table[name] }

    /// True when the table knows the class.
    public static func knows(_ name: String) -> Bool { table[name] != nil }

    /// `name` and its framework superclasses, nearest first.
    public static func chain(from name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let next = current, let entry = table[next], !chain.contains(next) {
            chain.append(next)
            current = entry.superclass
        }
        return chain
    }

    /// The editing and window actions every responder chain answers (First Responder).
    public static let standardResponderActions: Set<String> = [
        // UIKit's UIResponderStandardEditActions.
        "cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:",
        "pasteAndMatchStyle:", "find:", "findNext:", "findPrevious:", "findAndReplace:", "useSelectionForFind:", "print:", "rename:", "duplicate:", "move:", "export:",
        // AppKit: the application, documents, windows, text and fonts (the template menus).
        "orderFrontStandardAboutPanel:", "orderFrontStandardAboutPanelWithOptions:", "hide:", "hideOtherApplications:", "unhideAllApplications:",
        "terminate:", "showHelp:", "arrangeInFront:", "miniaturizeAll:", "zoom:", "performClose:", "performMiniaturize:", "performZoom:",
        "makeKeyAndOrderFront:", "orderFront:", "orderBack:", "orderOut:", "toggleToolbarShown:", "runToolbarCustomizationPalette:",
        "toggleSidebar:", "toggleFullScreen:", "toggleTabBar:", "toggleTabOverview:", "mergeAllWindows:", "moveTabToNewWindow:",
        "selectNextTab:", "selectPreviousTab:", "newWindowForTab:", "newDocument:", "openDocument:", "saveDocument:", "saveDocumentAs:",
        "saveDocumentTo:", "saveAllDocuments:", "revertDocumentToSaved:", "duplicateDocument:", "renameDocument:", "moveDocument:",
        "browseDocumentVersions:", "lockDocument:", "unlockDocument:", "runPageLayout:", "printDocument:", "clearRecentDocuments:",
        "undo:", "redo:", "pasteAsPlainText:", "pasteAsRichText:", "performFindPanelAction:", "performTextFinderAction:",
        "centerSelectionInVisibleArea:", "capitalizeWord:", "lowercaseWord:", "uppercaseWord:", "checkSpelling:", "showGuessPanel:",
        "toggleContinuousSpellChecking:", "toggleGrammarChecking:", "toggleAutomaticSpellingCorrection:", "orderFrontSubstitutionsPanel:",
        "toggleSmartInsertDelete:", "toggleAutomaticQuoteSubstitution:", "toggleAutomaticDashSubstitution:", "toggleAutomaticLinkDetection:",
        "toggleAutomaticTextReplacement:", "toggleAutomaticDataDetection:", "toggleAutomaticTextCompletion:", "startSpeaking:", "stopSpeaking:",
        "orderFrontFontPanel:", "addFontTrait:", "modifyFont:", "modifyFontViaPanel:", "underline:", "orderFrontColorPanel:", "copyFont:",
        "pasteFont:", "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "toggleRuler:", "copyRuler:", "pasteRuler:",
        "turnOffKerning:", "useStandardKerning:", "loosenKerning:", "tightenKerning:", "turnOffLigatures:", "useStandardLigatures:",
        "useAllLigatures:", "raiseBaseline:", "lowerBaseline:", "superscript:", "subscript:", "unscript:", "makeBaseWritingDirectionNatural:",
        "makeBaseWritingDirectionLeftToRight:", "makeBaseWritingDirectionRightToLeft:", "makeTextWritingDirectionNatural:",
        "selectNextKeyView:", "selectPreviousKeyView:", "orderFrontCharacterPalette:", "startDictation:", "outline:", "changeFont:",
        "changeColor:", "showWindow:", "cancelOperation:", "complete:", "selectLine:", "selectParagraph:", "selectWord:", "deleteBackward:",
        "insertNewline:", "insertTab:", "orderFrontLinkPanel:", "orderFrontListPanel:", "orderFrontSpacingPanel:", "orderFrontTablePanel:",
        "toggleTraditionalCharacterShape:", "useStandardBaseline:", "toggleQuickLookPreviewPanel:", "showContextHelp:",
    ]

    private static func e(_ superclass: String?, outlets: [String] = [], actions: [String] = []) -> Entry {
        Entry(superclass: superclass, outlets: outlets, actions: actions)
    }

    static let table: [String: Entry] = [
        "NSObject": e(nil),
        "NSLayoutConstraint": e("NSObject"),
        "NSFormatter": e("NSObject"), "NSNumberFormatter": e("NSFormatter"), "NSDateFormatter": e("NSFormatter"),
        "NSByteCountFormatter": e("NSFormatter"),
        "NSArray": e("NSObject"), "NSMutableArray": e("NSArray"), "NSDictionary": e("NSObject"), "NSMutableDictionary": e("NSDictionary"),
        "NSSet": e("NSObject"), "NSMutableSet": e("NSSet"), "NSString": e("NSObject"), "NSMutableString": e("NSString"),
        "NSNumber": e("NSObject"), "NSURL": e("NSObject"), "NSUndoManager": e("NSObject", actions: ["undo:", "redo:"]),

        // UIKit
        "UIResponder": e("NSObject", actions: ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:"]),
        "UIView": e("UIResponder"),
        "UIWindow": e("UIView", outlets: ["rootViewController"]),
        "UIControl": e("UIView"),
        "UIButton": e("UIControl"), "UISwitch": e("UIControl"), "UISlider": e("UIControl"), "UIStepper": e("UIControl"),
        "UISegmentedControl": e("UIControl"), "UIPageControl": e("UIControl"), "UIDatePicker": e("UIControl"), "UIColorWell": e("UIControl"),
        "UITextField": e("UIControl", outlets: ["delegate", "inputView", "inputAccessoryView"]),
        "UILabel": e("UIView"), "UIImageView": e("UIView"), "UIProgressView": e("UIView"), "UIActivityIndicatorView": e("UIView"),
        "UIStackView": e("UIView"), "UIVisualEffectView": e("UIView"), "UIContainerView": e("UIView"),
        "UIScrollView": e("UIView", outlets: ["delegate"]),
        "UITextView": e("UIScrollView", outlets: ["delegate", "inputView", "inputAccessoryView"]),
        "UITableView": e("UIScrollView", outlets: ["dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate", "tableHeaderView", "tableFooterView", "backgroundView"]),
        "UICollectionView": e("UIScrollView", outlets: ["dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate", "backgroundView", "collectionViewLayout"]),
        "UITableViewCell": e("UIView", outlets: ["backgroundView", "selectedBackgroundView", "accessoryView", "editingAccessoryView"]),
        "UITableViewHeaderFooterView": e("UIView", outlets: ["backgroundView"]),
        "UICollectionReusableView": e("UIView"),
        "UICollectionViewCell": e("UICollectionReusableView", outlets: ["backgroundView", "selectedBackgroundView"]),
        "UICollectionViewLayout": e("NSObject"), "UICollectionViewFlowLayout": e("UICollectionViewLayout"),
        "UIPickerView": e("UIView", outlets: ["dataSource", "delegate"]),
        "UISearchBar": e("UIView", outlets: ["delegate", "inputAccessoryView"]),
        "UINavigationBar": e("UIView", outlets: ["delegate"]), "UIToolbar": e("UIView", outlets: ["delegate"]),
        "UITabBar": e("UIView", outlets: ["delegate"]),
        "UIWebView": e("UIView", outlets: ["delegate"]),
        "WKWebView": e("UIView", outlets: ["navigationDelegate", "UIDelegate"]),
        "MKMapView": e("UIView", outlets: ["delegate"]),
        "SCNView": e("UIView", outlets: ["delegate", "scene"]), "SKView": e("UIView"), "GLKView": e("UIView", outlets: ["delegate"]),
        "MTKView": e("UIView", outlets: ["delegate"]), "ARSCNView": e("SCNView"),
        "UIBarItem": e("NSObject"),
        "UIBarButtonItem": e("UIBarItem", outlets: ["customView", "menu"]), "UITabBarItem": e("UIBarItem"),
        "UINavigationItem": e("NSObject", outlets: ["titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "searchController"]),
        "UIGestureRecognizer": e("NSObject", outlets: ["delegate"]),
        "UITapGestureRecognizer": e("UIGestureRecognizer"), "UIPanGestureRecognizer": e("UIGestureRecognizer"),
        "UIScreenEdgePanGestureRecognizer": e("UIPanGestureRecognizer"), "UISwipeGestureRecognizer": e("UIGestureRecognizer"),
        "UIPinchGestureRecognizer": e("UIGestureRecognizer"), "UIRotationGestureRecognizer": e("UIGestureRecognizer"),
        "UILongPressGestureRecognizer": e("UIGestureRecognizer"), "UIHoverGestureRecognizer": e("UIGestureRecognizer"),
        "UIViewController": e("UIResponder", outlets: ["view", "searchDisplayController"], actions: ["unwindForSegue:towardsViewController:"]),
        "UINavigationController": e("UIViewController"), "UITabBarController": e("UIViewController", outlets: ["delegate"]),
        "UITableViewController": e("UIViewController", outlets: ["tableView"]),
        "UICollectionViewController": e("UIViewController", outlets: ["collectionView"]),
        "UISplitViewController": e("UIViewController", outlets: ["delegate"]), "UIPageViewController": e("UIViewController", outlets: ["delegate", "dataSource"]),
        "UISearchController": e("UIViewController"), "UIInputViewController": e("UIViewController"),
        "AVPlayerViewController": e("UIViewController"), "GLKViewController": e("UIViewController"),
        "UIStoryboardSegue": e("NSObject"),

        // AppKit
        "NSResponder": e("NSObject", outlets: ["menu", "nextResponder"], actions: ["showContextHelp:", "cancelOperation:"]),
        "NSView": e("NSResponder", outlets: ["nextKeyView"]),
        "NSControl": e("NSView", outlets: ["formatter"], actions: ["takeDoubleValueFrom:", "takeFloatValueFrom:", "takeIntValueFrom:", "takeIntegerValueFrom:", "takeObjectValueFrom:", "takeStringValueFrom:"]),
        "NSButton": e("NSControl", actions: ["performClick:"]), "NSPopUpButton": e("NSButton"), "NSStatusBarButton": e("NSButton"),
        "NSTextField": e("NSControl", outlets: ["delegate"]), "NSSecureTextField": e("NSTextField"),
        "NSSearchField": e("NSTextField"), "NSTokenField": e("NSTextField"), "NSComboBox": e("NSTextField", outlets: ["dataSource"]),
        "NSSlider": e("NSControl"), "NSStepper": e("NSControl"), "NSSegmentedControl": e("NSControl"), "NSColorWell": e("NSControl"),
        "NSDatePicker": e("NSControl", outlets: ["delegate"]), "NSImageView": e("NSControl"), "NSLevelIndicator": e("NSControl"),
        "NSPathControl": e("NSControl", outlets: ["delegate"]), "NSSwitch": e("NSControl"),
        "NSMatrix": e("NSControl", outlets: ["delegate"]), "NSForm": e("NSMatrix"),
        "NSTableView": e("NSControl", outlets: ["dataSource", "delegate", "headerView", "cornerView"]),
        "NSOutlineView": e("NSTableView"), "NSBrowser": e("NSControl", outlets: ["delegate"]),
        "NSTextView": e("NSView", outlets: ["delegate"], actions: ["changeFont:", "changeColor:", "alignLeft:", "alignCenter:", "alignRight:", "toggleRuler:", "checkSpelling:", "showGuessPanel:", "startSpeaking:", "stopSpeaking:", "performFindPanelAction:", "selectAll:", "copy:", "cut:", "paste:", "delete:"]),
        "NSText": e("NSView", outlets: ["delegate"]),
        "NSScrollView": e("NSView", outlets: ["documentView", "verticalRulerView", "horizontalRulerView"]),
        "NSClipView": e("NSView", outlets: ["documentView"]),
        "NSBox": e("NSView", outlets: ["contentView"]), "NSTabView": e("NSView", outlets: ["delegate"], actions: ["selectFirstTabViewItem:", "selectLastTabViewItem:", "selectNextTabViewItem:", "selectPreviousTabViewItem:", "takeSelectedTabViewItemFromSender:"]),
        "NSSplitView": e("NSView", outlets: ["delegate"]), "NSStackView": e("NSView", outlets: ["delegate"]),
        "NSProgressIndicator": e("NSView", actions: ["startAnimation:", "stopAnimation:"]),
        "NSCollectionView": e("NSView", outlets: ["dataSource", "delegate", "prefetchDataSource", "itemPrototype", "backgroundView"]),
        "NSVisualEffectView": e("NSView"), "NSTableCellView": e("NSView", outlets: ["textField", "imageView"]), "NSTableRowView": e("NSView"),
        "NSTableHeaderView": e("NSView"), "NSOpenGLView": e("NSView"), "NSRulerView": e("NSView"), "NSGridView": e("NSView"),
        "WebView": e("NSView", outlets: ["frameLoadDelegate", "policyDelegate", "resourceLoadDelegate", "UIDelegate", "downloadDelegate", "editingDelegate"],
                     actions: ["goBack:", "goForward:", "reload:", "reloadFromOrigin:", "stopLoading:", "takeStringURLFrom:", "makeTextLarger:", "makeTextSmaller:", "makeTextStandardSize:"]),
        "PDFView": e("NSView", outlets: ["delegate"]), "QLPreviewView": e("NSView"), "AVPlayerView": e("NSView"), "MTKViewAppKit": e("NSView"),
        "NSWindow": e("NSResponder", outlets: ["delegate", "initialFirstResponder", "contentView", "toolbar"],
                      actions: ["performClose:", "performMiniaturize:", "performZoom:", "makeKeyAndOrderFront:", "orderFront:", "orderBack:", "orderOut:", "print:", "toggleToolbarShown:", "runToolbarCustomizationPalette:", "toggleFullScreen:", "selectNextKeyView:", "selectPreviousKeyView:", "miniaturize:", "deminiaturize:", "zoom:", "close:"]),
        "NSPanel": e("NSWindow"), "NSColorPanel": e("NSPanel"), "NSFontPanel": e("NSPanel"),
        "NSWindowController": e("NSResponder", outlets: ["window", "document", "contentViewController"], actions: ["showWindow:", "close:"]),
        "NSViewController": e("NSResponder", outlets: ["view", "representedObject"], actions: ["dismissController:", "dismissViewController:"]),
        "NSSplitViewController": e("NSViewController"), "NSTabViewController": e("NSViewController"), "NSPageController": e("NSViewController", outlets: ["delegate"]),
        "NSTitlebarAccessoryViewController": e("NSViewController"), "NSCollectionViewItem": e("NSViewController", outlets: ["textField", "imageView"]),
        "NSApplication": e("NSResponder", outlets: ["delegate", "mainMenu", "servicesMenu", "windowsMenu", "helpMenu", "dockMenu"],
                           actions: ["terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "orderFrontStandardAboutPanel:", "orderFrontCharacterPalette:", "arrangeInFront:", "miniaturizeAll:", "showHelp:", "activateContextHelpMode:", "toggleTouchBarCustomizationPalette:", "orderFrontColorPanel:"]),
        "NSDocument": e("NSObject", outlets: ["window"], actions: ["saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "revertDocumentToSaved:", "printDocument:", "runPageLayout:", "duplicateDocument:", "renameDocument:", "moveDocument:", "lockDocument:", "unlockDocument:", "browseDocumentVersions:"]),
        "NSDocumentController": e("NSObject", actions: ["newDocument:", "openDocument:", "saveAllDocuments:", "clearRecentDocuments:"]),
        "NSMenu": e("NSObject", outlets: ["delegate", "supermenu"]), "NSMenuItem": e("NSObject", outlets: ["view", "submenu", "target"]),
        "NSToolbar": e("NSObject", outlets: ["delegate"]), "NSToolbarItem": e("NSObject", outlets: ["view", "target", "menuFormRepresentation"]),
        "NSTableColumn": e("NSObject", outlets: ["headerCell", "dataCell"]),
        "NSCell": e("NSObject", outlets: ["formatter", "menu"]), "NSActionCell": e("NSCell"), "NSButtonCell": e("NSActionCell"),
        "NSTextFieldCell": e("NSActionCell"), "NSImageCell": e("NSCell"), "NSPopUpButtonCell": e("NSButtonCell"),
        "NSSecureTextFieldCell": e("NSTextFieldCell"), "NSSearchFieldCell": e("NSTextFieldCell"), "NSTokenFieldCell": e("NSTextFieldCell"),
        "NSComboBoxCell": e("NSTextFieldCell", outlets: ["dataSource", "delegate"]), "NSTableHeaderCell": e("NSTextFieldCell"),
        "NSPathCell": e("NSActionCell", outlets: ["delegate"]), "NSDatePickerCell": e("NSActionCell", outlets: ["delegate"]),
        "NSSliderCell": e("NSActionCell"), "NSStepperCell": e("NSActionCell"), "NSSegmentedCell": e("NSActionCell"),
        "NSLevelIndicatorCell": e("NSActionCell"), "NSFormCell": e("NSActionCell"), "NSBrowserCell": e("NSCell"),
        "NSMenuItemCell": e("NSButtonCell"), "NSCustomView": e("NSView"), "NSCustomObject": e("NSObject"),
        "NSTabViewItem": e("NSObject", outlets: ["view", "initialFirstResponder"]),
        "NSController": e("NSObject"), "NSObjectController": e("NSController", outlets: ["content"], actions: ["add:", "remove:", "fetch:"]),
        "NSArrayController": e("NSObjectController", actions: ["insert:", "selectNext:", "selectPrevious:"]),
        "NSTreeController": e("NSObjectController", actions: ["insert:", "insertChild:", "add:", "addChild:"]),
        "NSDictionaryController": e("NSArrayController"), "NSUserDefaultsController": e("NSController", actions: ["revert:", "save:", "revertToInitialValues:"]),
        "NSPopover": e("NSResponder", outlets: ["contentViewController", "delegate"], actions: ["performClose:"]),
        "NSDrawer": e("NSResponder", outlets: ["contentView", "delegate", "parentWindow"], actions: ["open:", "close:", "toggle:"]),
        "NSGestureRecognizer": e("NSObject", outlets: ["delegate"]),
        "NSClickGestureRecognizer": e("NSGestureRecognizer"), "NSPanGestureRecognizer": e("NSGestureRecognizer"),
        "NSMagnificationGestureRecognizer": e("NSGestureRecognizer"), "NSPressGestureRecognizer": e("NSGestureRecognizer"),
        "NSRotationGestureRecognizer": e("NSGestureRecognizer"),
        "NSStoryboardSegue": e("NSObject"), "NSFontManager": e("NSObject", actions: ["addFontTrait:", "modifyFont:", "modifyFontViaPanel:", "orderFrontFontPanel:", "orderFrontStylesPanel:", "removeFontTrait:"]),
        "NSSpeechSynthesizer": e("NSObject"), "NSSound": e("NSObject"),

        // WatchKit
        "WKInterfaceController": e("NSObject"), "WKInterfaceObject": e("NSObject"),
        "WKInterfaceLabel": e("WKInterfaceObject"), "WKInterfaceButton": e("WKInterfaceObject"), "WKInterfaceImage": e("WKInterfaceObject"),
        "WKInterfaceTable": e("WKInterfaceObject"), "WKInterfaceGroup": e("WKInterfaceObject"), "WKInterfaceSwitch": e("WKInterfaceObject"),
        "WKInterfaceSlider": e("WKInterfaceObject"), "WKInterfaceTimer": e("WKInterfaceObject"), "WKInterfaceDate": e("WKInterfaceObject"),
        "WKInterfaceSeparator": e("WKInterfaceObject"), "WKInterfaceMap": e("WKInterfaceObject"), "WKInterfacePicker": e("WKInterfaceObject"),
    ]
}
