import Foundation
import NibCore
#if canImport(Dispatch)
import Dispatch
#endif

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
    public init(paths: [String], style: SwiftSelectorStyle = .swift3AndLater) {
        var sources: [String] = []
        var problems: [Diagnostic] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                problems.append(Diagnostic.warning("no such file or folder", path: path))
                continue
            }
            Self.collect(path, into: &sources)
        }
        // Read and parse on every core; the results keep the files' order.
        let paths = sources
        let results = ResultSlots<(text: String?, scanned: SwiftDeclarationScanner.ScannedFile?)>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            guard let data = FileManager.default.contents(atPath: path) else {
                results.set(index, (nil, nil))
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            results.set(index, (text, Self.scan(text, path: path, style: style)))
        }
        var scanned: [(path: String, file: SwiftDeclarationScanner.ScannedFile)] = []
        for (index, path) in sources.enumerated() {
            guard let file = results.value(index)?.scanned else {
                problems.append(Diagnostic.warning("cannot read the file", path: path))
                continue
            }
            scanned.append((path, file))
        }
        self.init(scanned: scanned)
        warnings = problems
    }

    /// Indexes sources given as text (tests, editors with unsaved buffers).
    public init(texts: [(path: String, text: String)], style: SwiftSelectorStyle = .swift3AndLater) {
        self.init(scanned: texts.map { ($0.path, Self.scan($0.text, path: $0.path, style: style)) })
    }

    static func scan(_ text: String, path: String, style: SwiftSelectorStyle) -> SwiftDeclarationScanner.ScannedFile {
        path.hasSuffix(".swift") ? SwiftDeclarationScanner.scan(text, path: path, style: style) : ObjectiveCDeclarationScanner.scan(text, path: path)
    }

    /// Joins the files: members of extensions, categories and implementations go to their
    /// class, through type aliases (`typealias Screen = MainViewController; extension Screen`).
    init(scanned: [(path: String, file: SwiftDeclarationScanner.ScannedFile)]) {
        var members: [String: [SwiftDeclarationScanner.MemberKind: [DeclaredMember]]] = [:]
        var aliases: [String: String] = [:]
        for (path, file) in scanned {
            files.append(path)
            classes += file.classes
            members.merge(file.members) { $0.merging($1, uniquingKeysWith: +) }
            aliases.merge(file.typealiases) { first, _ in first }
        }
        for (alias, target) in aliases {
            guard let extra = members.removeValue(forKey: alias) else { continue }
            members[target, default: [:]].merge(extra, uniquingKeysWith: +)
        }
        var claimed: Set<String> = []
        for index in classes.indices {
            for key in Set([classes[index].name, classes[index].runtimeName]) {
                guard let extra = members[key] else { continue }
                claimed.insert(key)
                for (kind, list) in extra.sorted(by: { "\($0.key)" < "\($1.key)" }) {
                    for member in list { classes[index].add(member, as: kind) }
                }
            }
        }
        // Extensions and categories of classes the sources do not declare (framework
        // classes: `@interface NSTextView (Additions)`, `extension UIView`).
        for (name, extra) in members where !claimed.contains(name) {
            var addition = ClassDeclaration(name: name, runtimeName: name, superclass: nil, protocols: [], language: .objectiveC,
                                            position: SourcePosition(file: "", line: 0, column: 0), outlets: [], outletCollections: [], actions: [])
            for (kind, list) in extra.sorted(by: { "\($0.key)" < "\($1.key)" }) {
                for member in list { addition.add(member, as: kind) }
            }
            additions[name] = addition
        }
        typealiases = aliases
        for (position, declaration) in classes.enumerated() {
            var keys: Set<String> = [declaration.name, declaration.runtimeName]
            // A nested Swift class is also found by its own name (`Header` for `Outer.Header`).
            if declaration.language == .swift, let last = declaration.name.split(separator: ".").last { keys.insert(String(last)) }
            for key in keys { classesByName[key, default: []].append(position) }
        }
    }

    /// Positions in `classes` by every name a document may use for the class.
    private var classesByName: [String: [Int]] = [:]

    /// Members the sources add to classes they do not declare (categories and extensions of
    /// framework classes), by class name; `name`, members and their positions are set.
    public private(set) var additions: [String: ClassDeclaration] = [:]

    /// Type aliases declared at file level, by name.
    public private(set) var typealiases: [String: String] = [:]

    /// The declaration of the class a document names: `className` as the document writes
    /// it (an `@objc` name, a Swift name, nested `Outer.Inner`, module-qualified
    /// `Module.Class`, or a mangled `_TtC` name), in `module` if given.
    /// When several classes have the name, the one whose file lies in a folder named like
    /// the module wins.
    public func declaration(of className: String, module: String? = nil, near documentPath: String? = nil) -> ClassDeclaration? {
        let (name, mangledModule) = Self.demangled(className)
        let module = module ?? mangledModule
        let candidates = (classesByName[name] ?? []).map { classes[$0] }
        if candidates.isEmpty, let dot = name.firstIndex(of: "."), module == nil {
            // `Module.Class`, as NSStringFromClass writes a Swift class.
            return declaration(of: String(name[name.index(after: dot)...]), module: String(name[..<dot]), near: documentPath)
        }
        guard candidates.count > 1 else { return candidates.first }
        // Several classes have the name (an app's iOS and macOS targets): the one in a folder
        // named like the module (`Kingfisher-macOS-Demo` for `Kingfisher_macOS_Demo`), then
        // the one whose file shares the longest folder path with the document.
        var pool = candidates
        if let module {
            let moduleKey = Self.moduleKey(module)
            let inModule = candidates.filter { $0.position.file.split(separator: "/").contains { Self.moduleKey(String($0)) == moduleKey } }
            if !inModule.isEmpty { pool = inModule }
        }
        guard pool.count > 1, let documentPath else { return pool.first }
        let documentFolders = documentPath.split(separator: "/").dropLast()
        return pool.max { left, right in
            Self.sharedPrefix(left.position.file, documentFolders) < Self.sharedPrefix(right.position.file, documentFolders)
        }
    }

    /// A folder or module name compared as Xcode derives module names (`-` and spaces become `_`).
    static func moduleKey(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func sharedPrefix(_ file: String, _ folders: ArraySlice<Substring>) -> Int {
        zip(file.split(separator: "/").dropLast(), folders).prefix { $0 == $1 }.count
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
