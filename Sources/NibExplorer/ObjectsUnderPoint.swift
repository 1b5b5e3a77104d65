import NibDocument

/// Interface Builder's contextual navigation menu (shift-right-click): every object under a
/// point, hidden and covered ones included, front-most and innermost first, down to the
/// container.
///
/// Subviews later in the document are in front of earlier ones, as AppKit and UIKit draw
/// them. A control's cell is listed just before its control. An object is *covered* when
/// an object in front of it (not one it contains or is contained by) is also under the
/// point and not hidden: it is there, but a click would not reach it.
public struct ObjectsUnderPoint {
    /// One object under the point.
    public struct Hit: Hashable, Sendable {
        public let object: ObjectSummary
        /// The object's index in `InterfaceDocument.objects`.
        public let index: Int
        public let frame: InterfaceRect
        public let isHidden: Bool
        public let isCovered: Bool
    }

    /// Lists what lies under `point`, given in the coordinate space of the placed object at
    /// `space` (from its top left corner): that object and what lies inside it. Frames in
    /// the result are in the container's coordinates (see `InterfaceGeometry`).
    public static func hits(at spacePoint: InterfacePoint, in space: Int, geometry: InterfaceGeometry) -> [Hit] {
        let document = geometry.document
        guard let root = geometry.placements[space] else { return [] }
        let point = InterfacePoint(x: root.frame.x + spacePoint.x, y: root.frame.y + spacePoint.y)
        var ordered: [(index: Int, frame: InterfaceRect, hidden: Bool, owner: Int)] = []
        func collect(_ index: Int) {
            guard let placed = geometry.placements[index], placed.frame.contains(point) else { return }
            for child in (geometry.placedChildren[index] ?? []).reversed() { collect(child) }
            for cell in document.objects[index].children where isCell(document.objects[cell]) {
                ordered.append((cell, placed.frame, placed.isHidden, index))
            }
            ordered.append((index, placed.frame, placed.isHidden, index))
        }
        collect(space)

        var hits: [Hit] = []
        for (position, entry) in ordered.enumerated() {
            let owner = entry.owner
            let covered = ordered[..<position].contains { front in
                !front.hidden && front.owner != owner && !contains(owner, front.owner, geometry) && !contains(front.owner, owner, geometry)
            }
            hits.append(Hit(object: ObjectSummary(entry.index, in: document), index: entry.index, frame: entry.frame,
                            isHidden: entry.hidden, isCovered: covered))
        }
        return hits
    }

    /// True when placed object `outer` contains placed object `inner` (is one of its superviews).
    static func contains(_ outer: Int, _ inner: Int, _ geometry: InterfaceGeometry) -> Bool {
        var current = geometry.placements[inner]?.superview
        while let step = current {
            if step == outer { return true }
            current = geometry.placements[step]?.superview
        }
        return false
    }

    /// A control's cell (`<buttonCell key="cell">`), which has no frame of its own.
    static func isCell(_ object: InterfaceObject) -> Bool {
        object.key == "cell" || object.key == "dataCell"
    }
}
