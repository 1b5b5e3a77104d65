/// The rules `nibtool check` applies, by the id reports and configuration files use.
public enum CheckRule: String, CaseIterable, Sendable, Hashable {
    /// A custom class the sources do not declare (an error for the module being checked,
    /// a warning without module information).
    case missingClass = "missing-class"
    /// A custom class of another module, whose sources were not given (a note).
    case classInOtherModule = "class-in-other-module"
    /// An outlet or outlet collection the class does not declare: the load crashes with
    /// "not key value coding-compliant for the key".
    case missingOutlet = "missing-outlet"
    /// An action whose target does not implement the selector: "unrecognized selector".
    case missingAction = "missing-action"
    /// A storyboard outlet between scenes, which Interface Builder refuses to compile.
    case crossSceneOutlet = "cross-scene-outlet"
    /// A member that matches only when case is ignored.
    case caseMismatch = "case-mismatch"
    /// An outlet whose declared type cannot hold the object it is connected to.
    case outletType = "outlet-type"
    /// An action sent to First Responder that no class in the sources, and no framework
    /// responder, implements.
    case firstResponderAction = "first-responder-action"
    /// An `@IBOutlet` no document connects (`--unused`).
    case unusedOutlet = "unused-outlet"
    /// An `@IBAction` no document connects (`--unused`).
    case unusedAction = "unused-action"

    /// One line on what the rule finds (SARIF's short description, `nibtool help check`).
    public var summary: String {
        switch self {
        case .missingClass: "a custom class the sources do not declare"
        case .classInOtherModule: "a custom class of another module whose sources were not given"
        case .missingOutlet: "an outlet the class does not declare (\"not key value coding-compliant\" at load)"
        case .missingAction: "an action the target does not implement (\"unrecognized selector\")"
        case .crossSceneOutlet: "a storyboard outlet between scenes"
        case .caseMismatch: "an outlet or action that matches a declaration only when case is ignored"
        case .outletType: "an outlet whose declared type cannot hold the object connected"
        case .firstResponderAction: "an action to First Responder that nothing implements"
        case .unusedOutlet: "an @IBOutlet no document connects"
        case .unusedAction: "an @IBAction no document connects"
        }
    }
}

/// One problem found.
public struct CheckFinding: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public let severity: Severity
    public let rule: CheckRule
    /// What is wrong, naming the document's object, the class and the member, and the
    /// nearest declared name when there is one.
    public let message: String
    /// The document (or, for unused members, the source file) and the place in it.
    public let file: String
    public let line: Int
    public let column: Int
    public let objectID: String?
    public let className: String?
    public let member: String?
}
