import NibArchive
import NibCore
import NibDocument
import NibUpgrade

/// Compiles Interface Builder documents to the nibs Apple's `ibtool --compile` writes.
///
/// - Cocoa `.xib`: one NIBArchive, coder version 10, root `IB.objectdata` (`NSIBObjectData`).
/// - Cocoa Touch `.xib`: one NIBArchive, coder version 9, root keys `UINib*Key`.
/// - `.storyboard`: a `.storyboardc` directory, one nib per scene (plus each scene's view
///   nib on Cocoa Touch) and an `Info.plist` naming them.
///
/// Design-time data (user labels, document geometry the runtime does not use, IB metadata)
/// is dropped.
public enum NibCompiler {
    /// Compiles the document at `path`.
    ///
    /// ```swift
    /// let output = try NibCompiler.compile(contentsOf: "Cell.xib", options: CompileOptions(module: "MyApp"))
    /// try CompiledOutputWriter.write(output, to: "build/Cell.nib")   // atomically
    /// ```
    public static func compile(contentsOf path: String, options: CompileOptions = CompileOptions()) throws -> CompiledOutput {
        try compilation(contentsOf: path, options: options).output
    }

    /// Compiles a parsed document. Warnings (references to objects the document does not
    /// contain, which are left out) are dropped; `compilation(of:options:)` returns them.
    public static func compile(_ document: InterfaceDocument, options: CompileOptions = CompileOptions()) throws -> CompiledOutput {
        try compilation(of: document, options: options).output
    }

    /// Compiles the document at `path`, with the warnings the compile produced.
    public static func compilation(contentsOf path: String, options: CompileOptions = CompileOptions()) throws -> Compilation {
        let bytes = try FileSystemInput.read(path)
        return try compilation(of: InterfaceDocument(parsing: bytes, path: path), options: options)
    }

    /// Compiles a parsed document, with the warnings the compile produced. An Interface
    /// Builder 3 `<archive>` is upgraded to a modern document first (`NibUpgrade`); the
    /// settings the upgrade cannot carry over are warnings.
    public static func compilation(of document: InterfaceDocument, options: CompileOptions = CompileOptions()) throws -> Compilation {
        var document = document
        var upgradeWarnings: [Diagnostic] = []
        if case .legacyArchive = document.format {
            let upgrade = try LegacyDocumentUpgrader(document: document).upgrade()
            let upgraded = try upgrade.document(path: document.path)
            let differences = UpgradeVerification.differences(archive: document, upgraded: upgraded)
            if let first = differences.first {
                throw Diagnostic.error("upgrading the archive lost part of it (\(first)); the document cannot be compiled", path: document.path)
            }
            document = upgraded
            upgradeWarnings = upgrade.warnings
        }
        let (pruned, warnings) = try DanglingReferences.pruned(document)
        let limitations = CompileLimitations.warnings(in: pruned) + CrossSceneConnections.warnings(in: pruned)
            + DuplicateStoryboardIdentifiers.warnings(in: pruned)
        // Compiled from a copy without dangling references and with Interface Builder's
        // booleans; `--flatten NO` keeps the document itself, as ibtool keeps its source.
        var output = try compiledOutput(BooleanAttributes.normalized(pruned), options: options)
        if case .storyboard(var files) = output, let designable = files.firstIndex(where: { $0.name == "designable.storyboard" }) {
            files[designable].bytes = document.serialized()
            output = .storyboard(files)
        }
        return Compilation(output: output, warnings: upgradeWarnings + warnings + limitations,
                           notes: UnmeasuredReleases.notes(for: pruned, options: options))
    }

    private static func compiledOutput(_ document: InterfaceDocument, options: CompileOptions) throws -> CompiledOutput {
        switch document.kind {
        case .storyboard:
            return .storyboard(try StoryboardCompiler(document: document, options: options).compile())
        case .xib:
            if document.platform == .cocoa {
                var compiler = CocoaNibCompiler(document: document, options: options)
                return .nib(try compiler.compile())
            }
            let variants = try CocoaTouchNibVariants.compiledVariants(of: document, options: options) { variantOptions in
                var compiler = CocoaTouchNibCompiler(document: document, options: variantOptions)
                compiler.ordersViewNibConnections = compiler.release.ordersXibConnectionsAsViewNibs
                compiler.ordersAccessibilityAsWritten = compiler.release.xcodeMajorVersion >= 13
                return try compiler.compile()
            }
            guard variants.count > 1 else { return .nib(variants[0].output) }
            return .nibDirectory(variants.map { CompiledOutput.CompiledFile(name: CocoaTouchNibVariants.fileName(for: $0.version), bytes: $0.output) }
                .sorted { $0.name < $1.name })
        }
    }

    /// Compiles the document at `inputPath` and writes the result to `outputPath`
    /// atomically: a file for a nib; for a storyboard, a directory built beside the target
    /// and renamed into place.
    public static func compile(contentsOf inputPath: String, to outputPath: String, options: CompileOptions = CompileOptions()) throws {
        let output = try compile(contentsOf: inputPath, options: options)
        try CompiledOutputWriter.write(output, to: outputPath)
    }
}
