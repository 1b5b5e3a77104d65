import NibXML

/// View-based tables: each `<tableCellView>` of a column's `<prototypeCellViews>` becomes a
/// nib of its own, which the table keeps in `NSTableViewArchivedReusableViewsKey`
/// (identifier → `NSNib`) and instantiates for each row.
///
/// From Apple's nibs: the dictionary is sorted by identifier (the cell view's `identifier`,
/// else its column's); each `NSNib` holds the nested NIBArchive in `NSNibFileData`. The
/// nested nib has its own File's Owner (`NSObject`), the cell view as its only top-level
/// view (with `NSReuseIdentifierKey`), its subviews and connections, and the Application
/// placeholder listed last. Connections that leave the cell view are not archived there.
/// The table's own nib holds the prototype too, listed under its column, with no reuse
/// identifier.
extension CocoaNibCompiler {
    /// The reusable-views dictionary for the prototype cell views of `columns`, or nil when
    /// the table has none.
    mutating func reusableViewNibs(_ columns: [MarkupElement]) throws -> Int? {
        var prototypes: [(identifier: String, cellView: MarkupElement)] = []
        for (index, column) in columns.enumerated() {
            let columnIdentifier = column[attribute: "identifier"] ?? "AutomaticTableColumnIdentifier.\(index)"
            for cellView in column.firstChild(named: "prototypeCellViews")?.childElements.map({ $0 }) ?? [] {
                prototypes.append((cellView[attribute: "identifier"] ?? columnIdentifier, cellView))
            }
        }
        guard !prototypes.isEmpty else { return nil }
        var entries: [(key: Int, value: Int)] = []
        for prototype in prototypes.sorted(by: { $0.identifier < $1.identifier }) {
            let bytes = try cellViewNib(prototype.cellView, identifier: prototype.identifier)
            let data = archive.object("NSData")
            archive.set("NS.bytes", .data(bytes), on: data)
            let nib = archive.object("NSNib")
            archive.set("NSNibFileData", reference: data, on: nib)
            archive.set("NSNibFileIsKeyed", bool: true, on: nib)
            archive.set("NSNibFileUseParentBundle", bool: true, on: nib)
            archive.setNull("NSNibFileImages", on: nib)
            archive.setNull("NSNibFileSounds", on: nib)
            entries.append((archive.string(prototype.identifier), nib))
        }
        return archive.dictionary("NSMutableDictionary", entries)
    }

    /// The nested nib of one prototype cell view.
    private func cellViewNib(_ cellView: MarkupElement, identifier: String) throws -> [UInt8] {
        var nib = CocoaNibCompiler(document: document, options: options)
        nib.requiresResolvableConnections = false
        nib.isPrototypeCellViewNib = true
        nib.owner = nib.placeholderObject(nil, isOwner: true)
        nib.register(nib.owner, id: "-2")
        nib.reuseIdentifiers[cellView] = identifier
        nib.frameOverrides[cellView] = frameOverrides[cellView]
        _ = try nib.compileObject(cellView, parent: ObjectContext())
        let application = nib.placeholderObject(nil, isOwner: false)
        nib.listedObjects.append((application, nil))
        return try nib.finish()
    }

    /// `<tableCellView>`: an `NSTableCellView` with its reuse identifier.
    mutating func tableCellView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let view = classedObject("NSTableCellView", for: element)
        try viewAttributes(element, object: view, parent: parent)
        // A cell view without an identifier of its own takes its column's in its nib.
        if element[attribute: "identifier"] == nil, let identifier = reuseIdentifiers[element] {
            archive.set("NSReuseIdentifierKey", string: identifier, on: view)
        }
        try compileOwnedObjects(of: element, object: view, context: ObjectContext(parent: view, parentElementName: element.name, superview: view))
        return view
    }
}
