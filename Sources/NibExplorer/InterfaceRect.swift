/// A point in a top-level container's coordinate space: origin at the top left, y down,
/// in points, on every platform.
public struct InterfacePoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Reads `X,Y` as typed on a command line (`120,80`, `12.5,40`); nil when it is not two numbers.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: " ") }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        self.init(x: x, y: y)
    }

    public var description: String { "\(InterfaceRect.format(x)),\(InterfaceRect.format(y))" }
}

/// A rectangle in a top-level container's coordinate space (origin top left, y down).
public struct InterfaceRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// True when `point` lies inside: the left and top edges belong to the rectangle, the
    /// right and bottom edges to its neighbours, as in AppKit's and UIKit's hit testing.
    public func contains(_ point: InterfacePoint) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }

    /// `[x, y, width, height]`, the form the JSON output uses.
    public var components: [Double] { [x, y, width, height] }

    public var description: String { "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width)) × \(Self.format(height)))" }

    /// A number for people: whole numbers without `.0`, others to two decimals
    /// (`55.33`); JSON output keeps every digit.
    static func format(_ value: Double) -> String {
        guard abs(value) < 1e15 else { return String(value) }
        if value == value.rounded() { return String(Int64(value)) }
        let hundredths = (value * 100).rounded()
        if hundredths == hundredths.rounded(.towardZero), hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int64(hundredths / 100)) }
        var text = String(hundredths / 100)
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
            text = String(text[..<text.index(dot, offsetBy: 3)])
        }
        return text
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String { String(self).trimmingCharacters(in: set) }
}
