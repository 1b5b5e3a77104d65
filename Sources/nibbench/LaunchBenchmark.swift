import Foundation
import ImageEditorExample
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
        guard let folder = arguments.first, let iterations = iterations(in: arguments, default: 200) else {
            FileHandle.standardError.write(Data("Usage: nibbench launch EXAMPLE_FOLDER [--iterations N]\n".utf8))
            return 64
        }
        do {
            try measure(folder: folder, iterations: iterations)
            return 0
        } catch {
            FileHandle.standardError.write(Data("nibbench launch: \(error)\n".utf8))
            return 1
        }
    }

    private static func measure(folder: String, iterations: Int) throws {
        let registry = NibClassRegistry()
        ImageEditorApp.registerClasses(in: registry)
        print("Image editor launch (WWDC 2008 session 923), \(iterations) launches per version, median times")
        print("version  objects  top-level  read xib   launch     drawn memory  heap/launch  Adjust Brightness (1st click)")
        var lines: [String] = []
        for version in ["A", "B"] {
            let path = folder + "/" + version
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
            print([
                version.padding(toLength: 7, withPad: " ", startingAt: 0),
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
                + "brightness nib loads: \(editor.sheetLoadCount); a second click takes \(milliseconds(Double(second.components.attoseconds) / 1e18)) and loads nothing")
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
