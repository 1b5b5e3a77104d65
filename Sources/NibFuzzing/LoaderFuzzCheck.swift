import NibLoader
import NibRuntime

/// The loader, nib bytes to objects, with a registry that accepts every class through a
/// fallback: a nib that reads either instantiates or is refused with an error, and no object
/// it made outlives the load (run under the leak sanitizer).
///
/// Objects of classes the runtime does not model keep their outlets strongly, as UIKit's
/// default setter does, so a nib that connects two of them to each other makes them own each
/// other, in UIKit as here. That is the nib's doing, not the loader's: after the check the
/// harness clears those outlets, so that what the leak sanitizer reports is the loader's own.
enum LoaderFuzzCheck {
    static let target = FuzzTarget(
        name: "load", summary: "the loader: compiled nib bytes to runtime objects",
        seedSuffixes: [".nib"]) { input in check(input) }

    @MainActor
    static func check(_ input: [UInt8]) -> [String] {
        guard let nib = try? Nib(data: input, registry: registry) else { return [] }
        var options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
        options.fallsBackToFrameworkClass = true
        guard let instances = try? nib.instantiateKeepingInstances(withOwner: GenericObject(archivedClassName: "Owner"), options: options) else {
            return []
        }
        var violations: [String] = []
        if instances.count != nib.objectCount { violations.append("\(instances.count) objects for a nib of \(nib.objectCount)") }
        for case let object as GenericObject in instances {
            for key in object.outlets.keys { object.setOutletCollection([], forKey: key) }
        }
        return violations
    }

    @MainActor private static let registry = NibClassRegistry()
}
