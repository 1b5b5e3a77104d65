import Foundation
import NibCompiler

/// Compile throughput: every `.xib` / `.storyboard` of FOLDER compiled (parse, compile,
/// serialise, write) in this one process, next to the same files compiled by a peer
/// compiler (viraptor/ibtool's Python `ib_compile`) in one subprocess of its own.
///
/// Usage: `nibbench compile FOLDER [--iterations N] [--copies K] [--peer PATH_TO_VIRAPTOR_CHECKOUT]`.
/// Each pass compiles every file once; the median pass is reported. A `NAME.args` file
/// beside a document may hold `--module M`, as in viraptor's samples. `--copies K` makes a
/// bigger app: every document K times, each copy to its own output (22 iOS pairs x 46 is
/// a thousand documents). Besides one-at-a-time compiling, the batch compiler
/// (`nibtool compile-all`) is measured on every core.
enum CompileBenchmark {
    struct Input {
        var path: String
        var module: String?
    }

    static func run(arguments: [String]) -> Int32 {
        guard let folder = arguments.first(where: { !$0.hasPrefix("--") && !isValue($0, in: arguments) }),
              let passes = iterations(in: arguments, default: 3), let copies = copies(in: arguments) else {
            FileHandle.standardError.write(Data("Usage: nibbench compile FOLDER [--iterations N] [--copies K] [--peer PATH_TO_VIRAPTOR_CHECKOUT]\n".utf8))
            return 64
        }
        let inputs = Array(repeating: documents(in: folder), count: copies).flatMap { $0 }
        guard !inputs.isEmpty else {
            FileHandle.standardError.write(Data("nibbench: no .xib or .storyboard in \(folder)\n".utf8))
            return 1
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-compile-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: output) }
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

        var failures = 0
        let durations = BenchmarkClock.measure(iterations: passes) {
            failures = 0
            for (index, input) in inputs.enumerated() {
                let destination = output.appendingPathComponent("ours-\(index)").path
                do {
                    try NibCompiler.compile(contentsOf: input.path, to: destination, options: CompileOptions(module: input.module))
                } catch {
                    failures += 1
                }
            }
        }
        let seconds = BenchmarkClock.median(durations)
        // The same work without writing the results: read, parse, compile, serialise.
        let inMemory = BenchmarkClock.median(BenchmarkClock.measure(iterations: passes) {
            for input in inputs { _ = try? NibCompiler.compile(contentsOf: input.path, options: CompileOptions(module: input.module)) }
        })
        // The batch compiler: the same files, written, on every core.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let jobs = inputs.enumerated().map { index, input in
            BatchCompiler.Job(input: input.path, output: output.appendingPathComponent("batch-\(index)").path, options: CompileOptions(module: input.module))
        }
        var batchFailures = 0
        let batch = BenchmarkClock.median(BenchmarkClock.measure(iterations: passes) {
            batchFailures = BatchCompiler.run(jobs).filter { !$0.succeeded }.count
        })
        print("compile: \(inputs.count) documents from \(folder)\(copies > 1 ? " (each \(copies) times)" : ""), median of \(passes) passes")
        print(line("NibForge NibCompiler (in process, files written)", files: inputs.count, failures: failures, seconds: seconds))
        print(line("NibForge NibCompiler (in process, in memory)", files: inputs.count, failures: failures, seconds: inMemory))
        print(line("NibForge compile-all (\(cores) cores, files written)", files: inputs.count, failures: batchFailures, seconds: batch))

        if let peerIndex = arguments.firstIndex(of: "--peer"), peerIndex + 1 < arguments.count {
            let peer = arguments[peerIndex + 1]
            switch runPeer(peer, inputs: inputs, passes: passes, output: output) {
            case .success(let result):
                print(line("viraptor/ibtool ib_compile (python3, one process)", files: inputs.count, failures: result.failures, seconds: result.seconds))
                if result.failures * 2 > inputs.count {
                    // A peer that fails most files did not do the same work: no ratio.
                    print("speed-up: not comparable (the peer failed \(result.failures) of \(inputs.count) documents)")
                } else {
                    print("speed-up: \(BenchmarkClock.format(result.seconds / seconds))x one at a time, \(BenchmarkClock.format(result.seconds / batch))x with compile-all")
                }
            case .failure(let message):
                print("peer: not run (\(message))")
            }
        }
        return 0
    }

    private static func line(_ name: String, files: Int, failures: Int, seconds: Double) -> String {
        let rate = Double(files) / seconds
        return "\(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(BenchmarkClock.format(rate, digits: 1)) files/s  \(BenchmarkClock.format(seconds * 1000, digits: 1)) ms per pass  (\(failures) failed)"
    }

    private static func isValue(_ argument: String, in arguments: [String]) -> Bool {
        guard let index = arguments.firstIndex(of: argument), index > 0 else { return false }
        return ["--iterations", "--peer", "--copies"].contains(arguments[index - 1])
    }

    /// `--copies K` (default 1); nil when K is not a positive number.
    private static func copies(in arguments: [String]) -> Int? {
        guard let index = arguments.firstIndex(of: "--copies") else { return 1 }
        guard index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else { return nil }
        return count
    }

    /// Every document of `folder` (not recursive), sorted, with its `.args` module.
    /// The documents of `folder` and its subfolders (the iOS pairs keep one per folder),
    /// skipping compiled `.storyboardc` bundles.
    static func documents(in folder: String) -> [Input] {
        let names = (FileManager.default.subpaths(atPath: folder) ?? []).filter { !$0.contains(".storyboardc/") }
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { name in
            let path = (folder as NSString).appendingPathComponent(name)
            let argsPath = ((path as NSString).deletingPathExtension) + ".args"
            var module: String?
            if let text = try? String(contentsOfFile: argsPath, encoding: .utf8) {
                let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
                if let flag = words.firstIndex(of: "--module"), flag + 1 < words.count { module = words[flag + 1] }
            }
            return Input(path: path, module: module)
        }
    }

    /// The peer driver: imports viraptor's compiler once, then times `passes` passes over
    /// the files given on the command line (`path|module` pairs) and prints the median.
    static let peerDriver = """
        import sys, time, os, io, contextlib
        sys.path.insert(0, sys.argv[1])
        from ibtool import ibtool
        out, passes = sys.argv[2], int(sys.argv[3])
        inputs = [a.split('|', 1) for a in sys.argv[4:]]
        times, failures = [], 0
        for _ in range(passes):
            failures = 0
            start = time.perf_counter()
            for i, (path, module) in enumerate(inputs):
                target = os.path.join(out, 'peer-%d' % i)
                try:
                    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                        ibtool.ib_compile(path, target, module=module or None)
                except BaseException:
                    failures += 1
            times.append(time.perf_counter() - start)
        times.sort()
        print('%f %d' % (times[len(times) // 2], failures))
        """

    enum PeerResult {
        case success((seconds: Double, failures: Int))
        case failure(String)
    }

    static func runPeer(_ peer: String, inputs: [Input], passes: Int, output: URL) -> PeerResult {
        guard FileManager.default.fileExists(atPath: (peer as NSString).appendingPathComponent("ibtool/ibtool.py")) else {
            return .failure("\(peer) holds no ibtool/ibtool.py")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", peerDriver, peer, output.path, String(passes)]
            + inputs.map { "\($0.path)|\($0.module ?? "")" }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure("python3 could not be started: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, words.count == 2, let seconds = Double(words[0]), let failures = Int(words[1]) else {
            return .failure("python3 exited with status \(process.terminationStatus)")
        }
        return .success((seconds, failures))
    }
}
