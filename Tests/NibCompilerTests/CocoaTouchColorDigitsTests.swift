import NibArchive
import NibCompiler
import XCTest

/// The digits of colour components as ibtool 13 archives them: a tint or text colour with 10
/// significant digits (DuckDuckGo's home cells' generic grey 0.6666666667, its home row
/// button's sRGB tint), a background as written (its favourite and privacy cells, 0.3333333333333333).
final class CocoaTouchColorDigitsTests: XCTestCase {
    func test_xcode15_aSystemColourDeclaredWithTenDigits_isArchivedAsUIKitsEightBitValue() throws {
        // A weather app's search field (Xcode 15.2): Xcode 15 declares systemFillColor as
        // 0.4705882353, Apple's nib holds UIKit's 120/255; a full declaration is kept as written.
        func field(declaring red: String) throws -> GraphCursor {
            let text = cocoaTouchDocument(toolsVersion: "22505", resources: """
                <systemColor name="systemFillColor">
                    <color red="\(red)" green="\(red)" blue="0.50196078430000002" alpha="0.20000000000000001" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                """, """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" minimumFontSize="12" id="search">
                            <rect key="frame" x="0.0" y="0.0" width="274" height="40"/>
                            <color key="backgroundColor" systemColor="systemFillColor"/>
                            <fontDescription key="fontDescription" type="system" pointSize="25"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                </view>
                """)
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "15.2", deploymentTarget: "14.0"))
            return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first?["UIBackgroundColor"])
        }
        let rounded = try field(declaring: "0.47058823529999999")
        XCTAssertEqual(rounded.value("UIRed-Double"), .double(120.0 / 255))
        XCTAssertEqual(rounded.value("UIBlue-Double"), .double(128.0 / 255))
        XCTAssertEqual(rounded.value("UIAlpha"), .float(0.2))
        XCTAssertEqual(try field(declaring: "0.47058823529411764").value("UIRed-Double"), .double(0.47058823529411764))
    }

    func test_xcode13_aGenericGreyHasTenDigits_exceptAsABackground() throws {
        func grey(_ white: String) -> String { #"white="\#(white)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""# }
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 100, height: 40), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="label">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" \(grey("0.66666666666666663"))/>
                <color key="backgroundColor" \(grey("0.33333333333333331"))/>
            </label>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let label = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        XCTAssertEqual(label["UITextColor"]?.value("UIWhite-Double"), .double(0.6666666667))
        XCTAssertEqual(label["UIBackgroundColor"]?.value("UIWhite-Double"), .double(0.33333333333333331))
    }

    func test_xcode13_anSRGBTextColourHasTenDigits_aBackgroundAsWritten() throws {
        func blue(_ key: String) -> String {
            #"<color key="\#(key)" red="0.69411764705882351" green="0.83529411764705885" blue="0.94901960784313721" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        }
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 100, height: 40), subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="label">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(blue("textColor"))
            </label>
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <color key="backgroundColor" red="0.40392156862745099" green="0.5607843137254902" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let subviews = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
        XCTAssertEqual(subviews[0]["UITextColor"]?.value("UIRed-Double"), .double(0.6941176471))
        XCTAssertEqual(subviews[1]["UIBackgroundColor"]?.value("UIRed-Double"), .double(0.40392156862745099))
    }

    /// Sauce Labs' demo app by Xcode 12.5.1 and 13.0, OmiseSDK by 13.2.1: a storyboard's runtime
    /// attribute colour reaches the nib with 10 digits; DuckDuckGo's omnibar (a xib, 13.2.1) and
    /// releases before 12.5 keep the document's.
    func test_xcode12_5_aStoryboardsRuntimeColourHasTenDigits_aXibsAsWritten() throws {
        let placeholder = #"<color key="value" red="0.42745098039215684" green="0.45882352941176469" blue="0.51764705882352935" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" minimumFontSize="17" id="field">
                <rect key="frame" x="20" y="20" width="220" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="color" keyPath="placeholderColor">\(placeholder)</userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </textField>
            """
        let storyboard = cocoaTouchStoryboard(initial: "vc", """
            <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>\(field)</subviews>
                </view>
            </viewController></objects></scene>
            """)
        func storyboardRed(_ release: String) throws -> ArchivedValue? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release)["vc-view-root.nib"])
            return try XCTUnwrap(nib["UINibKeyValuePairsKey"]).elements.first { $0.string("UIKeyPath") == "placeholderColor" }?["UIValue"]?.value("UIRed-Double")
        }
        XCTAssertEqual(try storyboardRed("12.5.1"), .double(0.4274509804))
        XCTAssertEqual(try storyboardRed("13.0"), .double(0.4274509804))
        // From Xcode 11, whose colours first carry doubles (OmiseSDK's border colours, 11.2 and 11.3).
        XCTAssertEqual(try storyboardRed("11.3"), .double(0.4274509804))
        XCTAssertEqual(try storyboardRed("12.4"), .double(0.4274509804))

        let xib = GraphCursor(try compiledCocoaTouchGraph(cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 260, height: 80), subviews: field), release: "13.2.1"))
        let xibValue = try XCTUnwrap(xib["UINibKeyValuePairsKey"]).elements.first { $0.string("UIKeyPath") == "placeholderColor" }?["UIValue"]
        XCTAssertEqual(xibValue?.value("UIRed-Double"), .double(0.42745098039215684))
    }

    /// A Bitcoin ticker by Xcode 12.3 (a document of Xcode 9.2's format): its sRGB background
    /// and text colours, 18/255 and 241/255 written to 17 digits, archived with 10. A float's
    /// components stay as written (FMPhotoPicker's, SDCAlertView's), and so do a document of
    /// Xcode 9.4's (SwiftPasscodeLock's 2/3 by 11.4).
    func test_xcode11On_anOlderDocumentsSRGBColourHasTenDigits_unlessAComponentIsAFloat() throws {
        let subviews = """
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <color key="backgroundColor" red="0.070588235294117646" green="0.32586389780044556" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """
        func components(_ toolsVersion: String, release: String) throws -> [ArchivedValue?] {
            let text = cocoaTouchViewDocument(toolsVersion: toolsVersion, size: (width: 100, height: 40), subviews: subviews)
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let color = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first?["UIBackgroundColor"])
            return [color.value("UIRed-Double"), color.value("UIGreen-Double")]
        }
        // A float component needs no double beside it: rounding it would have given one.
        XCTAssertEqual(try components("13122.17", release: "12.3"), [.double(0.07058823529), nil])
        XCTAssertEqual(try components("14113", release: "12.3"), [.double(0.070588235294117646), nil])
    }

    /// An egg timer by Xcode 12.5: its storyboard's sRGB background, 203/255 written to 17
    /// digits, archived with 10; a xib's keeps the document's (FMPhotoPicker's by 12.5), and
    /// 12.4 keeps a storyboard's.
    func test_xcode12_5_aStoryboardsSRGBColourHasTenDigits_aBackgroundToo() throws {
        let background = #"<color key="backgroundColor" red="0.79607843137254897" green="0.94901960784313721" blue="0.9882352941176471" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let storyboard = cocoaTouchStoryboard(initial: "vc", """
            <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    \(background)
                </view>
            </viewController></objects></scene>
            """)
        func storyboardRed(_ release: String) throws -> ArchivedValue? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: release, deploymentTarget: "13.0")["vc-view-root.nib"])
            return nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?["UIBackgroundColor"]?.value("UIRed-Double")
        }
        XCTAssertEqual(try storyboardRed("12.5"), .double(0.7960784314))
        XCTAssertEqual(try storyboardRed("12.4"), .double(0.79607843137254897))
        let xib = cocoaTouchViewDocument(toolsVersion: "18122", size: (width: 100, height: 40), subviews: """
            <view contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="100" height="40"/>\(background)</view>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(xib, release: "12.5"))
        let box = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        XCTAssertEqual(box["UIBackgroundColor"]?.value("UIRed-Double"), .double(0.79607843137254897))
    }

    /// A chat app by Xcode 13.2.1: its storyboard's sRGB button background, 194/255 written to
    /// 17 digits, archived with 10, as DuckDuckGo's empty-folder cell background is in its 13.2.1
    /// archive; the same archive keeps an attributed string's colour as written (its feedback
    /// form's placeholder text, 199/255).
    func test_xcode13_aStoryboardsSRGBBackgroundHasTenDigits_anAttributedStringsColourAsWritten() throws {
        let storyboard = cocoaTouchStoryboard(initial: "vc", """
            <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" id="label">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <attributedString key="attributedText">
                                <fragment content="Tell us">
                                    <attributes>
                                        <color key="NSColor" red="0.7803921568627451" green="0.7803921568627451" blue="0.80392156862745101" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <font key="NSFont" size="16" name="Helvetica"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" red="0.0" green="0.76078431372549016" blue="0.6588235294117647" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
            </viewController></objects></scene>
            """)
        let nib = try XCTUnwrap(try compiledStoryboardNibs(storyboard, release: "13.2.1", deploymentTarget: "15.2")["vc-view-root.nib"])
        let root = try XCTUnwrap(nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" })
        XCTAssertEqual(root["UIBackgroundColor"]?.value("UIGreen-Double"), .double(0.7607843137))
        let text = try XCTUnwrap(root["UISubviews"]?.elements.first?["UIAttributedText"])
        XCTAssertNotNil(text.className)
        XCTAssertTrue(nib.allObjects.contains { $0.className == "UIColor" && $0.value("UIRed-Double") == .double(0.7803921568627451) })
        XCTAssertFalse(nib.allObjects.contains { $0.value("UIRed-Double") == .double(0.7803921569) })
    }
}
