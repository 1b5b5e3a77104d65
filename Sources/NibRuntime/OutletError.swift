/// Why an outlet could not be set by key.
public enum OutletError: Error, Equatable, CustomStringConvertible {
    /// The class declares no outlet with this name.
    case unknownKey(className: String, key: String)
    /// The value is not of the class the outlet's property holds.
    case typeMismatch(className: String, key: String, expected: String, actual: String)

    public var description: String {
        switch self {
        case let .unknownKey(className, key):
            return "\(className) is not key value coding-compliant for the key \(key)"
        case let .typeMismatch(className, key, expected, actual):
            return "\(className).\(key) holds \(expected), cannot set it to a \(actual)"
        }
    }
}

/// The runtime class name of an object, as the trace and error messages print it.
func className(of object: AnyObject) -> String {
    String(describing: type(of: object))
}
