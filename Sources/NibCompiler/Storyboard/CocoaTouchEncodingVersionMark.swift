/// Which nibs of a Cocoa Touch storyboard state their encoding version (`IBUINibLNEVersionKey`
/// 1), as ibtool does from Xcode 15.
///
/// The mark depends on what the nib holds, not on where it sits in the storyboard: measured on
/// the 502 nibs of the `APPS.tsv` storyboards Apple's ibtool 15.0 to 26.6 compiled (79
/// marked), a nib is marked exactly when every object it archives is of a class in
/// `markedClasses`, a class swapper standing only for a `UIViewController` subclass. So a plain
/// controller's scene nib (a template's `ViewController`, Flutter's and Capacitor's
/// controllers, a presented results controller) and a launch screen's bare view (a background
/// colour and a safe area) are marked; a scene nib with a navigation item or a segue template, a
/// table view controller's, or a view nib with any subview, image or constraint is not. The
/// rule that came before it (the storyboard's entry point, when not of the app's own classes)
/// fitted Flutter's, Capacitor's and UIKitCatalog's storyboards but not the course apps Xcode
/// 15.2 built, whose own-class controllers and launch views are marked, nor a calculator whose
/// presented results scene is marked and its entry scene not.
///
/// Only storyboard nibs are measured (no nib compiled from a xib by Xcode 15 or later in the
/// oracles holds only these classes), so xib nibs are left unmarked. The classes are those seen
/// in marked nibs; a class not seen there is taken as unmarked.
enum EncodingVersionMark {
    /// The classes a marked nib's objects may have.
    static let markedClasses: Set<String> = [
        "NSObject", "NSArray", "NSDictionary", "NSString",
        "UIProxyObject", "UIRuntimeOutletConnection", "UIClassSwapper",
        "UIView", "UIColor", "UILayoutGuide",
    ]
    /// The classes a marked nib's class swappers may stand for (`UIOriginalClassName`).
    static let markedSwappedClasses: Set<String> = ["UIViewController"]

    /// True when the nib `archive` holds, complete and pruned of unreachable objects, states its
    /// encoding version.
    static func isStated(by archive: ArchiveWriter) -> Bool {
        archive.objectClassNames().allSatisfy(markedClasses.contains)
            && archive.swappedClassNames().allSatisfy(markedSwappedClasses.contains)
    }
}
