import NibXML

/// Views a document sizes for a simulated screen of the days before Interface Builder's
/// devices. A document saved before Xcode 8 names a view's screen by simulated metrics
/// (`<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>`, the 4-inch
/// iPhone) and no device; from Xcode 9 ibtool lays such a view out on the release's default
/// device and archives every subview where its autoresizing mask then puts it: autoresizing,
/// not the view's constraints, which ibtool does not solve. Measured on appium's TestApp,
/// whose gesture view (an Xcode 5 document, 320 × 568 with a 250-point map view flexible in
/// both sizes) Xcode 9.0.1 to 10.1 archive at 375 × 667 (the map 305 × 349), Xcode 10.2 and 13.2.1 at
/// 414 × 896 (344 × 578), Xcode 14.2 and 26.0 at 393 × 852 (323 × 534). A view simulating no
/// screen keeps its frame (the same app's other view, 320 × 701), and so does a document
/// naming a device (`<device id=...>`). A storyboard controller's root view ibtool sizes for
/// the screen has its subviews autoresized the same way (`rootResizedSubviewFrames`: the
/// older UICatalog's iPad storyboard, Xcode 8.2.1 to 12.4). Unmeasured, so left as the
/// document has them: a storyboard controller carrying such metrics, Xcode 8's legacy screens.
extension CocoaTouchNibCompiler {
    /// The frames, by view id, of the views `release` lays out again on its default device:
    /// each view simulated on a legacy screen, at the device's size, and its subviews as
    /// their autoresizing masks place them. Empty for releases that keep the document's frames.
    static func relaidFrames(in root: MarkupElement, release: CocoaTouchRelease) -> [String: GeometryText.Rect] {
        guard let screen = release.defaultDeviceScreenSize, root[attribute: "targetRuntime"] == "iOS.CocoaTouch",
              root.firstChild(named: "device") == nil else { return [:] }
        var frames: [String: GeometryText.Rect] = [:]
        for view in root.descendants() where isSimulatedOnLegacyScreen(view) {
            guard let id = view[attribute: "id"], let frame = DocumentGeometry.rect("frame", in: view) else { continue }
            frames[id] = GeometryText.Rect(x: frame.x, y: frame.y, width: screen.width, height: screen.height)
            autoresizeSubviews(of: view, from: (frame.width, frame.height), to: screen, into: &frames)
        }
        return frames
    }

    /// The frames, by view id, autoresizing gives the subviews of each screen-sized controller
    /// root view of a document predating devices when ibtool sizes that view for the screen
    /// (`documentScreenSize`; not an embedded controller's, nor a freeform one's): by their
    /// masks, as Interface Builder wrote them, whatever their constraints. appium's older
    /// UICatalog's iPad storyboard (Xcode 5.1): its detail views, framed 703 × 768, are
    /// archived at 768 × 1024 by Xcode 11.3, 11.7 and 12.4 with their toolbars moved to the
    /// bottom and their search bars, pickers and text view widened (flexible width, top
    /// margin or height), its pickers' labels and web view's field in place (flexible right
    /// and bottom margins); its iPhone storyboard's views (Xcode 7.3), which state no masks,
    /// stay where the document put them on a screen of 414 × 896.
    static func rootResizedSubviewFrames(in root: MarkupElement, release: CocoaTouchRelease,
                                         embeddedControllerIDs: Set<String>) -> [String: GeometryText.Rect] {
        guard root.firstChild(named: "device") == nil, root[attribute: "useTraitCollections"] != "YES",
              let screen = predevicesScreenSize(of: root, release: release) else { return [:] }
        var frames: [String: GeometryText.Rect] = [:]
        for view in root.descendants() where isScreenSizedControllerRootView(view, embeddedControllerIDs: embeddedControllerIDs) {
            guard let frame = DocumentGeometry.rect("frame", in: view), let controller = controller(ofRootView: view) else { continue }
            autoresizeSubviews(of: view, from: (frame.width, frame.height), to: oriented(screen, for: controller), into: &frames,
                               solvingConstraints: release.solvesConstraintsWhenResizing ? layoutPixelsPerPoint(of: root) : nil)
        }
        return frames
    }

    /// True for a view (not a controller) that carries a legacy simulated screen.
    static func isSimulatedOnLegacyScreen(_ view: MarkupElement) -> Bool {
        !view.name.hasSuffix("Controller") && view.firstChild(named: "simulatedScreenMetrics", key: "simulatedDestinationMetrics") != nil
    }

    /// Records the frames UIKit's autoresizing gives the subviews of `view` when it changes
    /// from `oldSize` to `newSize`, and theirs in turn (unless a view does not autoresize its
    /// subviews). `solvingConstraints`: the subviews that do not translate their masks are
    /// placed by their constraints instead, on a grid of that many pixels per point, as
    /// Xcode 7 lays views out (`constraintLaidOutSubviewFrames`).
    static func autoresizeSubviews(of view: MarkupElement, from oldSize: (width: Double, height: Double),
                                   to newSize: (width: Double, height: Double), into frames: inout [String: GeometryText.Rect],
                                   solvingConstraints pixelsPerPoint: Double? = nil) {
        let width = newSize.width - oldSize.width, height = newSize.height - oldSize.height
        guard width != 0 || height != 0, view[attribute: "autoresizesSubviews"] != "NO" else { return }
        let children = (view.firstChild(named: "subviews")?.childElements.map({ $0 }) ?? []).compactMap { child in
            child[attribute: "id"].flatMap { id in DocumentGeometry.rect("frame", in: child).map { (child, id, $0) } }
        }
        var resized: [String: GeometryText.Rect] = [:]
        for (child, id, frame) in children {
            let mask = Autoresizing.Mask(rawValue: autoresizingMask(of: child))
            resized[id] = Autoresizing.resized(frame, mask: mask, by: width, height, superviewSize: oldSize)
        }
        if let pixelsPerPoint,
           let solved = constraintLaidOutSubviewFrames(of: view, from: oldSize, to: newSize, pixelsPerPoint: pixelsPerPoint,
                                                       autoresized: resized) {
            resized.merge(solved) { _, solved in solved }
        }
        for (child, id, frame) in children {
            guard let new = resized[id] else { continue }
            frames[id] = new
            autoresizeSubviews(of: child, from: (frame.width, frame.height), to: (new.width, new.height), into: &frames,
                               solvingConstraints: pixelsPerPoint)
        }
    }

    /// The frame `element` is archived with before any class-specific sizing: the one
    /// `relaidFrames` gave it, or `rootResizedSubviewFrames` when this nib sizes its
    /// controller's root view for the screen, or `filledContentSubviewFrames` inside a
    /// classic cell's content view, else the document's.
    func documentOrRelaidFrame(of element: MarkupElement) -> GeometryText.Rect? {
        guard let id = element[attribute: "id"] else { return DocumentGeometry.rect("frame", in: element) }
        if resizesScreenSizedRootViews(framed: true), let frame = tables.rootResizedSubviewFrames[id] { return frame }
        if let frame = tables.filledContentSubviewFrames[id] { return frame }
        return tables.relaidFrames[id] ?? DocumentGeometry.rect("frame", in: element)
    }
}
