import NibDocument
import NibXML

/// Xcode 7's prototyping constraints, which hold a view at its frame in its superview where
/// the document's constraints do not place it: four constraints (left, top, width, height, a
/// constant of 0 left out) installed on the superview after its own, view by view in document
/// order, and not listed among the nib's objects.
/// - A view no constraint names gets them as required constraints, "IB auto generated at build
///   time for view with fixed frame" (the conflicts Xcode 5 to 7 apps logged when code added
///   constraints to such a view; a placeholder constraint, removed at build time, prevents
///   them).
/// - A view its constraints leave ambiguous (`LayoutAmbiguity`) gets them at priority 251,
///   "IB auto generated at build time for view with ambiguity", when the deployment target is
///   below iOS 9.1 (LocDiary's passcode placeholders, Xcode 7.3.1 for iOS 8: four views without
///   a width, sixteen constraints; rdar://23234553 saw none for iOS 9.1).
/// Xcode 8.3.2's build of LocDiary's document has none, nor does ibtool 13 for the views
/// DuckDuckGo's and Omise's documents mark ambiguous: from Xcode 8 a view without constraints
/// is laid out by its autoresizing mask instead.
extension CocoaTouchNibCompiler {
    /// A prototyping constraint waiting for its view's object.
    struct PrototypingConstraint {
        var constraint: Int
        var viewID: String
        var superview: Int
        /// `NSLayoutAttribute`: left (1), top (3), width (7) or height (8).
        var attribute: Int64
        var constant: Double
        /// True for a view no constraint names (required), false for an ambiguous one (251).
        var fixedFrame: Bool
    }

    /// Makes the prototyping constraints of `element`'s subviews, to install on `superview`
    /// after its own; none from Xcode 8.
    mutating func prototypingConstraints(forSubviewsOf element: MarkupElement, superview: Int) -> [Int] {
        guard let analysis = tables.layoutAmbiguity,
              let subviews = element.firstChild(named: "subviews")?.childElements else { return [] }
        let holdsAmbiguousViews = options.deploymentTarget < PlatformVersion(9, 1)
        var made: [Int] = []
        for subview in subviews {
            guard let id = subview[attribute: "id"], let frame = DocumentFrame.frame(of: subview, key: "frame") else { continue }
            let fixedFrame = analysis.unconstrainedViewIDs.contains(id)
            guard fixedFrame || (holdsAmbiguousViews && analysis.ambiguousViewIDs.contains(id)) else { continue }
            for (attribute, constant) in [(Int64(1), frame.x), (3, frame.y), (7, frame.width), (8, frame.height)] {
                let constraint = archive.object("NSIBPrototypingLayoutConstraint", fallbacks: ["NSLayoutConstraint"])
                pendingPrototypingConstraints.append(PrototypingConstraint(constraint: constraint, viewID: id, superview: superview,
                                                                           attribute: attribute, constant: constant, fixedFrame: fixedFrame))
                made.append(constraint)
            }
        }
        return made
    }

    /// Writes the prototyping constraints' keys in ibtool's order, once their views exist.
    mutating func resolvePrototypingConstraints() {
        for pending in pendingPrototypingConstraints {
            guard let view = objectsByID[pending.viewID] else { continue }
            let constraint = pending.constraint
            let isSize = pending.attribute == 7 || pending.attribute == 8
            archive.set("NSFirstItem", reference: view, on: constraint)
            archive.set("NSFirstAttributeV2", integer: pending.attribute, on: constraint)
            if !isSize { archive.set("NSSecondItem", reference: pending.superview, on: constraint) }
            archive.set("NSSecondAttributeV2", integer: isSize ? 0 : pending.attribute, on: constraint)
            if pending.constant != 0 { archive.set("NSConstantV2", .double(pending.constant), on: constraint) }
            archive.set("NSShouldBeArchived", bool: true, on: constraint)
            if !pending.fixedFrame { archive.set("NSPriority", integer: 251, on: constraint) }
            let reason = pending.fixedFrame ? "fixed frame" : "ambiguity"
            archive.set("NSLayoutIdentifier", string: "IB auto generated at build time for view with \(reason)", on: constraint)
            archive.set("NSFirstAttribute", integer: pending.attribute, on: constraint)
            archive.set("NSSecondAttribute", integer: isSize ? 0 : pending.attribute, on: constraint)
            if pending.constant != 0 { archive.set("NSConstant", .double(pending.constant), on: constraint) }
        }
    }
}
