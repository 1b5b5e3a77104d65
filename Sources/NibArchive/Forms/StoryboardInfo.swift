import Foundation
import NibCore

/// Reads a storyboardc `Info.plist`.
///
/// ibtool writes it as a binary plist, read by NibForge's own reader. A hand-made or
/// converted storyboardc may hold an XML plist; that one is read through Foundation (it
/// has no UIDs, and this is not a hot path) and converted to the same tree.
public enum StoryboardInfo {
    /// Reads the `Info.plist` at `path`; throws a `Diagnostic` naming it when it is not one.
    public static func read(_ path: String) throws -> PropertyListValue {
        let bytes = try FileSystem.readBytes(path)
        if BinaryPropertyList.looksLikeBinaryPropertyList(bytes) {
            return try PropertyListValue(try BinaryPropertyList(bytes: bytes, path: path), path: path)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw Diagnostic.error("Info.plist is not a property list", path: path)
        }
        return try convert(object, depth: 0, path: path)
    }

    private static func convert(_ object: Any, depth: Int, path: String) throws -> PropertyListValue {
        guard depth < PropertyListValue.maximumDepth else {
            throw Diagnostic.error("property list nests more than \(PropertyListValue.maximumDepth) levels deep", path: path)
        }
        switch object {
        case let string as String: return .string(string)
        case let flag as Bool where type(of: object) == Bool.self: return .bool(flag)
        case let number as NSNumber:
            // Darwin bridges plist booleans as NSNumber with the char type code.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            let text = number.stringValue
            return text.contains(".") || text.contains("e") ? .real(number.doubleValue) : .integer(number.int64Value)
        case let date as Date: return .date(date.timeIntervalSinceReferenceDate)
        case let data as Data: return .data([UInt8](data))
        case let array as [Any]: return .array(try array.map { try convert($0, depth: depth + 1, path: path) })
        case let dictionary as [String: Any]:
            return .dictionary(try dictionary.keys.sorted().map { key in (key, try convert(dictionary[key] as Any, depth: depth + 1, path: path)) })
        default:
            throw Diagnostic.error("Info.plist holds a value of unsupported type \(type(of: object))", path: path)
        }
    }
}
