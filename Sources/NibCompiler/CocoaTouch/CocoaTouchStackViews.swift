import NibXML

/// `UIStackView`'s keys (its arranged subviews are written with its subviews).
extension CocoaTouchNibCompiler {
    /// `UIStackViewDistribution` values by document name.
    static let stackDistributions = ["fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4]
    /// `UIStackViewAlignment` values by document name.
    static let stackAlignments = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4, "lastBaseline": 5,
    ]

    /// `UIStackViewSpacingUseSystem` (FLT_MIN), the spacing of a stack view whose document
    /// asks for the standard one (`spacingType="standard"`, Interface Builder's "Standard").
    static let systemStackSpacing = Double(Float.leastNormalMagnitude)

    /// A stack view's spacing: the document's, UIKit's system spacing marker for "Standard",
    /// 0 when it gives none.
    static func stackSpacing(of element: MarkupElement) -> Double {
        if element[attribute: "spacingType"] == "standard" { return systemStackSpacing }
        return element[attribute: "spacing"].flatMap(Double.init) ?? 0
    }

    mutating func stackViewAttributes(_ element: MarkupElement, object: Int) {
        archive.set("UIStackViewAxis", integer: element[attribute: "axis"] == "vertical" ? 1 : 0, on: object)
        archive.set("UIStackViewDistribution", integer: Int64(element[attribute: "distribution"].flatMap { Self.stackDistributions[$0] } ?? 0), on: object)
        archive.set("UIStackViewAlignment", integer: Int64(element[attribute: "alignment"].flatMap { Self.stackAlignments[$0] } ?? 0), on: object)
        archive.set("UIStackViewSpacing", .double(Self.stackSpacing(of: element)), on: object)
        archive.set("UIStackViewBaselineRelative", bool: element[attribute: "baselineRelativeArrangement"] == "YES", on: object)
        archive.set("UIStackViewLayoutMarginsRelative", bool: element[attribute: "layoutMarginsRelativeArrangement"] == "YES", on: object)
    }
}
