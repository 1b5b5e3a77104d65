import Foundation
import NibDocument
import NibExplorer

/// The explorer's test documents: `Tests/Fixtures/NibExplorer`, the image editor of the
/// WWDC 2008 seed (`Examples/ImageEditor`) and the archives of `Tests/Fixtures`.
enum ExplorerFixture {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { repository.appendingPathComponent(relative).path }

    /// Opens a document (archives upgraded) and computes its geometry.
    static func geometry(_ relative: String) throws -> InterfaceGeometry {
        let path = path(relative)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return InterfaceGeometry(document: try ExplorableDocument.open(bytes, path: path).document)
    }

    static let cocoa = "Tests/Fixtures/NibExplorer/CocoaGeometry.xib"
    static let touch = "Tests/Fixtures/NibExplorer/TouchScenes.storyboard"
    static let imageEditor = "Examples/ImageEditor/A/MainMenu.xib"
}

extension InterfaceGeometry {
    /// The frame of the object with `id`, for assertions.
    func frame(_ id: String) -> InterfaceRect? { placement(ofID: id)?.frame }

    func index(_ id: String) -> Int { document.indexOfObject(withID: id) ?? -1 }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> InterfaceRect {
    InterfaceRect(x: x, y: y, width: width, height: height)
}
