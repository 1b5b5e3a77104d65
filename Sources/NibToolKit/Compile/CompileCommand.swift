import Foundation
import NibCompiler
import NibCore
import NibDocument
import NibFiles
import NibLocalization

/// `nibtool --compile OUT IN` (and `--compilation-directory DIR IN`): compiles a document
/// the way `ibtool --compile` does and reports in ibtool's output envelope.
///
/// Reported through `BuildStepReport`: references to objects the document does not
/// contain become warnings and are left out, as Xcode leaves them out; an error fails the
/// step with exit status 1.
enum CompileCommand {
    static func run(_ options: ToolOptions, documentPath: String) -> ToolResult {
        BuildStepReport.run(options, fallbackPath: documentPath) {
            var translationWarnings: [Diagnostic] = []
            let compilation: Compilation
            if options.compile.companionStrings.isEmpty {
                compilation = try NibCompiler.compilation(contentsOf: documentPath, options: options.compile.compiler)
            } else {
                let document = try InterfaceDocument(parsing: try InputFile.read(documentPath), path: documentPath)
                translationWarnings = try applyCompanionStrings(options.compile.companionStrings, to: document)
                compilation = try NibCompiler.compilation(of: document, options: options.compile.compiler)
            }
            let destination = outputPath(options.compile, documentPath: documentPath, fileExtension: compilation.output.fileExtension)
            try CompiledOutputWriter.write(compilation.output, to: destination)
            if let plistPath = options.compile.partialInfoPlistPath {
                try AtomicFile.write(try PartialInfoPlist.bytes(), to: plistPath)
            }
            return translationWarnings + compilation.warnings + compilation.notes
        }
    }

    /// Applies the translations of `--companion-strings-file` to the document before it is
    /// compiled; keys that match nothing are warnings. One locale per compile: a nib is
    /// built for one language.
    static func applyCompanionStrings(_ companions: [CompanionStringsFile], to document: InterfaceDocument) throws -> [Diagnostic] {
        guard let companion = companions.first else { return [] }
        guard companions.count == 1 else {
            throw Diagnostic.error("--companion-strings-file was given \(companions.count) times (\(companions.map(\.locale).joined(separator: ", "))); a compile builds one language's nib",
                                   path: document.path)
        }
        let table = try StringsFileReader.read(try InputFile.read(companion.path), path: companion.path)
        return table.warnings + LocalizationCommands.apply(table, to: document, translationsPath: companion.path)
    }

    /// `--compile PATH`, else `DIR/<document name>.<nib|storyboardc>`.
    static func outputPath(_ options: CompileToolOptions, documentPath: String, fileExtension: String) -> String {
        if let path = options.outputPath { return path }
        let directory = options.compilationDirectory ?? "."
        let name = URL(fileURLWithPath: documentPath).deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: directory).appendingPathComponent(name + "." + fileExtension).path
    }
}
