import Foundation
import NibRuntime

/// Applies decoded properties to the runtime object they belong to; a property the object
/// does not have is ignored.
@MainActor
enum PropertyApplier {
    static func apply(_ properties: DecodedProperties, to object: AnyObject) {
        if let view = object as? RuntimeView {
            if let frame = properties.frame { view.frame = frame }
            if let tag = properties.tag { view.tag = tag }
            if let hidden = properties.isHidden, !(view is Window) { view.isHidden = hidden }
        }
        // The rest needs a title, a text, a tag or a window flag: most views have none.
        guard properties.title != nil || properties.text != nil || properties.tag != nil || properties.isReleasedWhenClosed != nil else { return }
        switch object {
        case let window as DesktopWindow:
            if let title = properties.title { window.title = title }
            if let released = properties.isReleasedWhenClosed { window.isReleasedWhenClosed = released }
        case let label as Label:
            if let text = properties.text ?? properties.title { label.text = text }
        case let button as Button:
            if let title = properties.title ?? properties.text { button.title = title }
        case let field as TextField:
            if let text = properties.text ?? properties.title { field.text = text }
        case let item as ActionItem:
            if let title = properties.title ?? properties.text { item.title = title }
            if let tag = properties.tag { item.tag = tag }
        case let controller as ViewController:
            if let title = properties.title { controller.title = title }
        default:
            break
        }
    }
}
