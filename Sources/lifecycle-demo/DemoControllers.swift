import Foundation
import NibRuntime

/// The master list of seed 001. The runtime's table controller keeps the selected row
/// itself across an unload and selects it again before `viewDidLoad` (rule V12).
final class PhotoListController: TableViewController {
    private let photos = (1...40).map { "Photo \($0)" }

    override func numberOfRows(in tableView: TableView) -> Int { photos.count }

    override func tableView(_ tableView: TableView, titleForRow row: Int) -> String { photos[row] }
}

/// The controller pushed over the list: an image and a caption.
final class DetailViewController: ViewController {
    override func loadView() {
        let root = RuntimeView()
        let photo = ImageView(image: RuntimeImage(size: CGSize(width: 280, height: 210), scale: 2))
        photo.frame = CGRect(x: 20, y: 20, width: 280, height: 210)
        let caption = Label(frame: CGRect(x: 20, y: 240, width: 280, height: 21))
        caption.text = "Photo 4"
        root.addSubview(photo)
        root.addSubview(caption)
        view = root
    }
}

/// A controller whose layout is being watched (seed 004).
final class RootViewController: ViewController {}

/// The child of a navigation controller whose layout is being watched (seed 004).
final class NavigationChildController: ViewController {}

/// The first tab of a tab bar controller (seed 004).
final class FirstTabController: ViewController {}

/// The child of a navigation controller inside a tab (seed 004).
final class TabbedNavigationChildController: ViewController {}

/// A controller that presents modals (rule V8).
final class PresenterViewController: ViewController {}

/// A controller presented modally (rule V8).
final class ModalViewController: ViewController {}
