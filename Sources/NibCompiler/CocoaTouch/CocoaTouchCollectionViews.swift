import NibXML

/// `UICollectionView` and its flow layout as ibtool archives them, with each prototype cell
/// compiled into a nib of its own (`UICollectionViewCellNibDict`, by reuse identifier).
extension CocoaTouchNibCompiler {
    /// `UICollectionViewScrollDirection` values by document name (vertical is not archived).
    static let collectionScrollDirections: [String: Int64] = ["horizontal": 1]
    /// `UICollectionViewFlowLayoutSectionInsetReference` values (content inset is not archived).
    static let sectionInsetReferences: [String: Int64] = ["safeArea": 1, "layoutMargins": 2]

    /// Xcode 10 and earlier also archive the content size of no items, Xcode 9 and 10 UIKit's
    /// default layout margins (SDCAlertView's action sheet in Xcode 10.0 to 10.2's builds,
    /// Fusuma's album view in Xcode 8.1's; not 11.0 on).
    mutating func collectionViewAttributes(_ element: MarkupElement, object: Int) throws {
        if release.xcodeMajorVersion >= 13 {
            overrideSelectionFollowsFocus(on: object)
        }
        scrollViewAttributes(element, object: object)
        if release < .xcode11 {
            // As wide as the view and, along the scrolling axis, the length of one section of
            // no items: its header, insets and footer (Apptentive's attachment strip, Xcode
            // 8.3: 16 + 16 points); a horizontal flow layout's as high as the view
            // (TabPageViewController's tab bar, Xcode 10.1).
            let frame = rect("frame", in: element)
            let placement = emptySectionPlacement(of: element)
            let size = placement.horizontal ? [placement.length, frame.height] : [frame.width, placement.length]
            archive.set("UIContentSize", .data(GeometryBlob.encode(size)), on: object)
        }
        // A collection view whose data mode is prototypes has a nil delegate (TLPhotoPicker's,
        // with none yet, Xcode 10.0 and 12.1); one with no data mode has none (FMPhotoPicker's,
        // Xcode 12.2-12.5; SDCAlertView's, Xcode 10.0-11.4). Prototype cells get their nibs.
        let prototypes = element.firstChild(named: "cells")?.children(named: "collectionViewCell") ?? []
        // (Xcode 8.3's Apptentive survey too: every release is taken to do so.)
        if element[attribute: "dataMode"] != "none" { archive.setNull("UIDelegate", on: object) }
        if let layout = collectionLayouts[object] { archive.set("UICollectionLayout", reference: layout, on: object) }
        // iOS 13's multiple selection by gesture (Xcode 11.4 and 13 archive it).
        if release >= .xcode11 { archive.set("UIAllowsUserInitiatedMultipleSelection", bool: true, on: object) }
        if !prototypes.isEmpty {
            let compiled = try prototypeNibs(prototypes)
            archive.set("UICollectionViewCellPrototypeNibExternalObjects", reference: compiled.externalObjects, on: object)
            archive.set("UICollectionViewCellNibDict", reference: compiled.nibs, on: object)
        }
        try archiveSupplementaryViews(of: element, object: object)
        // Prefetching (iOS 10): Xcode 8.1 to 13 archive it.
        if release >= .xcode8 {
            archive.set("UICollectionViewPrefetchingEnabled", bool: element[attribute: "prefetchingEnabled"] != "NO", on: object)
        }
    }

    /// A flow layout's `<size key=...>` (item size, header and footer reference sizes) as
    /// width and height; nil when the document states none.
    static func flowLayoutSize(_ key: String, of layout: MarkupElement) -> [Double]? {
        DocumentGeometry.sizeComponents(key, in: layout)
    }

    /// A `<collectionViewFlowLayout>`: spacings, item size, section inset, scroll direction
    /// and inset reference, each when not UIKit's default. The layout is
    /// listed among the nib's objects under its collection view, swapped for its own class
    /// when it has one (Apptentive's survey layout, Xcode 8.3).
    mutating func flowLayout(_ element: MarkupElement) -> Int {
        let layout = classedObject(element)
        if let id = element[attribute: "id"] { objectsByID[id] = layout }
        list(layout)
        func number(_ attribute: String) -> Double { element[attribute: attribute].flatMap(Double.init) ?? 10 }
        func size(_ key: String) -> [Double]? { Self.flowLayoutSize(key, of: element) }
        // UIKit's defaults (10-point spacings, 50 × 50 items) are not archived.
        let interitem = number("minimumInteritemSpacing"), line = number("minimumLineSpacing")
        if interitem != 10 { archive.set("UIInteritemSpacing", .float(Float(interitem)), on: layout) }
        if line != 10 { archive.set("UILineSpacing", .float(Float(line)), on: layout) }
        if let itemSize = size("itemSize"), itemSize != [50, 50] {
            archive.set("UIItemSize", .data(GeometryBlob.encode(itemSize)), on: layout)
        }
        // Header and footer sizes (Apptentive's survey layout, Xcode 8.3).
        for (key, archiveKey) in [("headerReferenceSize", "UIHeaderReferenceSize"), ("footerReferenceSize", "UIFooterReferenceSize")] {
            if let reference = size(key), reference != [0, 0] { archive.set(archiveKey, .data(GeometryBlob.encode(reference)), on: layout) }
        }
        // UIKit's flow layout does not archive its estimated size; ibtool sets it at load
        // time through a key-value pair (a size `NSValue`). An automatic estimate (Interface
        // Builder's "Estimate Size: Automatic") is UIKit's `UICollectionViewFlowLayoutAutomaticSize`,
        // the largest double twice (a calculator's operations, Xcode 12.5.1).
        let automatic = element[attribute: "automaticEstimatedItemSize"] == "YES"
        if let estimated = automatic ? [Double.greatestFiniteMagnitude, .greatestFiniteMagnitude] : size("estimatedItemSize"), estimated != [0, 0] {
            let value = archive.object("NSValue")
            archive.set("NS.special", integer: 2, on: value)
            archive.set("NS.sizeval", string: GeometryText.size(estimated[0], estimated[1]), on: value)
            setAtLoad("estimatedItemSize", to: value, on: layout)
        }
        if let inset = element.children(named: "inset").first(where: { $0[attribute: "key"] == "sectionInset" }) {
            let insets = EdgeInsets(inset)
            if insets != EdgeInsets() { archive.set("UISectionInset", .data(insets.blob), on: layout) }
        }
        if let direction = element[attribute: "scrollDirection"].flatMap({ Self.collectionScrollDirections[$0] }) {
            archive.set("UIScrollDirection", integer: direction, on: layout)
        }
        if let reference = element[attribute: "sectionInsetReference"].flatMap({ Self.sectionInsetReferences[$0] }) {
            archive.set("UISectionInsetReference", integer: reference, on: layout)
        }
        return layout
    }
}
