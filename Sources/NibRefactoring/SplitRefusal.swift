import NibCore

/// Why a split was not made: one diagnostic per reason (`path:line:col: error: ...`), for
/// example one per connection that crosses the cut.
public struct SplitRefusal: Error, CustomStringConvertible {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
