import NibXML

/// A table view controller's refresh control as ibtool archives it on the table view (a
/// Twitter client's tweets, Xcode 7.3): none of a view's geometry, only its touches, resizing,
/// content mode and layout direction, whether it is enabled, UIKit's style and its title.
extension CocoaTouchNibCompiler {
    mutating func refreshControlAttributes(_ element: MarkupElement, object: Int) {
        // A framed control has its view keys already (`viewAttributes`: Appboy's content cards,
        // a 1000-point frame, Xcode 10.1); a frameless one gets them here (a Twitter client's, 7.3).
        if !Self.isView(element) {
            if element[attribute: "multipleTouchEnabled"] == "YES" { archive.set("UIMultipleTouchEnabled", bool: true, on: object) }
            archive.set("UIAutoresizeSubviews", bool: true, on: object)
            let mode = element[attribute: "contentMode"].flatMap(Self.contentMode(named:)) ?? 0
            archive.set("UIContentMode", integer: Int64(mode), on: object)
            archive.set("UIViewSemanticContentAttribute", integer: 0, on: object)
        }
        if element[attribute: "enabled"] == "NO" { archive.set("UIDisabled", bool: true, on: object) }
        archive.set("UIRefreshControlStyle", integer: 2, on: object)
        // The title is a mutable string whose paragraph styles stay immutable (the Twitter
        // client's "Pull to Refresh", centred, Xcode 7.3).
        if let title = element.firstChild(named: "attributedString", key: "attributedTitle") {
            archive.set("UIAttributedTitle", reference: attributedString(title, mutable: true, mutableParagraphStyles: false), on: object)
        }
    }
}
