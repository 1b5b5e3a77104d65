// nibfuzz: NibForge's fuzz targets. Built by `Fuzz/run` with `-sanitize=fuzzer,address
// -DFUZZING`, libFuzzer drives `LLVMFuzzerTestOneInput` with the target NIBFUZZ_TARGET names;
// built normally it replays inputs (`nibfuzz TARGET FILE...`), so a finding can be looked at
// under a debugger. See FUZZING.md.
import Foundation
import NibFuzzing

#if FUZZING
/// The target of this run, chosen once by NIBFUZZ_TARGET (or `--list` prints the names).
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    if CommandLine.arguments.contains("--list") {
        for target in FuzzTarget.all { print(target.name) }
        exit(0)
    }
    guard let name = ProcessInfo.processInfo.environment["NIBFUZZ_TARGET"], let target = FuzzTarget.named(name) else {
        FileHandle.standardError.write(Data("nibfuzz: set NIBFUZZ_TARGET to one of: \(FuzzTarget.all.map(\.name).joined(separator: ", "))\n".utf8))
        exit(64)
    }
    selectedTarget = target
    return 0
}

/// libFuzzer's driver, called from the program's own `main` (SwiftPM links an executable's
/// `main` to its module's, so libFuzzer's `main` is not the entry point).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@main
enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let target = selectedTarget else { return 0 }
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = MainActor.assumeIsolated { target.check(input) }
    if !violations.isEmpty {
        fatalError("nibfuzz \(target.name): " + violations.joined(separator: "; "))
    }
    return 0
}
#else
/// Replays inputs through a target, writes the 1 MB inputs, measures memory:
/// `nibfuzz --list`, `nibfuzz --large TARGET DIR`, `nibfuzz [--max-memory-mb N] TARGET FILE...`.
@main
enum FuzzReplay {
    static let usage = "usage: nibfuzz --list | nibfuzz --large TARGET DIR | nibfuzz [--max-memory-mb N] TARGET FILE..."

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--list" {
            for target in FuzzTarget.all { print(target.name) }
            return
        }
        if arguments.first == "--large" {
            guard arguments.count == 3, FuzzTarget.named(arguments[1]) != nil else { fail(usage, status: 64) }
            let inputs = LargeInputs.inputs(for: arguments[1])
            for input in inputs {
                let path = arguments[2] + "/" + input.name
                guard FileManager.default.createFile(atPath: path, contents: Data(input.bytes)) else { fail("\(path): error: cannot write the file", status: 73) }
            }
            print("\(inputs.count) inputs of up to \(LargeInputs.size) bytes in \(arguments[2])")
            return
        }
        var memoryLimit: Int?
        if arguments.first == "--max-memory-mb" {
            guard arguments.count > 1, let megabytes = Int(arguments[1]), megabytes > 0 else { fail(usage, status: 64) }
            memoryLimit = megabytes
            arguments.removeFirst(2)
        }
        guard let name = arguments.first, let target = FuzzTarget.named(name), arguments.count > 1 else { fail(usage, status: 64) }
        let inputs = arguments.dropFirst().map { path -> (String, [UInt8]) in
            guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): error: cannot read the file", status: 66) }
            return (path, Array(data))
        }
        let baseline = peakMemoryKilobytes()
        var broken = 0
        for (path, bytes) in inputs {
            let violations = MainActor.assumeIsolated { target.check(bytes) }
            print("\(path): \(violations.isEmpty ? "ok" : violations.joined(separator: "; "))")
            if !violations.isEmpty { broken += 1 }
        }
        let grownMegabytes = (peakMemoryKilobytes() - baseline) / 1024
        if let memoryLimit {
            print("peak memory grew by \(grownMegabytes) MB (limit \(memoryLimit) MB)")
            if grownMegabytes > memoryLimit { fail("nibfuzz: \(name) needed \(grownMegabytes) MB for these inputs, over \(memoryLimit) MB", status: 1) }
        }
        exit(broken == 0 ? 0 : 1)
    }

    /// The process's peak resident memory so far, in kilobytes.
    static func peakMemoryKilobytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #endif
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
#endif
