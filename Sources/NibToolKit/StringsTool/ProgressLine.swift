import Foundation

/// The transient `[12/340] path` line `nibtool strings` shows on standard error during long
/// runs. It is only drawn when standard error is a terminal and there are at least
/// `threshold` documents, so logs, pipes and tests never see it; it erases itself at the end.
public struct ProgressLine {
    /// Runs with fewer documents than this show no progress.
    public static let threshold = 20

    private let draw: ((String) -> Void)?

    /// A progress line that hands each text to `draw` (for tests), or shows nothing when nil.
    public init(draw: ((String) -> Void)?) {
        self.draw = draw
    }

    /// Draws on standard error when it is a terminal; otherwise shows nothing.
    public static var terminal: ProgressLine {
        guard isatty(STDERR_FILENO) != 0 else { return ProgressLine(draw: nil) }
        return ProgressLine { text in FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// Shows that document `number` (counting from 1) of `total`, at `path`, is being read.
    func report(_ number: Int, of total: Int, path: String) {
        guard let draw, total >= Self.threshold else { return }
        draw("\r\u{1B}[K[\(number)/\(total)] \(path)")
    }

    /// Erases the line once the run is over.
    func finish(total: Int) {
        guard let draw, total >= Self.threshold else { return }
        draw("\r\u{1B}[K")
    }
}
