import NibArchive
import NibCompiler
import XCTest

/// ibtool archives a font UIKit resolves once, however many objects use it, as UIKit hands
/// out one cached instance; text style fonts and fonts UIKit cannot find are new objects each
/// time; a button's default font (the regular system font at 15 points) is one instance for
/// the buttons, apart from the labels'. Learned from the Carthage builds (Xcode 7.3.1 to 13.4.1).
final class CocoaTouchFontSharingTests: XCTestCase {
    /// A label `id` with `font`.
    func label(_ id: String, _ font: String, y: Int) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(id)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="100" height="20"/>
            \(font)
            <nil key="highlightedColor"/>
        </label>
        """
    }

    /// A rounded-rect button `id` with `font`.
    func button(_ id: String, _ font: String, y: Int) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="100" height="30"/>
            \(font)
            <state key="normal" title="\(id)"/>
        </button>
        """
    }

    /// The `UIFont` object of each subview of the compiled root view, by restoration order.
    func fonts(of subviews: [String], release: String = "12.4") throws -> [Int] {
        let text = cocoaTouchViewDocument(toolsVersion: "17156", size: (width: 320, height: 400), subviews: subviews.joined())
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
        let views = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
        return try views.map { try XCTUnwrap($0["UIFont"]?.index, "every subview has a font") }
    }

    func test_aSystemFontOrAnInstalledFont_isOneObject_aTextStyleOrAMissingFontOnePerUse() throws {
        let system = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let avenir = #"<fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="14"/>"#
        let style = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
        let missing = #"<fontDescription key="fontDescription" name="ProximaNova-Bold" family="Proxima Nova" pointSize="16"/>"#
        let fonts = try fonts(of: [system, system, avenir, avenir, style, style, missing, missing].enumerated().map { index, font in
            label("l\(index)", font, y: index * 30)
        })
        XCTAssertEqual(fonts[0], fonts[1], "the system font: one object")
        XCTAssertEqual(fonts[2], fonts[3], "an installed font: one object")
        XCTAssertNotEqual(fonts[4], fonts[5], "a text style: one object per label")
        XCTAssertNotEqual(fonts[6], fonts[7], "a font UIKit cannot find: one object per label")
        XCTAssertEqual(Set(fonts).count, 6)
    }

    func test_aFontNamedAppleSystemUIFont_isTheSystemFont() throws {
        // A weather app's label (Xcode 11.2), written `name=".AppleSystemUIFont"`: archived as
        // the regular system font, Dynamic Type keys and all, one object with the system font.
        let subviews = [label("named", #"<fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/>"#, y: 0),
                        label("system", #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, y: 30)]
        let fonts = try fonts(of: subviews, release: "11.2")
        XCTAssertEqual(fonts.count, 2)
        XCTAssertEqual(fonts[0], fonts[1])
    }

    func test_theDefaultButtonFont_isTheButtonsOwn() throws {
        // SwiftPasscodeLock's keypad (Xcode 11.4): three buttons share their system font at
        // 15 points, the label of that font has its own; a bold 15 is shared (CleverTap's).
        let regular = #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#
        let bold = #"<fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>"#
        let fonts = try fonts(of: [
            button("b0", regular, y: 0), button("b1", regular, y: 40), label("l2", regular, y: 80),
            button("b3", bold, y: 120), label("l4", bold, y: 160),
        ], release: "11.4")
        XCTAssertEqual(fonts[0], fonts[1], "the buttons share UIKit's default button font")
        XCTAssertNotEqual(fonts[1], fonts[2], "the label's system 15 is another object")
        XCTAssertEqual(fonts[3], fonts[4], "a bold 15 is one object for button and label")
    }

    func test_theDefaultButtonFont_sharesItsDescriptorBeforeXcode12() throws {
        // Apptentive's message centre (Xcode 8.2 to 9.2): the buttons' default font and the
        // labels' system 15, two fonts of one descriptor (8 of 8 such pairs in the Xcode 7 to 11
        // builds); Xcode 12's FMPhotoPicker and 13's DuckDuckGo give each its own (42 of 42).
        let regular = #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#
        let text = cocoaTouchViewDocument(toolsVersion: "11762", size: (width: 320, height: 100),
                                          subviews: button("b0", regular, y: 0) + label("l1", regular, y: 40))
        for (release, shared) in [("8.2", true), ("9.2", true), ("11.4", true), ("12.4", false), ("13.2", false)] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
            let fonts = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements.compactMap { $0["UIFont"] }
            XCTAssertEqual(fonts.count, 2, release)
            XCTAssertNotEqual(fonts[0].index, fonts[1].index, "\(release): two fonts")
            XCTAssertEqual(fonts[0]["UIFontDescriptor"]?.index == fonts[1]["UIFontDescriptor"]?.index, shared, "\(release): one descriptor")
        }
    }

    func test_textViewsOfEqualPlainText_shareTheirFontBeforeIOS14() throws {
        // DuckDuckGo's settings footers (Xcode 13.2.1): two text views of ProximaNova-Regular
        // 16, a font the build machine lacked (one object per use elsewhere), and of one colour:
        // their texts' attributes are one dictionary, and a text view reads its font back from
        // it, so the nib for iOS 13 holds one font for both, the one for iOS 14 two.
        func textView(_ id: String, y: Int) -> String {
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="Footer \(id)" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="300" height="32"/>
                <color key="textColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <fontDescription key="fontDescription" name="ProximaNova-Regular" family="Proxima Nova" pointSize="16"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            </textView>
            """
        }
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 300, height: 64), subviews: textView("a", y: 0) + textView("b", y: 32))
        for (target, shared) in [("13.0", true), ("14.0", false)] {
            let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2.1", deploymentTarget: target))
            let views = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
            let dictionaries = views.compactMap { $0["UIAttributedText"]?["NSAttributes"]?.index }
            XCTAssertEqual(dictionaries.count, 2, target)
            XCTAssertEqual(dictionaries[0], dictionaries[1], "\(target): one attribute dictionary")
            let fonts = views.compactMap { $0["UIFont"]?.index }
            XCTAssertEqual(fonts.count, 2, target)
            XCTAssertEqual(fonts[0] == fonts[1], shared, "\(target): one font")
        }
    }
}
