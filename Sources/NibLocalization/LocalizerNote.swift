import NibDocument
import NibXML

/// The localizer note Interface Builder keeps for an object (Identity inspector, Document,
/// Notes): `<attributedString key="userComments">` with `<fragment content="..."/>` or
/// `<fragment><string key="content">...</string></fragment>` children. ibtool writes it as
/// `Note = "...";` in the comment of every entry of that object.
enum LocalizerNote {
    /// The note of the object `element`, or nil when it has none (or an empty one).
    static func note(of element: MarkupElement) -> String? {
        guard let text = DocumentStrings.attributedValue("userComments", of: element), !text.isEmpty else { return nil }
        return text
    }
}
