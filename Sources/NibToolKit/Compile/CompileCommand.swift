import Foundation
import NibCompiler
import NibCore

/// `nibtool --compile OUT IN` (and `--compilation-directory DIR IN`): compiles a document
/// the way `ibtool --compile` does and reports in ibtool's output envelope.
///
/// On success the output holds the requested `com.apple.ibtool.document.{errors,warnings,
/// notices}` keys (empty lists); on failure the error goes to standard error as
/// `path:line:col: error: message`, into `com.apple.ibtool.document.errors`, and the exit
/// status is 1.
enum CompileCommand {
    static func run(_ options: ToolOptions, documentPath: String) -> ToolResult {
        BuildStepReport.run(options, fallbackPath: documentPath) {
            let compiled = try NibCompiler.compile(contentsOf: documentPath, options: options.compile.compiler)
            let destination = outputPath(options.compile, documentPath: documentPath, fileExtension: compiled.fileExtension)
            try CompiledOutputWriter.write(compiled, to: destination)
            if let plistPath = options.compile.partialInfoPlistPath {
                try AtomicFile.write(try PartialInfoPlist.bytes(), to: plistPath)
            }
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
