import NibCore

/// What one `nibtool` run produced: the bytes for standard output, the text for standard
/// error and the exit status. Commands return it instead of printing, so tests can check
/// every byte and the executable stays a thin wrapper.
public struct ToolResult: Sendable {
    /// Bytes for standard output (a property list, a dump, ...).
    public var standardOutput: [UInt8] = []
    /// Text for standard error: compiler-style `path:line:col: error: ...` lines.
    public var standardError: String = ""
    /// The process exit status: 0 success, 1 failure, 64 no arguments (as ibtool).
    public var exitStatus: Int32 = 0

    public init() {}

    /// Standard output decoded as UTF-8, for tests and text formats.
    public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }

    /// Records an error that stopped a command: its compiler-style line on standard error
    /// (a `Diagnostic` as it is, anything else as an error about `path`) and exit status 1.
    mutating func fail(with error: any Error, path: String?) {
        let diagnostic = error as? Diagnostic ?? Diagnostic.error("\(error)", path: path)
        standardError += diagnostic.description + "\n"
        exitStatus = 1
    }
}
