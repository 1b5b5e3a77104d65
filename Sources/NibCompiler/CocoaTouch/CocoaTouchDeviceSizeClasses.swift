import NibXML

/// The size classes of the device a document is shown on (`<device id=... orientation=...>`):
/// Interface Builder lays the document out in them, and from Xcode 12 ibtool archives what
/// it shows there. TakeoverNotificationViewController~ipad (Mixpanel, on an iPad 9.7) keeps
/// a 23-point button whose regular-width, regular-height variation is 44 points: Xcode 9.0
/// to 9.2 archive 23, Xcode 12.4 archives 44 (10 and 11 unmeasured).
extension CocoaTouchNibCompiler {
    /// Phones whose landscape width is regular (the Plus and Max sizes).
    static let regularWidthLandscapePhones: Set<String> = ["retina5_5", "retina6_5", "retina6_7", "retina6_9"]

    /// The document device's size classes (`UIUserInterfaceSizeClass`: compact 1, regular 2);
    /// nil when the document names no device this table knows.
    var deviceSizeClasses: (horizontal: Int64, vertical: Int64)? {
        guard let device = document.markup.root.firstChild(named: "device"), let id = device[attribute: "id"],
              Self.screenSizes[id] != nil else { return nil }
        if id.hasPrefix("ipad") { return (2, 2) }
        guard device[attribute: "orientation"] == "landscape" else { return (1, 2) }
        return (Self.regularWidthLandscapePhones.contains(id) ? 2 : 1, 1)
    }

    /// The value of `attribute` as the document's device shows it: from the most specific
    /// size-class variation whose classes all match the device's (Xcode 12 on), else nil.
    func deviceVariationValue(_ attribute: String, of element: MarkupElement) -> String? {
        let candidates = deviceVariations(of: element).filter { $0.variation[attribute: attribute] != nil }
        guard let top = candidates.map(\.specificity).max() else { return nil }
        return candidates.first { $0.specificity == top }?.variation[attribute: attribute]
    }

    /// The size-class variations of `element` whose classes all match the document device's
    /// (Xcode 12 on), least specific first, document order between equals; each with how
    /// many classes it names.
    func deviceVariations(of element: MarkupElement) -> [(specificity: Int, variation: MarkupElement)] {
        guard release >= .xcode12, let device = deviceSizeClasses else { return [] }
        let matching = element.children(named: "variation").compactMap { variation -> (specificity: Int, variation: MarkupElement)? in
            guard let key = variation[attribute: "key"], key != "default" else { return nil }
            let classes = Self.sizeClasses(of: key)
            guard classes.horizontal != nil || classes.vertical != nil,
                  classes.horizontal.map({ $0 == device.horizontal }) ?? true,
                  classes.vertical.map({ $0 == device.vertical }) ?? true else { return nil }
            return ((classes.horizontal == nil ? 0 : 1) + (classes.vertical == nil ? 0 : 1), variation)
        }
        return matching.enumerated().sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }.map(\.element)
    }
}
