import SwiftParser
import SwiftSyntax

/// Finds the classes of one Swift file with swift-syntax: `class` declarations (nested
/// ones qualified), `@objc(Name)` renames, the inheritance clause, `@IBOutlet` properties
/// (arrays are outlet collections) and `@IBAction` methods with the selector the Swift
/// compiler gives them; members declared in extensions are added to their class.
struct SwiftDeclarationScanner {
    /// The classes declared in `text`, and the members of extensions by extended type name.
    static func scan(_ text: String, path: String) -> (classes: [ClassDeclaration], extensions: [String: [MemberKind: [DeclaredMember]]]) {
        let tree = Parser.parse(source: text)
        let visitor = Visitor(converter: SourceLocationConverter(fileName: path, tree: tree), path: path)
        visitor.walk(tree)
        return (visitor.classes, visitor.extensionMembers)
    }

    enum MemberKind: Hashable {
        case outlet, outletCollection, action
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        let path: String
        var classes: [ClassDeclaration] = []
        var extensionMembers: [String: [MemberKind: [DeclaredMember]]] = [:]
        /// The enclosing type declarations: name, and the class's index in `classes` (nil for
        /// structs, enums and extensions).
        var scopes: [(name: String, classIndex: Int?, isExtension: Bool)] = []

        init(converter: SourceLocationConverter, path: String) {
            self.converter = converter
            self.path = path
            super.init(viewMode: .sourceAccurate)
        }

        private func position(_ node: some SyntaxProtocol) -> SourcePosition {
            let location = node.startLocation(converter: converter)
            return SourcePosition(file: path, line: location.line, column: location.column)
        }

        private var qualifiedPrefix: String { scopes.map(\.name).joined(separator: ".") }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let sourceName = qualifiedPrefix.isEmpty ? node.name.text : qualifiedPrefix + "." + node.name.text
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let declaration = ClassDeclaration(
                name: sourceName, runtimeName: Self.objcName(node.attributes) ?? sourceName,
                superclass: inherited.first, protocols: Array(inherited.dropFirst()), language: .swift,
                position: position(node.name), outlets: [], outletCollections: [], actions: [])
            classes.append(declaration)
            scopes.append((node.name.text, classes.count - 1, false))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((node.name.text, nil, false))
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((node.name.text, nil, false))
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((node.extendedType.trimmedDescription, nil, true))
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

        // Closures and functions hold no members.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.has(node.attributes, "IBAction") || Self.has(node.attributes, "IBSegueAction") {
                let selector = Self.objcName(node.attributes) ?? Self.selector(of: node)
                add(DeclaredMember(name: selector, type: nil, position: position(node.name)), as: .action)
            }
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isOutlet = Self.has(node.attributes, "IBOutlet")
            guard isOutlet else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var type = binding.typeAnnotation?.type.trimmedDescription
                while let last = type?.last, last == "!" || last == "?" { type?.removeLast() }
                let isCollection = type.map { $0.hasPrefix("[") } ?? false
                add(DeclaredMember(name: name, type: type, position: position(binding.pattern)), as: isCollection ? .outletCollection : .outlet)
            }
            return .skipChildren
        }

        private func add(_ member: DeclaredMember, as kind: MemberKind) {
            guard let scope = scopes.last else { return }
            if let index = scope.classIndex {
                switch kind {
                case .outlet: classes[index].outlets.append(member)
                case .outletCollection: classes[index].outletCollections.append(member)
                case .action: classes[index].actions.append(member)
                }
            } else if scope.isExtension {
                extensionMembers[scope.name, default: [:]][kind, default: []].append(member)
            }
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
        /// `go(with:)` is `goWith:`, and every further parameter adds `label:`.
        static func selector(of node: FunctionDeclSyntax) -> String {
            let parameters = Array(node.signature.parameterClause.parameters)
            var selector = node.name.text
            guard let first = parameters.first else { return selector }
            let firstLabel = first.firstName.text
            if firstLabel != "_" {
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
