import NibArchive

/// How much of a reference nib (Apple's) another nib reproduces: its files that compare
/// equal, and its objects that have an exact counterpart (an object of the same class equal
/// to it in full, everything it references included). Strings are not counted: they are
/// shared leaves, equal wherever their users are.
///
/// This is the progress measure for compiler work: a nib is right only when it is equal,
/// but the share of objects matched shows how far a document that still differs has come.
public struct NibSimilarity: Equatable, Sendable {
    /// Files (nibs of a storyboard, or the one nib; each variant of a nib directory, such as
    /// `objects-14.0+.nib` and `runtime.nib`) equal to the reference's.
    public var equalFiles = 0
    /// Files in the reference.
    public var files = 0
    /// Reference objects with an exact counterpart.
    public var matchedObjects = 0
    /// Reference objects (strings not counted).
    public var objects = 0

    public init() {}

    /// The similarity of the compiled nib at `path` to the reference nib at `referencePath`
    /// (single nibs, nib directories or `.storyboardc` directories).
    public init(ofContentsOf path: String, toReferenceAt referencePath: String) throws {
        let compiled = try CompiledNib(contentsOf: path), reference = try CompiledNib(contentsOf: referencePath)
        func directory(of member: CompiledNib.Member, in nib: CompiledNib, at path: String) -> String {
            nib.form == .storyboard ? path + "/" + member.name : path
        }
        for member in reference.members {
            let counterpart = compiled.members.first(where: { $0.name == member.name }) ?? (compiled.members.count == 1 ? compiled.members.first : nil)
            // A nib directory counts each of its variants, compared with the counterpart's
            // variant of the same name (or with the counterpart itself when it is one file).
            for variant in NibComparison.variantNames(of: member).map({ $0.map(Optional.some) }) ?? [nil] {
                files += 1
                let referenceGraph = try variant.map { try NibComparison.variantGraph(member, named: $0, in: directory(of: member, in: reference, at: referencePath)) }
                    ?? member.file.graph
                var compiledGraph: ObjectGraph?
                if let counterpart {
                    if let variant, let names = NibComparison.variantNames(of: counterpart) {
                        compiledGraph = names.contains(variant)
                            ? try NibComparison.variantGraph(counterpart, named: variant, in: directory(of: counterpart, in: compiled, at: path)) : nil
                    } else {
                        compiledGraph = counterpart.file.graph
                    }
                }
                guard let compiledGraph else {
                    objects += Self.countedObjects(in: referenceGraph).count
                    continue
                }
                add(compiled: compiledGraph, reference: referenceGraph)
            }
        }
    }

    private mutating func add(compiled: ObjectGraph, reference: ObjectGraph) {
        if NibComparison.differences(compiled, reference, limit: 1).isEmpty { equalFiles += 1 }
        let comparator = GraphComparator(left: compiled, right: reference, limit: 1)
        var candidatesByClass: [String: [Int]] = [:]
        for index in Self.countedObjects(in: compiled) {
            if let className = compiled.className(of: index) { candidatesByClass[className, default: []].append(index) }
        }
        for index in Self.countedObjects(in: reference) {
            objects += 1
            guard let className = reference.className(of: index) else { continue }
            if (candidatesByClass[className] ?? []).contains(where: { comparator.objectsMatch($0, index) }) { matchedObjects += 1 }
        }
    }

    /// The indices of a graph's objects that count: all but strings.
    private static func countedObjects(in graph: ObjectGraph) -> [Int] {
        graph.objects.indices.filter { index in
            guard let className = graph.className(of: index) else { return false }
            return !className.hasSuffix("String")
        }
    }

    /// The share of reference objects matched, 0...1.
    public var objectShare: Double { objects == 0 ? 1 : Double(matchedObjects) / Double(objects) }
}
