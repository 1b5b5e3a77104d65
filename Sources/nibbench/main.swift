import Foundation

// nibbench: NibForge's benchmarks, each next to the Foundation peer measured in the same run.
// Build in release mode: `swift run -c release nibbench <benchmark> FOLDER [--iterations N]`.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    Usage: nibbench <benchmark> FOLDER [--iterations N]
      documents   parse every .xib/.storyboard of FOLDER (lossless + typed) vs Foundation XMLParser
      archive     decode every compiled nib of FOLDER vs Foundation (see `nibbench archive --help`)
      storyboards every scene of every storyboard under FOLDER... (documents and .storyboardc folders; --compile: compiled by NibForge first), with its view
      launch      the image editor example (Examples/ImageEditor): launch of versions A, B and split ones
      instantiate instantiate throughput of a nib/xib, a folder of them, or a generated one (--generate N)
      compile     compile every .xib/.storyboard of FOLDER [--peer VIRAPTOR_CHECKOUT] [--iterations N]
      explore     geometry, every connections panel and point queries for every document under FOLDER
      check       nibtool check's work on FOLDER, or on a generated project (--generate DOCUMENTS,SOURCES)
      studio      NibStudio's document list and largest canvas over loopback (--server PATH/TO/nibstudio)
      catalog     a String Catalog read, written and updated from its documents vs Foundation's JSONSerialization

    """

func iterations(in arguments: [String], default defaultValue: Int) -> Int? {
    guard let index = arguments.firstIndex(of: "--iterations") else { return defaultValue }
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else { return nil }
    return value
}

if arguments.first == "compile" {
    exit(CompileBenchmark.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == "studio" {
    exit(StudioBenchmark.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == "catalog" {
    exit(CatalogBenchmark.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == "check" {
    exit(CheckBenchmark.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == "explore" {
    exit(ExploreBenchmark.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == "archive" {
    exit(ArchiveBenchmark.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == "storyboards" { exit(MainActor.assumeIsolated { StoryboardBenchmark.run(arguments: Array(arguments.dropFirst())) }) }
if arguments.first == "launch" { exit(MainActor.assumeIsolated { LaunchBenchmark.run(arguments: Array(arguments.dropFirst())) }) }
if arguments.first == "instantiate" { exit(MainActor.assumeIsolated { InstantiateBenchmark.run(arguments: Array(arguments.dropFirst())) }) }

guard arguments.count >= 2, let count = iterations(in: arguments, default: 20) else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}
do {
    switch arguments[0] {
    case "documents":
        try DocumentBenchmark.run(folder: arguments[1], iterations: count)
    default:
        FileHandle.standardError.write(Data("nibbench: unknown benchmark '\(arguments[0])'\n\(usage)".utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("nibbench: \(error)\n".utf8))
    exit(1)
}
