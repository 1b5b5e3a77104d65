/// The object that performs one segue when a control sends it an action: the target of a
/// button drawn to another scene, and, in a compiled storyboard, each of the scene's
/// `UIStoryboard…SegueTemplate` objects (a control in the view nib reaches it through an
/// upstream placeholder and sends `perform:`; an embed template receives its container view
/// through the `containerView` outlet). The controller holds its triggers; controls hold their
/// targets weakly, as in UIKit.
@MainActor
package final class SegueTrigger: Responder {
    /// The action a triggering control sends in a storyboard loaded from its document.
    package static let action = ActionSelector("performSegueFromTrigger:")

    /// What performing does; set by the storyboard once the scene is loaded.
    package var template: SegueTemplate?
    /// The controller the segue starts from (the template's `viewController` outlet).
    package weak var controller: ViewController?
    /// An embed segue's container, set by the view nib.
    package weak var containerView: RuntimeView?
    /// A popover segue's anchor in the view, set by the view nib (`anchorView`), or the bar
    /// item it points from (`anchorBarButtonItem`).
    package weak var anchorView: RuntimeView?
    package weak var anchorBarButtonItem: AnyObject?
    /// The class the compiled storyboard archived (`UIStoryboardShowSegueTemplate`), if any.
    package let archivedClassName: String?

    package init(template: SegueTemplate, controller: ViewController) {
        self.template = template
        self.controller = controller
        archivedClassName = nil
        super.init()
    }

    /// A template object a compiled scene nib creates; the storyboard configures it.
    package init(archivedClassName: String) {
        self.archivedClassName = archivedClassName
        super.init()
    }

    /// Performs the segue from the controller with `sender`, as `-[UIStoryboardSegueTemplate perform:]`.
    func perform(sender: AnyObject?) {
        guard let template, let controller else { return }
        _ = try? controller.performSegue(using: template, sender: sender)
    }

    override package class var actionTable: ActionTable {
        super.actionTable
            .adding("performSegueFromTrigger:") { (trigger: SegueTrigger, sender: AnyObject?) in trigger.perform(sender: sender) }
            .adding("perform:") { (trigger: SegueTrigger, sender: AnyObject?) in trigger.perform(sender: sender) }
    }

    override package class var outletTable: OutletTable {
        super.outletTable
            .adding("viewController", \SegueTrigger.controller)
            .adding("containerView", \SegueTrigger.containerView)
            .adding("anchorView", \SegueTrigger.anchorView)
            .adding("anchorBarButtonItem", \SegueTrigger.anchorBarButtonItem)
    }
}
