/// What compiling one document produced: a single nib, a nib directory of per-OS variants,
/// or the files of a `.storyboardc`.
public enum CompiledOutput: Sendable {
    /// A `.nib` file's bytes (NIBArchive).
    case nib([UInt8])
    /// A `.nib` directory of variants for the iOS releases the deployment target spans:
    /// `objects-<version>+.nib` files and `runtime.nib` (`CocoaTouchNibVariants`).
    case nibDirectory([CompiledFile])
    /// A `.storyboardc` directory: file name (`Info.plist`, `Main-abc.nib`) and bytes.
    case storyboard([CompiledFile])

    /// One file inside a compiled storyboard.
    public struct CompiledFile: Sendable {
        /// The file name inside the `.storyboardc` directory.
        public var name: String
        /// The file's bytes.
        public var bytes: [UInt8]

        /// A file named `name` holding `bytes`.
        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// The file extension this output is written with: `nib` or `storyboardc`.
    public var fileExtension: String {
        switch self {
        case .nib, .nibDirectory: "nib"
        case .storyboard: "storyboardc"
        }
    }
}
