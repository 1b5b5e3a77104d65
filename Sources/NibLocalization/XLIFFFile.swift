/// One `<file>` of an XLIFF document: the strings of one source document for one language pair.
public struct XLIFFFile: Hashable, Sendable {
    /// The `original` attribute: the source document's path, e.g. `App/Base.lproj/Main.storyboard`.
    public var original: String
    /// `source-language`, e.g. `en`.
    public var sourceLanguage: String
    /// `target-language`, e.g. `fr`; nil leaves it out (an export with nothing to translate to yet).
    public var targetLanguage: String?
    /// `datatype`; Xcode writes `plaintext`.
    public var datatype: String
    /// The header's `<tool>`; nil writes no header.
    public var tool: XLIFFTool?
    /// The translation units in file order.
    public var units: [XLIFFTranslationUnit]

    public init(
        original: String, sourceLanguage: String, targetLanguage: String? = nil,
        datatype: String = "plaintext", tool: XLIFFTool? = nil, units: [XLIFFTranslationUnit] = []
    ) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.tool = tool
        self.units = units
    }

    /// A file exporting a document's `entries` (sorted by key, like the `.strings` export).
    /// `translations` (key `ObjectID.keyPath` to text) fill `<target>` where present.
    public init(
        original: String, sourceLanguage: String, targetLanguage: String?, tool: XLIFFTool?,
        entries: [LocalizableEntry], translations: [String: String] = [:]
    ) {
        let units = StringsFileWriter.sortedByKey(entries).map {
            XLIFFTranslationUnit(entry: $0, target: translations[$0.key])
        }
        self.init(
            original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
            tool: tool, units: units)
    }

    /// The translated units as a strings table (id to target, note as comment, with the
    /// units' locations), ready for `TranslationPlan`. Units without `<target>` are left out.
    public var translationTable: StringsTable {
        StringsTable(entries: units.compactMap { unit in
            unit.target.map { StringsEntry(key: unit.id, value: $0, comment: unit.note, location: unit.location) }
        })
    }
}
