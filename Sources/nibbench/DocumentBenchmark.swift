import Foundation
import NibDocument
import NibXML
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `nibbench documents FOLDER`: lossless + typed parsing throughput against a bare
/// Foundation `XMLParser` event pass over the same bytes, in the same run.
enum DocumentBenchmark {
    static func run(folder: String, iterations: Int) throws {
        let files = try loadDocuments(in: folder)
        let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
        let megabytes = Double(totalBytes) / 1_000_000
        print("documents: \(files.count) files, \(BenchmarkClock.format(megabytes, digits: 2)) MB, \(iterations) iterations (median run)")

        var objectCount = 0
        var failures = 0
        let typed = BenchmarkClock.measure(iterations: iterations) {
            objectCount = 0
            for file in files {
                if let document = try? InterfaceDocument(parsing: file.bytes, path: file.name) {
                    objectCount += document.objects.count
                } else {
                    failures += 1
                }
            }
        }
        let treeOnly = BenchmarkClock.measure(iterations: iterations) {
            for file in files { _ = try? MarkupDocument(parsing: file.bytes) }
        }
        let datas = files.map { Data($0.bytes) }
        var events = 0
        let foundation = BenchmarkClock.measure(iterations: iterations) {
            events = 0
            for data in datas {
                let parser = XMLParser(data: data)
                let counter = EventCounter()
                parser.delegate = counter
                _ = parser.parse()
                events += counter.elements
            }
        }
        let typedSeconds = BenchmarkClock.median(typed)
        let treeSeconds = BenchmarkClock.median(treeOnly)
        let foundationSeconds = BenchmarkClock.median(foundation)
        print("  NibForge lossless tree + typed document: \(BenchmarkClock.format(megabytes / typedSeconds)) MB/s (\(BenchmarkClock.format(typedSeconds * 1000, digits: 2)) ms, \(objectCount) objects)")
        print("  NibForge lossless tree only:             \(BenchmarkClock.format(megabytes / treeSeconds)) MB/s (\(BenchmarkClock.format(treeSeconds * 1000, digits: 2)) ms)")
        print("  Foundation XMLParser bare event pass:    \(BenchmarkClock.format(megabytes / foundationSeconds)) MB/s (\(BenchmarkClock.format(foundationSeconds * 1000, digits: 2)) ms, \(events) elements)")
        print("  speed-up, typed parse vs XMLParser: \(BenchmarkClock.format(foundationSeconds / typedSeconds, digits: 2))x")
        print("  peak resident memory: \(BenchmarkClock.format(BenchmarkClock.peakResidentMemoryMiB())) MiB")
        if failures > 0 { print("  files that failed to parse: \(failures / iterations)") }
    }

    struct DocumentFile {
        var name: String
        var bytes: [UInt8]
    }

    static func loadDocuments(in folder: String) throws -> [DocumentFile] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        return try names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.map { name in
            DocumentFile(name: name, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))))
        }
    }

    /// The cheapest useful delegate: counts start tags.
    final class EventCounter: NSObject, XMLParserDelegate {
        var elements = 0
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements += 1
        }
    }
}
