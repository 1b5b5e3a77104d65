import AppKit

/// Written for NibForge's tests: every Swift form `class-of` must find.
// class CommentedOut: NSView {}   (a comment: not a class)
let decoy = "class InAString: NSView {}"

@objc(RenamedController)
class InspectorController: NSViewController, NSTableViewDataSource {
    @IBOutlet weak var table: NSTableView!
    @IBOutlet var labels: [NSTextField]!
    @IBOutlet private weak var status: NSTextField?
    var notAnOutlet: Int = 0

    @IBAction func refresh(_ sender: Any) {}
    @IBAction func select(row: Int) {}
    @IBAction func reload() {}
    @IBAction func move(_ sender: Any, to destination: Any) {}
    @objc(customSelector:) @IBAction func renamedAction(_ sender: Any) {}

    class Header: NSView {
        @IBOutlet weak var title: NSTextField!
    }
}

class SpecialInspector: InspectorController {}

extension InspectorController {
    @IBAction func export(_ sender: Any) {}
}

struct NotAClass {
    @IBOutlet var ignored: NSView!
}
