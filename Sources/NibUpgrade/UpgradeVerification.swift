import NibDocument

/// Checks an upgraded document against the archive it came from: every archived object
/// must be there under the same id, with the same class, custom class, user label,
/// placeholder role and place in the outline, and the connections must be the same.
///
/// Objects the upgrade adds (views an archive kept without an object record, such as
/// clip views and scrollers) are allowed; an archived object's parent is compared with
/// the nearest ancestor the archive also has.
public enum UpgradeVerification {
    /// One sentence per difference; empty when the upgrade kept everything.
    public static func differences(archive: InterfaceDocument, upgraded: InterfaceDocument) -> [String] {
        var differences: [String] = []
        for object in archive.objects {
            guard let counterpart = upgraded.object(withID: object.id) else {
                differences.append("\(object.className) (id \(object.id)) is missing")
                continue
            }
            if counterpart.className != object.className && counterpart.effectiveClassName != object.effectiveClassName {
                differences.append("id \(object.id) is a \(counterpart.className), the archive's is a \(object.className)")
            }
            if counterpart.customClass != object.customClass, object.placeholder == nil || object.customClass != nil {
                differences.append("id \(object.id) has custom class \(counterpart.customClass ?? "none"), the archive's has \(object.customClass ?? "none")")
            }
            if let label = object.userLabel, !label.isEmpty, object.placeholder == nil, counterpart.userLabel != label {
                differences.append("id \(object.id) has user label '\(counterpart.userLabel ?? "")', the archive's has '\(label)'")
            }
            if counterpart.placeholder != object.placeholder {
                differences.append("id \(object.id) is \(counterpart.placeholder.map { "\($0)" } ?? "no placeholder"), the archive's is \(object.placeholder.map { "\($0)" } ?? "no placeholder")")
            }
            let archivedParent = object.parent.map { archive.objects[$0].id }
            let upgradedParent = nearestArchivedAncestor(of: counterpart, in: upgraded, archive: archive)
            if archivedParent != upgradedParent {
                differences.append("id \(object.id) sits under \(upgradedParent ?? "the top level"), in the archive under \(archivedParent ?? "the top level")")
            }
        }
        let archived = connectionSummaries(archive), modern = connectionSummaries(upgraded)
        for connection in archived where !modern.contains(connection) { differences.append("connection \(connection) is missing") }
        for connection in modern where !archived.contains(connection) { differences.append("connection \(connection) was added") }
        return differences
    }

    private static func nearestArchivedAncestor(of object: InterfaceObject, in document: InterfaceDocument, archive: InterfaceDocument) -> String? {
        var parent = object.parent
        while let index = parent {
            let candidate = document.objects[index]
            if archive.object(withID: candidate.id) != nil { return candidate.id }
            parent = candidate.parent
        }
        return nil
    }

    /// `kind label: source → destination` for each connection, sorted.
    private static func connectionSummaries(_ document: InterfaceDocument) -> [String] {
        document.connections.map { connection in
            let kind: String
            switch connection.kind {
            case .outlet: kind = "outlet"
            case .outletCollection: kind = "outlet collection"
            case .action: kind = "action"
            case .segue: kind = "segue"
            case .binding(_, let keyPath, _): kind = "binding to '\(keyPath)'"
            }
            let source = document.objects[connection.source].id
            let destination = connection.destination.map { document.objects[$0].id } ?? connection.destinationID ?? "?"
            return "\(kind) '\(connection.label)' \(source) → \(destination)"
        }.sorted()
    }
}
