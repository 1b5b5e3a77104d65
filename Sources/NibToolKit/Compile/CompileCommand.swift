import Foundation
import NibCompiler
import NibCore
import NibFiles

/// `nibtool --compile OUT IN` (and `--compilation-directory DIR IN`): compiles a document
/// the way `ibtool --compile` does and reports in ibtool's output envelope.
///
/// Reported through `BuildStepReport`: references to objects the document does not
/// contain become warnings and are left out, as Xcode leaves them out; an error fails the
/// step with exit status 1.
enum CompileCommand {
    static func run(_ options: ToolOptions, documentPath: String) -> ToolResult {
        BuildStepReport.run(options, fallbackPath: documentPath) {
            let compilation = try NibCompiler.compilation(contentsOf: documentPath, options: options.compile.compiler)
            let destination = outputPath(options.compile, documentPath: documentPath, fileExtension: compilation.output.fileExtension)
            try CompiledOutputWriter.write(compilation.output, to: destination)
            if let plistPath = options.compile.partialInfoPlistPath {
                try AtomicFile.write(try PartialInfoPlist.bytes(), to: plistPath)
            }
            return compilation.warnings
        }
    }

    /// `--compile PATH`, else `DIR/<document name>.<nib|storyboardc>`.
    static func outputPath(_ options: CompileToolOptions, documentPath: String, fileExtension: String) -> String {
        if let path = options.outputPath { return path }
        let directory = options.compilationDirectory ?? "."
        let name = URL(fileURLWithPath: documentPath).deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: directory).appendingPathComponent(name + "." + fileExtension).path
    }
}
