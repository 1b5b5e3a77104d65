import NibDocument

/// The path from a top-level object down to an object, as Interface Builder's path control
/// shows it under the connections panel (`Canvas Window > Content View > Scroll View >
/// Canvas View > Image View`): each outline ancestor, except the clip view between a
/// scroll view and its document view, which Interface Builder's outline does not show.
public enum ObjectPath {
    /// The path to the object at `index`, top-level object first, the object itself last.
    public static func path(to index: Int, in document: InterfaceDocument) -> [ObjectSummary] {
        var chain: [Int] = []
        var current: Int? = index
        while let step = current {
            let object = document.objects[step]
            let isScrollClip = object.elementName == "clipView" && object.parent.map { document.objects[$0].elementName == "scrollView" } == true
            if !isScrollClip || step == index { chain.append(step) }
            current = object.parent
        }
        return chain.reversed().map { ObjectSummary($0, in: document) }
    }

    /// The path as one line: labels joined by " > ".
    public static func text(_ path: [ObjectSummary]) -> String {
        path.map(\.label).joined(separator: " > ")
    }
}
