import NibArchive

/// Binary property lists and keyed-archive decoding (`bplist00` nibs, `Info.plist`): a
/// property list that reads is written in canonical form, which reads back as the same list
/// and writes back byte for byte; its tree view and the keyed decoding must not trap.
enum KeyedArchiveFuzzCheck {
    static let target = FuzzTarget(
        name: "keyed-archive", summary: "binary property lists and keyed-archive decoding",
        seedSuffixes: [".nib", ".plist"], seedMagic: Array("bplist00".utf8)) { input in check(input) }

    static func check(_ input: [UInt8]) -> [String] {
        guard let plist = try? BinaryPropertyList(bytes: input) else { return [] }
        var violations: [String] = []
        let written = plist.serialized()
        do {
            let reread = try BinaryPropertyList(bytes: written)
            if reread.serialized() != written { violations.append("the written property list does not write back byte for byte") }
        } catch {
            violations.append("the property list read, but its written form does not read back: \(error)")
        }
        _ = try? PropertyListValue(plist)
        if let file = try? CompiledNibFile(bytes: input) { _ = file.dump() }
        return violations
    }
}
