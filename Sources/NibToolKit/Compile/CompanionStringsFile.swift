/// One `--companion-strings-file LOCALE:PATH` argument: the `.strings` translation of a
/// base document into `locale`, which `--compile` applies before compiling, so a localized
/// nib is built from the base document (ibtool's option of the same name).
public struct CompanionStringsFile: Equatable, Sendable {
    /// The language the strings translate into (`de`, `pt-BR`).
    public var locale: String
    /// The `.strings` file.
    public var path: String

    /// Reads `LOCALE:PATH`; nil when either part is missing.
    public init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":") else { return nil }
        locale = String(argument[..<colon])
        path = String(argument[argument.index(after: colon)...])
        guard !locale.isEmpty, !path.isEmpty else { return nil }
    }
}
