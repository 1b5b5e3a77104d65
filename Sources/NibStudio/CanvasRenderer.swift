import NibDocument
import NibExplorer
import NibXML

/// Draws a container (a window, a top-level view, a scene's root view) to scale as SVG,
/// from `InterfaceGeometry`, each class with a look a person recognises: windows with their
/// title bar, labels with their text, buttons with their title, text fields with their
/// placeholder, image views with their image name, tables with rows, scroll views with
/// scrollers, sliders, switches. Hidden views are drawn dashed and faint. Every shape
/// carries `data-id`, so the page can select what was clicked.
public struct CanvasRenderer {
    public let geometry: InterfaceGeometry

    public init(geometry: InterfaceGeometry) {
        self.geometry = geometry
    }

    static let titleBarHeight = 28.0

    /// The SVG for the container at `index`; nested at `origin` and drawn `scale` times its
    /// size when it is part of a storyboard's board.
    public func svg(for index: Int, at origin: (x: Double, y: Double)? = nil, scale: Double = 1) -> String {
        guard let container = geometry.placements[index] else { return "" }
        let document = geometry.document
        let isWindow = document.objects[index].element.children(named: "rect").contains { $0[attribute: "key"] == "contentRect" }
        let top = isWindow ? -Self.titleBarHeight : 0
        let width = container.frame.width, height = container.frame.height - top
        let placement = origin.map { "x=\"\(n($0.x))\" y=\"\(n($0.y))\"" } ?? "xmlns=\"http://www.w3.org/2000/svg\""
        var svg = "<svg \(placement) class=\"canvas\" width=\"\(n(width * scale))\" height=\"\(n(height * scale))\" viewBox=\"0 \(n(top)) \(n(width)) \(n(height))\" font-family=\"-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif\" font-size=\"13\">\n"
        if isWindow {
            let title = DocumentStrings.value("title", of: document.objects[index].element) ?? ""
            svg += "<g data-id=\"\(escaped(document.objects[index].id))\" class=\"window\">"
            svg += "<rect x=\"0\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"10\" fill=\"#ececec\" stroke=\"#9a9a9a\"/>"
            svg += "<rect x=\"0\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(Self.titleBarHeight))\" rx=\"10\" fill=\"#e3e3e3\"/>"
            for (offset, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
                svg += "<circle cx=\"\(14 + offset * 20)\" cy=\"\(n(top + 14))\" r=\"6\" fill=\"\(color)\"/>"
            }
            svg += "<text x=\"\(n(width / 2))\" y=\"\(n(top + 18))\" text-anchor=\"middle\" font-weight=\"600\" fill=\"#333\">\(escaped(title))</text></g>\n"
        } else {
            svg += "<rect data-id=\"\(escaped(document.objects[index].id))\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(container.frame.height))\" fill=\"#f6f6f6\" stroke=\"#bbb\"/>\n"
        }
        for child in geometry.placedChildren[index] ?? [] { draw(child, into: &svg) }
        return svg + "</svg>\n"
    }

    private func draw(_ index: Int, into svg: inout String) {
        guard let placed = geometry.placements[index] else { return }
        let object = geometry.document.objects[index]
        let element = object.element
        let frame = placed.frame
        let (x, y, w, h) = (n(frame.x), n(frame.y), n(frame.width), n(frame.height))
        let style = placed.isHidden ? " opacity=\"0.35\" stroke-dasharray=\"4 3\"" : ""
        svg += "<g data-id=\"\(escaped(object.id))\" class=\"\(escaped(object.elementName))\"\(style)>"
        let kind = object.elementName
        switch kind {
        case "button":
            let title = Self.buttonTitle(element)
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"6\" fill=\"#ffffff\" stroke=\"#b5b5b5\"/>"
            svg += text(title, frame: frame, anchor: "middle", color: "#0a60ff")
        case "label":
            svg += text(DocumentStrings.displayedText(of: element) ?? "Label", frame: frame, anchor: "start", color: "#111")
        case "textField", "searchField":
            let cell = element.childElements.first { $0[attribute: "key"] == "cell" }
            let isLabel = cell.map { $0[attribute: "editable"] != "YES" && $0[attribute: "borderStyle"] == nil && $0[attribute: "drawsBackground"] != "YES" } ?? false
            let value = DocumentStrings.value("text", of: element) ?? cell.flatMap { DocumentStrings.value("title", of: $0) }
            let placeholder = DocumentStrings.value("placeholder", of: element) ?? cell.flatMap { DocumentStrings.value("placeholderString", of: $0) }
            if isLabel {
                svg += text(value ?? "", frame: frame, anchor: "start", color: "#111")
            } else {
                svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"\(kind == "searchField" ? n(frame.height / 2) : "4")\" fill=\"#fff\" stroke=\"#b5b5b5\"/>"
                svg += text(value ?? placeholder ?? "", frame: frame.insetBy(4), anchor: "start", color: value == nil ? "#999" : "#111")
            }
        case "imageView":
            let image = element[attribute: "image"] ?? element.childElements.first { $0[attribute: "key"] == "cell" }?[attribute: "image"]
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"#dfe9f5\" stroke=\"#9db4cf\"/>"
            svg += "<path d=\"M\(x) \(y) L\(n(frame.x + frame.width)) \(n(frame.y + frame.height)) M\(n(frame.x + frame.width)) \(y) L\(x) \(n(frame.y + frame.height))\" stroke=\"#b8c9de\"/>"
            svg += text(image.map { "🖼 " + $0 } ?? "Image View", frame: frame, anchor: "middle", color: "#4a6585")
        case "tableView", "outlineView", "collectionView":
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"#fff\" stroke=\"#ccc\"/>"
            let rowHeight = max(Double(element[attribute: "rowHeight"] ?? "") ?? 24, 12)
            var rowY = frame.y
            var row = 0
            while rowY < frame.y + frame.height, row < 200 {
                if row % 2 == 1 { svg += "<rect x=\"\(x)\" y=\"\(n(rowY))\" width=\"\(w)\" height=\"\(n(min(rowHeight, frame.y + frame.height - rowY)))\" fill=\"#f4f5f5\"/>" }
                svg += "<line x1=\"\(x)\" y1=\"\(n(rowY + rowHeight))\" x2=\"\(n(frame.x + frame.width))\" y2=\"\(n(rowY + rowHeight))\" stroke=\"#eee\"/>"
                rowY += rowHeight
                row += 1
            }
        case "scrollView":
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"none\" stroke=\"#b5b5b5\"/>"
            svg += "<rect x=\"\(n(frame.x + frame.width - 8))\" y=\"\(n(frame.y + 4))\" width=\"4\" height=\"\(n(max(frame.height / 3, 10)))\" rx=\"2\" fill=\"#b0b0b0\"/>"
        case "slider":
            let middle = frame.y + frame.height / 2
            svg += "<line x1=\"\(x)\" y1=\"\(n(middle))\" x2=\"\(n(frame.x + frame.width))\" y2=\"\(n(middle))\" stroke=\"#0a60ff\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
            svg += "<circle cx=\"\(n(frame.x + frame.width / 2))\" cy=\"\(n(middle))\" r=\"\(n(min(frame.height / 2, 10)))\" fill=\"#fff\" stroke=\"#aaa\"/>"
        case "switch":
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"\(n(frame.height / 2))\" fill=\"#34c759\"/>"
            svg += "<circle cx=\"\(n(frame.x + frame.width - frame.height / 2))\" cy=\"\(n(frame.y + frame.height / 2))\" r=\"\(n(frame.height / 2 - 2))\" fill=\"#fff\"/>"
        case "box":
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"5\" fill=\"#0000000a\" stroke=\"#c8c8c8\"/>"
            svg += text(DocumentStrings.value("title", of: element) ?? "", frame: InterfaceRect(x: frame.x + 6, y: frame.y - 2, width: frame.width, height: 16), anchor: "start", color: "#555")
        case "clipView", "scroller":
            break
        default:
            let isCustom = object.customClass != nil
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"\(isCustom ? "#fffbe6" : "none")\" stroke=\"\(isCustom ? "#d9c36a" : "#d0d0d0")\"/>"
            if isCustom, frame.height >= 14 {
                svg += text(object.customClass ?? "", frame: InterfaceRect(x: frame.x + 4, y: frame.y + 2, width: frame.width, height: 14), anchor: "start", color: "#8a7a2a", size: 11)
            }
        }
        svg += "</g>\n"
        for child in geometry.placedChildren[index] ?? [] { draw(child, into: &svg) }
    }

    static func buttonTitle(_ element: MarkupElement) -> String {
        DocumentStrings.buttonTitle(of: element)
            ?? element.childElements.first { $0[attribute: "key"] == "cell" }.flatMap { DocumentStrings.value("title", of: $0) }
            ?? DocumentStrings.value("title", of: element) ?? ""
    }

    private func text(_ value: String, frame: InterfaceRect, anchor: String, color: String, size: Double = 13) -> String {
        guard !value.isEmpty else { return "" }
        let x = anchor == "middle" ? frame.x + frame.width / 2 : frame.x + 2
        let y = frame.y + frame.height / 2 + size * 0.35
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\" font-size=\"\(n(size))\" fill=\"\(color)\">\(escaped(value))</text>"
    }

    private func n(_ value: Double) -> String {
        value == value.rounded() ? String(Int64(value)) : String((value * 100).rounded() / 100)
    }

    /// Text for an SVG attribute or text node (NibXML's escaping, double quotes included).
    func escaped(_ text: String) -> String {
        String(decoding: MarkupEscaping.escapeAttribute(text), as: UTF8.self)
    }
}

extension InterfaceRect {
    func insetBy(_ amount: Double) -> InterfaceRect {
        InterfaceRect(x: x + amount, y: y, width: max(width - 2 * amount, 0), height: height)
    }
}
