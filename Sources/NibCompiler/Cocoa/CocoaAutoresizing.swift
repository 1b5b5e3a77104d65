import NibXML

/// AppKit's autoresizing, for the frames ibtool archives after AppKit resized a view: a
/// window's content view taking the window's size, a box's content view, a scroll view's
/// clip view after tiling. Each subview follows its autoresizing mask (`Autoresizing`, with
/// `NSvFlags`' mask bits: the document's mask, or the default AppKit archives for a view
/// whose document gives none, as `viewFlags` computes it), and its own subviews follow it in
/// turn (unless a view does not autoresize its subviews).
extension CocoaNibCompiler {
    /// Records new frames for the subviews of `element` after it grew by `width` and
    /// `height`, and for their subviews in turn; views already given a frame keep it.
    mutating func resizeSubviews(of element: MarkupElement, by width: Double, _ height: Double) {
        guard width != 0 || height != 0, element[attribute: "autoresizesSubviews"] != "NO" else { return }
        for child in element.firstChild(named: "subviews")?.childElements.map({ $0 }) ?? [] where frameOverrides[child] == nil {
            guard let frame = DocumentGeometry.rect("frame", in: child) else { continue }
            let resized = Autoresizing.resized(frame, mask: Autoresizing.Mask(rawValue: viewFlags(child) & 0x3F), by: width, height)
            frameOverrides[child] = resized
            resizeSubviews(of: child, by: resized.width - frame.width, resized.height - frame.height)
        }
    }
}
