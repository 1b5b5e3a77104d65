// swift-tools-version: 6.0
//
// NibForge: Interface Builder documents, compiled nibs, the nib loader and a
// headless UIKit/AppKit-style runtime, re-implemented in the open for Linux.
// ARCHITECTURE.md explains how the modules below fit together.
import PackageDescription

let package = Package(
    name: "NibForge",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NibCore", targets: ["NibCore"]),
        .library(name: "NibFiles", targets: ["NibFiles"]),
        .library(name: "NibXML", targets: ["NibXML"]),
        .library(name: "NibDocument", targets: ["NibDocument"]),
        .library(name: "NibArchive", targets: ["NibArchive"]),
        .library(name: "NibRuntime", targets: ["NibRuntime"]),
        .library(name: "NibLoader", targets: ["NibLoader"]),
        .library(name: "NibLocalization", targets: ["NibLocalization"]),
        .library(name: "NibUpgrade", targets: ["NibUpgrade"]),
        .library(name: "NibCompiler", targets: ["NibCompiler"]),
        .library(name: "NibExplorer", targets: ["NibExplorer"]),
        .library(name: "NibSourceIndex", targets: ["NibSourceIndex"]),
        .library(name: "NibSourceCheck", targets: ["NibSourceCheck"]),
        .library(name: "NibRefactoring", targets: ["NibRefactoring"]),
        .library(name: "NibLoadCost", targets: ["NibLoadCost"]),
        .library(name: "NibToolKit", targets: ["NibToolKit"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
        .executable(name: "nibstudio", targets: ["nibstudio"]),
        .executable(name: "lifecycle-demo", targets: ["lifecycle-demo"]),
    ],
    dependencies: [
        // Only NibSourceIndex uses it: parsing the Swift classes documents name.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Only NibStudio (the browser app) and its executable use it.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Documentation only: `swift package generate-documentation` (DocC catalogs per module).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Shared vocabulary: diagnostics with source locations, quoting, edit distance. No Foundation.
        .target(name: "NibCore"),
        // Lossless XML: a byte scanner and an editable tree that writes back byte for byte.
        // Files written atomically (temp file + rename): the one Foundation-using helper of the base.
        .target(name: "NibFiles", dependencies: ["NibCore"]),
        .target(name: "NibXML", dependencies: ["NibCore"]),
        // The typed view of .xib / .storyboard documents over the lossless tree.
        .target(name: "NibDocument", dependencies: ["NibCore", "NibXML"]),
        // Compiled nibs: the NIBArchive container, keyed bplist archives, keyed decoding.
        .target(name: "NibArchive", dependencies: ["NibCore"]),
        // The headless responder / view / view-controller runtime.
        .target(name: "NibRuntime"),
        // The nib loader: instantiates compiled nibs and xib documents into the runtime
        // following the loading rules N1-N12 (runtime-rules.md).
        .target(name: "NibLoader", dependencies: ["NibCore", "NibXML", "NibDocument", "NibArchive", "NibRuntime"]),
        // .strings and XLIFF reading/writing, the localisation plan, and the per-platform
        // localizable-property tables over documents.
        .target(name: "NibLocalization", dependencies: ["NibCore", "NibXML", "NibDocument"]),
        // Interface Builder 3 `<archive>` documents → modern `<document>`s (`nibtool --upgrade`).
        .target(name: "NibUpgrade", dependencies: ["NibCore", "NibXML", "NibDocument"]),
        // Compiling documents to nibs (NIBArchive, storyboardc) and comparing compiled nibs;
        // archives are upgraded first.
        .target(name: "NibCompiler", dependencies: ["NibCore", "NibFiles", "NibXML", "NibDocument", "NibArchive", "NibUpgrade"]),
        // Interface Builder's exploring tools over documents: frames in container coordinates,
        // the objects under a point, the connections panel with paths.
        .target(name: "NibExplorer", dependencies: ["NibCore", "NibXML", "NibDocument", "NibUpgrade"]),
        // The classes a project's sources declare (Swift through swift-syntax, Objective-C
        // through its own scanner): jump to class, and checking documents against sources.
        .target(name: "NibSourceIndex", dependencies: [
            "NibCore",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Documents checked against their sources: custom classes, outlets and actions
        // (`nibtool check`), with NibForge's table of framework classes.
        .target(name: "NibSourceCheck", dependencies: ["NibCore", "NibXML", "NibDocument", "NibExplorer", "NibSourceIndex"]),
        // nibtool's commands as a library, so tests drive them in-process.
        .target(name: "NibRefactoring", dependencies: ["NibCore", "NibXML", "NibDocument"]),
        .target(name: "NibLoadCost", dependencies: ["NibCore", "NibDocument", "NibLoader", "NibRuntime"]),
        .target(name: "NibToolKit", dependencies: ["NibCore", "NibFiles", "NibXML", "NibDocument", "NibArchive", "NibLocalization", "NibCompiler", "NibUpgrade", "NibExplorer", "NibSourceIndex", "NibSourceCheck", "NibRefactoring", "NibLoadCost"]),
        // The image editor of the WWDC 2008 seed (Examples/ImageEditor): its controllers and launch.
        .target(name: "ImageEditorExample", dependencies: ["NibRuntime", "NibLoader"], path: "Examples/ImageEditor/Sources"),
        .executableTarget(name: "nibtool", dependencies: ["NibToolKit"]),
        // NibStudio: the browser app's library (workspace, canvas, edits, API, page) and executable.
        .target(name: "NibStudio", dependencies: [
            "NibCore", "NibFiles", "NibXML", "NibDocument", "NibExplorer", "NibSourceIndex", "NibToolKit",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),
        .executableTarget(name: "nibstudio", dependencies: ["NibStudio", .product(name: "Hummingbird", package: "hummingbird")]),
        .executableTarget(name: "nibbench", dependencies: ["NibXML", "NibDocument", "NibArchive", "NibLocalization", "NibCompiler", "NibExplorer", "NibSourceIndex", "NibSourceCheck", "NibRuntime", "NibLoader", "NibLoadCost", "NibRefactoring", "ImageEditorExample"]),
        .executableTarget(name: "lifecycle-demo", dependencies: ["NibRuntime", "NibLoader"]),
        // Fuzzing: the checks each fuzz target makes (shared with the regression tests), and the
        // libFuzzer entry points `Fuzz/run` builds with -sanitize=fuzzer,address -DFUZZING.
        .target(name: "NibFuzzing", dependencies: ["NibXML", "NibDocument", "NibArchive", "NibLocalization", "NibCompiler", "NibLoader", "NibRuntime"]),
        .executableTarget(name: "nibfuzz", dependencies: ["NibFuzzing"]),

        .testTarget(name: "NibFilesTests", dependencies: ["NibFiles", "NibCore", "NibTestSupport"]),
        .testTarget(name: "NibXMLTests", dependencies: ["NibXML", "NibTestSupport"]),
        .testTarget(name: "NibDocumentTests", dependencies: ["NibDocument", "NibXML", "NibTestSupport"]),
        .testTarget(name: "NibArchiveTests", dependencies: ["NibArchive", "NibTestSupport"]),
        .testTarget(name: "NibRuntimeTests", dependencies: ["NibRuntime"]),
        .testTarget(name: "NibFuzzingTests", dependencies: ["NibFuzzing", "NibTestSupport"]),
        .testTarget(name: "NibLoaderTests", dependencies: ["NibLoader", "NibRuntime", "NibDocument", "NibArchive", "NibCompiler", "ImageEditorExample", "NibTestSupport"]),
        .testTarget(name: "NibLocalizationTests", dependencies: ["NibLocalization", "NibDocument", "NibXML", "NibTestSupport"]),
        .testTarget(name: "NibCompilerTests", dependencies: ["NibCompiler", "NibArchive", "NibDocument", "NibTestSupport"]),
        .testTarget(name: "NibUpgradeTests", dependencies: ["NibUpgrade", "NibDocument", "NibCompiler"]),
        .testTarget(name: "NibExplorerTests", dependencies: ["NibExplorer", "NibDocument"]),
        .testTarget(name: "NibSourceIndexTests", dependencies: ["NibSourceIndex"]),
        .testTarget(name: "NibSourceCheckTests", dependencies: ["NibSourceCheck", "NibSourceIndex", "NibDocument"]),
        .target(name: "NibTestSupport", dependencies: ["NibCompiler"], path: "Tests/NibTestSupport"),
        .testTarget(name: "NibToolTests", dependencies: ["NibToolKit", "NibTestSupport"]),
        .testTarget(name: "NibRefactoringTests", dependencies: [
            "NibRefactoring", "NibLoadCost", "NibDocument", "NibCompiler", "NibLoader", "NibRuntime", "ImageEditorExample", "NibTestSupport",
        ]),
        .testTarget(name: "NibStudioTests", dependencies: [
            "NibStudio", "NibToolKit", .product(name: "HummingbirdTesting", package: "hummingbird"), .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
