import NibLocalization

/// The localisation flags of one `nibtool` run: `.strings` and XLIFF export and import,
/// and the `--localizable-strings` report.
///
/// Kept apart from the other `ToolOptions` so the localisation commands parse and run in
/// their own files; `ArgumentParser` hands every flag it does not know to `accept`.
public struct LocalizationOptions: Equatable, Sendable {
    /// `--export-strings-file PATH` (also `--generate-strings-file`, `--generate-stringsfile`).
    public var exportStringsPath: String?
    /// `--import-strings-file PATH` (also `--strings-file`); needs `--write`.
    public var importStringsPath: String?
    /// `--export-xliff PATH`.
    public var exportXLIFFPath: String?
    /// `--import-xliff PATH`; needs `--write`.
    public var importXLIFFPath: String?
    /// `--export-xcstrings PATH`: create or update a String Catalog with the strings of
    /// every document named on the command line.
    public var exportCatalogPath: String?
    /// `--import-xcstrings PATH`: apply one language of a String Catalog (`--target-language`);
    /// needs `--write`.
    public var importCatalogPath: String?
    /// `--previous-file PATH`: the base document the `--incremental-file` localization was made from.
    public var previousFilePath: String?
    /// `--incremental-file PATH`: the old localized document.
    public var incrementalFilePath: String?
    /// `--localize-incremental`: merge the old localization into the new base; needs `--write`.
    public var localizeIncremental = false
    /// `--strings-class-names current|interface-builder-3`: how exports name classes in
    /// comments; by default as the Xcode that saved the document did.
    public var classNaming: LocalizableClassNaming?
    /// `--source-language`, written into an XLIFF export (ibtool's default is `en`).
    public var sourceLanguage = "en"
    /// `--target-language`, written into an XLIFF export when given.
    public var targetLanguage: String?
    /// `--localizable-strings`: report `com.apple.ibtool.document.localizable-strings`.
    public var reportLocalizableStrings = false

    public init() {}

    /// True when any localisation command was asked for (language flags alone are not one).
    public var requestsWork: Bool {
        exportStringsPath != nil || importStringsPath != nil || exportXLIFFPath != nil
            || importXLIFFPath != nil || reportLocalizableStrings || exportCatalogPath != nil || importCatalogPath != nil || localizeIncremental
    }

    /// True when a translation is applied, so the result must be written somewhere.
    var importsTranslations: Bool {
        importStringsPath != nil || importXLIFFPath != nil || importCatalogPath != nil || localizeIncremental
    }

    /// Takes `flag` when it is a localisation flag, reading its value with `value`.
    /// Returns false for flags that belong to someone else.
    mutating func accept(
        _ flag: String, value: () throws(ArgumentParser.Failure) -> String
    ) throws(ArgumentParser.Failure) -> Bool {
        switch flag {
        case "--export-strings-file", "--generate-strings-file", "--generate-stringsfile":
            exportStringsPath = try value()
        case "--import-strings-file", "--strings-file":
            importStringsPath = try value()
        case "--export-xliff":
            exportXLIFFPath = try value()
        case "--import-xliff":
            importXLIFFPath = try value()
        case "--export-xcstrings":
            exportCatalogPath = try value()
        case "--import-xcstrings":
            importCatalogPath = try value()
        case "--strings-class-names":
            classNaming = try ArgumentParser.converted(try value(), for: flag, expected: "current or interface-builder-3") {
                LocalizableClassNaming(rawValue: $0)
            }
        case "--previous-file":
            previousFilePath = try value()
        case "--incremental-file":
            incrementalFilePath = try value()
        case "--localize-incremental":
            localizeIncremental = true
        case "--source-language":
            sourceLanguage = try value()
        case "--target-language":
            targetLanguage = try value()
        case "--localizable-strings":
            reportLocalizableStrings = true
        default:
            return false
        }
        return true
    }
}
