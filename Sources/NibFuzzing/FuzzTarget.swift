/// One input path NibForge reads, fuzzed: what it does with the bytes and what must hold
/// beyond "no crash". A check returns the properties the input broke (empty when all hold);
/// a reader's error for bad input is not a violation, it is the expected answer.
///
/// The same checks run under libFuzzer (`Fuzz/run`, the `nibfuzz` executable built with
/// `-sanitize=fuzzer,address`) and in the normal test suite, which replays every input a
/// fuzzing run ever found (`Tests/Fixtures/Fuzz/<target>/`).
public struct FuzzTarget: Sendable {
    /// The name `Fuzz/run` takes (`document`, `nibarchive`, ...).
    public let name: String
    /// What the target reads, in a line.
    public let summary: String
    /// The file name endings of seed inputs (from Tests/Fixtures and ../shared/corpus).
    public let seedSuffixes: [String]
    /// The first bytes a seed must start with, when the target reads one format only.
    public let seedMagic: [UInt8]?
    /// Runs the input through the target; returns the broken properties.
    public let check: @MainActor @Sendable (_ input: [UInt8]) -> [String]

    public init(name: String, summary: String, seedSuffixes: [String], seedMagic: [UInt8]? = nil,
                check: @escaping @MainActor @Sendable (_ input: [UInt8]) -> [String]) {
        self.name = name
        self.summary = summary
        self.seedSuffixes = seedSuffixes
        self.seedMagic = seedMagic
        self.check = check
    }

    /// Every target, in the order `Fuzz/run --list` prints them.
    public static let all: [FuzzTarget] = [
        DocumentFuzzCheck.target, NIBArchiveFuzzCheck.target, KeyedArchiveFuzzCheck.target,
        CompiledNibFuzzCheck.target, StringsFuzzCheck.target, XLIFFFuzzCheck.target,
        CompilerFuzzCheck.target, LoaderFuzzCheck.target, StringCatalogFuzzCheck.target,
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
