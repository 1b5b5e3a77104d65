/// Why a storyboard could not give a controller.
public enum StoryboardError: Error, Equatable, CustomStringConvertible {
    /// The document is a `.xib`, not a storyboard.
    case notAStoryboard(path: String)
    /// The storyboard names no initial view controller.
    case noInitialController(path: String)
    /// No scene has this storyboard identifier; the identifiers that exist are listed.
    case unknownIdentifier(String, path: String, available: [String])
    /// The scene's controller is not a view controller of the runtime (its class).
    case notAViewController(id: String, className: String)
    /// The scene's controller is not a window controller (its class).
    case notAWindowController(id: String, className: String)
    /// A storyboard reference names a storyboard that is not beside this one.
    case referencedStoryboardMissing(name: String, path: String)
    /// A compiled storyboard is not a `.storyboardc` folder with an `Info.plist`, or its
    /// `Info.plist` lacks the table of nibs.
    case notACompiledStoryboard(path: String, reason: String)
    /// The compiled storyboard names a scene nib that is not in it.
    case sceneNibMissing(name: String, path: String)

    public var description: String {
        switch self {
        case .notAStoryboard(let path): return "\(path): not a storyboard; load a .xib with Nib"
        case .noInitialController(let path): return "\(path): the storyboard has no initial view controller"
        case let .unknownIdentifier(identifier, path, available):
            let list = available.isEmpty ? "no scene has a storyboard identifier" : "the identifiers are " + available.map { "'\($0)'" }.joined(separator: ", ")
            return "\(path): no view controller has the storyboard identifier '\(identifier)'; \(list)"
        case let .notAViewController(id, className):
            return "the scene controller \(id) is a \(className), not a view controller"
        case let .notAWindowController(id, className):
            return "the scene controller \(id) is a \(className), not a window controller"
        case let .referencedStoryboardMissing(name, path):
            return "\(path): no such file; a storyboard reference names the storyboard '\(name)'"
        case let .notACompiledStoryboard(path, reason):
            return "\(path): not a compiled storyboard: \(reason)"
        case let .sceneNibMissing(name, path):
            return "\(path): no such file; the storyboard's Info.plist names the nib '\(name)'"
        }
    }
}
