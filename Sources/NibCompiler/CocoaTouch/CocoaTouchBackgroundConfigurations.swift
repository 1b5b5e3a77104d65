/// `UIBackgroundConfiguration`, archived for a configured button's background and a cell's
/// system background: the keys each iOS SDK's encoder writes, in its order.
///
/// Measured on both kinds alike: iOS 15's encoder (Xcode 13: a jailbreak demo's button by
/// 13.4.1, UIKitCatalog's cells) writes a shadow type and no stroke location; iOS 16's (Xcode
/// 14) adds the stroke location and states that the masked corners were not customized; iOS
/// 17's (Xcode 15: a quiz app's answer buttons by 15.2, UIKitCatalog's cells by 15.2 and 15.3)
/// adds the visual effect group name and allows transparent blurring; iOS 26's (UIKitCatalog's
/// cells by 26.0.1) clips blurs instead and writes a second default style for the shadow type.
extension CocoaTouchNibCompiler {
    /// The values of one background configuration.
    struct BackgroundConfiguration {
        var cornerRadius: Double
        var backgroundColor: Int
        /// The background image (iOS 15), nil for none.
        var image: Int?
        var strokeColor: Int
        var strokeWidth: Double
        var strokeOutset: Double
        /// `defaultStyle`: 0 for a button's, 1 for a list cell's.
        var defaultStyle: Int64
        /// `defaultStyle_v2`, iOS 26's.
        var secondDefaultStyle: Int64
        /// The properties set through their public setters (`hasCustomized-<property>`).
        var customizedProperties: Set<String>
    }

    /// Archives `values` as a `UIBackgroundConfiguration` in the layout of the release's iOS SDK.
    mutating func backgroundConfiguration(_ values: BackgroundConfiguration) -> Int {
        let configuration = archive.object("UIBackgroundConfiguration")
        archive.setNull("customView", on: configuration)
        archive.set("cornerRadius", .double(values.cornerRadius), on: configuration)
        archive.set("maskedCorners", integer: 15, on: configuration)
        archive.set("backgroundColor", reference: values.backgroundColor, on: configuration)
        archive.set("backgroundColorTransformerIdentifier", integer: 0, on: configuration)
        archive.setNull("visualEffect", on: configuration)
        if release.writesIOS17Keys { archive.setNull("visualEffectGroupName", on: configuration) }
        if release.writesIOS26Keys {
            archive.set("visualEffectblurClippingMode", integer: 0, on: configuration)
        } else if release.writesIOS17Keys {
            archive.set("visualEffectAllowsTransparentBlurring", bool: true, on: configuration)
        }
        // iOS 15's background image (none in 12.3's build of UIKitCatalog's cells).
        if release.writesButtonConfiguration {
            archive.set("image", optionalReference: values.image, on: configuration)
            archive.set("imageContentMode", integer: 0, on: configuration)
        }
        archive.set("backgroundInsets", string: "{0, 0, 0, 0}", on: configuration)
        archive.set("edgesAddingLayoutMarginsToBackgroundInsets", integer: 0, on: configuration)
        archive.set("strokeColor", reference: values.strokeColor, on: configuration)
        archive.set("strokeColorTransformerIdentifier", integer: 0, on: configuration)
        archive.set("strokeWidth", .double(values.strokeWidth), on: configuration)
        archive.set("strokeOutset", .double(values.strokeOutset), on: configuration)
        if release.writesIOS16Keys { archive.set("strokeLocation", integer: 0, on: configuration) }
        if release.writesIOS26Keys {
            archive.set("defaultStyle_v2", integer: values.secondDefaultStyle, on: configuration)
        } else {
            archive.set("shadowType", integer: 0, on: configuration)
        }
        archive.set("defaultStyle", integer: values.defaultStyle, on: configuration)
        let properties = ["customView", "cornerRadius", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets",
                          "backgroundColor", "backgroundColorTransformerIdentifier", "visualEffect"]
            + (release.writesIOS17Keys ? ["visualEffectGroupName"] : [])
            + (release.writesButtonConfiguration ? ["image", "imageContentMode"] : [])
            + ["strokeColor", "strokeColorTransformerIdentifier", "strokeWidth", "strokeOutset"]
            + (release.writesIOS16Keys ? ["maskedCorners"] : [])
        for property in properties {
            archive.set("hasCustomized-" + property, bool: values.customizedProperties.contains(property), on: configuration)
        }
        return configuration
    }
}
