import NibArchive
import NibCompiler
import XCTest

/// iOS 15's configuration-based buttons (`<buttonConfiguration>`, what Xcode 13 and later put
/// on every button dragged from the library) archived as UIKit's encoders write a
/// `UIButtonConfiguration` and its `UIBackgroundConfiguration`. One Apple nib of the corpora
/// holds one by Xcode 13.4.1 (a jailbreak demo's button: `test_xcode13_...`), others by 13.3,
/// 14.1 and 15.2 (`test_xcode14_...`, `test_xcode15_...`); Xcode 26's are UIKit's iOS 26
/// `encodeWithCoder:` keys, in its order.
final class CocoaTouchButtonConfigurationTests: XCTestCase {
    /// A one-button xib saved by Xcode 13.2 (tools 19529), the button holding `configuration`
    /// (and a normal state titled "Button", as Xcode leaves it beside a configuration),
    /// compiled by `release` (Xcode 14 unless said: the unmeasured releases' encoding).
    private func button(_ configuration: String, release: String = "14.0", target: String = "15.0") throws -> GraphCursor {
        let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 100), subviews: """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="login">
                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                <state key="normal" title="Button"/>
                \(configuration)
            </button>
            """)
        // For iOS 15 unless said, where configurations exist (one nib, whatever symbols the button shows).
        let data = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release, deploymentTarget: target))["UINibObjectsKey"])
        return try XCTUnwrap(data.elements.first { $0.className == "UIButton" })
    }

    func test_aPlainConfiguration_isArchivedWithUIKitsKeys_andTheFactoryDefaults() throws {
        let button = try button(#"<buttonConfiguration key="configuration" style="plain" title="Tap Me"/>"#)
        let configuration = try XCTUnwrap(button["UIButtonConfiguration"])
        XCTAssertEqual(configuration.className, "UIButtonConfiguration")
        XCTAssertEqual(configuration.keys, [
            "UIButtonConfigurationButtonStyle", "UIButtonConfigurationBackground", "UIButtonConfigurationCornerStyle",
            "UIButtonConfigurationButtonSize", "UIButtonConfigurationMacIdiomStyle", "UIButtonConfigurationBaseBackgroundColor",
            "UIButtonConfigurationBaseForegroundColor", "UIButtonConfigurationImage", "UIButtonConfigurationPreferredSymbolConfigurationForImage",
            "UIButtonConfigurationShowsActivityIndicator", "UIButtonConfigurationTitle", "UIButtonConfigurationSubtitle",
            "UIButtonConfigurationImagePlacement", "UIButtonConfigurationImagePadding", "UIButtonConfigurationTitlePadding",
            "UIButtonConfigurationTitleAlignment",
        ])
        XCTAssertEqual(configuration.value("UIButtonConfigurationButtonStyle"), .integer(0, byteCount: 1))
        XCTAssertEqual(configuration.value("UIButtonConfigurationImage"), .null)
        XCTAssertEqual(configuration.value("UIButtonConfigurationImagePlacement"), .integer(2, byteCount: 1), "leading")
        XCTAssertEqual(configuration.value("UIButtonConfigurationTitlePadding"), .float(1))
        let title = try XCTUnwrap(configuration["UIButtonConfigurationTitle"])
        XCTAssertEqual(title.className, "NSAttributedString")
        XCTAssertEqual(title.string("NSString"), "Tap Me")
        XCTAssertEqual(title["NSAttributes"]?.elements.count, 0, "a plain title has no attributes")
        // The clear background every factory starts from: 5.949999999999999-point corners, clear
        // fill and stroke (UIKit's one clear colour), the stroke's colour and width set by the factory.
        let background = try XCTUnwrap(configuration["UIButtonConfigurationBackground"])
        XCTAssertEqual(background.className, "UIBackgroundConfiguration")
        XCTAssertEqual(background.value("cornerRadius"), .double(5.949_999_999_999_999))
        XCTAssertEqual(background.value("strokeWidth"), .double(1))
        XCTAssertEqual(background.string("backgroundInsets"), "{0, 0, 0, 0}")
        XCTAssertEqual(background["backgroundColor"]?.string("UISystemColorName"), "clearColor")
        XCTAssertEqual(background.value("backgroundColor")?.referencedObject, background.value("strokeColor")?.referencedObject)
        XCTAssertEqual(background.value("hasCustomized-strokeColor"), .bool(true))
        XCTAssertEqual(background.value("hasCustomized-cornerRadius"), .bool(false))
        // For iOS 15 the configuration stands alone: no stateful content (a dice app's roll
        // button, Xcode 14.1 for iOS 15.0, as a calculator's keys by 13.3).
        XCTAssertNil(button["UIButtonStatefulContent"])
    }

    func test_xcode13_archivesTheConfigurationsTitleAsTheButtonsTitle_withoutFont_andIOS15sBackgroundKeys() throws {
        // A jailbreak demo's button (Xcode 13.4.1): normal title "Button", configured "try me :3"
        // in the headline style. Apple's nib: the normal title is the configuration's, shared by
        // the configuration's title, which has no attributes; an empty subtitle; no button font;
        // image insets marked with the smallest double; iOS 15's background keys.
        let button = try button(#"""
            <buttonConfiguration key="configuration" style="plain" title="try me :3">
                <fontDescription key="titleFontDescription" style="UICTFontTextStyleHeadline"/>
            </buttonConfiguration>
            """#, release: "13.4.1", target: "14.1")
        let normal = try XCTUnwrap(button["UIButtonStatefulContent"]?.elements.last)
        XCTAssertEqual(normal.string("UITitle"), "try me :3")
        XCTAssertNil(button["UIFont"])
        XCTAssertEqual(geometryBlobValues(button.value("UIImageEdgeInsets")), [0, 0, 0, Double.leastNormalMagnitude])
        let configuration = try XCTUnwrap(button["UIButtonConfiguration"])
        let title = try XCTUnwrap(configuration["UIButtonConfigurationTitle"])
        XCTAssertEqual(title.value("NSString")?.referencedObject, normal.value("UITitle")?.referencedObject)
        XCTAssertEqual(title["NSAttributes"]?.elements.count, 0)
        XCTAssertEqual(configuration["UIButtonConfigurationSubtitle"]?.string("NSString"), "")
        let background = try XCTUnwrap(configuration["UIButtonConfigurationBackground"])
        XCTAssertEqual(background.value("shadowType"), .integer(0, byteCount: 1))
        XCTAssertNil(background.value("strokeLocation"))
        XCTAssertNil(background.value("hasCustomized-maskedCorners"))
    }

    func test_xcode13_forIOS15_archivesTheConfigurationAlone_withItsOwnTitleAndFont() throws {
        // A calculator's keys (Xcode 13.3, iOS 15.4): no stateful content, no inset marker, no
        // button font; the configuration's title with its font.
        let button = try button(#"""
            <buttonConfiguration key="configuration" style="plain" title="3">
                <fontDescription key="titleFontDescription" type="system" pointSize="30"/>
            </buttonConfiguration>
            """#, release: "13.3", target: "15.4")
        XCTAssertNil(button["UIButtonStatefulContent"])
        XCTAssertNil(button.value("UIImageEdgeInsets"))
        XCTAssertNil(button["UIFont"])
        let title = try XCTUnwrap(button["UIButtonConfiguration"]?["UIButtonConfigurationTitle"])
        XCTAssertEqual(title.string("NSString"), "3")
        XCTAssertEqual(title["NSAttributes"]?.elements.first?.text, "NSFont")
        XCTAssertEqual(title["NSAttributes"]?.elements.last?.value("UIFontPointSize"), .double(30))
    }

    func test_aFilledConfiguration_archivesItsStyleColoursFontInsetsImageAndBackground() throws {
        let button = try button("""
            <buttonConfiguration key="configuration" style="filled" image="star.fill" catalog="system" imagePlacement="trailing" title="Đặt sân ngay" subtitle="now" imagePadding="8" cornerStyle="capsule" buttonSize="large" titleAlignment="center">
                <backgroundConfiguration key="background" cornerRadius="12" strokeWidth="2">
                    <color key="strokeColor" systemColor="systemRedColor"/>
                </backgroundConfiguration>
                <directionalEdgeInsets key="contentInsets" top="5" leading="10.5" bottom="5" trailing="0.1"/>
                <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                <color key="baseBackgroundColor" systemColor="systemBlueColor"/>
            </buttonConfiguration>
            """)
        let configuration = try XCTUnwrap(button["UIButtonConfiguration"])
        XCTAssertEqual(configuration.value("UIButtonConfigurationButtonStyle"), .integer(3, byteCount: 1))
        XCTAssertEqual(configuration.value("UIButtonConfigurationCornerStyle"), .integer(4, byteCount: 1))
        XCTAssertEqual(configuration.value("UIButtonConfigurationButtonSize"), .integer(3, byteCount: 1))
        XCTAssertEqual(configuration.value("UIButtonConfigurationImagePlacement"), .integer(8, byteCount: 1))
        XCTAssertEqual(configuration.value("UIButtonConfigurationImagePadding"), .float(8))
        XCTAssertEqual(configuration.value("UIButtonConfigurationTitleAlignment"), .integer(2, byteCount: 1))
        XCTAssertEqual(configuration["UIButtonConfigurationBaseBackgroundColor"]?.string("UISystemColorName"), "systemBlueColor")
        XCTAssertEqual(configuration.value("UIButtonConfigurationBaseForegroundColor"), .null)
        XCTAssertEqual(configuration["UIButtonConfigurationImage"]?.string("UISystemSymbolResourceName"), "star.fill")
        // UINibEncoder has no form of its own for directional insets: NSCoder's string.
        XCTAssertEqual(configuration.string("UIButtonConfigurationContentInset"), "{5, 10.5, 5, 0.10000000000000001}")
        XCTAssertEqual(configuration.keys.firstIndex(of: "UIButtonConfigurationContentInset"),
                       configuration.keys.firstIndex(of: "UIButtonConfigurationSubtitle").map { $0 + 1 })
        let title = try XCTUnwrap(configuration["UIButtonConfigurationTitle"])
        XCTAssertEqual(title.string("NSString"), "Đặt sân ngay")
        let attributes = try XCTUnwrap(title["NSAttributes"]?.elements)
        XCTAssertEqual(attributes.first?.text, "NSFont")
        XCTAssertEqual(attributes.last?.className, "UIFont")
        XCTAssertEqual(configuration["UIButtonConfigurationSubtitle"]?.string("NSString"), "now")
        let background = try XCTUnwrap(configuration["UIButtonConfigurationBackground"])
        XCTAssertEqual(background.value("cornerRadius"), .double(12))
        XCTAssertEqual(background.value("hasCustomized-cornerRadius"), .bool(true))
        XCTAssertEqual(background.value("strokeWidth"), .double(2))
        XCTAssertEqual(background["strokeColor"]?.string("UISystemColorName"), "systemRedColor")
        XCTAssertEqual(background["backgroundColor"]?.string("UISystemColorName"), "clearColor")
    }

    func test_theSymbolContentTransition_isNotArchivedByXcode15_butByXcode26() throws {
        // A quiz app's answer buttons by 15.2 have none; iOS 26's encoder writes it.
        let configuration = #"<buttonConfiguration key="configuration" style="gray" title="Go"/>"#
        XCTAssertFalse(try XCTUnwrap(button(configuration)["UIButtonConfiguration"]).keys.contains("UIButtonConfigurationSymbolContentTransition"))
        XCTAssertFalse(try XCTUnwrap(button(configuration, release: "15.2")["UIButtonConfiguration"]).keys.contains("UIButtonConfigurationSymbolContentTransition"))
        let current = try XCTUnwrap(button(configuration, release: "26.0")["UIButtonConfiguration"])
        XCTAssertEqual(current.value("UIButtonConfigurationSymbolContentTransition"), .null)
        XCTAssertEqual(current.value("UIButtonConfigurationButtonStyle"), .integer(1, byteCount: 1))
    }

    func test_xcode15_belowIOS15_keepsClassicContent_titledAndColouredByTheConfiguration_withIOS17sBackgroundKeys() throws {
        // A quiz app's answer buttons (Xcode 15.2, iOS 13): normal state "True" in a calibrated
        // white, configured "Option 1" in a gamma white over a background image, the document
        // stating the inset marker itself. Apple's nib: the configuration's title and base
        // foreground colour as the normal state's, the colour the title's only attribute, the
        // marker once, the background image customized, iOS 17's background keys.
        let button = try button(#"""
            <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>
            <buttonConfiguration key="configuration" style="plain" title="Option 1" cornerStyle="fixed">
                <backgroundConfiguration key="background" cornerRadius="17" image="Rectangle"/>
                <fontDescription key="titleFontDescription" type="system" pointSize="25"/>
                <color key="baseForegroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </buttonConfiguration>
            """#, release: "15.2", target: "13.0")
        let normal = try XCTUnwrap(button["UIButtonStatefulContent"]?.elements.last)
        XCTAssertEqual(normal.string("UITitle"), "Option 1")
        XCTAssertEqual(normal["UITitleColor"]?.value("UIWhite"), .float(0.5))
        XCTAssertEqual(button.keys.filter { $0 == "UIImageEdgeInsets" }.count, 1)
        XCTAssertNil(button["UIFont"])
        let configuration = try XCTUnwrap(button["UIButtonConfiguration"])
        XCTAssertFalse(configuration.keys.contains("UIButtonConfigurationSymbolContentTransition"))
        let title = try XCTUnwrap(configuration["UIButtonConfigurationTitle"])
        XCTAssertEqual(title.value("NSString")?.referencedObject, normal.value("UITitle")?.referencedObject)
        XCTAssertEqual(title["NSAttributes"]?.elements.first?.text, "NSColor")
        XCTAssertEqual(title["NSAttributes"]?.elements.last?.value("UIWhite"), .float(0.5))
        let background = try XCTUnwrap(configuration["UIButtonConfigurationBackground"])
        XCTAssertEqual(Array(background.keys.prefix(19)), [
            "customView", "cornerRadius", "maskedCorners", "backgroundColor", "backgroundColorTransformerIdentifier", "visualEffect",
            "visualEffectGroupName", "visualEffectAllowsTransparentBlurring", "image", "imageContentMode", "backgroundInsets",
            "edgesAddingLayoutMarginsToBackgroundInsets", "strokeColor", "strokeColorTransformerIdentifier", "strokeWidth",
            "strokeOutset", "strokeLocation", "shadowType", "defaultStyle",
        ])
        XCTAssertEqual(background["image"]?.className, "UIImageNibPlaceholder")
        XCTAssertEqual(background.value("hasCustomized-image"), .bool(true))
        XCTAssertEqual(background.value("hasCustomized-visualEffectGroupName"), .bool(false))
        XCTAssertEqual(background.value("hasCustomized-maskedCorners"), .bool(false))
    }

    func test_xcode14_writesIOS16sBackgroundKeys_andAFilledBackgroundInTheButtonsTint() throws {
        // A dice app's roll button (Xcode 14.1, iOS 15.0): filled, tinted dark red; its
        // background is the tint colour, with the stroke location and no visual effect group.
        let text = cocoaTouchViewDocument(toolsVersion: "21507", size: (width: 375, height: 100), subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="roll">
                <rect key="frame" x="0.0" y="0.0" width="200" height="75"/>
                <color key="tintColor" red="0.5" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Roll the dices"/>
            </button>
            """)
        let data = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "14.1", deploymentTarget: "15.0"))["UINibObjectsKey"])
        let button = try XCTUnwrap(data.elements.first { $0.className == "UIButton" })
        let background = try XCTUnwrap(button["UIButtonConfiguration"]?["UIButtonConfigurationBackground"])
        XCTAssertEqual(background.value("backgroundColor")?.referencedObject, button.value("UITintColor")?.referencedObject)
        XCTAssertEqual(background.value("hasCustomized-backgroundColor"), .bool(false))
        XCTAssertEqual(background.value("strokeLocation"), .integer(0, byteCount: 1))
        XCTAssertEqual(background.value("shadowType"), .integer(0, byteCount: 1))
        XCTAssertNil(background.value("visualEffectGroupName"))
        XCTAssertEqual(background.value("hasCustomized-maskedCorners"), .bool(false))
    }

    func test_aFilledBackgroundWithoutATint_isUIKitsDefaultBlueInRGB() throws {
        // A demo app's button (Xcode 15.0 beta, iOS 16.4): filled, no tint colour; its
        // background is system blue's light components, 0, 122/255, 1, named nowhere.
        let text = cocoaTouchViewDocument(toolsVersion: "22113.1", size: (width: 375, height: 100), subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="plain">
                <rect key="frame" x="0.0" y="0.0" width="200" height="75"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Button"/>
            </button>
            """)
        let data = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: "15.0", deploymentTarget: "16.4"))["UINibObjectsKey"])
        let button = try XCTUnwrap(data.elements.first { $0.className == "UIButton" })
        let fill = try XCTUnwrap(button["UIButtonConfiguration"]?["UIButtonConfigurationBackground"]?["backgroundColor"])
        XCTAssertNil(fill.value("UISystemColorName"))
        XCTAssertEqual(fill.value("NSColorSpace"), .integer(2, byteCount: 1))
        XCTAssertEqual(fill.value("UIGreen-Double"), .double(122.0 / 255))
        XCTAssertEqual(fill.value("UIBlue"), .float(1))
    }

    /// A chat app's send button by Xcode 13.2.1, an image-only configuration: its title is an
    /// empty attributed string, as its subtitle is, both over one empty string.
    func test_aConfigurationWithoutATitle_archivesAnEmptyTitle_likeItsSubtitle() throws {
        let button = try button(#"<buttonConfiguration key="configuration" style="plain" image="paperplane" catalog="system"/>"#,
                                release: "13.2.1")
        let configuration = try XCTUnwrap(button["UIButtonConfiguration"])
        let title = try XCTUnwrap(configuration["UIButtonConfigurationTitle"])
        let subtitle = try XCTUnwrap(configuration["UIButtonConfigurationSubtitle"])
        XCTAssertEqual(title.className, "NSAttributedString")
        XCTAssertEqual(title.string("NSString"), "")
        XCTAssertNotEqual(title.index, subtitle.index, "two attributed strings")
        XCTAssertEqual(title["NSString"]?.index, subtitle["NSString"]?.index, "one empty string")
    }

    func test_aButtonWithoutConfiguration_archivesNil() throws {
        XCTAssertEqual(try button("").value("UIButtonConfiguration"), .null)
    }

    func test_aConfiguration_compilesWithoutAWarning_unlessItSetsWhatIsNotArchived() throws {
        func warnings(_ configuration: String) throws -> [String] {
            let text = cocoaTouchViewDocument(toolsVersion: "19529", size: (width: 375, height: 100), subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="login">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                    \(configuration)
                </button>
                """)
            return try compileWarnings(text, path: "Login.xib").messages
        }
        XCTAssertEqual(try warnings(#"<buttonConfiguration key="configuration" style="filled" title="Login"><color key="baseForegroundColor" systemColor="labelColor"/></buttonConfiguration>"#), [])
        let glass = try warnings(#"<buttonConfiguration key="configuration" style="glass" title="Login"/>"#)
        XCTAssertEqual(glass.count, 1)
        XCTAssertTrue(glass.first?.contains(#"compiled without style="glass""#) == true, "\(glass)")
        let effect = try warnings(#"<buttonConfiguration key="configuration" style="plain"><backgroundConfiguration key="background"><blurEffect key="visualEffect" style="systemMaterial"/></backgroundConfiguration></buttonConfiguration>"#)
        XCTAssertTrue(effect.first?.contains("background <blurEffect>") == true, "\(effect)")
    }

    func test_aButtonsPointerInteraction_isArchivedAsUIControlEncodesIt() throws {
        // iOS 13.4's pointer effects on iPad (131 buttons of 48 public documents).
        func control(_ release: String) throws -> GraphCursor {
            let text = cocoaTouchViewDocument(toolsVersion: "16096", size: (width: 375, height: 100), subviews: """
                <button opaque="NO" contentMode="scaleToFill" pointerInteraction="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="go">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                    <state key="normal" title="Go"/>
                </button>
                """)
            let data = try XCTUnwrap(GraphCursor(try compiledCocoaTouchGraph(text, release: release))["UINibObjectsKey"])
            return try XCTUnwrap(data.elements.first { $0.className == "UIButton" })
        }
        XCTAssertEqual(try control("11.4").value("UIPointerInteractionEnabled"), .bool(true))
        XCTAssertNil(try control("11.3").value("UIPointerInteractionEnabled"), "before the iOS 13.4 SDK")
    }
}
