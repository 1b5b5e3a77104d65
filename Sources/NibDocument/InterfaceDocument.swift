import NibCore
import NibXML

/// A `.xib` or `.storyboard` document: the lossless XML tree plus a typed view of it.
///
/// The typed view (objects, outline, connections, scenes) is computed once when the
/// document is read. The tree stays the single source of truth for writing: edit
/// `markup` (or an object's `element`) and call `serialized()`; untouched bytes are kept.
public final class InterfaceDocument {
    /// The file the document was read from, used in diagnostics.
    public let path: String?
    /// The lossless XML tree.
    public let markup: MarkupDocument
    /// The XML form: modern `<document>` or the old `<archive>`.
    public let format: DocumentFormat
    /// The document `type`, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
    public let type: String
    /// xib or storyboard.
    public let kind: DocumentKind
    /// The platform the document targets.
    public let platform: TargetPlatform
    /// The `targetRuntime` attribute (`iOS.CocoaTouch`, `MacOSX.Cocoa`, ...), if present.
    public let targetRuntime: String?
    /// The Interface Builder version that last saved the document (`toolsVersion`).
    public let toolsVersion: String?
    /// Every object, in document order. `InterfaceObject.parent`/`children` index into it.
    public let objects: [InterfaceObject]
    /// Indices of the outline's top-level objects (for storyboards: of every scene).
    public let topLevelObjects: [Int]
    /// The storyboard scenes, in document order (empty for xibs).
    public let scenes: [Scene]
    /// Every connection, in document order.
    public let connections: [Connection]
    /// Defects found while reading (duplicate ids, dangling destinations, unknown elements).
    /// They never stop the document from being read.
    public let diagnostics: [Diagnostic]

    private let indexByID: [String: Int]

    init(path: String?, markup: MarkupDocument, format: DocumentFormat, type: String, kind: DocumentKind,
         platform: TargetPlatform, targetRuntime: String?, toolsVersion: String?, objects: [InterfaceObject],
         topLevelObjects: [Int], scenes: [Scene], connections: [Connection], diagnostics: [Diagnostic], indexByID: [String: Int]) {
        self.path = path
        self.markup = markup
        self.format = format
        self.type = type
        self.kind = kind
        self.platform = platform
        self.targetRuntime = targetRuntime
        self.toolsVersion = toolsVersion
        self.objects = objects
        self.topLevelObjects = topLevelObjects
        self.scenes = scenes
        self.connections = connections
        self.diagnostics = diagnostics
        self.indexByID = indexByID
    }

    /// Reads a document from its bytes. Throws a `Diagnostic` (`path:line:col: error: ...`)
    /// when the bytes are not well-formed XML or not an Interface Builder document.
    ///
    /// ```swift
    /// let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: "MainMenu.xib")))
    /// let document = try InterfaceDocument(parsing: bytes, path: "MainMenu.xib")
    /// print(document.platform, document.objects.count, document.connections.count)
    /// for warning in document.diagnostics { print(warning) }   // path:line:col: warning: ...
    /// ```
    public convenience init(parsing bytes: [UInt8], path: String? = nil) throws {
        let markup = try MarkupDocument(parsing: bytes, path: path)
        try self.init(markup: markup, path: path)
    }

    /// Builds the typed view over an already parsed tree.
    public convenience init(markup: MarkupDocument, path: String? = nil) throws {
        let contents: DocumentContents
        switch markup.root.name {
        case "document":
            contents = try ModernDocumentReader(markup: markup, path: path).read()
        case "archive":
            contents = try LegacyArchiveReader(markup: markup, path: path).read()
        default:
            throw Diagnostic.error(
                "not an Interface Builder document: the root element is '<\(markup.root.name)>', expected '<document>' or '<archive>'",
                path: path, location: markup.location(of: markup.root))
        }
        self.init(path: path, markup: markup, format: contents.format, type: contents.type, kind: contents.kind,
                  platform: contents.platform, targetRuntime: contents.targetRuntime, toolsVersion: contents.toolsVersion,
                  objects: contents.objects, topLevelObjects: contents.topLevelObjects, scenes: contents.scenes,
                  connections: contents.connections, diagnostics: contents.diagnostics, indexByID: contents.indexByID)
    }

    /// The index of the object with `id`, if the document has one.
    public func indexOfObject(withID id: String) -> Int? { indexByID[id] }

    /// The object with `id`, if the document has one.
    public func object(withID id: String) -> InterfaceObject? { indexByID[id].map { objects[$0] } }

    /// The connections whose source is the object at `index`.
    public func connections(from index: Int) -> [Connection] { connections.filter { $0.source == index } }

    /// Where an element starts in the source, for messages.
    public func location(of element: MarkupElement) -> SourceLocation? { markup.location(of: element) }

    /// The document as bytes; identical to the input when nothing was edited.
    public func serialized() -> [UInt8] { markup.serialized() }
}

/// What a reader produces; `InterfaceDocument` stores it.
struct DocumentContents {
    var format: DocumentFormat
    var type: String
    var kind: DocumentKind
    var platform: TargetPlatform
    var targetRuntime: String?
    var toolsVersion: String?
    var objects: [InterfaceObject] = []
    var topLevelObjects: [Int] = []
    var scenes: [Scene] = []
    var connections: [Connection] = []
    var diagnostics: [Diagnostic] = []
    var indexByID: [String: Int] = [:]
}
