import NibLocalization

/// `.strings` files in every encoding the reader accepts (UTF-8, UTF-16 with or without a
/// byte order mark, NeXTSTEP Latin): a file that parses, written again (UTF-8 and UTF-16
/// little-endian with a mark, as ibtool writes), parses to the same table.
enum StringsFuzzCheck {
    static let target = FuzzTarget(
        name: "strings", summary: ".strings files (UTF-8, UTF-16, NeXTSTEP Latin)",
        seedSuffixes: [".strings"]) { input in check(input) }

    static func check(_ input: [UInt8]) -> [String] {
        guard let table = try? StringsFileReader.read(input) else { return [] }
        var violations: [String] = []
        for encoding in [StringsOutputEncoding.utf8, .utf16LittleEndianWithByteOrderMark] {
            let written = StringsFileWriter.bytes(for: table.entries, encoding: encoding)
            guard let reread = try? StringsFileReader.read(written) else {
                violations.append("the table written as \(encoding) does not parse")
                continue
            }
            let pairs = reread.entries.map { [$0.key, $0.value] }
            if pairs != table.entries.map({ [$0.key, $0.value] }) {
                violations.append("the table written as \(encoding) parses to different entries")
            }
        }
        return violations
    }
}
