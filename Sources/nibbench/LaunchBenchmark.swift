import Foundation
import ImageEditorExample
import NibLoadCost
import NibLoader
import NibRuntime

/// `nibbench launch Examples/ImageEditor`: the WWDC 2008 seed's lazy-loading demo, measured.
///
/// For version A (every filter sheet in MainMenu) and version B (the brightness sheet in its
/// own nib, loaded the first time Adjust Brightness fires) it prints the objects created at
/// launch, the launch time (instantiating MainMenu into a new application, ordering the
/// canvas front and drawing it; the document is read once beforehand, as a compiled nib
/// would be mapped), memory in use (the runtime's drawn bytes, and the heap bytes one
/// launch adds, measured over many kept launches), then what clicking Adjust Brightness does.
@MainActor
enum LaunchBenchmark {
    static func run(arguments: [String]) -> Int32 {
        let folders = positionalArguments(arguments)
        guard !folders.isEmpty, let iterations = iterations(in: arguments, default: 200) else {
            FileHandle.standardError.write(Data("Usage: nibbench launch FOLDER... [--iterations N]\n(a folder holding MainMenu, or one whose subfolders A, B... do)\n".utf8))
            return 64
        }
        do {
            try measure(versions: versions(in: folders), iterations: iterations)
            return 0
        } catch {
            FileHandle.standardError.write(Data("nibbench launch: \(error)\n".utf8))
            return 1
        }
    }

    /// The arguments that are not options or option values.
    private static func positionalArguments(_ arguments: [String]) -> [String] {
        var positionals: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--iterations" { skipNext = true; continue }
            if !argument.hasPrefix("--") { positionals.append(argument) }
        }
        return positionals
    }

    /// Each folder holding a MainMenu nib is one version (named after the folder); a folder
    /// without one stands for its subfolders that hold one (`Examples/ImageEditor`: A and B).
    private static func versions(in folders: [String]) -> [(name: String, path: String)] {
        var versions: [(name: String, path: String)] = []
        for folder in folders {
            if NibFolderBundle(path: folder).containsNib(named: "MainMenu") {
                versions.append((URL(fileURLWithPath: folder).lastPathComponent, folder))
                continue
            }
            let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for child in children.sorted() where NibFolderBundle(path: folder + "/" + child).containsNib(named: "MainMenu") {
                versions.append((child, folder + "/" + child))
            }
        }
        return versions
    }

    private static func measure(versions: [(name: String, path: String)], iterations: Int) throws {
        let registry = NibClassRegistry()
        ImageEditorApp.registerClasses(in: registry)
        print("Image editor launch (WWDC 2008 session 923), \(iterations) launches per version, median times")
        let width = max(7, versions.map(\.name.count).max() ?? 0)
        print("version".padding(toLength: width, withPad: " ", startingAt: 0)
            + "  objects  top-level  read xib   launch     drawn memory  heap/launch  Adjust Brightness (1st click)")
        var lines: [String] = []
        for (version, path) in versions {
            let readTimes = try BenchmarkClock.measure(iterations: max(1, iterations / 10)) {
                _ = try NibFolderBundle(path: path, registry: registry).nib(named: "MainMenu")
            }
            let nib = try NibFolderBundle(path: path, registry: registry).nib(named: "MainMenu")
            let lazy = ImageEditorApp.hasSeparateBrightnessSheet(folder: path)
            var sample: ImageEditorApp.Launch?
            let launchTimes = try BenchmarkClock.measure(iterations: iterations) {
                sample = try ImageEditorApp.launch(folder: path, registry: registry, mainNib: nib, lazyBrightnessSheet: lazy)
            }
            guard let launch = sample else { continue }
            let heap = try HeapMemory.bytesPerItem(count: iterations) {
                try ImageEditorApp.launch(folder: path, registry: registry, mainNib: nib, lazyBrightnessSheet: lazy)
            }
            // The first Adjust Brightness, on fresh launches (B reads and instantiates its sheet nib).
            var clickTimes: [Double] = []
            var clicked = launch
            for _ in 0..<max(1, iterations / 10) {
                let fresh = try ImageEditorApp.launch(folder: path, registry: registry, mainNib: nib, lazyBrightnessSheet: lazy)
                let clock = ContinuousClock()
                let elapsed = clock.measure { fresh.editor.brightnessItem?.performClick(in: fresh.application) }
                clickTimes.append(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
                clicked = fresh
            }
            let memoryBefore = launch.application.memoryInUse
            let editor = clicked.editor
            let loaded = editor.lastSheetLoad.map { "loads BrightnessSheet: \($0.createdObjectCount) objects" } ?? "no nib load (sheet made at launch)"
            let hueClicked = try ImageEditorApp.launch(folder: path, registry: registry, mainNib: nib, lazyBrightnessSheet: lazy)
            hueClicked.editor.adjustHue()
            let hueLoaded = hueClicked.editor.lastSheetLoad.map { "Adjust Hue loads HueSheet: \($0.createdObjectCount) objects" } ?? "Adjust Hue loads no nib"
            print([
                version.padding(toLength: width, withPad: " ", startingAt: 0),
                String(launch.result.createdObjectCount).leftPadded(8),
                String(launch.result.topLevelObjects.count).leftPadded(10),
                milliseconds(BenchmarkClock.median(readTimes)).leftPadded(9),
                milliseconds(BenchmarkClock.median(launchTimes)).leftPadded(10),
                kibibytes(memoryBefore).leftPadded(13),
                kibibytes(Int(heap.perItem)).leftPadded(12),
                "  " + milliseconds(BenchmarkClock.median(clickTimes)) + ", " + loaded,
            ].joined(separator: " "))
            let secondClock = ContinuousClock()
            let second = secondClock.measure { editor.brightnessItem?.performClick(in: clicked.application) }
            lines.append("\(version): after Adjust Brightness the sheet is \(editor.brightnessController?.sheet?.isHidden == false ? "on screen" : "missing"); "
                + "drawn memory \(kibibytes(memoryBefore)) -> \(kibibytes(clicked.application.memoryInUse)); "
                + "brightness nib loads: \(editor.sheetLoadCount); a second click takes \(milliseconds(Double(second.components.attoseconds) / 1e18)) and loads nothing; "
                + hueLoaded + (hueClicked.editor.hueController?.sheet?.isHidden == false ? ", the hue sheet is on screen" : ", the hue sheet is missing"))
            _ = heap.kept.count
        }
        for line in lines { print(line) }
        print("Drawn memory counts the backing stores of visible windows (hidden sheets are not drawn); heap/launch is what one launch's objects keep allocated.")
    }

    private static func milliseconds(_ seconds: Double) -> String {
        BenchmarkClock.format(seconds * 1000, digits: 3) + " ms"
    }

    private static func kibibytes(_ bytes: Int) -> String {
        BenchmarkClock.format(Double(bytes) / 1024, digits: 1) + " KiB"
    }
}

extension String {
    /// The string right-aligned in `width` columns.
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
