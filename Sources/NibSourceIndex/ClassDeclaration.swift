/// Where something is declared: file, line and column (1-based), printed `file:line:col`.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// An outlet, outlet collection or action a class declares for Interface Builder.
public struct DeclaredMember: Hashable, Sendable {
    /// The outlet's property name, or the action's Objective-C selector (`adjustHue:`).
    public let name: String
    /// The outlet's declared type as written (`NSImageView`, `[UILabel]`); nil for actions.
    public let type: String?
    public let position: SourcePosition
}

/// A class declared in a project's sources, with what Interface Builder needs of it.
public struct ClassDeclaration: Hashable, Sendable {
    /// The name in source; nested Swift classes are qualified (`Outer.Inner`).
    public let name: String
    /// The name documents use for it: an `@objc(Name)` rename, else the source name.
    public let runtimeName: String
    /// The first type the class inherits from, as written (its superclass, or a protocol
    /// when the class has no superclass: the source alone cannot tell).
    public let superclass: String?
    /// The other types it conforms to.
    public let protocols: [String]
    public let language: SourceLanguage
    /// Where the class is declared (`class Name`, `@interface Name`).
    public let position: SourcePosition
    public internal(set) var outlets: [DeclaredMember]
    public internal(set) var outletCollections: [DeclaredMember]
    public internal(set) var actions: [DeclaredMember]
    /// `@IBInspectable` properties.
    public internal(set) var inspectables: [DeclaredMember] = []
    /// Every method Objective-C can call, by selector: Swift `@objc`, `@IBAction` and
    /// `@IBSegueAction` methods (all methods of an `@objcMembers` class), Objective-C
    /// methods of any return type. Actions are among them.
    public internal(set) var methods: [DeclaredMember] = []
    /// Every property Objective-C can set by key (Swift `@objc`, `@IBOutlet` and
    /// `@IBInspectable` ones; Objective-C properties and instance variables).
    public internal(set) var properties: [DeclaredMember] = []
}

extension ClassDeclaration {
    /// Adds a member found in the class body, an extension, a category or an implementation.
    mutating func add(_ member: DeclaredMember, as kind: SwiftDeclarationScanner.MemberKind) {
        switch kind {
        case .outlet: outlets.append(member)
        case .outletCollection: outletCollections.append(member)
        case .action: actions.append(member)
        case .inspectable: inspectables.append(member)
        case .method: methods.append(member)
        case .property: properties.append(member)
        }
    }
}
