/// An ICC colour profile for grey with a 2.2 gamma and a D50 white, built from its
/// published definition (ICC.1:2001-04, version 2.1): header, description, copyright, media
/// white point and one tone curve. ibtool embeds Apple's "Generic Gray Gamma 2.2 Profile"
/// in the fallback of every catalog colour; NibForge writes this profile of the same device
/// class and colour space instead (Apple's bytes are not ours to copy), which
/// `nibtool --compare` counts as the same, saying so.
enum GrayColorProfile {
    /// The profile's bytes.
    static let bytes: [UInt8] = build()

    private static func build() -> [UInt8] {
        var tags: [(signature: String, data: [UInt8])] = []
        // 'desc': textDescriptionType with ASCII text only (no Unicode, no ScriptCode).
        let description = Array("NibForge Gray Gamma 2.2".utf8) + [0]
        tags.append(("desc", signature("desc") + [0, 0, 0, 0] + bigEndian(UInt32(description.count)) + description
                     + bigEndian(UInt32(0)) + bigEndian(UInt32(0)) + [0, 0, 0] + [UInt8](repeating: 0, count: 67)))
        tags.append(("cprt", signature("text") + [0, 0, 0, 0] + Array("Public domain; made by NibForge".utf8) + [0]))
        // D50, the profile connection space's white, as s15Fixed16 numbers.
        let d50 = bigEndian(UInt32(0x0000_F6D6)) + bigEndian(UInt32(0x0001_0000)) + bigEndian(UInt32(0x0000_D32D))
        tags.append(("wtpt", signature("XYZ ") + [0, 0, 0, 0] + d50))
        // 'kTRC': one gamma as u8Fixed8 (2.2 is 0x0233).
        tags.append(("kTRC", signature("curv") + [0, 0, 0, 0] + bigEndian(UInt32(1)) + [0x02, 0x33]))

        var offset = 128 + 4 + 12 * tags.count
        var table = bigEndian(UInt32(tags.count))
        var body: [UInt8] = []
        for tag in tags {
            table += signature(tag.signature) + bigEndian(UInt32(offset)) + bigEndian(UInt32(tag.data.count))
            var padded = tag.data
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        var header = bigEndian(UInt32(128 + table.count + body.count))
        header += [0, 0, 0, 0]                              // preferred CMM: none
        header += [0x02, 0x10, 0x00, 0x00]                  // version 2.1
        header += signature("mntr") + signature("GRAY") + signature("XYZ ")
        header += [0x07, 0xEA, 0, 11, 0, 24, 0, 0, 0, 0, 0, 0]  // 2026-11-24 00:00:00
        header += signature("acsp")
        header += [UInt8](repeating: 0, count: 4 + 4 + 4 + 4 + 8)  // platform, flags, manufacturer, model, attributes
        header += bigEndian(UInt32(0))                      // perceptual rendering intent
        header += d50                                       // illuminant
        header += [UInt8](repeating: 0, count: 4 + 16)      // creator, profile id
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + table + body
    }

    private static func signature(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
