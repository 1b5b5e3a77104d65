/// An object id in Interface Builder's form (`3vA-0s-Jrc`: eight letters and digits, hyphens
/// after the third and the fifth) for an object the compiler creates that the document
/// does not hold.
///
/// Xcode 7 to 10 name a storyboard view nib's upstream placeholders with such an id,
/// drawn at random on every compile (SwiftGen's nine compilations of one storyboard have
/// nine sets of names). NibForge derives the id from a seed instead, so that the same
/// document always compiles to the same bytes (reproducible builds); the name has
/// ibtool's form, and `nibtool --compare` pairs generated names (`GeneratedNamePairing`).
struct GeneratedObjectIdentifier {
    private static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    /// The id for `seed`, the first of its derivations that `isTaken` refuses (an id the
    /// document or the nib already uses).
    static func make(seed: String, isTaken: (String) -> Bool) -> String {
        var attempt = 0
        while true {
            let id = derive(seed + (attempt == 0 ? "" : "#\(attempt)"))
            if !isTaken(id) { return id }
            attempt += 1
        }
    }

    /// Eight base-62 digits of the seed's 64-bit FNV-1a hash, laid out as `xxx-xx-xxx`.
    private static func derive(_ seed: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        var characters: [UInt8] = []
        for position in 0..<8 {
            if position == 3 || position == 5 { characters.append(UInt8(ascii: "-")) }
            characters.append(digits[Int(hash % 62)])
            hash /= 62
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
