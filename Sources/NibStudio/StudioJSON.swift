import Foundation
import NibExplorer

/// The JSON the API answers, built from the explorer's types (the same shapes as
/// `nibtool objects-at --json` and `connections-of --json`).
enum StudioJSON {
    static func data(_ value: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("null".utf8)
    }

    static func summary(_ summary: ObjectSummary) -> [String: Any] {
        var result: [String: Any] = ["id": summary.id, "class": summary.className, "label": summary.label]
        if let customClass = summary.customClass { result["custom-class"] = customClass }
        return result
    }

    static func frame(_ rect: InterfaceRect) -> [Double] { rect.components }

    static func panel(_ panel: ConnectionsPanel) -> [String: Any] {
        var result: [String: Any] = ["object": summary(panel.object)]
        for section in panel.sections {
            result[section.name] = section.entries.map { entry -> [String: Any] in
                var item: [String: Any] = ["connection-id": entry.connectionID, "label": entry.label,
                                           "path": entry.path.map(summary)]
                item["other"] = entry.other.map(summary) ?? ["id": entry.otherID ?? "", "missing": true]
                if let event = entry.event { item["event"] = event }
                if let keyPath = entry.keyPath { item["key-path"] = keyPath }
                return item
            }
        }
        return result
    }
}
