import Foundation
import NibRuntime

/// A folder of nibs and xibs that view and window controllers load from (rule V2): the
/// `NibBundle` (NibRuntime) the runtime's default `loadView` uses.
///
/// `name` is found as `name.nib` (a file or a nib directory) or else `name.xib`. Each nib is
/// read once and kept, then instantiated afresh for every load (rule N12).
@MainActor
public final class NibFolderBundle: NibBundle {
    /// The folder searched.
    public let path: String
    /// The classes nib objects are created from.
    public let registry: NibClassRegistry
    /// Options for every instantiation (mode, application, ownership); the owner is the
    /// controller that asks.
    public var options: NibInstantiationOptions

    private var cache: [String: Nib] = [:]

    /// A bundle over the nibs and xibs of `path`.
    public init(path: String, registry: NibClassRegistry = .shared, options: NibInstantiationOptions = NibInstantiationOptions()) {
        self.path = path
        self.registry = registry
        self.options = options
    }

    /// The file that holds the nib called `name`, if any.
    public func pathOfNib(named name: String) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let folder = URL(fileURLWithPath: path)
        for candidate in [name + ".nib", name + ".xib"] {
            let file = folder.appendingPathComponent(candidate).path
            if FileManager.default.fileExists(atPath: file) { return file }
        }
        return nil
    }

    public func containsNib(named name: String) -> Bool {
        pathOfNib(named: name) != nil
    }

    /// The nib called `name`, read on first use.
    public func nib(named name: String) throws -> Nib {
        if let cached = cache[name] { return cached }
        guard let file = pathOfNib(named: name) else { throw NibBundleError.nibNotFound(name) }
        let nib = file.hasSuffix(".xib")
            ? try Nib(documentAt: file, registry: registry)
            : try Nib(contentsOf: file, registry: registry)
        cache[name] = nib
        return nib
    }

    public func instantiateNib(named name: String, owner: AnyObject) throws -> [AnyObject] {
        try nib(named: name).instantiate(withOwner: owner, options: options)
    }
}
