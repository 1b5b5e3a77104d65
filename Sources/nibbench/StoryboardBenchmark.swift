import Foundation
import NibDocument
import NibLoader
import NibRuntime

/// `nibbench storyboards FOLDER [--iterations N]`: every scene of every `.storyboard` under
/// FOLDER instantiated from the document (its scene, then its view), with the time per scene
/// and the scenes that do not load, each with the reason.
@MainActor
enum StoryboardBenchmark {
    static func run(arguments: [String]) -> Int32 {
        guard let folder = arguments.first(where: { !$0.hasPrefix("--") }), let iterations = iterations(in: arguments, default: 20) else {
            FileHandle.standardError.write(Data("Usage: nibbench storyboards FOLDER [--iterations N]\n".utf8))
            return 64
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".storyboard") }.sorted()
        print("storyboard  scenes  loaded  views  median per scene")
        var totals = (scenes: 0, loaded: 0, views: 0)
        var failures: [String] = []
        for file in files {
            let path = folder + "/" + file
            do {
                let document = try InterfaceDocument(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
                var options = NibInstantiationOptions(application: Application(), fallbackClassName: "NSObject")
                options.fallsBackToFrameworkClass = true
                let storyboard = try Storyboard(document: document, registry: NibClassRegistry(), options: options)
                var loaded: [String] = []
                for id in storyboard.sceneControllerIDs {
                    do {
                        let controller = try storyboard.instantiateSceneController(id: id)
                        controller.loadViewIfNeeded()
                        if let error = controller.nibLoadingError { throw error }
                        loaded.append(id)
                    } catch {
                        failures.append("\(file) scene \(id): \(error)")
                    }
                }
                let times = try BenchmarkClock.measure(iterations: iterations) {
                    for id in loaded { try storyboard.instantiateSceneController(id: id).loadViewIfNeeded() }
                }
                let perScene = loaded.isEmpty ? 0 : BenchmarkClock.median(times) / Double(loaded.count)
                let views = storyboard.viewLoadCount / (iterations + 1)
                totals.scenes += storyboard.sceneControllerIDs.count
                totals.loaded += loaded.count
                totals.views += views
                print("\(file)  \(storyboard.sceneControllerIDs.count)  \(loaded.count)  \(views)  \(BenchmarkClock.format(perScene * 1e6, digits: 1)) µs")
            } catch {
                failures.append("\(file): \(error)")
            }
        }
        print("\(files.count) storyboards: \(totals.loaded) of \(totals.scenes) scenes instantiated with their views (\(totals.views) view nibs)")
        for failure in failures { print("  not loaded: \(failure)") }
        return 0
    }
}
