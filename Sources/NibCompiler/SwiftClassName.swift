/// The runtime name of a class declared in a xib: Swift classes in a module are looked up by
/// their mangled name (`_TtC<len><Module><len><Class>`), as ibtool writes them.
package enum SwiftClassName {
    /// `className` as the runtime knows it: mangled when `module` is given, else unchanged.
    public static func runtimeName(of className: String, module: String?) -> String {
        guard let module, !module.isEmpty, !className.contains(".") else { return className }
        return "_TtC\(module.utf8.count)\(module)\(className.utf8.count)\(className)"
    }
}
