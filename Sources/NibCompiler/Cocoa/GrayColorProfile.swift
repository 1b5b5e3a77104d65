/// An ICC colour profile for grey with a 2.2 gamma and a D50 white, built from its
/// published definition. ibtool embeds Apple's "Generic Gray Gamma 2.2 Profile" in the
/// fallback of catalog colours; NibForge writes this profile of the same device class and
/// colour space instead (Apple's bytes are not ours to copy).
enum GrayColorProfile {
    /// The profile's bytes.
    static let bytes: [UInt8] = {
        var writer = ICCProfileWriter(colorSpace: "GRAY", description: "NibForge Gray Gamma 2.2")
        writer.add("kTRC", ICCProfileWriter.gammaCurve(2.2))
        return writer.bytes()
    }()
}
