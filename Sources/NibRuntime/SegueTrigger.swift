/// The target of a control that triggers a segue (a button drawn to another scene): the
/// control's action performs the segue from the controller, with the control as sender. The
/// controller holds its triggers; controls hold their targets weakly, as in UIKit.
@MainActor
package final class SegueTrigger: Responder {
    /// The action a triggering control sends.
    package static let action = ActionSelector("performSegueFromTrigger:")

    let template: SegueTemplate
    weak var controller: ViewController?

    package init(template: SegueTemplate, controller: ViewController) {
        self.template = template
        self.controller = controller
        super.init()
    }

    override package class var actionTable: ActionTable {
        super.actionTable.adding("performSegueFromTrigger:") { (trigger: SegueTrigger, sender: AnyObject?) in
            _ = try? trigger.controller?.performSegue(using: trigger.template, sender: sender)
        }
    }
}
