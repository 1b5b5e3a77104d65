import NibArchive
import NibCompiler
import XCTest

/// Colours UIKit cannot tell apart are one object in ibtool 13's nibs, with the shorter
/// doubles (DuckDuckGo's onboarding and home row); in ibtool 11's and 12's, colours written
/// alike are one object, those written with other digits two; before, float-equal colours
/// are one object but for buttons' title colours and runtime attributes' colours, which
/// join others by their doubles, as runtime attributes' colours do in every release.
final class CocoaTouchColorUniquingTests: XCTestCase {
    func test_xcode13_floatEqualColours_areOneObjectWithTheShorterDoubles() throws {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 100, height: 100), subviews: """
            <view contentMode="scaleToFill" id="long">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <color key="backgroundColor" red="0.40392156862745099" green="0.5607843137254902" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <view contentMode="scaleToFill" id="short">
                <rect key="frame" x="0.0" y="50" width="100" height="50"/>
                <color key="backgroundColor" red="0.4039215686" green="0.56078431370000004" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)
        func backgrounds(_ release: String) throws -> [GraphCursor] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements.compactMap { $0["UIBackgroundColor"] }
        }
        let thirteen = try backgrounds("13.2")
        XCTAssertEqual(thirteen[0].index, thirteen[1].index, "one object")
        XCTAssertEqual(thirteen[0].value("UIRed-Double"), .double(0.4039215686))
        let eleven = try backgrounds("11.4")
        XCTAssertNotEqual(eleven[0].index, eleven[1].index)
    }

    /// Across a storyboard's scenes too, and component by component: DuckDuckGo's onboarding
    /// (Xcode 13.2) archives a 17-digit button colour of one scene with the 10 digits of
    /// another scene's translucent background; its attributed strings' colours keep theirs.
    func test_xcode13_floatEqualComponents_takeTheShortestDigitsTheDocumentWrites_acrossScenes() throws {
        func scene(_ id: String, _ color: String) -> String {
            """
            <scene sceneID="\(id)-scene"><objects><viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    \(color)
                </view>
            </viewController><placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-first" sceneMemberID="firstResponder"/></objects></scene>
            """
        }
        let long = #"<color key="backgroundColor" red="0.40392156862745099" green="0.5607843137254902" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let short = #"<color key="backgroundColor" red="0.4039215686" green="0.56078431370000004" blue="1" alpha="0.10000000000000001" colorSpace="custom" customColorSpace="sRGB"/>"#
        let text = cocoaTouchStoryboard(initial: "first", scene("first", long) + scene("second", short))
        func red(_ release: String) throws -> ArchivedValue? {
            let nib = try XCTUnwrap(try compiledStoryboardNibs(text, release: release)["first-view-first-root.nib"])
            return nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }?["UIBackgroundColor"]?.value("UIRed-Double")
        }
        XCTAssertEqual(try red("13.2"), .double(0.4039215686))
        XCTAssertEqual(try red("26.0"), .double(0.4039215686))
        // From Xcode 11 in a storyboard (OmiseSDK's red error text, written both ways, 10 digits
        // by 11.2 and 11.3).
        XCTAssertEqual(try red("11.3"), .double(0.4039215686))
    }

    /// Xcode 11 and 12 archive a colour the document writes twice alike once (NibForge wrote
    /// more colours than Apple in 142 of the Carthage builds' nibs by those releases; 1 after),
    /// but a grey written to 17 digits and to 10 twice (Presentr's alert, 11.0).
    func test_xcode11And12_coloursWrittenAlike_areOneObject() throws {
        let grey = #"<color key="backgroundColor" red="0.59215686274509804" green="0.59215686274509804" blue="0.59215686274509804" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let text = cocoaTouchViewDocument(toolsVersion: "16097", size: (width: 100, height: 100), subviews: ["a", "b", "c"].enumerated().map { index, id in
            let color = id == "c" ? grey.replacingOccurrences(of: "0.59215686274509804", with: "0.59215686270000001") : grey
            return #"<view contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="0.0" y="\#(index * 30)" width="100" height="30"/>\#(color)</view>"#
        }.joined())
        for release in ["11.4", "12.4"] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let colors = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements.compactMap { $0["UIBackgroundColor"]?.index }
            XCTAssertEqual(colors.count, 3, release)
            XCTAssertEqual(colors[0], colors[1], "\(release): written alike, one object")
            XCTAssertNotEqual(colors[1], colors[2], "\(release): written with other digits, two")
        }
    }

    /// Xcode 8 to 10: two labels' greys written to 17 and 10 digits are one colour
    /// (Apptentive's message centre, 8.2 to 9.2), a label's grey and a button title's of
    /// other digits two (Presentr's alert, 8.2 to 10.2), a title white and a view's white one
    /// (Mixpanel's takeover, 9.0). NibForge had merged every float-equal colour: 9 archives
    /// of the Carthage builds held fewer colours than Apple's, none after.
    func test_beforeXcode11_buttonTitleColours_joinOthersByTheirDoubles() throws {
        func grey(_ key: String, _ value: String) -> String {
            #"<color key="\#(key)" red="\#(value)" green="\#(value)" blue="\#(value)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        }
        func label(_ id: String, y: Int, _ value: String) -> String {
            #"<label opaque="NO" contentMode="left" text="L" lineBreakMode="tailTruncation" id="\#(id)"><rect key="frame" x="0.0" y="\#(y)" width="100" height="20"/><fontDescription key="fontDescription" type="system" pointSize="17"/>\#(grey("textColor", value))<nil key="highlightedColor"/></label>"#
        }
        func button(_ id: String, y: Int, _ value: String) -> String {
            #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\#(id)"><rect key="frame" x="0.0" y="\#(y)" width="100" height="20"/><state key="normal" title="B">\#(grey("titleColor", value))</state></button>"#
        }
        let text = cocoaTouchViewDocument(toolsVersion: "14313.18", size: (width: 100, height: 140), subviews: [
            label("long", y: 0, "0.59215686274509804"), label("short", y: 20, "0.5921568627"),
            button("title", y: 40, "0.5921568627"), button("white", y: 60, "1"),
            #"<view contentMode="scaleToFill" id="plain"><rect key="frame" x="0.0" y="80" width="100" height="20"/>\#(grey("backgroundColor", "1"))</view>"#,
        ].joined())
        for release in ["8.3", "10.2"] {
            let subviews = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
            let labelGreys = subviews[0...1].compactMap { $0["UITextColor"]?.index }
            let titles = try subviews[2...3].map { try XCTUnwrap($0["UIButtonStatefulContent"]?.elements.last?["UITitleColor"]?.index) }
            XCTAssertEqual(labelGreys.count, 2, release)
            XCTAssertEqual(labelGreys[0], labelGreys[1], "\(release): labels' greys, one object")
            XCTAssertNotEqual(titles[0], labelGreys[0], "\(release): a title's grey of other digits, two")
            XCTAssertEqual(titles[1], subviews[4]["UIBackgroundColor"]?.index, "\(release): whites, one object")
        }
    }

    /// Runtime attributes' colours written alike are one object, with an equal title colour
    /// (SwiftPasscodeLock's keys in CarthageContainer, Xcode 11.4: 17 runtime attribute colours
    /// and 9 title colours, one object in Apple's nib where NibForge had written 18), and so
    /// among themselves in ibtool 13 (OmiseSDK's forms, 13.2.1: 10 colours fewer), where a
    /// runtime attribute's colour of other digits stays apart (`CocoaTouchReleaseRulesTests`,
    /// DuckDuckGo's omnibar).
    func test_runtimeAttributeColoursWrittenAlike_areOneObject() throws {
        let blue = #"red="0.45882352939999999" green="0.60392156860000001" blue="0.89411764709999997" alpha="1" colorSpace="custom" customColorSpace="sRGB""#
        let keys = (0..<3).map { index in
            #"""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="key\#(index)">
                <rect key="frame" x="0.0" y="\#(index * 30)" width="100" height="30"/>
                <state key="normal" title="\#(index)"><color key="titleColor" \#(blue)/></state>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" \#(blue)/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </button>
            """#
        }
        let text = cocoaTouchViewDocument(toolsVersion: "16097", size: (width: 100, height: 90), subviews: keys.joined())
        for release in ["11.4", "13.2"] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let values = try XCTUnwrap(root["UINibKeyValuePairsKey"]).elements.compactMap { $0["UIValue"]?.index }
            let titles = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
                .compactMap { $0["UIButtonStatefulContent"]?.elements.last?["UITitleColor"]?.index }
            XCTAssertEqual(values.count, 3, release)
            XCTAssertEqual(Set(values).count, 1, "\(release): one colour")
            // Measured for 11.4 only: ibtool 13 rounds the title colour to 10 digits.
            if release == "11.4" { XCTAssertEqual(Set(values + titles).count, 1, "\(release): the titles' too") }
        }
    }
}
