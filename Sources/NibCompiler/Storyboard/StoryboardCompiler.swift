import Foundation
import NibArchive
import NibCore
import NibDocument
import NibXML

/// Compiles a `.storyboard` into the files of a `.storyboardc`: one nib per scene controller,
/// one nib per view controller's view (`<ctrlId>-view-<viewId>.nib`, named by the
/// controller's `NSNibName` / `UINibName`), and a binary `Info.plist` mapping controller
/// identifiers to nib names.
struct StoryboardCompiler {
    let document: InterfaceDocument
    let options: CompileOptions

    func compile() throws -> [CompiledOutput.CompiledFile] {
        var files: [CompiledOutput.CompiledFile]
        if document.platform == .cocoa {
            files = try compileNibs()
        } else {
            // Each nib as a directory of per-OS variants where the encoding depends on the
            // iOS release (`CocoaTouchNibVariants`): every nib of the storyboard, as ibtool does.
            let variants = try CocoaTouchNibVariants.compiledVariants(of: document, options: options) {
                try StoryboardCompiler(document: document, options: $0).compileNibs()
            }
            files = variants.count > 1 ? Self.variantDirectories(variants) : variants[0].output
        }
        if document.platform != .cocoa, !options.flatten {
            // `--flatten NO` keeps the source beside the nibs, byte for byte (every release
            // from Xcode 7.1 to 11.4 in SwiftGen's compilations).
            files.append(CompiledOutput.CompiledFile(name: "designable.storyboard", bytes: document.serialized()))
        }
        return files.sorted { $0.name < $1.name }
    }

    /// The storyboard's nibs and `Info.plist`, for the variant `options` names.
    private func compileNibs() throws -> [CompiledOutput.CompiledFile] {
        guard let scenes = document.markup.root.firstChild(named: "scenes") else {
            throw Diagnostic.error("the storyboard has no <scenes> element", path: document.path,
                                   location: document.location(of: document.markup.root))
        }
        var files: [CompiledOutput.CompiledFile] = []
        var plan = StoryboardPlan()
        // Cocoa window controllers embed their content view controllers; those get no nib of their own.
        var embedded: Set<String> = []
        if document.platform == .cocoa {
            for segue in document.markup.root.descendants() where segue.name == "segue"
                && segue[attribute: "relationship"] == "window.shadowedContentViewController" {
                if let destination = segue[attribute: "destination"] { embedded.insert(destination) }
            }
        }
        // Which Cocoa Touch controllers are archived inside their container's nib, and which
        // scenes nothing reaches (`CocoaTouchSceneReachability`).
        let reachability = document.platform == .cocoa ? CocoaTouchSceneReachability() : CocoaTouchSceneReachability(storyboard: document.markup.root)
        let inlined = reachability.inlinedControllerIDs, unreachable = reachability.unreachableControllerIDs
        let identifiers = CocoaTouchSceneCompiler.controllerIdentifiers(in: document.markup.root)
        var tables: CocoaTouchDocumentTables?  // made once, for the first Cocoa Touch scene
        for scene in scenes.children(named: "scene") {
            guard let objects = scene.firstChild(named: "objects") else { continue }
            let members = Array(objects.childElements)
            guard let controller = members.first(where: { $0[attribute: "sceneMemberID"] == "viewController" }),
                  !embedded.contains(controller[attribute: "id"] ?? ""), !unreachable.contains(controller[attribute: "id"] ?? "") else { continue }
            if document.platform == .cocoa {
                files += try CocoaSceneCompiler(document: document, options: options).compile(controller: controller, members: members, plan: &plan)
            } else {
                let shared = tables ?? CocoaTouchDocumentTables(document: document, release: options.cocoaTouchRelease(for: document))
                tables = shared
                var compiler = CocoaTouchSceneCompiler(document: document, options: options, tables: shared)
                compiler.controllerIdentifiers = identifiers
                files += try compiler.compile(controller: controller, members: members, ownsSceneNib: !inlined.contains(controller[attribute: "id"] ?? ""), plan: &plan)
            }
        }
        let initial = document.markup.root[attribute: "initialViewController"]
        let info = plan.infoPlist(platform: document.platform, initialControllerID: initial)
        // Keys sorted: the same storyboard always gives the same bytes (reproducible builds).
        // Apple's order is CoreFoundation's hash order, which UIKit and AppKit do not read.
        files.append(CompiledOutput.CompiledFile(name: "Info.plist", bytes: BinaryPropertyList(encoding: try Self.sortedValue(info)).serialized()))
        return files
    }

    /// A plist value for the compiler's `Info.plist` dictionary, dictionary keys sorted.
    static func sortedValue(_ value: Any) throws -> PropertyListValue {
        switch value {
        case let string as String: return .string(string)
        case let integer as Int: return .integer(Int64(integer))
        case let dictionary as [String: Any]:
            return .dictionary(try dictionary.keys.sorted().map { ($0, try sortedValue(dictionary[$0]!)) })
        case let array as [Any]: return .array(try array.map(sortedValue))
        default: throw Diagnostic.error("Info.plist value of unexpected type \(type(of: value))")
        }
    }

    /// Each nib of the runtime variant (the first) as a directory of its variants:
    /// `X.nib/objects-14.0+.nib`, `X.nib/runtime.nib`. Other files come from the runtime variant.
    /// (Apple's `runtime.nib` of a storyboard with symbol images bakes them into bitmaps, which
    /// cannot be drawn on Linux; NibForge's holds the symbol as its newer variant does.)
    static func variantDirectories(_ variants: [(version: PlatformVersion?, output: [CompiledOutput.CompiledFile])]) -> [CompiledOutput.CompiledFile] {
        guard let runtime = variants.first else { return [] }
        // The iOS 8 variant, a storyboard's whole, has an Info.plist of its own
        // (`Info-8.0+.plist`: appium's older UICatalog's iPad storyboard, Xcode 7.3.1 and 8.2.1).
        let infoVariants = variants.compactMap { variant -> CompiledOutput.CompiledFile? in
            guard let version = variant.version, CocoaTouchNibVariants.hasInfoPlistOfItsOwn(version),
                  let info = variant.output.first(where: { $0.name == "Info.plist" }) else { return nil }
            return CompiledOutput.CompiledFile(name: "Info-\(version)+.plist", bytes: info.bytes)
        }
        return infoVariants + runtime.output.flatMap { file -> [CompiledOutput.CompiledFile] in
            guard file.name.hasSuffix(".nib") else { return [file] }
            return variants.compactMap { variant in
                variant.output.first { $0.name == file.name }.map {
                    CompiledOutput.CompiledFile(name: file.name + "/" + CocoaTouchNibVariants.fileName(for: variant.version), bytes: $0.bytes)
                }
            }
        }
    }
}

/// What the scenes of a storyboard contributed to its `Info.plist`.
struct StoryboardPlan {
    /// Controller identifier → nib name.
    var nibNames: [String: String] = [:]
    /// Controller identifier → the UUID Apple records for Cocoa scenes.
    var uuids: [String: String] = [:]
    /// Document id of each controller → its identifier in the plist.
    var identifiersByControllerID: [String: String] = [:]
    /// The main menu nib of a Cocoa storyboard's application scene.
    var mainMenu: String?
    /// Storyboard references: placeholder identifier → the storyboard and controller it names.
    var externalReferences: [String: (storyboard: String, controller: String?)] = [:]

    func infoPlist(platform: TargetPlatform, initialControllerID: String?) -> [String: Any] {
        let entry = initialControllerID.flatMap { identifiersByControllerID[$0] }
        if platform == .cocoa {
            var info: [String: Any] = [
                "NSStoryboardVersion": 1,
                "NSViewControllerIdentifiersToNibNames": nibNames,
                "NSViewControllerIdentifiersToUUIDs": uuids,
            ]
            if let entry { info["NSStoryboardDesignatedEntryPointIdentifier"] = entry }
            info["NSStoryboardMainMenu"] = mainMenu ?? "MainMenu"
            return info
        }
        var info: [String: Any] = [
            "UIStoryboardVersion": 1,
            "UIViewControllerIdentifiersToNibNames": nibNames,
        ]
        if let entry { info["UIStoryboardDesignatedEntryPointIdentifier"] = entry }
        if !externalReferences.isEmpty {
            info["UIViewControllerIdentifiersToExternalStoryboardReferences"] = externalReferences.mapValues { reference -> [String: String] in
                var entry = ["UIReferencedStoryboardName": reference.storyboard]
                if let controller = reference.controller { entry["UIReferencedControllerIdentifier"] = controller }
                return entry
            }
        }
        return info
    }

    /// A stable UUID-shaped identifier for `seed` (Apple's are random; stable output keeps
    /// builds reproducible).
    static func uuid(for seed: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in seed.utf8 {
            first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x100_0000_01b3 &+ 0x9e37_79b9
        }
        let hex = String(format: "%016llX%016llX", first, second)
        let characters = Array(hex)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }
}
