import Foundation
import NibArchive
import NibXML

/// Images a document carries inside itself: `<image name=...>` in `<resources>` with a
/// `<mutableData key="keyedArchiveRepresentation">`, an `NSImage` that Interface Builder
/// archived with `NSKeyedArchiver` (bitmap representations as TIFF, a colour with its ICC
/// profile). ibtool unarchives the image and encodes it again into the nib, so the nib holds
/// an `NSImage` object graph where a named image would be an `NSCustomResource`.
///
/// The keyed archive is translated object by object. What the nib encoder does differently
/// from the keyed archiver, learnt from Apple's nibs (viraptor/ibtool's test16_buttons):
/// - an object that the archiver stored by reference (a UID) stays an object: strings
///   become `NSString`, data `NSData`, numbers `NSNumber` (shared by value); values stored
///   in the dictionary itself (integers, `NSWhite`'s bytes) stay inline;
/// - arrays are `NSInlinedValue` collections of their elements;
/// - each class writes its keys in its own encoding order (`encodingOrders`), not the
///   keyed archive's hash order, and writes some keys the archiver leaves out when nil
///   (`NSImage`'s `NSTintColor`) or at their default (`NSColor`'s `NSLinearExposure`).
extension CocoaNibCompiler {
    /// Per class: the keys in the order the nib encoder writes them. Keys an archive holds
    /// that are not listed follow, in the archive's order.
    static let embeddedImageEncodingOrders: [String: [String]] = [
        "NSImage": ["NSImageFlags", "NSSize", "NSReps", "NSColor", "NSResizingMode", "NSTintColor"],
        "NSBitmapImageRep": ["NSTIFFRepresentation", "NSInternalLayoutDirection"],
        "NSColor": ["NSColorSpace", "NSRGB", "NSWhite", "NSCMYK", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"],
        "NSColorSpace": ["NSID", "NSModel", "NSICC"],
    ]

    /// The base64 text of `element`'s keyed archive, decoded; nil when it has none or the
    /// text is not base64.
    static func keyedArchiveBytes(of image: MarkupElement) -> [UInt8]? {
        guard let data = image.children(named: "mutableData").first(where: { $0[attribute: "key"] == "keyedArchiveRepresentation" }) else { return nil }
        var encoded = data.textContent.filter { !$0.isWhitespace }
        while encoded.count % 4 != 0 { encoded += "=" }
        return Data(base64Encoded: encoded).map { Array($0) }
    }

    /// The `NSImage` graph of a keyed archive, or nil when the bytes are not a keyed archive
    /// of an image (the caller then falls back to a named resource).
    mutating func embeddedImage(archive bytes: [UInt8]) -> Int? {
        guard let plist = try? BinaryPropertyList(bytes: bytes) else { return nil }
        var translator = KeyedImageTranslator(plist: plist)
        guard let root = translator.rootUID() else { return nil }
        return translator.object(uid: root, into: &self)
    }
}

/// Walks a keyed archive's `$objects` from its root and writes each object into the nib.
private struct KeyedImageTranslator {
    let plist: BinaryPropertyList
    /// `$objects`, as object-table indices.
    let objects: [Int]
    /// Nib objects already made, by keyed-archive UID (shared objects stay shared).
    var made: [UInt64: Int] = [:]
    /// UIDs being translated, so a cycle ends instead of recursing forever.
    var inProgress: Set<UInt64> = []
    /// How deep objects may nest before the rest is left out (a hostile archive could nest
    /// arrays until the stack runs out; real images nest four levels).
    static let maximumDepth = 256

    init(plist: BinaryPropertyList) {
        self.plist = plist
        var objects: [Int] = []
        if let (keys, values) = plist.entries(of: plist.object(at: plist.topObject)) {
            for (key, value) in zip(keys, values) where Self.text(plist.object(at: key)) == "$objects" {
                objects = plist.elements(of: plist.object(at: value)).map(Array.init) ?? []
            }
        }
        self.objects = objects
    }

    static func text(_ object: BinaryPropertyList.Object?) -> String? {
        if case .string(let text, _)? = object { return text }
        return nil
    }

    /// The UID `$top.root` names.
    func rootUID() -> UInt64? {
        guard let (keys, values) = plist.entries(of: plist.object(at: plist.topObject)) else { return nil }
        for (key, value) in zip(keys, values) where Self.text(plist.object(at: key)) == "$top" {
            guard let (topKeys, topValues) = plist.entries(of: plist.object(at: value)) else { return nil }
            for (topKey, topValue) in zip(topKeys, topValues) where Self.text(plist.object(at: topKey)) == "root" {
                if case .uid(let uid, _)? = plist.object(at: topValue) { return uid }
            }
        }
        return nil
    }

    /// The dictionary entries of `$objects[uid]` by key name, in archive order.
    func entries(uid: UInt64) -> [(key: String, value: Int)]? {
        guard uid < UInt64(objects.count), let (keys, values) = plist.entries(of: plist.object(at: objects[Int(uid)])) else { return nil }
        return zip(keys, values).compactMap { key, value in Self.text(plist.object(at: key)).map { ($0, value) } }
    }

    /// The class name of the instance `$objects[uid]`.
    func className(uid: UInt64) -> String? {
        guard let classReference = entries(uid: uid)?.first(where: { $0.key == "$class" })?.value,
              case .uid(let classUID, _)? = plist.object(at: classReference),
              let classEntries = entries(uid: classUID),
              let nameReference = classEntries.first(where: { $0.key == "$classname" })?.value else { return nil }
        return Self.text(plist.object(at: nameReference))
    }

    /// The nib object for the keyed-archive object `uid`: an instance, a string, data or a number.
    mutating func object(uid: UInt64, into compiler: inout CocoaNibCompiler) -> Int? {
        if let existing = made[uid] { return existing }
        guard uid < UInt64(objects.count), !inProgress.contains(uid), inProgress.count < Self.maximumDepth,
              let stored = plist.object(at: objects[Int(uid)]) else { return nil }
        switch stored {
        case .string(let text, _):
            if text == "$null" { return nil }
            return compiler.archive.string(text)
        case .data(let bytes):
            let data = compiler.archive.object("NSData")
            compiler.archive.set("NS.bytes", .data(bytes), on: data)
            made[uid] = data
            return data
        case .integer(let value, _):
            return compiler.sharedNumber(Double(value))
        case .real(let bits, _):
            return compiler.sharedNumber(Double(bitPattern: bits), asDouble: true)
        case .dictionary:
            break
        default:
            return nil
        }
        guard let className = className(uid: uid), let entries = entries(uid: uid) else { return nil }
        inProgress.insert(uid)
        defer { inProgress.remove(uid) }
        switch className {
        case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet":
            let elements = references(in: entries.first { $0.key == "NS.objects" }?.value).compactMap { object(uid: $0, into: &compiler) }
            let collection = compiler.archive.collection(className, elements)
            made[uid] = collection
            return collection
        case "NSString", "NSMutableString":
            let text = entries.first { $0.key == "NS.string" }.flatMap { Self.text(plist.object(at: $0.value)) } ?? ""
            return compiler.archive.string(text)
        case "NSData", "NSMutableData":
            guard let value = entries.first(where: { $0.key == "NS.data" })?.value, case .data(let bytes)? = plist.object(at: value) else { return nil }
            let data = compiler.archive.object(className)
            compiler.archive.set("NS.bytes", .data(bytes), on: data)
            made[uid] = data
            return data
        default:
            break
        }
        let instance = compiler.archive.object(className)
        made[uid] = instance
        var remaining = entries.filter { !$0.key.hasPrefix("$") }
        let order = CocoaNibCompiler.embeddedImageEncodingOrders[className] ?? []
        for key in order {
            if let index = remaining.firstIndex(where: { $0.key == key }) {
                set(remaining[index].key, from: remaining[index].value, on: instance, into: &compiler)
                remaining.remove(at: index)
            } else if key == "NSTintColor" {
                compiler.archive.setNull(key, on: instance)
            } else if key == "NSLinearExposure", entries.contains(where: { $0.key == "NSComponents" }) {
                compiler.archive.set(key, .data(Array("1".utf8)), on: instance)
            }
        }
        for entry in remaining { set(entry.key, from: entry.value, on: instance, into: &compiler) }
        return instance
    }

    /// The UIDs an `NS.objects` array holds.
    func references(in reference: Int?) -> [UInt64] {
        guard let reference else { return [] }
        return (plist.elements(of: plist.object(at: reference)) ?? []).compactMap {
            if case .uid(let uid, _)? = plist.object(at: $0) { return uid }
            return nil
        }
    }

    /// Writes one archived value under `key`: a UID as a reference (nil for `$null`),
    /// anything else inline.
    mutating func set(_ key: String, from reference: Int, on instance: Int, into compiler: inout CocoaNibCompiler) {
        switch plist.object(at: reference) {
        case .uid(let uid, _)?:
            if let target = object(uid: uid, into: &compiler) {
                compiler.archive.set(key, reference: target, on: instance)
            } else {
                compiler.archive.setNull(key, on: instance)
            }
        case .integer(let value, _)?: compiler.archive.set(key, integer: value, on: instance)
        case .real(let bits, let byteCount)?:
            compiler.archive.set(key, byteCount == 4 ? .float(Float(Double(bitPattern: bits))) : .double(Double(bitPattern: bits)), on: instance)
        case .bool(let flag)?: compiler.archive.set(key, bool: flag, on: instance)
        case .data(let bytes)?: compiler.archive.set(key, .data(bytes), on: instance)
        case .string(let text, _)?: compiler.archive.set(key, string: text, on: instance)
        default: compiler.archive.setNull(key, on: instance)
        }
    }
}
