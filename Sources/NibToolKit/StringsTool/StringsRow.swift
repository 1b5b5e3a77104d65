import Foundation
import NibLocalization

/// One localizable string of one document, as `nibtool strings list` and `find` print it.
struct StringsRow: Encodable, Equatable {
    /// The document's path, as found from the command line.
    var document: String
    /// The object's Interface Builder id.
    var objectID: String
    /// The class ibtool reports for the object (`UILabel`, `NSMenuItem`).
    var className: String
    /// The property, as in the `.strings` key (`text`, `normalTitle`, `segmentTitles[1]`).
    var keyPath: String
    /// The current value.
    var value: String

    init(document: String, entry: LocalizableEntry) {
        self.document = document
        objectID = entry.objectID
        className = entry.className
        keyPath = entry.keyPath
        value = entry.value
    }

    private enum CodingKeys: String, CodingKey {
        case document, objectID, className = "class", keyPath, value
    }

    /// The rows as an aligned table with a header line. Values show newlines, tabs and
    /// backslashes escaped (`\n`, `\t`, `\\`) so each row stays on one line.
    static func table(_ rows: [StringsRow]) -> String {
        let header = ["DOCUMENT", "OBJECT ID", "CLASS", "KEY PATH", "VALUE"]
        let cells = [header] + rows.map { [$0.document, $0.objectID, $0.className, $0.keyPath, escapedForTable($0.value)] }
        var widths = [Int](repeating: 0, count: header.count)
        for line in cells {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var text = ""
        for line in cells {
            var row = ""
            for (column, cell) in line.enumerated() {
                if column == line.count - 1 {
                    row += cell
                } else {
                    row += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
                }
            }
            text += row + "\n"
        }
        return text
    }

    /// The rows as a pretty-printed JSON array of objects with the keys `document`,
    /// `objectID`, `class`, `keyPath` and `value` (sorted), ending in a newline.
    static func json(_ rows: [StringsRow]) throws -> [UInt8] {
        guard !rows.isEmpty else { return Array("[]\n".utf8) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(rows)) + [0x0A]
    }

    /// How the table shows the characters that would break its lines or be ambiguous.
    private static let tableEscapes: [Unicode.Scalar: String] = ["\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]

    private static func escapedForTable(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if let escape = tableEscapes[scalar] {
                result += escape
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
