extension Double {
    /// The largest magnitude converted to `Int`; beyond it (and for NaN) conversions give 0,
    /// so geometry read from a damaged document can never trap.
    private static let convertibleMagnitude = 1e15

    /// The value rounded towards positive infinity, as an `Int` (0 when not finite or huge).
    ///
    /// Written without `ceil` so the module links against the standard library alone on Linux.
    var roundedUpToInt: Int {
        guard isFinite, Swift.abs(self) < Self.convertibleMagnitude else { return 0 }
        let truncated = Int(self)
        return Double(truncated) < self ? truncated + 1 : truncated
    }

    /// The value rounded towards negative infinity, as an `Int` (0 when not finite or huge).
    var roundedDownToInt: Int {
        guard isFinite, Swift.abs(self) < Self.convertibleMagnitude else { return 0 }
        let truncated = Int(self)
        return Double(truncated) > self ? truncated - 1 : truncated
    }

    /// `12` rather than `12.0` for whole numbers, so geometry prints the way Interface Builder shows it.
    var compactDescription: String {
        guard isFinite, Swift.abs(self) < Self.convertibleMagnitude, Double(Int(self)) == self else { return String(self) }
        return String(Int(self))
    }
}
