import NibArchive
import NibCompiler
import NibDocument
import XCTest

/// Booleans written `true` and `false` (Expo's splash screen storyboard) compile as Interface
/// Builder's `YES` and `NO` do: WebdriverIO's demo app as Xcode 16.4 built it archives its image
/// view clipping, without user interaction, placed by its constraints (`APPS.tsv`).
final class BooleanAttributesTests: XCTestCase {
    /// Expo's image view, its booleans as that template writes them, or as Interface Builder does.
    func imageView(clips: String, interaction: String, translates: String) -> String {
        """
        <imageView id="splash" image="SplashScreenLegacy" contentMode="scaleAspectFit" clipsSubviews="\(clips)" userInteractionEnabled="\(interaction)" translatesAutoresizingMaskIntoConstraints="\(translates)">
            <rect key="frame" x="0" y="0" width="414" height="736"/>
        </imageView>
        """
    }

    func imageViewKeys(_ subview: String) throws -> [ArchivedValue?] {
        let text = cocoaTouchViewDocument(toolsVersion: "24093.7", size: (width: 393, height: 852), subviews: subview)
        let root = GraphCursor(try compiledCocoaTouchGraph(text, release: "16.4"))
        let view = try XCTUnwrap(root["UINibTopLevelObjectsKey"]?.elements.last?["UISubviews"]?.elements.first)
        return ["UIClipsToBounds", "UIUserInteractionDisabled", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"].map { view.value($0) }
    }

    func test_trueAndFalse_compileAsYESAndNO() throws {
        let expo = try imageViewKeys(imageView(clips: "true", interaction: "false", translates: "false"))
        XCTAssertEqual(Array(expo.prefix(2)), [.bool(true), .bool(true)])
        XCTAssertEqual(expo, try imageViewKeys(imageView(clips: "YES", interaction: "NO", translates: "NO")))
    }

    func test_aTextThatSaysTrue_staysText_andTheSourceKeptByFlattenNO_isTheDocumentsOwn() throws {
        let text = cocoaTouchStoryboard(initial: "vc", """
            <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        \(imageView(clips: "true", interaction: "false", translates: "false"))
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="true" id="label">
                            <rect key="frame" x="20" y="20" width="42" height="21"/>
                        </label>
                    </subviews>
                </view>
            </viewController></objects></scene>
            """)
        var options = CompileOptions()
        options.flatten = false
        guard case .storyboard(let files) = try NibCompiler.compile(try InterfaceDocument(parsing: Array(text.utf8), path: "Base.lproj/Splash.storyboard"), options: options) else {
            return XCTFail("expected a storyboardc")
        }
        XCTAssertEqual(try XCTUnwrap(files.first { $0.name == "designable.storyboard" }).bytes, Array(text.utf8))
        let nib = GraphCursor(try CompiledNibFile(bytes: try XCTUnwrap(files.first { $0.name == "vc-view-root.nib" }).bytes).graph)
        let root = nib["UINibTopLevelObjectsKey"]?.elements.first { $0.className == "UIView" }
        let label = root?["UISubviews"]?.elements.first { $0.className == "UILabel" }
        XCTAssertEqual(label?.string("UIText"), "true")
    }
}
