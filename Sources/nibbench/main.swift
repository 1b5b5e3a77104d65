// Temporary: the lead merges the benchmark entry points into one main.swift.
let benchmarkArguments = Array(CommandLine.arguments.dropFirst())
if benchmarkArguments.first == "archive" {
    exit(ArchiveBenchmark.run(arguments: Array(benchmarkArguments.dropFirst())))
}
print("nibbench")
import Foundation
