import NibXML

/// A collection view's section header and footer (`<collectionReusableView
/// key="sectionHeaderView">`) as ibtool archives them (Apptentive's survey and message
/// center, Xcode 8.3): each compiled into a nib of its own, as a prototype cell is, under
/// `UICollectionViewSupplementaryViewNibDict` by kind and reuse identifier
/// (`UICollectionElementKindSectionHeader/Question`), and standing in the collection view as
/// a plain `UICollectionReusableView` where the flow layout puts it before any item loads
/// (before Xcode 11: `CocoaTouchRelease.archivesSupplementaryViewStandIns`).
extension CocoaTouchNibCompiler {
    /// The element kinds by document key.
    static let supplementaryViewKinds: [String: String] = [
        "sectionHeaderView": "UICollectionElementKindSectionHeader", "sectionFooterView": "UICollectionElementKindSectionFooter",
    ]

    /// The collection view's header and footer elements, in document order: those with a
    /// reuse identifier, by which UIKit dequeues them (a calculator's header without one,
    /// Xcode 12.5.1: no nib, no dictionaries).
    static func supplementaryViews(of collectionView: MarkupElement) -> [MarkupElement] {
        collectionView.childElements.filter { isSupplementaryView($0) && !($0[attribute: "reuseIdentifier"] ?? "").isEmpty }
    }

    /// True for a collection view's header or footer element, with a reuse identifier or not.
    static func isSupplementaryView(_ element: MarkupElement) -> Bool {
        element.name == "collectionReusableView" && supplementaryViewKinds[element[attribute: "key"] ?? ""] != nil
    }

    /// Where a flow layout puts one section of no items along its scrolling axis: its header
    /// (from 0), the footer after the section's insets, and the length of it all.
    func emptySectionPlacement(of element: MarkupElement) -> (horizontal: Bool, header: Double, footerStart: Double, footer: Double, length: Double) {
        let layout = element.firstChild(named: "collectionViewFlowLayout")
        let horizontal = layout?[attribute: "scrollDirection"] == "horizontal"
        func referenceLength(_ key: String) -> Double {
            guard let size = layout.flatMap({ Self.flowLayoutSize(key, of: $0) }) else { return 0 }
            return horizontal ? size[0] : size[1]
        }
        let insets = layout?.children(named: "inset").first { $0[attribute: "key"] == "sectionInset" }.map(EdgeInsets.init) ?? EdgeInsets()
        let header = referenceLength("headerReferenceSize"), footer = referenceLength("footerReferenceSize")
        let footerStart = header + (horizontal ? insets.left + insets.right : insets.top + insets.bottom)
        return (horizontal, header, footerStart, footer, footerStart + footer)
    }

    /// Archives the nibs of `element`'s header and footer and their placeholders.
    mutating func archiveSupplementaryViews(of element: MarkupElement, object: Int) throws {
        let views = Self.supplementaryViews(of: element)
        guard !views.isEmpty else { return }
        let compiled = try prototypeNibs(views) { view in
            "\(Self.supplementaryViewKinds[view[attribute: "key"] ?? ""] ?? "")/\(view[attribute: "reuseIdentifier"] ?? "")"
        }
        archive.set("UICollectionViewSupplementaryViewPrototypeNibExternalObjects", reference: compiled.externalObjects, on: object)
        archive.set("UICollectionViewSupplementaryViewNibDict", reference: compiled.nibs, on: object)

        guard release.archivesSupplementaryViewStandIns else { return }
        // The flow layout's reference sizes place them: the header first, the footer after
        // the section's insets.
        let placement = emptySectionPlacement(of: element)
        let horizontal = placement.horizontal
        let frame = rect("frame", in: element)
        func placeholder(at start: Double, length: Double, reuseIdentifier: String) -> Int {
            let view = archive.object("UICollectionReusableView")
            let bounds = horizontal ? [0, 0, length, frame.height] : [0, 0, frame.width, length]
            let center = horizontal ? [start + length / 2, frame.height / 2] : [frame.width / 2, start + length / 2]
            archive.set("UIBounds", .data(GeometryBlob.encode(bounds)), on: view)
            archive.set("UICenter", .data(GeometryBlob.encode(center)), on: view)
            if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: view) }
            archive.set("UIOpaque", bool: true, on: view)
            archive.set("UIAutoresizeSubviews", bool: true, on: view)
            archive.set("UIViewSemanticContentAttribute", integer: 0, on: view)
            archive.set("UIReuseIdentifier", string: reuseIdentifier, on: view)
            return view
        }
        var placeholders: [Int] = []
        if views.contains(where: { $0[attribute: "key"] == "sectionFooterView" }) {
            placeholders.append(placeholder(at: placement.footerStart, length: placement.footer, reuseIdentifier: "IBUICollectionViewFooterReuseIdentifier"))
        }
        if views.contains(where: { $0[attribute: "key"] == "sectionHeaderView" }) {
            placeholders.append(placeholder(at: 0, length: placement.header, reuseIdentifier: "IBUICollectionViewHeaderReuseIdentifier"))
        }
        archive.set("UISubviews", reference: archive.collection("NSMutableArray", placeholders), on: object)
    }
}
