import Foundation

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
