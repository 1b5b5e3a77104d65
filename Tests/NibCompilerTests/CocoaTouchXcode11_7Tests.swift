import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Xcode 11.7 compiled as Xcode 12 does, as CleverTap's 45 nibs built by Carthage with Xcode
/// 11.7 show (BUILDS.tsv): a xib's outlets ordered by label across their sources and a
/// screen-sized top-level view kept at its size (both as Xcode 11.4 did, it turned out:
/// CocoaTouchXcode11_4Tests); and what it shares with Xcode 10.0's builds of TLPhotoPicker: a
/// colour-matched document's calibrated colours converted to sRGB, a label whose colour is nil
/// given UIKit's default colour.
final class CocoaTouchXcode11_7Tests: XCTestCase {
    /// CleverTap's cells in miniature: a screen-sized view (traits on, no freeform size) whose
    /// label has a calibrated grey and whose title's colour is nil, and outlets of File's Owner
    /// and of the view whose labels interleave.
    static let document = cocoaTouchDocument(toolsVersion: "14490.70", traits: true, """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="title">
                    <rect key="frame" x="16" y="16" width="343" height="21"/><nil key="textColor"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Message" id="message">
                    <rect key="frame" x="16" y="45" width="343" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    <color key="textColor" red="0.4941176471" green="0.4941176471" blue="0.4941176471" alpha="1" colorSpace="calibratedRGB"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <connections>
                <outlet property="bodyLabel" destination="message" id="o-1"/>
            </connections>
        </view>
        """).replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#, with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="titleLabel" destination="title" id="o-2"/><outlet property="view" destination="root" id="o-3"/></connections></placeholder>"#)

    func root(as release: String) throws -> GraphCursor {
        GraphCursor(try compiledCocoaTouchGraph(Self.document, release: release))
    }

    func view(_ root: GraphCursor) throws -> GraphCursor {
        try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
    }

    func label(_ root: GraphCursor, _ text: String) throws -> GraphCursor {
        try XCTUnwrap(try view(root)["UISubviews"]?.elements.first { $0.string("UIText") == text })
    }

    func test_aColourMatchedDocumentsCalibratedColours_areConvertedToSRGB() throws {
        // Generic RGB 0.494 is about 0.567 in sRGB (Apple's 0.56676126, Xcode 11.7), and so
        // in Xcode 10.0 (TLPhotoPicker's grey: the same floats as Xcode 12.1's build).
        for release in ["10.0", "11.7"] {
            guard case .float(let red)? = try label(try root(as: release), "Message")["UITextColor"]?.value("UIRed") else {
                return XCTFail("no red component")
            }
            XCTAssertEqual(red, 0.5667, accuracy: 0.0001, release)
        }
        let unmatched = GraphCursor(try compiledCocoaTouchGraph(Self.document.replacingOccurrences(of: #" colorMatched="YES""#, with: ""), release: "11.4"))
        XCTAssertEqual(try label(unmatched, "Message")["UITextColor"]?.value("UIRed"), .float(Float(0.4941176471)), "SDCAlertView's, Xcode 9.0 to 11.4")
    }

    func test_aLabelWhoseColourIsNil_getsUIKitsDefaultColour_theLabelColourFromXcode11() throws {
        let before = try label(try root(as: "10.0"), "Title")
        XCTAssertEqual(before["UITextColor"]?.string("UISystemColorName"), "blackColor")
        XCTAssertEqual(before.value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(false))
        // 11.7 (CleverTap's cells) and 11.2 and 11.3 (OmiseSDK's installment terms), in every variant.
        for release in ["11.2", "11.7"] {
            let after = try label(try root(as: release), "Title")
            XCTAssertEqual(after["UITextColor"]?.string("UISystemColorName"), "labelColor", release)
            XCTAssertEqual(after.value("UIDisableUpdateTextColorOnTraitCollectionChange"), .bool(false), release)
        }
    }

    func test_outletsAreOrderedByLabelAcrossSources() throws {
        // As in Xcode 11.4 (SwiftPasscodeLock, CocoaTouchXcode11_4Tests); Xcode 10 sorted them too.
        func labels(_ release: String) throws -> [String] {
            try XCTUnwrap(try root(as: release)["UINibConnectionsKey"]).elements.compactMap { $0.string("UILabel") }
        }
        XCTAssertEqual(try labels("11.4"), ["bodyLabel", "titleLabel", "view"])
        XCTAssertEqual(try labels("11.7"), ["bodyLabel", "titleLabel", "view"])
    }

    func test_aScreenSizedTopLevelView_keepsItsSizeFromXcode11() throws {
        // 600 × 600 in Xcode 10.0 (SimpleImageViewer); the document's size in 11.4
        // (SwiftPasscodeLock's lock view) and 11.7 (CleverTap).
        func bounds(_ release: String) throws -> [Double]? { geometryBlobValues(try view(try root(as: release)).value("UIBounds")) }
        XCTAssertEqual(try bounds("10.0"), [0, 0, 600, 600])
        XCTAssertEqual(try bounds("11.4"), [0, 0, 375, 667])
        XCTAssertEqual(try bounds("11.7"), [0, 0, 375, 667])
    }

    func test_aSlider_widensItsTouchArea_archivesItsThumbTint_andNoValueOfZero() throws {
        // CleverTap's video controls: a slider of no range (its value 0) with track and thumb tints.
        let slider = cocoaTouchDocument(toolsVersion: "14490.70", #"<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews><slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="0.0" maxValue="0.0" id="progress"><rect key="frame" x="8" y="637" width="359" height="31"/><color key="minimumTrackTintColor" red="0.0" green="0.47843137250000001" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/><color key="thumbTintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></slider></subviews></view>"#)
        func archived(_ release: String) throws -> GraphCursor {
            try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(slider, release: release))["UINibObjectsKey"]?.elements.first { $0.className == "UISlider" })
        }
        let eleven = try archived("11.7")
        XCTAssertEqual(eleven.string("UIHitTestDirectionalInsets"), "{-12.5, -12.5, -12.5, -12.5}")
        XCTAssertEqual(eleven.string("UIViewContentHuggingPriority"), "{250, 250}")
        XCTAssertEqual(eleven.value("UIMaxValue"), .float(0))
        XCTAssertNotNil(eleven["UIMinimumTintColor"])
        XCTAssertNotNil(eleven["UIThumbTintColor"])
        XCTAssertNil(eleven.value("UIValue"))
        XCTAssertNil(eleven.value("UIBehavioralStyle"))
        // Xcode 13 archives the value, its behavioural style and no hit-test insets (DuckDuckGo).
        let thirteen = try archived("13.2")
        XCTAssertNil(thirteen.value("UIHitTestDirectionalInsets"))
        XCTAssertNotNil(thirteen.value("UIValue"))
    }
}
