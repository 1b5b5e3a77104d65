import NibDocument
import NibXML

/// Which views of a document laid out by constraints
/// (`translatesAutoresizingMaskIntoConstraints="NO"`) no constraint names at all, and which
/// their constraints leave ambiguous: whose position or size the equalities among the
/// document's constraints, the intrinsic sizes of controls and the fixed frames of everything
/// else do not determine.
///
/// Each view has four unknowns (x, width, y, height, in one coordinate space); every equality
/// constraint, whatever its priority, is a linear equation over its items' unknowns (an edge
/// is x, a far edge x + width, a centre x + width / 2; margins and baselines as the edge they
/// follow); a top-level view, a view laid out by its autoresizing mask, a stack view's
/// arranged subview and a control's intrinsic size are equations with known right-hand sides;
/// layout guides and objects the document does not frame are known. An unknown is determined
/// when its unit vector lies in the span of the equations (reduced row echelon form, sparse).
/// Inequalities determine nothing, as in Auto Layout, where a view held only by them is
/// ambiguous. A scroll view's edges count as its frame's, so content size ambiguity is not
/// reported, and a stack view counts as sized by its arranged subviews.
struct LayoutAmbiguity: Sendable {
    /// The views no constraint names, placeholder constraints (removed at build time)
    /// included, by id.
    let unconstrainedViewIDs: Set<String>
    /// The views some constraint names but that stay ambiguous, by id.
    let ambiguousViewIDs: Set<String>

    /// Analyses the views under `root`.
    init(analysing root: MarkupElement) {
        var analysis = AmbiguityAnalysis()
        (unconstrainedViewIDs, ambiguousViewIDs) = analysis.run(under: root)
    }
}

/// The working state of one analysis: the views, their unknowns and the equations so far.
private struct AmbiguityAnalysis {
    /// The unconstrained and the ambiguous views under `root`, by id.
    mutating func run(under root: MarkupElement) -> (unconstrained: Set<String>, ambiguous: Set<String>) {
        collectViews(under: root, parent: nil, arranged: false)
        for view in views { addFrameEquations(of: view) }
        var named: Set<String> = []
        for element in root.descendants() where element.name == "constraint" {
            addEquation(for: element)
            for key in ["firstItem", "secondItem"] { if let id = element[attribute: key] { named.insert(id) } }
            if element[attribute: "firstItem"] == nil, let owner = element.parent?.parent?[attribute: "id"] { named.insert(owner) }
        }
        var unconstrained: Set<String> = [], ambiguous: Set<String> = []
        for view in views where view.isReported {
            if !named.contains(view.id) {
                unconstrained.insert(view.id)
            } else if (0..<4).contains(where: { !pivots.determines(view.base + $0) }) {
                ambiguous.insert(view.id)
            }
        }
        return (unconstrained, ambiguous)
    }

    /// A view the analysis solves for.
    private struct View {
        var element: MarkupElement
        var id: String
        /// The unknowns' first index: x, width, y, height follow.
        var base: Int
        var parent: Int?
        /// Laid out by its autoresizing mask or by a stack view: fixed in its parent.
        var fixedInParent: Bool
        /// Laid out by constraints and not fixed in its parent: what the analysis reports on.
        var isReported: Bool
    }

    private var views: [View] = []
    private var viewIndexByID: [String: Int] = [:]
    private var pivots = SparseEchelonForm()

    /// Finds the framed views, depth first, each with its nearest framed ancestor.
    private mutating func collectViews(under element: MarkupElement, parent: Int?, arranged: Bool) {
        for child in element.childElements {
            guard let id = child[attribute: "id"], DocumentFrame.frame(of: child, key: "frame") != nil else {
                collectViews(under: child, parent: parent, arranged: arranged && child.name == "subviews")
                continue
            }
            let constrained = child[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO"
            let index = views.count
            let fixedInParent = parent != nil && (arranged || !constrained)
            views.append(View(element: child, id: id, base: 4 * index, parent: parent,
                              fixedInParent: fixedInParent, isReported: constrained && !fixedInParent))
            viewIndexByID[id] = index
            collectViews(under: child, parent: index, arranged: child.name == "stackView")
        }
    }

    /// A top-level view's frame, a fixed view's place in its parent, a control's intrinsic size.
    private mutating func addFrameEquations(of view: View) {
        let (x, width, y, height) = (view.base, view.base + 1, view.base + 2, view.base + 3)
        if let parent = view.parent.map({ views[$0] }) {
            if view.fixedInParent {
                pivots.add([x: 1, parent.base: -1])
                pivots.add([y: 1, parent.base + 2: -1])
                pivots.add([width: 1])
                pivots.add([height: 1])
            }
        } else {
            for unknown in [x, width, y, height] { pivots.add([unknown: 1]) }
        }
        let intrinsic = LayoutAmbiguity.intrinsicAxes(of: view.element)
        if intrinsic.width { pivots.add([width: 1]) }
        if intrinsic.height { pivots.add([height: 1]) }
    }

    /// An equality constraint as an equation over its items' unknowns.
    private mutating func addEquation(for constraint: MarkupElement) {
        guard constraint[attribute: "relation"] == nil || constraint[attribute: "relation"] == "equal",
              let owner = constraint.parent?.parent?[attribute: "id"] else { return }
        var row: [Int: Double] = [:]
        func add(_ id: String, _ attribute: String?, scale: Double) {
            guard let attribute, let view = viewIndexByID[id].map({ views[$0] }),
                  let terms = LayoutAmbiguity.terms(of: attribute) else { return }
            for (offset, coefficient) in terms { row[view.base + offset, default: 0] += scale * coefficient }
        }
        add(constraint[attribute: "firstItem"] ?? owner, constraint[attribute: "firstAttribute"], scale: 1)
        if let second = constraint[attribute: "secondItem"] {
            let multiplier = constraint[attribute: "multiplier"].flatMap(CocoaTouchNibCompiler.multiplier) ?? 1
            add(second, constraint[attribute: "secondAttribute"], scale: -multiplier)
        }
        pivots.add(row)
    }
}

extension LayoutAmbiguity {
    /// The axes in which a view of this kind has a size of its own.
    static func intrinsicAxes(of element: MarkupElement) -> (width: Bool, height: Bool) {
        var width = element[attribute: "placeholderIntrinsicWidth"].map { $0 != "noIntrinsicMetric" } ?? false
        var height = element[attribute: "placeholderIntrinsicHeight"].map { $0 != "noIntrinsicMetric" } ?? false
        switch element.name {
        case "label", "button", "switch", "textField", "segmentedControl", "stepper", "activityIndicatorView",
             "pageControl", "datePicker", "pickerView", "stackView":
            width = true; height = true
        case "imageView":
            if element[attribute: "image"] != nil { width = true; height = true }
        case "textView":
            if element[attribute: "scrollEnabled"] == "NO" { width = true; height = true }
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
            height = true
        default:
            break
        }
        return (width, height)
    }

    /// An attribute as unknowns of its item (offsets 0 x, 1 width, 2 y, 3 height) with their
    /// coefficients, or nil for one the analysis does not know: a margin as the edge it
    /// follows (`CocoaTouchNibCompiler.edge(of:)`), a baseline as the top or bottom edge.
    static func terms(of attribute: String) -> [(Int, Double)]? {
        guard let value = CocoaTouchNibCompiler.layoutAttributes[attribute] else { return nil }
        switch CocoaTouchNibCompiler.edge(of: value) {
        case 1, 5: return [(0, 1)]
        case 2, 6: return [(0, 1), (1, 1)]
        case 9: return [(0, 1), (1, 0.5)]
        case 7: return [(1, 1)]
        case 3, 12: return [(2, 1)]
        case 4, 11: return [(2, 1), (3, 1)]
        case 10: return [(2, 1), (3, 0.5)]
        case 8: return [(3, 1)]
        default: return nil
        }
    }
}
