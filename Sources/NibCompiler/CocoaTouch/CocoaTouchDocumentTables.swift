import NibDocument
import NibXML

/// What the Cocoa Touch compiler looks up across a whole document, computed once per
/// document and shared by every nib compiled from it (a storyboard compiles two per scene).
struct CocoaTouchDocumentTables: Sendable {
    /// Each view's frame, by id (for ordering constraints): the document's, or the one the
    /// release lays it out at (`relaidFrames`).
    var frameByID: [String: GeometryText.Rect]
    /// The frames, by view id, of the views the release lays out again at a size of its own
    /// (`CocoaTouchNibCompiler.relaidFrames`) and of the static table cells it places as
    /// UIKit does (`relaidStaticTableCellFrames`); the other views keep the document's.
    var relaidFrames: [String: GeometryText.Rect]
    /// The frames, by view id, of the subviews of screen-sized controller root views that a
    /// nib archiving those root views at the screen's size gives them
    /// (`CocoaTouchNibCompiler.rootResizedSubviewFrames`).
    var rootResizedSubviewFrames: [String: GeometryText.Rect]
    /// The frames, by view id, of the subviews of classic cells' content views, autoresized with
    /// the content view the release fills the cell with
    /// (`CocoaTouchNibCompiler.filledContentSubviewFrames`).
    var filledContentSubviewFrames: [String: GeometryText.Rect]
    /// The views the document installs for no traits, and the constraints left out with them
    /// (`CocoaTouchNibCompiler.uninstalledViews`).
    var uninstalledViewIDs: Set<String>
    var uninstalledConstraintIDs: Set<String>
    /// The system colours the document declares, by name.
    var declaredSystemColors: [String: [Double]]
    /// The ids constraints name as their items (to leave unreferenced layout guides out).
    var constrainedIDs: Set<String>
    /// The controllers embedded in a container view (destinations of `embed` segues), whose
    /// root view keeps the container's size.
    var embeddedControllerIDs: Set<String>
    /// The views no constraint names or their constraints leave ambiguous, for a release that
    /// adds prototyping constraints (Xcode 7); nil for the others, which need no analysis.
    var layoutAmbiguity: LayoutAmbiguity?
    /// The colour components the document writes in several ways that are equal at single
    /// precision, by the float's bits: the way with the fewest digits (`CocoaTouchEqualColors`).
    var shortestEqualColorComponents: [UInt32: Double]
    /// True when the document varies something for a size class (a `<variation>` of another
    /// key than `default`).
    var variesBySizeClass: Bool
    /// The size classes of the variations that install each view into its superview
    /// (`<mask key="subviews"><include>`), by view id.
    var installingSizeClasses: [String: [(horizontal: Int64?, vertical: Int64?)]]

    /// The tables of `document` as `release` compiles it.
    init(document: InterfaceDocument, release: CocoaTouchRelease) {
        var frames: [String: GeometryText.Rect] = [:]
        for element in document.markup.root.descendants() {
            if let id = element[attribute: "id"], let frame = DocumentGeometry.rect("frame", in: element) { frames[id] = frame }
        }
        embeddedControllerIDs = Self.embeddedControllerIDs(in: document.markup.root)
        relaidFrames = CocoaTouchNibCompiler.relaidFrames(in: document.markup.root, release: release)
            .merging(CocoaTouchNibCompiler.relaidStaticTableCellFrames(in: document.markup.root, release: release,
                                                                       embeddedControllerIDs: embeddedControllerIDs)) { _, cell in cell }
        frameByID = frames.merging(relaidFrames) { _, relaid in relaid }
        constrainedIDs = Self.constrainedIDs(in: document.markup.root)
        rootResizedSubviewFrames = CocoaTouchNibCompiler.rootResizedSubviewFrames(in: document.markup.root, release: release,
                                                                                 embeddedControllerIDs: embeddedControllerIDs)
        filledContentSubviewFrames = CocoaTouchNibCompiler.filledContentSubviewFrames(in: document.markup.root, release: release,
                                                                                     relaidFrames: relaidFrames)
        (uninstalledViewIDs, uninstalledConstraintIDs) = CocoaTouchNibCompiler.uninstalledViews(in: document.markup.root)
        declaredSystemColors = CocoaTouchNibCompiler.declaredSystemColors(in: document)
        layoutAmbiguity = release.addsPrototypingConstraints ? LayoutAmbiguity(analysing: document.markup.root) : nil
        // From Xcode 11 in a storyboard (OmiseSDK's payment scenes by 11.2 and 11.3); in a xib only
        // from Xcode 13 (Presentr's alert by 11.0 to 11.7 keeps a 17-digit grey beside 10-digit
        // ones; Xcode 13's xibs unmeasured, taken as its storyboards).
        let lendsEqualColorDigits = release.xcodeMajorVersion >= 13 || (release.writesDoubleColorComponents && document.kind == .storyboard)
        shortestEqualColorComponents = lendsEqualColorDigits ? CocoaTouchEqualColors.shortest(in: document.markup.root) : [:]
        variesBySizeClass = document.markup.root.descendants().contains { $0.name == "variation" && $0[attribute: "key"] != "default" }
        installingSizeClasses = Self.installingSizeClasses(in: document.markup.root)
    }

    /// The size classes of the variations under `root` that install each view, by view id:
    /// each superview's subview records (`subviewVariationRecords`) turned inside out.
    static func installingSizeClasses(in root: MarkupElement) -> [String: [(horizontal: Int64?, vertical: Int64?)]] {
        var classes: [String: [(horizontal: Int64?, vertical: Int64?)]] = [:]
        for superview in root.descendants() where superview.firstChild(named: "variation") != nil {
            for record in CocoaTouchNibCompiler.subviewVariationRecords(of: superview) {
                guard let traits = record.traits else { continue }
                for id in record.added { classes[id, default: []].append(traits) }
            }
        }
        return classes
    }

    /// The ids of the controllers an embed segue under `root` places in a container view.
    static func embeddedControllerIDs(in root: MarkupElement) -> Set<String> {
        Set(root.descendants().compactMap { element in
            element.name == "segue" && element[attribute: "kind"] == "embed" ? element[attribute: "destination"] : nil
        })
    }

    /// The id of the controller a navigation controller's `rootViewController` relationship names.
    static func rootViewControllerID(of navigationController: MarkupElement) -> String? {
        navigationController.firstChild(named: "connections")?.children(named: "segue")
            .first { $0[attribute: "relationship"] == "rootViewController" }?[attribute: "destination"]
    }

    /// The ids the constraints under `root` name as their first or second item.
    static func constrainedIDs(in root: MarkupElement) -> Set<String> {
        Set(root.descendants().filter { $0.name == "constraint" }.flatMap { constraint in
            ["firstItem", "secondItem"].compactMap { constraint[attribute: $0] }
        })
    }
}
