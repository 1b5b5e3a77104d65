import NibArchive

/// The NIBArchive container. An archive in the layout Apple writes (every Apple-made file in
/// the corpus) writes back byte for byte; any other archive that reads (non-minimal varints,
/// sections out of order) is written in that layout, which must read back as the same archive
/// and then write back byte for byte.
enum NIBArchiveFuzzCheck {
    static let target = FuzzTarget(
        name: "nibarchive", summary: "NIBArchive container (UIKit compiled nibs)",
        seedSuffixes: [".nib"], seedMagic: Array("NIBArchive".utf8)) { input in check(input) }

    static func check(_ input: [UInt8]) -> [String] {
        guard let archive = try? NIBArchive(bytes: input) else { return [] }
        let written = archive.serialized()
        guard let reread = try? NIBArchive(bytes: written) else {
            return ["the archive read, but its written form does not read back"]
        }
        var violations: [String] = []
        if reread != archive { violations.append("the written archive reads back as a different archive") }
        if reread.serialized() != written { violations.append("the written archive does not write back byte for byte") }
        return violations
    }
}
