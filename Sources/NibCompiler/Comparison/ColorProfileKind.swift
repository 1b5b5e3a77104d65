/// What an ICC colour profile is for, read from its header: the device class and colour
/// space (`mntr`/`GRAY`). `nibtool --compare` counts two profiles of one kind as equal:
/// NibForge builds its own profiles where ibtool embeds Apple's (same kind, other bytes).
struct ColorProfileKind: Hashable {
    /// Header bytes 12..<20: device class, then colour space.
    var signature: [UInt8]

    /// The kind of `bytes` when they are an ICC profile (`acsp` at offset 36), else nil.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 128, Array(bytes[36..<40]) == Array("acsp".utf8) else { return nil }
        signature = Array(bytes[12..<20])
    }
}
