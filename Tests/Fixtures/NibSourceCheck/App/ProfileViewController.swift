import UIKit

/* Written for NibForge's tests. A nested block comment: /* @IBOutlet var commentedOut: UILabel! */
   still a comment here. */
final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet var avatars: [UIImageView]!
    @IBOutlet private weak var bio: UITextView?
    @IBInspectable var cornerRadius: CGFloat = 4
    let website = "https://example.com//not-a-comment"
#if DEBUG
    @IBOutlet weak var debugBadge: UILabel!
#else
    @IBOutlet weak var releaseBadge: UILabel!
#endif

    @IBAction func save(_ sender: Any) {}
    @IBAction func tapped(sender: UIButton) {}
    @IBAction func reset(_: UIButton) {}
    @objc func share(_ sender: Any) {}
    func notExposed(_ sender: Any) {}
}

typealias Screen = SettingsViewController

class SettingsViewController: UIViewController {}

extension Screen {
    @IBAction func toggle(_ sender: UISwitch) {}
}

/// A controller whose superclass comes from a library the check is not given.
class ThemedController: LibraryThemedController {
    @IBOutlet weak var accent: UIView!
}
