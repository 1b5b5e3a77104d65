import Foundation

/// An ICC colour profile for sRGB, built from IEC 61966-2.1: the primaries and white of
/// sRGB adapted to the profile connection space's D50 white (Bradford), and sRGB's tone
/// curve (a linear segment below 0.04045, then a 2.4 power) sampled at 1024 points. ibtool
/// embeds Apple's sRGB profile in RGB catalog colour fallbacks (`linkColor`); NibForge
/// writes this one instead.
enum SRGBColorProfile {
    /// The profile's bytes.
    static let bytes: [UInt8] = {
        var writer = ICCProfileWriter(colorSpace: "RGB ", description: "NibForge sRGB IEC 61966-2.1")
        writer.add("rXYZ", ICCProfileWriter.xyz((0.4360747, 0.2225045, 0.0139322)))
        writer.add("gXYZ", ICCProfileWriter.xyz((0.3850649, 0.7168786, 0.0971045)))
        writer.add("bXYZ", ICCProfileWriter.xyz((0.1430804, 0.0606169, 0.7141733)))
        let curve = ICCProfileWriter.sampledCurve(count: 1024, StandardRGBCurve.linear)
        for channel in ["rTRC", "gTRC", "bTRC"] { writer.add(channel, curve) }
        return writer.bytes()
    }()
}
