/// Why a nib could not be instantiated. Each message names what a developer needs to fix.
public enum NibLoadError: Error, Equatable, CustomStringConvertible {
    /// The nib holds an object of a class nobody registered (secure decoding, rule N1).
    case unregisteredClass(className: String, objectID: String)
    /// The caller gave no object for an external placeholder (rule N2).
    case missingExternalObject(identifier: String)
    /// An outlet could not be set in Cocoa Touch mode (rule N4).
    case outletFailed(message: String)
    /// An action's source cannot carry a target and action (rule N5).
    case actionFailed(message: String)
    /// The nib's structure is not something the loader understands.
    case malformedNib(message: String)

    public var description: String {
        switch self {
        case let .unregisteredClass(className, objectID):
            return "cannot instantiate object \(objectID): class \(className) is not registered (register it, or opt into a fallback class)"
        case let .missingExternalObject(identifier):
            return "the nib needs an external object for identifier '\(identifier)' but the options have none"
        case let .outletFailed(message), let .actionFailed(message), let .malformedNib(message):
            return message
        }
    }
}
