import Dispatch
import Foundation
import NibCore

/// Compiles many documents at once, on every core: what a whole app's build needs, where
/// ibtool takes one document per process. Each document is compiled and written on its own
/// (atomically, as `CompiledOutputWriter` writes); one failure does not stop the others.
public enum BatchCompiler {
    /// One document to compile and where its result goes.
    public struct Job: Sendable, Equatable {
        public var input: String
        public var output: String
        public var options: CompileOptions

        public init(input: String, output: String, options: CompileOptions = CompileOptions()) {
            self.input = input
            self.output = output
            self.options = options
        }
    }

    /// What became of a job: its warnings and notes, and the error that stopped it, if any.
    public struct Outcome: Sendable {
        public var job: Job
        public var warnings: [Diagnostic]
        /// What the user should know about how it was compiled (`Compilation.notes`).
        public var notes: [Diagnostic] = []
        public var error: Diagnostic?

        /// True when the compiled document was written.
        public var succeeded: Bool { error == nil }
    }

    /// Runs `jobs` on up to `concurrency` threads (all cores by default) and returns their
    /// outcomes in the jobs' order.
    public static func run(_ jobs: [Job], concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Outcome] {
        let results = OutcomeSlots(count: jobs.count)
        let workers = max(1, min(concurrency, jobs.count))
        let next = JobCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: jobs.count) {
                results.store(compile(jobs[index]), at: index)
            }
        }
        return results.outcomes()
    }

    /// Compiles and writes one job, creating the folder it goes in.
    public static func compile(_ job: Job) -> Outcome {
        do {
            let compilation = try NibCompiler.compilation(contentsOf: job.input, options: job.options)
            let folder = URL(fileURLWithPath: job.output).deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw Diagnostic.error("cannot create the output folder: \(error.localizedDescription)", path: folder.path)
            }
            try CompiledOutputWriter.write(compilation.output, to: job.output)
            return Outcome(job: job, warnings: compilation.warnings, notes: compilation.notes, error: nil)
        } catch {
            let diagnostic = (error as? Diagnostic) ?? Diagnostic.error("\(error)", path: job.input)
            return Outcome(job: job, warnings: [], error: diagnostic)
        }
    }
}

/// Hands out job indexes, one at a time, to the worker threads.
private final class JobCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// The outcomes, filled in by the worker threads at their jobs' places.
private final class OutcomeSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [BatchCompiler.Outcome?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ outcome: BatchCompiler.Outcome, at index: Int) {
        lock.lock()
        slots[index] = outcome
        lock.unlock()
    }

    func outcomes() -> [BatchCompiler.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
