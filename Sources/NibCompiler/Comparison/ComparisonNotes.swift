/// What a comparison accepted as equal without the bytes being the same, so that
/// `nibtool --compare` can say so: a comparison that passes only by these rules is still
/// reported as equal, and the reader is told which rules it took.
public struct ComparisonNotes: Equatable, Sendable {
    /// Two ICC profiles counted as equal for being of one kind (`ColorProfileKind`): NibForge
    /// builds its own profiles where ibtool embeds Apple's.
    public var profilesMatchedByKind = false
    /// Names ibtool generates at random on every compile (Xcode 7-10's upstream placeholder
    /// names), left name → right name, that were paired because they stand for each other
    /// everywhere (`GeneratedNamePairing`).
    public var pairedGeneratedNames: [String: String] = [:]
    /// Views (constraint lists) whose layout constraints all match but stand in another
    /// order. Not a difference: UIKit solves the same layout whatever the order. But ibtool
    /// writes one order, the same on every compile and from Xcode 9 to 12.5 (measured on
    /// documents compiled several times in `ios-carthage-builds`), so the count says how far
    /// a compiled nib is from Apple's in order alone.
    public var constraintListsInAnotherOrder = 0
    /// Runs of a UIKit nib's connections of one class and label that all match but stand in
    /// another order. Not a difference: UIKit makes each connection on its own, and ibtool's
    /// order among connections of one label is not stable (it changes between builds of one
    /// document and between the variants of one nib in one build; `GraphComparator`).
    public var connectionRunsInAnotherOrder = 0
    /// Runs of upstream placeholders among a UIKit nib's top-level objects that all match but
    /// stand in another order. Not a difference: UIKit finds each by name, and ibtool's order
    /// among them is not stable (`GraphComparator`).
    public var placeholderRunsInAnotherOrder = 0
    /// Runtime attribute values (`NSNumber`s) that matched by value in another encoding (the
    /// integer 10 against 10.0): ibtool shares one number object among equal numbers, encoded
    /// as the first it meets in hash order (`GraphComparator`).
    public var runtimeAttributeNumbersMatchedByValue = 0
    /// Date pickers showing the current date whose archived dates differ: ibtool archives the
    /// time it ran when the document names no date, and UIKit replaces it when the nib loads.
    public var compileTimeDates = 0

    /// No notes.
    public init() {}

    /// Adds the counts of `other` (a nested nib's, or one comparator's) to these.
    mutating func addCounts(of other: ComparisonNotes) {
        constraintListsInAnotherOrder += other.constraintListsInAnotherOrder
        connectionRunsInAnotherOrder += other.connectionRunsInAnotherOrder
        placeholderRunsInAnotherOrder += other.placeholderRunsInAnotherOrder
        runtimeAttributeNumbersMatchedByValue += other.runtimeAttributeNumbersMatchedByValue
        compileTimeDates += other.compileTimeDates
    }

    /// `count` and the phrase it takes: "1 view lists its", "3 views list their".
    private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        count == 1 ? "1 \(one)" : "\(count) \(many)"
    }

    /// One `note:` line for each rule the comparison took, for the start of its report.
    public var lines: [String] {
        var result: [String] = []
        if profilesMatchedByKind {
            result.append("note: ICC colour profiles were compared by device class and colour space, not byte for byte")
        }
        if !pairedGeneratedNames.isEmpty {
            let pairs = pairedGeneratedNames.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
            result.append("note: \(pairedGeneratedNames.count) placeholder names that ibtool generates at random were paired: \(pairs)")
        }
        if constraintListsInAnotherOrder > 0 {
            result.append("note: \(Self.counted(constraintListsInAnotherOrder, "view lists its", "views list their")) layout constraints in another order than the right side")
        }
        if connectionRunsInAnotherOrder > 0 {
            result.append("note: \(Self.counted(connectionRunsInAnotherOrder, "run", "runs")) of connections of one name in another order than the right side (ibtool's order among them is not stable)")
        }
        if placeholderRunsInAnotherOrder > 0 {
            result.append("note: \(Self.counted(placeholderRunsInAnotherOrder, "nib lists its", "nibs list their")) upstream placeholders in another order than the right side (ibtool's order among them is not stable)")
        }
        if runtimeAttributeNumbersMatchedByValue > 0 {
            result.append("note: \(Self.counted(runtimeAttributeNumbersMatchedByValue, "runtime attribute number", "runtime attribute numbers")) matched by value in another encoding (ibtool shares equal numbers, encoded as the first it meets)")
        }
        if compileTimeDates > 0 {
            result.append("note: \(Self.counted(compileTimeDates, "date picker's date differs", "date pickers' dates differ")) (ibtool archives the time it ran for a picker showing the current date, and UIKit replaces it)")
        }
        return result
    }
}
