/// Every live view controller in the process, in creation order, held weakly.
///
/// UIKit delivers memory warnings to every controller, visible or not, view loaded or not
/// (rule V5); controllers register here when created so the application can reach them.
/// Dead entries are swept whenever they outnumber the live ones, so the list stays
/// proportional to the number of live controllers however many come and go.
@MainActor
final class ViewControllerRegistry {
    private struct Entry {
        weak var controller: ViewController?
    }

    static let shared = ViewControllerRegistry()

    private var entries: [Entry] = []
    private var sweepThreshold = 64

    func register(_ controller: ViewController) {
        entries.append(Entry(controller: controller))
        if entries.count >= sweepThreshold {
            entries.removeAll { $0.controller == nil }
            sweepThreshold = max(64, entries.count * 2)
        }
    }

    /// The live controllers, oldest first.
    var liveControllers: [ViewController] {
        entries.compactMap(\.controller)
    }

    /// The number of slots in use, dead ones included (to prove the list does not grow).
    var slotCount: Int { entries.count }
}
