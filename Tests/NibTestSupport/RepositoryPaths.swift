import Foundation
import XCTest

/// Places in this repository that tests read, found from this file's own path, so tests
/// never depend on the working directory or on `../shared`.
public enum RepositoryPaths {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/Fixtures`.
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    /// `Examples/ImageEditor`: version A (every sheet in MainMenu) and the hand-made version B.
    public static let imageEditor = root.appendingPathComponent("Examples/ImageEditor")

    /// The path of `relative` under `Tests/Fixtures`.
    public static func fixture(_ relative: String) -> String { fixtures.appendingPathComponent(relative).path }
}

/// The shared corpus (`../shared/corpus` beside the repository, or the folder named by
/// `NIBFORGE_CORPUS`): real documents and nibs from public projects, not part of the
/// repository. Tests that read it skip when it is absent.
public enum SharedCorpus {
    /// The corpus folder, or nil when there is none.
    public static let root: URL? = {
        if let override = ProcessInfo.processInfo.environment["NIBFORGE_CORPUS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let sibling = RepositoryPaths.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: sibling.path) ? sibling : nil
    }()

    /// `corpus/<relative>`, or an `XCTSkip` saying the corpus is absent.
    public static func folder(_ relative: String) throws -> URL {
        guard let root, FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path) else {
            throw XCTSkip("../shared/corpus/\(relative) is not present (set NIBFORGE_CORPUS to its folder)")
        }
        return root.appendingPathComponent(relative)
    }
}
