import Foundation

/// The state few views use, kept apart so that the common view stays small: a scroll offset,
/// the controller whose root view it is (weak: the controller owns its view), a name, and the
/// memory its drawing holds. A view allocates it when one of these is first set.
@MainActor
final class RuntimeViewExtras {
    var boundsOrigin: CGPoint = .zero
    weak var owningViewController: ViewController?
    var accessibilityIdentifier: String?
    var backingStore: MemoryAllocation?
}
