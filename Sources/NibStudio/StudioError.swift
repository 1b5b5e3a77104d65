/// Why a NibStudio request is refused, with the HTTP status it answers.
public enum StudioError: Error, Equatable, Sendable {
    /// The path leaves the folder (`..`, an absolute path, a symbolic link), or a write lacks the token.
    case forbidden(String)
    case notFound(String)
    case badRequest(String)
    /// The document changed on disk since the page read it.
    case conflict(String)
    case tooLarge(String)

    public var status: Int {
        switch self {
        case .forbidden: 403
        case .notFound: 404
        case .badRequest: 400
        case .conflict: 409
        case .tooLarge: 413
        }
    }

    public var message: String {
        switch self {
        case .forbidden(let text), .notFound(let text), .badRequest(let text), .conflict(let text), .tooLarge(let text): text
        }
    }
}
