/// An iOS version (`12.3`): a deployment target, or the first release a nib variant runs on.
public struct PlatformVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    /// The version `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The version a deployment target names (`9.0`, `12.3`, `15`); nil for other text.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard let major = parts.first ?? nil, (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        self.init(major, parts.count > 1 ? parts[1] ?? 0 : 0)
    }

    public static func < (left: PlatformVersion, right: PlatformVersion) -> Bool {
        (left.major, left.minor) < (right.major, right.minor)
    }

    /// `12.3`, `13.0`: as ibtool names its variants (`objects-13.0+.nib`).
    public var description: String { "\(major).\(minor)" }
}
