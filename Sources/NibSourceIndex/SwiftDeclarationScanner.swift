import SwiftParser
import SwiftSyntax

/// Finds the classes of one Swift file with swift-syntax: `class` declarations (nested
/// ones qualified), `@objc(Name)` renames, the inheritance clause, `@IBOutlet` properties
/// (arrays are outlet collections) and `@IBAction` methods with the selector the Swift
/// compiler gives them; members declared in extensions are added to their class.
struct SwiftDeclarationScanner {
    /// The classes declared in `text`, and the members of extensions by extended type name.
    static func scan(_ text: String, path: String, style: SwiftSelectorStyle = .swift3AndLater) -> ScannedFile {
        let tree = Parser.parse(source: text)
        let visitor = Visitor(converter: SourceLocationConverter(fileName: path, tree: tree), path: path, style: style)
        visitor.walk(tree)
        return ScannedFile(classes: visitor.classes, members: visitor.extensionMembers, typealiases: visitor.typealiases)
    }

    enum MemberKind: Hashable {
        case outlet, outletCollection, action, inspectable, method, property
    }

    /// What one file declares: its classes, members added to classes declared elsewhere
    /// (extensions, categories), and type aliases.
    struct ScannedFile {
        var classes: [ClassDeclaration]
        var members: [String: [MemberKind: [DeclaredMember]]]
        var typealiases: [String: String] = [:]
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        let path: String
        let style: SwiftSelectorStyle
        var classes: [ClassDeclaration] = []
        var extensionMembers: [String: [MemberKind: [DeclaredMember]]] = [:]
        var typealiases: [String: String] = [:]
        /// The enclosing type declarations: name, the class's index in `classes` (nil for
        /// structs, enums and extensions), and whether every member is `@objc`.
        var scopes: [(name: String, classIndex: Int?, isExtension: Bool, objcMembers: Bool)] = []

        init(converter: SourceLocationConverter, path: String, style: SwiftSelectorStyle) {
            self.converter = converter
            self.path = path
            self.style = style
            super.init(viewMode: .sourceAccurate)
        }

        private func position(_ node: some SyntaxProtocol) -> SourcePosition {
            let location = node.startLocation(converter: converter)
            return SourcePosition(file: path, line: location.line, column: location.column)
        }

        private var qualifiedPrefix: String { scopes.map(\.name).joined(separator: ".") }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let sourceName = qualifiedPrefix.isEmpty ? node.name.text : qualifiedPrefix + "." + node.name.text
            // Generic arguments are left out (`Base<Cell>` inherits from `Base`); so is a module
            // prefix the sources cannot resolve (`UIKit.UIViewController`).
            let inherited = node.inheritanceClause?.inheritedTypes.map { Self.className(of: $0.type.trimmedDescription) } ?? []
            let declaration = ClassDeclaration(
                name: sourceName, runtimeName: Self.objcName(node.attributes) ?? sourceName,
                superclass: inherited.first, protocols: Array(inherited.dropFirst()), language: .swift,
                position: position(node.name), outlets: [], outletCollections: [], actions: [])
            classes.append(declaration)
            scopes.append((node.name.text, classes.count - 1, false, Self.has(node.attributes, "objcMembers")))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((node.name.text, nil, false, false))
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((node.name.text, nil, false, false))
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((node.extendedType.trimmedDescription, nil, true, Self.has(node.attributes, "objc")))
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            if scopes.isEmpty { typealiases[node.name.text] = node.initializer.value.trimmedDescription }
            return .skipChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

        // Closures and functions hold no members.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let attributes = node.attributes
            let isAction = Self.has(attributes, "IBAction") || Self.has(attributes, "IBSegueAction")
            let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            let isObjC = isAction || Self.has(attributes, "objc") || node.modifiers.contains { ["override", "dynamic"].contains($0.name.text) }
                || (scopes.last?.objcMembers == true && !isPrivate)
            guard isObjC, !Self.has(attributes, "nonobjc") else { return .skipChildren }
            let member = DeclaredMember(name: Self.objcName(attributes) ?? selector(of: node), type: nil, position: position(node.name))
            add(member, as: .method)
            if isAction { add(member, as: .action) }
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let attributes = node.attributes
            let isOutlet = Self.has(attributes, "IBOutlet")
            let isInspectable = Self.has(attributes, "IBInspectable")
            let isObjC = isOutlet || isInspectable || Self.has(attributes, "objc") || node.modifiers.contains { $0.name.text == "dynamic" }
                || scopes.last?.objcMembers == true
            guard isObjC, !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var type = binding.typeAnnotation?.type.trimmedDescription
                while let last = type?.last, last == "!" || last == "?" { type?.removeLast() }
                let member = DeclaredMember(name: name, type: type, position: position(binding.pattern))
                add(member, as: .property)
                if isOutlet {
                    let isCollection = type.map { $0.hasPrefix("[") } ?? false
                    add(member, as: isCollection ? .outletCollection : .outlet)
                }
                if isInspectable { add(member, as: .inspectable) }
            }
            return .skipChildren
        }

        private func add(_ member: DeclaredMember, as kind: MemberKind) {
            guard let scope = scopes.last else { return }
            if let index = scope.classIndex {
                classes[index].add(member, as: kind)
            } else if scope.isExtension {
                extensionMembers[scope.name, default: [:]][kind, default: []].append(member)
            }
        }

        /// `Base<Cell>` → `Base`; `UIKit.UIViewController` → `UIViewController` for the
        /// frameworks' modules.
        static func className(of type: String) -> String {
            var name = String(type.prefix { $0 != "<" })
            for module in ["UIKit.", "AppKit.", "Foundation.", "WatchKit.", "ObjectiveC."] where name.hasPrefix(module) {
                name.removeFirst(module.count)
            }
            return name
        }

        static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
            attributes.contains { element in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
            }
        }

        /// The name in `@objc(Name)` / `@objc(selector:)`, if the attribute has one.
        static func objcName(_ attributes: AttributeListSyntax) -> String? {
            for element in attributes {
                guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                      let arguments = attribute.arguments?.trimmedDescription, !arguments.isEmpty else { continue }
                return arguments.filter { !$0.isWhitespace }
            }
            return nil
        }

        /// The Objective-C selector Swift gives a method: `go()` is `go`, `go(_:)` is `go:`,
        /// `go(with:)` is `goWith:` (Swift 2: `go:`), and every further parameter adds `label:`.
        func selector(of node: FunctionDeclSyntax) -> String {
            let parameters = Array(node.signature.parameterClause.parameters)
            var selector = node.name.text
            guard let first = parameters.first else { return selector }
            let firstLabel = first.firstName.text
            if firstLabel != "_", style == .swift3AndLater {
                selector += "With" + firstLabel.prefix(1).uppercased() + firstLabel.dropFirst()
            }
            selector += ":"
            for parameter in parameters.dropFirst() {
                let label = parameter.firstName.text
                selector += (label == "_" ? "" : label) + ":"
            }
            return selector
        }
    }
}
