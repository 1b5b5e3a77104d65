import Foundation
import NibArchive
import NibCore

/// Builds the loader's blueprint from a compiled nib's object graph: UIKit's root keys
/// (`UINibObjectsKey`, `UINibTopLevelObjectsKey`, `UINibConnectionsKey`,
/// `UINibVisibleWindowsKey`) or AppKit's `IB.objectdata` → `NSIBObjectData`.
struct ArchiveBlueprintReader {
    let file: CompiledNibFile
    var graph: ObjectGraph { file.graph }

    func read() throws -> NibBlueprint {
        let root = graph.object(at: graph.rootIndex)
        if let objectData = root?.value(forKey: "IB.objectdata")?.referencedObject {
            var reader = CocoaArchiveReader(values: ArchiveValues(graph: graph))
            return reader.read(objectData: objectData)
        }
        if root?.value(forKey: "UINibObjectsKey") != nil || root?.value(forKey: "UINibTopLevelObjectsKey") != nil {
            var reader = CocoaTouchArchiveReader(values: ArchiveValues(graph: graph))
            return reader.read()
        }
        throw NibLoadError.malformedNib(message: "\(file.path ?? "nib"): the archive has neither UIKit's UINib* root keys nor AppKit's IB.objectdata")
    }
}

/// Reading values of the uniform object graph: strings, numbers, collections, geometry.
struct ArchiveValues {
    let graph: ObjectGraph

    func object(_ index: Int?) -> ArchivedObject? { index.flatMap(graph.object(at:)) }

    /// The elements of a collection value (inline array, or a reference to a collection object).
    func elements(_ value: ArchivedValue?) -> [ArchivedValue] {
        switch value {
        case .array(let values)?: return values
        case .reference(let index)?: return KeyedDecoder.collectionElements(ofObject: index, in: graph) ?? []
        default: return []
        }
    }

    /// The referenced objects of a collection value.
    func references(_ value: ArchivedValue?) -> [Int] {
        elements(value).compactMap(\.referencedObject)
    }

    /// Values nested deeper than this (an attributed string holding a string holding ...)
    /// are not followed, so a cyclic archive cannot recurse without end.
    static let maximumNesting = 8

    func string(_ value: ArchivedValue?, depth: Int = 0) -> String? {
        switch value {
        case .string(let text)?: return text
        case .data(let bytes)?: return String(decoding: bytes, as: UTF8.self)
        case .reference(let index)?:
            if let text = KeyedDecoder.stringContent(ofObject: index, in: graph) { return text }
            // Attributed strings keep their text under NSString.
            guard depth < Self.maximumNesting, let inner = graph.object(at: index)?.value(forKey: "NSString") else { return nil }
            return string(inner, depth: depth + 1)
        default: return nil
        }
    }

    func integer(_ value: ArchivedValue?) -> Int64? {
        if let number = value?.integerValue { return number }
        guard let index = value?.referencedObject, let object = graph.object(at: index), object.className == "NSNumber" else { return nil }
        return object.value(forKey: "NS.intval")?.integerValue ?? object.value(forKey: "NS.boolval")?.integerValue
    }

    func bool(_ value: ArchivedValue?) -> Bool? {
        if case .bool(let flag)? = value { return flag }
        return integer(value).map { $0 != 0 }
    }

    /// 2 or 4 numbers stored as a blob, a string such as `{{0, 0}, {320, 480}}`, or an NSValue.
    func geometry(_ value: ArchivedValue?, depth: Int = 0) -> [Double]? {
        switch value {
        case .data(let bytes)?: return Geometry.numbers(fromBlob: bytes)
        case .string(let text)?: return Geometry.numbers(fromString: text)
        case .reference(let index)?:
            if let text = KeyedDecoder.stringContent(ofObject: index, in: graph) { return Geometry.numbers(fromString: text) }
            guard depth < Self.maximumNesting, let object = graph.object(at: index) else { return nil }
            for key in ["NS.rectval", "NS.sizeval", "NS.pointval"] {
                if let numbers = geometry(object.value(forKey: key), depth: depth + 1) { return numbers }
            }
            return nil
        default: return nil
        }
    }

    func rect(_ value: ArchivedValue?) -> CGRect? {
        guard let numbers = geometry(value), numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    func size(_ value: ArchivedValue?) -> CGSize? {
        guard let numbers = geometry(value), numbers.count == 2 else { return nil }
        return CGSize(width: numbers[0], height: numbers[1])
    }
}

/// The archive keys by which objects contain one another, per platform.
struct ContainmentKeys {
    /// A window's content view (`NSWindowView`); nil on iOS.
    var windowContent: String?
    /// A view controller's root view (`UIView`, `NSView`).
    var controllerView: String
    /// Subviews, in order (`UISubviews`, `NSSubviews`).
    var subviews: String
    /// Single views a view holds apart from its subviews and installs as its first subview
    /// when decoded: a visual effect view's content view (`UIVisualEffectViewContentView`),
    /// which UIKit's `-initWithCoder:` adds to the effect view.
    var contentViews: [String] = []
    /// Lists of non-view objects the container owns (a menu's `NSMenuItems`).
    var ownedLists: [String] = []
    /// Single non-view objects the container owns, with the document key they stand for
    /// (a menu item's `NSSubmenu` is its `submenu`).
    var ownedObjects: [(archiveKey: String, key: String)] = []

    static let cocoaTouch = ContainmentKeys(windowContent: nil, controllerView: "UIView", subviews: "UISubviews",
                                            contentViews: ["UIVisualEffectViewContentView"])
    static let cocoa = ContainmentKeys(windowContent: "NSWindowView", controllerView: "NSView", subviews: "NSSubviews",
                                       ownedLists: ["NSMenuItems"], ownedObjects: [("NSSubmenu", "submenu")])
}

extension ArchiveValues {
    /// What the object at `graphIndex` contains, as blueprint indices (objects the blueprint
    /// does not have are skipped). `isController` says whether the controller-view key applies.
    func containments(of graphIndex: Int, keys: ContainmentKeys, isController: (ArchivedObject) -> Bool,
                      blueprintIndex: [Int: Int]) -> [NibBlueprint.Containment] {
        guard let object = graph.object(at: graphIndex) else { return [] }
        var result: [NibBlueprint.Containment] = []
        func add(_ value: ArchivedValue?, _ role: NibBlueprint.Containment.Role) {
            if let index = value?.referencedObject, let child = blueprintIndex[index] {
                result.append(NibBlueprint.Containment(child: child, role: role))
            }
        }
        if let key = keys.windowContent { add(object.value(forKey: key), .windowContent) }
        if isController(object) { add(object.value(forKey: keys.controllerView), .controllerView) }
        for key in keys.contentViews { add(object.value(forKey: key), .subview) }
        for subview in elements(object.value(forKey: keys.subviews)) { add(subview, .subview) }
        for list in keys.ownedLists {
            for element in elements(object.value(forKey: list)) { add(element, .owned(key: nil)) }
        }
        for owned in keys.ownedObjects { add(object.value(forKey: owned.archiveKey), .owned(key: owned.key)) }
        return result
    }
}
