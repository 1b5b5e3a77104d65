import NibXML

/// How compile warnings name a connection element: its kind, its outlet, action or key path,
/// and its id (`<action> 'share:' (id MFV-7M-qmC)`), so a user finds it in Interface Builder.
enum ConnectionSubject {
    static func describe(_ element: MarkupElement) -> String {
        let name = element[attribute: "property"] ?? element[attribute: "selector"] ?? element[attribute: "keyPath"]
        return "<\(element.name)>" + (name.map { " '\($0)'" } ?? "") + (element[attribute: "id"].map { " (id \($0))" } ?? "")
    }
}
