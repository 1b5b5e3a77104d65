import Foundation
import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Controls as ibtool 13 archives them, learned from DuckDuckGo's app archive (Xcode 13.2):
/// progress views, text input traits and clear buttons, disabled bar button items.
final class CocoaTouchControlTests: XCTestCase {
    func compiledSubviews(_ subviews: String, release: String = "13.2") throws -> [GraphCursor] {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: subviews)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: release))
        return try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]).elements
    }

    func geometry(_ value: ArchivedValue?) -> [Double]? { geometryBlobValues(value) }

    func test_aProgressView_archivesItsProgressAndTint_fourPointsHigh_huggingVerticallyByDefault() throws {
        // DuckDuckGo's web container: a frame 2 points high, UIKit's progress view keeps 4.
        let progress = try XCTUnwrap(try compiledSubviews("""
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="progress">
                <rect key="frame" x="0.0" y="64" width="375" height="2"/>
                <color key="progressTintColor" red="0.4" green="0.56" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </progressView>
            """).first)
        XCTAssertEqual(progress.value("UIProgress"), .float(0.5))
        XCTAssertEqual(progress["UIProgressProgressTintColor"]?.value("UIBlue"), .float(1))
        XCTAssertEqual(geometry(progress.value("UIBounds")), [0, 0, 375, 4])
        XCTAssertEqual(geometry(progress.value("UICenter")), [187.5, 66])
        XCTAssertNil(progress.value("UIViewContentHuggingPriority"), "250 across and 750 up are the class's own")
    }

    func test_aTextFieldsInputTraitsAndClearButton_areArchivedWhenNotTheDefault() throws {
        // DuckDuckGo's bookmark and omnibar fields.
        let field = try XCTUnwrap(try compiledSubviews("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="URL" minimumFontSize="17" clearButtonMode="whileEditing" id="field">
                <rect key="frame" x="0.0" y="0.0" width="375" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences" autocorrectionType="no" spellCheckingType="no" keyboardType="webSearch" smartQuotesType="no" returnKeyType="done" textContentType="url"/>
            </textField>
            """).first)
        XCTAssertEqual(field.value("UIClearButtonMode"), .integer(1, byteCount: 1))
        XCTAssertEqual(field.value("UIAutocorrectionType"), .integer(1, byteCount: 1))
        XCTAssertEqual(field.value("UISpellCheckingType"), .integer(1, byteCount: 1))
        XCTAssertEqual(field.value("UITextSmartQuotesType"), .integer(1, byteCount: 1))
        XCTAssertEqual(field.value("UIKeyboardType"), .integer(10, byteCount: 1))
        XCTAssertEqual(field.value("UIReturnKeyType"), .integer(9, byteCount: 1))
        XCTAssertEqual(field.string("UITextContentType"), "url")
        // Capitalisation as the document states it, even UIKit's default: a to-do list's
        // fields stating sentences archive 2 (Xcode 12.3).
        XCTAssertEqual(field.value("UIAutocapitalizationType"), .integer(2, byteCount: 1))
    }

    func test_aSecureTextField_archivesAutocorrectionTurnedOff_fromXcode9_andSpellCheckingIn9To11() throws {
        // Sauce Labs' password field (Xcode 12.5.1, two builds): the document states secure entry
        // and no autocorrection; Apple's nib says autocorrection "no", as UIKit's traits set it.
        // The Covid-19 Test app's three (11.3): spell checking "no" too.
        let subviews = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="password">
                <rect key="frame" x="0.0" y="0.0" width="375" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="correcting">
                <rect key="frame" x="0.0" y="40" width="375" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocorrectionType="yes" secureTextEntry="YES"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="plain">
                <rect key="frame" x="0.0" y="80" width="375" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        let fields = try compiledSubviews(subviews, release: "12.5")
        XCTAssertEqual(fields.map { $0.value("UIAutocorrectionType") }, [.integer(1, byteCount: 1), .integer(2, byteCount: 1), nil])
        XCTAssertEqual(fields.first?.value("UISecureTextEntry"), .bool(true))
        XCTAssertNil(fields.first?.value("UISpellCheckingType"))
        let eleven = try compiledSubviews(subviews, release: "11.3")
        XCTAssertEqual(eleven.map { $0.value("UIAutocorrectionType") }, [.integer(1, byteCount: 1), .integer(2, byteCount: 1), nil])
        XCTAssertEqual(eleven.map { $0.value("UISpellCheckingType") }, [.integer(1, byteCount: 1), .integer(1, byteCount: 1), nil])
        // A chat app's password fields by 10.0 and 10.1 (three builds), another's by 9.2: both
        // turned off too (9.2 archives no spell checking a document states, but this one).
        for release in ["9.2", "10.0", "10.1"] {
            let ten = try compiledSubviews(subviews, release: release)
            XCTAssertEqual(ten.map { $0.value("UIAutocorrectionType") }, [.integer(1, byteCount: 1), .integer(2, byteCount: 1), nil], release)
            XCTAssertEqual(ten.map { $0.value("UISpellCheckingType") }, [.integer(1, byteCount: 1), .integer(1, byteCount: 1), nil], release)
        }
        let earlier = try compiledSubviews(subviews, release: "8.3.3")
        XCTAssertNil(earlier.first?.value("UIAutocorrectionType"), "unmeasured before 9: the document's traits only")
        XCTAssertNil(earlier.first?.value("UISpellCheckingType"))
    }

    func test_spellCheckingTurnedOn_isNotArchived_whereTurnedOffIs() throws {
        // A weather app's city field (Xcode 11.2): autocorrection "no" archived, spell checking
        // "yes" not; DuckDuckGo's fields' "no" is (13.2).
        func field(_ traits: String) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" minimumFontSize="17" id="city">
                <rect key="frame" x="0.0" y="0.0" width="375" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" \(traits)/>
            </textField>
            """
        }
        let on = try XCTUnwrap(try compiledSubviews(field(#"autocorrectionType="no" spellCheckingType="yes""#), release: "11.2").first)
        XCTAssertEqual(on.value("UIAutocorrectionType"), .integer(1, byteCount: 1))
        XCTAssertNil(on.value("UISpellCheckingType"))
        let off = try XCTUnwrap(try compiledSubviews(field(#"spellCheckingType="no""#), release: "13.2").first)
        XCTAssertEqual(off.value("UISpellCheckingType"), .integer(1, byteCount: 1))
    }

    func test_aButtonsTitleShadowOffset_isArchivedAfterItsFont() throws {
        // A target game's "Hit Me!" button (Xcode 9.2): a shadow one point down.
        let button = try XCTUnwrap(try compiledSubviews("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="hit">
                <rect key="frame" x="194" y="150" width="100" height="37"/>
                <fontDescription key="fontDescription" name="ArialRoundedMTBold" family="Arial Rounded MT Bold" pointSize="20"/>
                <size key="titleShadowOffset" width="0.0" height="1"/>
                <state key="normal" title="Hit Me!"/>
            </button>
            """, release: "9.2").first)
        XCTAssertEqual(geometry(button.value("UITitleShadowOffset")), [0, 1])
        XCTAssertEqual(button.keys.firstIndex(of: "UITitleShadowOffset"), button.keys.firstIndex(of: "UIFont").map { $0 + 1 })
    }

    func test_aRoundedRectFieldWithoutBackground_archivesAClearOne_inXcode12_0To12_2() throws {
        // TLPhotoPicker's fields (12.1) and an iPad app's hidden field (12.2) do; UIKitCatalog's
        // (12.3) do not.
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="tags">
                <rect key="frame" x="0.0" y="0.0" width="343" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        XCTAssertEqual(try compiledSubviews(field, release: "12.2").first?["UIBackgroundColor"]?.string("UISystemColorName"), "clearColor")
        XCTAssertNil(try compiledSubviews(field, release: "12.3").first?["UIBackgroundColor"])
    }

    func test_aTextFieldWhoseTextColourIsCleared_letsUIKitUpdateIt_beforeXcode11() throws {
        // AWS's sign-in form field (Xcode 8.0, 9.1 and 9.3 alike): `<nil key="textColor"/>`
        // archives the update flag false; a field that states a colour, or none, true. From
        // Xcode 11 both true (UIKitCatalog's custom text field, 11.2).
        let subviews = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" minimumFontSize="14" id="cleared">
                <rect key="frame" x="8" y="3" width="255" height="20"/>
                <nil key="textColor"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" minimumFontSize="14" id="unstated">
                <rect key="frame" x="8" y="40" width="255" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        let fields = try compiledSubviews(subviews, release: "9.3")
        XCTAssertEqual(fields.map { $0.value("UIDisableTextColorUpdateOnTraitCollectionChange") }, [.bool(false), .bool(true)])
        XCTAssertNotNil(fields.first?["UITextColor"], "UIKit's default colour is archived all the same")
        let later = try compiledSubviews(subviews, release: "11.2")
        XCTAssertEqual(later.map { $0.value("UIDisableTextColorUpdateOnTraitCollectionChange") }, [.bool(true), .bool(true)])
    }

    func test_aDisabledBarButtonItem_archivesNoEnabledKey() throws {
        // DuckDuckGo's blank snapshot toolbar: enabled items say so, disabled ones say nothing.
        let toolbar = try XCTUnwrap(try compiledSubviews("""
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="150" width="375" height="50"/>
                <items>
                    <barButtonItem enabled="NO" title="Back" id="back"/>
                    <barButtonItem title="Tabs" id="tabs"/>
                </items>
            </toolbar>
            """).first)
        let items = try XCTUnwrap(toolbar["UIItems"]).elements
        XCTAssertNil(items[0].value("UIEnabled"))
        XCTAssertEqual(items[1].value("UIEnabled"), .bool(true))
    }

    func test_aDisabledSwitch_isADisabledControl() throws {
        // DuckDuckGo's privacy dashboard (Xcode 13.2): no switch key when disabled.
        let switches = try compiledSubviews("""
            <switch opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="off">
                <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
            </switch>
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="on">
                <rect key="frame" x="0.0" y="40" width="51" height="31"/>
                <color key="onTintColor" red="0.2" green="0.6" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </switch>
            """)
        // Its colour when on, as the dashboard's switches have.
        XCTAssertEqual(switches[1]["UISwitchOnTintColor"]?.value("UIGreen"), .float(0.6))
        XCTAssertNil(switches[0].value("UISwitchOnTintColor"))
        XCTAssertEqual(switches[0].value("UIDisabled"), .bool(true))
        XCTAssertNil(switches[0].value("UISwitchEnabled"))
        XCTAssertEqual(switches[1].value("UISwitchEnabled"), .bool(true))
        XCTAssertNil(switches[1].value("UIDisabled"))
    }

    func test_aSwitchsThumbColour_aScrollViewsIndicatorInsets_andAWebViewScalingPages_areArchived() throws {
        // Keys as xibdump reads them from Apple's nibs; no document of the corpora sets them.
        let views = try compiledSubviews("""
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="switch">
                <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                <color key="thumbTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </switch>
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="scroll">
                <rect key="frame" x="0.0" y="40" width="375" height="100"/>
                <inset key="scrollIndicatorInsets" minX="0.0" minY="64" maxX="0.0" maxY="49"/>
            </scrollView>
            <webView contentMode="scaleToFill" scalesPageToFit="YES" id="web">
                <rect key="frame" x="0.0" y="140" width="375" height="60"/>
            </webView>
            """)
        XCTAssertEqual(views[0]["UISwitchThumbTintColor"]?.value("UIBlue"), .float(1))
        XCTAssertEqual(geometry(views[1].value("UIScrollIndicatorInsets")), [64, 0, 49, 0], "top, left, bottom, right")
        XCTAssertEqual(views[2].value("UIScalesPageToFit"), .bool(true))
    }

    func test_aViewsContentStretch_isArchivedUnlessTheWholeView() throws {
        // xibdump reads it as a rectangle; no document of the corpora sets it.
        let views = try compiledSubviews("""
            <imageView contentMode="scaleToFill" image="bubble" id="stretched">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <rect key="contentStretch" x="0.0" y="0.0" width="1" height="0.0"/>
            </imageView>
            <imageView contentMode="scaleToFill" image="bubble" id="whole">
                <rect key="frame" x="0.0" y="50" width="100" height="40"/>
                <rect key="contentStretch" x="0.0" y="0.0" width="1" height="1"/>
            </imageView>
            """)
        XCTAssertEqual(geometry(views[0].value("UIContentStretch")), [0, 0, 1, 0])
        XCTAssertNil(views[1].value("UIContentStretch"))
    }

    func test_xcode13_aCustomButtonWithoutStates_hasTheDefaultFont() throws {
        // DuckDuckGo's omnibar menu button (Xcode 13.2); Xcode 11.4 gave SDCAlertView's blank one none.
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="menu">
                <rect key="frame" x="0.0" y="0.0" width="30" height="43"/>
            </button>
            """
        XCTAssertEqual(try compiledSubviews(button).first?["UIFont"]?.value("UIFontPointSize"), .double(18))
    }

    func test_xcode13_actionsOfOneName_barItemsFirst_thenControlsInListingOrder() throws {
        // DuckDuckGo's tab switcher (toolbar items before buttons) and home row (a shallower
        // button's `dismiss` before a deeper one's written earlier).
        func action(_ id: String) -> String { #"<connections><action selector="go:" destination="-1" eventType="touchUpInside" id="\#(id)"/></connections>"# }
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 200), subviews: """
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="deep">
                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                        \(action("a1"))
                    </button>
                </subviews>
            </view>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="shallow">
                <rect key="frame" x="0.0" y="60" width="44" height="44"/>
                \(action("a2"))
            </button>
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="150" width="375" height="50"/>
                <items>
                    <barButtonItem title="Go" id="item">\(action("a3"))</barButtonItem>
                </items>
            </toolbar>
            """)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "13.2"))
        let sources = try XCTUnwrap(root["UINibConnectionsKey"]).elements.filter { $0.string("UILabel") == "go:" }.map { $0["UISource"] }
        XCTAssertEqual(sources.map { $0?.className }, ["UIBarButtonItem", "UIButton", "UIButton"])
        XCTAssertEqual(sources[1]?.value("UICenter"), try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements[1]).value("UICenter"),
                       "the shallower button first")
    }
}
