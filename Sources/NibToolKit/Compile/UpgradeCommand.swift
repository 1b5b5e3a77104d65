import NibCore
import NibFiles
import NibDocument
import NibUpgrade

/// `nibtool --upgrade --write NEW.xib OLD.xib`: writes a modern `<document>` from an
/// Interface Builder 3 `<archive>`, as `ibtool --upgrade` does.
///
/// The result is read back and checked against the archive (`UpgradeVerification`): a
/// missing or misplaced object or connection fails the step, so a written document always
/// holds everything the archive did. Settings the upgrade does not carry over are warnings.
enum UpgradeCommand {
    static func run(_ options: ToolOptions, documentPath: String) -> ToolResult {
        BuildStepReport.run(options, fallbackPath: documentPath) {
            guard let writePath = options.writePath else {
                throw Diagnostic.error("--upgrade needs --write NEW.xib: the path of the upgraded document", path: documentPath)
            }
            let archive = try InterfaceDocument(parsing: try InputFile.read(documentPath), path: documentPath)
            let upgrade = try LegacyDocumentUpgrader(document: archive).upgrade()
            let upgraded = try upgrade.document(path: writePath)
            let differences = UpgradeVerification.differences(archive: archive, upgraded: upgraded)
            if !differences.isEmpty {
                throw Diagnostic.error("the upgraded document does not hold what the archive does: " + differences.prefix(5).joined(separator: "; ")
                                       + (differences.count > 5 ? " (and \(differences.count - 5) more)" : ""), path: documentPath)
            }
            try AtomicFile.write(Array(upgrade.text.utf8), to: writePath)
            return upgrade.warnings
        }
    }
}
