/// Manages one view: loads it lazily, tells subclasses about its lifecycle, and takes part in
/// containment, presentation and memory warnings.
///
/// The view is created on first use (rule V1): reading ``view`` with none loaded calls
/// ``loadView()`` and then ``viewDidLoad()``. Under the legacy memory-warning policy an
/// off-screen view may be unloaded and later loaded again, so keep state that must survive
/// (a selection, a scroll offset) in the controller and restore it in `viewDidLoad` (rule V12).
open class ViewController: Responder {
    /// The nib the default ``loadView()`` loads, if any (rule V2).
    public private(set) var nibName: String?

    /// Where the default ``loadView()`` looks for nibs.
    public private(set) var nibBundle: (any NibBundle)?

    /// Gives a controller made by a storyboard its view nib (the scene's view, loaded on first
    /// use as rule V2 says), as UIKit's storyboard decoding does.
    package func useNib(named name: String, in bundle: any NibBundle) {
        nibName = name
        nibBundle = bundle
    }

    /// The storyboard this controller came from (nil for controllers made otherwise): what a
    /// compiled scene connects through its `storyboard` outlet, as UIKit's does.
    public internal(set) weak var storyboard: (any NibBundle)?

    /// Gives a controller the storyboard it came from.
    package func useStoryboard(_ storyboard: any NibBundle) { self.storyboard = storyboard }

    /// Objects of the controller's scene its view nib refers to by placeholder identifier
    /// (`UpstreamPlaceholder-1`): the controller itself and the segue templates controls in
    /// the view trigger, as a compiled storyboard's `UIExternalObjectsTableForViewLoading` lists.
    /// The entries naming the controller are kept as identifiers, so it does not own itself.
    package var externalObjectsForViewLoading: [String: AnyObject] {
        get {
            var table = externalSceneObjects
            for identifier in externalIdentifiersForSelf { table[identifier] = self }
            return table
        }
        set {
            externalIdentifiersForSelf = newValue.filter { $0.value === self }.map(\.key)
            externalSceneObjects = newValue.filter { $0.value !== self }
        }
    }
    private var externalSceneObjects: [String: AnyObject] = [:]
    private var externalIdentifiersForSelf: [String] = []

    /// A title for containers to show (a navigation bar, a tab).
    public var title: String?

    /// The style used when this controller is presented.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen

    /// Why the last default ``loadView()`` fell back to an empty view, if it did.
    public internal(set) var nibLoadingError: NibBundleError?

    private var loadedView: RuntimeView?
    /// True while `loadView` runs, so the view it assigns counts as lazily loaded.
    private var isLoadingView = false
    /// True when the current view came from `loadView` and can therefore be rebuilt.
    var viewCameFromLoadView = false

    var appearanceState: AppearanceState = .disappeared

    /// The application whose window last showed this controller's view; its memory warnings
    /// (and policy) apply to this controller. Nil until the controller first appears.
    weak var hostingApplication: Application?

    /// The segues the storyboard gave this controller's scene (empty for other controllers).
    package var segueTemplates: [SegueTemplate] = []

    /// The targets of the segues controls in the loaded view trigger; replaced at each view load.
    package var segueTriggers: [SegueTrigger] = []

    /// Child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?

    /// The controller this one presents, owned by it until dismissed.
    public internal(set) var presentedViewController: ViewController?
    /// The controller presenting this one.
    public internal(set) weak var presentingViewController: ViewController?

    /// Creates a controller that loads its view from the nib `nibName` in `bundle`, or, with no
    /// nib, from the nib named after its class, or else creates an empty view (rule V2).
    public init(nibName: String? = nil, bundle: (any NibBundle)? = nil) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
        ViewControllerRegistry.shared.register(self)
    }

    // MARK: The view

    /// The controller's root view, loaded on first access (rules V1 and V4).
    ///
    /// Assigning a view does not run ``viewDidLoad()``; assigning nil forgets the view, and the
    /// next read loads it again. Neither sends `viewDidUnload`.
    public var view: RuntimeView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { setView(newValue) }
    }

    /// True when the view is loaded; never loads it (rule V3).
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, else nil; never loads it (rule V3).
    public var viewIfLoaded: RuntimeView? { loadedView }

    /// Loads the view unless it is loaded already (rules V1 and V3).
    ///
    /// Runs ``loadView()`` then ``viewDidLoad()``. If `loadView` leaves no view, an empty one is
    /// installed so ``view`` never fails.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        traceLifecycle(self, "loadView")
        loadView()
        isLoadingView = false
        if loadedView == nil { setView(RuntimeView()) }
        viewCameFromLoadView = true
        prepareLoadedView()
        traceLifecycle(self, "viewDidLoad")
        viewDidLoad()
    }

    /// Creates the view. Override to build it in code, without calling `super`.
    ///
    /// The default loads the nib named ``nibName`` with this controller as File's Owner; without
    /// one it tries the class name without "Controller", then the class name; without any nib it
    /// creates an empty view (rule V2). A failure is kept in ``nibLoadingError``.
    open func loadView() {
        nibLoadingError = nil
        if let name = nibToLoad() {
            do {
                _ = try nibBundle?.instantiateNib(named: name, owner: self)
                if loadedView == nil { nibLoadingError = .viewOutletNotSet(nibName: name) }
            } catch let error as NibBundleError {
                nibLoadingError = error
            } catch {
                nibLoadingError = .loadFailed(nibName: name, message: String(describing: error))
            }
        } else if let nibName {
            nibLoadingError = .nibNotFound(nibName)
        }
        if loadedView == nil { view = RuntimeView() }
    }

    /// The nib the default `loadView` should load, if the bundle has one (rule V2).
    private func nibToLoad() -> String? {
        guard let bundle = nibBundle else { return nil }
        if let nibName { return bundle.containsNib(named: nibName) ? nibName : nil }
        let name = className(of: self)
        var candidates: [String] = []
        if name.hasSuffix("Controller") { candidates.append(String(name.dropLast("Controller".count))) }
        candidates.append(name)
        return candidates.first { bundle.containsNib(named: $0) }
    }

    private func setView(_ newView: RuntimeView?) {
        guard newView !== loadedView else { return }
        if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
        if let newView {
            newView.owningViewController?.loadedView = nil
            newView.owningViewController = self
        }
        loadedView = newView
        viewCameFromLoadView = isLoadingView
    }

    /// Forgets the view without any callback; used by unloading.
    func releaseView() {
        setView(nil)
    }

    // MARK: Lifecycle callbacks (override points)

    /// Called once after each load of the view (rule V1).
    open func viewDidLoad() {}
    /// Called before the view is added to a visible window (never before `viewDidLoad`, rule V9).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a visible window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called at the start of each layout pass of the root view (rule V10).
    open func viewWillLayoutSubviews() {}
    /// Called at the end of each layout pass of the root view, once subview frames are final.
    open func viewDidLayoutSubviews() {}
    /// Called on every memory warning, view loaded or not, visible or not (rule V5).
    open func didReceiveMemoryWarning() {}

    /// Whether the segue `identifier` should be performed now; the default says yes.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: AnyObject?) -> Bool { true }

    /// Whether this controller is where an unwind segue with `action` ends; the default says
    /// yes when the controller's action table handles the action.
    open func canPerformUnwindSegueAction(_ action: ActionSelector, from source: ViewController, sender: AnyObject?) -> Bool {
        type(of: self).actionTable.handles(action)
    }

    /// Called before a segue's destination appears, to hand it what it needs.
    open func prepare(for segue: StoryboardSegue, sender: AnyObject?) {}
    /// Called before a legacy memory warning unloads the view (rule V6).
    open func viewWillUnload() {}
    /// Called after a legacy memory warning unloaded the view: release what was built with it.
    open func viewDidUnload() {}

    /// Called when the controller is about to be added to or removed from a container.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}

    /// Runs between `loadView` and `viewDidLoad`: subclasses in the runtime restore state they
    /// keep for the view here (a table controller's selection), so `viewDidLoad` sees it.
    func prepareLoadedView() {}

    /// Runs before `viewWillUnload`: subclasses in the runtime save state from the view here.
    func prepareForViewUnload() {}

    /// Puts the views of the children that should show into this controller's view, loading
    /// them if needed; containers override it (a navigation controller shows its top child).
    func installVisibleChildViews() {}

    // MARK: Outlets

    /// Declares the `view` outlet, which a nib sets on its File's Owner (rule V2).
    open override class var outletTable: OutletTable {
        super.outletTable
            .adding("view", \ViewController.loadedViewOutlet)
            .adding("storyboard", \ViewController.storyboard) { $0 as? any NibBundle }
    }

    /// The `view` outlet's storage: sets the view without loading it, as a nib connection does.
    var loadedViewOutlet: RuntimeView? {
        get { loadedView }
        set { setView(newValue) }
    }

    // MARK: Responder

    /// The presenter for a presented controller, else the view's superview (rule R1).
    open override var next: Responder? {
        presentingViewController ?? loadedView?.superview
    }

    override var responderWindow: Window? { loadedView?.window }

    /// True for the window's root controller and presented controllers: their views fill the
    /// window's content area.
    var isFullScreenContent: Bool {
        guard let view = loadedView, let window = view.superview as? Window else { return false }
        return presentingViewController != nil || window.rootViewController === self
    }
}
