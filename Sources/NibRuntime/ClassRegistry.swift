/// Maps class names, as documents spell them, to factories that create instances.
///
/// Swift cannot create an object from a class name at run time, so a nib loader asks a
/// registry (rule N1). The standard registry knows the runtime's own classes under both their
/// UIKit names (`UIButton`) and their NibRuntime names (`Button`); applications register
/// their custom classes (`ListController`) before loading.
@MainActor
public final class ClassRegistry {
    /// Creates a fresh instance of a registered class.
    public typealias Factory = @MainActor () -> AnyObject

    private var factories: [String: Factory] = [:]

    /// The process-wide registry; tests should prefer their own instances.
    public static let shared = ClassRegistry()

    /// Creates a registry, by default already holding the runtime's standard classes.
    public init(includingStandardClasses: Bool = true) {
        if includingStandardClasses { registerStandardClasses() }
    }

    /// Registers (or replaces) the factory for `name`.
    public func register(_ name: String, factory: @escaping Factory) {
        factories[name] = factory
    }

    /// True when `name` has a factory.
    public func contains(_ name: String) -> Bool {
        factories[name] != nil
    }

    /// Every registered name, sorted.
    public var registeredNames: [String] { factories.keys.sorted() }

    /// Creates an instance of the class registered as `name`.
    ///
    /// - Throws: ``ClassRegistryError/unknownClass(_:)`` when nothing is registered under `name`.
    public func makeObject(ofClass name: String) throws -> AnyObject {
        guard let factory = factories[name] else { throw ClassRegistryError.unknownClass(name) }
        return factory()
    }

    private func registerStandardClasses() {
        let standard: [(String, Factory)] = [
            ("Responder", { Responder() }),
            ("View", { View() }),
            ("Control", { Control() }),
            ("Label", { Label() }),
            ("Button", { Button() }),
            ("ImageView", { ImageView() }),
            ("TextField", { TextField() }),
            ("TableView", { TableView() }),
            ("ViewController", { ViewController() }),
            ("NavigationController", { NavigationController() }),
            ("TabBarController", { TabBarController() }),
        ]
        for (name, factory) in standard {
            register(name, factory: factory)
            register("UI" + name, factory: factory)
        }
    }
}

/// Why a registry could not create an object.
public enum ClassRegistryError: Error, Equatable, CustomStringConvertible {
    /// No factory is registered under this class name.
    case unknownClass(String)

    public var description: String {
        switch self {
        case .unknownClass(let name): return "unknown class \(name): register it in the ClassRegistry before loading"
        }
    }
}
