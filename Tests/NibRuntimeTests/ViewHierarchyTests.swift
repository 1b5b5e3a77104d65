import XCTest
@testable import NibRuntime

@MainActor
final class ViewHierarchyTests: XCTestCase {
    /// Window > content > [scroll (hidden), canvas > image]: covered and hidden views overlap.
    private func makeCanvas() -> (Window, RuntimeView, RuntimeView, RuntimeView, ImageView) {
        let application = Application(notificationHub: NotificationHub())
        let window = Window(application: application)
        window.isHidden = false
        let content = RuntimeView(frame: window.bounds)
        let scroll = RuntimeView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        scroll.isHidden = true
        let canvas = RuntimeView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let image = ImageView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(content)
        content.addSubview(scroll)
        content.addSubview(canvas)
        canvas.addSubview(image)
        return (window, content, scroll, canvas, image)
    }

    func test_hitTestFindsDeepestVisibleView() async {
        let (window, content, _, canvas, image) = makeCanvas()
        XCTAssertTrue(window.hitTest(CGPoint(x: 70, y: 70)) === image)
        XCTAssertTrue(window.hitTest(CGPoint(x: 20, y: 20)) === canvas)
        XCTAssertTrue(window.hitTest(CGPoint(x: 300, y: 300)) === content)
        XCTAssertNil(window.hitTest(CGPoint(x: -1, y: 0)))
        image.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 70, y: 70)) === canvas, "a non-interactive view is passed through")
    }

    func test_viewsAtPointListsEveryViewUnderItTopMostFirstIncludingHiddenAndCovered() async {
        let (window, content, scroll, canvas, image) = makeCanvas()
        let under = window.views(at: CGPoint(x: 70, y: 70))
        XCTAssertEqual(under.count, 5)
        XCTAssertTrue(under[0] === image)
        XCTAssertTrue(under[1] === canvas)
        XCTAssertTrue(under[2] === scroll, "the hidden, covered scroll view is listed")
        XCTAssertTrue(under[3] === content)
        XCTAssertTrue(under[4] === window)
    }

    func test_convertBetweenViews() async {
        let (window, _, _, canvas, image) = makeCanvas()
        XCTAssertEqual(image.convert(CGPoint.zero, to: nil), CGPoint(x: 60, y: 60))
        XCTAssertEqual(canvas.convert(CGPoint(x: 60, y: 60), from: window), CGPoint(x: 50, y: 50))
        XCTAssertEqual(image.convert(CGPoint(x: 1, y: 2), to: canvas), CGPoint(x: 51, y: 52))
    }

    func test_addSubviewMovesViewAndRefusesCycles() async {
        let a = RuntimeView()
        let b = RuntimeView()
        let c = RuntimeView()
        a.addSubview(c)
        b.addSubview(c)
        XCTAssertTrue(a.subviews.isEmpty)
        XCTAssertTrue(c.superview === b)
        c.addSubview(b)
        XCTAssertNil(b.superview, "a view cannot become its own descendant's subview")
        XCTAssertTrue(c.window == nil)
    }

    func test_drawnViewsAccountBackingStoreAndImageBytes() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = ViewController()
        let window = showOnScreen(controller, in: application)
        XCTAssertEqual(controller.view.residentBytes, 640 * 920 * 4, "320 x 460 points at scale 2")
        XCTAssertEqual(window.residentBytes, 640 * 960 * 4)

        let before = application.memoryInUse
        let imageView = ImageView(image: RuntimeImage(size: CGSize(width: 100, height: 50), scale: 2))
        imageView.isHidden = true
        controller.view.addSubview(imageView)
        application.runDisplayCycle()
        XCTAssertEqual(application.memoryInUse, before, "hidden views are not drawn")
        imageView.isHidden = false
        application.runDisplayCycle()
        XCTAssertEqual(application.memoryInUse - before, 2 * (200 * 100 * 4), "backing store plus decoded image")

        imageView.removeFromSuperview()
        XCTAssertEqual(application.memoryInUse - before, 2 * (200 * 100 * 4), "a view off screen keeps its backing store")
    }

    func test_memoryFallsOnlyWhenViewIsFreed() async {
        let application = Application(notificationHub: NotificationHub())
        let controller = ViewController()
        _ = showOnScreen(controller, in: application)
        let before = application.memoryInUse
        var label: Label? = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        if let label { controller.view.addSubview(label) }
        application.runDisplayCycle()
        label?.removeFromSuperview()
        XCTAssertEqual(application.memoryInUse, before + 20 * 20 * 4)
        label = nil
        XCTAssertEqual(application.memoryInUse, before)
    }
}

/// The short path for new leaf views keeps the order asked for and tells a view that joins
/// a window, as the full path does.
@MainActor
final class LeafInsertionTests: XCTestCase {
    final class WindowWatcher: RuntimeView {
        var moves = 0
        override func didMoveToWindow() { moves += 1 }
    }

    func test_leavesKeepTheirOrderAndLearnOfTheirWindow() async throws {
        let parent = RuntimeView()
        let (a, b, c) = (RuntimeView(), RuntimeView(), RuntimeView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        XCTAssertTrue(parent.subviews[0] === c && parent.subviews[1] === a && parent.subviews[2] === b)
        XCTAssertTrue(c.superview === parent)

        let window = Window(application: Application())
        let watcher = WindowWatcher()
        parent.addSubview(watcher)
        XCTAssertEqual(watcher.moves, 0, "not in a window yet")
        let inWindow = RuntimeView()
        window.addSubview(inWindow)
        let second = WindowWatcher()
        inWindow.addSubview(second)
        XCTAssertEqual(second.moves, 1, "a leaf added inside a window hears of it")
        XCTAssertTrue(second.window === window)
    }

    /// The superview reference is neither retained nor weak; these are the paths that end the
    /// relation, each of which must leave no dangling reference behind.
    func test_superviewIsNilOnceTheSuperviewIsGoneOrTheViewRemoved() {
        let kept = RuntimeView()
        weak var weakParent: RuntimeView?
        do {
            let parent = RuntimeView()
            weakParent = parent
            parent.addSubview(kept)
            XCTAssertTrue(kept.superview === parent)
        }
        XCTAssertNil(weakParent, "a subview does not keep its superview alive")
        XCTAssertNil(kept.superview, "the freed superview cleared the reference")
        let other = RuntimeView()
        other.addSubviewsCreatedByNib([kept, RuntimeView()])
        XCTAssertTrue(kept.superview === other)
        kept.removeFromSuperview()
        XCTAssertNil(kept.superview)
        XCTAssertEqual(other.subviews.count, 1)
        let moved = RuntimeView()
        other.addSubview(moved)
        kept.addSubview(moved)
        XCTAssertTrue(moved.superview === kept, "moving a view re-parents it")
        XCTAssertFalse(other.subviews.contains { $0 === moved })
    }

    /// What few views use lives apart from the view; setting it works as before.
    func test_rarelyUsedStateAndCompactStorageKeepTheirValues() {
        let view = RuntimeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertNil(view.accessibilityIdentifier)
        view.accessibilityIdentifier = "canvas"
        view.bounds = CGRect(x: 5, y: 7, width: 100, height: 50)
        XCTAssertEqual(view.accessibilityIdentifier, "canvas")
        XCTAssertEqual(view.bounds.origin, CGPoint(x: 5, y: 7))
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        XCTAssertEqual(view.autoresizingMask, [.flexibleWidth, .flexibleBottomMargin])
        let label = Label()
        label.numberOfLines = 0
        XCTAssertEqual(label.numberOfLines, 0)
        label.numberOfLines = 100_000
        XCTAssertEqual(label.numberOfLines, 32_767, "the line limit is kept in two bytes")
    }
}
