import NibArchive

/// Walks two object graphs side by side from their roots and collects differences.
///
/// Objects match when they have the same class and, key by key, the same values: integers
/// with the same value and width, floats bit for bit, data byte for byte, references to
/// matching objects. Values under a repeated key (collection elements) are compared in
/// order, except in sets and dictionaries, in arrays of layout constraints and in AppKit's
/// connection lists (`unorderedArrayKeys`), where each element must match a distinct element
/// of the other side; in a UIKit nib, runs of connections of one name and of upstream
/// placeholders are matched that way too, and runtime attribute numbers by value, because
/// ibtool does not keep their order or encoding from build to build (each counted in the
/// notes). The order of keys within an
/// object and of objects in the file never matters. ICC profiles match when their device
/// class and colour space agree (noted in `profilesMatchedByKind`); names ibtool generates
/// at random match when they stand for each other throughout (`GeneratedNamePairing`).
final class GraphComparator {
    private let left: ObjectGraph
    private let right: ObjectGraph
    private let limit: Int
    /// Generated names paired so far, shared by every nib of a compiled storyboard.
    let generatedNames: GeneratedNamePairing
    /// Pairs already compared (or being compared): back references end here.
    private var visited: Set<Pair> = []
    /// Results of silent element matching, by pair.
    private var equalityCache: [Pair: Bool] = [:]
    private(set) var differences: [NibDifference] = []
    /// True once two ICC profiles counted as equal by kind (`ColorProfileKind`), not byte for byte.
    private(set) var profilesMatchedByKind = false
    /// What the comparison accepted as equal without the values being the same, by the pairs
    /// (left, right) it was found at, for `ComparisonNotes`. Kept like `visited`: a silent
    /// comparison that fails forgets what it found.
    private struct Accepted {
        /// Constraint lists (left array, right array) whose constraints all match but stand in
        /// another order: ibtool's constraint order is the same on every compile of a document,
        /// so this is reported, though not as a difference.
        var constraintLists: Set<Pair> = []
        /// Runs of UIKit connections of one class and label (first connection of each side)
        /// whose connections all match but stand in another order: ibtool sorts a nib's
        /// connections by label with an order among equal labels that changes from build to
        /// build of one document (Apptentive's message center: `titleLabel` outlets of three
        /// views in one order in Xcode 8.2's build, another in 8.3's) and even between the two
        /// variants of one nib in one build (`compose:` actions of two bar items, Xcode 9.2's
        /// runtime and iOS 11 nibs). UIKit makes each connection on its own.
        var connectionRuns: Set<Pair> = []
        /// Date pickers (left, right) showing the current date whose archived dates differ:
        /// ibtool archives the time it ran when the document names no date, and UIKit replaces
        /// it with the current date when the nib loads.
        var compileTimeDates: Set<Pair> = []
        /// Runs of upstream placeholders among a nib's top-level objects or object list that
        /// all match but stand in another order: ibtool lists them in an order that changes
        /// from build to build (Apptentive's banner view nib: its controller's placeholder
        /// first in Xcode 8.2's build, last in 8.3's) and between the variants of one nib (its
        /// upgrade message, Xcode 9.2). UIKit finds each by name in the external objects table.
        var placeholderRuns: Set<Pair> = []
        /// Runtime attribute numbers (`UINibKeyValuePairsKey`, left and right objects) that
        /// matched by value, not by encoding (an integer against a double of the same value).
        var numbers: Set<Pair> = []
    }
    private var accepted = Accepted()
    /// The same, counted in nibs nested in data (prototype cells).
    private var nestedNotes = ComparisonNotes()
    private var silent = false
    private var silentFailed = false

    /// Adds what the comparison accepted without equality (here and in nested nibs) to `notes`.
    func addCounts(to notes: inout ComparisonNotes) {
        var own = ComparisonNotes()
        own.constraintListsInAnotherOrder = accepted.constraintLists.count
        own.connectionRunsInAnotherOrder = accepted.connectionRuns.count
        own.placeholderRunsInAnotherOrder = accepted.placeholderRuns.count
        own.runtimeAttributeNumbersMatchedByValue = accepted.numbers.count
        own.compileTimeDates = accepted.compileTimeDates.count
        notes.addCounts(of: own)
        notes.addCounts(of: nestedNotes)
    }

    private struct Pair: Hashable {
        var left: Int
        var right: Int
    }

    static let elementKey = "UINibEncoderEmptyKey"
    /// Keys whose values ibtool generates at random on every compile (storyboard UUIDs):
    /// only their presence is compared.
    static let randomKeys: Set<String> = ["uniqueIdentifierForStoryboardCompilation"]
    static let unorderedClasses: Set<String> = ["NSSet", "NSMutableSet", "NSDictionary", "NSMutableDictionary"]
    /// AppKit nibs' connection lists: ibtool writes the connections it generates (a storyboard
    /// window controller's `window`, `storyboard` and `delegate` outlets, a stack view's
    /// views) in an order that changes between documents of the same shape (hash order), and
    /// `NSIBObjectData` makes every connection whatever the order; each connection must still
    /// match one of the other side's. viraptor/ibtool's comparison sorts them too. The object
    /// id table lists the connections in the same order (`NSOidsKeys`), numbered in turn
    /// (`NSOidsValues`): both are compared as multisets, so every object and connection must
    /// have an id and the ids must be the same numbers (viraptor's leaves the numbers out).
    /// UIKit nibs' runtime attributes (`UINibKeyValuePairsKey`) likewise: ibtool groups them
    /// by object in hash order (SwiftMessages' CardView, compiled twice by Xcode 10.2, lists
    /// its two objects' attributes in both orders), and each pair names its object and key.
    static let unorderedArrayKeys: [String] = ["NSConnections", "NSAccessibilityConnectors", "NSOidsKeys", "NSOidsValues", "UINibKeyValuePairsKey"]
    static let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]
    static let constraintClasses: Set<String> = [
        "NSLayoutConstraint", "NSIBPrototypingLayoutConstraint", "NSContentSizeLayoutConstraint",
        "NSWindowTemplateContentSizeLayoutConstraint", "_UILayoutSupportConstraint",
    ]

    init(left: ObjectGraph, right: ObjectGraph, limit: Int, generatedNames: GeneratedNamePairing = GeneratedNamePairing()) {
        self.left = left
        self.right = right
        self.limit = max(1, limit)
        self.generatedNames = generatedNames
    }

    /// True once enough differences are collected (or, when matching silently, one).
    private var isDone: Bool { silent ? silentFailed : differences.count >= limit }

    private func report(_ path: String, _ detail: String) {
        if silent { silentFailed = true; return }
        if differences.count < limit { differences.append(NibDifference(path: path, detail: detail)) }
    }

    /// Compares the graphs from their roots.
    func run() {
        compareObjects(left.rootIndex, right.rootIndex, path: "$root")
    }

    private func compareObjects(_ leftIndex: Int, _ rightIndex: Int, path: String) {
        guard !isDone else { return }
        guard let leftObject = left.object(at: leftIndex), let rightObject = right.object(at: rightIndex) else {
            report(path, "dangling reference")
            return
        }
        guard leftObject.className == rightObject.className else {
            report(path, "class \(leftObject.className) vs \(rightObject.className)")
            return
        }
        // Strings are leaves shared between users: compare them at every use, as text.
        let leftText = Self.text(of: leftObject), rightText = Self.text(of: rightObject)
        if let leftText, let rightText, leftText != rightText, !generatedNames.pair(leftText, rightText) {
            report(path, "\(Self.quoted(leftText)) vs \(Self.quoted(rightText))")
            return
        }
        if leftText != nil, leftObject.entries.count == 1 { return }
        guard visited.insert(Pair(left: leftIndex, right: rightIndex)).inserted else { return }
        let leftGroups = Self.grouped(leftObject), rightGroups = Self.grouped(rightObject)
        if let leftConnections = leftGroups.values["UINibConnectionsKey"]?.first,
           let rightConnections = rightGroups.values["UINibConnectionsKey"]?.first {
            pairPlaceholders(through: leftConnections, rightConnections)
        }
        for (key, leftValues) in leftGroups.ordered where !isDone && !Self.randomKeys.contains(key) {
            if key == Self.elementKey, rightGroups.values[key] == nil {
                report(path, "\(leftValues.count) elements vs 0 elements")
                continue
            }
            guard let rightValues = rightGroups.values[key] else {
                report(path + "." + key, "present on the left only (\(describe(leftValues.first, in: left)))")
                continue
            }
            if key == Self.elementKey, Self.dictionaryClasses.contains(leftObject.className),
               leftValues.count == rightValues.count, leftValues.count % 2 == 0 {
                compareDictionaryEntries(leftValues, rightValues, path: path)
            } else if key == Self.elementKey {
                compareElements(leftValues, rightValues, unordered: isUnordered(leftObject, leftValues, path: path), path: path,
                                lists: Pair(left: leftIndex, right: rightIndex))
            } else if leftObject.className == "UINibKeyValuePair", key == "UIValue", leftValues.count == 1, rightValues.count == 1,
                      numbersMatchByValue(leftValues[0], rightValues[0]) {
                continue
            } else if key == "UIDate", leftValues.count == 1, rightValues.count == 1,
                      showsCurrentDate(leftObject, leftValues[0], rightObject, rightValues[0]) {
                if !matches(leftValues[0], rightValues[0]) { accepted.compileTimeDates.insert(Pair(left: leftIndex, right: rightIndex)) }
                continue
            } else if leftValues.count != rightValues.count {
                report(path + "." + key, "stored \(leftValues.count) times vs \(rightValues.count) times")
            } else {
                for (leftValue, rightValue) in zip(leftValues, rightValues) where !isDone {
                    compareValues(leftValue, rightValue, path: path + "." + key)
                }
            }
        }
        for (key, rightValues) in rightGroups.ordered where leftGroups.values[key] == nil && !isDone {
            if key == Self.elementKey {
                report(path, "0 elements vs \(rightValues.count) elements")
                continue
            }
            report(path + "." + key, "present on the right only (\(describe(rightValues.first, in: right)))")
        }
    }

    /// True when both objects are date pickers that show the current date (UIKit replaces their
    /// `UIDate` with it unless `UIDatePickerUseCurrentDateDuringDecoding` is false) and both
    /// dates are `NSDate`s: ibtool archives the time it ran for a picker whose
    /// document names no date (UIKitCatalog's picker, Xcode 11.2: 2019-10-04 12:53:25), so no
    /// two compiles agree on it.
    private func showsCurrentDate(_ leftObject: ArchivedObject, _ leftValue: ArchivedValue, _ rightObject: ArchivedObject, _ rightValue: ArchivedValue) -> Bool {
        guard leftObject.className == "UIDatePicker", rightObject.className == "UIDatePicker",
              let leftDate = leftValue.referencedObject, let rightDate = rightValue.referencedObject,
              left.className(of: leftDate) == "NSDate", right.className(of: rightDate) == "NSDate" else { return false }
        func usesCurrentDate(_ object: ArchivedObject) -> Bool {
            !object.entries.contains { $0.key == "UIDatePickerUseCurrentDateDuringDecoding" && $0.value == .bool(false) }
        }
        return usesCurrentDate(leftObject) && usesCurrentDate(rightObject)
    }

    /// True when a runtime attribute's two values are numbers of one value, whatever their
    /// encodings (counted in `accepted.numbers` when those differ). ibtool shares one
    /// NSNumber among a nib's equal numbers, in the form of the first it encodes, and encodes
    /// runtime attributes in hash order: SwiftMessages' card view archives a corner radius the
    /// document gives as the integer 10 as 10.0, the value of a real attribute encoded before
    /// it (Xcode 9.4), and its centered view the other way (9.2). Key-value coding sets the
    /// same value.
    private func numbersMatchByValue(_ leftValue: ArchivedValue, _ rightValue: ArchivedValue) -> Bool {
        guard let leftIndex = leftValue.referencedObject, let rightIndex = rightValue.referencedObject,
              let leftObject = left.object(at: leftIndex), let rightObject = right.object(at: rightIndex),
              let leftNumber = Self.numericValue(of: leftObject), let rightNumber = Self.numericValue(of: rightObject),
              leftNumber == rightNumber else { return false }
        if leftObject.entries != rightObject.entries { accepted.numbers.insert(Pair(left: leftIndex, right: rightIndex)) }
        return true
    }

    /// An `NSNumber`'s value as a double (integer, boolean, float or double encodings).
    static func numericValue(of object: ArchivedObject) -> Double? {
        guard object.className == "NSNumber", object.entries.count == 1, let value = object.entries.first?.value else { return nil }
        switch value {
        case .integer(let number, _): return Double(number)
        case .float(let number): return Double(number)
        case .double(let number): return number
        default: return value.integerValue.map(Double.init)
        }
    }

    private func isConstraint(_ value: ArchivedValue, in graph: ObjectGraph) -> Bool {
        guard let index = value.referencedObject, let object = graph.object(at: index) else { return false }
        return Self.constraintClasses.contains(object.className)
    }

    private func isUnordered(_ object: ArchivedObject, _ elements: [ArchivedValue], path: String) -> Bool {
        if Self.unorderedClasses.contains(object.className) { return true }
        if Self.unorderedArrayKeys.contains(where: { path.hasSuffix("." + $0) }) { return true }
        guard !elements.isEmpty else { return false }
        return elements.allSatisfy { value in
            guard let index = value.referencedObject, let element = left.object(at: index) else { return false }
            return Self.constraintClasses.contains(element.className)
        }
    }

    private func compareElements(_ leftValues: [ArchivedValue], _ rightValues: [ArchivedValue], unordered: Bool, path: String, lists: Pair) {
        guard leftValues.count == rightValues.count else {
            report(path, "\(leftValues.count) elements vs \(rightValues.count) elements")
            return
        }
        if path.hasSuffix(".UINibConnectionsKey") {
            return compareConnectionLists(leftValues, rightValues, path: path, lists: lists)
        }
        if path.hasSuffix(".UINibTopLevelObjectsKey") || path.hasSuffix(".UINibObjectsKey") {
            return comparePlaceholderRuns(leftValues, rightValues, path: path, lists: lists)
        }
        guard unordered else {
            // Layout constraints may come in any order: their slots must line up, their
            // contents are matched as a multiset (`compareInRuns`, with no other runs).
            return compareInRuns(leftValues, rightValues, path: path, lists: lists, runKey: { _, _ in nil }, record: { _ in })
        }
        if compareAsMultiset(leftValues, rightValues, path: path, positions: Array(leftValues.indices)),
           leftValues.allSatisfy({ isConstraint($0, in: left) }), !Self.unorderedClasses.contains(left.className(of: lists.left) ?? "") {
            noteConstraintOrder(leftValues, rightValues, lists: lists)
        }
    }

    /// A UIKit nib's connections, in order, except that a run of connections of one class and
    /// label on both sides (`Accepted.connectionRuns`) is matched as a multiset.
    private func compareConnectionLists(_ leftValues: [ArchivedValue], _ rightValues: [ArchivedValue], path: String, lists: Pair) {
        compareInRuns(leftValues, rightValues, path: path, lists: lists, runKey: Self.connectionName) { accepted.connectionRuns.insert($0) }
    }

    /// A connection's class and label (`UIRuntimeOutletConnection delegate`), or nil for a
    /// value that is no labelled object.
    private static func connectionName(_ value: ArchivedValue, in graph: ObjectGraph) -> String? {
        guard let object = value.referencedObject.flatMap(graph.object(at:)),
              let text = text(of: object.entries.first { $0.key == "UILabel" }?.value, in: graph) else { return nil }
        return object.className + " " + text
    }

    /// Pairs the generated names of the upstream placeholders that a nib's connections start
    /// or end at, connection by connection (one class and label, taken in order), before the
    /// nib's object lists are compared: those match runs of placeholders in any order and
    /// would otherwise pair the names by position alone (MapboxNavigation's dialog scene,
    /// whose tap recogniser's and controller's placeholders Xcode 9.2 listed the other way).
    private func pairPlaceholders(through leftList: ArchivedValue, _ rightList: ArchivedValue) {
        func elements(_ value: ArchivedValue?, in graph: ObjectGraph) -> [ArchivedValue] {
            guard let object = value?.referencedObject.flatMap(graph.object(at:)) else { return [] }
            return object.entries.filter { $0.key == Self.elementKey }.map(\.value)
        }
        func placeholderName(_ value: ArchivedValue?, in graph: ObjectGraph) -> String? {
            guard let object = value?.referencedObject.flatMap(graph.object(at:)), object.className == "UIProxyObject" else { return nil }
            return Self.text(of: object.value(forKey: "UIProxiedObjectIdentifier"), in: graph)
        }
        func pairEnds(_ leftValue: ArchivedValue?, _ rightValue: ArchivedValue?) {
            if let leftName = placeholderName(leftValue, in: left), let rightName = placeholderName(rightValue, in: right) {
                _ = generatedNames.pair(leftName, rightName)
                return
            }
            // An outlet collection's destinations, in order.
            let leftMembers = elements(leftValue, in: left), rightMembers = elements(rightValue, in: right)
            guard leftMembers.count == rightMembers.count else { return }
            for (leftMember, rightMember) in zip(leftMembers, rightMembers) {
                if let leftName = placeholderName(leftMember, in: left), let rightName = placeholderName(rightMember, in: right) {
                    _ = generatedNames.pair(leftName, rightName)
                }
            }
        }
        // Of connections of one name, the one whose other end (not a placeholder) matches: two
        // embed segues' `containerView` outlets differ by their container views.
        func otherEndsMatch(_ leftObject: ArchivedObject, _ rightObject: ArchivedObject) -> Bool {
            ["UISource", "UIDestination"].allSatisfy { end in
                guard let leftValue = leftObject.value(forKey: end), let rightValue = rightObject.value(forKey: end) else { return true }
                return placeholderName(leftValue, in: left) != nil || matches(leftValue, rightValue)
            }
        }
        var unused = elements(rightList, in: right)
        for connection in elements(leftList, in: left) {
            guard let key = Self.connectionName(connection, in: left), let leftObject = connection.referencedObject.flatMap(left.object(at:)) else { continue }
            let named = unused.indices.filter { Self.connectionName(unused[$0], in: right) == key }
            // Failing a full match, the one whose other end shares the most texts (a static
            // cell's labels: OmiseSDK's payment methods, whose cells differ in their frames).
            func bestShared() -> Int? {
                let leftTexts = ["UISource", "UIDestination"].map { leftObject.value(forKey: $0).map { Self.texts(near: $0, in: left) } }
                return named.map { ($0, sharedTexts(leftTexts, unused[$0])) }.max { $0.1 < $1.1 }?.0
            }
            guard let position = named.count > 1
                    ? named.first(where: { index in unused[index].referencedObject.flatMap(right.object(at:)).map { otherEndsMatch(leftObject, $0) } ?? false }) ?? bestShared()
                    : named.first,
                  let rightObject = unused[position].referencedObject.flatMap(right.object(at:)) else { continue }
            unused.remove(at: position)
            for end in ["UISource", "UIDestination"] {
                pairEnds(leftObject.value(forKey: end), rightObject.value(forKey: end))
            }
        }
    }

    /// How many texts a connection shares with `rightConnection` near their ends (within a few
    /// references, generated names left out), given the left connection's texts near its
    /// source and its destination (`texts(near:in:)`, nil for an end it lacks).
    private func sharedTexts(_ leftTexts: [[String]?], _ rightConnection: ArchivedValue) -> Int {
        guard let rightObject = rightConnection.referencedObject.flatMap(right.object(at:)) else { return 0 }
        var shared = 0
        for (end, texts) in zip(["UISource", "UIDestination"], leftTexts) {
            guard let texts, let rightEnd = rightObject.value(forKey: end) else { continue }
            var rightTexts = Self.texts(near: rightEnd, in: right)
            for text in texts {
                if let index = rightTexts.firstIndex(of: text) { rightTexts.remove(at: index); shared += 1 }
            }
        }
        return shared
    }

    /// The texts reachable from `value` within `depth` references, but generated names.
    static func texts(near value: ArchivedValue, in graph: ObjectGraph, depth: Int = 4) -> [String] {
        // Breadth first, so each object is reached by its shortest path.
        var texts: [String] = []
        var seen: Set<Int> = []
        var level = [value]
        for remaining in stride(from: depth, through: 0, by: -1) {
            var next: [ArchivedValue] = []
            for value in level {
                guard let index = value.referencedObject, seen.insert(index).inserted, let object = graph.object(at: index) else { continue }
                if let text = text(of: object) {
                    if !text.hasPrefix("UpstreamPlaceholder-") { texts.append(text) }
                } else if remaining > 0 {
                    next += object.entries.map(\.value)
                }
            }
            level = next
        }
        return texts
    }

    /// A UIKit nib's top-level objects or object list, in order, except that its upstream
    /// placeholders (`Accepted.placeholderRuns`) are matched as a multiset where both
    /// sides list them in a run.
    private func comparePlaceholderRuns(_ leftValues: [ArchivedValue], _ rightValues: [ArchivedValue], path: String, lists: Pair) {
        func name(_ value: ArchivedValue, in graph: ObjectGraph) -> String? {
            guard let object = value.referencedObject.flatMap(graph.object(at:)), object.className == "UIProxyObject",
                  let text = Self.text(of: object.entries.first { $0.key == "UIProxiedObjectIdentifier" }?.value, in: graph),
                  text.hasPrefix("UpstreamPlaceholder-") else { return nil }
            return "UpstreamPlaceholder"
        }
        compareInRuns(leftValues, rightValues, path: path, lists: lists, runKey: name) { accepted.placeholderRuns.insert($0) }
    }

    /// Elements compared in order, except runs of elements with one `runKey` (non-nil) at the
    /// same positions on both sides: those are matched as a multiset, and a run that matches
    /// only in another order is handed to `record` (by its first elements). Layout constraints
    /// elsewhere in the list are matched as in `compareElements` (`lists` notes their order).
    private func compareInRuns(_ leftValues: [ArchivedValue], _ rightValues: [ArchivedValue], path: String, lists: Pair,
                               runKey: (ArchivedValue, ObjectGraph) -> String?, record: (Pair) -> Void) {
        let leftKeys = leftValues.map { runKey($0, left) }, rightKeys = rightValues.map { runKey($0, right) }
        var leftConstraints: [ArchivedValue] = [], rightConstraints: [ArchivedValue] = [], constraintPositions: [Int] = []
        defer {
            if !leftConstraints.isEmpty, !isDone,
               compareAsMultiset(leftConstraints, rightConstraints, path: path, positions: constraintPositions) {
                noteConstraintOrder(leftConstraints, rightConstraints, lists: lists)
            }
        }
        var start = 0
        while start < leftValues.count, !isDone {
            var end = start + 1
            if let current = leftKeys[start], rightKeys[start] == current {
                while end < leftValues.count, leftKeys[end] == current, rightKeys[end] == current { end += 1 }
            }
            if end - start == 1 {
                if isConstraint(leftValues[start], in: left), isConstraint(rightValues[start], in: right) {
                    leftConstraints.append(leftValues[start])
                    rightConstraints.append(rightValues[start])
                    constraintPositions.append(start)
                } else {
                    compareValues(leftValues[start], rightValues[start], path: "\(path)[\(start)]")
                }
            } else {
                let leftRun = Array(leftValues[start..<end]), rightRun = Array(rightValues[start..<end])
                if compareAsMultiset(leftRun, rightRun, path: path, positions: Array(start..<end)), !isDone,
                   !zip(leftRun, rightRun).allSatisfy({ matches($0.0, $0.1) }),
                   let first = leftRun.first?.referencedObject, let firstRight = rightRun.first?.referencedObject {
                    record(Pair(left: first, right: firstRight))
                }
            }
            start = end
        }
    }

    /// Records `lists` when its constraints, matched as a multiset, do not also match in order.
    private func noteConstraintOrder(_ leftConstraints: [ArchivedValue], _ rightConstraints: [ArchivedValue], lists: Pair) {
        guard !isDone, leftConstraints.count > 1, !zip(leftConstraints, rightConstraints).allSatisfy({ matches($0.0, $0.1) }) else { return }
        accepted.constraintLists.insert(lists)
    }

    /// Dictionary entries (inline key, value, key, value...) in any order: an entry matches
    /// an equal entry; an entry left over is compared with the entry of the same key, so a
    /// difference is reported under its key (`[TabViewGridCell]`).
    private func compareDictionaryEntries(_ leftValues: [ArchivedValue], _ rightValues: [ArchivedValue], path: String) {
        let leftEntries = stride(from: 0, to: leftValues.count, by: 2).map { (key: leftValues[$0], value: leftValues[$0 + 1]) }
        let rightEntries = stride(from: 0, to: rightValues.count, by: 2).map { (key: rightValues[$0], value: rightValues[$0 + 1]) }
        var unmatched = Array(rightEntries.indices)
        var leftovers: [Int] = []
        for (index, entry) in leftEntries.enumerated() where !isDone {
            if let position = unmatched.firstIndex(where: { entryMatches(entry, rightEntries[$0]) }) {
                unmatched.remove(at: position)
            } else {
                leftovers.append(index)
            }
        }
        for index in leftovers where !isDone {
            let entry = leftEntries[index]
            let name = Self.text(of: entry.key, in: left) ?? "\(index)"
            if let position = unmatched.firstIndex(where: { matches(entry.key, rightEntries[$0].key) }) {
                compareValues(entry.value, rightEntries[unmatched[position]].value, path: "\(path)[\(name)]")
                unmatched.remove(at: position)
            } else {
                report("\(path)[\(name)]", "key on the left only")
            }
        }
        for position in unmatched where !isDone {
            let name = Self.text(of: rightEntries[position].key, in: right) ?? "\(position)"
            report("\(path)[\(name)]", "key on the right only")
        }
    }

    /// Whether two dictionary entries match, key and value. A generated name the keys paired
    /// is unpaired again when the values differ, so a placeholder's name pairs with the name
    /// of the placeholder standing for the same object, not with the first one tried.
    private func entryMatches(_ left: (key: ArchivedValue, value: ArchivedValue), _ right: (key: ArchivedValue, value: ArchivedValue)) -> Bool {
        let savedNames = generatedNames.pairs
        if matches(left.key, right.key) && matches(left.value, right.value) { return true }
        generatedNames.restore(savedNames)
        return false
    }

    /// Matches each left value with an equal right value; leftovers are compared pairwise
    /// (same class first) to explain the difference. `positions` are the left values'
    /// indices for the reported paths. True when every value found its match.
    @discardableResult
    private func compareAsMultiset(_ leftValues: [ArchivedValue], _ rightValues: [ArchivedValue], path: String, positions: [Int]) -> Bool {
        var unmatched = Array(rightValues.indices)
        var unmatchedLeft: [Int] = []
        for (index, leftValue) in leftValues.enumerated() where !isDone {
            if let position = unmatched.firstIndex(where: { matches(leftValue, rightValues[$0]) }) {
                unmatched.remove(at: position)
            } else {
                unmatchedLeft.append(index)
            }
        }
        // Explain each element left over by comparing it with a leftover of the same class.
        for index in unmatchedLeft where !isDone {
            let leftClass = leftValues[index].referencedObject.flatMap { left.className(of: $0) }
            let position = unmatched.firstIndex { rightValues[$0].referencedObject.flatMap { right.className(of: $0) } == leftClass }
                ?? unmatched.indices.first
            guard let position else { break }
            compareValues(leftValues[index], rightValues[unmatched[position]], path: "\(path)[\(positions[index])]")
            unmatched.remove(at: position)
        }
        return unmatchedLeft.isEmpty && unmatched.isEmpty
    }

    /// Whether the left object `leftIndex` equals the right object `rightIndex` in full
    /// (classes, keys, values and everything they reference), checked without reporting.
    func objectsMatch(_ leftIndex: Int, _ rightIndex: Int) -> Bool {
        matches(.reference(leftIndex), .reference(rightIndex))
    }

    /// Whether two values match, checked without reporting.
    private func matches(_ leftValue: ArchivedValue, _ rightValue: ArchivedValue) -> Bool {
        if case .reference(let leftIndex) = leftValue, case .reference(let rightIndex) = rightValue {
            let pair = Pair(left: leftIndex, right: rightIndex)
            if let cached = equalityCache[pair] { return cached }
            let result = silentlyEqual { compareObjects(leftIndex, rightIndex, path: "") }
            equalityCache[pair] = result
            return result
        }
        return silentlyEqual { compareValues(leftValue, rightValue, path: "") }
    }

    private func silentlyEqual(_ body: () -> Void) -> Bool {
        let savedSilent = silent, savedFailed = silentFailed, savedVisited = visited, savedNames = generatedNames.pairs
        let savedAccepted = accepted
        silent = true
        silentFailed = false
        body()
        let equal = !silentFailed
        silent = savedSilent
        silentFailed = savedFailed
        visited = equal ? visited : savedVisited
        if !equal { accepted = savedAccepted }
        if !equal { generatedNames.restore(savedNames) }
        return equal
    }

    private func compareValues(_ leftValue: ArchivedValue, _ rightValue: ArchivedValue, path: String) {
        switch (leftValue, rightValue) {
        case let (.reference(leftIndex), .reference(rightIndex)):
            compareObjects(leftIndex, rightIndex, path: path)
        case let (.float(a), .float(b)) where a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN):
            return
        case let (.double(a), .double(b)) where a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN):
            return
        case let (.data(leftBytes), .data(rightBytes)) where leftBytes != rightBytes && Self.isNib(leftBytes) && Self.isNib(rightBytes):
            compareNestedNibs(leftBytes, rightBytes, path: path)
        case let (.data(leftBytes), .data(rightBytes)) where leftBytes != rightBytes && ColorProfileKind(leftBytes) != nil
            && ColorProfileKind(leftBytes) == ColorProfileKind(rightBytes):
            profilesMatchedByKind = true
        default:
            if leftValue != rightValue {
                report(path, "\(describe(leftValue, in: left)) vs \(describe(rightValue, in: right))")
            }
        }
    }

    /// True for data holding a NIBArchive (a table view's prototype cell nib, a `UINib`'s
    /// `archiveData`).
    static func isNib(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("NIBArchive".utf8))
    }

    /// Nibs nested in data are compared as nibs, by their decoded graphs, like the nib
    /// holding them: the order their file lists objects in does not matter to UIKit either.
    private func compareNestedNibs(_ leftBytes: [UInt8], _ rightBytes: [UInt8], path: String) {
        guard let leftGraph = try? CompiledNibFile(bytes: leftBytes).graph, let rightGraph = try? CompiledNibFile(bytes: rightBytes).graph else {
            report(path, "nested nib data that does not decode")
            return
        }
        var notes = ComparisonNotes()
        let nested = NibComparison.differences(leftGraph, rightGraph, limit: silent ? 1 : max(1, limit - differences.count),
                                               generatedNames: generatedNames, notes: &notes)
        if notes.profilesMatchedByKind { profilesMatchedByKind = true }
        if !silent { nestedNotes.addCounts(of: notes) }
        for difference in nested {
            report(path + "{nib}" + difference.path.dropFirst("$root".count), difference.detail)
        }
    }

    /// A readable value: `int8 1`, `true`, `"text"` for string objects, `<NSView>` for others.
    private func describe(_ value: ArchivedValue?, in graph: ObjectGraph) -> String {
        guard let value else { return "nothing" }
        switch value {
        case .integer(let number, let width): return "int\(width * 8) \(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .float(let number): return "float32 \(number)"
        case .double(let number): return "float64 \(number)"
        case .data(let bytes):
            let hex = bytes.prefix(24).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
            return "data(\(bytes.count) bytes: \(hex)\(bytes.count > 24 ? "…" : ""))"
        case .string(let text): return Self.quoted(text)
        case .null: return "nil"
        case .array(let values): return "array of \(values.count)"
        case .reference(let index):
            guard let object = graph.object(at: index) else { return "dangling reference" }
            if let text = Self.text(of: object) { return Self.quoted(text) }
            return "<\(object.className)>"
        }
    }

    /// The text of the string object `value` refers to in `graph`, if it is one.
    static func text(of value: ArchivedValue?, in graph: ObjectGraph) -> String? {
        value?.referencedObject.flatMap(graph.object(at:)).flatMap(text(of:))
    }

    /// The text of an `NSString`-like object (UTF-8 under `NS.bytes`), else nil.
    static func text(of object: ArchivedObject) -> String? {
        guard object.className.hasSuffix("String"), case .data(let bytes)? = object.value(forKey: "NS.bytes") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            .replacingOccurrences(of: "\t", with: "\\t") + "\""
    }

    /// An object's values grouped by key, keys in first-appearance order.
    /// Sets archived with keyed members (`NS.object.0`, Xcode 13) are compared as their
    /// elements: a set in any order, an ordered set in order unless its members are layout
    /// constraints (as constraint arrays are).
    static let keyedSetClasses: Set<String> = ["NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet"]

    private static func grouped(_ object: ArchivedObject) -> (ordered: [(String, [ArchivedValue])], values: [String: [ArchivedValue]]) {
        var values: [String: [ArchivedValue]] = [:]
        var order: [String] = []
        let keyedSet = keyedSetClasses.contains(object.className)
        for entry in object.entries {
            let key = keyedSet && entry.key.hasPrefix("NS.object.") ? elementKey : entry.key
            if values[key] == nil { order.append(key) }
            values[key, default: []].append(entry.value)
        }
        return (order.map { ($0, values[$0] ?? []) }, values)
    }
}
