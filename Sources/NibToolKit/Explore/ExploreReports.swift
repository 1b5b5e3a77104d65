import NibCore
import NibDocument
import NibExplorer

/// What the explorer subcommands print: a readable text for people, or JSON (`--json`) in
/// the shapes `nibtool help SUBCOMMAND` documents.
struct ExploreReports {
    let geometry: InterfaceGeometry
    let documentPath: String
    let json: Bool

    var document: InterfaceDocument { geometry.document }

    // MARK: geometry

    /// The tree of placed objects with their frames, container by container.
    func geometryTree() -> [UInt8] {
        if json {
            let containers = geometry.containers.map { placedJSON($0) }
            let warnings = geometry.warnings.map { JSONValue.string($0.description) }
            return JSONValue.object([("document", .string(documentPath)), ("containers", .array(containers)), ("warnings", .array(warnings))]).bytes
        }
        var text = ""
        for container in geometry.containers {
            appendTree(container, depth: 0, to: &text)
        }
        if text.isEmpty { text = "The document has no window or view.\n" }
        return Array(text.utf8)
    }

    private func appendTree(_ index: Int, depth: Int, to text: inout String) {
        guard let placed = geometry.placements[index] else { return }
        let summary = ObjectSummary(index, in: document)
        var line = String(repeating: "  ", count: depth) + summary.label + " (" + summary.id + ", " + classText(summary) + ") " + placed.frame.description
        if placed.isHidden { line += " hidden" }
        if placed.isFrameInferred { line += " inferred" }
        text += line + "\n"
        for child in geometry.placedChildren[index] ?? [] { appendTree(child, depth: depth + 1, to: &text) }
    }

    private func placedJSON(_ index: Int) -> JSONValue {
        guard let placed = geometry.placements[index] else { return .null }
        var members = summaryMembers(ObjectSummary(index, in: document))
        members.append(("frame", frameJSON(placed.frame)))
        members.append(("hidden", .bool(placed.isHidden)))
        if placed.isFrameInferred { members.append(("inferred", .bool(true))) }
        members.append(("children", .array((geometry.placedChildren[index] ?? []).map { placedJSON($0) })))
        return .object(members)
    }

    // MARK: objects-at

    /// The objects under a point, front-most and innermost first.
    func objects(at point: InterfacePoint, in space: Int) -> [UInt8] {
        let hits = ObjectsUnderPoint.hits(at: point, in: space, geometry: geometry)
        let spaceSummary = ObjectSummary(space, in: document)
        if json {
            let objects = hits.map { hit -> JSONValue in
                var members = summaryMembers(hit.object)
                members.append(("frame", frameJSON(hit.frame)))
                members.append(("hidden", .bool(hit.isHidden)))
                members.append(("covered", .bool(hit.isCovered)))
                return .object(members)
            }
            return JSONValue.object([
                ("point", .array([.number(point.x), .number(point.y)])), ("in", .string(spaceSummary.id)), ("objects", .array(objects)),
            ]).bytes
        }
        var text = "Objects under \(point) in \(spaceSummary.label) (\(spaceSummary.id)), front-most first:\n"
        if hits.isEmpty { text += "  (none: the point is outside \(spaceSummary.label))\n" }
        let labelWidth = min(hits.map(\.object.label.count).max() ?? 0, 40)
        let idWidth = min(hits.map(\.object.id.count).max() ?? 0, 24)
        for hit in hits {
            var line = "  " + padded(hit.object.label, labelWidth) + "  " + padded(hit.object.id, idWidth) + "  " + classText(hit.object) + "  " + hit.frame.description
            if hit.isHidden { line += "  hidden" }
            if hit.isCovered { line += "  covered" }
            text += line + "\n"
        }
        return Array(text.utf8)
    }

    // MARK: connections-of

    /// The connections panel of one object, with paths and the command that refocuses on
    /// each entry's other end.
    func connections(of index: Int) -> [UInt8] {
        let panel = ConnectionsPanel(object: index, in: document)
        if json {
            var members: [(String, JSONValue)] = [("object", .object(summaryMembers(panel.object)))]
            for section in panel.sections {
                members.append((section.name, .array(section.entries.map(entryJSON))))
            }
            return JSONValue.object(members).bytes
        }
        var text = "\(panel.object.label) (\(panel.object.id), \(classText(panel.object)))\n"
        text += "  path: " + ObjectPath.text(ObjectPath.path(to: index, in: document)) + "\n"
        var any = false
        for section in panel.sections where !section.entries.isEmpty {
            any = true
            text += "\n\(section.title)\n"
            for entry in section.entries {
                var line = "  " + entry.label
                if let event = entry.event { line += " [\(event)]" }
                if let keyPath = entry.keyPath { line += " (key path \(keyPath))" }
                let arrow = section.name.hasPrefix("referencing") || section.name == "received-actions" ? " ← " : " → "
                if let other = entry.other {
                    line += arrow + "\(other.label) (\(other.id))"
                } else {
                    line += arrow + "a missing object (id '\(entry.otherID ?? "")')"
                }
                if let kind = entry.segueKind { line += " [\(kind) segue]" }
                text += line + "\n"
                for option in entry.options { text += "      option \(option.key) = \(option.value)\n" }
                if let other = entry.other {
                    text += "      path: " + ObjectPath.text(entry.path) + "\n"
                    text += "      refocus: nibtool connections-of " + ShellWord.quoted(other.id) + " " + ShellWord.quoted(documentPath) + "\n"
                }
            }
        }
        if !any { text += "\nNo connections.\n" }
        return Array(text.utf8)
    }

    private func entryJSON(_ entry: ConnectionsPanel.Entry) -> JSONValue {
        var members: [(String, JSONValue)] = [("connection-id", .string(entry.connectionID)), ("label", .string(entry.label))]
        if let other = entry.other {
            members.append(("other", .object(summaryMembers(other))))
        } else {
            members.append(("other", .object([("id", .string(entry.otherID ?? "")), ("missing", .bool(true))])))
        }
        members.append(("path", .array(entry.path.map { .object(summaryMembers($0)) })))
        if let event = entry.event { members.append(("event", .string(event))) }
        if let keyPath = entry.keyPath { members.append(("key-path", .string(keyPath))) }
        if !entry.options.isEmpty {
            members.append(("options", .array(entry.options.map { .object([("key", .string($0.key)), ("type", .string($0.type)), ("value", .string($0.value))]) })))
        }
        if let kind = entry.segueKind { members.append(("segue-kind", .string(kind))) }
        return .object(members)
    }

    // MARK: Shared pieces

    private func summaryMembers(_ summary: ObjectSummary) -> [(String, JSONValue)] { Self.summaryMembers(summary) }

    static func summaryMembers(_ summary: ObjectSummary) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("id", .string(summary.id)), ("class", .string(summary.className))]
        if let customClass = summary.customClass { members.append(("custom-class", .string(customClass))) }
        members.append(("label", .string(summary.label)))
        return members
    }

    private func frameJSON(_ frame: InterfaceRect) -> JSONValue { .array(frame.components.map { .number($0) }) }

    private func classText(_ summary: ObjectSummary) -> String {
        summary.customClass.map { "\($0) : \(summary.className)" } ?? summary.className
    }

    private func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
