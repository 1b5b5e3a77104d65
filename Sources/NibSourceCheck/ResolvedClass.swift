import NibSourceIndex

/// A class as the check sees it: its declaration and superclasses in the sources, then
/// the framework classes it reaches, with every member they give it.
struct ResolvedClass {
    /// The declarations: the class itself, then its superclasses in the sources.
    let declarations: [ClassDeclaration]
    /// The framework classes the chain reaches, nearest first.
    let frameworkChain: [String]
    /// True when the chain ends in the sources or in a framework class NibForge knows: a
    /// member not found is then missing for certain.
    let isComplete: Bool

    /// Members the sources add to the framework classes of the chain (categories, extensions).
    private(set) var additions: [ClassDeclaration] = []

    /// Resolves a class by the name a document gives (custom class), or a framework class.
    init?(named name: String, module: String?, index: SourceIndex, near documentPath: String? = nil) {
        if let declaration = index.declaration(of: name, module: module, near: documentPath) {
            var declarations = [declaration]
            var current = declaration
            var framework: [String] = []
            var complete = true
            while let superclass = current.superclass {
                if let next = index.declaration(of: superclass, near: current.position.file), !declarations.contains(where: { $0.name == next.name }) {
                    declarations.append(next)
                    current = next
                } else {
                    framework = FrameworkClasses.chain(from: superclass)
                    complete = !framework.isEmpty
                    break
                }
            }
            self.declarations = declarations
            frameworkChain = framework
            isComplete = complete
        } else if FrameworkClasses.knows(name) {
            declarations = []
            frameworkChain = FrameworkClasses.chain(from: name)
            isComplete = true
        } else {
            return nil
        }
        additions = frameworkChain.compactMap { index.additions[$0] }
    }

    /// Every class name in the chain, sources first.
    var classNames: [String] { declarations.flatMap { [$0.name, $0.runtimeName] } + frameworkChain }

    /// The keys Key-Value Coding can set: outlets, `@objc` properties, framework outlets.
    var settableKeys: [(name: String, type: String?)] {
        (declarations + additions).flatMap { declaration in (declaration.outlets + declaration.outletCollections + declaration.properties).map { ($0.name, $0.type) } }
            + frameworkChain.flatMap { FrameworkClasses.entry($0)?.outlets ?? [] }.map { ($0, nil) }
    }

    /// The selectors the class answers: every Objective-C-visible method, framework actions.
    var selectors: [String] {
        (declarations + additions).flatMap { $0.methods.map(\.name) } + frameworkChain.flatMap { FrameworkClasses.entry($0)?.actions ?? [] }
    }

    /// True when `type` (a class name) is this class or one of its superclasses.
    func isKind(of type: String) -> Bool { classNames.contains(type) }
}
