import NibDocument
import NibLoader
import NibRuntime
import XCTest

/// A label whose text runs over several lines, or a button title Interface Builder wrote in
/// base64, is a `<string key=...>` child, not an attribute; a nib loaded from the document
/// gave such objects no text at all (`DocumentStrings`).
@MainActor
final class DocumentStringLoadingTests: XCTestCase {
    func test_textsWrittenAsChildren_reachTheLoadedObjects() async throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                    <label opaque="NO" contentMode="left" id="about">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="42"/>
                        <string key="text">First line
            second line</string>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="period">
                        <rect key="frame" x="0.0" y="50" width="60" height="30"/>
                        <state key="normal">
                            <string key="title" base64-UTF8="YES">
            COadpeacnw
            </string>
                        </state>
                    </button>
                </objects>
            </document>
            """
        let nib = try Nib(document: try InterfaceDocument(parsing: Array(text.utf8), path: "About.xib"), registry: makeRegistry())
        let objects = try nib.instantiate(withOwner: nil, options: NibInstantiationOptions(application: Application()))
        XCTAssertEqual((objects.first as? Label)?.text, "First line\nsecond line")
        XCTAssertEqual((objects.last as? Button)?.title, "\u{8}来期")
    }
}
