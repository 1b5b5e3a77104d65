import Foundation
import NibCore

/// Turns nibtool's output dictionary into bytes in the requested `--output-format`.
///
/// xml1 and binary1 go through Foundation's `PropertyListSerialization` (sorted keys, tab
/// indentation, Apple's DOCTYPE), exactly what ibtool's consumers parse. Foundation's
/// OpenStep writer traps on Linux, so the human-readable form has its own writer.
enum PropertyListRenderer {
    static func render(_ output: [String: ReportValue], format: OutputFormat, documentPath: String?) throws -> [UInt8] {
        switch format {
        case .xml, .binary:
            let object = ReportValue.dictionary(output).foundationObject
            do {
                let data = try PropertyListSerialization.data(
                    fromPropertyList: object, format: format == .xml ? .xml : .binary, options: 0)
                return [UInt8](data)
            } catch {
                throw Diagnostic.error("cannot write the output property list: \(error.localizedDescription)")
            }
        case .humanReadable:
            return Array(HumanReadableWriter.render(output, documentPath: documentPath).utf8)
        }
    }
}
