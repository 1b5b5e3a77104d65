/// Something that has localizable string properties: an Interface Builder document, or any
/// other model the localisation commands export from and import into.
///
/// The document layer conforms to this; NibLocalization itself does not know documents.
public protocol LocalizableStringSource {
    /// Every non-empty localizable string property, one entry each, in document order.
    func localizableEntries() -> [LocalizableEntry]
}

extension LocalizableStringSource {
    /// Plans applying the translations of a `.strings` table to this source's entries.
    /// `path` names the `.strings` file in warnings.
    public func translationPlan(applying table: StringsTable, path: String? = nil) -> TranslationPlan {
        TranslationPlan(entries: localizableEntries(), translations: table, path: path)
    }
}
