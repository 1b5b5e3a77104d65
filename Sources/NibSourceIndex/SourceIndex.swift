import Foundation
import NibCore

/// The classes a project's sources declare, for jumping from a document's custom class to
/// its declaration and for checking documents against their classes.
///
/// Swift files are parsed with swift-syntax (`SwiftDeclarationScanner`); Objective-C
/// headers and implementations (`.h`, `.m`, `.mm`) with `ObjectiveCDeclarationScanner`.
/// Members declared in extensions, categories and implementations are added to their class.
public struct SourceIndex: Sendable {
    /// Every class found, in the order the files were read.
    public private(set) var classes: [ClassDeclaration] = []
    /// The source files read.
    public private(set) var files: [String] = []
    /// Files that could not be read.
    public private(set) var warnings: [Diagnostic] = []

    /// File extensions the index reads.
    public static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]
    /// Folders never searched: build products, dependencies' checkouts, version control.
    static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Indexes every source file under `paths` (folders searched recursively, hidden
    /// folders and build folders skipped; files taken as given).
    public init(paths: [String]) {
        var sources: [String] = []
        var problems: [Diagnostic] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                problems.append(Diagnostic.warning("no such file or folder", path: path))
                continue
            }
            Self.collect(path, into: &sources)
        }
        var texts: [(path: String, text: String)] = []
        for path in sources {
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append(Diagnostic.warning("cannot read the file", path: path))
                continue
            }
            texts.append((path, String(decoding: data, as: UTF8.self)))
        }
        self.init(texts: texts)
        warnings = problems
    }

    /// Indexes sources given as text (tests, editors with unsaved buffers).
    public init(texts: [(path: String, text: String)]) {
        var members: [String: [SwiftDeclarationScanner.MemberKind: [DeclaredMember]]] = [:]
        for (path, text) in texts {
            files.append(path)
            if path.hasSuffix(".swift") {
                let found = SwiftDeclarationScanner.scan(text, path: path)
                classes += found.classes
                members.merge(found.extensions) { $0.merging($1, uniquingKeysWith: +) }
            } else {
                let found = ObjectiveCDeclarationScanner.scan(text, path: path)
                classes += found.classes
                members.merge(found.members) { $0.merging($1, uniquingKeysWith: +) }
            }
        }
        for index in classes.indices {
            for key in Set([classes[index].name, classes[index].runtimeName]) {
                guard let extra = members[key] else { continue }
                classes[index].outlets += extra[.outlet] ?? []
                classes[index].outletCollections += extra[.outletCollection] ?? []
                classes[index].actions += extra[.action] ?? []
            }
        }
    }

    /// The declaration of the class a document names: `className` as the document writes
    /// it (an `@objc` name, a Swift name, nested `Outer.Inner`, module-qualified
    /// `Module.Class`, or a mangled `_TtC` name), in `module` if given.
    /// When several classes have the name, the one whose file lies in a folder named like
    /// the module wins.
    public func declaration(of className: String, module: String? = nil) -> ClassDeclaration? {
        let (name, mangledModule) = Self.demangled(className)
        let module = module ?? mangledModule
        let candidates = classes.filter { $0.runtimeName == name || $0.name == name || $0.name.hasSuffix("." + name) && $0.language == .swift }
        if candidates.isEmpty, let dot = name.firstIndex(of: "."), module == nil {
            // `Module.Class`, as NSStringFromClass writes a Swift class.
            return declaration(of: String(name[name.index(after: dot)...]), module: String(name[..<dot]))
        }
        guard candidates.count > 1, let module else { return candidates.first }
        return candidates.first { $0.position.file.split(separator: "/").contains { $0 == module } } ?? candidates.first
    }

    /// The superclasses of `declaration` as far as the sources go, nearest first; the last
    /// name is the first one the sources do not declare (usually a framework class).
    public func superclassChain(of declaration: ClassDeclaration) -> [String] {
        var chain: [String] = []
        var current = declaration
        var seen: Set<String> = [declaration.name]
        while let superclass = current.superclass {
            chain.append(superclass)
            guard !seen.contains(superclass), let next = self.declaration(of: superclass) else { break }
            seen.insert(superclass)
            current = next
        }
        return chain
    }

    /// `_TtC7TestApp20MainWindowController` → ("MainWindowController", "TestApp"); other
    /// names unchanged, with no module.
    static func demangled(_ name: String) -> (name: String, module: String?) {
        guard name.hasPrefix("_TtC") else { return (name, nil) }
        var rest = Substring(name.dropFirst(4))
        var parts: [String] = []
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isNumber }
            guard let length = Int(digits), length > 0 else { break }
            rest = rest.dropFirst(digits.count)
            guard rest.count >= length else { break }
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        guard parts.count >= 2 else { return (name, nil) }
        return (parts.dropFirst().joined(separator: "."), parts[0])
    }

    // MARK: Finding files

    private static func collect(_ path: String, into sources: inout [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            sources.append(path)
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names.sorted() {
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            var childIsDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory) else { continue }
            if childIsDirectory.boolValue {
                if name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix(".xcassets") { continue }
                collect(child, into: &sources)
            } else if let dot = name.lastIndex(of: "."), sourceExtensions.contains(String(name[name.index(after: dot)...])) {
                sources.append(child)
            }
        }
    }
}
