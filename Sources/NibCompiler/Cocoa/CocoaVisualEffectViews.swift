import NibXML

/// `<visualEffectView>` compiles to `NSVisualEffectView`: the view keys, then its blending
/// mode, state, mask image, material (also as Interface Builder's external material) and
/// appearance type, with AppKit's enumeration values (Apple's HSChooserWindow.nib).
extension CocoaNibCompiler {
    static let visualEffectBlendingModes: [String: Int64] = ["behindWindow": 0, "withinWindow": 1]
    static let visualEffectStates: [String: Int64] = ["followsWindowActiveState": 0, "active": 1, "inactive": 2]
    static let visualEffectMaterials: [String: Int64] = [
        "appearanceBased": 0, "light": 1, "dark": 2, "titlebar": 3, "selection": 4, "menu": 5, "popover": 6, "sidebar": 7,
        "mediumLight": 8, "ultraDark": 9, "headerView": 10, "sheet": 11, "windowBackground": 12, "HUDWindow": 13,
        "fullScreenUI": 15, "toolTip": 17, "contentBackground": 18, "underWindowBackground": 21, "underPageBackground": 22,
    ]

    mutating func visualEffectView(_ element: MarkupElement, parent: ObjectContext) throws -> Int {
        let view = classedObject("NSVisualEffectView", for: element)
        try viewAttributes(element, object: view, parent: parent)
        archive.set("NSVisualEffectViewBlendingMode", integer: Self.visualEffectBlendingModes[element[attribute: "blendingMode"] ?? ""] ?? 1, on: view)
        archive.set("NSVisualEffectViewState", integer: Self.visualEffectStates[element[attribute: "state"] ?? ""] ?? 0, on: view)
        archive.setNull("NSVisualEffectViewMaskImage", on: view)
        let material = Self.visualEffectMaterials[element[attribute: "material"] ?? ""] ?? 0
        archive.set("NSVisualEffectViewMaterial", integer: material, on: view)
        archive.set("IBVisualEffectViewExternalMaterial", integer: material, on: view)
        archive.set("IBVisualEffectViewAppearanceType", integer: 0, on: view)
        try compileOwnedObjects(of: element, object: view, context: ObjectContext(parent: view, parentElementName: element.name, superview: view))
        return view
    }
}
