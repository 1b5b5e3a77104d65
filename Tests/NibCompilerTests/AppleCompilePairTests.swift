import Foundation
import NibArchive
import NibCompiler
import NibTestSupport
import XCTest

/// The iOS compile pairs (Tests/Fixtures/NibCompiler/ios-pairs, copies of
/// ../shared/corpus/ios-pairs): each document is compiled with the module Xcode passed and
/// compared object by object with the nib Apple's ibtool made from it. `PAIRS.tsv` says
/// which pairs are equal today; those must stay equal, and a pair that becomes equal must be
/// marked so (the table is the record of what NibForge matches).
final class AppleCompilePairTests: TemporaryFolderTestCase {
    typealias Pair = CompilePair

    static let folder = Fixtures.folder.appendingPathComponent("ios-pairs")

    static func pairs() throws -> [Pair] {
        try CompilePair.pairs(inTableAt: folder.appendingPathComponent("PAIRS.tsv").path)
    }

    /// The pair's document and Apple's output beside it.
    static func files(of pair: Pair) throws -> (document: URL, apple: URL) {
        let contents = try FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent(pair.name), includingPropertiesForKeys: nil)
        let document = try XCTUnwrap(contents.first { ["xib", "storyboard"].contains($0.pathExtension) })
        let apple = document.deletingPathExtension().appendingPathExtension(document.pathExtension == "xib" ? "nib" : "storyboardc")
        return (document, apple)
    }

    func test_pairsMarkedEqualCompileEqualToApplesNib_andTheOthersAreStillRecordedAsDifferent() throws {
        // For storyboards that still differ, the nibs that already compile equal may not regress.
        let pairs = try Self.pairs()
        XCTAssertEqual(pairs.count, 22)
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for pair in pairs {
            var (document, apple) = try Self.files(of: pair)
            if let folder = pair.folder {
                // Compile a copy in the folder ibtool compiled it from (Base.lproj).
                let copy = scratch.appendingPathComponent(pair.name).appendingPathComponent(folder)
                try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: document, to: copy.appendingPathComponent(document.lastPathComponent))
                document = copy.appendingPathComponent(document.lastPathComponent)
            }
            let output = scratch.appendingPathComponent(pair.name + "." + apple.pathExtension)
            try NibCompiler.compile(contentsOf: document.path, to: output.path, options: pair.options)
            var notes = ComparisonNotes()
            let differences = try NibComparison.differences(betweenContentsOf: output.path, and: apple.path, limit: 5, notes: &notes)
            let similarity = try NibSimilarity(ofContentsOf: output.path, toReferenceAt: apple.path)
            XCTAssertEqual(similarity.files, pair.files, "\(pair.name): Apple's nib count")
            XCTAssertGreaterThanOrEqual(similarity.equalFiles, pair.equalFiles, "\(pair.name): fewer of Apple's nibs compile equal than before")
            if pair.isEqual {
                XCTAssertEqual(differences.map(\.description), [], "\(pair.name) no longer compiles equal to Apple's nib")
                // ibtool writes one constraint order (`archiveOrder(of:in:)`): every list in it.
                XCTAssertEqual(notes.constraintListsInAnotherOrder, 0, "\(pair.name): constraint lists in another order than Apple's")
            } else {
                XCTAssertFalse(differences.isEmpty, "\(pair.name) now compiles equal to Apple's nib: mark it equal in PAIRS.tsv")
            }
        }
    }

    func test_storyboardCompiledWithFlattenNO_embedsItsSource_andPairsTheNamesIbtoolMadeUp() throws {
        // SwiftGen's Wizard was compiled by Xcode 7.1 with `--flatten NO`: ibtool kept the
        // source in the .storyboardc and named two view nibs' upstream placeholders with object
        // ids drawn for the occasion. NibForge derives its own ids; the comparison pairs them.
        let pair = try XCTUnwrap(Self.pairs().first { $0.name == "swiftgen-playground-Wizard" })
        XCTAssertEqual(pair.options.cocoaTouchRelease?.xcodeMajorVersion, 7)
        XCTAssertFalse(pair.flattens)
        let (document, apple) = try Self.files(of: pair)
        guard case .storyboard(let files) = try NibCompiler.compile(contentsOf: document.path, options: pair.options) else {
            return XCTFail("a storyboard compiles to a .storyboardc")
        }
        let embedded = try XCTUnwrap(files.first { $0.name == "designable.storyboard" })
        // The fixture's document is the designable.storyboard of Apple's output (Tests/Fixtures/SOURCES.md).
        XCTAssertEqual(Data(embedded.bytes), try Data(contentsOf: document))
        let output = try temporaryDirectory().appendingPathComponent("Wizard.storyboardc")
        try NibCompiler.compile(contentsOf: document.path, to: output.path, options: pair.options)
        var notes = ComparisonNotes()
        XCTAssertEqual(try NibComparison.differences(betweenContentsOf: output.path, and: apple.path, limit: 20, notes: &notes), [])
        XCTAssertEqual(Set(notes.pairedGeneratedNames.values), ["UpstreamPlaceholder-3vA-0s-Jrc", "UpstreamPlaceholder-NNC-0b-QXd"])
        // Compiled again, the same bytes: the ids come from the document, not from chance.
        guard case .storyboard(let again) = try NibCompiler.compile(contentsOf: document.path, options: pair.options) else { return XCTFail() }
        XCTAssertEqual(again.map(\.bytes), files.map(\.bytes))
        // Flattened (Xcode's default), nothing is embedded, and the comparison says so.
        var flattened = pair.options
        flattened.flatten = true
        let flat = try temporaryDirectory().appendingPathComponent("Flat.storyboardc")
        try NibCompiler.compile(contentsOf: document.path, to: flat.path, options: flattened)
        XCTAssertFalse(FileManager.default.fileExists(atPath: flat.appendingPathComponent("designable.storyboard").path))
        XCTAssertEqual(try NibComparison.differences(betweenContentsOf: flat.path, and: apple.path).map(\.description),
                       ["designable.storyboard: present on the right only"])
    }

    func test_baseLocalizedStoryboardsArchiveLocalizableStrings() throws {
        // Apple's Feedback.storyboardc (compiled from Base.lproj) keys its titles as the strings
        // file does; the same document compiled outside Base.lproj archives plain strings.
        let pair = try XCTUnwrap(Self.pairs().first { $0.name == "ddg-Feedback" })
        XCTAssertEqual(pair.folder, "Base.lproj")
        let (document, _) = try Self.files(of: pair)
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let base = scratch.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: document, to: base.appendingPathComponent("Feedback.storyboard"))
        func titleClass(_ path: String) throws -> String? {
            guard case .storyboard(let files) = try NibCompiler.compile(contentsOf: path, options: CompileOptions(module: "DuckDuckGo")),
                  let nib = files.first(where: { $0.name == "FeedbackPicker.nib" }) else { return nil }
            let graph = try CompiledNibFile(bytes: nib.bytes).graph
            let keyed = graph.objects.filter { $0.className == "NSLocalizableString" }
            return keyed.isEmpty ? "NSString" : "NSLocalizableString"
        }
        XCTAssertEqual(try titleClass(base.appendingPathComponent("Feedback.storyboard").path), "NSLocalizableString")
        XCTAssertEqual(try titleClass(document.path), "NSString")
    }

    func test_storyboardUsingImageReferences_writesEachNibAsTheDirectoryAppleWrites() throws {
        // Settings.storyboard uses image references (a system symbol): Apple's ibtool wrote
        // every nib as a directory with `objects-14.0+.nib` and `runtime.nib`.
        let pair = try XCTUnwrap(Self.pairs().first { $0.name == "ddg-Settings" })
        let (document, apple) = try Self.files(of: pair)
        guard case .storyboard(let files) = try NibCompiler.compile(contentsOf: document.path, options: CompileOptions(module: pair.module)) else {
            return XCTFail("a storyboard compiles to a .storyboardc")
        }
        var appleFiles: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: apple.path) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: apple.appendingPathComponent(name).path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                appleFiles += try FileManager.default.contentsOfDirectory(atPath: apple.appendingPathComponent(name).path).map { name + "/" + $0 }
            } else {
                appleFiles.append(name)
            }
        }
        XCTAssertEqual(files.map(\.name).sorted(), appleFiles.sorted())
        // Without image references (Debug.storyboard), nibs stay single files.
        let debug = try XCTUnwrap(Self.pairs().first { $0.name == "ddg-Debug" })
        guard case .storyboard(let debugFiles) = try NibCompiler.compile(contentsOf: Self.files(of: debug).document.path,
                                                                         options: CompileOptions(module: debug.module)) else {
            return XCTFail("a storyboard compiles to a .storyboardc")
        }
        XCTAssertFalse(debugFiles.contains { $0.name.contains("/") })
    }

    func test_controllerLayoutGuidesAreListedBeforeTheRootViewsSubviews() throws {
        // Apple's view nibs (Xcode 12's Autocomplete, Xcode 13's Home) list the top and bottom
        // layout guides right after the root view's constraints, before its subviews, though
        // the guides are the root view's last subviews.
        for (name, nib) in [("ddg-Autocomplete", "HV3-WA-HxT-view-IiA-uy-AxZ.nib"), ("ddg-Home", "LJ1-RN-ckE-view-klK-ZJ-wmA.nib")] {
            let pair = try XCTUnwrap(Self.pairs().first { $0.name == name })
            let (document, apple) = try Self.files(of: pair)
            func listedClasses(_ bytes: [UInt8]) throws -> [String] {
                let root = GraphCursor(try CompiledNibFile(bytes: bytes).graph)
                return try XCTUnwrap(root["UINibObjectsKey"]).elements.compactMap(\.className)
            }
            let appleClasses = try listedClasses(Array(try Data(contentsOf: apple.appendingPathComponent(nib))))
            var options = CompileOptions(module: pair.module)
            options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: "13.2")  // DuckDuckGo's archive's Xcode
            guard case .storyboard(let files) = try NibCompiler.compile(contentsOf: document.path, options: options),
                  let compiled = files.first(where: { $0.name == nib }) else { return XCTFail("\(name): the view nib is written") }
            let classes = try listedClasses(compiled.bytes)
            let firstGuide = try XCTUnwrap(appleClasses.firstIndex(of: "_UILayoutGuide"))
            XCTAssertEqual(Array(classes.prefix(firstGuide + 3)), Array(appleClasses.prefix(firstGuide + 3)), name)
        }
    }

    func test_equalPairsCoverEveryReleaseRule() throws {
        // The rules are versioned: both releases must have pairs that prove them.
        let equal = try Self.pairs().filter(\.isEqual).map(\.name)
        XCTAssertTrue(equal.contains("ddg-ActionMessageView"), "an Xcode 13 pair")
        XCTAssertTrue(equal.contains("cart-swiftmessages4-MessageView"), "an Xcode 9 pair")
    }
}
