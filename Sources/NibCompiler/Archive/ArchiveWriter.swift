import NibArchive

/// Builds the object graph of one compiled nib the way UINibEncoder lays values out.
///
/// A thin layer over `NIBArchiveBuilder` that knows Apple's value conventions: integers in
/// the smallest signed width (negatives as int64), strings as `NSString` objects holding
/// UTF-8 under `NS.bytes` (one object per distinct text, as Apple shares them), numbers as
/// `NSNumber`, collections as `NSInlinedValue` followed by `UINibEncoderEmptyKey` elements.
struct ArchiveWriter {
    private(set) var builder: NIBArchiveBuilder
    private var strings: [String: Int] = [:]

    /// An empty graph whose object 0 is the `NSObject` root (`$top`).
    init(coderVersion: UInt32) {
        builder = NIBArchiveBuilder(coderVersion: coderVersion)
        _ = builder.addObject(className: "NSObject")
    }

    /// Index of the root object.
    var root: Int { 0 }

    /// A new object of `className` with no values yet.
    mutating func object(_ className: String, fallbacks: [String] = []) -> Int {
        builder.addObject(className: className, fallbacks: fallbacks)
    }

    /// Appends `value` under `key` to `object`.
    mutating func set(_ key: String, _ value: NIBArchiveValue, on object: Int) {
        builder.append(value, forKey: key, to: object)
    }

    /// Appends an integer in Apple's width (smallest signed, negatives int64).
    mutating func set(_ key: String, integer: Int64, on object: Int) {
        builder.append(.integer(integer), forKey: key, to: object)
    }

    /// Appends a boolean.
    mutating func set(_ key: String, bool: Bool, on object: Int) {
        builder.append(.bool(bool), forKey: key, to: object)
    }

    /// Appends a reference to `target`.
    mutating func set(_ key: String, reference target: Int, on object: Int) {
        builder.append(.object(target), forKey: key, to: object)
    }

    /// Replaces the value under `key` on `object` (appends it when there is none).
    mutating func replace(_ key: String, _ value: NIBArchiveValue, on object: Int) {
        builder.replace(value, forKey: key, on: object)
    }

    /// Appends nil.
    mutating func setNull(_ key: String, on object: Int) {
        builder.append(.null, forKey: key, to: object)
    }

    /// Appends a reference to `target`, or nil when there is none (UIKit's encoders write a
    /// nil object as nil).
    mutating func set(_ key: String, optionalReference target: Int?, on object: Int) {
        if let target { set(key, reference: target, on: object) } else { setNull(key, on: object) }
    }

    /// Appends a reference to the shared `NSString` holding `text`.
    mutating func set(_ key: String, string text: String, on object: Int) {
        builder.append(.object(string(text)), forKey: key, to: object)
    }

    /// Appends a reference to the `NSString` holding `text`, or nil when there is none.
    mutating func set(_ key: String, optionalString text: String?, on object: Int) {
        if let text { set(key, string: text, on: object) } else { setNull(key, on: object) }
    }

    /// The shared `NSString` object holding `text`.
    mutating func string(_ text: String) -> Int {
        if let existing = strings[text] { return existing }
        let index = builder.addString(text)
        strings[text] = index
        return index
    }

    /// A new, unshared string object of `className` (`NSMutableString`, `NSLocalizableString`).
    mutating func uniqueString(_ text: String, className: String) -> Int {
        builder.addString(text, className: className)
    }

    /// A new `NSLocalizableString`: the text, its strings-file key (`<id>.title`) under
    /// `NSKey` and the development-language text under `NSDev`.
    mutating func localizableString(_ text: String, key: String) -> Int {
        let index = uniqueString(text, className: "NSLocalizableString")
        set("NSKey", string: key, on: index)
        set("NSDev", string: text, on: index)
        return index
    }

    /// A new `NSDate`: seconds since the reference date (2001-01-01 UTC) under `NS.time`, as
    /// a document's `timeIntervalSinceReferenceDate` gives them.
    mutating func date(secondsSinceReferenceDate seconds: Double) -> Int {
        let index = object("NSDate")
        set("NS.time", .double(seconds), on: index)
        return index
    }

    /// A new `NSNumber` holding an integer under `NS.intval`.
    mutating func number(_ value: Int64) -> Int {
        let index = object("NSNumber")
        set("NS.intval", integer: value, on: index)
        return index
    }

    /// A new `NSNumber` holding a double under `NS.dblval`.
    mutating func number(double value: Double) -> Int {
        let index = object("NSNumber")
        set("NS.dblval", .double(value), on: index)
        return index
    }

    /// A new collection object (`NSArray`, `NSMutableArray`, `NSMutableSet`, ...) of `elements`.
    mutating func collection(_ className: String, _ elements: [Int]) -> Int {
        builder.addCollection(elements.map { .object($0) }, className: className)
    }

    /// A new dictionary object: alternate key and value elements after `NSInlinedValue`.
    mutating func dictionary(_ className: String, _ pairs: [(key: Int, value: Int)]) -> Int {
        builder.addCollection(pairs.flatMap { [NIBArchiveValue.object($0.key), .object($0.value)] }, className: className)
    }

    /// Makes every empty collection of `classNames` one object, as Foundation's empty array
    /// (and empty set) is a single instance that the encoder archives once: each of the 1,051
    /// Apple-compiled UIKit nibs of the oracle corpora (nested ones included) holds exactly one
    /// empty `NSArray`, shared by the root's empty lists, and so do 202 of viraptor's 203
    /// AppKit nibs (the other has none); ibtool 9 to 12 share one empty `NSSet` among the
    /// trait storage records of a nib too. Call when the graph is complete.
    mutating func uniqueEmptyCollections(_ classNames: Set<String> = ["NSArray"]) {
        let snapshot = builder
        renumberStrings(builder.uniqueObjects(from: root) { object in
            let contents = snapshot.contents(of: object)
            guard classNames.contains(contents.className), contents.values.allSatisfy({ $0.key == "NSInlinedValue" }) else { return nil }
            return "empty \(contents.className)"
        })
    }

    /// Keeps one attribute dictionary per set of attributes among the attributed strings
    /// (`NSAttributes`, a dictionary or an array of them): Foundation's attributed strings
    /// share equal attribute dictionaries, so Apple's nibs hold each once (93 of 93 distinct
    /// ones in the Carthage and DuckDuckGo nibs; DuckDuckGo's onboarding, Xcode 13.2: three
    /// labels' texts of one colour, font and paragraph style, one dictionary). Dictionaries
    /// are equal when everything they lead to is. Call when the graph is complete.
    mutating func uniqueAttributeDictionaries(fontsFollowText: Bool = false) {
        let snapshot = builder
        var structures: [Int: String] = [:]
        func structure(_ object: Int) -> String {
            if let known = structures[object] { return known }
            let contents = snapshot.contents(of: object)
            let values = contents.values.map { entry in
                if case .object(let target) = entry.value { return "\(entry.key)=\(structure(target))" }
                return "\(entry.key)=\(entry.value)"
            }
            let text = contents.className + "{" + values.joined(separator: ",") + "}"
            structures[object] = text
            return text
        }
        func target(_ value: NIBArchiveValue) -> Int? {
            if case .object(let target) = value { return target }
            return nil
        }
        var dictionaries: Set<Int> = []
        for object in 0..<snapshot.objectCount {
            let contents = snapshot.contents(of: object)
            guard contents.className.hasSuffix("AttributedString"),
                  let attributes = contents.values.first(where: { $0.key == "NSAttributes" }).flatMap({ target($0.value) }) else { continue }
            let container = snapshot.contents(of: attributes)
            if container.className.hasSuffix("Dictionary") {
                dictionaries.insert(attributes)
            } else {
                dictionaries.formUnion(container.values.compactMap { target($0.value) })
            }
        }
        guard !dictionaries.isEmpty else { return }
        // `fontsFollowText`: a view whose font is its own text's font (a text view showing
        // plain text) reads it back from the text's attributes, so where two dictionaries
        // become one, so do their views' fonts (DuckDuckGo's settings, Xcode 13.2.1: two text
        // views of a font the build machine lacked, one font object in the nib for iOS 13, two
        // in the one for iOS 14 and later).
        var sharedFonts: [Int: AnyHashable] = [:]
        for object in 0..<snapshot.objectCount where fontsFollowText {
            let values = snapshot.contents(of: object).values
            guard let font = values.first(where: { $0.key == "UIFont" }).flatMap({ target($0.value) }),
                  let text = values.first(where: { $0.key == "UIAttributedText" }).flatMap({ target($0.value) }),
                  let attributes = snapshot.contents(of: text).values.first(where: { $0.key == "NSAttributes" }).flatMap({ target($0.value) }),
                  dictionaries.contains(attributes),
                  snapshot.contents(of: attributes).values.contains(where: { target($0.value) == font }) else { continue }
            sharedFonts[font] = AnyHashable("font of " + structure(attributes))
        }
        renumberStrings(builder.uniqueObjects(from: root) { object in
            dictionaries.contains(object) ? AnyHashable(structure(object)) : sharedFonts[object]
        })
    }

    /// Drops the objects nothing leads to from the root, as Apple's encoder archives only what
    /// it reaches (`NIBArchiveBuilder.removeUnreachableObjects(from:)`). Call when the graph is
    /// complete.
    mutating func removeUnreachableObjects() {
        renumberStrings(builder.removeUnreachableObjects(from: root))
    }

    /// Keeps one `NSNumber` per numeric value, the first one the encoder meets from the root
    /// (`NIBArchiveBuilder.uniqueNumbers(from:)`); call when the graph is complete.
    mutating func uniqueNumbers() {
        renumberStrings(builder.uniqueNumbers(from: root))
    }

    /// Keeps one `UIColor` per colour UIKit tells apart: ibtool's encoder archives equal
    /// objects once, and UIKit compares colours by their single-precision components, so a
    /// colour written with 17 digits and one written with 10 are one object. The one kept has
    /// the shorter doubles, whichever comes first (DuckDuckGo's onboarding: a label's
    /// 0.1333333333 before a view's 0.13333333333333333; its home row: a button's 0.4039215686
    /// after a view's 0.40392156862745099; Xcode 13.2). Call when the graph is complete.
    ///
    /// `ignoringNames`: a named colour is equal to an unnamed one of the same components, and
    /// the one met first keeps its name for both, as the iOS 12 SDK's classic named colours are
    /// plain colours (TLPhotoPicker's picker, Xcode 10.0: the view's sRGB white is the table
    /// background colour its table archived before it, UIKit encoding a view's subviews
    /// before its background).
    ///
    /// `byDoubles`: colours are one object only when their doubles are equal too, as ibtool 11
    /// and 12 archive them (Presentr's alert, Xcode 11.0: a label's grey written to 17 digits
    /// and a button's same grey written to 10 stay two colours). `byDoublesAlso` asks the same
    /// of some colours only: ibtool 13 joins a runtime attribute's colour to another only when
    /// their doubles are equal (DuckDuckGo's omnibar, Xcode 13.2: its border colour, a third to
    /// 16 digits, stays apart from a background of the same third to 10), and every release
    /// joins it to equal colours (SwiftPasscodeLock's keys in CarthageContainer, Xcode 11.4:
    /// 17 runtime attribute colours and 9 title colours written alike are one object).
    ///
    /// `doubles`: by component key, the doubles that colours archived without them (`UIRed` and
    /// no `UIRed-Double`) had where their floats do not hold them; they tell colours apart as
    /// `byDoubles` does.
    mutating func uniqueColors(ignoringNames: Bool = false, byDoubles: Bool = false, byDoublesAlso exactColors: Set<Int> = [],
                               doubles: [Int: [String: Double]] = [:]) {
        var identities: [Int: AnyHashable] = [:]
        var groups: [AnyHashable: [(object: Int, doubles: [(key: String, value: NIBArchiveValue)])]] = [:]
        for object in 0..<builder.objectCount {
            let contents = builder.contents(of: object)
            guard contents.className == "UIColor" else { continue }
            let exact = byDoubles || exactColors.contains(object)
            let identity = AnyHashable(contents.values.filter { (exact || !$0.key.hasSuffix("-Double")) && !(ignoringNames && $0.key == "UISystemColorName") }
                .map { "\($0.key)=\($0.value)" } + (doubles[object] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)-Double=\($0.value)" })
            identities[object] = identity
            groups[identity, default: []].append((object, contents.values.filter { $0.key.hasSuffix("-Double") }))
        }
        guard !identities.isEmpty else { return }
        func digits(_ doubles: [(key: String, value: NIBArchiveValue)]) -> Int {
            doubles.reduce(0) { total, entry in
                guard case .float64(let bits) = entry.value else { return total }
                return total + "\(Double(bitPattern: bits))".count
            }
        }
        for members in groups.values where members.count > 1 {
            guard let shortest = members.min(by: { digits($0.doubles) < digits($1.doubles) }) else { continue }
            for member in members where member.object != shortest.object {
                for entry in shortest.doubles { builder.replace(entry.value, forKey: entry.key, on: member.object) }
            }
        }
        renumberStrings(builder.uniqueObjects(from: root, visitingFirst: ignoringNames ? ["UISubviews"] : []) { identities[$0] })
    }

    /// Follows the builder's renumbering (an old-to-new object index map, nil for removed
    /// objects) in the shared strings' table.
    private mutating func renumberStrings(_ map: [Int?]) {
        strings = strings.compactMapValues { map.indices.contains($0) ? map[$0] : $0 }
    }

    /// The class name of `object`.
    func className(of object: Int) -> String {
        builder.contents(of: object).className
    }

    /// The value `object` holds under `key` (its first, for a key written more than once), if any.
    func value(_ key: String, of object: Int) -> NIBArchiveValue? {
        builder.contents(of: object).values.first { $0.key == key }?.value
    }

    /// The integer `object` holds under `key`, if any.
    func integer(_ key: String, of object: Int) -> Int64? {
        switch value(key, of: object) {
        case .int8(let value)?: Int64(value)
        case .int16(let value)?: Int64(value)
        case .int32(let value)?: Int64(value)
        case .int64(let value)?: value
        default: nil
        }
    }

    /// The class name of every object in the graph, in object order.
    func objectClassNames() -> [String] {
        (0..<builder.objectCount).map(className(of:))
    }

    /// The class each `UIClassSwapper` of the graph stands for (its `UIOriginalClassName`).
    func swappedClassNames() -> [String] {
        (0..<builder.objectCount).compactMap { object in
            guard className(of: object) == "UIClassSwapper", case .object(let name)? = value("UIOriginalClassName", of: object),
                  case .data(let bytes)? = value("NS.bytes", of: name)
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The finished archive bytes.
    func serialized() -> [UInt8] {
        builder.build().serialized()
    }
}
