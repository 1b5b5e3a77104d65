import NibDocument
import NibExplorer
import NibXML

/// A storyboard as Interface Builder's canvas shows it: every scene's root view or window at
/// the place the document keeps for it (`<point key="canvasLocation">`, else in a row), drawn
/// at a reduced scale, with an arrow for every segue from its scene to the destination's.
public struct StoryboardBoard {
    public let geometry: InterfaceGeometry
    /// How much smaller than the scenes' points the board is drawn.
    public var scale = 0.3

    public init(geometry: InterfaceGeometry) {
        self.geometry = geometry
    }

    public func svg() -> String {
        let document = geometry.document
        let renderer = CanvasRenderer(geometry: geometry)
        // Each scene: its first container, and where it goes on the board.
        var placed: [(scene: Scene, container: Int, x: Double, y: Double, width: Double, height: Double)] = []
        var nextX = 0.0
        for scene in document.scenes {
            guard let container = scene.objects.lazy.compactMap({ CoordinateSpaces.firstContainer(under: $0, geometry: geometry) }).first,
                  let frame = geometry.placements[container]?.frame else { continue }
            let location = Self.canvasLocation(of: scene, in: document)
            let width = frame.width * scale, height = (frame.height + 28) * scale
            let x = location.map { $0.x * scale - width / 2 } ?? nextX
            let y = location.map { $0.y * scale - height / 2 } ?? 40
            placed.append((scene, container, x, y, width, height))
            nextX = max(nextX, x + width + 80)
        }
        guard !placed.isEmpty else { return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"40\"><text x=\"10\" y=\"24\">No scenes to draw.</text></svg>\n" }
        let minX = placed.map(\.x).min()! - 40, minY = placed.map(\.y).min()! - 40
        let maxX = placed.map { $0.x + $0.width }.max()! + 40, maxY = placed.map { $0.y + $0.height }.max()! + 40
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"\(Int(maxX - minX))\" height=\"\(Int(maxY - minY))\" viewBox=\"\(Int(minX)) \(Int(minY)) \(Int(maxX - minX)) \(Int(maxY - minY))\">\n"
        svg += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"#7a7a7a\"/></marker></defs>\n"
        for item in placed {
            // The scene's own SVG, nested and scaled into its place.
            svg += "<g class=\"scene\" data-scene=\"\(renderer.escaped(item.scene.id))\" data-container=\"\(renderer.escaped(document.objects[item.container].id))\">"
            svg += renderer.svg(for: item.container, at: (item.x, item.y), scale: scale)
            svg += "</g>\n"
            let label = item.scene.controller.map { ExplorerLabels.label(of: $0, in: document) } ?? item.scene.id
            svg += "<text x=\"\(item.x)\" y=\"\(item.y - 8)\" font-size=\"12\" fill=\"#555\">\(renderer.escaped(label))</text>\n"
        }
        // Segue arrows, scene to scene.
        let sceneOfObject = Dictionary(document.scenes.flatMap { scene in Self.allObjects(scene, in: document).map { ($0, scene.id) } }, uniquingKeysWith: { first, _ in first })
        for connection in document.connections {
            guard case .segue(let kind, _, _) = connection.kind, let destination = connection.destination,
                  let from = sceneOfObject[connection.source], let to = sceneOfObject[destination] ?? document.scenes.first(where: { $0.controller == destination })?.id,
                  let source = placed.first(where: { $0.scene.id == from }), let target = placed.first(where: { $0.scene.id == to }), from != to else { continue }
            let x1 = source.x + source.width, y1 = source.y + source.height / 2
            let x2 = target.x, y2 = target.y + target.height / 2
            svg += "<path d=\"M\(x1) \(y1) C\(x1 + 60) \(y1), \(x2 - 60) \(y2), \(x2) \(y2)\" fill=\"none\" stroke=\"#7a7a7a\" stroke-width=\"2\" marker-end=\"url(#arrow)\"><title>\(renderer.escaped(kind ?? "segue"))</title></path>\n"
        }
        return svg + "</svg>\n"
    }

    /// The scene's `<point key="canvasLocation">`, if the document keeps one.
    static func canvasLocation(of scene: Scene, in document: InterfaceDocument) -> (x: Double, y: Double)? {
        guard let first = scene.objects.first, let sceneElement = document.objects[first].element.parent?.parent else { return nil }
        guard let point = sceneElement.children(named: "point").first(where: { $0[attribute: "key"] == "canvasLocation" }) else { return nil }
        return (Double(point[attribute: "x"] ?? "") ?? 0, Double(point[attribute: "y"] ?? "") ?? 0)
    }

    static func allObjects(_ scene: Scene, in document: InterfaceDocument) -> [Int] {
        var result: [Int] = []
        var stack = scene.objects
        while let next = stack.popLast() {
            result.append(next)
            stack += document.objects[next].children
        }
        return result
    }
}
