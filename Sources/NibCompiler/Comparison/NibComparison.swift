import Foundation
import NibArchive
import NibCore

/// Semantic comparison of compiled nibs: two nibs are equal when their decoded object graphs
/// match (same classes, keys and values, same integer widths, same array order), whatever
/// order the file lists classes, keys and objects in, and whatever order layout constraints
/// and set members come in. Constraints in another order are counted in the notes
/// (`ComparisonNotes.constraintListsInAnotherOrder`): ibtool's order is deterministic, and
/// the count shows how far NibForge's order rule is from it.
///
/// This is how NibForge's compiler is checked against Apple's `ibtool` output.
public enum NibComparison {
    /// The first `limit` differences between two decoded graphs, in walk order (empty when equal).
    public static func differences(_ left: ObjectGraph, _ right: ObjectGraph, limit: Int = 20) -> [NibDifference] {
        var notes = ComparisonNotes()
        return differences(left, right, limit: limit, notes: &notes)
    }

    /// The same, adding to `notes` what was accepted as equal without being the same bytes
    /// (ICC profiles of one kind, generated placeholder names).
    public static func differences(_ left: ObjectGraph, _ right: ObjectGraph, limit: Int, notes: inout ComparisonNotes) -> [NibDifference] {
        let names = GeneratedNamePairing()
        let result = differences(left, right, limit: limit, generatedNames: names, notes: &notes)
        notes.pairedGeneratedNames.merge(names.pairs) { first, _ in first }
        return result
    }

    /// Two graphs compared with the generated names paired so far (`generatedNames`, shared
    /// by every nib of a storyboard and the nibs nested in them).
    static func differences(_ left: ObjectGraph, _ right: ObjectGraph, limit: Int, generatedNames: GeneratedNamePairing,
                            notes: inout ComparisonNotes) -> [NibDifference] {
        var result: [NibDifference] = []
        if case .nibArchive(let leftVersion) = left.encoding, case .nibArchive(let rightVersion) = right.encoding, leftVersion != rightVersion {
            result.append(NibDifference(path: "$header.coderVersion", detail: "\(leftVersion) vs \(rightVersion)"))
        }
        let comparator = GraphComparator(left: left, right: right, limit: limit - result.count, generatedNames: generatedNames)
        comparator.run()
        if comparator.profilesMatchedByKind { notes.profilesMatchedByKind = true }
        comparator.addCounts(to: &notes)
        return result + comparator.differences
    }

    /// The first `limit` differences between the compiled nibs at two paths: single nib
    /// files, nib directories, or `.storyboardc` directories (compared member by member,
    /// plus the `Info.plist` and whether `designable.storyboard` is there; member paths are
    /// prefixed with the member's name).
    public static func differences(betweenContentsOf leftPath: String, and rightPath: String, limit: Int = 20) throws -> [NibDifference] {
        var notes = ComparisonNotes()
        return try differences(betweenContentsOf: leftPath, and: rightPath, limit: limit, notes: &notes)
    }

    /// The same, adding to `notes` what was accepted as equal without being the same bytes.
    /// A generated name must pair with the same partner in every nib of a storyboard.
    public static func differences(betweenContentsOf leftPath: String, and rightPath: String, limit: Int,
                                   notes: inout ComparisonNotes) throws -> [NibDifference] {
        let left = try CompiledNib(contentsOf: leftPath), right = try CompiledNib(contentsOf: rightPath)
        let names = GeneratedNamePairing()
        defer { notes.pairedGeneratedNames.merge(names.pairs) { first, _ in first } }
        guard case .storyboard = left.form else {
            guard let leftMember = left.members.first, let rightMember = right.members.first, right.members.count == 1,
                  right.form != .storyboard else {
                return [NibDifference(path: "$file", detail: "a single nib vs a compiled storyboard")]
            }
            return try variantDifferences(leftMember, in: leftPath, rightMember, in: rightPath, limit: limit, generatedNames: names, notes: &notes)
        }
        var result: [NibDifference] = []
        let leftNames = Set(left.members.map(\.name)), rightNames = Set(right.members.map(\.name))
        for name in leftNames.subtracting(rightNames).sorted() {
            result.append(NibDifference(path: name, detail: "present on the left only"))
        }
        for name in rightNames.subtracting(leftNames).sorted() {
            result.append(NibDifference(path: name, detail: "present on the right only"))
        }
        // The source a storyboard compiled with `--flatten NO` keeps: present on both sides or
        // neither (its bytes are the document's, not compiler output).
        let leftSource = FileManager.default.fileExists(atPath: leftPath + "/designable.storyboard")
        let rightSource = FileManager.default.fileExists(atPath: rightPath + "/designable.storyboard")
        if leftSource != rightSource {
            result.append(NibDifference(path: "designable.storyboard", detail: leftSource ? "present on the left only" : "present on the right only"))
        }
        result += infoDifferences(left.storyboardInfo, right.storyboardInfo)
        for member in left.members where result.count < limit {
            guard let other = right.members.first(where: { $0.name == member.name }) else { continue }
            result += try variantDifferences(member, in: leftPath + "/" + member.name, other, in: rightPath + "/" + member.name,
                                             limit: limit - result.count, generatedNames: names, notes: &notes).map {
                NibDifference(path: member.name + ($0.path.hasPrefix("$") ? ":" : "/") + $0.path, detail: $0.detail)
            }
        }
        return Array(result.prefix(limit))
    }

    /// Two nibs that may each be a file or a directory of per-OS variants (`objects-13.0+.nib`,
    /// `runtime.nib`): the same form, the same variants, each variant equal. A file against a
    /// directory is a difference, reported with the differences between the file and the
    /// variant a loader would choose; paths inside a directory start with the variant's name.
    /// A member's `directory` is where its variants are read from, when it is a nib directory
    /// (the variant a loader uses is already decoded in the member).
    static func variantDifferences(_ left: CompiledNib.Member, in leftDirectory: String, _ right: CompiledNib.Member, in rightDirectory: String,
                                   limit: Int, generatedNames: GeneratedNamePairing, notes: inout ComparisonNotes) throws -> [NibDifference] {
        let leftVariants = variantNames(of: left), rightVariants = variantNames(of: right)
        var result: [NibDifference] = []
        if let leftVariants, let rightVariants {
            for name in Set(leftVariants).symmetricDifference(rightVariants).sorted() {
                result.append(NibDifference(path: name, detail: leftVariants.contains(name) ? "present on the left only" : "present on the right only"))
            }
            for name in leftVariants where rightVariants.contains(name) && result.count < limit {
                let leftGraph = try variantGraph(left, named: name, in: leftDirectory), rightGraph = try variantGraph(right, named: name, in: rightDirectory)
                result += differences(leftGraph, rightGraph, limit: limit - result.count, generatedNames: generatedNames, notes: &notes)
                    .map { NibDifference(path: name + ":" + $0.path, detail: $0.detail) }
            }
            return result
        }
        if leftVariants != nil || rightVariants != nil {
            let describe = { (variants: [String]?) in variants.map { "a nib directory (\($0.joined(separator: ", ")))" } ?? "a single nib" }
            result.append(NibDifference(path: "$form", detail: "\(describe(leftVariants)) vs \(describe(rightVariants))"))
        }
        return result + differences(left.file.graph, right.file.graph, limit: max(1, limit - result.count), generatedNames: generatedNames, notes: &notes)
    }

    /// The variant files of a member that is a nib directory, sorted; nil for a nib file.
    static func variantNames(of member: CompiledNib.Member) -> [String]? {
        guard case .nibDirectory(let chosen, let others) = member.form else { return nil }
        return ([chosen] + others).sorted()
    }

    /// The graph of the variant `name` of a nib directory member: the member's own when it is
    /// the variant a loader uses, otherwise read from `directory`.
    static func variantGraph(_ member: CompiledNib.Member, named name: String, in directory: String) throws -> ObjectGraph {
        if case .nibDirectory(name, _) = member.form { return member.file.graph }
        let variant = try CompiledNib(contentsOf: directory + "/" + name)
        guard let file = variant.members.first else { throw Diagnostic.error("holds no nib", path: variant.path) }
        return file.file.graph
    }

    /// Differences between two storyboard `Info.plist`s. The per-controller UUIDs are
    /// random in Apple's output, so only their keys are compared.
    static func infoDifferences(_ left: PropertyListValue?, _ right: PropertyListValue?) -> [NibDifference] {
        /// Dictionaries sorted by key (plists are unordered), UUID values blanked.
        func normalized(_ value: PropertyListValue?, blankingValues: Bool = false) -> PropertyListValue? {
            switch value {
            case .dictionary(let entries)?:
                return .dictionary(entries.map { entry in
                    (entry.key, normalized(entry.value, blankingValues: blankingValues || entry.key.hasSuffix("IdentifiersToUUIDs")) ?? .null)
                }.sorted { $0.key < $1.key })
            case .array(let values)?:
                return .array(values.map { normalized($0) ?? .null })
            default:
                return blankingValues ? .string("UUID") : value
            }
        }
        let leftValue = normalized(left), rightValue = normalized(right)
        guard leftValue != rightValue else { return [] }
        guard case .dictionary(let leftEntries)? = leftValue, case .dictionary(let rightEntries)? = rightValue else {
            return [NibDifference(path: "Info.plist", detail: "differs")]
        }
        var result: [NibDifference] = []
        let rightByKey = Dictionary(rightEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let leftByKey = Dictionary(leftEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (key, value) in leftEntries where rightByKey[key] != value {
            result.append(NibDifference(path: "Info.plist." + key, detail: "\(value) vs \(rightByKey[key].map { "\($0)" } ?? "absent")"))
        }
        for (key, value) in rightEntries where leftByKey[key] == nil {
            result.append(NibDifference(path: "Info.plist." + key, detail: "absent vs \(value)"))
        }
        return result
    }
}
