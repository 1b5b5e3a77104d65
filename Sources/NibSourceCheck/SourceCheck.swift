import NibCore
import NibDocument
import NibExplorer
import NibSourceIndex

/// Checks documents against the classes their sources declare: the promise a custom class,
/// an outlet or an action makes in Interface Builder (seed 002), kept or broken before
/// anything runs. Each `CheckRule` says what it finds.
///
/// Objects without a custom class are never reported; a class the sources do not declare
/// has its members left unchecked; when a class's chain leaves the sources at a class
/// NibForge does not know, a member not found is a warning, not an error.
public struct SourceCheck {
    public let index: SourceIndex
    /// Rules not to apply.
    public var disabledRules: Set<CheckRule> = []
    /// Report `@IBOutlet`s and `@IBAction`s no document connects.
    public var reportsUnused = false

    /// Class name → outlet and action names some document connects (for `--unused`).
    private var usedOutlets: [String: Set<String>] = [:]
    private var usedActions: [String: Set<String>] = [:]

    public init(index: SourceIndex) {
        self.index = index
    }

    /// Every selector some class of the sources implements (First Responder actions).
    private lazy var selectorsInSources: Set<String> = Set((index.classes + index.additions.values).flatMap { $0.methods.map(\.name) })

    /// The findings for one document, in document order.
    public mutating func check(_ document: InterfaceDocument) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        let path = document.path ?? "document"

        func report(_ severity: CheckFinding.Severity, _ rule: CheckRule, _ message: String, at element: MarkupElementLocation,
                    object: InterfaceObject?, className: String?, member: String?) {
            guard !disabledRules.contains(rule) else { return }
            findings.append(CheckFinding(severity: severity, rule: rule, message: message, file: path, line: element.line, column: element.column,
                                         objectID: object?.id, className: className, member: member))
        }
        func location(_ object: InterfaceObject) -> MarkupElementLocation {
            MarkupElementLocation(document.location(of: object.element))
        }

        // Classes.
        var resolved: [Int: ResolvedClass] = [:]
        for (index, object) in document.objects.enumerated() {
            guard var customClass = object.customClass, !Self.isIgnoredPlaceholder(object) else { continue }
            // Cocoa's Application placeholder is the shared application whatever class the
            // document gives it (templates write NSObject).
            if object.placeholder == .application, customClass == "NSObject" { customClass = "NSApplication" }
            if let resolvedClass = ResolvedClass(named: customClass, module: object.customModule, index: self.index, near: document.path) {
                resolved[index] = resolvedClass
                continue
            }
            let label = Self.describe(object, in: document)
            if object.customModuleProvider == "target" {
                report(.error, .missingClass, "\(label) has the custom class '\(customClass)', which the sources do not declare\(nearestClass(customClass))",
                       at: location(object), object: object, className: customClass, member: nil)
            } else if let module = object.customModule {
                report(.note, .classInOtherModule, "\(label) has the custom class '\(customClass)' of module '\(module)', whose sources were not given; its outlets and actions are not checked",
                       at: location(object), object: object, className: customClass, member: nil)
            } else {
                report(.warning, .missingClass, "\(label) has the custom class '\(customClass)', which the sources do not declare (it may come from a library)\(nearestClass(customClass))",
                       at: location(object), object: object, className: customClass, member: nil)
            }
        }

        // Connections.
        for connection in document.connections {
            let source = document.objects[connection.source]
            let place = MarkupElementLocation(document.location(of: connection.element))
            switch connection.kind {
            case .outlet(let property), .outletCollection(let property, _):
                let isCollection: Bool = if case .outletCollection = connection.kind { true } else { false }
                if document.kind == .storyboard, let destination = connection.destination,
                   let sourceScene = source.sceneID, let destinationScene = document.objects[destination].sceneID, sourceScene != destinationScene {
                    report(.error, .crossSceneOutlet, "outlet '\(property)' of \(Self.describe(source, in: document)) connects to \(Self.describe(document.objects[destination], in: document)) in another scene; Interface Builder cannot compile outlets between scenes",
                           at: place, object: source, className: source.customClass, member: property)
                }
                guard source.customClass != nil, let resolvedClass = resolved[connection.source] else { continue }
                let className = source.customClass ?? source.className
                usedOutlets[resolvedClass.declarations.first?.name ?? className, default: []].insert(property)
                let keys = resolvedClass.settableKeys
                if let key = keys.first(where: { $0.name == property }) {
                    if let destination = connection.destination {
                        checkType(key.type, collection: isCollection, destination: destination, in: document, property: property, source: source,
                                  className: className, at: place, report: report)
                    }
                    continue
                }
                let kind = isCollection ? "outlet collection" : "outlet"
                if let match = keys.first(where: { $0.name.lowercased() == property.lowercased() }) {
                    report(.warning, .caseMismatch, "\(kind) '\(property)' of \(Self.describe(source, in: document)) matches '\(match.name)' of \(className) only when case is ignored",
                           at: place, object: source, className: className, member: property)
                    continue
                }
                var suggestion = Self.nearest(property, among: keys.map(\.name))
                if suggestion.isEmpty, let destination = connection.destination {
                    // No name is close: the one outlet declared with the connected object's type.
                    let destinationObject = document.objects[destination]
                    let destinationClass = destinationObject.customClass ?? destinationObject.className
                    let sameType = Set(keys.filter { $0.type == destinationClass || $0.type == "[\(destinationClass)]" }.map(\.name))
                    if sameType.count == 1, let name = sameType.first { suggestion = "; did you mean '\(name)' (declared as \(destinationClass))?" }
                }
                let message = "\(kind) '\(property)' of \(Self.describe(source, in: document)) is not declared by \(className)\(suggestion)"
                report(resolvedClass.isComplete ? .error : .warning, .missingOutlet,
                       resolvedClass.isComplete ? message : message + " (nor, as far as the sources go, by its superclasses; \(className)'s chain leaves the sources at a class NibForge does not know)",
                       at: place, object: source, className: className, member: property)
            case .action(let selector, _):
                guard let targetIndex = connection.destination else { continue }
                let target = document.objects[targetIndex]
                if Self.isFirstResponder(target) {
                    if !FrameworkClasses.standardResponderActions.contains(selector), !selectorsInSources.contains(selector),
                       !FrameworkClasses.table.values.contains(where: { $0.actions.contains(selector) }) {
                        report(.warning, .firstResponderAction, "action '\(selector)' of \(Self.describe(source, in: document)) is sent to First Responder, but no class in the sources and no framework responder implements it\(Self.nearest(selector, among: Array(selectorsInSources)))",
                               at: place, object: source, className: nil, member: selector)
                    }
                    continue
                }
                guard target.customClass != nil, let resolvedClass = resolved[targetIndex] else { continue }
                let className = target.customClass ?? target.className
                usedActions[resolvedClass.declarations.first?.name ?? className, default: []].insert(selector)
                let selectors = resolvedClass.selectors
                if selectors.contains(selector) { continue }
                if let match = selectors.first(where: { $0.lowercased() == selector.lowercased() }) {
                    report(.warning, .caseMismatch, "action '\(selector)' of \(Self.describe(source, in: document)) matches '\(match)' of \(className) only when case is ignored",
                           at: place, object: source, className: className, member: selector)
                    continue
                }
                let message = "action '\(selector)' of \(Self.describe(source, in: document)) is sent to \(Self.describe(target, in: document)), whose class \(className) does not implement it\(Self.nearest(selector, among: selectors))"
                report(resolvedClass.isComplete ? .error : .warning, .missingAction,
                       resolvedClass.isComplete ? message : message + " (as far as the sources go)",
                       at: place, object: source, className: className, member: selector)
            case .binding, .segue:
                continue
            }
        }
        return findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// `@IBOutlet`s and `@IBAction`s of the sources that no checked document connects, at
    /// their declaration (`--unused`).
    public func unusedFindings() -> [CheckFinding] {
        guard reportsUnused else { return [] }
        var findings: [CheckFinding] = []
        for declaration in index.classes {
            let outlets = usedOutlets[declaration.name] ?? []
            let actions = usedActions[declaration.name] ?? []
            if !disabledRules.contains(.unusedOutlet) {
                for outlet in declaration.outlets + declaration.outletCollections where !outlets.contains(outlet.name) {
                    findings.append(CheckFinding(severity: .warning, rule: .unusedOutlet, message: "outlet '\(outlet.name)' of \(declaration.name) is connected in no document checked",
                                                 file: outlet.position.file, line: outlet.position.line, column: outlet.position.column,
                                                 objectID: nil, className: declaration.name, member: outlet.name))
                }
            }
            if !disabledRules.contains(.unusedAction) {
                var reported: Set<String> = []
                // An action declared in a header and defined in the implementation is one action.
                for action in declaration.actions where !actions.contains(action.name) && reported.insert(action.name).inserted {
                    findings.append(CheckFinding(severity: .warning, rule: .unusedAction, message: "action '\(action.name)' of \(declaration.name) is connected in no document checked",
                                                 file: action.position.file, line: action.position.line, column: action.position.column,
                                                 objectID: nil, className: declaration.name, member: action.name))
                }
            }
        }
        return findings
    }

    // MARK: Rules' details

    private func checkType(_ declaredType: String?, collection: Bool, destination: Int, in document: InterfaceDocument, property: String,
                           source: InterfaceObject, className: String, at place: MarkupElementLocation,
                           report: (CheckFinding.Severity, CheckRule, String, MarkupElementLocation, InterfaceObject?, String?, String?) -> Void) {
        guard var type = declaredType else { return }
        if collection || type.hasPrefix("[") { type = type.trimmingCharacters(in: ["[", "]"]) }
        type = type.trimmingCharacters(in: ["!", "?", " "])
        if type.hasPrefix("weak ") { type.removeFirst(5) }
        // Only plain class names the check knows: protocols, generics and `Any` are skipped.
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              index.declaration(of: type) != nil || FrameworkClasses.knows(type), !["NSObject", "AnyObject", "Any", "id"].contains(type) else { return }
        let target = document.objects[destination]
        guard !Self.isIgnoredPlaceholder(target), target.placeholder == nil else { return }
        let targetClass = target.customClass ?? target.className
        guard let resolvedTarget = ResolvedClass(named: targetClass, module: target.customModule, index: index, near: document.path), resolvedTarget.isComplete else { return }
        if resolvedTarget.isKind(of: type) { return }
        report(.warning, .outletType, "outlet '\(property)' of \(Self.describe(source, in: document)) is declared as \(type), which cannot hold \(Self.describe(target, in: document)) (\(targetClass))",
               place, source, className, property)
    }

    /// Placeholders whose custom class is Interface Builder's own (First Responder's
    /// `FirstResponder` or, in storyboards, `NSResponder`; Exit), not a class of the app.
    static func isIgnoredPlaceholder(_ object: InterfaceObject) -> Bool {
        switch object.placeholder {
        case .exit, .storyboardReference: true
        default: isFirstResponder(object)
        }
    }

    /// First Responder: the placeholder of xibs, or a storyboard scene's
    /// `sceneMemberID="firstResponder"` object.
    static func isFirstResponder(_ object: InterfaceObject) -> Bool {
        object.placeholder == .firstResponder || object.customClass == "FirstResponder"
            || object.element[attribute: "sceneMemberID"] == "firstResponder"
    }

    /// "File's Owner (id -2)", "Menu Item (Quit) (id 23)": the names Interface Builder shows.
    static func describe(_ object: InterfaceObject, in document: InterfaceDocument) -> String {
        let label = document.indexOfObject(withID: object.id).map { ExplorerLabels.label(of: $0, in: document) } ?? object.label
        return "\(label) (id \(object.id))"
    }

    private func nearestClass(_ name: String) -> String {
        Self.nearest(name, among: index.classes.map(\.runtimeName))
    }

    /// "; did you mean 'x'?" for the nearest name within a third of the length, else (for
    /// selectors) one whose first keyword starts the other's (`tapped:` for
    /// `tappedWithSender:`, the Swift 2 and Swift 3 names of one method).
    static func nearest(_ name: String, among names: [String]) -> String {
        let candidates = Array(Set(names)).sorted()
        if let nearest = EditDistance.nearest(to: name, among: candidates, limit: max(2, name.count / 3)), nearest != name {
            return "; did you mean '\(nearest)'?"
        }
        func keyword(_ selector: String) -> Substring { selector.prefix { $0 != ":" } }
        let wanted = keyword(name)
        guard name.contains(":"), wanted.count >= 3 else { return "" }
        let related = candidates.filter { candidate in
            let other = keyword(candidate)
            return candidate != name && other.count >= 3 && (wanted.hasPrefix(other) || other.hasPrefix(wanted))
        }
        guard let best = related.min(by: { abs($0.count - name.count) < abs($1.count - name.count) }) else { return "" }
        return "; did you mean '\(best)'?"
    }
}

/// A 1-based line and column in a document (1:1 when the element has no source position).
struct MarkupElementLocation {
    let line: Int
    let column: Int

    init(_ location: SourceLocation?) {
        line = location?.line ?? 1
        column = location?.column ?? 1
    }
}
