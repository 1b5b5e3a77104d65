import NibRuntime

extension NibInstantiator {
    /// Rule N7: sends `awakeFromNib` to every created object in nib order, then, in Cocoa
    /// mode, to the File's Owner and the external proxies (once per load; the application
    /// and the First Responder are left out, as seed 002 says). Returns the classes awakened.
    func awaken(created: [Int], instances: [AnyObject?]) -> [AnyObject.Type] {
        var awakened: [AnyObject.Type] = []
        awakened.reserveCapacity(created.count + 2)
        func awaken(_ object: AnyObject?) {
            guard let object else { return }
            if let responder = object as? Responder {
                responder.awakeFromNib()
            } else if let receiver = object as? any NibAwakening {
                receiver.awakeFromNib()
            } else {
                return
            }
            awakened.append(type(of: object))
        }
        for index in created { awaken(instances[index]) }
        guard mode == .cocoa else { return awakened }
        var proxies: [AnyObject] = []
        if let owner { proxies.append(owner) }
        for (index, object) in blueprint.objects.enumerated() {
            switch object.placeholder {
            case .filesOwner?, .external?:
                if let instance = instances[index], !proxies.contains(where: { $0 === instance }) {
                    proxies.append(instance)
                }
            default:
                break
            }
        }
        for proxy in proxies { awaken(proxy) }
        return awakened
    }

    /// Rule N8: in Cocoa mode, windows marked visible at launch are ordered front. An iOS
    /// nib's `UINibVisibleWindowsKey` windows are made key and visible, as UIKit does last.
    func showVisibleWindows(instances: [AnyObject?]) {
        guard mode == .cocoa || blueprint.platform == .cocoaTouch else { return }
        for index in blueprint.visibleWindows where instances.indices.contains(index) {
            if mode == .cocoa, let window = instances[index] as? DesktopWindow {
                window.orderFront()
            } else if let window = instances[index] as? Window {
                window.makeKeyAndVisible()
            }
        }
    }
}
