import Foundation
import NibArchive

/// Compiled-nib decode throughput: NibForge's readers (NIBArchive and keyed bplist, through
/// to the object graph) against Foundation's `PropertyListSerialization` reading the same
/// keyed-archive nibs in the same run.
///
/// Usage: `nibbench archive [--iterations N] [FOLDER]` (default folder ../shared/corpus/nib,
/// 200 iterations). Every regular file under FOLDER that starts with `NIBArchive` or
/// `bplist00` and ends in `.nib` is read once into memory; each pass decodes all of them.
/// `nibbench archive --verify [FOLDER]` instead checks every nib (read, dump, byte round
/// trip, structure) and exits 1 if any fails, for `.ci/run`.
enum ArchiveBenchmark {
    /// One input file, preloaded.
    struct Input {
        var path: String
        var bytes: [UInt8]
        var data: Data
        var isKeyedArchive: Bool
        /// Archived objects in the file: NIBArchive objects, or keyed `$objects` entries
        /// (the count both readers are credited with, so the rates compare the same graphs).
        var objectCount: Int
    }

    /// Objects and bytes decoded, and the time it took.
    struct Measurement {
        var objects = 0
        var bytes = 0
        var seconds = 0.0
        /// Objects the decoder produced (NibForge keyed graphs: class instances only;
        /// Foundation: `$objects` entries), which also keeps the optimiser from dropping the work.
        var graphObjects = 0

        func line(_ name: String) -> String {
            let objectsPerSecond = Double(objects) / seconds
            let megabytesPerSecond = Double(bytes) / seconds / 1_000_000
            return "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(format(objectsPerSecond / 1_000_000, 2)) M objects/s  \(format(megabytesPerSecond, 1)) MB/s  (\(format(seconds, 3)) s)\(graphObjects > 0 ? ", \(graphObjects) decoded objects" : "")"
        }
    }

    static func run(arguments: [String]) -> Int32 {
        var iterations = 200
        var folder = "../shared/corpus/nib"
        var verify = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--verify" {
                verify = true
            } else if argument == "--iterations", let value = rest.popFirst(), let number = Int(value), number > 0 {
                iterations = number
            } else {
                folder = argument
            }
        }
        if verify { return verifyCorpus(folder) }
        let inputs = collect(folder)
        guard !inputs.isEmpty else {
            print("nibbench archive: no compiled nibs under \(folder)")
            return 1
        }
        let keyed = inputs.filter(\.isKeyedArchive)
        print("nibbench archive: \(inputs.count) nib files (\(inputs.count - keyed.count) NIBArchive, \(keyed.count) keyed bplist), \(inputs.reduce(0) { $0 + $1.bytes.count }) bytes, \(iterations) iterations, folder \(folder)")

        do {
            let nibArchives = inputs.filter { !$0.isKeyedArchive }
            let graph = try measure([inputs, nibArchives], iterations: iterations, decoders: [decodeGraph, decodeGraph])
            print(graph[0].line("NibForge, all nibs (graph)"))
            if !nibArchives.isEmpty { print(graph[1].line("NibForge, NIBArchive nibs (graph)")) }
            guard !keyed.isEmpty else {
                print("no keyed (bplist) nibs: no Foundation comparison")
                return 0
            }
            // The three readers take turns (see `measure`), so the ratios stay fair under load.
            let results = try measure([keyed, keyed, keyed], iterations: iterations, decoders: [decodeGraph, decodeTable, decodeWithFoundation])
            let (keyedGraph, keyedTable, foundation) = (results[0], results[1], results[2])
            print(keyedGraph.line("NibForge, keyed nibs (graph)"))
            print(keyedTable.line("NibForge, keyed nibs (bplist table only)"))
            print(foundation.line("Foundation PropertyListSerialization, keyed"))
            print("speed-up on the keyed nibs, full decode to the object graph: \(format(foundation.seconds / max(keyedGraph.seconds, 1e-9), 1))x")
            print("speed-up on the keyed nibs, property-list parse alone:       \(format(foundation.seconds / max(keyedTable.seconds, 1e-9), 1))x")
        } catch {
            print("nibbench archive: \(error)")
            return 1
        }
        return 0
    }

    /// Checks every nib under `folder` with `CompiledNibCheck`; 0 when all pass.
    private static func verifyCorpus(_ folder: String) -> Int32 {
        let paths = CompiledNibCheck.nibPaths(under: folder)
        var failed = 0
        var files = 0
        var complete = 0
        for path in paths {
            let result = CompiledNibCheck.check(path)
            files += result.checkedFiles.count
            if result.hasCompleteStructure { complete += 1 }
            if result.passed {
                print("ok    \(path) (\(result.checkedFiles.count) files\(result.hasCompleteStructure ? ", hierarchy and connections" : ""))")
            } else {
                failed += 1
                print("FAIL  \(path)")
                for error in result.errors { print("      \(error)") }
                for file in result.roundTripFailures { print("      byte round trip differs: \(file)") }
            }
        }
        print("nibbench archive --verify: \(paths.count) nibs, \(files) files, \(paths.count - failed) passed, \(failed) failed, \(complete) with complete hierarchy and connections")
        return failed == 0 && !paths.isEmpty ? 0 : 1
    }

    /// NibForge's full decode: container, object graph, nested archives.
    private static func decodeGraph(_ input: Input) throws -> Int {
        try CompiledNibFile(bytes: input.bytes).graph.objects.count
    }

    /// NibForge's binary property list reader alone (the work Foundation's parser does).
    private static func decodeTable(_ input: Input) throws -> Int {
        try BinaryPropertyList(bytes: input.bytes).objects.count
    }

    /// Foundation parses the same keyed nibs into NSDictionary/NSArray/NSString trees; it is
    /// credited with the same object count (the `$objects` entries) as NibForge.
    private static func decodeWithFoundation(_ input: Input) throws -> Int {
        let plist = try PropertyListSerialization.propertyList(from: input.data, options: [], format: nil)
        guard let root = plist as? [String: Any], let objects = root["$objects"] as? [Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        return objects.count
    }

    /// Runs each decoder over its input set `iterations` times. The decoders take turns in
    /// rounds of 1/20 of the iterations: long enough that one reader's garbage does not
    /// sit in the other's caches, short enough that a change in machine load (other builds
    /// on shared cores) hits every reader alike. A decoder returns the number of objects
    /// it produced (kept, so the optimiser cannot drop the work).
    private static func measure(_ inputSets: [[Input]], iterations: Int, decoders: [(Input) throws -> Int]) throws -> [Measurement] {
        var measurements = Array(repeating: Measurement(), count: decoders.count)
        let clock = ContinuousClock()
        let round = max(1, iterations / 20)
        var done = 0
        while done < iterations {
            let count = min(round, iterations - done)
            for (slot, decode) in decoders.enumerated() where inputSets.indices.contains(slot) {
                let start = clock.now
                for _ in 0..<count {
                    for input in inputSets[slot] {
                        measurements[slot].graphObjects += try decode(input)
                        measurements[slot].objects += input.objectCount
                        measurements[slot].bytes += input.bytes.count
                    }
                }
                measurements[slot].seconds += seconds(clock.now - start)
            }
            done += count
        }
        return measurements
    }

    private static func collect(_ folder: String) -> [Input] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var inputs: [Input] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".nib") else { continue }
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: path)
            else { continue }
            let bytes = [UInt8](data)
            guard let file = try? CompiledNibFile(bytes: bytes, path: path) else {
                print("skipping \(path): not a readable compiled nib")
                continue
            }
            switch file.container {
            case .nibArchive(let archive):
                inputs.append(Input(path: path, bytes: bytes, data: data, isKeyedArchive: false, objectCount: archive.objects.count))
            case .keyedArchive(let plist):
                var count = 0
                if let (keys, values) = plist.entries(of: plist.object(at: plist.topObject)) {
                    for (key, value) in zip(keys, values) {
                        if case .string("$objects", _)? = plist.object(at: key), let objects = plist.elements(of: plist.object(at: value)) { count = objects.count }
                    }
                }
                inputs.append(Input(path: path, bytes: bytes, data: data, isKeyedArchive: true, objectCount: count))
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    private static func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
