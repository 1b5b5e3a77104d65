/// Interface Builder's names for `UIBarButtonSystemItem`, in the enumeration's order (`done`
/// is 0, `close` 24): the compiler maps a document's `systemItem` to the number UIKit
/// archives, the upgrade maps an Interface Builder 3 archive's number back to the name.
package enum BarButtonSystemItems {
    /// The names, indexed by `UIBarButtonSystemItem` raw value.
    package static let names = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize",
        "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo",
        "pageCurl", "close",
    ]

    /// The raw value of the system item named `name`, or nil for a name UIKit does not have.
    package static func number(named name: String) -> Int? { names.firstIndex(of: name) }

    /// The name of the system item numbered `number`, or nil outside the enumeration.
    package static func name(numbered number: Int64) -> String? {
        names.indices.contains(Int(number)) ? names[Int(number)] : nil
    }
}
