/// The `<tool>` element of an XLIFF file's header: which program wrote the file.
///
/// Xcode writes `<tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.2"
/// build-num="15C500b"/>`. NibForge does not pretend to be Xcode: use `nibtool(version:)`.
public struct XLIFFTool: Hashable, Sendable {
    /// `tool-id`, a reverse-DNS identifier.
    public var id: String
    /// `tool-name`.
    public var name: String
    /// `tool-version`; nil leaves the attribute out.
    public var version: String?
    /// `build-num`; nil leaves the attribute out.
    public var buildNumber: String?

    public init(id: String, name: String, version: String? = nil, buildNumber: String? = nil) {
        self.id = id
        self.name = name
        self.version = version
        self.buildNumber = buildNumber
    }

    /// NibForge's own identity: `tool-id="org.nibforge.nibtool" tool-name="nibtool"`.
    public static func nibtool(version: String) -> XLIFFTool {
        XLIFFTool(id: "org.nibforge.nibtool", name: "nibtool", version: version)
    }
}
