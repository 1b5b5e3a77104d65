/// A place in an input file: a 1-based line and column, plus the byte offset it was computed from.
///
/// Text formats (xib, storyboard, .strings) report line and column; binary formats
/// (NIBArchive, bplist) report line 1 and column = byte offset + 1, so every message keeps
/// the compiler shape `path:line:col: error: message` that editors and CI logs understand.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in bytes from the start of the line.
    public var column: Int
    /// 0-based byte offset into the input.
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The location of a byte in a binary file: line 1, column `offset + 1`.
    public static func byteOffset(_ offset: Int) -> SourceLocation {
        SourceLocation(line: 1, column: offset + 1, offset: offset)
    }

    public var description: String { "\(line):\(column)" }
}
