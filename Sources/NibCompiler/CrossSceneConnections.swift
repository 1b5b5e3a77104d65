import NibCore
import NibDocument
import NibXML

/// Outlets and actions of a storyboard that join objects of two scenes. Each scene compiles
/// to nibs of its own, loaded when its controller is instantiated, so no nib can hold such a
/// connection; Interface Builder does not make them, but a scene copied with its connections
/// keeps them (93 in 29 of 1,435 public iOS storyboards). The compiler leaves them out, as it
/// must, and says so at each instead of silently: the outlet stays nil and the action is sent
/// nowhere on a device.
enum CrossSceneConnections {
    /// A warning for each outlet, outlet collection or action of `document` (a storyboard)
    /// whose source and destination are in different scenes, in document order.
    static func warnings(in document: InterfaceDocument) -> [Diagnostic] {
        guard document.kind == .storyboard else { return [] }
        var sceneOfID: [String: MarkupElement] = [:]
        var connections: [(connection: MarkupElement, scene: MarkupElement)] = []
        for scene in document.markup.root.descendants() where scene.name == "scene" {
            for element in scene.descendants() {
                if let id = element[attribute: "id"] { sceneOfID[id] = scene }
                if ["outlet", "outletCollection", "action"].contains(element.name) { connections.append((element, scene)) }
            }
        }
        return connections.compactMap { connection, scene in
            guard let destinationID = connection[attribute: "destination"], let destinationScene = sceneOfID[destinationID],
                  destinationScene != scene else { return nil }
            let sceneName = destinationScene[attribute: "sceneID"].map { "scene \($0)" } ?? "another scene"
            var warning = Diagnostic.warning(
                "\(ConnectionSubject.describe(connection)): destination '\(destinationID)' is in \(sceneName); each scene is a nib of its own, so the connection is left out of the nibs",
                path: document.path, location: document.location(of: connection))
            warning.objectID = connection[attribute: "id"]
            return warning
        }
    }
}
