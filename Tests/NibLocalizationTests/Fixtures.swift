import Foundation
import NibCore

/// Locates the module's fixtures under Tests/Fixtures/NibLocalization via `#filePath`.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/NibLocalization")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

/// UTF-16 encodings of test text, written out here so the tests do not trust the code under test.
enum Encode {
    static func utf16LittleEndian(_ text: String, byteOrderMark: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = byteOrderMark ? [0xFF, 0xFE] : []
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return bytes
    }

    static func utf16BigEndian(_ text: String, byteOrderMark: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = byteOrderMark ? [0xFE, 0xFF] : []
        for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        return bytes
    }
}

/// The printed form of the Diagnostic `body` throws; nil when it does not throw.
func diagnosticDescription(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let diagnostic as Diagnostic {
        return diagnostic.description
    } catch {
        return "unexpected error type: \(error)"
    }
}
