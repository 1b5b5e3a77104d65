import Foundation
import NibCompiler

/// One line of a compile pair table (`PAIRS.tsv`): a document kept as a fixture beside the
/// output Apple's ibtool made from it, and how ibtool was run.
public struct CompilePair: Sendable {
    /// The pair's folder name.
    public var name: String
    /// The `--module` Xcode passed, if any.
    public var module: String?
    /// Whether NibForge's output equals Apple's today.
    public var isEqual: Bool
    /// The folder the document was compiled from (`Base.lproj`), when it matters.
    public var folder: String?
    /// How many of Apple's nibs for it compile equal today, and how many there are.
    public var equalFiles: Int
    public var files: Int
    /// The Xcode release that compiled it (`9.2`), for `--ibtool-version`, if known.
    public var ibtoolVersion: String?
    /// The further flags ibtool was given (`--flatten NO`), as words.
    public var flags: [String]

    /// The options ibtool compiled the pair with.
    public var options: CompileOptions {
        var options = CompileOptions(module: module)
        options.cocoaTouchRelease = ibtoolVersion.flatMap(CocoaTouchRelease.init(ibtoolVersion:))
        options.flatten = flattens
        return options
    }

    /// False when ibtool was given `--flatten NO`.
    public var flattens: Bool {
        guard let index = flags.firstIndex(of: "--flatten"), index + 1 < flags.count else { return true }
        return flags[index + 1].uppercased() != "NO"
    }

    /// The pairs a table lists, in its order (`FixtureTable`).
    public static func pairs(inTableAt path: String) throws -> [CompilePair] {
        try FixtureTable.rows(inTableAt: path).map { fields in
            func field(_ index: Int) -> String? { index < fields.count ? fields[index] : nil }
            let counts = (field(4) ?? "").split(separator: "/").compactMap { Int($0) }
            return CompilePair(name: field(0) ?? "", module: field(1), isEqual: field(2) == "equal", folder: field(3),
                               equalFiles: counts.first ?? 0, files: counts.last ?? 0, ibtoolVersion: field(5),
                               flags: (field(6) ?? "").split(separator: " ").map(String.init))
        }
    }
}
