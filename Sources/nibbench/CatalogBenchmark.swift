import Foundation
import NibDocument
import NibLocalization

/// `nibbench catalog CATALOG.xcstrings DOCUMENT... [--iterations N]`: a String Catalog read,
/// written, and updated from its documents as `nibtool --export-xcstrings` does, next to
/// Foundation's `JSONSerialization` reading and writing the same file (sorted keys, pretty
/// printed), the peer a script would use. Says whether each side gives the file back byte
/// for byte.
enum CatalogBenchmark {
    static func run(arguments: [String]) -> Int32 {
        let paths = arguments.filter { !$0.hasPrefix("--") && Int($0) == nil }
        guard let iterations = iterations(in: arguments, default: 20), let catalogPath = paths.first, paths.count >= 2,
              let catalogData = FileManager.default.contents(atPath: catalogPath) else {
            FileHandle.standardError.write(Data("Usage: nibbench catalog CATALOG.xcstrings DOCUMENT... [--iterations N]\n".utf8))
            return 64
        }
        let bytes = [UInt8](catalogData)
        do {
            let documents = try paths.dropFirst().map { path -> InterfaceDocument in
                try InterfaceDocument(parsing: [UInt8](FileManager.default.contents(atPath: path) ?? Data()), path: path)
            }
            var written: [UInt8] = []
            let read = try BenchmarkClock.measure(iterations: iterations) { _ = try StringCatalog(bytes: bytes) }
            let catalog = try StringCatalog(bytes: bytes)
            let write = BenchmarkClock.measure(iterations: iterations) { written = catalog.bytes }
            var updated: [UInt8] = []
            let update = try BenchmarkClock.measure(iterations: iterations) {
                let entries = documents.flatMap { DocumentLocalization(document: $0, classNaming: .current).localizableEntries() }
                updated = StringCatalogUpdate(catalog: try StringCatalog(bytes: bytes), entries: entries).catalog.bytes
            }
            var foundationWritten = Data()
            let foundationRead = try BenchmarkClock.measure(iterations: iterations) { _ = try JSONSerialization.jsonObject(with: catalogData) }
            let object = try JSONSerialization.jsonObject(with: catalogData)
            let foundationWrite = try BenchmarkClock.measure(iterations: iterations) {
                foundationWritten = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            }
            let entries = catalog.keys.count
            print("catalog: \(catalogPath): \(bytes.count) bytes, \(entries) keys, \(documents.count) document(s), median of \(iterations)")
            print("  NibForge    read \(ms(read))  write \(ms(write))  update from the documents (read, extract, update, write) \(ms(update))")
            print("              written back byte for byte: \(written == bytes ? "yes" : "no"); update unchanged: \(updated == bytes ? "yes" : "no")")
            print("  Foundation  read \(ms(foundationRead))  write \(ms(foundationWrite))  (JSONSerialization, sorted keys, pretty printed)")
            print("              written back byte for byte: \([UInt8](foundationWritten) == bytes ? "yes" : "no")")
            print("  peak resident memory: \(BenchmarkClock.format(BenchmarkClock.peakResidentMemoryMiB())) MiB")
            return 0
        } catch {
            FileHandle.standardError.write(Data("nibbench catalog: \(error)\n".utf8))
            return 1
        }
    }

    private static func ms(_ seconds: [Double]) -> String {
        BenchmarkClock.format(BenchmarkClock.median(seconds) * 1000) + " ms"
    }
}
