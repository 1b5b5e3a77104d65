import NibCore

/// A compiled nib on disk in any of its forms: a single file, a `X.nib/` directory, or a
/// `.storyboardc` directory (an `Info.plist` and one nib per scene and per scene view).
///
/// This is the entry point for `nibtool --dump/--objects/--hierarchy/--connections` on
/// compiled nibs.
public struct CompiledNib: Sendable {
    /// How the nib is laid out on disk.
    public enum Form: Hashable, Sendable {
        /// One file, NIBArchive or keyed bplist.
        case file
        /// A `X.nib/` directory; `member` is the file a loader would use, `others` the rest.
        case nibDirectory(member: String, others: [String])
        /// A `.storyboardc` directory.
        case storyboard
    }

    /// One nib of the form: its name (the file or directory name inside the storyboardc, or
    /// the file's own name) and its contents.
    public struct Member: Sendable {
        /// The member's file or directory name.
        public var name: String
        /// The member's contents.
        public var file: CompiledNibFile
        /// How the member is laid out: `.file`, or `.nibDirectory` when it is a nib directory
        /// (`file` is then the variant a loader would use; the others are named, not read).
        public var form: Form = .file
    }

    /// The path the nib was read from.
    public var path: String
    /// How the nib is laid out on disk.
    public var form: Form
    /// One member for a file or nib directory; every nib of a storyboardc, sorted by name.
    public var members: [Member]
    /// The storyboardc `Info.plist` (entry point, identifier-to-nib tables); nil otherwise.
    public var storyboardInfo: PropertyListValue?

    /// Reads the nib at `path` (a file, a `.nib` directory or a `.storyboardc`).
    /// Throws a `Diagnostic` naming the file (and byte offset) on any problem.
    ///
    /// ```swift
    /// let nib = try CompiledNib(contentsOf: "Main.storyboardc")
    /// for member in nib.members { print(member.name, member.file.graph.objects.count) }
    /// print(nib.dump())   // what `nibtool --dump` prints
    /// ```
    public init(contentsOf path: String) throws {
        try self.init(contentsOf: path, allowsStoryboard: true)
    }

    /// `allowsStoryboard` is false for the members of a storyboardc, so directories cannot
    /// nest (or loop through links) without end.
    private init(contentsOf path: String, allowsStoryboard: Bool) throws {
        self.path = path
        guard FileSystem.isDirectory(path) else {
            form = .file
            members = [Member(name: FileSystem.lastComponent(path), file: try CompiledNibFile(bytes: try FileSystem.readBytes(path), path: path))]
            storyboardInfo = nil
            return
        }
        let names = try FileSystem.contents(ofDirectory: path)
        let infoPath = FileSystem.join(path, "Info.plist")
        let looksLikeStoryboard = path.hasSuffix(".storyboardc") || path.hasSuffix(".storyboardc/")
            || (names.contains("Info.plist") && NibDirectory.preferredMember(among: names) == nil)
        if allowsStoryboard && looksLikeStoryboard {
            form = .storyboard
            if FileSystem.exists(infoPath) {
                storyboardInfo = try StoryboardInfo.read(infoPath)
            } else {
                storyboardInfo = nil
            }
            members = try names.filter { $0.hasSuffix(".nib") }.map { name in
                let memberPath = FileSystem.join(path, name)
                if FileSystem.isDirectory(memberPath) {
                    let inner = try CompiledNib(contentsOf: memberPath, allowsStoryboard: false)
                    guard let first = inner.members.first else {
                        throw Diagnostic.error("nib directory holds no loadable nib", path: memberPath)
                    }
                    return Member(name: name, file: first.file, form: inner.form)
                }
                return Member(name: name, file: try CompiledNibFile(bytes: try FileSystem.readBytes(memberPath), path: memberPath))
            }
            return
        }
        guard let chosen = NibDirectory.preferredMember(among: names) else {
            throw Diagnostic.error("nib directory holds no loadable nib (keyedobjects*.nib, objects*.nib or runtime.nib)", path: path)
        }
        let memberPath = FileSystem.join(path, chosen)
        form = .nibDirectory(member: chosen, others: names.filter { $0 != chosen && $0.hasSuffix(".nib") })
        members = [Member(name: chosen, file: try CompiledNibFile(bytes: try FileSystem.readBytes(memberPath), path: memberPath), form: form)]
        storyboardInfo = nil
    }
}
