/// Where jump to class leads for one object: the declaration of its custom class in the
/// sources, the superclasses as far as the sources go (ending with the framework class the
/// document names, when the sources stop before a framework class), and Apple's
/// documentation page for the framework class, or for the first framework class up the chain.
public struct ClassLocation: Sendable {
    /// The class the object has at run time: its custom class, else its framework class.
    public let className: String
    /// The custom class's declaration; nil for framework classes and classes not found.
    public let declaration: ClassDeclaration?
    /// The superclasses, nearest first (empty for a framework class).
    public let superclasses: [String]
    /// Apple's documentation page.
    public let documentation: String?

    /// `customClass` and `module` as the document writes them; `frameworkClass` is the
    /// class Interface Builder knows the object as (`NSImageView` for an image view).
    public init(customClass: String?, module: String?, frameworkClass: String, index: SourceIndex, near documentPath: String? = nil) {
        className = customClass ?? frameworkClass
        guard let customClass else {
            declaration = nil
            superclasses = []
            documentation = FrameworkDocumentation.url(for: frameworkClass)
            return
        }
        let found = index.declaration(of: customClass, module: module, near: documentPath)
        declaration = found
        var chain = found.map { index.superclassChain(of: $0) } ?? []
        if chain.last.flatMap(FrameworkDocumentation.url(for:)) == nil, chain.last != frameworkClass {
            chain.append(frameworkClass)
        }
        superclasses = chain
        documentation = chain.lazy.compactMap(FrameworkDocumentation.url(for:)).first
    }
}
