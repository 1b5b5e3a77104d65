import NibXML

/// Images a document names through `<imageReference key=... image="heart" catalog="system"
/// symbolScale="default" variableValue="1"/>` (SF Symbols with a configuration) instead of an
/// `image=` attribute: a named image resource whose design-time configuration comes along.
///
/// From Apple's nibs (Transmission's MainMenu.nib, a menu item's `secondaryImage`): the
/// `NSCustomResource` carries `NSImageVariableValue` after its catalog and an
/// `IBImageConfiguration` {`IBSymbolScale` (-1 for `default`), `IBRenderingMode`,
/// `IBVariableValue`, `IBHierarchicalColors` (empty), `IBLocale` nil} as
/// `IBDesignImageConfiguration`. Only that form is in the samples; the other scales
/// (AppKit's `NSImage.SymbolScale`: small 1, medium 2, large 3) and rendering modes
/// (template 2, original 1, as `UIImage.RenderingMode` numbers them) follow the framework
/// enumerations. The design size is the document's (ibtool uses the running system's symbol
/// metrics, which can differ by a point).
extension CocoaNibCompiler {
    static let symbolScales: [String: Int64] = ["default": -1, "small": 1, "medium": 2, "large": 3]
    static let symbolRenderingModes: [String: Int64] = ["automatic": 0, "original": 1, "template": 2]

    /// The `<imageReference>` child of `element` under `key`.
    static func imageReference(_ key: String, of element: MarkupElement) -> MarkupElement? {
        element.children(named: "imageReference").first { $0[attribute: "key"] == key }
    }

    /// The image `element` names under `key`, by attribute (`image="NSAdvanced"`, with the
    /// element's `catalog`) or by `<imageReference key=...>`; nil when it names none.
    mutating func namedImage(_ key: String, of element: MarkupElement) -> Int? {
        if let name = element[attribute: key] { return imageResource(name, catalog: element[attribute: "catalog"]) }
        guard let reference = Self.imageReference(key, of: element), let name = reference[attribute: "image"] else { return nil }
        return symbolImageResource(name, reference: reference)
    }

    /// A named image with its symbol configuration (see the type's documentation), shared by
    /// name and configuration.
    mutating func symbolImageResource(_ name: String, reference: MarkupElement) -> Int {
        let catalog = reference[attribute: "catalog"]
        let variableValue = reference[attribute: "variableValue"].flatMap(Double.init)
        let scale = Self.symbolScales[reference[attribute: "symbolScale"] ?? "default"] ?? -1
        let rendering = Self.symbolRenderingModes[reference[attribute: "renderingMode"] ?? "automatic"] ?? 0
        let key = "symbol/\(catalog ?? "")/\(name)/\(scale)/\(rendering)/\(variableValue.map { "\($0)" } ?? "-")"
        if let existing = sharedResources[key] { return existing }
        let resource = documentImages[name]
        let image = customResource(name, namespace: catalog == "system" ? "system" : nil, catalog: catalog,
                                   designSize: "{\(resource?.width ?? "32"), \(resource?.height ?? "32")}", variableValue: variableValue)
        let configuration = archive.object("IBImageConfiguration")
        archive.set("IBSymbolScale", integer: scale, on: configuration)
        archive.set("IBRenderingMode", integer: rendering, on: configuration)
        if let variableValue {
            archive.set("IBVariableValue", reference: sharedNumber(variableValue, asDouble: true), on: configuration)
        } else {
            archive.setNull("IBVariableValue", on: configuration)
        }
        archive.set("IBHierarchicalColors", reference: archive.collection("NSArray", []), on: configuration)
        archive.setNull("IBLocale", on: configuration)
        archive.replace("IBDesignImageConfiguration", .object(configuration), on: image)
        sharedResources[key] = image
        return image
    }
}
