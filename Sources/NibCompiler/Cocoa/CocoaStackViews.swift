import NibArchive
import NibXML

/// `<stackView>` compiles to `NSStackView` with a flat view hierarchy: the arranged views
/// are the stack view's own subviews, listed again in one `NSStackViewContainer`
/// (`NSStackViewBeginningContainer`).
///
/// A stack view with arranged views must be decoded before the other connections (its
/// internal constraints): ibtool marks it with a label-only `NSNibConnector`, listed before
/// every other connection, without an object id. Its arranged views take part in those constraints, so the
/// untranslated ones (and the stack view itself) get `NSDoNotTranslateAutoresizingMask`.
///
/// Custom spacings and visibility priorities other than the defaults are not archived yet
/// (the container's maps stay nil).
extension CocoaNibCompiler {
    /// The label of the early-decoding connector ibtool adds for each stack view with views.
    static let stackViewDecodingLabel =
        "Encoding NSStackView requires being decoded before other connections with an early decoding order priority of 999990."

    /// `NSStackViewdistribution` values (`NSStackView.Distribution`).
    static let stackDistributions: [String: Int64] = [
        "gravityAreas": -1, "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]

    /// `NSStackViewSecondaryAlignment`: the alignment as an edge of the cross axis
    /// (1 leading/top, 2 first baseline, 3 centre, 4 trailing/bottom, 5 last baseline).
    static let stackSecondaryAlignments: [String: Int64] = [
        "leading": 1, "top": 1, "left": 1, "firstBaseline": 2, "centerX": 3, "centerY": 3,
        "trailing": 4, "bottom": 4, "right": 4, "baseline": 5, "lastBaseline": 5,
    ]

    mutating func stackView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let stack = classedObject("NSStackView", for: element)
        arrangedSubviews = []
        try viewAttributes(element, object: stack, parent: parent)
        let arranged = arrangedSubviews
        arrangedSubviews = []

        let isVertical = element[attribute: "orientation"] == "vertical"
        archive.set("NSStackViewOrientation", integer: isVertical ? 1 : 0, on: stack)
        let alignment = element[attribute: "alignment"] ?? (isVertical ? "centerX" : "centerY")
        archive.set("NSStackViewSecondaryAlignment", integer: Self.stackSecondaryAlignments[alignment] ?? 3, on: stack)
        archive.set("NSStackViewAlignment", integer: Self.layoutAttributes[alignment] ?? 0, on: stack)
        func priority(_ name: String, default value: Float) -> NIBArchiveValue {
            .float(element[attribute: name].flatMap(Float.init) ?? value)
        }
        archive.set("NSStackViewVerticalClippingResistance", priority("verticalClippingResistancePriority", default: 1000), on: stack)
        archive.set("NSStackViewHorizontalClippingResistance", priority("horizontalClippingResistancePriority", default: 1000), on: stack)
        archive.set("NSStackViewVerticalHugging", priority("verticalStackHuggingPriority", default: 250), on: stack)
        archive.set("NSStackViewHorizontalHugging", priority("horizontalStackHuggingPriority", default: 250), on: stack)
        archive.set("NSStackViewSpacing", priority("spacing", default: 8), on: stack)
        let distribution = element[attribute: "distribution"] ?? "gravityAreas"
        if distribution == "equalSpacing" { archive.set("NSStackViewHasEqualSpacing", bool: true, on: stack) }
        archive.set("NSStackViewdistribution", integer: Self.stackDistributions[distribution] ?? -1, on: stack)
        let insets = element.children(named: "edgeInsets").first { $0[attribute: "key"] == "edgeInsets" }
        for edge in ["top", "left", "right", "bottom"] {
            archive.set("NSStackViewEdgeInsets.\(edge)", .float(insets?[attribute: edge].flatMap(Float.init) ?? 0), on: stack)
        }
        if !arranged.isEmpty {
            archive.set("NSStackViewBeginningContainer", reference: stackContainer(for: stack, views: arranged), on: stack)
            stackViewsDecodedEarly.append(stack)
            implicitlyConstrainedViews.formUnion([stack] + arranged)
        }
        if element[attribute: "detachesHiddenViews"] == "YES" {
            archive.set("NSStackViewDetachesHiddenViews", bool: true, on: stack)
        }
        archive.set("NSStackViewHasFlatViewHierarchy", bool: true, on: stack)
        try compileOwnedObjects(of: element, object: stack, context: ObjectContext(parent: stack, parentElementName: element.name, superview: stack))
        return stack
    }

    /// The `NSStackViewContainer` listing a stack view's arranged views: an empty,
    /// untranslated view outside the view hierarchy.
    private mutating func stackContainer(for stack: Int, views: [Int]) -> Int {
        let container = archive.object("NSStackViewContainer")
        archive.setNull("NSNextResponder", on: container)
        archive.setNull("NSNibTouchBar", on: container)
        archive.set("NSvFlags", integer: ViewFlags.autoresizesSubviews, on: container)
        archive.set("NSFrameSize", string: GeometryText.size(0, 0), on: container)
        archive.set("NSViewWantsBestResolutionOpenGLSurface", bool: true, on: container)
        archive.set("NSDoNotTranslateAutoresizingMask", bool: true, on: container)
        noDesignTimeGuides(on: container)
        archive.set("NSStackViewContainerStackView", reference: stack, on: container)
        archive.setNull("NSStackViewContainerViewToCustomAfterSpaceMap", on: container)
        archive.setNull("NSStackViewContainerVisibilityPriorities", on: container)
        archive.set("NSStackViewContainerNonDroppedViews", reference: archive.collection("NSMutableArray", views), on: container)
        return container
    }

    /// The label-only `NSNibConnector`s that make each stack view decode early.
    mutating func stackViewDecodingConnectors() -> [Int] {
        earlyDecodingConnectors = stackViewsDecodedEarly.map { stack in
            let connector = archive.object("NSNibConnector")
            archive.set("NSSource", reference: stack, on: connector)
            archive.set("NSLabel", string: Self.stackViewDecodingLabel, on: connector)
            return connector
        }
        return earlyDecodingConnectors
    }
}
