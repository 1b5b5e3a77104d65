import NibCore

/// A compiled document and what the compiler has to say about it.
public struct Compilation: Sendable {
    /// The nib or storyboard to write.
    public var output: CompiledOutput
    /// Warnings: what was compiled differently from the document (a dangling reference left
    /// out), each with its file and place.
    public var warnings: [Diagnostic]

    public init(output: CompiledOutput, warnings: [Diagnostic] = []) {
        self.output = output
        self.warnings = warnings
    }
}
