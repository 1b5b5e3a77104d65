import Foundation
import NibCompiler
import NibDocument
import NibLoader
import NibRuntime

/// `nibbench storyboards FOLDER... [--compile] [--iterations N]`: every scene of every
/// storyboard under each FOLDER (searched recursively: `.storyboard` documents and compiled
/// `.storyboardc` folders, Apple's for instance) instantiated, then its view loaded, with the
/// time per scene and the scenes that do not load, each with the reason. With `--compile`,
/// each document is first compiled by NibForge and the `.storyboardc` is what loads.
@MainActor
enum StoryboardBenchmark {
    static func run(arguments: [String]) -> Int32 {
        let folders = arguments.enumerated().filter { index, argument in
            !argument.hasPrefix("--") && (index == 0 || arguments[index - 1] != "--iterations")
        }.map(\.element)
        guard !folders.isEmpty, let iterations = iterations(in: arguments, default: 20) else {
            FileHandle.standardError.write(Data("Usage: nibbench storyboards FOLDER... [--compile] [--iterations N]\n".utf8))
            return 64
        }
        let compiles = arguments.contains("--compile")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-storyboards-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        print("storyboard  form  scenes  loaded  views  median per scene")
        var totals = (scenes: 0, loaded: 0, views: 0, storyboards: 0)
        var failures: [String] = []
        for path in folders.flatMap(storyboards(under:)) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            do {
                var options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
                options.fallsBackToFrameworkClass = true
                let storyboard: Storyboard
                let form: String
                if path.hasSuffix(".storyboardc") {
                    storyboard = try Storyboard(contentsOf: path, registry: NibClassRegistry(), options: options)
                    form = "compiled (as found)"
                } else if compiles {
                    let output = scratch + "/\(totals.storyboards)/" + name + "c"
                    try NibCompiler.compile(contentsOf: path, to: output)
                    storyboard = try Storyboard(contentsOf: output, registry: NibClassRegistry(), options: options)
                    form = "compiled by NibForge"
                } else {
                    storyboard = try Storyboard(documentAt: path, registry: NibClassRegistry(), options: options)
                    form = "document"
                }
                totals.storyboards += 1
                var loaded: [String] = []
                for id in storyboard.sceneControllerIDs {
                    do {
                        try loadContent(of: storyboard.instantiateSceneObject(id: id))
                        loaded.append(id)
                    } catch {
                        failures.append("\(name) scene \(id): \(error)")
                    }
                }
                let viewsBefore = storyboard.viewLoadCount
                let times = try BenchmarkClock.measure(iterations: iterations) {
                    for id in loaded { try loadContent(of: storyboard.instantiateSceneObject(id: id)) }
                }
                let perScene = loaded.isEmpty ? 0 : BenchmarkClock.median(times) / Double(loaded.count)
                let views = (storyboard.viewLoadCount - viewsBefore) / iterations
                totals.scenes += storyboard.sceneControllerIDs.count
                totals.loaded += loaded.count
                totals.views += views
                print("\(name)  \(form)  \(storyboard.sceneControllerIDs.count)  \(loaded.count)  \(views)  \(BenchmarkClock.format(perScene * 1e6, digits: 1)) µs")
            } catch {
                failures.append("\(name): \(error)")
            }
        }
        print("\(totals.storyboards) storyboards: \(totals.loaded) of \(totals.scenes) scenes instantiated with their views (\(totals.views) view nibs per pass)")
        for failure in failures { print("  not loaded: \(failure)") }
        return 0
    }

    /// Loads a view controller's view, or a window controller's window and content view.
    private static func loadContent(of controller: AnyObject) throws {
        if let windowController = controller as? WindowController {
            guard windowController.window != nil else { throw StoryboardError.notAWindowController(id: "scene", className: "a window controller without a window") }
            if let content = windowController.contentViewController { try loadContent(of: content) }
        } else if let viewController = controller as? ViewController {
            viewController.loadViewIfNeeded()
            if let error = viewController.nibLoadingError { throw error }
        }
    }

    /// The `.storyboard` files and `.storyboardc` folders under `folder` (or `folder` itself), sorted.
    private static func storyboards(under folder: String) -> [String] {
        if folder.hasSuffix(".storyboard") || folder.hasSuffix(".storyboardc") { return [folder] }
        var found: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".storyboardc") {
                found.append(folder + "/" + relative)
                walker.skipDescendants()
            } else if relative.hasSuffix(".storyboard") {
                found.append(folder + "/" + relative)
            }
        }
        return found.sorted()
    }
}
