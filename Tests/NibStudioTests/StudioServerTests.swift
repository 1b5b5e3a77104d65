import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NibStudio
import NibToolKit
import XCTest

/// NibStudio's API through Hummingbird's test client, on a copy of the image editor example.
final class StudioServerTests: XCTestCase {
    private var folder: URL!
    private var server: StudioServer!

    override func setUpWithError() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibstudio-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Examples/ImageEditor"), to: folder)
        server = StudioServer(workspace: try StudioWorkspace(folder: folder.path), token: "secret-token", sources: [folder.appendingPathComponent("Sources").path])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func get(_ uri: String, _ check: @escaping @Sendable (TestResponse) throws -> Void) async throws {
        let app = Application(router: server.router())
        try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in try check(response) }
        }
    }

    private func post(_ uri: String, _ body: [String: Any], token: String? = "secret-token") async throws -> (status: HTTPResponse.Status, json: [String: Any]) {
        let app = Application(router: server.router())
        let data = try JSONSerialization.data(withJSONObject: body)
        var fields = HTTPFields()
        if let token { fields[HTTPField.Name("X-NibStudio-Token")!] = token }
        fields[.contentType] = "application/json"
        let headers = fields
        let box = ResultBox()
        try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: data)) { response in
                box.status = response.status
                box.json = (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any] ?? [:]
            }
        }
        return (box.status, box.json)
    }

    private final class ResultBox: @unchecked Sendable {
        var status: HTTPResponse.Status = .ok
        var json: [String: Any] = [:]
    }

    private static func json(_ response: TestResponse) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(buffer: response.body))
    }

    func testDocumentsListEveryDocumentWithItsFigures() async throws {
        try await get("/api/documents") { response in
            XCTAssertEqual(response.status, .ok)
            let documents = try XCTUnwrap(Self.json(response) as? [[String: Any]])
            XCTAssertEqual(documents.compactMap { $0["path"] as? String }, ["A/MainMenu.xib", "B/BrightnessSheet.xib", "B/MainMenu.xib"])
            XCTAssertEqual(documents.first?["platform"] as? String, "cocoa")
            XCTAssertEqual(documents.first?["kind"] as? String, "xib")
            XCTAssertNotNil(documents.first?["objects"] as? Int)
        }
    }

    func testTheListNoticesAChangedFile() async throws {
        try await get("/api/documents") { response in
            let documents = try XCTUnwrap(Self.json(response) as? [[String: Any]])
            XCTAssertEqual(documents[1]["objects"] as? Int, 14)
        }
        let minimal = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                </objects>
            </document>
            """
        try minimal.write(to: folder.appendingPathComponent("B/BrightnessSheet.xib"), atomically: false, encoding: .utf8)
        try await get("/api/documents") { response in
            let documents = try XCTUnwrap(Self.json(response) as? [[String: Any]])
            XCTAssertEqual(documents[1]["objects"] as? Int, 3)
        }
    }

    func testTheOutlineListsPlaceholdersFirst() async throws {
        try await get("/api/document?path=A/MainMenu.xib") { response in
            let document = try XCTUnwrap(Self.json(response) as? [String: Any])
            let outline = try XCTUnwrap(document["outline"] as? [[String: Any]])
            XCTAssertEqual(outline.prefix(3).compactMap { $0["label"] as? String }, ["File's Owner", "First Responder", "Application"])
            XCTAssertEqual(document["containers"] as? [String], ["win-canvas", "win-brightness", "win-hue"])
            XCTAssertEqual((document["hash"] as? String)?.count, 16)
        }
    }

    func testTheCanvasDrawsTheWindowAndItsViews() async throws {
        try await get("/api/canvas?path=A/MainMenu.xib&object=win-brightness") { response in
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(response.headers[.contentType], "image/svg+xml")
            let svg = String(buffer: response.body)
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"canvas\" width=\"360\" height=\"168\""), svg)
            XCTAssertTrue(svg.contains(">Adjust Brightness</text>"), "the title bar shows the window's title")
            XCTAssertTrue(svg.contains("data-id=\"btn-brightness-ok\""))
            XCTAssertTrue(svg.contains(">OK</text>"), "buttons show their title")
            XCTAssertTrue(svg.contains(">Brightness:</text>"), "labels show their text")
        }
    }

    func testObjectsUnderAPointAndConnectionsAsTheSeedShows() async throws {
        try await get("/api/objects-at?path=A/MainMenu.xib&in=win-canvas&x=320&y=240") { response in
            let answer = try XCTUnwrap(Self.json(response) as? [String: Any])
            let ids = (answer["objects"] as? [[String: Any]])?.compactMap { $0["id"] as? String }.filter { !$0.hasSuffix("-cell") }
            XCTAssertEqual(ids, ["img-canvas", "cnv-view", "clp-canvas", "scr-canvas", "win-canvas-content", "win-canvas"])
        }
        try await get("/api/connections?path=A/MainMenu.xib&object=tbi-hue") { response in
            let panel = try XCTUnwrap(Self.json(response) as? [String: Any])
            let sent = try XCTUnwrap((panel["sent-actions"] as? [[String: Any]])?.first)
            XCTAssertEqual(sent["label"] as? String, "adjustHue:")
            XCTAssertEqual((sent["other"] as? [String: Any])?["id"] as? String, "editor")
        }
    }

    func testPathsOutsideTheFolderAreRefusedBeforeAnythingIsRead() async throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).xib")
        try Data("<document/>".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Link.xib").path, withDestinationPath: outside.path)
        try Data("class X {}".utf8).write(to: folder.appendingPathComponent("Sources/Extra.swift"))
        for uri in ["/api/document?path=../ImageEditor/A/MainMenu.xib", "/api/document?path=\(outside.path)",
                    "/api/document?path=Link.xib", "/api/document?path=Sources/Extra.swift", "/api/canvas?path=A/../../x.xib"] {
            try await get(uri) { response in XCTAssertEqual(response.status, .forbidden, uri) }
        }
        try await get("/api/document?path=Missing.xib") { response in XCTAssertEqual(response.status, .notFound) }
    }

    func testWritesNeedTheTokenAndStayUnderTheSizeLimit() async throws {
        let path = folder.appendingPathComponent("A/MainMenu.xib").path
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let noToken = try await post("/api/object", ["path": "A/MainMenu.xib", "object": "editor", "attribute": "userLabel", "value": "X", "hash": ""], token: nil)
        XCTAssertEqual(noToken.status, .forbidden)
        let wrongToken = try await post("/api/object", ["path": "A/MainMenu.xib", "object": "editor", "attribute": "userLabel", "value": "X", "hash": ""], token: "guess")
        XCTAssertEqual(wrongToken.status, .forbidden)
        let huge = try await post("/api/strings/replace", ["find": String(repeating: "a", count: StudioServer.maximumBodySize), "replace": ""])
        XCTAssertEqual(huge.status, .contentTooLarge)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "nothing was written")
    }

    func testAnIdentityEditChangesOnlyThatAttributeAndAStaleHashIsRefused() async throws {
        let path = folder.appendingPathComponent("A/MainMenu.xib").path
        let before = try String(contentsOfFile: path, encoding: .utf8)
        var hash = ContentHash.of(Array(before.utf8))
        let edit = try await post("/api/object", ["path": "A/MainMenu.xib", "object": "cnv-view", "attribute": "customClass", "value": "ZoomingCanvasView", "hash": hash])
        XCTAssertEqual(edit.status, .ok, "\(edit.json)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(after, before.replacingOccurrences(of: #"id="cnv-view" customClass="CanvasView""#, with: #"id="cnv-view" customClass="ZoomingCanvasView""#))
        XCTAssertNotEqual(after, before)
        // The page's hash is now stale: the next edit with it is refused and writes nothing.
        let stale = try await post("/api/object", ["path": "A/MainMenu.xib", "object": "editor", "attribute": "userLabel", "value": "Editor", "hash": hash])
        XCTAssertEqual(stale.status, .conflict)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), after)
        hash = try XCTUnwrap(edit.json["hash"] as? String)
        let label = try await post("/api/object", ["path": "A/MainMenu.xib", "object": "editor", "attribute": "userLabel", "value": "Editor", "hash": hash])
        XCTAssertEqual(label.status, .ok)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains(#"userLabel="Editor""#))
    }

    func testDeletingAConnectionRemovesOnlyItsElement() async throws {
        let path = folder.appendingPathComponent("A/MainMenu.xib").path
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let result = try await post("/api/connection/delete", ["path": "A/MainMenu.xib", "connection": "act-hue", "hash": ContentHash.of(Array(before.utf8))])
        XCTAssertEqual(result.status, .ok)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let line = before.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains(#"id="act-hue""#) }.map(String.init) ?? "?"
        XCTAssertEqual(after, before.replacingOccurrences(of: "\n" + line, with: ""))
    }

    func testReplaceAllChangesTheFilesAsNibtoolStringsReplaceDoes() async throws {
        // The same replacement by nibtool on a second copy is the reference.
        let reference = FileManager.default.temporaryDirectory.appendingPathComponent("nibstudio-reference-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: folder, to: reference)
        defer { try? FileManager.default.removeItem(at: reference) }
        let tool = NibTool.run(["strings", "replace", "Adjust", "Tune", reference.path])
        XCTAssertEqual(tool.exitStatus, 0, tool.standardError)

        let result = try await post("/api/strings/replace", ["find": "Adjust", "replace": "Tune"])
        XCTAssertEqual(result.status, .ok, "\(result.json)")
        XCTAssertEqual((result.json["changed"] as? [String])?.sorted(), ["A/MainMenu.xib", "B/BrightnessSheet.xib", "B/MainMenu.xib"])
        for relative in ["A/MainMenu.xib", "B/BrightnessSheet.xib", "B/MainMenu.xib"] {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(relative)), try Data(contentsOf: reference.appendingPathComponent(relative)), relative)
        }
    }

    func testJumpToClassShowsTheDeclarationOrTheDocumentation() async throws {
        try await get("/api/class?path=A/MainMenu.xib&object=img-canvas") { response in
            let answer = try XCTUnwrap(Self.json(response) as? [String: Any])
            let declaration = try XCTUnwrap(answer["declaration"] as? [String: Any])
            XCTAssertTrue((declaration["file"] as? String)?.hasSuffix("Sources/CanvasViews.swift") == true)
            XCTAssertEqual(declaration["line"] as? Int, 7)
            let excerpt = try XCTUnwrap(answer["excerpt"] as? [[String: Any]])
            XCTAssertTrue((excerpt.first { $0["line"] as? Int == 7 }?["text"] as? String)?.contains("class CanvasImageView") == true)
        }
        try await get("/api/class?path=A/MainMenu.xib&object=scr-canvas") { response in
            let answer = try XCTUnwrap(Self.json(response) as? [String: Any])
            XCTAssertEqual(answer["documentation"] as? String, "https://developer.apple.com/documentation/appkit/nsscrollview")
        }
    }

    func testOneStringValueIsSetAndNothingElseChanges() async throws {
        let path = folder.appendingPathComponent("B/BrightnessSheet.xib").path
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let result = try await post("/api/strings/set", ["path": "B/BrightnessSheet.xib", "object": "btn-brightness-ok-cell", "keyPath": "title",
                                                         "value": "Apply", "hash": ContentHash.of(Array(before.utf8))])
        XCTAssertEqual(result.status, .ok, "\(result.json)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let line = try XCTUnwrap(before.split(separator: "\n").first { $0.contains(#"id="btn-brightness-ok-cell""#) })
        XCTAssertEqual(after, before.replacingOccurrences(of: String(line), with: line.replacingOccurrences(of: #"title="OK""#, with: #"title="Apply""#)))
        // The strings table carries each document's hash; an edit quoting an old one is refused.
        let stale = try await post("/api/strings/set", ["path": "B/BrightnessSheet.xib", "object": "btn-brightness-ok-cell", "keyPath": "title",
                                                        "value": "Go", "hash": ContentHash.of(Array(before.utf8))])
        XCTAssertEqual(stale.status, .conflict)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), after)
        try await get("/api/strings") { response in
            let rows = try XCTUnwrap(Self.json(response) as? [[String: Any]])
            let row = try XCTUnwrap(rows.first { $0["objectID"] as? String == "btn-brightness-ok-cell" && $0["document"] as? String == "B/BrightnessSheet.xib" })
            XCTAssertEqual(row["hash"] as? String, ContentHash.of(Array(after.utf8)))
        }
    }

    func testTheSpellingCheckFindsAMisspelledValue() async throws {
        let typo = try await post("/api/strings/replace", ["find": "Brightness", "replace": "Brigthness"])
        XCTAssertEqual(typo.status, .ok)
        try await get("/api/spelling") { response in
            let answer = try XCTUnwrap(Self.json(response) as? [String: Any])
            XCTAssertEqual(answer["language"] as? String, "English (GNU Aspell, en)")
            guard answer["available"] as? Bool == true else { return }  // aspell not installed: said, not checked
            let misspelled = answer["misspelled"] as? [String] ?? []
            XCTAssertTrue(misspelled.contains("Brigthness"), "\(misspelled)")
            XCTAssertFalse(misspelled.contains("Hue"))
        }
    }

    func testAStoryboardIsDrawnAsABoardWithSegueArrows() async throws {
        let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/NibExplorer/TouchScenes.storyboard")
        try FileManager.default.copyItem(at: storyboard, to: folder.appendingPathComponent("TouchScenes.storyboard"))
        try await get("/api/canvas?path=TouchScenes.storyboard&object=storyboard") { response in
            XCTAssertEqual(response.status, .ok)
            let svg = String(buffer: response.body)
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\""), svg)
            XCTAssertEqual(svg.components(separatedBy: "<g class=\"scene\"").count - 1, 3, "every scene is drawn")
            XCTAssertEqual(svg.components(separatedBy: "marker-end=\"url(#arrow)\"").count - 1, 1, "the show segue is an arrow")
            XCTAssertTrue(svg.contains(">List View Controller</text>"))
        }
        try await get("/api/document?path=TouchScenes.storyboard") { response in
            let document = try XCTUnwrap(Self.json(response) as? [String: Any])
            let outline = try XCTUnwrap(document["outline"] as? [[String: Any]])
            XCTAssertEqual(outline.compactMap { $0["label"] as? String }, ["List View Controller Scene", "Detail View Controller Scene", "Table View Controller Scene"])
        }
    }

    func testThePageCarriesTheRunsToken() async throws {
        try await get("/") { response in
            XCTAssertEqual(response.status, .ok)
            XCTAssertTrue(String(buffer: response.body).contains(#"<meta name="nibstudio-token" content="secret-token">"#))
        }
    }
}
