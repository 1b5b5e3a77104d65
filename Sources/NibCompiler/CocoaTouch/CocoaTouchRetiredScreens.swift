import NibXML

/// Views a document sized for a screen Interface Builder no longer simulates. A document saved
/// before Xcode 8's devices names its screen by simulated metrics (`<simulatedScreenMetrics
/// key="simulatedDestinationMetrics" type="retina4"/>`, the 4-inch iPhone); Xcode 26 has no such
/// screen, lays the view out on its default device, iPhone 16's 393 × 852 points, and archives
/// every subview where its autoresizing mask then puts it: autoresizing, not the view's
/// constraints, which ibtool does not solve (appium's TestApp, whose gesture view, an Xcode 5
/// document, Xcode 26.0 archives at 393 × 852 with its 250-point map view, flexible in both
/// sizes, grown to 323 × 534). Documents naming a device (`<device id=...>`) keep its size, and
/// a view with no simulated screen keeps its frame (the same app's other view, 320 × 701).
extension CocoaTouchNibCompiler {
    /// The simulated screens of pre-Xcode 8 documents that Xcode 26 no longer simulates: the
    /// 4-inch iPhone (measured) and the 3.5-inch one, retired before it.
    static let retiredScreenTypes: Set<String> = ["retina4", "retina35"]

    /// The size of Xcode 26's default device, iPhone 16 (`retina6_12`), in points.
    static let defaultDeviceScreenSize = (width: 393.0, height: 852.0)

    /// The frames, by view id, of the views `release` lays out again on its default device:
    /// each view simulated on a retired screen, at the device's size, and its subviews as
    /// their autoresizing masks place them. Empty for releases that keep the document's frames.
    static func relaidFrames(in root: MarkupElement, release: CocoaTouchRelease) -> [String: GeometryText.Rect] {
        guard release.laysRetiredScreensOnDefaultDevice else { return [:] }
        var frames: [String: GeometryText.Rect] = [:]
        for view in root.descendants() where isSimulatedOnRetiredScreen(view) {
            guard let id = view[attribute: "id"], let frame = DocumentGeometry.rect("frame", in: view) else { continue }
            let screen = defaultDeviceScreenSize
            frames[id] = GeometryText.Rect(x: frame.x, y: frame.y, width: screen.width, height: screen.height)
            autoresizeSubviews(of: view, from: (frame.width, frame.height), to: screen, into: &frames)
        }
        return frames
    }

    /// True for a view whose simulated screen is one of `retiredScreenTypes`.
    static func isSimulatedOnRetiredScreen(_ view: MarkupElement) -> Bool {
        guard let metrics = view.firstChild(named: "simulatedScreenMetrics", key: "simulatedDestinationMetrics"),
              let type = metrics[attribute: "type"] else { return false }
        return retiredScreenTypes.contains(type)
    }

    /// Records the frames UIKit's autoresizing gives the subviews of `view` when it changes
    /// from `oldSize` to `newSize`, and theirs in turn (unless a view does not autoresize its
    /// subviews).
    static func autoresizeSubviews(of view: MarkupElement, from oldSize: (width: Double, height: Double),
                                   to newSize: (width: Double, height: Double), into frames: inout [String: GeometryText.Rect]) {
        let width = newSize.width - oldSize.width, height = newSize.height - oldSize.height
        guard width != 0 || height != 0, view[attribute: "autoresizesSubviews"] != "NO" else { return }
        for child in view.firstChild(named: "subviews")?.childElements.map({ $0 }) ?? [] {
            guard let id = child[attribute: "id"], let frame = DocumentGeometry.rect("frame", in: child) else { continue }
            let mask = Autoresizing.Mask(rawValue: autoresizingMask(of: child))
            let resized = Autoresizing.resized(frame, mask: mask, by: width, height, superviewSize: oldSize)
            frames[id] = resized
            autoresizeSubviews(of: child, from: (frame.width, frame.height), to: (resized.width, resized.height), into: &frames)
        }
    }

    /// The frame `element` is archived with before any class-specific sizing: the one
    /// `relaidFrames` gave it, else the document's.
    func documentOrRelaidFrame(of element: MarkupElement) -> GeometryText.Rect? {
        element[attribute: "id"].flatMap { tables.relaidFrames[$0] } ?? DocumentGeometry.rect("frame", in: element)
    }
}
