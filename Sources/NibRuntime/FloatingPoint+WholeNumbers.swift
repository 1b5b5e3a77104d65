extension BinaryFloatingPoint {
    /// The value rounded towards positive infinity, as an `Int`; 0 for NaN, infinities and
    /// magnitudes beyond 10^15, so geometry read from a damaged document can never trap.
    var roundedUpToInt: Int {
        guard isFinite, Swift.abs(self) < 1e15 else { return 0 }
        let truncated = Int(self)
        return Self(truncated) < self ? truncated + 1 : truncated
    }

    /// The value rounded towards negative infinity, as an `Int`; 0 where ``roundedUpToInt`` is.
    var roundedDownToInt: Int {
        guard isFinite, Swift.abs(self) < 1e15 else { return 0 }
        let truncated = Int(self)
        return Self(truncated) > self ? truncated - 1 : truncated
    }
}
