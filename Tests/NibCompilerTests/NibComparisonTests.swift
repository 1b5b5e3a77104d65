import Foundation
import NibArchive
import NibCompiler
import NibTestSupport
import XCTest

/// `NibComparison`: graphs are equal when classes, keys, values, integer widths and array
/// order match; file order, key order, set order, constraint order and AppKit's connection
/// order do not matter.
final class NibComparisonTests: TemporaryFolderTestCase {
    /// A root with `IB.objectdata` → an object holding `NSConnections` of labelled connectors.
    private func graph(labels: [String], width: NIBArchiveValue = .int8(1), reversedFile: Bool = false,
                       listKey: String = "NSConnections") -> ObjectGraph {
        var builder = NIBArchiveBuilder(coderVersion: 10)
        let root = builder.addObject(className: "NSObject")
        var connectors: [Int] = []
        let data = builder.addObject(className: "NSIBObjectData")
        let order = reversedFile ? Array(labels.reversed()) : labels
        var byLabel: [String: Int] = [:]
        for label in order {
            let connector = builder.addObject(className: "NSNibControlConnector")
            builder.append(.object(builder.addString(label)), forKey: "NSLabel", to: connector)
            byLabel[label] = connector
        }
        connectors = labels.compactMap { byLabel[$0] }
        builder.append(.object(builder.addCollection(connectors.map { .object($0) }, className: "NSMutableArray")), forKey: listKey, to: data)
        builder.append(width, forKey: "IB.systemFontUpdateVersion", to: root)
        builder.append(.object(data), forKey: "IB.objectdata", to: root)
        return ObjectGraph(builder.build())
    }

    func test_equalGraphs_withDifferentFileAndKeyOrder_areEqual() {
        XCTAssertEqual(NibComparison.differences(graph(labels: ["a:", "b:"]), graph(labels: ["a:", "b:"], reversedFile: true)), [])
    }

    func test_differentString_reportsPathAndBothValues() {
        let differences = NibComparison.differences(graph(labels: ["a:", "foo:", "c:"]), graph(labels: ["a:", "bar:", "c:"]))
        XCTAssertEqual(differences.map(\.description), [#"$root.IB.objectdata.NSConnections[1].NSLabel: "foo:" vs "bar:""#])
    }

    func test_arrayOrder_matters() {
        let differences = NibComparison.differences(graph(labels: ["a:", "b:"], listKey: "NSSubviews"), graph(labels: ["b:", "a:"], listKey: "NSSubviews"))
        XCTAssertEqual(differences.first?.path, "$root.IB.objectdata.NSSubviews[0].NSLabel")
    }

    func test_connectionOrder_doesNotMatter_butEveryConnectionMustMatchOne() {
        // ibtool writes generated connections in hash order (viraptor/ibtool's sb_button_hug and
        // sb_tv_customclass samples: the same window controller, two orders).
        XCTAssertEqual(NibComparison.differences(graph(labels: ["a:", "b:"]), graph(labels: ["b:", "a:"])), [])
        let differences = NibComparison.differences(graph(labels: ["a:", "b:"]), graph(labels: ["b:", "c:"]))
        XCTAssertEqual(differences.map(\.description), [#"$root.IB.objectdata.NSConnections[0].NSLabel: "a:" vs "c:""#])
    }

    func test_uikitRuntimeAttributeOrder_doesNotMatter() {
        // ibtool groups a nib's runtime attributes by object in hash order: SwiftMessages'
        // CardView, compiled twice by Xcode 10.2, lists its two views' attributes in both orders.
        XCTAssertEqual(NibComparison.differences(graph(labels: ["a", "b"], listKey: "UINibKeyValuePairsKey"),
                                                 graph(labels: ["b", "a"], listKey: "UINibKeyValuePairsKey")), [])
        XCTAssertFalse(NibComparison.differences(graph(labels: ["a", "b"], listKey: "UINibKeyValuePairsKey"),
                                                 graph(labels: ["a", "c"], listKey: "UINibKeyValuePairsKey")).isEmpty)
    }

    func test_integerWidth_matters() {
        let differences = NibComparison.differences(graph(labels: ["a:"]), graph(labels: ["a:"], width: .int16(1)))
        XCTAssertEqual(differences.map(\.description), ["$root.IB.systemFontUpdateVersion: int8 1 vs int16 1"])
    }

    func test_elementCount_andMissingKeys_areReported() {
        let differences = NibComparison.differences(graph(labels: ["a:"]), graph(labels: ["a:", "b:"]))
        XCTAssertEqual(differences.map(\.description), ["$root.IB.objectdata.NSConnections: 1 elements vs 2 elements"])
    }

    /// Dictionaries compare entry by entry in any order: a value under the wrong key is a
    /// difference (an external objects table mapping placeholders to the wrong templates),
    /// reported under its key.
    /// A root whose `table` is a dictionary of string keys and values, in the order given.
    private func dictionaryGraph(_ entries: [(String, String)], className: String = "NSMutableDictionary") -> ObjectGraph {
        var builder = NIBArchiveBuilder(coderVersion: 10)
        let root = builder.addObject(className: "NSObject")
        var elements: [NIBArchiveValue] = []
        for (key, value) in entries {
            elements.append(.object(builder.addString(key)))
            elements.append(.object(builder.addString(value)))
        }
        builder.append(.object(builder.addCollection(elements, className: className)), forKey: "table", to: root)
        return ObjectGraph(builder.build())
    }

    func test_dictionaryEntries_matchByKey() {
        func graph(_ entries: [(String, String)]) -> ObjectGraph { dictionaryGraph(entries) }
        XCTAssertEqual(NibComparison.differences(graph([("A", "1"), ("B", "2")]), graph([("B", "2"), ("A", "1")])), [])
        let swapped = NibComparison.differences(graph([("A", "1"), ("B", "2")]), graph([("A", "2"), ("B", "1")]))
        XCTAssertEqual(swapped.map(\.description), [#"$root.table[A]: "1" vs "2""#, #"$root.table[B]: "2" vs "1""#])
        let renamed = NibComparison.differences(graph([("A", "1")]), graph([("C", "1")]))
        XCTAssertEqual(renamed.map(\.description), ["$root.table[A]: key on the left only", "$root.table[C]: key on the right only"])
    }

    func test_generatedKeys_pairWithTheKeyOfTheSameValue_notTheFirstTried() {
        // Apptentive's banner (Xcode 8.3): ibtool names the placeholders of a controller and
        // two gesture recognizers at random, and its external objects table lists them by
        // name; a name pairs with the one standing for the same object.
        func graph(_ entries: [(String, String)]) -> ObjectGraph { dictionaryGraph(entries, className: "NSDictionary") }
        let ours = graph([("UpstreamPlaceholder-2aD-O9-qTr", "controller"), ("UpstreamPlaceholder-BsO-K4-aGP", "tap"), ("UpstreamPlaceholder-RHp-Fj-xrI", "swipe")])
        let apples = graph([("UpstreamPlaceholder-JTM-9c-FP9", "tap"), ("UpstreamPlaceholder-VUJ-bz-Muv", "swipe"), ("UpstreamPlaceholder-XWA-4f-cY5", "controller")])
        XCTAssertEqual(NibComparison.differences(ours, apples), [])
        let other = graph([("UpstreamPlaceholder-JTM-9c-FP9", "tap"), ("UpstreamPlaceholder-VUJ-bz-Muv", "pinch"), ("UpstreamPlaceholder-XWA-4f-cY5", "controller")])
        XCTAssertFalse(NibComparison.differences(ours, other).isEmpty, "a value of no counterpart still differs")
    }

    /// Sets and constraint arrays compare as multisets.
    func test_setAndConstraintOrder_doNotMatter() {
        func graph(_ order: [Int64], setClass: String, elementClass: String) -> ObjectGraph {
            var builder = NIBArchiveBuilder(coderVersion: 9)
            let root = builder.addObject(className: "NSObject")
            var elements: [NIBArchiveValue] = []
            for constant in order {
                let element = builder.addObject(className: elementClass)
                builder.append(.integer(constant), forKey: "NSConstant", to: element)
                elements.append(.object(element))
            }
            builder.append(.object(builder.addCollection(elements, className: setClass)), forKey: "list", to: root)
            return ObjectGraph(builder.build())
        }
        XCTAssertEqual(NibComparison.differences(graph([1, 2, 3], setClass: "NSMutableSet", elementClass: "X"), graph([3, 1, 2], setClass: "NSMutableSet", elementClass: "X")), [])
        XCTAssertEqual(NibComparison.differences(graph([1, 2], setClass: "NSArray", elementClass: "NSLayoutConstraint"), graph([2, 1], setClass: "NSArray", elementClass: "NSLayoutConstraint")), [])
        XCTAssertEqual(NibComparison.differences(graph([1, 2], setClass: "NSArray", elementClass: "X"), graph([2, 1], setClass: "NSArray", elementClass: "X")).count, 2)
        let changed = NibComparison.differences(graph([1, 2], setClass: "NSMutableSet", elementClass: "X"), graph([2, 5], setClass: "NSMutableSet", elementClass: "X"))
        XCTAssertEqual(changed.map(\.description), ["$root.list[0].NSConstant: int8 1 vs int8 5"])
    }

    /// Constraints in another order are not a difference, but counted in the notes: ibtool's
    /// order is the same on every compile, so the count shows how far a nib is from Apple's.
    func test_constraintsInAnotherOrder_areCountedInTheNotes() {
        func graph(_ order: [Int64]) -> ObjectGraph {
            var builder = NIBArchiveBuilder(coderVersion: 9)
            let root = builder.addObject(className: "NSObject")
            let elements = order.map { constant -> NIBArchiveValue in
                let element = builder.addObject(className: "NSLayoutConstraint")
                builder.append(.integer(constant), forKey: "NSConstant", to: element)
                return .object(element)
            }
            builder.append(.object(builder.addCollection(elements, className: "NSMutableArray")), forKey: "UIViewAutolayoutConstraints", to: root)
            return ObjectGraph(builder.build())
        }
        func notes(_ left: [Int64], _ right: [Int64]) -> ComparisonNotes {
            var notes = ComparisonNotes()
            _ = NibComparison.differences(graph(left), graph(right), limit: 20, notes: &notes)
            return notes
        }
        XCTAssertEqual(notes([1, 2, 3], [1, 2, 3]).constraintListsInAnotherOrder, 0)
        XCTAssertEqual(notes([1, 2, 3], [2, 1, 3]).constraintListsInAnotherOrder, 1)
        XCTAssertEqual(notes([1, 2, 3], [2, 1, 3]).lines, ["note: 1 view lists its layout constraints in another order than the right side"])
        // Lists that differ in content are differences, not an order note.
        XCTAssertEqual(notes([1, 2, 3], [2, 1, 4]).constraintListsInAnotherOrder, 0)
    }

    /// A UIKit nib whose connections are `(class, label, source tag)` triples and whose
    /// top-level objects are the given proxies' identifiers.
    private func uikitGraph(connections: [(String, String, Int64)], placeholders: [String] = []) -> ObjectGraph {
        var builder = NIBArchiveBuilder(coderVersion: 9)
        let root = builder.addObject(className: "NSObject")
        let list = connections.map { connection -> NIBArchiveValue in
            let object = builder.addObject(className: connection.0)
            builder.append(.object(builder.addString(connection.1)), forKey: "UILabel", to: object)
            let source = builder.addObject(className: "UIView")
            builder.append(.integer(connection.2), forKey: "UITag", to: source)
            builder.append(.object(source), forKey: "UISource", to: object)
            return .object(object)
        }
        let proxies = placeholders.map { identifier -> NIBArchiveValue in
            let proxy = builder.addObject(className: "UIProxyObject")
            builder.append(.object(builder.addString(identifier)), forKey: "UIProxiedObjectIdentifier", to: proxy)
            return .object(proxy)
        }
        builder.append(.object(builder.addCollection(list, className: "NSArray")), forKey: "UINibConnectionsKey", to: root)
        builder.append(.object(builder.addCollection(proxies, className: "NSArray")), forKey: "UINibTopLevelObjectsKey", to: root)
        return ObjectGraph(builder.build())
    }

    func test_uikitConnectionsOfOneName_mayStandInAnotherOrder_otherConnectionsMayNot() {
        // ibtool's order among connections of one label changes from build to build of one
        // document (Apptentive's three `titleLabel` outlets, Xcode 8.2 and 8.3).
        var notes = ComparisonNotes()
        let left = uikitGraph(connections: [("UIRuntimeEventConnection", "compose:", 1), ("UIRuntimeEventConnection", "compose:", 2),
                                            ("UIRuntimeOutletConnection", "titleLabel", 3)])
        let right = uikitGraph(connections: [("UIRuntimeEventConnection", "compose:", 2), ("UIRuntimeEventConnection", "compose:", 1),
                                             ("UIRuntimeOutletConnection", "titleLabel", 3)])
        XCTAssertEqual(NibComparison.differences(left, right, limit: 20, notes: &notes), [])
        XCTAssertEqual(notes.connectionRunsInAnotherOrder, 1)
        XCTAssertEqual(notes.lines.last, "note: 1 run of connections of one name in another order than the right side (ibtool's order among them is not stable)")
        // Connections of different names keep their order; a run must match as a whole.
        let swapped = uikitGraph(connections: [("UIRuntimeOutletConnection", "a", 1), ("UIRuntimeOutletConnection", "b", 2)])
        let inOrder = uikitGraph(connections: [("UIRuntimeOutletConnection", "b", 2), ("UIRuntimeOutletConnection", "a", 1)])
        XCTAssertFalse(NibComparison.differences(swapped, inOrder).isEmpty)
        let other = uikitGraph(connections: [("UIRuntimeEventConnection", "compose:", 2), ("UIRuntimeEventConnection", "compose:", 4),
                                             ("UIRuntimeOutletConnection", "titleLabel", 3)])
        XCTAssertFalse(NibComparison.differences(left, other).isEmpty)
    }

    func test_upstreamPlaceholders_mayStandInAnotherOrder_otherProxiesMayNot() {
        // Apptentive's banner view nib lists its controller's placeholder first in Xcode 8.2's
        // build and last in 8.3's.
        var notes = ComparisonNotes()
        let left = uikitGraph(connections: [], placeholders: ["IBFilesOwner", "UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        let right = uikitGraph(connections: [], placeholders: ["IBFilesOwner", "UpstreamPlaceholder-2", "UpstreamPlaceholder-1"])
        XCTAssertEqual(NibComparison.differences(left, right, limit: 20, notes: &notes), [])
        XCTAssertEqual(notes.placeholderRunsInAnotherOrder, 1)
        let proxies = uikitGraph(connections: [], placeholders: ["IBFilesOwner", "IBFirstResponder"])
        let reversed = uikitGraph(connections: [], placeholders: ["IBFirstResponder", "IBFilesOwner"])
        XCTAssertFalse(NibComparison.differences(proxies, reversed).isEmpty)
    }

    func test_runtimeAttributeNumbers_matchByValueInAnyEncoding() {
        // ibtool shares equal numbers: SwiftMessages' card view archives a corner radius the
        // document gives as the integer 10 as 10.0 (Xcode 9.4).
        func graph(_ value: NIBArchiveValue) -> ObjectGraph {
            var builder = NIBArchiveBuilder(coderVersion: 9)
            let root = builder.addObject(className: "NSObject")
            let pair = builder.addObject(className: "UINibKeyValuePair")
            builder.append(.object(builder.addString("layer.cornerRadius")), forKey: "UIKeyPath", to: pair)
            let number = builder.addObject(className: "NSNumber")
            builder.append(value, forKey: value == .int8(10) ? "NS.intval" : "NS.dblval", to: number)
            builder.append(.object(number), forKey: "UIValue", to: pair)
            builder.append(.object(builder.addCollection([.object(pair)], className: "NSArray")), forKey: "UINibKeyValuePairsKey", to: root)
            return ObjectGraph(builder.build())
        }
        var notes = ComparisonNotes()
        XCTAssertEqual(NibComparison.differences(graph(.int8(10)), graph(.float64(bitPattern: (10.0).bitPattern)), limit: 20, notes: &notes), [])
        XCTAssertEqual(notes.runtimeAttributeNumbersMatchedByValue, 1)
        XCTAssertFalse(NibComparison.differences(graph(.int8(10)), graph(.float64(bitPattern: (10.5).bitPattern))).isEmpty)
    }

    /// In a mixed list (NSObjectsKeys) constraints may be permuted among their own slots.
    func test_constraintsInMixedArrays_mayBePermuted() {
        func graph(_ elements: [(String, Int64)]) -> ObjectGraph {
            var builder = NIBArchiveBuilder(coderVersion: 10)
            let root = builder.addObject(className: "NSObject")
            var values: [NIBArchiveValue] = []
            for (className, constant) in elements {
                let element = builder.addObject(className: className)
                builder.append(.integer(constant), forKey: "NSConstant", to: element)
                values.append(.object(element))
            }
            builder.append(.object(builder.addCollection(values)), forKey: "NSObjectsKeys", to: root)
            return ObjectGraph(builder.build())
        }
        let view = ("NSView", Int64(0)), first = ("NSLayoutConstraint", Int64(1)), second = ("NSLayoutConstraint", Int64(2))
        XCTAssertEqual(NibComparison.differences(graph([view, first, second]), graph([view, second, first])), [])
        XCTAssertEqual(NibComparison.differences(graph([view, first, second]), graph([first, view, second])).count, 2,
                       "a constraint may not trade places with another object")
        XCTAssertEqual(NibComparison.differences(graph([view, first, second]), graph([view, second, ("NSLayoutConstraint", 7)])).map(\.description),
                       ["$root.NSObjectsKeys[1].NSConstant: int8 1 vs int8 7"])
    }

    func test_storyboardCompilationUUIDs_areNotCompared() throws {
        func graph(_ uuid: String) -> ObjectGraph {
            var builder = NIBArchiveBuilder(coderVersion: 10)
            let root = builder.addObject(className: "NSObject")
            builder.append(.object(builder.addString(uuid)), forKey: "uniqueIdentifierForStoryboardCompilation", to: root)
            return ObjectGraph(builder.build())
        }
        XCTAssertEqual(NibComparison.differences(graph("1DA6C2C8-16A7"), graph("8D4101BD-7A22")), [])
    }

    func test_classDifference_isReported() throws {
        let left = try compiledGraph("minimal.xib")
        var right = left
        let data = try XCTUnwrap(right.objects.firstIndex { $0.className == "NSIBObjectData" })
        right.objects[data].className = "NSIBObjectDataX"
        XCTAssertEqual(NibComparison.differences(left, right).map(\.description), ["$root.IB.objectdata: class NSIBObjectData vs NSIBObjectDataX"])
    }

    func test_cyclicGraphs_terminate() throws {
        // test5_connect has superview / next-responder cycles.
        let graph = try compiledGraph("test5_connect.xib")
        XCTAssertEqual(NibComparison.differences(graph, graph), [])
    }

    func test_storyboardDirectories_compareMemberByMember() throws {
        let directory = try temporaryDirectory()
        let first = directory.appendingPathComponent("A.storyboardc").path, second = directory.appendingPathComponent("B.storyboardc").path
        try NibCompiler.compile(contentsOf: Fixtures.path("mac-scenes.storyboard"), to: first)
        try NibCompiler.compile(contentsOf: Fixtures.path("mac-scenes.storyboard"), to: second)
        XCTAssertEqual(try NibComparison.differences(betweenContentsOf: first, and: second), [])
        try FileManager.default.removeItem(atPath: second + "/MainMenu.nib")
        let differences = try NibComparison.differences(betweenContentsOf: first, and: second)
        XCTAssertEqual(differences.first?.description, "MainMenu.nib: present on the left only")
    }

    func test_upstreamPlaceholders_pairThroughTheConnectionsThatNameThem_whateverTheirListOrder() {
        // MapboxNavigation's dialog view nib (Xcode 9.2): the controller's and a tap recogniser's
        // placeholders, listed before the connections and in the other order than ours.
        func viewNib(_ placeholders: [(name: String, outlet: String)], listed order: [Int]) -> ObjectGraph {
            var builder = NIBArchiveBuilder(coderVersion: 9)
            let root = builder.addObject(className: "NSObject")
            let proxies = placeholders.map { placeholder -> Int in
                let proxy = builder.addObject(className: "UIProxyObject")
                builder.append(.object(builder.addString(placeholder.name)), forKey: "UIProxiedObjectIdentifier", to: proxy)
                return proxy
            }
            let view = builder.addObject(className: "UIView")
            let connections = zip(placeholders, proxies).map { placeholder, proxy -> NIBArchiveValue in
                let connection = builder.addObject(className: "UIRuntimeOutletConnection")
                builder.append(.object(builder.addString(placeholder.outlet)), forKey: "UILabel", to: connection)
                builder.append(.object(proxy), forKey: "UISource", to: connection)
                builder.append(.object(view), forKey: "UIDestination", to: connection)
                return .object(connection)
            }
            let listed = order.map { NIBArchiveValue.object(proxies[$0]) } + [.object(view)]
            builder.append(.object(builder.addCollection(listed, className: "NSArray")), forKey: "UINibTopLevelObjectsKey", to: root)
            builder.append(.object(builder.addCollection(connections, className: "NSArray")), forKey: "UINibConnectionsKey", to: root)
            return ObjectGraph(builder.build())
        }
        let ours = viewNib([("UpstreamPlaceholder-1BL-BN-26x", "dialogView"), ("UpstreamPlaceholder-wwn-cc-U60", "delegate")], listed: [0, 1])
        let apples = viewNib([("UpstreamPlaceholder-lgK-7m-yJr", "dialogView"), ("UpstreamPlaceholder-kdc-S3-job", "delegate")], listed: [1, 0])
        var notes = ComparisonNotes()
        XCTAssertEqual(NibComparison.differences(ours, apples, limit: 20, notes: &notes), [])
        XCTAssertEqual(notes.placeholderRunsInAnotherOrder, 1)
        // The connections still decide: a placeholder whose outlet is another's is a difference.
        let other = viewNib([("UpstreamPlaceholder-lgK-7m-yJr", "dialogView"), ("UpstreamPlaceholder-kdc-S3-job", "dataSource")], listed: [1, 0])
        XCTAssertFalse(NibComparison.differences(ours, other).isEmpty)
    }

    func test_placeholdersOfConnectionsOfOneName_pairByTheirOtherEnds() {
        // MapboxNavigation's navigation view (Xcode 9.1): two embed segues' `containerView`
        // outlets, each from its template's placeholder to its own container view.
        func viewNib(_ placeholders: [(name: String, tag: Int64)]) -> ObjectGraph {
            var builder = NIBArchiveBuilder(coderVersion: 9)
            let root = builder.addObject(className: "NSObject")
            var listed: [NIBArchiveValue] = [], connections: [NIBArchiveValue] = []
            for placeholder in placeholders {
                let proxy = builder.addObject(className: "UIProxyObject")
                builder.append(.object(builder.addString(placeholder.name)), forKey: "UIProxiedObjectIdentifier", to: proxy)
                let container = builder.addObject(className: "UIView")
                builder.append(.integer(placeholder.tag), forKey: "UITag", to: container)
                let connection = builder.addObject(className: "UIRuntimeOutletConnection")
                builder.append(.object(builder.addString("containerView")), forKey: "UILabel", to: connection)
                builder.append(.object(proxy), forKey: "UISource", to: connection)
                builder.append(.object(container), forKey: "UIDestination", to: connection)
                listed.append(.object(proxy))
                connections.append(.object(connection))
            }
            builder.append(.object(builder.addCollection(listed, className: "NSArray")), forKey: "UINibTopLevelObjectsKey", to: root)
            builder.append(.object(builder.addCollection(connections, className: "NSArray")), forKey: "UINibConnectionsKey", to: root)
            return ObjectGraph(builder.build())
        }
        let ours = viewNib([("UpstreamPlaceholder-OGp-jo-Bgq", 1), ("UpstreamPlaceholder-vmi-ee-LWs", 2)])
        let apples = viewNib([("UpstreamPlaceholder-14s-Gw-HNJ", 2), ("UpstreamPlaceholder-D8x-SZ-pfj", 1)])
        XCTAssertEqual(NibComparison.differences(ours, apples), [])
        XCTAssertFalse(NibComparison.differences(ours, viewNib([("UpstreamPlaceholder-14s-Gw-HNJ", 2), ("UpstreamPlaceholder-D8x-SZ-pfj", 3)])).isEmpty)
    }
    func test_placeholdersOfConnectionsOfOneName_pairByTheTextsNearTheirOtherEnds() {
        // OmiseSDK's payment methods (Xcode 11.3): six cells' `selectionSegueTemplate` outlets
        // to their segues' placeholders, listed in another order than ours, the cells not equal
        // (here: laid out differently); each placeholder pairs with the one whose cell shows
        // the same label, not with the first of the name, so the segue table they key matches.
        func viewNib(_ cells: [(placeholder: String, title: String, segue: String)], center: Double) -> ObjectGraph {
            var builder = NIBArchiveBuilder(coderVersion: 9)
            let root = builder.addObject(className: "NSObject")
            var connections: [NIBArchiveValue] = [], table: [NIBArchiveValue] = []
            for cell in cells {
                let proxy = builder.addObject(className: "UIProxyObject")
                builder.append(.object(builder.addString(cell.placeholder)), forKey: "UIProxiedObjectIdentifier", to: proxy)
                let label = builder.addObject(className: "UILabel")
                builder.append(.object(builder.addString(cell.title)), forKey: "UIText", to: label)
                let view = builder.addObject(className: "UITableViewCell")
                builder.append(.object(label), forKey: "UITextLabel", to: view)
                builder.append(.double(center), forKey: "UICenterY", to: view)
                let connection = builder.addObject(className: "UIRuntimeOutletConnection")
                builder.append(.object(builder.addString("selectionSegueTemplate")), forKey: "UILabel", to: connection)
                builder.append(.object(view), forKey: "UISource", to: connection)
                builder.append(.object(proxy), forKey: "UIDestination", to: connection)
                connections.append(.object(connection))
                let template = builder.addObject(className: "UIStoryboardShowSegueTemplate")
                builder.append(.object(builder.addString(cell.segue)), forKey: "UIIdentifier", to: template)
                table += [.object(builder.addString(cell.placeholder)), .object(template)]
            }
            builder.append(.object(builder.addCollection(connections, className: "NSArray")), forKey: "UINibConnectionsKey", to: root)
            builder.append(.object(builder.addCollection(table, className: "NSDictionary")), forKey: "UIExternalObjectsTableForViewLoading", to: root)
            return ObjectGraph(builder.build())
        }
        let ours = viewNib([("UpstreamPlaceholder-1BR-GJ-33x", "Net bank", "Netbank"), ("UpstreamPlaceholder-lqu-sc-E5U", "Pay-easy", "Payeasy"),
                            ("UpstreamPlaceholder-CP2-bH-QPC", "Credit Card", "Card")], center: 21.5)
        let apples = viewNib([("UpstreamPlaceholder-QyW-iG-Lud", "Credit Card", "Card"), ("UpstreamPlaceholder-P1x-Pe-IJH", "Net bank", "Netbank"),
                              ("UpstreamPlaceholder-Tap-if-TZf", "Pay-easy", "Payeasy")], center: 22)
        var notes = ComparisonNotes()
        let differences = NibComparison.differences(ours, apples, limit: 50, notes: &notes)
        XCTAssertEqual(notes.pairedGeneratedNames["UpstreamPlaceholder-1BR-GJ-33x"], "UpstreamPlaceholder-P1x-Pe-IJH")
        XCTAssertEqual(notes.pairedGeneratedNames["UpstreamPlaceholder-lqu-sc-E5U"], "UpstreamPlaceholder-Tap-if-TZf")
        XCTAssertEqual(notes.pairedGeneratedNames["UpstreamPlaceholder-CP2-bH-QPC"], "UpstreamPlaceholder-QyW-iG-Lud")
        XCTAssertFalse(differences.contains { $0.path.contains("UIExternalObjectsTableForViewLoading") }, "\(differences)")
    }
}
