import NibXML

/// `UICollectionViewCell`s. Xcode 9's ibtool: the cell holds its content view
/// (`UIContentView`, its only subview); the content view takes the cell's constraints
/// (those naming the cell name the content view instead) and a safe area layout guide, and
/// is not listed among the nib's objects. Xcode 13's: the content view is a listed `UIView`
/// that does not translate its autoresizing mask, pinned to the cell's four edges by
/// system-generated constraints.
extension CocoaTouchNibCompiler {
    /// True when `element` is a collection view cell whose content view ibtool makes itself:
    /// every cell before Xcode 11, which predates content view objects, and from Xcode 11 a cell
    /// whose document predates them (`<view key="contentView">` without an id). A content view
    /// the document holds (`<collectionViewCellContentView>`) is compiled as its view (Xcode
    /// 13.2's DuckDuckGo cells; Sauce Labs' product cell, a document of Xcode 14.3, by 12.5.1).
    func archivesCellContentView(_ element: MarkupElement) -> Bool {
        guard element.name == "collectionViewCell", let content = contentViewElement(of: element) else { return false }
        return release.xcodeMajorVersion < 11 || content[attribute: "id"] == nil
    }

    /// True when the cell's content view is pinned to its edges: from Xcode 11, in nibs (or
    /// the variant of a nib, `CocoaTouchNibVariants`) for iOS 12.3 and later.
    var pinsCellContentView: Bool {
        release >= .xcode11 && availability >= PlatformVersion(12, 3)
    }

    /// The cell's `<view key="contentView">`.
    func contentViewElement(of cell: MarkupElement) -> MarkupElement? {
        cell.childElements.first { $0[attribute: "key"] == "contentView" && Self.isView($0) }
    }

    /// Compiles the cell's content view, its subviews and the cell's constraints.
    mutating func collectionViewCellContent(_ cell: MarkupElement, object: Int) throws {
        guard let element = contentViewElement(of: cell) else { return }
        let content = archive.object("UIView")
        unlistedObjects.insert(content)
        viewObjects.insert(content)
        if let cellID = cell[attribute: "id"] { constraintItemOverrides[cellID] = content }
        setGeometry(rect("frame", in: element), on: content)
        if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: content) }
        archive.set("UIOpaque", bool: true, on: content)
        archive.set("UIAutoresizeSubviews", bool: true, on: content)
        let mask = Self.autoresizingMask(of: element)
        if mask != 0 { archive.set("UIAutoresizingMask", integer: mask, on: content) }
        // Xcode 13 gives it the cell's safe area guide (listed before its contents).
        if release.xcodeMajorVersion >= 13 { safeAreaGuide(of: cell, view: content) }
        // A storyboard's prototype cell of Xcode 9 to 12 lists a blank guide for it there when
        // the document uses safe areas (Apptentive's survey cells, Xcode 9.2, both variants;
        // none in QBImagePicker's asset cell, a document of Xcode 6.3 built by 11.2).
        if compilesPrototypeCellNib, documentUsesSafeAreas, release >= .xcode9, release < .xcode13 { listBlankLayoutGuide() }
        // Xcode 13 pins a content view that holds anything; an empty one keeps its mask.
        let empty = element.firstChild(named: "subviews").map { Array($0.childElements).isEmpty } ?? true
        // One whose document declares no subviews at all archives neither subviews nor, below,
        // a safe area guide before Xcode 13 (MapboxNavigation's two dummy cells, 9.1).
        let declaresNoSubviews = element.firstChild(named: "subviews") == nil
        if pinsCellContentView, !empty {
            archive.set("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", bool: true, on: content)
        }
        var subviews: [Int] = []
        for child in element.firstChild(named: "subviews")?.childElements.map({ $0 }) ?? [] {
            if let compiled = try compileObject(child, superview: content) { subviews.append(compiled) }
        }
        if release.xcodeMajorVersion < 13 && !declaresNoSubviews || !empty {
            archive.set("UISubviews", reference: archive.collection("NSMutableArray", subviews), on: content)
        }
        if empty { unpinnedContentViews.insert(content) }
        // The content view holds the cell's constraints, but their size-class variations are
        // the cell's, watching the content view's subviews (QBImagePicker's asset cell, 11.2).
        try constraints(of: cell, object: content, varyingOn: object)
        // Xcode 9 to 12 give it a safe area guide of its own (iOS 11's; Xcode 8.1's Fusuma cells have none).
        var contentSafeAreaGuide: Int?
        if release >= .xcode9, release < .xcode13, !declaresNoSubviews {
            let guide = safeAreaLayoutGuide(of: content)
            contentSafeAreaGuide = guide
            archive.set("UIViewLayoutGuides", reference: archive.collection("NSMutableArray", [guide]), on: content)
        }
        constrainCellSafeArea(of: cell, content: content, contentSafeAreaGuide: contentSafeAreaGuide)
        archive.set("UIViewSemanticContentAttribute", integer: 0, on: content)
        if release.writesLargeContentProperties { archive.setNull("UIViewLargeContentStoredProperties", on: content) }
        cellContentViews[object] = content
        if let size = itemSizeOfXcode7PrototypeCell(cell) {
            // Xcode 7 sizes a prototype cell and its content view as its layout's items, whatever
            // frame the document gives them (QBImagePicker's asset cell: 77.5 points, drawn at 78).
            for view in [object, content] {
                archive.replace("UIBounds", .data(GeometryBlob.encode([0, 0, size.width, size.height])), on: view)
            }
            archive.replace("UICenter", .data(GeometryBlob.encode([size.width / 2, size.height / 2])), on: content)
        }
        if release.xcodeMajorVersion < 13 {
            archive.set("UISubviews", reference: archive.collection("NSMutableArray", [content]), on: object)
        }
        archive.set("UIContentView", reference: content, on: object)
    }

    /// Gives the cell's `<viewLayoutGuide key="safeArea">` to the constraints that name it
    /// (Interface Builder 10 and 11 pin a cell's subviews to it) where ibtool makes the content
    /// view: the guide the content view holds in Xcode 9 to 12, as Xcode 13 gives the cell's
    /// declaration to its content view's guide (DuckDuckGo's privacy home cell, a document of
    /// Xcode 10 built by 13.2); the content view itself where there is no safe area (before
    /// iOS 11, or an ibtool older than safe areas). Xcode 13 maps it in `safeAreaGuide(of:view:)`.
    /// Without this such a cell (eight of 1,202 iOS documents in the oracles' repositories)
    /// did not compile at all; no nib of Xcode 9 to 12 built from one was found to compare.
    mutating func constrainCellSafeArea(of cell: MarkupElement, content: Int, contentSafeAreaGuide: Int?) {
        guard release.xcodeMajorVersion < 13, let id = Self.safeAreaDeclaration(of: cell)?[attribute: "id"],
              tables.constrainedIDs.contains(id) else { return }
        objectsByID[id] = availability >= PlatformVersion(11, 0) ? contentSafeAreaGuide ?? content : content
    }

    /// The item size of the flow layout of an Xcode 7 prototype cell's collection view, which
    /// ibtool 7 gives the cell; nil for other releases and layouts without one.
    func itemSizeOfXcode7PrototypeCell(_ cell: MarkupElement) -> (width: Double, height: Double)? {
        guard release < .xcode8, compilesPrototypeCellNib, cell.name == "collectionViewCell",
              let layout = cell.parent?.parent?.firstChild(named: "collectionViewFlowLayout"),
              let size = Self.flowLayoutSize("itemSize", of: layout) else { return nil }
        return (size[0], size[1])
    }

    /// The cell keys archived before the cell's content view: its reuse identifier (every
    /// release: Xcode 8.1's Fusuma, 12.1's TLPhotoPicker, 13's cells), then Xcode 13's own.
    mutating func collectionViewCellAttributes(_ element: MarkupElement, object: Int) {
        if let identifier = element[attribute: "reuseIdentifier"] { archive.set("UIReuseIdentifier", string: identifier, on: object) }
        // iOS 14's background and content configurations (Xcode 12.1's TLPhotoPicker cell on).
        guard release >= .xcode12 else { return }
        archive.setNull("UISystemBackgroundView", on: object)
        if !release.writesIOS16Keys { archive.setNull("UIContentConfigurationIdentifier", on: object) }
        archive.setNull("UIContentConfigurationView", on: object)
    }

    /// After the cell's contents are compiled: from Xcode 13, and from Xcode 11 for a content
    /// view the document holds, the content view is the cell's subview here, pinned or not
    /// (XLPagerTabStrip's button cell, Xcode 13.3.1, iOS 9.3:
    /// its `runtime.nib` too). Where the content view is pinned (`pinsCellContentView`), it
    /// is held to the cell's edges by four `UIIBSystemGenerated` constraints, not listed.
    mutating func finishCollectionViewCell(_ element: MarkupElement, object: Int) {
        guard let content = cellContentViews[object] ?? contentViewElement(of: element).flatMap({ $0[attribute: "id"] }).flatMap({ objectsByID[$0] })
        else { return }
        if release.xcodeMajorVersion >= 13 || !archivesCellContentView(element) {
            archive.set("UISubviews", reference: archive.collection("NSMutableArray", [content]), on: object)
        }
        guard pinsCellContentView, !unpinnedContentViews.contains(content) else { return }
        let edges: [Int64] = [5, 6, 3, 4]  // leading, trailing, top, bottom
        let constraints = edges.map { edge -> Int in
            let constraint = archive.object("NSLayoutConstraint")
            archive.set("NSFirstItem", reference: object, on: constraint)
            archive.set("NSFirstAttributeV2", integer: edge, on: constraint)
            archive.set("NSFirstAttribute", integer: edge, on: constraint)
            archive.set("NSSecondItem", reference: content, on: constraint)
            archive.set("NSSecondAttributeV2", integer: edge, on: constraint)
            archive.set("NSSecondAttribute", integer: edge, on: constraint)
            archive.set("NSShouldBeArchived", bool: true, on: constraint)
            archive.set("NSLayoutIdentifier", string: "UIIBSystemGenerated", on: constraint)
            return constraint
        }
        archive.set("UIViewAutolayoutConstraints", reference: archive.collection("NSMutableArray", constraints), on: object)
    }
}
