import NibDocument
import XCTest
@testable import NibLocalization

/// A string property Interface Builder base64-encoded (`<string key="title" base64-UTF8="YES">`,
/// text holding a control character: Annict's period button, `\u{8}来期`) was exported as its
/// base64 text, and a translation imported into it was written as plain text under the
/// base64 flag, which Interface Builder then decodes into garbage.
final class EncodedStringPropertyTests: XCTestCase {
    private let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-1">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                    <state key="normal">
                        <string key="title" base64-UTF8="YES">
        COadpeacnw
        </string>
                    </state>
                </button>
            </objects>
        </document>

        """

    func test_exportDecodesTheTitle_andImportEncodesTheTranslationAgain() throws {
        let document = try InterfaceDocument(parsing: Array(text.utf8), path: "Period.xib")
        let localization = DocumentLocalization(document: document)
        XCTAssertEqual(localization.localizableEntries().map(\.value), ["\u{8}来期"])

        let strings = #""btn-1.normalTitle" = "\b今期";"#
        let plan = localization.translationPlan(applying: try StringsFileReader.read(text: strings, path: "ja.strings"), path: "ja.strings")
        XCTAssertEqual(localization.apply(plan), 1)
        let written = String(decoding: document.serialized(), as: UTF8.self)
        XCTAssertTrue(written.contains("<string key=\"title\" base64-UTF8=\"YES\">\nCOS7iuacnw\n</string>"), written)
        let reread = DocumentLocalization(document: try InterfaceDocument(parsing: document.serialized(), path: "Period.xib"))
        XCTAssertEqual(reread.localizableEntries().map(\.value), ["\u{8}今期"])
    }
}
