import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Rules whose release boundary Carthage builds by Xcode 9.0 to 12.4 showed (their framework's
/// `DTXcode`): the coder version and keyed sets are Xcode 13's alone, Xcode 12 stops making
/// stack views opaque and names no symbol in image placeholders, a label's preferred width is
/// a float in every release.
final class CocoaTouchReleaseRulesTests: XCTestCase {
    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="280" height="60"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Loading..." preferredMaxLayoutWidth="280" id="label">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="errorIcon" id="icon">
                        <rect key="frame" x="208" y="0.0" width="72" height="60"/>
                    </imageView>
                </subviews>
                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </stackView>
        </objects>
    </document>
    """

    func compiled(as release: String) throws -> (graph: ObjectGraph, stack: GraphCursor) {
        var options = CompileOptions()
        options.cocoaTouchRelease = CocoaTouchRelease(ibtoolVersion: release)
        let document = try InterfaceDocument(parsing: Array(Self.document.utf8), path: "rules.xib")
        guard case .nib(let bytes) = try NibCompiler.compile(document, options: options) else { throw CocoaError(.featureUnsupported) }
        let graph = try CompiledNibFile(bytes: bytes).graph
        let stack = try XCTUnwrap(GraphCursor(graph)["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIStackView" })
        return (graph, stack)
    }

    func test_coderVersion9UntilXcode13() throws {
        XCTAssertEqual(try compiled(as: "12.4").graph.encoding, .nibArchive(coderVersion: 9))
        XCTAssertEqual(try compiled(as: "13.2").graph.encoding, .nibArchive(coderVersion: 10))
    }

    func test_stackViewsOpaqueWithoutBackgroundUntilXcode12() throws {
        let eleven = try compiled(as: "11.6").stack
        XCTAssertEqual(eleven.value("UIOpaque"), .bool(true))
        XCTAssertNil(eleven.value("UIBackgroundColor"))
        let twelve = try compiled(as: "12.4").stack
        XCTAssertNil(twelve.value("UIOpaque"))
        XCTAssertNotNil(twelve.value("UIBackgroundColor"))
    }

    func test_imagePlaceholdersNameNoSymbolFromXcode12_andNoCatalogUntilXcode13() throws {
        func placeholder(_ release: String) throws -> [String] {
            let stack = try compiled(as: release).stack
            let icon = try XCTUnwrap(stack["UISubviews"]?.elements.first { $0.className == "UIImageView" })
            return try XCTUnwrap(icon["UIImage"]).keys
        }
        XCTAssertFalse(try placeholder("11.6").contains("UISystemSymbolResourceName"))
        XCTAssertTrue(try placeholder("12.4").contains("UISystemSymbolResourceName"))
        XCTAssertFalse(try placeholder("12.4").contains("UIResourceCatalogName"))
        XCTAssertTrue(try placeholder("13.2").contains("UIResourceCatalogName"))
    }

    func test_aLabelsPreferredWidthIsAFloat() throws {
        for release in ["9.4", "10.1", "13.2"] {
            let label = try XCTUnwrap(try compiled(as: release).stack["UISubviews"]?.elements.first { $0.className == "UILabel" })
            XCTAssertEqual(label.value("UIPreferredMaxLayoutWidth"), .float(280), release)
        }
    }
}
