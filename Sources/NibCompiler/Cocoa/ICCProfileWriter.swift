/// Writes ICC colour profiles (ICC.1:2001-04, version 2.1) from their tags: the header
/// (device class, colour space, D50 illuminant), the tag table and the tag data.
///
/// ibtool embeds Apple's own profiles in catalog colour fallbacks; NibForge writes profiles
/// of the same device class and colour space, built from their published definitions,
/// which `nibtool --compare` counts as the same, saying so.
struct ICCProfileWriter {
    /// The profile's colour space signature (`GRAY`, `RGB `).
    let colorSpace: String
    private var tags: [(signature: String, data: [UInt8])] = []

    init(colorSpace: String, description: String) {
        self.colorSpace = colorSpace
        // 'desc': textDescriptionType with ASCII text only (no Unicode, no ScriptCode).
        let text = Array(description.utf8) + [0]
        add("desc", Self.signature("desc") + [0, 0, 0, 0] + Self.bigEndian(UInt32(text.count)) + text
            + Self.bigEndian(UInt32(0)) + Self.bigEndian(UInt32(0)) + [0, 0, 0] + [UInt8](repeating: 0, count: 67))
        add("cprt", Self.signature("text") + [0, 0, 0, 0] + Array("Public domain; made by NibForge".utf8) + [0])
        add("wtpt", Self.xyz(Self.d50))
    }

    /// D50, the profile connection space's white.
    static let d50 = (x: 0.9642, y: 1.0, z: 0.8249)

    mutating func add(_ signature: String, _ data: [UInt8]) { tags.append((signature, data)) }

    /// An `XYZ ` tag of one colour as s15Fixed16 numbers.
    static func xyz(_ value: (x: Double, y: Double, z: Double)) -> [UInt8] {
        signature("XYZ ") + [0, 0, 0, 0] + s15Fixed16(value.x) + s15Fixed16(value.y) + s15Fixed16(value.z)
    }

    /// A `curv` tag of one gamma (u8Fixed8).
    static func gammaCurve(_ gamma: Double) -> [UInt8] {
        let fixed = UInt16((gamma * 256).rounded())
        return signature("curv") + [0, 0, 0, 0] + bigEndian(UInt32(1)) + [UInt8(fixed >> 8), UInt8(fixed & 0xFF)]
    }

    /// A `curv` tag sampling `transfer` (0...1 → 0...1) at `count` points, as uInt16s.
    static func sampledCurve(count: Int, _ transfer: (Double) -> Double) -> [UInt8] {
        var data = signature("curv") + [0, 0, 0, 0] + bigEndian(UInt32(count))
        for index in 0..<count {
            let value = UInt16((min(max(transfer(Double(index) / Double(count - 1)), 0), 1) * 65535).rounded())
            data += [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        return data
    }

    /// The profile's bytes.
    func bytes() -> [UInt8] {
        var offset = 128 + 4 + 12 * tags.count
        var table = Self.bigEndian(UInt32(tags.count))
        var body: [UInt8] = []
        for tag in tags {
            table += Self.signature(tag.signature) + Self.bigEndian(UInt32(offset)) + Self.bigEndian(UInt32(tag.data.count))
            var padded = tag.data
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        var header = Self.bigEndian(UInt32(128 + table.count + body.count))
        header += [0, 0, 0, 0]                              // preferred CMM: none
        header += [0x02, 0x10, 0x00, 0x00]                  // version 2.1
        header += Self.signature("mntr") + Self.signature(colorSpace) + Self.signature("XYZ ")
        header += [0x07, 0xEA, 0, 11, 0, 24, 0, 0, 0, 0, 0, 0]  // 2026-11-24 00:00:00
        header += Self.signature("acsp")
        header += [UInt8](repeating: 0, count: 4 + 4 + 4 + 4 + 8)  // platform, flags, manufacturer, model, attributes
        header += Self.bigEndian(UInt32(0))                 // perceptual rendering intent
        header += Array(Self.xyz(Self.d50).suffix(12))      // illuminant
        header += [UInt8](repeating: 0, count: 4 + 16)      // creator, profile id
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + table + body
    }

    static func signature(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func s15Fixed16(_ value: Double) -> [UInt8] {
        bigEndian(UInt32(bitPattern: Int32((value * 65536).rounded())))
    }
}
