/// Auto Layout's answer, along one axis, for the views of one superview when the superview
/// changes size: the frames its required equality constraints give them, each view keeping
/// the length and then the position it was drawn at wherever the constraints leave it free
/// (as a view's intrinsic size and the engine's stay constraints do). Xcode 7's ibtool lays
/// a view out this way before archiving it at a size other than the document's.
///
/// Constraints are solved for alignment rectangles; a view drawn away from where its
/// constraints put it keeps that offset in whole points (a slider, drawn two points beyond
/// its alignment rectangle on each side; a switch, one point right of where its centring
/// puts it), the fraction being Interface Builder's rounding of a drawn frame (an activity
/// indicator centred in an odd width, half a point off). Items the document does not frame
/// (a controller's layout guides, margins) are given nominal places: what they really add
/// is in the drawn views' offsets.
/// The engine then rounds each edge to the screen's pixels (an iPad's whole points: the same
/// indicator centred 11.5 points down is archived 12 down).
struct ConstraintLayout {
    /// Where a view lies along the axis: its origin and its length.
    struct Span: Equatable {
        var position: Double
        var length: Double
    }

    /// The part of a view an equation names along the axis.
    enum Attribute {
        case leading, trailing, center, length
    }

    /// A view, or the superview when `item` is nil, and the attribute of it an equation names.
    struct Term {
        var item: String?
        var attribute: Attribute
    }

    /// `first = multiplier × second + constant` (no second: `first = constant`).
    struct Equation {
        var first: Term
        var second: Term?
        var multiplier = 1.0
        var constant = 0.0
    }

    /// The views the constraints move, as drawn.
    var drawn: [String: Span]
    /// Views whose frames are settled (autoresized ones): as drawn, and after the resize.
    var fixedDrawn: [String: Span] = [:]
    var fixedResized: [String: Span] = [:]
    var equations: [Equation]

    /// The spans of the movable views when the superview's length changes from `drawnLength`
    /// to `length`, their edges on a grid of `pixelsPerPoint`, or nil when the equations
    /// contradict each other or name a view neither movable nor fixed.
    func resized(from drawnLength: Double, to length: Double, pixelsPerPoint: Double) -> [String: Span]? {
        guard let before = solve(superviewLength: drawnLength, fixed: fixedDrawn),
              let after = solve(superviewLength: length, fixed: fixedResized) else { return nil }
        var spans: [String: Span] = [:]
        for (id, solved) in after {
            guard let drawnSpan = drawn[id], let solvedBefore = before[id] else { continue }
            let offset = Span(position: (drawnSpan.position - solvedBefore.position).rounded(.towardZero),
                              length: (drawnSpan.length - solvedBefore.length).rounded(.towardZero))
            let start = ((solved.position + offset.position) * pixelsPerPoint).rounded() / pixelsPerPoint
            let end = ((solved.position + offset.position + solved.length + offset.length) * pixelsPerPoint).rounded() / pixelsPerPoint
            spans[id] = Span(position: start, length: end - start)
        }
        return spans
    }

    /// The spans the equations give the movable views at `superviewLength`.
    private func solve(superviewLength: Double, fixed: [String: Span]) -> [String: Span]? {
        let ids = drawn.keys.sorted()
        let column = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($0.element, $0.offset * 2) })
        var system = LinearSystem(unknowns: ids.count * 2)
        // A term as coefficients over the unknowns plus a constant part.
        func expand(_ term: Term, scale: Double, into coefficients: inout [Double], constant: inout Double) -> Bool {
            let weights: (position: Double, length: Double)
            switch term.attribute {
            case .leading: weights = (1, 0)
            case .trailing: weights = (1, 1)
            case .center: weights = (1, 0.5)
            case .length: weights = (0, 1)
            }
            guard let item = term.item else {
                constant += scale * weights.length * superviewLength
                return true
            }
            if let index = column[item] {
                coefficients[index] += scale * weights.position
                coefficients[index + 1] += scale * weights.length
                return true
            }
            guard let span = fixed[item] else { return false }
            constant += scale * (weights.position * span.position + weights.length * span.length)
            return true
        }
        for equation in equations {
            var coefficients = [Double](repeating: 0, count: ids.count * 2)
            var constant = 0.0
            guard expand(equation.first, scale: 1, into: &coefficients, constant: &constant) else { return nil }
            if let second = equation.second {
                guard expand(second, scale: -equation.multiplier, into: &coefficients, constant: &constant) else { return nil }
            }
            // first − m·second = c, with the known parts moved to the right.
            guard system.add(coefficients, equals: equation.constant - constant, required: true) else { return nil }
        }
        for id in ids {
            var length = [Double](repeating: 0, count: ids.count * 2)
            length[column[id]! + 1] = 1
            _ = system.add(length, equals: drawn[id]!.length, required: false)
        }
        for id in ids {
            var position = [Double](repeating: 0, count: ids.count * 2)
            position[column[id]!] = 1
            _ = system.add(position, equals: drawn[id]!.position, required: false)
        }
        guard let values = system.solution() else { return nil }
        return Dictionary(uniqueKeysWithValues: ids.map { id in
            (id, Span(position: Self.snapped(values[column[id]!]), length: Self.snapped(values[column[id]! + 1])))
        })
    }

    /// A value within floating-point noise of a whole number, as that number.
    private static func snapped(_ value: Double) -> Double {
        abs(value - value.rounded()) < 1e-9 ? value.rounded() : value
    }
}

/// A system of linear equations kept in reduced row echelon form as equations are added, so
/// that one adding nothing new (or contradicting the others) is known at once.
private struct LinearSystem {
    private var rows: [(pivot: Int, coefficients: [Double], value: Double)] = []
    let unknowns: Int

    init(unknowns: Int) {
        self.unknowns = unknowns
    }

    /// Adds `coefficients · x = value`. An equation the others already imply is skipped; one
    /// contradicting them returns false when `required` (and is skipped when not).
    mutating func add(_ coefficients: [Double], equals value: Double, required: Bool) -> Bool {
        var coefficients = coefficients, value = value
        for row in rows where coefficients[row.pivot] != 0 {
            let factor = coefficients[row.pivot]
            for index in 0..<unknowns { coefficients[index] -= factor * row.coefficients[index] }
            value -= factor * row.value
        }
        guard let pivot = coefficients.indices.max(by: { abs(coefficients[$0]) < abs(coefficients[$1]) }),
              abs(coefficients[pivot]) > 1e-9 else {
            return !required || abs(value) < 1e-6
        }
        let scale = coefficients[pivot]
        coefficients = coefficients.map { $0 / scale }
        value /= scale
        for index in rows.indices where rows[index].coefficients[pivot] != 0 {
            let factor = rows[index].coefficients[pivot]
            for column in 0..<unknowns { rows[index].coefficients[column] -= factor * coefficients[column] }
            rows[index].value -= factor * value
        }
        rows.append((pivot, coefficients, value))
        return true
    }

    /// The unknowns' values, or nil while some are undetermined.
    func solution() -> [Double]? {
        guard rows.count == unknowns else { return nil }
        var values = [Double](repeating: 0, count: unknowns)
        for row in rows { values[row.pivot] = row.value }
        return values
    }
}
