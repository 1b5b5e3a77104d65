import Foundation

/// sRGB's tone curve (IEC 61966-2.1): a linear segment near black, then a 2.4 power. Shared
/// by the Cocoa compiler's sRGB profile, which samples it, and Cocoa Touch's colour
/// conversions, which decode and encode components with it.
enum StandardRGBCurve {
    /// An sRGB-encoded component as a linear value, the inverse of `encoded(_:)` over 0...1.
    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// A linear value sRGB-encoded, negative values mirrored (ibtool keeps out-of-gamut
    /// components rather than clipping them).
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}
