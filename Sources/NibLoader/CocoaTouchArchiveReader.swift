import Foundation
import NibArchive
import NibDocument

/// iOS compiled nibs: `UINibObjectsKey` lists the objects, `UINibTopLevelObjectsKey` the
/// top level, `UINibConnectionsKey` the `UIRuntime*Connection`s; `UIProxyObject`s are the
/// placeholders and `UIClassSwapper`s carry custom classes.
struct CocoaTouchArchiveReader {
    let values: ArchiveValues
    private var blueprint = NibBlueprint(platform: .cocoaTouch)
    private var indexOfGraphObject: [Int: Int] = [:]

    init(values: ArchiveValues) {
        self.values = values
    }

    mutating func read() -> NibBlueprint {
        let graph = values.graph
        let root = graph.object(at: graph.rootIndex)
        let listed = values.references(root?.value(forKey: "UINibObjectsKey"))
        let topLevel = values.references(root?.value(forKey: "UINibTopLevelObjectsKey"))
        let connectionObjects = values.references(root?.value(forKey: "UINibConnectionsKey"))
        // Objects in IB's list, then any top-level object or subview it missed.
        for index in listed + topLevel { add(index) }
        var queue = Array(indexOfGraphObject.keys).sorted()
        while let index = queue.popLast() {
            for child in childGraphIndices(of: index) where indexOfGraphObject[child] == nil {
                add(child)
                queue.append(child)
            }
        }
        for (graphIndex, blueprintIndex) in indexOfGraphObject {
            blueprint.objects[blueprintIndex].children = values.containments(
                of: graphIndex, keys: .cocoaTouch, isController: { _ in true }, blueprintIndex: indexOfGraphObject)
        }
        blueprint.topLevel = topLevel.compactMap { indexOfGraphObject[$0] }
        for connectionIndex in connectionObjects {
            if let connection = connection(connectionIndex) { blueprint.connections.append(connection) }
        }
        layOutSegments()
        blueprint.visibleWindows = values.references(root?.value(forKey: "UINibVisibleWindowsKey")).compactMap { indexOfGraphObject[$0] }
        blueprint.indexOfArchivedObject = indexOfGraphObject
        return blueprint
    }

    private mutating func add(_ graphIndex: Int) {
        guard indexOfGraphObject[graphIndex] == nil, let object = values.graph.object(at: graphIndex) else { return }
        indexOfGraphObject[graphIndex] = blueprint.objects.count
        let identity = ArchivedObjectIdentity.cocoaTouch(object) { values.string($0) }
        let placeholder = identity.placeholder.map(NibBlueprint.PlaceholderKind.init)
        let className = identity.className
        let customClass = identity.customClass
        var item = NibBlueprint.Object(id: "#\(graphIndex)", className: className, customClass: customClass, placeholder: placeholder)
        if placeholder == nil { item.properties = properties(of: object) }
        blueprint.objects.append(item)
    }

    /// Segments a nib archives before layout (zero wide: ibtool 11 on) are placed as UIKit's
    /// segmented control places them when it lays out: side by side across the control and as
    /// high as it, fixed widths (`UISegmentWidth`) first (`SegmentedControlLayout`), so a
    /// control loads with the segments its document shows.
    private mutating func layOutSegments() {
        for (graphIndex, blueprintIndex) in indexOfGraphObject {
            guard let control = values.graph.object(at: graphIndex),
                  control.className == "UISegmentedControl" || values.string(control.value(forKey: "UIOriginalClassName")) == "UISegmentedControl",
                  let controlFrame = blueprint.objects[blueprintIndex].properties.frame else { continue }
            let segments = values.references(control.value(forKey: "UISegments")).compactMap { index in indexOfGraphObject[index].map { (index, $0) } }
            guard !segments.isEmpty, segments.allSatisfy({ (blueprint.objects[$0.1].properties.frame?.width ?? 0) == 0 }) else { continue }
            let fixed = segments.map { segment -> Double in
                switch values.graph.object(at: segment.0)?.value(forKey: "UISegmentWidth") {
                case .float(let width)?: return Double(width)
                case .double(let width)?: return width
                default: return 0
                }
            }
            var x = 0.0
            for (segment, width) in zip(segments, SegmentedControlLayout.widths(fixed: fixed, total: controlFrame.width)) {
                blueprint.objects[segment.1].properties.frame = CGRect(x: x, y: 0, width: width, height: controlFrame.height)
                x += width
            }
        }
    }

    private func childGraphIndices(of graphIndex: Int) -> [Int] {
        guard let object = values.graph.object(at: graphIndex) else { return [] }
        let keys = ContainmentKeys.cocoaTouch
        var children = keys.contentViews.compactMap { object.value(forKey: $0)?.referencedObject }
            + values.references(object.value(forKey: keys.subviews))
        if object.className.hasSuffix("Controller") || object.className == "UIClassSwapper",
           let view = object.value(forKey: "UIView")?.referencedObject {
            children.insert(view, at: 0)
        }
        return children
    }

    private func properties(of object: ArchivedObject) -> DecodedProperties {
        var properties = DecodedProperties()
        if let bounds = values.rect(object.value(forKey: "UIBounds")) {
            let center = values.geometry(object.value(forKey: "UICenter")) ?? [bounds.midX, bounds.midY]
            if center.count == 2 {
                properties.frame = CGRect(x: center[0] - bounds.width / 2, y: center[1] - bounds.height / 2,
                                          width: bounds.width, height: bounds.height)
            }
        }
        properties.isHidden = values.bool(object.value(forKey: "UIHidden"))
        properties.tag = values.integer(object.value(forKey: "UITag")).map { Int(truncatingIfNeeded: $0) }
        properties.text = values.string(object.value(forKey: "UIText"))
        properties.title = values.string(object.value(forKey: "UITitle")) ?? buttonTitle(object)
        return properties
    }

    /// The title a button shows: its configuration's (`UIButtonConfigurationTitle`, an
    /// attributed string), else its normal state's: `UIButtonStatefulContent` maps states to
    /// `UIButtonContent` objects with `UITitle`.
    private func buttonTitle(_ object: ArchivedObject) -> String? {
        if let configuration = values.object(object.value(forKey: "UIButtonConfiguration")?.referencedObject),
           let title = values.object(configuration.value(forKey: "UIButtonConfigurationTitle")?.referencedObject),
           let text = values.string(title.value(forKey: "NSString")) {
            return text
        }
        let pairs = values.elements(object.value(forKey: "UIButtonStatefulContent"))
        var index = 1
        while index < pairs.count {
            if let content = values.object(pairs[index].referencedObject), let title = values.string(content.value(forKey: "UITitle")) {
                return title
            }
            index += 2
        }
        return nil
    }

    /// Classes a collection outlet's destinations are archived in.
    static let collectionClasses: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet"]

    private mutating func connection(_ graphIndex: Int) -> NibBlueprint.Connection? {
        guard let connector = values.graph.object(at: graphIndex),
              let sourceGraph = connector.value(forKey: "UISource")?.referencedObject,
              let label = values.string(connector.value(forKey: "UILabel")) else { return nil }
        add(sourceGraph)
        guard let source = indexOfGraphObject[sourceGraph] else { return nil }
        let destinationGraph = connector.value(forKey: "UIDestination")?.referencedObject
        // ibtool archives a collection's destinations as a collection of its class.
        if connector.className == "UIRuntimeOutletCollectionConnection", let destinationGraph,
           let collection = values.graph.object(at: destinationGraph), Self.collectionClasses.contains(collection.className) {
            let members = values.elements(connector.value(forKey: "UIDestination")).compactMap(\.referencedObject)
            members.forEach { add($0) }
            return .outletCollection(source: source, destinations: members.compactMap { indexOfGraphObject[$0] }, name: label)
        }
        if let destinationGraph { add(destinationGraph) }
        let destination = destinationGraph.flatMap { indexOfGraphObject[$0] }
        switch connector.className {
        case "UIRuntimeEventConnection":
            let mask = values.integer(connector.value(forKey: "UIEventMask")).map { UInt(truncatingIfNeeded: $0) }
            return .action(source: source, destination: destination, selector: label, eventMask: mask)
        case "UIRuntimeOutletCollectionConnection":
            guard let destination else { return nil }
            return .outletCollection(source: source, destinations: [destination], name: label)
        case "UIRuntimeOutletConnection":
            guard let destination else { return nil }
            return .outlet(source: source, destination: destination, name: label)
        default:
            return nil
        }
    }
}
