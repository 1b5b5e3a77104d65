/// What one `nibtool` invocation asks for, after argument parsing.
public struct ToolOptions: Equatable, Sendable {
    /// The information keys ibtool prints (`--objects`, `--hierarchy`, ...).
    public enum InformationKey: String, CaseIterable, Sendable {
        case classes, connections, errors, hierarchy, notices, objects, versionHistory = "version-history", warnings

        /// The flag that asks for it.
        public var flag: String { "--" + rawValue }
        /// The key it has in the output dictionary.
        public var plistKey: String { "com.apple.ibtool.document." + rawValue }
    }

    /// Information keys requested, in no particular order (output keys are sorted).
    public var informationKeys: Set<InformationKey> = []
    /// `--version`: print the tool's version dictionary.
    public var printVersion = false
    /// `--output-format`.
    public var outputFormat: OutputFormat = .xml
    /// `--write PATH`: write the (possibly modified) document there, atomically.
    public var writePath: String?
    /// `--upgrade`: write the Interface Builder 3 archive given as a modern document
    /// (to `--write`).
    public var upgrade = false
    /// `--dump`: print a compiled nib's object graph.
    public var dump = false
    /// The input document, when one was given.
    public var documentPath: String?
    /// The inputs after the first: only `--link` takes more than one.
    public var additionalDocumentPaths: [String] = []
    /// The localisation commands (`--export-strings-file`, `--import-xliff`, ...).
    public var localization = LocalizationOptions()
    /// The compile and compare flags (`--compile`, `--compare`, `--module`, ...).
    public var compile = CompileToolOptions()

    public init() {}
}

/// The output forms of ibtool's `--output-format`.
public enum OutputFormat: String, Sendable {
    /// An XML property list (`xml1`), the default.
    case xml = "xml1"
    /// A binary property list (`binary1`).
    case binary = "binary1"
    /// Readable text: `/* key */` headers, compiler-style message lines, old-style plist values.
    case humanReadable = "human-readable-text"
}
