import NibArchive

/// A compiled nib file, whichever encoding its bytes start with (what `nibtool --dump` reads
/// from apps being audited): it reads, dumps, and writes back as the bytes it came from when
/// it is in the layout Apple writes; otherwise its written form reads and dumps the same.
enum CompiledNibFuzzCheck {
    static let target = FuzzTarget(
        name: "compiled-nib", summary: "compiled nib files, either encoding, read and dumped",
        seedSuffixes: [".nib"]) { input in check(input) }

    static func check(_ input: [UInt8]) -> [String] {
        guard let file = try? CompiledNibFile(bytes: input) else { return [] }
        let dump = withoutByteCount(file.dump())
        let written = file.serialized()
        guard let reread = try? CompiledNibFile(bytes: written) else {
            return ["the nib read, but its written form does not read back"]
        }
        let rewritten = withoutByteCount(reread.dump())
        guard rewritten != dump else { return [] }
        return ["the written nib dumps differently from the nib it came from" + FirstDifference.describe(dump, rewritten)]
    }

    /// The dump without its first line's file size, which normalising may change.
    private static func withoutByteCount(_ dump: String) -> String {
        guard let newline = dump.firstIndex(of: "\n") else { return dump }
        let header = dump[..<newline]
        guard let comma = header.lastIndex(of: ",") else { return dump }
        return String(header[..<comma]) + String(dump[newline...])
    }
}
