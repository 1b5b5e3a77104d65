import NibXML

/// `UITableView` as ibtool archives it from Xcode 9 on (Xcode 7 and 8: `CocoaTouchClassicTableViews`),
/// with its prototype cells each compiled into a nib of its own (`UITableViewCellPrototypeNibs`,
/// by reuse identifier); prototype nibs are made here for collection views too.
extension CocoaTouchNibCompiler {
    /// `UITableViewStyle` values by document name.
    static let tableStyles = ["plain": 0, "grouped": 1, "insetGrouped": 2]

    /// The table's keys: every height (iOS 11's estimated ones included) and the safe area
    /// inset of its content views from Xcode 9; its style from Xcode 11 (plain included);
    /// prefetching from Xcode 12; the iOS 15 SDK's filler rows, header padding and focus
    /// trait from Xcode 13.
    mutating func tableViewAttributes(_ element: MarkupElement, object: Int) throws {
        scrollViewAttributes(element, object: object)
        if release < .xcode9 { return try classicTableViewAttributes(element, object: object) }
        if release >= .xcode13 { overrideSelectionFollowsFocus(on: object) }
        let style = Int64(element[attribute: "style"].flatMap { Self.tableStyles[$0] } ?? 0)
        if release >= .xcode11 {
            archive.set("UITableViewStyle", integer: style, on: object)
            archive.set("UIStyle", integer: style, on: object)
        } else if style != 0 {
            // Xcode 9 and 10 archive a style other than plain under its old key only, as 7 and 8
            // do (Apptentive's grouped message center, Xcode 9.2).
            archive.set("UIStyle", integer: style, on: object)
        }
        archiveSeparatorStyle(of: element, object: object)
        // Table prefetching is iOS 15 API (Xcode 13; not in Xcode 12.1's TLPhotoPicker).
        if release >= .xcode13 { archive.set("UIPrefetchingEnabled", bool: element[attribute: "prefetchingEnabled"] != "NO", on: object) }
        if element[attribute: "allowsSelection"] == "NO" { archive.set("UIAllowsSelection", bool: false, on: object) }
        if element[attribute: "allowsSelectionDuringEditing"] == "YES" { archive.set("UIAllowsSelectionDuringEditing", bool: true, on: object) }
        multipleSelectionKeys(of: element, object: object)
        for (attribute, key, fallback) in [
            ("rowHeight", "UIRowHeight", -1.0), ("sectionHeaderHeight", "UISectionHeaderHeight", 28.0),
            ("sectionFooterHeight", "UISectionFooterHeight", 28.0), ("estimatedRowHeight", "UIEstimatedRowHeight", 0.0),
            ("estimatedSectionHeaderHeight", "UIEstimatedSectionHeaderHeight", 0.0),
            ("estimatedSectionFooterHeight", "UIEstimatedSectionFooterHeight", 0.0),
        ] {
            archive.set(key, .float(Float(element[attribute: attribute].flatMap(Double.init) ?? fallback)), on: object)
        }
        if release >= .xcode13 {
            archive.set("UIFillerRowHeight", .double(0), on: object)
            archive.set("UISectionHeaderTopPadding", .double(-1), on: object)
        }
        // iOS 11's `insetsContentViewsToSafeArea`, YES unless the document turns it off (12 tables
        // of Element's documents; unmeasured for NO: no Apple nib of the corpora holds one).
        archive.set("UIInsetsContentViewsToSafeArea", bool: element[attribute: "contentViewInsetsToSafeArea"] != "NO", on: object)
        if availability < PlatformVersion(11, 0), let estimate = element[attribute: "estimatedRowHeight"].flatMap(Double.init), estimate != 0 {
            // Before iOS 11 (whose UIKit first reads the archived estimate) the estimate is set
            // after loading, an automatic one as 44 points (`CocoaTouchNibVariants`: the runtime
            // variants of Xcode 11.7's CleverTap inbox, automatic, and of Xcode 9.2's Apptentive
            // message center, 66 points).
            setAtLoad("estimatedRowHeight", to: archive.number(double: estimate == -1 ? 44 : estimate), on: object)
        }
        // Interface Builder hands ibtool a table's separator colour with its components
        // rounded to 10 significant digits (Apple's nibs store 0.2666666667 for 0.26666666666666666).
        if let separator = element.firstChild(named: "color", key: "separatorColor") {
            archive.set("UISeparatorColor", reference: color(separator, significantDigits: 10), on: object)
        }
        if let inset = element.children(named: "inset").first(where: { $0[attribute: "key"] == "separatorInset" }) {
            archive.set("UISeparatorInset", .data(EdgeInsets(inset).blob), on: object)
        }
        sectionIndexKeys(of: element, object: object)
        try archivePrototypeCells(of: element, object: object)
        archive.set("UISeparatorInsetReference", integer: 0, on: object)
        try staticDataSource(of: element)
    }

    /// A table's separator style under both of its keys (none, or the single line).
    mutating func archiveSeparatorStyle(of element: MarkupElement, object: Int) {
        let separator: Int64 = element[attribute: "separatorStyle"] == "none" ? 0 : 1
        if separator == 0 {
            // No separator is archived under the iOS 9 key alone: Xcode 7 (QBImagePicker's
            // albums, 7.3.1), 8 (a weather app's forecast, 8.2.1), 11 (the same albums, 11.2)
            // and 13 (DuckDuckGo's privacy dashboard tables, 13.2); 9 and 10 unmeasured.
            archive.set("UISeparatorStyleIOS9AndLater", integer: 0, on: object)
            return
        }
        archive.set("UISeparatorStyle", integer: separator, on: object)
        archive.set("UISeparatorStyleIOS5AndLater", integer: separator, on: object)
    }

    /// A table's prototype cells, each a nib of its own, and their external objects tables.
    mutating func archivePrototypeCells(of element: MarkupElement, object: Int) throws {
        guard let prototypes = element.firstChild(named: "prototypes") else { return }
        let compiled = try prototypeNibs(prototypes.children(named: "tableViewCell"))
        archive.set("UITableViewCellPrototypeNibs", reference: compiled.nibs, on: object)
        archive.set("UITableViewCellPrototypeNibExternalObjects", reference: compiled.externalObjects, on: object)
    }

    /// Table and collection views archive a local trait override: selection does not follow
    /// focus (Xcode 13; Xcode 14 names the trait selection-is-key, UIKitCatalog's tables in
    /// 14.3.1's build; none from Xcode 15, its tables in 15.2 and 15.3).
    mutating func overrideSelectionFollowsFocus(on object: Int) {
        guard !release.writesIOS17Keys else { return }
        let traits = archive.object("UITraitCollection")
        let trait = release.writesIOS16Keys ? "_UITraitNameSelectionIsKey" : "_UITraitNameSelectionFollowsFocus"
        archive.set("UITraitCollectionBuiltinTrait-" + trait, integer: 0, on: traits)
        archive.set("UIViewLocalOverrideTraitCollection", reference: traits, on: object)
    }

    /// Prototype cells as their table or collection view holds them: a dictionary of nibs
    /// and one of external objects tables (what each cell nib's upstream placeholders stand
    /// for in this nib), both by reuse identifier (or the `key` given: a supplementary view's).
    mutating func prototypeNibs(_ cells: [MarkupElement], key: (MarkupElement) -> String = { $0[attribute: "reuseIdentifier"] ?? "" }) throws
        -> (nibs: Int, externalObjects: Int) {
        var nibs: [(key: Int, value: Int)] = []
        var externals: [(key: Int, value: Int)] = []
        for cell in cells {
            let identifier = archive.string(key(cell))
            let compiled = try prototypeCellNib(cell)
            let nib = archive.object("UINib")
            archive.set("captureEnclosingNIBBundleOnDecode", bool: true, on: nib)
            let data = archive.object("NSData")
            archive.set("NS.bytes", .data(compiled.bytes), on: data)
            archive.set("archiveData", reference: data, on: nib)
            nibs.append((identifier, nib))
            let upstream = compiled.upstream.compactMap { entry -> (key: Int, value: Int)? in
                objectsByID[entry.id].map { (archive.string(entry.name), $0) }
            }
            externals.append((identifier, archive.dictionary("NSMutableDictionary", upstream)))
        }
        return (archive.dictionary("NSMutableDictionary", nibs), archive.dictionary("NSMutableDictionary", externals))
    }

    /// A prototype cell's own nib: File's Owner and First Responder proxies, an upstream
    /// placeholder for each object outside the cell that its connections reach (numbered in
    /// the order they are first reached; before Xcode 11.4 named with an object id made up for
    /// the object, one name in every nib reaching it, as in view nibs: Apptentive's message
    /// center; a cell in a view nib reaching the controller reaches its placeholder there, and
    /// names it anew: Apptentive's survey cells, Xcode 8.3), and the cell.
    private func prototypeCellNib(_ cell: MarkupElement) throws -> (bytes: [UInt8], upstream: [(name: String, id: String)]) {
        var nib = CocoaTouchNibCompiler(document: document, options: options, tables: tables)
        nib.requiresResolvableConnections = false
        nib.compilesPrototypeCellNib = true
        // Xcode 11.0 to 11.4 order a prototype cell's outlets by label across their sources, the
        // cell's and its subviews' (QBImagePicker's asset cell, 11.2), as 11.7 and 12 do a xib's.
        nib.sortsConnectionsByName = release < .xcode13
        let owner = nib.proxy("IBFilesOwner")
        let firstResponder = nib.proxy("IBFirstResponder")
        let inside = Set(([cell] + cell.descendants()).compactMap { $0[attribute: "id"] })
        var outside: [String] = []
        // The cell's own segues (on selection, on its accessory) are reached through their
        // templates, which the view nib holds under the segues' ids.
        let cellSegues = cell.firstChild(named: "connections")?.children(named: "segue") ?? []
        for element in cell.descendants() where element.parent?.name == "connections" {
            let isCellSegue = cellSegues.contains(element)
            let reached = isCellSegue ? element[attribute: "id"] : element[attribute: "destination"]
            if let reached, isCellSegue || !inside.contains(reached), !outside.contains(reached) {
                outside.append(reached)
            }
        }
        var upstream: [(name: String, id: String)] = []
        var proxies: [Int] = []
        var generatedNames: Set<String> = []
        for (index, id) in outside.enumerated() {
            let suffix = upstreamPlaceholderSuffix(index: index, seedID: upstreamPlaceholderIDs.contains(id) ? "placeholder of \(id)" : id,
                                                   taken: &generatedNames)
            let name = "UpstreamPlaceholder-" + suffix
            let proxy = nib.proxy(name)
            nib.objectsByID[id] = proxy
            upstream.append((name, id))
            proxies.append(proxy)
        }
        guard let compiled = try nib.compileObject(cell, superview: nil) else { return ([], []) }
        if release.placesPrototypeCellAtOrigin {
            // Xcode 7 to 10 place the cell at the origin of its own nib.
            let frame = rect("frame", in: cell)
            let size = nib.itemSizeOfXcode7PrototypeCell(cell) ?? (frame.width, frame.height)
            nib.archive.replace("UICenter", .data(GeometryBlob.encode([size.width / 2, size.height / 2])), on: compiled)
        }
        if release.listsRootViewFirst {
            // Xcode 7 to 11 list the cell first.
            nib.listFirst(compiled)
            nib.topLevelObjects = [compiled, owner, firstResponder] + proxies
        } else {
            nib.topLevelObjects = [owner, firstResponder] + proxies + [compiled]
        }
        // A cell that starts a segue points at its template (`selectionSegueTemplate`,
        // `accessoryActionSegueTemplate`), ordered by name among the cell's outlets
        // (QBImagePicker's album cell, Xcode 11.2; a to-do list's accessory segue, 12.3).
        let templates = cellSegues.compactMap { segue -> (connection: Int, label: String)? in
            guard let template = segue[attribute: "id"].flatMap({ nib.objectsByID[$0] }) else { return nil }
            let label = Self.cellSegueTemplateLabel(segue)
            return (nib.outlet(source: compiled, destination: template, label: label), label)
        }
        return (try nib.finish(generatedOutlets: templates), upstream)
    }

    /// The outlet by which a table cell reaches the template of a segue it starts: on its
    /// accessory (`trigger="accessoryAction"`) or, by default, on selection.
    static func cellSegueTemplateLabel(_ segue: MarkupElement) -> String {
        segue[attribute: "trigger"] == "accessoryAction" ? "accessoryActionSegueTemplate" : "selectionSegueTemplate"
    }

    /// The keys every release archives for a cell the document sets them on: style, reuse
    /// identifier, selection style, accessory (and, unmeasured, editing accessory) and
    /// indentation level.
    mutating func cellIdentityAttributes(_ element: MarkupElement, object: Int) {
        let styles = ["IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2, "IBUITableViewCellStyleSubtitle": 3]
        if let style = element[attribute: "style"].flatMap({ styles[$0] }) { archive.set("UITableViewCellStyle", integer: Int64(style), on: object) }
        if let identifier = element[attribute: "reuseIdentifier"] { archive.set("UIReuseIdentifier", string: identifier, on: object) }
        if let selection = element[attribute: "selectionStyle"].flatMap({ Self.cellSelectionStyles[$0] }) {
            archive.set("UISelectionStyle", integer: selection, on: object)
        }
        if let accessory = element[attribute: "accessoryType"].flatMap({ Self.accessoryTypes[$0] }), accessory != 0 {
            archive.set("UIAccessoryType", integer: Int64(accessory), on: object)
        }
        // Its accessory while editing, under the key xibdump reads from Apple's nibs
        // (unmeasured: no document of the corpora sets it).
        if let accessory = element[attribute: "editingAccessoryType"].flatMap({ Self.accessoryTypes[$0] }), accessory != 0 {
            archive.set("UIEditingAccessoryType", integer: Int64(accessory), on: object)
        }
        if let level = element[attribute: "indentationLevel"].flatMap(Int64.init), level != 0 {
            archive.set("UIIndentationLevel", integer: level, on: object)
        }
    }

    /// `UITableViewCell`'s keys (Xcode 12 and later; earlier: `CocoaTouchClassicTableViews`):
    /// reuse identifier, indentation, its content view, the labels of its style, and the
    /// separator ibtool draws at its bottom.
    mutating func tableViewCellAttributes(_ element: MarkupElement, object: Int) {
        if release < .xcode12 { return classicTableViewCellAttributes(element, object: object) }
        cellIdentityAttributes(element, object: object)
        archive.set("UIIndentationWidth", .float(Float(element[attribute: "indentationWidth"].flatMap(Double.init) ?? 10)), on: object)
        let hasBackground = element.firstChild(named: "color", key: "backgroundColor") != nil
        if hasBackground { archive.set("UITableCellBackgroundColorSet", bool: true, on: object) }
        // Not only for cells selecting nothing: blue selection too (DuckDuckGo's tracker
        // network and practices cells, Xcode 13.2; gray, unseen, assumed alike). The 49 cells
        // of the corpora with the default style and no background have none.
        if release.writesCellSystemBackgroundViews, !hasBackground,
           let selection = element[attribute: "selectionStyle"], Self.cellSelectionStyles[selection] != nil {
            archive.set("UISystemBackgroundView", reference: systemBackgroundView(ofCell: element, object: object), on: object)
        } else {
            archive.setNull("UISystemBackgroundView", on: object)
        }
        if !release.writesIOS16Keys { archive.setNull("UIContentConfigurationIdentifier", on: object) }
        archive.setNull("UIContentConfigurationView", on: object)
    }

    /// After a table's own objects are compiled (Xcode 12 and later, and Xcode 8.3's Apptentive
    /// message center: every release between is taken to do the same): its header and footer views are
    /// also its subviews (footer first), and the table archives the content size
    /// UIKit gives it before any row loads: header and footer heights, and for a grouped table
    /// a top padding of the section header height (plus 35 points without a header view) and a
    /// bottom padding of 20 points without a footer view (fitted to the five grouped tables of
    /// the iOS pairs; a plain table has none).
    mutating func finishTableView(_ element: MarkupElement, object: Int) {
        func view(_ key: String) -> (element: MarkupElement, object: Int)? {
            guard let child = element.childElements.first(where: { $0[attribute: "key"] == key }),
                  let compiled = child[attribute: "id"].flatMap({ objectsByID[$0] }) else { return nil }
            return (child, compiled)
        }
        let header = view("tableHeaderView"), footer = view("tableFooterView")
        let subviews = [footer, header].compactMap { $0?.object }
        guard !subviews.isEmpty else { return }
        archive.set("UISubviews", reference: archive.collection("NSMutableArray", subviews), on: object)
        // They are listed in that order too.
        if let header, let footer, var children = childrenByParent[object],
           let headerPosition = children.firstIndex(of: header.object), let footerPosition = children.firstIndex(of: footer.object),
           headerPosition < footerPosition {
            children.swapAt(headerPosition, footerPosition)
            childrenByParent[object] = children
        }
        // A plain table has no padding: its footer follows its header (DuckDuckGo's privacy
        // dashboard lists, one with a header and one without, Xcode 13.2).
        let grouped = ["grouped", "insetGrouped"].contains(element[attribute: "style"] ?? "plain")
        // A grouped table's section pads by its footer's height, whatever height its header
        // has: DuckDuckGo's tracker lists, headers of 34 and 46 points over footers of 18
        // (Xcode 13.2), and Apptentive's message center, a self-sizing header over a footer of
        // 6 (Xcode 9.2; 6 over 6 in its 8.x builds).
        let sectionFooter = element[attribute: "sectionFooterHeight"].flatMap(Double.init) ?? 18
        let top = grouped ? sectionFooter + (header == nil ? 35 : 0) : 0
        let bottom: Double = grouped && footer == nil ? 20 : 0
        let headerHeight = header.map { rect("frame", in: $0.element).height } ?? 0
        let height = headerHeight + (footer.map { rect("frame", in: $0.element).height } ?? 0) + top + bottom
        let width = rect("frame", in: element).width
        archive.replace("UIContentSize", .data(GeometryBlob.encode([width, height])), on: object)
        // The header view sits at the top of the content, whatever origin the document gave
        // it (a Twitter client's search field, saved 64 points down under its navigation bar
        // by Xcode 7.3, which ibtool 7.3 archives at the top).
        if let header {
            let frame = rect("frame", in: header.element)
            archive.replace("UICenter", .data(GeometryBlob.encode([frame.x + frame.width / 2, frame.height / 2])), on: header.object)
        }
        // The footer view sits below the header and the top padding.
        if let footer {
            let frame = rect("frame", in: footer.element)
            archive.replace("UICenter", .data(GeometryBlob.encode([frame.x + frame.width / 2, headerHeight + top + frame.height / 2])), on: footer.object)
        }
    }

    /// `UITableViewCellSelectionStyle` values by document name (`default` is not archived).
    static let cellSelectionStyles: [String: Int64] = ["none": 0, "blue": 1, "gray": 2]

    /// The background UIKit gives a cell that sets no colour of its own and a selection style
    /// other than the default:
    /// the plain cell background colour, archived on the cell as a compatibility colour and
    /// in a `_UISystemBackgroundView` (the cell's width, its height rounded up) whose
    /// `UIBackgroundConfiguration` is the list cell default.
    private mutating func systemBackgroundView(ofCell element: MarkupElement, object: Int) -> Int {
        let background = systemColor(named: "tableCellPlainBackgroundColor")
        archive.set("UIBackgroundColor", reference: background, on: object)
        archive.set("UIDidEncodeCompatibilityBackgroundColor", bool: true, on: object)
        let frame = rect("frame", in: element)
        let view = archive.object("_UISystemBackgroundView")
        setGeometry(GeometryText.Rect(x: 0, y: 0, width: frame.width, height: frame.height.rounded(.up)), on: view)
        if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: view) }
        archive.set("UIOpaque", bool: true, on: view)
        archive.set("UIAutoresizeSubviews", bool: true, on: view)
        archive.set("UIViewSemanticContentAttribute", integer: 0, on: view)
        archive.setNull("UIViewLargeContentStoredProperties", on: view)
        let configuration = backgroundConfiguration(BackgroundConfiguration(
            cornerRadius: 0, backgroundColor: background, image: nil, strokeColor: systemColor(named: "clearColor"), strokeWidth: 0,
            strokeOutset: 0, defaultStyle: 1, secondDefaultStyle: 11, customizedProperties: []))
        archive.set("configurationAPI", reference: configuration, on: view)
        return view
    }

    /// After the cell's contents are compiled: its labels by role and its separator, the
    /// cell's last subview (drawn 8 points in from the left from Xcode 13, and from the right
    /// too from Xcode 26; one point high at the bottom).
    mutating func finishTableViewCell(_ element: MarkupElement, object: Int) {
        if release < .xcode12 { return finishClassicTableViewCell(element, object: object) }
        archiveCellLabelRoles(of: element, object: object)
        // Xcode 12 still draws it 15 points in, as before (TLPhotoPicker's album cell, 12.1).
        let separator = cellSeparator(cellFrame: rect("frame", in: element), inset: release >= .xcode13 ? 8 : 15,
                                      trailingInset: release.writesIOS26Keys ? 8 : 0, height: 1)
        let content = element.childElements.first { $0[attribute: "key"] == "contentView" }.flatMap { $0[attribute: "id"] }.flatMap { objectsByID[$0] }
        archive.set("UISubviews", reference: archive.collection("NSMutableArray", [content, separator].compactMap { $0 }), on: object)
        leadListingToContentSubviews(of: element, object: object)
    }

    /// The cell's `UITextLabel`, `UIDetailTextLabel` and `UIImageView`: the views its style
    /// names (`textLabel="..."`), nil for the others.
    mutating func archiveCellLabelRoles(of element: MarkupElement, object: Int) {
        for (attribute, key) in [("textLabel", "UITextLabel"), ("detailTextLabel", "UIDetailTextLabel"), ("imageView", "UIImageView")] {
            if let label = element[attribute: attribute].flatMap({ objectsByID[$0] }) {
                archive.set(key, reference: label, on: object)
            } else {
                archive.setNull(key, on: object)
            }
        }
    }

    /// The `_UITableViewCellSeparatorView` ibtool draws at the bottom of a cell framed
    /// `cellFrame`: `inset` points in from the left and `trailingInset` from the right,
    /// `height` points high, not listed.
    mutating func cellSeparator(cellFrame: GeometryText.Rect, inset: Double, trailingInset: Double = 0, height: Double) -> Int {
        let separator = archive.object("_UITableViewCellSeparatorView")
        setGeometry(GeometryText.Rect(x: inset, y: cellFrame.height - height, width: cellFrame.width - inset - trailingInset, height: height),
                    on: separator)
        if release.writesDeepDrawRect { archive.set("UIDeepDrawRect", bool: true, on: separator) }
        archive.set("UIOpaque", bool: true, on: separator)
        archive.set("UIAutoresizeSubviews", bool: true, on: separator)
        archive.set("UIViewSemanticContentAttribute", integer: 0, on: separator)
        if release.writesLargeContentProperties { archive.setNull("UIViewLargeContentStoredProperties", on: separator) }
        return separator
    }

    /// The cell leads the listing to its content view's subviews too, right after the
    /// content view: its detail label, image view and text label first, in that order
    /// (Xcode 13, and Xcode 10.2's SDCAlertView text field cell).
    mutating func leadListingToContentSubviews(of element: MarkupElement, object: Int) {
        var listed: [Int] = []
        for attribute in ["detailTextLabel", "imageView", "textLabel"] {
            if let label = element[attribute: attribute].flatMap({ objectsByID[$0] }) { listed.append(label) }
        }
        let contentElement = element.childElements.first { $0[attribute: "key"] == "contentView" }
        for subview in contentElement?.firstChild(named: "subviews")?.childElements.map({ $0 }) ?? [] {
            if let compiled = subview[attribute: "id"].flatMap({ objectsByID[$0] }), !listed.contains(compiled) { listed.append(compiled) }
        }
        childrenByParent[object, default: []] += listed
    }

    /// A table's multiple selection, when the document allows it: the keys UIKit's
    /// `UITableView` encodes (no Apple-compiled document in the corpora allows it, so
    /// unmeasured; it was ignored, and such a table selected one row at a time).
    mutating func multipleSelectionKeys(of element: MarkupElement, object: Int) {
        if element[attribute: "allowsMultipleSelection"] == "YES" { archive.set("UIAllowsMultipleSelection", bool: true, on: object) }
        if element[attribute: "allowsMultipleSelectionDuringEditing"] == "YES" {
            archive.set("UIAllowsMultipleSelectionDuringEditing", bool: true, on: object)
        }
    }

    /// A table's section index colours and row threshold, under the keys xibdump reads from
    /// Apple's nibs (unmeasured: no document of the corpora sets them; 67 of 2,501 public iOS
    /// documents do, from Xcode 6 on, and their indexes lost their colours).
    mutating func sectionIndexKeys(of element: MarkupElement, object: Int) {
        for (documentKey, archiveKey) in [("sectionIndexColor", "UISectionIndexColor"), ("sectionIndexBackgroundColor", "UISectionIndexBackgroundColor"),
                                          ("sectionIndexTrackingBackgroundColor", "UISectionIndexTrackingBackgroundColor")] {
            if let indexColor = color(documentKey, in: element) { archive.set(archiveKey, reference: indexColor, on: object) }
        }
        if let count = element[attribute: "sectionIndexMinimumDisplayRowCount"].flatMap(Int64.init), count != 0 {
            archive.set("UISectionIndexMinimumDisplayRowCount", integer: count, on: object)
        }
    }
}
