import NibArchive

/// Inputs of 1 MB for each target, made to push a reader's sizes and counts to its limits:
/// deep nesting, huge counts in headers and trailers, one enormous value, a million small
/// items. `nibfuzz --large TARGET DIR` writes them; CI runs each through its target in a
/// process of its own and fails when the process's peak memory grows by more than 256 MB.
public enum LargeInputs {
    /// The size of every input.
    public static let size = 1 << 20

    /// The inputs for `target`, each with a name saying what it stresses.
    public static func inputs(for target: String) -> [(name: String, bytes: [UInt8])] {
        switch target {
        case "document", "compile": return xml(root: "document")
        case "xliff": return xml(root: "xliff") + [("many-units", repeated(prefix: xliffHeader, unit: "<trans-unit id=\"a\"><source>b</source></trans-unit>", suffix: "</body></file></xliff>"))]
        case "nibarchive", "load": return nibArchives()
        case "keyed-archive": return propertyLists()
        case "compiled-nib": return nibArchives() + propertyLists()
        case "strings": return strings()
        case "xcstrings": return catalogs()
        default: return []
        }
    }

    // MARK: XML

    private static let documentHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\"><objects>"
    private static let xliffHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\"><file original=\"a\" source-language=\"en\" datatype=\"plaintext\"><body>"

    private static func xml(root: String) -> [(name: String, bytes: [UInt8])] {
        let header = root == "document" ? documentHeader : xliffHeader
        return [
            ("deep-nesting", repeated(prefix: header, unit: "<view>", suffix: "")),
            ("many-attributes", attributes(prefix: "<?xml version=\"1.0\"?>\n<\(root) ", suffix: "/>")),
            ("huge-attribute-value", filled(prefix: header + "<view id=\"", byte: UInt8(ascii: "a"), suffix: "\"/></objects></document>")),
            ("many-objects", repeated(prefix: header, unit: "<view id=\"v\" contentMode=\"scaleToFill\"/>", suffix: "</objects></document>")),
            ("character-references", repeated(prefix: header + "<label text=\"", unit: "&#x1F600;", suffix: "\"/></objects></document>")),
        ]
    }

    private static func attributes(prefix: String, suffix: String) -> [UInt8] {
        var text = prefix
        var index = 0
        while text.utf8.count < size - suffix.utf8.count - 16 {
            text += "a\(index)=\"\" "
            index += 1
        }
        return Array((text + suffix).utf8)
    }

    // MARK: Compiled nibs

    private static func nibArchives() -> [(name: String, bytes: [UInt8])] {
        // A header whose counts promise far more than the file holds.
        var huge = Array("NIBArchive".utf8)
        for value: UInt32 in [1, 10, 0x7FFF_FFFF, 50, 0x7FFF_FFFF, 50, 0x7FFF_FFFF, 50, 0x7FFF_FFFF, 50] {
            withUnsafeBytes(of: value.littleEndian) { huge += $0 }
        }
        huge += [UInt8](repeating: 0x7F, count: size - huge.count)
        // Many small objects, each of class 0 with one value, as a well-formed archive.
        var builder = NIBArchiveBuilder(coderVersion: 10)
        let root = builder.addObject(className: "NSObject")
        var children: [NIBArchiveValue] = []
        // About 12 bytes an object: some 40,000 views fill half a megabyte.
        for _ in 0..<40_000 {
            let view = builder.addObject(className: "UIView")
            builder.append(.int8(1), forKey: "UITag", to: view)
            children.append(.object(view))
        }
        builder.append(.object(builder.addCollection(children)), forKey: "UINibObjectsKey", to: root)
        builder.append(.object(builder.addCollection(children)), forKey: "UINibTopLevelObjectsKey", to: root)
        return [("header-counts", huge), ("many-objects", builder.build().serialized())]
    }

    private static func propertyLists() -> [(name: String, bytes: [UInt8])] {
        // A trailer claiming 2^40 objects of 8-byte offsets.
        var trailerLie = Array("bplist00".utf8) + [UInt8](repeating: 0, count: size - 8 - 32)
        trailerLie += [0, 0, 0, 0, 0, 0, 8, 8]
        trailerLie += bigEndian(1 << 40) + bigEndian(0) + bigEndian(8)
        // An array object whose length says 2^31 elements.
        var longArray = Array("bplist00".utf8) + [0xAF, 0x13] + bigEndian(1 << 31)
        longArray += [UInt8](repeating: 0, count: size - longArray.count - 32 - 1)
        let tableOffset = longArray.count
        longArray += [8]
        longArray += [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(1) + bigEndian(0) + bigEndian(UInt64(tableOffset))
        return [("trailer-object-count", trailerLie), ("array-length", longArray), ("shared-containers", sharedContainers())]
    }

    /// An array of about a quarter of a million references to the head of a chain of 24
    /// arrays, each holding the next twice: 2^25 values at each reference when followed.
    private static func sharedContainers() -> [UInt8] {
        var plist = BinaryPropertyList(offsetIntegerSize: 4, objectReferenceSize: 4)
        let links = 24
        plist.append(.null)
        for link in 0..<links { plist.append(plist.makeArray([link + 2, link + 2])) }
        plist.append(.string("leaf", .ascii))
        let overhead = 8 + 32 + 5 + 4 * (links + 2) + 9 * links + 5
        let count = (size - overhead) / 4
        plist.objects[0] = plist.makeArray(Array(repeating: 1, count: count))
        return plist.serialized()
    }

    private static func bigEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64($0))) }
    }

    // MARK: Strings

    private static func strings() -> [(name: String, bytes: [UInt8])] {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"a\" = \"b\";\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let entry = utf16.dropFirst(2)
        while utf16.count + entry.count <= size { utf16 += entry }
        return [
            ("many-entries", repeated(prefix: "", unit: "\"key\" = \"value\";\n", suffix: "")),
            ("unicode-escapes", repeated(prefix: "\"a\" = \"", unit: "\\UD83D\\UDE00", suffix: "\";")),
            ("open-comment", filled(prefix: "/*", byte: UInt8(ascii: "*"), suffix: "")),
            ("utf16-entries", utf16),
        ]
    }

    // MARK: String Catalogs

    private static func catalogs() -> [(name: String, bytes: [UInt8])] {
        let header = "{\"sourceLanguage\":\"en\",\"strings\":{"
        var manyKeys = Array(header.utf8)
        var index = 0
        while manyKeys.count < size - 64 {
            manyKeys += Array("\"k\(index)\":{\"comment\":\"c\"},".utf8)
            index += 1
        }
        manyKeys += Array("\"last\":{}}}".utf8)
        return [
            ("deep-nesting", repeated(prefix: "", unit: "[", suffix: "")),
            ("many-keys", manyKeys),
            ("huge-string", filled(prefix: header + "\"a\":{\"comment\":\"", byte: UInt8(ascii: "x"), suffix: "\"}}}")),
            ("surrogate-escapes", repeated(prefix: header + "\"a\":{\"comment\":\"", unit: "\\ud83d\\ude00", suffix: "\"}}}")),
        ]
    }

    // MARK: Filling

    private static func repeated(prefix: String, unit: String, suffix: String) -> [UInt8] {
        var bytes = Array(prefix.utf8)
        let unitBytes = Array(unit.utf8)
        while bytes.count + unitBytes.count + suffix.utf8.count <= size { bytes += unitBytes }
        return bytes + Array(suffix.utf8)
    }

    private static func filled(prefix: String, byte: UInt8, suffix: String) -> [UInt8] {
        let head = Array(prefix.utf8)
        let tail = Array(suffix.utf8)
        return head + [UInt8](repeating: byte, count: size - head.count - tail.count) + tail
    }
}
