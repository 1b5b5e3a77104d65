/// Containment that loops (a menu holding an item that holds the menu, a view inside its own
/// subview) cannot come from Interface Builder, but a damaged or hostile nib can say so; kept,
/// it would make objects own each other and never be freed. One depth-first walk per nib, in
/// object order, finds each containment that leads back to an object still being walked (a
/// back edge) and leaves it out: what is left has no loop, the first containment of each
/// object seen stays, and an object listed by two containers keeps both.
extension NibBlueprint {
    mutating func removeContainmentCycles() {
        let count = objects.count
        guard count > 0 else { return }
        enum Mark { case unvisited, walking, done }
        var marks = [Mark](repeating: .unvisited, count: count)
        var loops: [(parent: Int, position: Int)] = []
        // Each frame: the object and how many of its children were looked at.
        var frames: [(node: Int, child: Int)] = []
        for root in 0..<count where marks[root] == .unvisited {
            marks[root] = .walking
            frames.append((root, 0))
            while let frame = frames.last {
                let children = objects[frame.node].children
                guard frame.child < children.count else {
                    marks[frame.node] = .done
                    frames.removeLast()
                    continue
                }
                frames[frames.count - 1].child += 1
                let child = children[frame.child].child
                guard child >= 0, child < count else {
                    loops.append((frame.node, frame.child))
                    continue
                }
                switch marks[child] {
                case .walking:
                    loops.append((frame.node, frame.child))
                case .unvisited:
                    marks[child] = .walking
                    frames.append((child, 0))
                case .done:
                    break
                }
            }
        }
        for loop in loops.reversed() {
            objects[loop.parent].children.remove(at: loop.position)
        }
    }

    /// The blueprint with its containment loops left out.
    func withoutContainmentCycles() -> NibBlueprint {
        var copy = self
        copy.removeContainmentCycles()
        return copy
    }
}
