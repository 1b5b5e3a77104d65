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
/// Replays inputs through a target: `nibfuzz --list`, `nibfuzz TARGET FILE...`.
@main
enum FuzzReplay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--list" {
            for target in FuzzTarget.all { print(target.name) }
            return
        }
        guard let name = arguments.first, let target = FuzzTarget.named(name), arguments.count > 1 else {
            FileHandle.standardError.write(Data("usage: nibfuzz --list | nibfuzz TARGET FILE...\n".utf8))
            exit(64)
        }
        var broken = 0
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): error: cannot read the file\n".utf8))
                exit(66)
            }
            let violations = MainActor.assumeIsolated { target.check(Array(data)) }
            print("\(path): \(violations.isEmpty ? "ok" : violations.joined(separator: "; "))")
            if !violations.isEmpty { broken += 1 }
        }
        exit(broken == 0 ? 0 : 1)
    }
}
#endif
