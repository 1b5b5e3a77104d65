import NibDocument

/// One group of objects a nib creates when it loads but does not show: a window or panel
/// not visible at launch (a sheet among them), a top-level view only controllers hold, or a
/// menu outside the main menu, with the controllers that exist only for it.
public struct LoadTimeGroup {
    /// What the group's visible part is.
    public enum Kind: String, Sendable {
        /// A window not visible at launch that something treats as a sheet (an outlet or
        /// name says so).
        case sheet
        /// A window not visible at launch.
        case window
        /// A panel not visible at launch.
        case panel
        /// A top-level view that only controllers hold (a view controller's secondary view).
        case view
        /// A menu outside the main menu (a contextual or status menu).
        case menu
    }

    public let kind: Kind
    /// The window, view or menu.
    public let visualRoot: Int
    /// The top-level controllers that exist only for it.
    public let controllers: [Int]
    /// The split that would move the group: roots (visual root and controllers), owner and
    /// every connection at the cut with what becomes of it.
    public let cut: DocumentCut

    /// The top-level objects a split moves, in document order.
    public var roots: [Int] { cut.roots }

    /// Connections a split keeps by making them through File's Owner (or to the shared
    /// First Responder and Application placeholders).
    public var keptThroughFilesOwner: [Connection] {
        cut.touches.filter { [.fromOwner, .toOwner].contains($0.disposition) }.map { cut.document.connections[$0.connection] }
    }

    /// Connections no split can keep: their other end is neither the owner nor a shared
    /// placeholder. Each needs code after the split (or stays, and so does the group).
    public var needsCode: [Connection] { cut.crossing }

    /// True when a split with ``cut``'s owner keeps every connection.
    public var splitKeepsEveryConnection: Bool { needsCode.isEmpty }

    /// A name for the new document: the root's label without spaces (`Brightness Sheet`
    /// → `BrightnessSheet.xib`).
    public var suggestedDocumentName: String {
        let object = cut.document.objects[visualRoot]
        let words = (object.userLabel ?? object.element[attribute: "title"] ?? object.label)
            .split { !$0.isLetter && !$0.isNumber }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return (name.isEmpty ? object.id : name) + ".xib"
    }
}
