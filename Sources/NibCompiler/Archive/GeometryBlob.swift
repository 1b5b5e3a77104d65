/// UIKit's binary geometry value: the float64 type code `07`, then 2 or 4 little-endian
/// float64s (17 or 33 bytes), as UINibEncoder writes `UIBounds`, `UICenter` and insets.
enum GeometryBlob {
    static func encode(_ values: [Double]) -> [UInt8] {
        var bytes: [UInt8] = [7]
        bytes.reserveCapacity(1 + 8 * values.count)
        for value in values {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}
