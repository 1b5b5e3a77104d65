import NibXML

/// Which nib of a Cocoa Touch storyboard states its encoding version (`IBUINibLNEVersionKey`
/// 1), as ibtool does from Xcode 15.
///
/// Measured on every storyboard Apple's ibtool 15.0 to 26.5 compiled in the oracles: the mark
/// goes to the storyboard's entry point when it is a plain view controller (a
/// `<viewController>`) whose class is not the app's own — no custom class, a class of another
/// module or of none: Flutter's `FlutterViewController`, Capacitor's `CAPBridgeViewController`,
/// the launch screens of both templates — on its scene nib. The app's own classes are those
/// Interface Builder takes from the target (`customModuleProvider="target"`): a class naming the
/// app's module without it is not (a Capacitor app's `CustomBridgeViewController` of module
/// `App`, no provider, marked by Xcode 26.2). An entry point that is a navigation controller
/// passes the mark to its root view controller, on the root's view nib when the root has no
/// scene nib of its own (UIKitCatalog's launch screen by Xcode 15.2, 15.3 and 26.0.1). No nib
/// is marked for an entry point of the target's class (UIKitCatalog's controllers), a split
/// view or tab bar controller, nor for a controller other than the entry point (UIKitCatalog's
/// main storyboard: its plain detail controller, not the entry point, has no mark).
struct EncodingVersionMark: Equatable {
    /// The document id of the controller whose nib carries the mark.
    let controllerID: String
    /// True when the mark is on the controller's view nib (it has no scene nib of its own).
    let isOnViewNib: Bool

    /// The mark for `root`'s storyboard, or nil when no nib carries one. `inlinedControllerIDs`:
    /// the controllers archived inside their container's scene nib, without one of their own.
    static func of(storyboard root: MarkupElement, inlinedControllerIDs: Set<String>) -> EncodingVersionMark? {
        guard let entryID = root[attribute: "initialViewController"] else { return nil }
        let controllers = root.descendants().filter { $0[attribute: "sceneMemberID"] == "viewController" }
        guard var controller = controllers.first(where: { $0[attribute: "id"] == entryID }) else { return nil }
        if controller.name == "navigationController" {
            guard let navigationRoot = CocoaTouchSceneCompiler.rootViewController(of: controller, in: root) else { return nil }
            controller = navigationRoot
        }
        let isAppsOwnClass = controller[attribute: "customModuleProvider"] == "target"
        guard controller.name == "viewController", !isAppsOwnClass, let id = controller[attribute: "id"] else { return nil }
        return EncodingVersionMark(controllerID: id, isOnViewNib: inlinedControllerIDs.contains(id))
    }
}
