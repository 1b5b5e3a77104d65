import NibXML

/// The attributes the typed reader needs from an object element, picked out in one pass
/// over its raw attributes (the reader's hot path: one call per element of the document).
struct ObjectAttributes {
    var id: String?
    var customClass: String?
    var customModule: String?
    var customModuleProvider: String?
    var userLabel: String?
    var key: String?
    var sceneMemberID: String?
    var placeholderIdentifier: String?

    init(_ element: MarkupElement) {
        element.forEachRawAttribute { name, rawValue in
            switch name.count {
            case 2 where Self.matches(name, "id"): id = MarkupEscaping.decode(rawValue)
            case 3 where Self.matches(name, "key"): key = MarkupEscaping.decode(rawValue)
            case 9 where Self.matches(name, "userLabel"): userLabel = MarkupEscaping.decode(rawValue)
            case 11 where Self.matches(name, "customClass"): customClass = MarkupEscaping.decode(rawValue)
            case 12 where Self.matches(name, "customModule"): customModule = MarkupEscaping.decode(rawValue)
            case 13 where Self.matches(name, "sceneMemberID"): sceneMemberID = MarkupEscaping.decode(rawValue)
            case 20 where Self.matches(name, "customModuleProvider"): customModuleProvider = MarkupEscaping.decode(rawValue)
            case 21 where Self.matches(name, "placeholderIdentifier"): placeholderIdentifier = MarkupEscaping.decode(rawValue)
            default: break
            }
        }
    }

    @inline(__always)
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        let expected = name.utf8Start
        for index in 0..<bytes.count where bytes[index] != expected[index] { return false }
        return true
    }
}
