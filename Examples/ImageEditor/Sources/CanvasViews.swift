import NibRuntime

/// The canvas: the scroll view's document view, holding the image view.
public final class CanvasView: RuntimeView {}

/// The canvas's image view, whose `value` is bound to the editor's `image` (rule N6).
public final class CanvasImageView: ImageView, Bindable {
    /// The bindings made by the nib.
    public private(set) var bindings = BindingStorage()

    public func bind(_ binding: String, to object: AnyObject, withKeyPath keyPath: String, options: [String: String]) {
        bindings.bind(binding, to: object, withKeyPath: keyPath, options: options)
    }
}
