/// A message about an input file, printed in the compiler style `path:line:col: severity: message`.
///
/// Every layer of NibForge reports problems with the same type so the command line can
/// print them uniformly and put them in ibtool's `com.apple.ibtool.document.errors` /
/// `.warnings` / `.notices` plist entries.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is. The raw values are the words printed in messages.
    public enum Severity: String, Sendable, Comparable {
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// What is wrong, in words a user understands, without the location prefix.
    public var message: String
    /// The file the message is about; nil when it is not about a file (a bad flag).
    public var path: String?
    /// Where in the file; nil when the message is about the whole file.
    public var location: SourceLocation?
    /// The object the message is about (an Interface Builder object id), when there is one.
    public var objectID: String?

    public init(
        _ severity: Severity, _ message: String, path: String? = nil,
        location: SourceLocation? = nil, objectID: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
        self.objectID = objectID
    }

    /// An error diagnostic.
    public static func error(_ message: String, path: String? = nil, location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, path: path, location: location)
    }

    /// A warning diagnostic.
    public static func warning(_ message: String, path: String? = nil, location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, path: path, location: location)
    }

    /// The same diagnostic, attributed to `path` unless it already names a file.
    public func inFile(_ path: String) -> Diagnostic {
        var copy = self
        if copy.path == nil { copy.path = path }
        return copy
    }

    /// `path:line:col: severity: message`; parts that are unknown are left out.
    public var description: String {
        var prefix = ""
        if let path { prefix += path + ":" }
        if let location { prefix += "\(location.line):\(location.column):" }
        if !prefix.isEmpty { prefix += " " }
        return prefix + "\(severity.rawValue): \(message)"
    }
}
