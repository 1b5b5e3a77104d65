import NibCore
import NibDocument
import NibXML

/// References to objects a document does not contain: a connection whose destination or
/// target, or a constraint whose item, is an id no element of the document carries (left
/// behind when an object was deleted by hand or in a merge). Xcode compiles such documents
/// and the apps ship, so the compiler does too: each reference is reported as a warning
/// naming both ids and its line, and left out of the nib.
enum DanglingReferences {
    /// The elements that refer to other objects, and the attributes holding those ids.
    static let referringAttributes: [String: [String]] = [
        "outlet": ["destination"], "outletCollection": ["destination"], "action": ["destination", "target"],
        "segue": ["destination"], "binding": ["destination"], "constraint": ["firstItem", "secondItem"],
    ]

    /// One reference to a missing object.
    struct Finding {
        /// The connection or constraint.
        var element: MarkupElement
        /// The attribute naming the missing object (`destination`, `firstItem`...).
        var attribute: String
        /// The id no element carries.
        var missingID: String
    }

    /// Every reference in `document` to an id no element carries, in document order.
    static func find(in document: InterfaceDocument) -> [Finding] {
        let elements = document.markup.root.descendants()
        var ids: Set<String> = []
        for element in elements { if let id = element[attribute: "id"] { ids.insert(id) } }
        var findings: [Finding] = []
        for element in elements {
            guard let attributes = referringAttributes[element.name] else { continue }
            for attribute in attributes {
                if let id = element[attribute: attribute], !ids.contains(id) {
                    findings.append(Finding(element: element, attribute: attribute, missingID: id))
                    break
                }
            }
        }
        return findings
    }

    /// The warning for `finding`: both ids, the place, and what happens.
    static func warning(for finding: Finding, in document: InterfaceDocument) -> Diagnostic {
        let element = finding.element
        let subject = ConnectionSubject.describe(element)
        var diagnostic = Diagnostic.warning(
            "\(subject): \(finding.attribute) '\(finding.missingID)' is no object in this document; left out of the nib, as Xcode leaves it out",
            path: document.path, location: document.location(of: element))
        diagnostic.objectID = element[attribute: "id"]
        return diagnostic
    }

    /// `document` without its dangling references, and a warning for each; the document
    /// itself is not changed (a copy is pruned when there is anything to prune).
    static func pruned(_ document: InterfaceDocument) throws -> (document: InterfaceDocument, warnings: [Diagnostic]) {
        let findings = find(in: document)
        guard !findings.isEmpty else { return (document, []) }
        let warnings = findings.map { warning(for: $0, in: document) }
        let copy = try InterfaceDocument(parsing: document.serialized(), path: document.path)
        for finding in find(in: copy) { finding.element.parent?.removeChildElement(finding.element) }
        return (copy, warnings)
    }
}
