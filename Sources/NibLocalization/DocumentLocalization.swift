import NibCore
import NibDocument
import NibXML

/// The localizable strings of an Interface Builder document, as `ibtool
/// --export-strings-file` sees them, and the means to apply translations to the document.
///
/// Export: `StringsFileWriter.bytes(for: DocumentLocalization(document: d).localizableEntries())`.
/// Import: read a `.strings` file, make a `TranslationPlan` from `localizableEntries()`,
/// `apply(_:)` it, then write `document.serialized()` atomically. Only the changed values'
/// bytes differ from the original file.
public struct DocumentLocalization: LocalizableStringSource {
    /// The document the properties belong to (edits go to its tree).
    public let document: InterfaceDocument
    /// Every non-empty localizable property, in document order.
    public let properties: [DocumentLocalizableProperty]
    /// Notes about what could not be looked at (the old `<archive>` format).
    public let diagnostics: [Diagnostic]

    /// Finds the localizable properties of `document` with the table for its platform;
    /// comments name classes as `classNaming` says (by default, as the Xcode that saved the
    /// document did: `LocalizableClassNaming.era(of:)`).
    public init(document: InterfaceDocument, classNaming: LocalizableClassNaming? = nil) {
        self.document = document
        let naming = classNaming ?? LocalizableClassNaming.era(of: document)
        guard case .modern = document.format else {
            properties = []
            diagnostics = [Diagnostic(
                .warning, "localizable strings are only extracted from modern (<document>) files, not the old <archive> format",
                path: document.path)]
            return
        }
        var found: [DocumentLocalizableProperty] = []
        for object in document.objects where object.placeholder == nil {
            let rules = LocalizablePropertyTable.rules(forElement: object.elementName, platform: document.platform)
            guard !rules.isEmpty else { continue }
            let note = LocalizerNote.note(of: object.element)
            for rule in rules {
                for (keyPath, storage) in Self.values(of: rule, in: object.element) {
                    guard let value = storage.value, !value.isEmpty else { continue }
                    let entry = LocalizableEntry(objectID: object.id, keyPath: keyPath, className: naming.name(object.className, platform: document.platform),
                                                 value: value, note: note)
                    found.append(DocumentLocalizableProperty(entry: entry, storage: storage))
                }
            }
        }
        properties = found
        diagnostics = []
    }

    /// The entries of all properties, in document order.
    public func localizableEntries() -> [LocalizableEntry] {
        properties.map(\.entry)
    }

    /// Sets every change of `plan` in the document's tree and returns how many values changed.
    /// Changes whose key is no longer a property of this document are skipped (a plan made
    /// from this document's entries has none).
    @discardableResult
    public func apply(_ plan: TranslationPlan) -> Int {
        var propertyByKey: [String: DocumentLocalizableProperty] = [:]
        for property in properties where propertyByKey[property.entry.key] == nil {
            propertyByKey[property.entry.key] = property
        }
        var applied = 0
        for change in plan.changes {
            guard let property = propertyByKey[change.entry.key] else { continue }
            property.setValue(change.newValue)
            applied += 1
        }
        return applied
    }

    /// The key paths and value places one rule finds on `element`.
    private static func values(of rule: LocalizablePropertyRule, in element: MarkupElement) -> [(String, LocalizableValueStorage)] {
        switch rule {
        case .attribute(let name, let keyPath):
            return LocalizableValueStorage.find(name, in: element).map { [(keyPath, $0)] } ?? []
        case .childAttribute(let childName, let key, let attribute, let keyPath):
            guard let child = element.children(named: childName).first(where: { $0[attribute: "key"] == key }),
                  let storage = LocalizableValueStorage.find(attribute, in: child) else { return [] }
            return [(keyPath, storage)]
        case .stateTitles:
            return element.children(named: "state").compactMap { state in
                guard let stateName = state[attribute: "key"], let storage = LocalizableValueStorage.find("title", in: state) else { return nil }
                return (stateName + "Title", storage)
            }
        case .indexedAttribute(let container, let item, let attribute, let keyPath):
            guard let list = element.firstChild(named: container) else { return [] }
            return list.children(named: item).enumerated().compactMap { index, itemElement in
                LocalizableValueStorage.find(attribute, in: itemElement).map { ("\(keyPath)[\(index)]", $0) }
            }
        case .indexedStrings(let container, let keyPath):
            guard let list = element.firstChild(named: container) else { return [] }
            return list.children(named: "string").enumerated().map { index, string in
                ("\(keyPath)[\(index)]", LocalizableValueStorage.stringElement(string))
            }
        }
    }
}
