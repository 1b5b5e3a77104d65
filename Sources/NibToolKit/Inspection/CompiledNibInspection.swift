import Foundation
import NibArchive
import NibCore
import NibFiles

/// nibtool on compiled nibs: `--dump` prints the object graph; `--objects`, `--hierarchy`,
/// `--connections` and `--classes` give the same shapes as for documents, rebuilt from the
/// archive's own structure (`UINib*` keys on iOS, `NSIBObjectData` on macOS); structure
/// problems are notices. `--write` rewrites the nib's bytes (a byte-exact round trip).
enum CompiledNibInspection {
    /// True when `path` is a compiled nib: a directory (`X.nib/`, `.storyboardc`) or a file
    /// that starts with the NIBArchive or bplist magic.
    static func isCompiledNib(at path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        if isDirectory.boolValue { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 10)) ?? Data())
        return InputFile.looksCompiled(head)
    }

    static func run(path: String, options: ToolOptions, output: [String: ReportValue], result: ToolResult) -> ToolResult {
        var output = output
        var result = result
        do {
            let nib = try CompiledNib(contentsOf: path)
            if options.dump {
                result.standardOutput = Array(nib.dump().utf8)
                return result
            }
            let structure = nib.structure()
            for key in options.informationKeys {
                switch key {
                case .objects: output[key.plistKey] = objects(structure)
                case .hierarchy: output[key.plistKey] = .array(structure.hierarchy.map(hierarchyNode))
                case .connections: output[key.plistKey] = connections(structure)
                case .classes: output[key.plistKey] = classes(structure)
                case .versionHistory: output[key.plistKey] = .dictionary([:])
                case .errors, .warnings: output[key.plistKey] = .array([])
                case .notices:
                    output[key.plistKey] = .array(structure.notes.map { .dictionary(["message": .string($0), "type": .string("Notice")]) })
                }
            }
            if let writePath = options.writePath {
                guard nib.members.count == 1, case .file = nib.form, let member = nib.members.first else {
                    throw Diagnostic.error("--write of a compiled nib needs a single nib file, not a directory", path: path)
                }
                try AtomicFile.write(member.file.serialized(), to: writePath)
            }
        } catch let diagnostic as Diagnostic {
            return NibTool.failure(diagnostic.description, diagnostic: diagnostic, format: options.outputFormat, documentPath: path)
        } catch {
            let diagnostic = Diagnostic.error("\(error)", path: path)
            return NibTool.failure(diagnostic.description, diagnostic: diagnostic, format: options.outputFormat, documentPath: path)
        }
        return NibTool.render(output, options: options, into: result)
    }

    private static func objects(_ structure: NibStructure) -> ReportValue {
        var entries: [String: ReportValue] = [:]
        for object in structure.objects {
            var properties: [String: ReportValue] = ["class": .string(object.className)]
            if let customClass = object.customClass { properties["custom-class"] = .string(customClass) }
            if object.label != object.className { properties["label"] = .string(object.label) }
            properties["archive-index"] = .integer(object.graphIndex)
            entries[object.id] = .dictionary(properties)
        }
        return .dictionary(entries)
    }

    private static func hierarchyNode(_ node: NibStructure.HierarchyNode) -> ReportValue {
        var entry: [String: ReportValue] = ["object-id": .string(node.objectID), "label": .string(node.label)]
        if let customClass = node.customClass { entry["custom-class"] = .string(customClass) }
        if !node.children.isEmpty { entry["children"] = .array(node.children.map(hierarchyNode)) }
        return .dictionary(entry)
    }

    private static func connections(_ structure: NibStructure) -> ReportValue {
        var entries: [String: ReportValue] = [:]
        for connection in structure.connections {
            var entry: [String: ReportValue] = [
                "source-id": .string(connection.sourceID), "source-label": .string(connection.sourceLabel),
                "destination-id": .string(connection.destinationID), "destination-label": .string(connection.destinationLabel),
                "label": .string(connection.label), "type": .string(connection.type.rawValue),
            ]
            if let keyPath = connection.keyPath { entry["keypath"] = .string(keyPath) }
            if let eventMask = connection.eventMask { entry["event-mask"] = .integer(Int(eventMask)) }
            entries[connection.id] = .dictionary(entry)
        }
        return .dictionary(entries)
    }

    private static func classes(_ structure: NibStructure) -> ReportValue {
        var entries: [String: ReportValue] = [:]
        for object in structure.objects {
            let name = object.customClass ?? object.className
            var entry: [String: ReportValue] = ["class": .string(name)]
            if object.customClass != nil { entry["superclass"] = .string(object.className) }
            entries[name] = .dictionary(entry)
        }
        return .dictionary(entries)
    }
}
