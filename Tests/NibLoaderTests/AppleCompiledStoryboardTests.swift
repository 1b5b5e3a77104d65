import Foundation
import NibCompiler
import NibLoader
import NibRuntime
import NibTestSupport
import XCTest

/// Storyboards Apple's ibtool compiled (the iOS pairs in Tests/Fixtures/NibCompiler/ios-pairs,
/// from DuckDuckGo for iOS and SwiftGen's playground) load as UIKit loads them, and NibForge's
/// compilation of the same documents loads to the same controllers, views, segues and actions.
/// The apps' classes are not here, so their framework classes stand in (what a tool exploring
/// an app does).
@MainActor
final class AppleCompiledStoryboardTests: TemporaryFolderTestCase {
    private static let pairs = RepositoryPaths.fixture("NibCompiler/ios-pairs")

    /// The storyboard pairs: folder, storyboard name, the module Xcode passed (PAIRS.tsv).
    private func storyboardPairs() throws -> [(folder: String, name: String, module: String?)] {
        let table = try String(contentsOfFile: Self.pairs + "/PAIRS.tsv", encoding: .utf8)
        return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            let folder = Self.pairs + "/" + fields[0]
            guard let name = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
                .first(where: { $0.hasSuffix(".storyboardc") }) else { return nil }
            return (folder, String(name.dropLast(".storyboardc".count)), fields[1] == "-" ? nil : fields[1])
        }
    }

    private func open(_ path: String) throws -> Storyboard {
        var options = NibInstantiationOptions(application: Application())
        options.fallsBackToFrameworkClass = true
        return try Storyboard(contentsOf: path, registry: NibClassRegistry(), options: options)
    }

    func test_appleCompiledStoryboardsLoadEverySceneAndView() async throws {
        var scenes = 0
        var withViewNib = 0
        var viewsLoaded = 0
        var unreachable: [String] = []
        for pair in try storyboardPairs() {
            let storyboard = try open(pair.folder + "/\(pair.name).storyboardc")
            XCTAssertFalse(storyboard.sceneControllerIDs.isEmpty, pair.name)
            for identifier in storyboard.sceneControllerIDs {
                let controller = try storyboard.instantiateController(withIdentifier: identifier)
                XCTAssertTrue(controller.storyboard === storyboard, "\(pair.name) \(identifier)")
                XCTAssertFalse(controller.isViewLoaded, "\(pair.name) \(identifier): V2, the view waits")
                if controller.nibName != nil { withViewNib += 1 }
                controller.loadViewIfNeeded()
                if let error = controller.nibLoadingError {
                    // Home embeds a scene of DaxOnboarding.storyboard, which is not among the fixtures.
                    guard "\(error)".hasSuffix("a storyboard reference names the storyboard 'DaxOnboarding'") else {
                        XCTFail("\(pair.name) \(identifier): \(error)")
                        continue
                    }
                    unreachable.append("\(pair.name) \(identifier)")
                }
                scenes += 1
            }
            viewsLoaded += storyboard.viewLoadCount
        }
        XCTAssertEqual(scenes, 36, "every scene of the seven Apple-compiled storyboards")
        XCTAssertEqual(withViewNib, 32, "navigation controllers have no view nib; every other scene has one")
        XCTAssertEqual(viewsLoaded, withViewNib, "each view nib loaded once, on first use")
        XCTAssertEqual(unreachable, ["Home HomeViewController"])
    }

    /// Scenes whose nibs NibForge does not yet compile as Apple did (PAIRS.tsv): Xcode 7 put
    /// the Wizard's top and bottom layout guides among its views' subviews.
    private static let knownDifferences: Set<String> = ["Wizard Accept-CGU", "Wizard CreateAccount", "Wizard Validate_Password"]

    func test_nibForgeCompiledStoryboardsLoadLikeApplesFromTheSameDocuments() async throws {
        var compared = 0
        var differing: [String] = []
        defer {
            XCTAssertEqual(compared, 36)
            XCTAssertEqual(Set(differing), Self.knownDifferences, "only the known differences remain")
        }
        for pair in try storyboardPairs() {
            // Compiled from a Base.lproj copy when Apple's was (strings archive as localizable).
            let folder = try temporaryDirectory().path + "/Base.lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: pair.folder + "/\(pair.name).storyboard", toPath: folder + "/\(pair.name).storyboard")
            var compileOptions = CompileOptions()
            compileOptions.module = pair.module
            try NibCompiler.compile(contentsOf: folder + "/\(pair.name).storyboard", to: folder + "/\(pair.name).storyboardc", options: compileOptions)
            let apple = try open(pair.folder + "/\(pair.name).storyboardc")
            let ours = try open(folder + "/\(pair.name).storyboardc")
            XCTAssertEqual(ours.controllerIdentifiers, apple.controllerIdentifiers, pair.name)
            for identifier in apple.sceneControllerIDs {
                let expected = try describe(apple.instantiateController(withIdentifier: identifier), in: apple)
                let actual = try describe(ours.instantiateController(withIdentifier: identifier), in: ours)
                compared += 1
                if actual != expected {
                    differing.append("\(pair.name) \(identifier)")
                    if !Self.knownDifferences.contains("\(pair.name) \(identifier)") {
                        XCTAssertEqual(actual, expected, "\(pair.name) \(identifier)")
                    }
                }
            }
            XCTAssertEqual(ours.sceneLoadCount, apple.sceneLoadCount, pair.name)
            XCTAssertEqual(ours.viewLoadCount, apple.viewLoadCount, pair.name)
        }
    }

    /// What a loaded scene is: its controllers (and a container's children), their segues, and
    /// the view tree with frames, texts and the actions each control sends to what.
    private func describe(_ controller: ViewController, in storyboard: Storyboard) throws -> [String] {
        var lines: [String] = []
        describe(controller, depth: 0, into: &lines)
        // Errors name files; the two storyboards sit in different folders.
        let folder = URL(fileURLWithPath: storyboard.path).deletingLastPathComponent().path
        return lines.map { $0.replacingOccurrences(of: folder, with: "<folder>") }
    }

    private func describe(_ controller: ViewController, depth: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        let segues = controller.segueTemplates.map { "\($0.identifier ?? "-"):\($0.kind)" }
        lines.append("\(pad)\(type(of: controller)) segues \(segues)")
        let contained = (controller as? NavigationController)?.viewControllers ?? (controller as? TabBarController)?.viewControllers ?? []
        for child in contained { describe(child, depth: depth + 1, into: &lines) }
        controller.loadViewIfNeeded()
        if let error = controller.nibLoadingError { lines.append("\(pad)view error \(error)") }
        if let view = controller.viewIfLoaded { describe(view, depth: depth + 1, into: &lines) }
        for child in controller.children where !contained.contains(where: { $0 === child }) {
            describe(child, depth: depth + 1, into: &lines)
        }
    }

    private func describe(_ view: RuntimeView, depth: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        var line = "\(pad)\(type(of: view)) \(view.frame) hidden \(view.isHidden)"
        if let label = view as? Label { line += " text \(label.text ?? "-")" }
        if let button = view as? Button { line += " title \(button.title ?? "-")" }
        if let control = view as? Control {
            let actions = control.allTargets.flatMap { target in
                control.actions(forTarget: target, forControlEvent: control.allControlEvents).map { "\($0.name)→\(type(of: target))" }
            }
            line += " actions \(actions)"
        }
        lines.append(line)
        for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
    }
}
