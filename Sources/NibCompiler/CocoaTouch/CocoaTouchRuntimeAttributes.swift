import NibDocument
import NibXML

/// User-defined runtime attributes (`UINibKeyValuePair`) and accessibility settings
/// (`UIRuntimeAccessibilityConfiguration`), which UIKit applies after instantiating.
extension CocoaTouchNibCompiler {
    /// `<userDefinedRuntimeAttributes>` become `UINibKeyValuePair`s: numbers keep their
    /// kind (`<real>` a double, `<integer>` an integer), booleans are integer numbers.
    mutating func runtimeAttributes(of element: MarkupElement, object: Int) throws {
        guard let attributes = element.firstChild(named: "userDefinedRuntimeAttributes") else { return }
        for attribute in attributes.children(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = attribute[attribute: "keyPath"] else { continue }
            let pair = archive.object("UINibKeyValuePair")
            archive.set("UIObject", reference: object, on: pair)
            archive.set("UIKeyPath", string: keyPath, on: pair)
            let value = attribute.childElements.first { $0[attribute: "key"] == "value" }
            switch attribute[attribute: "type"] {
            case "boolean":
                let text = attribute[attribute: "value"] ?? value?[attribute: "value"] ?? "NO"
                archive.set("UIValue", reference: archive.number(text == "YES" ? 1 : 0), on: pair)
            case "number":
                let text = attribute[attribute: "value"] ?? value?[attribute: "value"] ?? "0"
                // A zero real is archived as the integer 0, as NSNumber hands it out.
                if value?.name == "integer" || Double(text) == 0, let integer = Int64(text) ?? Double(text).map({ Int64($0) }) {
                    archive.set("UIValue", reference: archive.number(integer), on: pair)
                } else {
                    archive.set("UIValue", reference: archive.number(double: Double(text) ?? 0), on: pair)
                }
            case "color":
                if let color = value, color.name == "color" {
                    let archived = self.color(color)
                    colorsJoinedByDoubles.insert(archived)
                    archive.set("UIValue", reference: archived, on: pair)
                }
            case "nil":
                archive.setNull("UIValue", on: pair)
            default:
                archive.set("UIValue", string: attribute[attribute: "value"] ?? value?[attribute: "value"] ?? "", on: pair)
            }
            keyValuePairs.append((pair, object))
        }
    }

    /// A value UIKit does not archive for the object but ibtool has the loader set by key path
    /// (a `UINibKeyValuePair` with its keys in ibtool's order): a switch's odd frame, a flow
    /// layout's estimated item size, an automatic row estimate before iOS 11.
    mutating func setAtLoad(_ keyPath: String, to value: Int, on object: Int) {
        let pair = archive.object("UINibKeyValuePair")
        archive.set("UIObject", reference: object, on: pair)
        archive.set("UIValue", reference: value, on: pair)
        archive.set("UIKeyPath", string: keyPath, on: pair)
        keyValuePairs.append((pair, object))
    }

    /// `UIAccessibilityTraits` bits by the document's trait names.
    static let accessibilityTraitBits: [String: Int64] = [
        "button": 1, "link": 2, "image": 4, "selected": 8, "playsSound": 16, "keyboardKey": 32, "staticText": 64,
        "summaryElement": 128, "notEnabled": 256, "updatesFrequently": 512, "searchField": 1024,
        "startsMediaSession": 2048, "adjustable": 4096, "allowsDirectInteraction": 8192, "causesPageTurn": 16384,
        "tabBar": 32768, "header": 65536,
    ]

    /// `<accessibility key="accessibilityConfiguration">` becomes a
    /// `UIRuntimeAccessibilityConfiguration` (UIKit's own spelling: `UIAccessibileObject`).
    mutating func accessibility(of element: MarkupElement, object: Int) throws {
        guard let settings = element.children(named: "accessibility").first(where: { $0[attribute: "key"] == "accessibilityConfiguration" }) else {
            return
        }
        let configuration = archive.object("UIRuntimeAccessibilityConfiguration")
        archive.set("UIAccessibileObject", reference: object, on: configuration)
        if let label = DocumentStrings.value("label", of: settings) {
            set("UIAccessibilityLabel", userText: label, of: element, keyPath: "accessibilityLabel", on: configuration)
        }
        if let hint = DocumentStrings.value("hint", of: settings) {
            set("UIAccessibilityHint", userText: hint, of: element, keyPath: "accessibilityHint", on: configuration)
        }
        if let traits = settings.children(named: "accessibilityTraits").first(where: { $0[attribute: "key"] == "traits" }) {
            let value = Self.accessibilityTraitBits.reduce(Int64(0)) { bits, trait in traits[attribute: trait.key] == "YES" ? bits | trait.value : bits }
            archive.set("UIAccessibilityTraits", reference: archive.number(value), on: configuration)
        }
        if let identifier = settings[attribute: "identifier"] {
            // Xcode 7 localizes the identifier as it does the label (a shopping list's cell,
            // 7.3.1); from 9.4 it is a plain string (KVNProgress's view, 9.4 to 10.3).
            if release.localizesAccessibilityIdentifiers {
                set("UIAccessibilityIdentifier", userText: identifier, of: element, keyPath: "accessibilityIdentifier", on: configuration)
            } else {
                archive.set("UIAccessibilityIdentifier", string: identifier, on: configuration)
            }
        }
        if let isElement = settings.children(named: "bool").first(where: { $0[attribute: "key"] == "isElement" }) {
            archive.set("UIIsAccessibilityElement", reference: archive.number(isElement[attribute: "value"] == "YES" ? 1 : 0), on: configuration)
        }
        accessibilityConfigurations.append((configuration, object))
    }
}
