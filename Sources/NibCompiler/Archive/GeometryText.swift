/// The `NSStringFromRect`-style text AppKit nibs store geometry as (`{{x, y}, {w, h}}`).
///
/// Whole numbers print without a fraction (`20`, not `20.0`), others in their shortest
/// round-trip form, as Apple's encoder writes them.
enum GeometryText {
    /// A coordinate: `20` or `20.5`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `{w, h}`.
    static func size(_ width: Double, _ height: Double) -> String {
        "{\(number(width)), \(number(height))}"
    }

    /// `{x, y}`.
    static func point(_ x: Double, _ y: Double) -> String {
        "{\(number(x)), \(number(y))}"
    }

    /// `{{x, y}, {w, h}}`.
    static func rect(_ rect: Rect) -> String {
        "{\(point(rect.x, rect.y)), \(size(rect.width, rect.height))}"
    }

    /// A rectangle as written in a document's `<rect>` element.
    struct Rect: Equatable {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0

        /// The rectangle with every field's fraction dropped.
        var truncated: Rect {
            Rect(x: x.rounded(.towardZero), y: y.rounded(.towardZero), width: width.rounded(.towardZero), height: height.rounded(.towardZero))
        }
    }
}
