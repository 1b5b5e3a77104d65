import Foundation
import NibArchive

/// A `.storyboardc` folder as UIKit's `UIStoryboard` reads it: the `Info.plist` tables
/// (controller identifiers to scene nib names, the entry point, references to other
/// storyboards) and the nibs, each read on first use and then kept, as UIKit caches them.
@MainActor
final class CompiledStoryboardFolder {
    /// Where a reference to another storyboard leads.
    struct Reference {
        var storyboardName: String?
        var controllerIdentifier: String?
    }

    let path: String
    /// `UIViewControllerIdentifiersToNibNames`.
    let nibNamesByIdentifier: [String: String]
    /// `UIStoryboardDesignatedEntryPointIdentifier`.
    let entryPointIdentifier: String?
    /// `UIViewControllerIdentifiersToExternalStoryboardReferences`.
    let references: [String: Reference]
    private let registry: NibClassRegistry
    private var nibs: [String: CompiledStoryboardNib] = [:]

    init(path: String, registry: NibClassRegistry) throws {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        self.path = trimmed
        self.registry = registry
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder), isFolder.boolValue else {
            throw StoryboardError.notACompiledStoryboard(path: trimmed, reason: "no such folder")
        }
        let infoPath = trimmed + "/Info.plist"
        guard FileManager.default.fileExists(atPath: infoPath) else {
            throw StoryboardError.notACompiledStoryboard(path: trimmed, reason: "it has no Info.plist")
        }
        let info = try StoryboardInfo.read(infoPath)
        if info["NSViewControllerIdentifiersToNibNames"] != nil || info["NSStoryboardMainMenu"] != nil {
            throw StoryboardError.notACompiledStoryboard(path: trimmed, reason: "a Cocoa storyboard; load its .storyboard document (Storyboard(documentAt:)), compiled AppKit storyboards are not loaded yet")
        }
        guard case .dictionary(let table)? = info["UIViewControllerIdentifiersToNibNames"] else {
            throw StoryboardError.notACompiledStoryboard(path: trimmed, reason: "Info.plist has no UIViewControllerIdentifiersToNibNames table")
        }
        var names: [String: String] = [:]
        for (identifier, value) in table {
            if let name = value.stringValue { names[identifier] = name }
        }
        nibNamesByIdentifier = names
        entryPointIdentifier = info["UIStoryboardDesignatedEntryPointIdentifier"]?.stringValue
        var references: [String: Reference] = [:]
        if case .dictionary(let entries)? = info["UIViewControllerIdentifiersToExternalStoryboardReferences"] {
            for (identifier, value) in entries {
                references[identifier] = Reference(storyboardName: value["UIReferencedStoryboardName"]?.stringValue,
                                                   controllerIdentifier: value["UIReferencedControllerIdentifier"]?.stringValue)
            }
        }
        self.references = references
    }

    /// True when the folder has the nib `name`.
    func containsNib(named name: String) -> Bool {
        nibs[name] != nil || FileManager.default.fileExists(atPath: nibPath(name))
    }

    /// The nib `name`, read on first use.
    func nib(named name: String) throws -> CompiledStoryboardNib {
        if let nib = nibs[name] { return nib }
        guard FileManager.default.fileExists(atPath: nibPath(name)) else {
            throw StoryboardError.sceneNibMissing(name: name, path: nibPath(name))
        }
        let nib = try CompiledStoryboardNib(path: nibPath(name), registry: registry)
        nibs[name] = nib
        return nib
    }

    private func nibPath(_ name: String) -> String { path + "/" + name + ".nib" }
}
