import Foundation
import NibArchive
import NibCore
import NibDocument
import NibRuntime

/// A nib ready to be instantiated, any number of times (rule N12): AppKit's `NSNib`,
/// UIKit's `UINib`.
///
/// Reading (a compiled nib file or directory, nib bytes, or an Interface Builder document)
/// happens once, in the initialiser; ``instantiate(withOwner:options:)`` then creates a new,
/// separate object graph each time, following rules N1-N12.
///
/// ```swift
/// let nib = try Nib(contentsOf: "Views/Card.nib", registry: registry)
/// let topLevel = try nib.instantiate(withOwner: controller)
/// ```
@MainActor
public final class Nib {
    /// The loading rules the nib was written for: Cocoa Touch for iOS nibs and documents,
    /// Cocoa for macOS ones. Options may override it per instantiation.
    public var platformMode: NibLoadingMode { blueprint.platform }

    /// The classes this nib's objects are created from.
    public let registry: NibClassRegistry

    /// The number of objects in the nib, placeholders included.
    public var objectCount: Int { blueprint.objects.count }

    /// The number of objects one instantiation creates (placeholders are not created).
    public var instantiatedObjectCount: Int { blueprint.objects.filter { $0.placeholder == nil }.count }

    let blueprint: NibBlueprint

    /// Reads a compiled nib: a NIBArchive or keyed-archive file, or a `X.nib/` directory, in
    /// which the member Apple's loaders prefer is used (`keyedobjects-101300.nib`, the newest
    /// `objects-N+.nib`, `objects.nib`, `runtime.nib`, `keyedobjects.nib`).
    ///
    /// - Throws: a `Diagnostic` for unreadable input, ``NibLoadError`` for a storyboard or
    ///   a graph with neither UIKit's nor AppKit's root keys.
    public convenience init(contentsOf path: String, registry: NibClassRegistry = .shared) throws {
        let compiled = try CompiledNib(contentsOf: path)
        guard case .storyboard = compiled.form else {
            guard let member = compiled.members.first else {
                throw NibLoadError.malformedNib(message: "\(path): the nib holds no loadable member")
            }
            try self.init(compiledFile: member.file, registry: registry)
            return
        }
        throw NibLoadError.malformedNib(message: "\(path) is a compiled storyboard: load one of its scene nibs instead")
    }

    /// Reads a compiled nib from its bytes (NIBArchive or keyed archive, by the magic bytes).
    public convenience init(data: [UInt8], path: String? = nil, registry: NibClassRegistry = .shared) throws {
        try self.init(compiledFile: try CompiledNibFile(bytes: data, path: path), registry: registry)
    }

    /// Reads an already decoded compiled nib file.
    public init(compiledFile: CompiledNibFile, registry: NibClassRegistry = .shared) throws {
        self.blueprint = try ArchiveBlueprintReader(file: compiledFile).read().withoutContainmentCycles()
        self.registry = registry
    }

    /// Uses an Interface Builder document (a `.xib`) directly, as Interface Builder's own
    /// simulator does: no compilation step.
    public init(document: InterfaceDocument, registry: NibClassRegistry = .shared) throws {
        guard document.kind == .xib else {
            throw NibLoadError.malformedNib(message: "\(document.path ?? "document") is a storyboard: only xib documents load as one nib")
        }
        self.blueprint = DocumentBlueprintReader(document: document).read().withoutContainmentCycles()
        self.registry = registry
    }

    /// A nib over a blueprint already read (a storyboard's scene or a scene's view): a subset
    /// of a blueprint whose containment loops were left out, so it has none.
    init(blueprint: NibBlueprint, registry: NibClassRegistry) {
        self.blueprint = blueprint
        self.registry = registry
    }

    /// Reads a `.xib` file and uses it as a nib.
    public convenience init(documentAt path: String, registry: NibClassRegistry = .shared) throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        try self.init(document: try InterfaceDocument(parsing: bytes, path: path), registry: registry)
    }

    /// Creates a new object graph with `owner` as File's Owner and returns its top-level
    /// objects (never the owner or a placeholder, rule N9).
    ///
    /// In Cocoa Touch mode (and modern Cocoa) the returned array and strong outlets are the
    /// only owners of the top-level objects (rule N11); legacy Cocoa ownership keeps them
    /// until the owner releases them (rule N10).
    @discardableResult
    public func instantiate(withOwner owner: AnyObject?, options: NibInstantiationOptions = NibInstantiationOptions()) throws -> [AnyObject] {
        try instantiateReturningResult(withOwner: owner, options: options).topLevelObjects
    }

    /// Like ``instantiate(withOwner:options:)``, with counts and Cocoa-mode messages.
    public func instantiateReturningResult(withOwner owner: AnyObject?, options: NibInstantiationOptions = NibInstantiationOptions()) throws -> NibInstantiationResult {
        try NibInstantiator(blueprint: blueprint, registry: registry, factories: factories(), options: options, owner: owner).run()
    }

    /// An instantiation that also returns every object by blueprint index (storyboards).
    package func instantiateKeepingInstances(withOwner owner: AnyObject?, options: NibInstantiationOptions) throws -> [AnyObject?] {
        try NibInstantiator(blueprint: blueprint, registry: registry, factories: factories(), options: options, owner: owner)
            .runKeepingInstances().instances
    }

    /// Each object's factory, looked up once (by name, demangled, without module) and again
    /// only when the registry changed since.
    private var resolvedFactories: (generation: Int, factories: [NibClassRegistry.Factory?])?

    private func factories() -> [NibClassRegistry.Factory?] {
        if let cached = resolvedFactories, cached.generation == registry.generation { return cached.factories }
        let factories = blueprint.objects.map { $0.placeholder == nil ? registry.factory(for: $0.classToCreate) : nil }
        resolvedFactories = (registry.generation, factories)
        return factories
    }
}
