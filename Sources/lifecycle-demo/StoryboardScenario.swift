import Foundation
import NibLoader
import NibRuntime

/// The album of `Examples/Storyboard/Photos.storyboard`: its title label comes from its
/// view nib; `unwindToAlbum:` ends the share sheet's unwind segue.
final class AlbumController: ViewController {
    weak var titleLabel: Label?

    override func prepare(for segue: StoryboardSegue, sender: AnyObject?) {
        LifecycleTrace.active?.log(self, "prepare(for: \(segue.identifier ?? "-")), destination's view loaded: \(segue.destination.isViewLoaded)")
    }

    override class var outletTable: OutletTable {
        super.outletTable.adding("titleLabel", \AlbumController.titleLabel)
    }

    override class var actionTable: ActionTable {
        super.actionTable.adding("unwindToAlbum:") { (album: AlbumController, _) in LifecycleTrace.active?.log(album, "unwindToAlbum:") }
    }
}

final class PhotoController: ViewController {}
final class ShareController: ViewController {}

/// Seeds 001 and 003 through a storyboard: scenes and views load only when needed (V2), a
/// show segue and a full-screen modal segue with `prepare(for:sender:)`, a memory warning that
/// unloads the covered album's view (legacy policy), and an unwind segue that brings it back.
@MainActor
enum StoryboardScenario {
    static let storyboardPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Storyboard/Photos.storyboard").path

    /// Plays the scenario on `storyboardPath` (the document by default, or a `.storyboardc`
    /// compiled from it: the same run, as an app on a device loads it).
    static func run(policy: MemoryWarningPolicy, storyboardPath path: String? = nil, report: DemoReport) {
        let path = path ?? storyboardPath
        let compiled = path.hasSuffix(".storyboardc") || path.hasSuffix(".storyboardc/")
        let shown = path == storyboardPath ? "Examples/Storyboard/Photos.storyboard" : path
        report.title("storyboard (\(shown)\(compiled ? ", compiled" : "")), policy: \(policy.rawValue)")
        let application = Application(memoryWarningPolicy: policy)
        let registry = NibClassRegistry()
        registry.register("Photos.AlbumController") { AlbumController() }
        registry.register("Photos.PhotoController") { PhotoController() }
        registry.register("Photos.ShareController") { ShareController() }
        let storyboard: Storyboard
        do {
            let options = NibInstantiationOptions(application: application)
            storyboard = compiled
                ? try Storyboard(contentsOf: path, registry: registry, options: options)
                : try Storyboard(documentAt: path, registry: registry, options: options)
        } catch {
            printToStandardError("lifecycle-demo: \(error)")
            exit(1)
        }
        func counts() {
            report.figure("scenes loaded, view nibs loaded", "\(storyboard.sceneLoadCount), \(storyboard.viewLoadCount)")
        }
        var navigation: NavigationController?
        report.step("instantiate the initial controller") { navigation = try? storyboard.instantiateInitialController() as? NavigationController }
        counts()
        guard let navigation, let album = navigation.topViewController as? AlbumController else { return }
        let window = Window(application: application)
        report.step("show it in the window") {
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
        report.figure("album title (from its view nib)", album.titleLabel?.text ?? "none")
        counts()
        report.step("perform the show segue 'showPhoto'") { _ = try? album.performSegue(withIdentifier: "showPhoto", sender: nil) }
        counts()
        report.step("pop back to the album") { _ = navigation.popViewController() }
        var share: ViewController?
        report.step("perform the full-screen modal segue 'share'") { share = try? album.performSegue(withIdentifier: "share", sender: nil)?.destination }
        counts()
        let before = application.memoryInUse
        report.step("memory warning") { application.simulateMemoryWarning() }
        report.figure("album's view loaded", album.isViewLoaded ? "yes" : "no (unloaded: the modal covers it)")
        report.memory("freed by the warning", before - application.memoryInUse)
        report.step("perform the unwind segue 'done'") { _ = try? share?.performSegue(withIdentifier: "done", sender: nil) }
        report.figure("album's view loaded", album.isViewLoaded ? "yes" : "no")
        report.figure("album title", album.titleLabel?.text ?? "none")
        counts()
    }
}
