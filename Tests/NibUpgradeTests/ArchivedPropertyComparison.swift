import NibArchive
import NibDocument
import NibXML

/// Compares the settings an Interface Builder 3 archive stores for its objects with those
/// of the nib compiled from the upgraded document, object by object.
///
/// The archive holds the live AppKit objects under the same keys a compiled nib uses
/// (`NSFrame`, `NSvFlags`, `NSContents`, ...), so the two can be walked in parallel from
/// the top-level objects through the keys that own objects (window content view,
/// subviews, cells, menu items, submenus, tab items, table columns). This checks the whole
/// chain (upgrade, then compile) against what Interface Builder 3 itself archived.
struct ArchivedPropertyComparison {
    let graph: LegacyArchiveGraph
    let compiled: ObjectGraph
    private(set) var compared = 0
    private(set) var mismatches: [String] = []

    /// Keys whose objects are walked into; arrays are paired item by item within a class.
    static let ownershipKeys = ["NSWindowView", "NSSubviews", "NSCell", "NSMenuItems", "NSSubmenu", "NSContentView", "NSHScroller", "NSVScroller",
                                "NSTabViewItems", "NSView", "NSTableColumns", "NSHeaderCell", "NSDataCell", "NSDocView"]
    /// Keys compared as text.
    static let textKeys = ["NSContents", "NSTitle", "NSWindowTitle", "NSKeyEquiv", "NSLabel", "NSIdentifier", "NSAlternateContents"]
    /// Keys compared as integers.
    static let integerKeys = ["NSTag", "NSWindowStyleMask", "NSKeyEquivModMask", "NSBoxType", "NSTitlePosition"]

    init(archive data: MarkupElement, compiled: ObjectGraph) {
        self.graph = LegacyArchiveGraph(data: data)
        self.compiled = compiled
    }

    /// Walks every top-level window, menu and view of the archive with its compiled counterpart.
    mutating func compareTopLevelObjects(archiveData data: MarkupElement) {
        let skipped: Set<String> = ["IBProxyObject", "NSCustomObject", "NSUserDefaultsController", "NSObjectController", "NSArrayController"]
        let archived = (graph.object("IBDocument.RootObjects", of: data).map(graph.items) ?? [])
            .compactMap { graph.resolve($0).element }
            .filter { !skipped.contains(graph.archivedClassName(of: $0)) }
        guard let objectData = compiled.object(at: compiled.rootIndex)?.value(forKey: "IB.objectdata")?.referencedObject,
              let keys = reference("NSObjectsKeys", of: objectData), let values = reference("NSObjectsValues", of: objectData),
              let root = reference("NSRoot", of: objectData) else {
            mismatches.append("the compiled nib has no object list")
            return
        }
        let listed = zip(items(of: keys), items(of: values)).filter { $0.1 == root }.map(\.0)
            .filter { !skipped.contains(compiled.className(of: $0) ?? "") }
        pairByClass(archived, listed, path: "")
    }

    private mutating func compare(_ element: MarkupElement, _ index: Int, path: String) {
        let className = graph.archivedClassName(of: element)
        let here = path + "/" + className
        compareFrames(element, index, path: here)
        for key in Self.textKeys {
            guard let expected = graph.object(key, of: element).flatMap(graph.scalar) else { continue }
            check(expected, text(key, of: index), key: key, path: here)
        }
        let isSeparator = graph.string("NSIsSeparator", of: element) == "YES"
        for key in Self.integerKeys where !(isSeparator && key == "NSKeyEquivModMask") {
            guard let expected = graph.string(key, of: element).flatMap({ Int64($0) }) else { continue }
            check(String(expected), compiled.object(at: index)?.value(forKey: key)?.integerValue.map(String.init) ?? "absent", key: key, path: here)
        }
        if let flags = graph.string("NSvFlags", of: element).flatMap({ Int64($0) }) {
            // Today's ibtool gives every table the width and height of its clip view (its
            // mask is archived as sizable whatever the document says); only hidden is compared.
            let mask: Int64 = ["NSTableView", "NSOutlineView"].contains(className) ? -0x8000_0000 : 0x8000_003F
            let actual = compiled.object(at: index)?.value(forKey: "NSvFlags")?.integerValue ?? 0
            check(String(flags & mask), String(actual & mask), key: "NSvFlags", path: here)
        }
        if let flags = graph.string("NSCellFlags2", of: element).flatMap({ Int64($0) }) {
            let actual = compiled.object(at: index)?.value(forKey: "NSCellFlags2")?.integerValue ?? 0
            check(String((flags >> 26) & 7), String((actual >> 26) & 7), key: "NSCellFlags2 alignment", path: here)
            check(String((flags >> 9) & 7), String((actual >> 9) & 7), key: "NSCellFlags2 line break", path: here)
        }
        if let flags = graph.string("NSCellFlags", of: element).flatMap({ Int64($0) }) {
            let mask: Int64 = 0x1 | 0x1000_0000 | 0x2000_0000 | 0x0010_0000
            let actual = compiled.object(at: index)?.value(forKey: "NSCellFlags")?.integerValue ?? 0
            check(String(flags & mask), String(actual & mask), key: "NSCellFlags", path: here)
        }
        // Fonts by size; colours by colour space and catalog name.
        if let font = graph.object("NSSupport", of: element), graph.archivedClassName(of: font) == "NSFont",
           let size = graph.string("NSSize", of: font).flatMap(Double.init) {
            let compiledFont = reference("NSSupport", of: index)
            check(String(size), compiledFont.flatMap { compiled.object(at: $0)?.value(forKey: "NSSize")?.doubleValue }.map { String($0) }, key: "font size", path: here)
        }
        for key in ["NSTextColor", "NSBackgroundColor"] {
            guard let color = graph.object(key, of: element), let space = graph.string("NSColorSpace", of: color) else { continue }
            let compiledColor = reference(key, of: index)
            check(space, compiledColor.flatMap { compiled.object(at: $0)?.value(forKey: "NSColorSpace")?.integerValue }.map { String($0) }, key: key + " space", path: here)
            if let name = graph.string("NSColorName", of: color) {
                check(name, compiledColor.flatMap { text("NSColorName", of: $0) }, key: key + " name", path: here)
            }
        }
        for key in Self.ownershipKeys {
            guard let member = graph.object(key, of: element) else { continue }
            let target = compiled.object(at: index)?.value(forKey: key)?.referencedObject
            let memberClass = graph.archivedClassName(of: member)
            if ["NSArray", "NSMutableArray"].contains(memberClass) {
                let archivedItems = graph.items(of: member).compactMap { graph.resolve($0).element }
                pairByClass(archivedItems, target.map(items) ?? [], path: here + "." + key)
            } else if let target {
                compare(member, target, path: here + "." + key)
            } else {
                mismatches.append("\(here).\(key): the compiled nib has no \(memberClass)")
            }
        }
    }

    /// Pairs archived and compiled objects of the same class in order and compares each pair.
    private mutating func pairByClass(_ archived: [MarkupElement], _ compiledItems: [Int], path: String) {
        var remaining = compiledItems
        for element in archived {
            let className = graph.archivedClassName(of: element)
            // Walked through the keys that name them (`NSContentView`, `NSHScroller`, ...).
            if ["NSClipView", "NSScroller"].contains(className) { continue }
            guard let position = remaining.firstIndex(where: { Self.sameClass(compiled.className(of: $0) ?? "", className) }) else {
                if !["NSClipView", "NSScroller", "_NSCornerView", "NSTableHeaderView"].contains(className) {
                    mismatches.append("\(path): no compiled counterpart for \(className)")
                }
                continue
            }
            compare(element, remaining.remove(at: position), path: path)
        }
    }

    private static func sameClass(_ compiledClass: String, _ archivedClass: String) -> Bool {
        compiledClass == archivedClass || compiledClass == "NSClassSwapper" || archivedClass == "NSClassSwapper"
            || (compiledClass == "NSCustomView" && archivedClass == "NSCustomView")
    }

    private mutating func compareFrames(_ element: MarkupElement, _ index: Int, path: String) {
        // Today's ibtool lays a scroll view's clip view, document view and corner view out
        // again (AppKit's tiling with legacy scrollers); Interface Builder 3 archived its own.
        if path.contains("NSScrollView.NSContentView") || path.hasSuffix("_NSCornerView") { return }
        guard let expected = rect(graph.string("NSFrame", of: element), size: graph.string("NSFrameSize", of: element)) else { return }
        let actual = rect(text("NSFrame", of: index), size: text("NSFrameSize", of: index))
        check(expected.description, actual?.description ?? "absent", key: "frame", path: path)
    }

    private func rect(_ frame: String?, size: String?) -> [Double]? {
        if let frame { return frame.split { "{}, ".contains($0) }.compactMap { Double($0) } }
        if let size { return [0, 0] + size.split { "{}, ".contains($0) }.compactMap { Double($0) } }
        return nil
    }

    private mutating func check(_ expected: String, _ actual: String?, key: String, path: String) {
        compared += 1
        if expected != actual { mismatches.append("\(path) \(key): archive \(expected), compiled \(actual ?? "absent")") }
    }

    private func reference(_ key: String, of index: Int) -> Int? {
        compiled.object(at: index)?.value(forKey: key)?.referencedObject
    }

    private func items(of index: Int) -> [Int] {
        (compiled.object(at: index)?.values(forKey: "UINibEncoderEmptyKey") ?? []).compactMap(\.referencedObject)
    }

    private func text(_ key: String, of index: Int) -> String? {
        guard let target = reference(key, of: index), let object = compiled.object(at: target) else {
            if case .string(let inline)? = compiled.object(at: index)?.value(forKey: key) { return inline }
            return nil
        }
        if case .data(let bytes)? = object.value(forKey: "NS.bytes") { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }
}
