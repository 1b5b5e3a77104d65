import NibArchive
import NibCompiler
import XCTest

/// What ibtool 15.2 (iOS 17 SDK) writes otherwise than 14, learned from a course's apps built
/// by one developer and committed with their derived data (`APPS.tsv`: a chat app, a tip
/// calculator, a price app), in miniature: tint backgrounds no longer wrapped, inline
/// predictions off for secure fields, actions ordered by their events, a declared system
/// colour's alpha taken as UIKit's 8-bit value; and by 14.1 (a dice app) the italic system font.
final class CocoaTouchXcode15Tests: XCTestCase {
    /// The subviews of a view document holding `subviews`, compiled by ibtool `release`.
    private func subviews(_ subviews: String, release: String, resources: String? = nil) throws -> [GraphCursor] {
        var text = cocoaTouchViewDocument(toolsVersion: "22505", size: (width: 414, height: 896), subviews: subviews)
        if let resources { text = text.replacingOccurrences(of: "</objects>", with: "</objects><resources>\(resources)</resources>") }
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: "13.0"))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
    }

    func test_aSystemTintBackground_isNoLongerWrapped() throws {
        // The chat app's teal log-in buttons (15.2): the system colour itself, where 14.3.1
        // wrapped a xylophone's keys in a dynamic modified colour.
        let view = #"<view contentMode="scaleToFill" id="key"><rect key="frame" x="0.0" y="0.0" width="414" height="61"/><color key="backgroundColor" systemColor="systemTealColor"/></view>"#
        let current = try XCTUnwrap(try subviews(view, release: "15.2").first?["UIBackgroundColor"])
        XCTAssertEqual(current.string("UISystemColorName"), "systemTealColor")
        XCTAssertNil(current.value("UIDynamicModifiedBaseColor"))
        let wrapped = try XCTUnwrap(try subviews(view, release: "14.3.1").first?["UIBackgroundColor"])
        XCTAssertEqual(wrapped["UIDynamicModifiedBaseColor"]?.string("UISystemColorName"), "systemTealColor")
    }

    func test_aSecureField_turnsInlinePredictionOff_afterItsSecureEntry() throws {
        // The chat app's password fields (15.2): autocorrection off, secure entry, then iOS 17's
        // inline predictions off; 14.3 has no such key; a document's own setting is kept.
        func field(_ traits: String, release: String) throws -> GraphCursor {
            try XCTUnwrap(try subviews(cocoaTouchTextField("password", y: 0, extra: "<textInputTraits key=\"textInputTraits\" \(traits)/>"), release: release).first)
        }
        let secure = try field(#"secureTextEntry="YES""#, release: "15.2")
        XCTAssertEqual(secure.value("UITextInlinePredictionType"), .integer(1, byteCount: 1))
        XCTAssertEqual(secure.keys.firstIndex(of: "UITextInlinePredictionType"), secure.keys.firstIndex(of: "UISecureTextEntry").map { $0 + 1 })
        XCTAssertEqual(secure.value("UIAutocorrectionType"), .integer(1, byteCount: 1))
        XCTAssertNil(try field(#"secureTextEntry="YES""#, release: "14.3").value("UITextInlinePredictionType"))
        XCTAssertEqual(try field(#"inlinePredictionType="yes""#, release: "15.2").value("UITextInlinePredictionType"), .integer(2, byteCount: 1))
    }

    func test_actions_goByTheEventsTheySendFor_beforeTheirNames() throws {
        // The tip calculator's percentage button (touch up inside) sends `tipSelected:`, its
        // stepper (value changed) `stepperClicked:`: 15.2 archives the button's first, 14.3 by name.
        let controls = #"""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="tip">
                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                <state key="normal" title="10%"/>
                <connections><action selector="tipSelected:" destination="-1" eventType="touchUpInside" id="tip-action"/></connections>
            </button>
            <stepper opaque="NO" contentMode="scaleToFill" maximumValue="10" id="split">
                <rect key="frame" x="0.0" y="40" width="94" height="32"/>
                <connections><action selector="stepperClicked:" destination="-1" eventType="valueChanged" id="split-action"/></connections>
            </stepper>
            """#
        func labels(_ release: String) throws -> [String] {
            let text = cocoaTouchViewDocument(toolsVersion: "22505", size: (width: 414, height: 896), subviews: controls)
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: "13.0"))
            return try XCTUnwrap(root["UINibConnectionsKey"]).elements.filter { $0.className == "UIRuntimeEventConnection" }.compactMap { $0.string("UILabel") }
        }
        XCTAssertEqual(try labels("15.2"), ["tipSelected:", "stepperClicked:"])
        XCTAssertEqual(try labels("14.3"), ["stepperClicked:", "tipSelected:"])
    }

    func test_anItemsRightAndLeftEdges_rankAsItsTrailingAndLeadingOnes() throws {
        // The chat app's email field (15.2), pinned top, bottom, left and right (47 points) in the
        // document's order, archived right, left, bottom, top.
        let box = #"""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="414" height="177"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" placeholder="Email" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="email">
                        <rect key="frame" x="48" y="50" width="318" height="45"/>
                        <fontDescription key="fontDescription" type="system" pointSize="25"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="email" firstAttribute="top" secondItem="box" secondAttribute="top" constant="50" id="a-top"/>
                    <constraint firstAttribute="bottom" secondItem="email" secondAttribute="bottom" constant="82" id="b-bottom"/>
                    <constraint firstItem="email" firstAttribute="left" secondItem="box" secondAttribute="left" constant="48" id="c-left"/>
                    <constraint firstAttribute="right" secondItem="email" secondAttribute="right" constant="47" id="d-right"/>
                </constraints>
            </view>
            """#
        func constants(_ release: String) throws -> [ArchivedValue?] {
            let list = try XCTUnwrap(try subviews(box, release: release).first?["UIViewAutolayoutConstraints"]).elements
            return list.map { $0.value("NSConstant") }
        }
        XCTAssertEqual(try constants("15.2"), [.double(47), .double(48), .double(82), .double(50)])
        XCTAssertEqual(try constants("14.3"), [.double(50), .double(82), .double(48), .double(47)], "the document's order before Xcode 15")
    }

    func test_aDeclaredSystemColoursAlpha_isUIKitsEightBitValue() throws {
        // The price app's tertiary label colour, its alpha declared 0.2980392157 (10 digits),
        // archived as 76/255.
        let view = #"<view contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="414" height="61"/><color key="backgroundColor" systemColor="tertiaryLabelColor"/></view>"#
        let resources = #"<systemColor name="tertiaryLabelColor"><color red="0.23529411759999999" green="0.23529411759999999" blue="0.26274509800000001" alpha="0.29803921570000003" colorSpace="custom" customColorSpace="sRGB"/></systemColor>"#
        let color = try XCTUnwrap(try subviews(view, release: "15.2", resources: resources).first?["UIBackgroundColor"])
        XCTAssertEqual(color.value("UIAlpha-Double"), .double(76.0 / 255))
    }

    func test_theItalicSystemFont_isUIKitsObliqueFace() throws {
        // The dice app's credit line (14.1): `.SFUI-RegularItalic`, italic traits, the oblique
        // usage and the italic symbolic trait in its descriptor.
        let label = #"""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="©" id="credit">
                <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                <fontDescription key="fontDescription" type="italicSystem" pointSize="16"/>
                <nil key="highlightedColor"/>
            </label>
            """#
        let font = try XCTUnwrap(try subviews(label, release: "14.1").first?["UIFont"])
        XCTAssertEqual(font.string("UIFontName"), ".SFUI-RegularItalic")
        XCTAssertEqual(font.value("UIFontTraits"), .integer(1, byteCount: 1))
        let attributes = try XCTUnwrap(font["UIFontDescriptor"]?["UIFontDescriptorAttributes"]).elements
        let usage = try XCTUnwrap(attributes.firstIndex { $0.text == "NSCTFontUIUsageAttribute" })
        XCTAssertEqual(attributes[usage + 1].text, "CTFontObliqueUsage")
        let traits = try XCTUnwrap(attributes.firstIndex { $0.text == "NSCTFontTraitsAttribute" })
        XCTAssertEqual(attributes[traits + 1].elements.last?.value("NS.intval"), .integer(1, byteCount: 1))
    }
}
