import NibXML

/// `UIImageView`'s keys.
extension CocoaTouchNibCompiler {
    mutating func imageViewAttributes(_ element: MarkupElement, object: Int) {
        if let image = image("image", of: element) { archive.set("UIImage", reference: image, on: object) }
        if let name = element[attribute: "highlightedImage"] {
            archive.set("UIHighlightedImage", reference: imagePlaceholder(named: name), on: object)
        }
        if element[attribute: "highlighted"] == "YES" { archive.set("UIHighlighted", bool: true, on: object) }
        if element[attribute: "adjustsImageSizeForAccessibilityContentSizeCategory"] == "YES" {
            archive.set("UIAdjustsImageSizeForAccessibilityContentSizeCategory", bool: true, on: object)
        }
    }
}
