import Foundation
import NibDocument
import NibExplorer
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `nibbench explore FOLDER`: the explorer's work on every document under FOLDER in one
/// process: open (archives upgraded), geometry, the connections panel of every object (the
/// whole connections index, paths included) and the objects under the centre of every
/// container; against a bare Foundation `XMLParser` event pass over the same bytes.
enum ExploreBenchmark {
    static func run(arguments: [String]) -> Int32 {
        guard let folder = arguments.first, let iterations = iterations(in: arguments, default: 5) else {
            FileHandle.standardError.write(Data("Usage: nibbench explore FOLDER [--iterations N]\n".utf8))
            return 64
        }
        let files = documents(under: folder)
        let megabytes = Double(files.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
        print("explore: \(files.count) documents under \(folder), \(BenchmarkClock.format(megabytes, digits: 2)) MB, \(iterations) iterations (median run)")

        var opened: [InterfaceDocument] = []
        var failures: [String] = []
        let open = BenchmarkClock.measure(iterations: iterations) {
            opened = []
            failures = []
            for file in files {
                do { opened.append(try ExplorableDocument.open(file.bytes, path: file.path).document) } catch { failures.append(file.path) }
            }
        }
        var geometries: [InterfaceGeometry] = []
        let geometry = BenchmarkClock.measure(iterations: iterations) {
            geometries = opened.map { InterfaceGeometry(document: $0) }
        }
        var entries = 0
        var objects = 0
        let panels = BenchmarkClock.measure(iterations: iterations) {
            entries = 0
            objects = 0
            for document in opened {
                let connections = ConnectionsIndex(document: document)
                for index in document.objects.indices {
                    let panel = connections.panel(for: index)
                    entries += panel.sections.reduce(0) { $0 + $1.entries.count }
                    objects += 1
                }
            }
        }
        var hits = 0
        let pointQueries = BenchmarkClock.measure(iterations: iterations) {
            hits = 0
            for geometry in geometries {
                for container in geometry.containers {
                    guard let frame = geometry.placements[container]?.frame else { continue }
                    let centre = InterfacePoint(x: frame.width / 2, y: frame.height / 2)
                    hits += ObjectsUnderPoint.hits(at: centre, in: container, geometry: geometry).count
                }
            }
        }
        let datas = files.map { Data($0.bytes) }
        let peer = BenchmarkClock.measure(iterations: iterations) {
            for data in datas {
                let parser = XMLParser(data: data)
                let counter = DocumentBenchmark.EventCounter()
                parser.delegate = counter
                _ = parser.parse()
            }
        }
        let placed = geometries.reduce(0) { $0 + $1.placements.count }
        let seconds = [open, geometry, panels, pointQueries].map(BenchmarkClock.median)
        let total = seconds.reduce(0, +)
        let peerSeconds = BenchmarkClock.median(peer)
        func line(_ name: String, _ value: Double, _ detail: String) {
            let label = name.trimmingCharacters(in: .whitespaces)
            print("  " + label + String(repeating: " ", count: max(1, 40 - label.count)) + "\(BenchmarkClock.format(value * 1000, digits: 2)) ms  \(detail)")
        }
        line("open (parse, archives upgraded):    ", seconds[0], "\(opened.count) documents")
        line("geometry:                           ", seconds[1], "\(placed) objects placed")
        line("connections index + every panel:     ", seconds[2], "\(objects) panels, \(entries) entries with paths")
        line("objects under each container centre:", seconds[3], "\(hits) hits")
        line("all of the above:                   ", total, "\(BenchmarkClock.format(Double(files.count) / total)) documents/s")
        line("Foundation XMLParser bare event pass:", peerSeconds, "(the same bytes, nothing built)")
        print("  explorer total vs bare XMLParser pass: \(BenchmarkClock.format(total / peerSeconds, digits: 2))x the time")
        print("  peak resident memory: \(BenchmarkClock.format(BenchmarkClock.peakResidentMemoryMiB())) MiB")
        if !failures.isEmpty { print("  documents that failed to open: \(failures.count) (\(failures.prefix(3).joined(separator: ", ")))") }
        return 0
    }

    struct File {
        var path: String
        var bytes: [UInt8]
    }

    /// Every .xib and .storyboard under `folder`, in path order.
    static func documents(under folder: String) -> [File] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") { paths.append(folder + "/" + relative) }
        }
        return paths.sorted().compactMap { path in
            FileManager.default.contents(atPath: path).map { File(path: path, bytes: [UInt8]($0)) }
        }
    }
}
