import Foundation
import NibCore
import NibDocument
import NibLoader
import NibRuntime

/// What loading a document costs in NibForge's runtime: the objects it creates, the heap
/// they keep, and the bytes their views draw into once shown.
///
/// The lazy-loading advisor measures each group of objects a nib creates too early by
/// loading the group alone (the document a split would write) this way, so its figures are
/// the runtime's own accounting, not a guess per class.
///
/// ```swift
/// let cost = try LoadCost.measure(documentBytes: bytes, path: "BrightnessSheet.xib")
/// print(cost.createdObjects, cost.heapBytes, cost.drawnBytes)
/// ```
public struct LoadCost: Sendable, Equatable {
    /// Objects one load creates (placeholders are resolved, not created).
    public var createdObjects: Int
    /// Heap bytes one load keeps while its objects live: the median over several loads of
    /// the allocator's growth, so it includes the objects' strings, arrays and tables.
    public var heapBytes: Int
    /// Bytes of backing store the loaded windows and views take once drawn on a screen of
    /// `scale`: `width x height x 4 x scale²` per view, plus drawn content (the runtime's
    /// accounting, as in `Application.memoryInUse`).
    public var drawnBytes: Int
    /// The screen scale the drawn bytes are counted at.
    public var scale: Double

    public init(createdObjects: Int, heapBytes: Int, drawnBytes: Int, scale: Double) {
        self.createdObjects = createdObjects
        self.heapBytes = heapBytes
        self.drawnBytes = drawnBytes
        self.scale = scale
    }

    /// Loads the document `documentBytes` with a generic File's Owner in a fresh headless
    /// application (custom classes nobody registered stand in as `NSObject`), `repetitions`
    /// times for the heap figure, then shows its windows and top-level views once and reads
    /// the drawn bytes. Connections to File's Owner are left out first: the generic owner
    /// is not the class that will load the nib (a text field's `delegate` could not hold it),
    /// and a connection creates no object. Throws what the load throws (a `NibLoadError`).
    @MainActor
    public static func measure(documentBytes: [UInt8], path: String? = nil, scale: Double = 2,
                               repetitions: Int = 16) throws -> LoadCost {
        let document = try withoutConnectionsToFilesOwner(try InterfaceDocument(parsing: documentBytes, path: path), path: path)
        let registry = NibClassRegistry()
        let nib = try Nib(document: document, registry: registry)
        let mode: NibLoadingMode = document.platform == .cocoa ? .cocoa : .cocoaTouch
        let ownerClass = document.objects.first { $0.placeholder == .filesOwner }?.effectiveClassName ?? "NSObject"
        func load(in application: Application) throws -> (objects: [AnyObject], result: NibInstantiationResult) {
            let owner = GenericObject(archivedClassName: ownerClass)
            let options = NibInstantiationOptions(mode: mode, application: application, fallbackClassName: "NSObject")
            let result = try nib.instantiateReturningResult(withOwner: owner, options: options)
            return ([owner] + result.topLevelObjects, result)
        }
        let application = Application(screen: Screen(portraitSize: CGSize(width: 1440, height: 900), scale: CGFloat(scale)))
        let shown = try load(in: application)
        // Heap: the median of several batches, each loading into its own application.
        var samples: [Double] = []
        for _ in 0..<3 {
            let batch = try HeapMemory.bytesPerItem(count: max(1, repetitions)) {
                try load(in: Application(screen: application.screen)).objects
            }
            samples.append(batch.perItem)
            _ = batch.kept.count
        }
        samples.sort()
        let before = application.memoryInUse
        show(shown.objects, in: application)
        return LoadCost(createdObjects: shown.result.createdObjectCount, heapBytes: Int(samples[samples.count / 2]),
                        drawnBytes: application.memoryInUse - before, scale: scale)
    }

    /// The document without connections whose destination is File's Owner.
    private static func withoutConnectionsToFilesOwner(_ document: InterfaceDocument, path: String?) throws -> InterfaceDocument {
        let toOwner = document.connections.filter { connection in
            connection.destination.map { document.objects[$0].placeholder == .filesOwner } ?? false
        }
        guard !toOwner.isEmpty else { return document }
        for connection in toOwner { connection.element.parent?.removeChildElement(connection.element) }
        return try InterfaceDocument(parsing: document.serialized(), path: path)
    }

    /// Orders every loaded window front and puts every top-level view in a window of its
    /// size, so each is drawn once.
    @MainActor
    private static func show(_ objects: [AnyObject], in application: Application) {
        for object in objects {
            if let window = object as? DesktopWindow {
                window.orderFront()
            } else if let window = object as? Window {
                window.makeKeyAndVisible()
            } else if let view = object as? RuntimeView, view.superview == nil {
                let window = Window(frame: CGRect(origin: .zero, size: view.frame.size), application: application)
                window.addSubview(view)
                window.makeKeyAndVisible()
            }
        }
        application.runDisplayCycle()
    }
}
