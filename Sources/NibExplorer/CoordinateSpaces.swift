import NibDocument

/// Which object's coordinate space a point is in, from what a user names: a window, any
/// view, a view controller, a window controller or a scene (its root view or window). A
/// point in a view's space counts from that view's top left corner.
public enum CoordinateSpaces {
    /// Why a named object has no coordinate space.
    public enum Failure: Error, Equatable, Sendable {
        /// No object or scene has the id.
        case unknownID(String)
        /// The object exists but holds no placed window or view.
        case notPlaced(String)
        /// The document has no window or view at all.
        case noContainer
    }

    /// The placed object whose space to use: the one `id` names, or the default (in a
    /// storyboard, the initial scene's root view or window; else the first window or
    /// top-level view that holds other views, or the first container).
    public static func space(named id: String?, geometry: InterfaceGeometry) throws(Failure) -> Int {
        let document = geometry.document
        if let id {
            if let index = document.indexOfObject(withID: id) {
                guard let container = firstContainer(under: index, geometry: geometry) else { throw .notPlaced(id) }
                return container
            }
            if let scene = document.scenes.first(where: { $0.id == id }) {
                for object in scene.objects {
                    if let container = firstContainer(under: object, geometry: geometry) { return container }
                }
                throw .notPlaced(id)
            }
            throw .unknownID(id)
        }
        if document.kind == .storyboard, let initial = document.markup.root[attribute: "initialViewController"],
           let index = document.indexOfObject(withID: initial), let container = firstContainer(under: index, geometry: geometry) {
            return container
        }
        // The first container that holds something (a storyboard window whose content comes
        // from its content view controller holds nothing), else the first.
        let candidates = geometry.containers
        if let filled = candidates.first(where: { !(geometry.placedChildren[$0] ?? []).isEmpty }) { return filled }
        if let first = candidates.first { return first }
        throw .noContainer
    }

    /// The object itself when it is placed (a window, a view), else the first placed object
    /// among its outline descendants (a view controller's view, a window controller's window).
    public static func firstContainer(under index: Int, geometry: InterfaceGeometry) -> Int? {
        if geometry.placements[index] != nil { return index }
        for child in geometry.document.objects[index].children {
            if let container = firstContainer(under: child, geometry: geometry) { return container }
        }
        return nil
    }
}
