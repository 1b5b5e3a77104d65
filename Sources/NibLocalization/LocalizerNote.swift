import NibXML

/// The localizer note Interface Builder keeps for an object (Identity inspector, Document,
/// Notes): `<attributedString key="userComments">` with `<fragment content="..."/>` or
/// `<fragment><string key="content">...</string></fragment>` children. ibtool writes it as
/// `Note = "...";` in the comment of every entry of that object.
enum LocalizerNote {
    /// The note of the object `element`, or nil when it has none (or an empty one).
    static func note(of element: MarkupElement) -> String? {
        for child in element.children(named: "attributedString") where child[attribute: "key"] == "userComments" {
            var text = ""
            for fragment in child.children(named: "fragment") {
                if let content = fragment[attribute: "content"] {
                    text += content
                } else if let content = fragment.children(named: "string").first(where: { $0[attribute: "key"] == "content" }) {
                    text += content.textContent
                }
            }
            return text.isEmpty ? nil : text
        }
        return nil
    }
}
