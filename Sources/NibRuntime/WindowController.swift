/// A Cocoa-mode window controller: the File's Owner of a window nib that keeps the nib's
/// top-level objects and releases them when it goes away (rule N10).
///
/// `WindowController(windowNibName:bundle:)` loads its nib lazily on first access to
/// ``window`` through ``NibBundle``, with itself as owner, then calls ``windowDidLoad()``
/// (the owner-side alternative to `awakeFromNib` that the WWDC seed recommends).
@MainActor
open class WindowController: Responder, TopLevelObjectOwner {
    /// The nib the window comes from, if any.
    public let windowNibName: String?
    /// Where the nib is looked up.
    public let nibBundle: (any NibBundle)?

    private var windowStorage: DesktopWindow?
    /// The top-level objects of the loaded nib: owned by the controller, freed with it.
    public private(set) var topLevelObjects: [AnyObject] = []
    /// Why the last nib load failed, if it did.
    public private(set) var nibLoadingError: NibBundleError?

    /// Creates a controller that loads `windowNibName` from `bundle` on first use.
    public init(windowNibName: String? = nil, bundle: (any NibBundle)? = nil) {
        self.windowNibName = windowNibName
        self.nibBundle = bundle
        super.init()
    }

    /// Creates a controller for a window made elsewhere.
    public convenience init(window: DesktopWindow) {
        self.init()
        self.window = window
    }

    /// The managed window, loading the nib on first access.
    public var window: DesktopWindow? {
        get {
            if windowStorage == nil { loadWindowIfNeeded() }
            return windowStorage
        }
        set {
            windowStorage?.windowController = nil
            windowStorage = newValue
            newValue?.windowController = self
            if let contentViewController { newValue?.rootViewController = contentViewController }
        }
    }

    /// The controller whose view fills the window (a Cocoa storyboard's window content
    /// relationship, AppKit's `contentViewController`): the window's root controller, held here.
    public var contentViewController: ViewController? {
        didSet { windowStorage?.rootViewController = contentViewController }
    }

    /// True when the window exists; never loads it.
    public var isWindowLoaded: Bool { windowStorage != nil }

    private var isLoading = false

    /// Loads the window nib with the controller as owner, unless the window exists.
    public func loadWindowIfNeeded() {
        guard windowStorage == nil, !isLoading, let windowNibName else { return }
        isLoading = true
        defer { isLoading = false }
        guard let nibBundle, nibBundle.containsNib(named: windowNibName) else {
            nibLoadingError = .nibNotFound(windowNibName)
            return
        }
        do {
            let objects = try nibBundle.instantiateNib(named: windowNibName, owner: self)
            takeOwnership(ofTopLevelObjects: objects)
            if windowStorage == nil { nibLoadingError = .viewOutletNotSet(nibName: windowNibName) }
        } catch {
            nibLoadingError = .loadFailed(nibName: windowNibName, message: String(describing: error))
        }
        windowDidLoad()
    }

    /// Called after the nib is loaded and connected.
    open func windowDidLoad() {}

    /// Shows the window (loading it if needed).
    public func showWindow() {
        window?.orderFront()
    }

    /// Keeps `objects` alive for as long as the controller lives.
    public func takeOwnership(ofTopLevelObjects objects: [AnyObject]) {
        for object in objects where !topLevelObjects.contains(where: { $0 === object }) {
            topLevelObjects.append(object)
        }
    }

    /// Lets go of a top-level object (a released-when-closed window that closed).
    public func relinquishTopLevelObject(_ object: AnyObject) {
        topLevelObjects.removeAll { $0 === object }
    }

    /// Declares the `window` outlet, which a window nib sets on its File's Owner.
    open override class var outletTable: OutletTable {
        super.outletTable.adding("window", \WindowController.windowOutlet)
    }

    var windowOutlet: DesktopWindow? {
        get { windowStorage }
        set { window = newValue }
    }

    /// The application of the window (rule R1).
    open override var next: Responder? { windowStorage?.application }
}
