import Foundation

/// The root of a view tree shown on the screen, holding a root view controller and the
/// first responder.
///
/// A window starts hidden; ``makeKeyAndVisible()`` shows it and makes it the application's
/// key window. Only views in a visible window are drawn and count towards memory in use.
open class Window: RuntimeView {
    /// The application the window belongs to; the window's next responder (rule R1).
    public private(set) weak var application: Application?

    /// The object that receives key events and nil-targeted actions first (rule R3).
    public internal(set) weak var firstResponder: Responder?

    private var rootViewControllerStorage: ViewController?

    /// Creates a window covering the application's screen in its current orientation.
    public convenience init(application: Application) {
        self.init(frame: application.screenBounds, application: application)
    }

    /// Creates a window with an explicit frame, registered with `application`.
    public init(frame: CGRect, application: Application) {
        self.application = application
        super.init(frame: frame)
        isHidden = true
        application.register(self)
    }

    /// Whether the window is on screen; setting it also tells the application.
    public override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            application?.windowVisibilityDidChange(self)
        }
    }

    /// True when this window is the application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes the window the key window: the one whose responder chain receives nil-targeted actions.
    public func makeKey() {
        application?.setKeyWindow(self)
    }

    /// Shows the window, makes it key, and brings its root controller on screen
    /// (`viewWillAppear`, layout, drawing, `viewDidAppear`).
    public func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        let root = rootViewController
        root?.beginAppearanceTransition(true, animated: false)
        isHidden = false
        commitUpdates()
        root?.endAppearanceTransition()
    }

    // MARK: Root view controller

    /// The controller whose view fills the window below the status bar (rule V11).
    ///
    /// Setting it loads the controller's view, makes it the window's content sized to the
    /// window, and removes the previous controller's view. On a visible window the two
    /// controllers get their appearance callbacks.
    public var rootViewController: ViewController? {
        get { rootViewControllerStorage }
        set { replaceRootViewController(with: newValue) }
    }

    private func replaceRootViewController(with controller: ViewController?) {
        let previous = rootViewControllerStorage
        guard previous !== controller else { return }
        let onScreen = !isHidden
        if onScreen { previous?.beginAppearanceTransition(false, animated: false) }
        if let oldView = previous?.viewIfLoaded, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        rootViewControllerStorage = controller
        if let controller {
            controller.loadViewIfNeeded()
            if let view = controller.viewIfLoaded {
                view.frame = contentFrame
                view.autoresizingMask = .flexibleSize
                addSubview(view)
            }
            if onScreen { controller.beginAppearanceTransition(true, animated: false) }
        }
        if onScreen {
            commitUpdates()
            previous?.endAppearanceTransition()
            controller?.endAppearanceTransition()
        }
    }

    /// The area a full-screen controller's view covers: the window's bounds minus the part
    /// under the status bar (a root view sits below the status bar, as in iOS 6).
    public var contentFrame: CGRect {
        let statusBarHeight = application?.statusBarHeight ?? 0
        let covered = max(0, min(statusBarHeight - frame.minY, bounds.height))
        return CGRect(x: 0, y: covered, width: bounds.width, height: bounds.height - covered)
    }

    /// Resizes the views of the root and presented controllers to ``contentFrame``, so a
    /// rotation or a status-bar change reaches them as a frame change (rule V10).
    override func layoutManagedSubviews() {
        let content = contentFrame
        for subview in subviews where subview.owningViewController?.isFullScreenContent == true {
            subview.frame = content
        }
    }

    // MARK: Updates

    /// One turn of the run loop for this window: pending layout passes, then drawing.
    func commitUpdates() {
        layoutIfNeeded()
        guard !isHidden, let application else { return }
        displayIfNeeded(scale: application.screen.scale, ledger: application.memoryLedger)
    }

    // MARK: Responder

    /// The application (rule R1).
    open override var next: Responder? { application }

    override var responderWindow: Window? { self }
}
