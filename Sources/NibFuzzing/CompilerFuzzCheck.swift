import NibArchive
import NibCompiler
import NibDocument

/// The compiler, document bytes to nib: whatever document parses either compiles or is
/// refused with an error, and what it writes is a nib NibForge itself reads back.
enum CompilerFuzzCheck {
    static let target = FuzzTarget(
        name: "compile", summary: "the compiler: document bytes to a nib or storyboardc",
        seedSuffixes: [".xib", ".storyboard"]) { input in check(input) }

    static func check(_ input: [UInt8]) -> [String] {
        guard let document = try? InterfaceDocument(parsing: input), let output = try? NibCompiler.compile(document) else { return [] }
        switch output {
        case .nib(let bytes):
            return (try? CompiledNibFile(bytes: bytes)) == nil ? ["the compiled nib does not read back"] : []
        case .storyboard(let files), .nibDirectory(let files):
            return files.filter { $0.name.hasSuffix(".nib") && (try? CompiledNibFile(bytes: $0.bytes)) == nil }
                .map { "the compiled \($0.name) does not read back" }
        }
    }
}
