import NibCore

/// A compiled document and what the compiler has to say about it.
public struct Compilation: Sendable {
    /// The nib or storyboard to write.
    public var output: CompiledOutput
    /// Warnings: what was compiled differently from the document (a dangling reference left
    /// out), each with its file and place.
    public var warnings: [Diagnostic]
    /// Notes: what the user should know about how it was compiled (a release NibForge has not
    /// measured, compiled with the newest one's encoding).
    public var notes: [Diagnostic]

    public init(output: CompiledOutput, warnings: [Diagnostic] = [], notes: [Diagnostic] = []) {
        self.output = output
        self.warnings = warnings
        self.notes = notes
    }
}
