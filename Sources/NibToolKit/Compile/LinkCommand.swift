import Foundation
import NibCompiler
import NibCore

/// `nibtool --link DIR COMPILED...`: Xcode's "Link Storyboards" step. Xcode compiles each
/// storyboard with `--compilation-directory` into an intermediate folder, then calls
/// `ibtool --link <product> <intermediate>/Base.lproj/Main.storyboardc ...` to place them.
///
/// Each input (a `.storyboardc`, or a `.nib` file or directory) is copied into `DIR`, inside
/// the same `.lproj` folder it came from (`Base.lproj/Main.storyboardc` lands in
/// `DIR/Base.lproj/Main.storyboardc`). Storyboard references stay references, which UIKit
/// and AppKit resolve by name at run time, as ibtool links for iOS 9 and macOS 10.11 on; the
/// iOS 8 merging of referenced scenes is not done. Every input is checked before anything
/// is written, and each is replaced atomically (`CompiledOutputWriter`).
enum LinkCommand {
    static func run(_ options: ToolOptions, destination: String, inputs: [String]) -> ToolResult {
        BuildStepReport.run(options, fallbackPath: destination) {
            let linked = try inputs.map { input in (input, try compiledOutput(at: input)) }
            for (input, compiled) in linked {
                try CompiledOutputWriter.write(compiled, to: destinationPath(of: input, in: destination))
            }
            return []
        }
    }

    /// Where `input` goes in the product: `DIR/<its .lproj folder>/<its name>`.
    static func destinationPath(of input: String, in destination: String) -> String {
        let url = URL(fileURLWithPath: input).standardizedFileURL
        var target = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent().lastPathComponent
        if folder.hasSuffix(".lproj") { target.appendPathComponent(folder) }
        return target.appendingPathComponent(url.lastPathComponent).path
    }

    /// Reads a compiled input whole, so nothing is written when one of them is unusable.
    static func compiledOutput(at input: String) throws -> CompiledOutput {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw Diagnostic.error("no such compiled storyboard or nib", path: input)
        }
        let fileExtension = URL(fileURLWithPath: input).pathExtension
        guard ["storyboardc", "nib"].contains(fileExtension) else {
            throw Diagnostic.error("--link takes compiled storyboards (.storyboardc) and nibs (.nib); compile the document first", path: input)
        }
        guard isDirectory.boolValue else {
            guard fileExtension == "nib" else { throw Diagnostic.error("a compiled storyboard is a directory", path: input) }
            return .nib(try InputFile.read(input))
        }
        let root = URL(fileURLWithPath: input).standardizedFileURL
        var files: [CompiledOutput.CompiledFile] = []
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw Diagnostic.error("could not read the directory", path: input)
        }
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: [.isDirectoryKey])
            if values.isDirectory == true { continue }
            let name = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            files.append(CompiledOutput.CompiledFile(name: name, bytes: Array(try Data(contentsOf: url))))
        }
        if fileExtension == "storyboardc", !files.contains(where: { $0.name == "Info.plist" }) {
            throw Diagnostic.error("not a compiled storyboard: it has no Info.plist", path: input)
        }
        let sorted = files.sorted { $0.name < $1.name }
        return fileExtension == "nib" ? .nibDirectory(sorted) : .storyboard(sorted)
    }
}
