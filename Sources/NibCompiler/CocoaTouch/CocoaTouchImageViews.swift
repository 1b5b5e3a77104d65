import NibXML

/// `UIImageView`'s keys.
extension CocoaTouchNibCompiler {
    mutating func imageViewAttributes(_ element: MarkupElement, object: Int) {
        if let image = image("image", of: element) { archive.set("UIImage", reference: image, on: object) }
        if let name = element[attribute: "highlightedImage"] {
            archive.set("UIHighlightedImage", reference: imagePlaceholder(named: name), on: object)
        }
        if element[attribute: "highlighted"] == "YES" {
            // Xcode 13 archives it as a double (Omise's payment chooser, 13.2.1; earlier releases
            // unmeasured).
            archive.set("UIHighlighted", release.xcodeMajorVersion >= 13 ? .double(1) : .bool(true), on: object)
        }
        if element[attribute: "adjustsImageSizeForAccessibilityContentSizeCategory"] == "YES" {
            archive.set("UIAdjustsImageSizeForAccessibilityContentSizeCategory", bool: true, on: object)
        }
    }
}
