import NibXML

/// A storyboard controller's Storyboard ID. Interface Builder 4 wrote an empty one
/// (`storyboardIdentifier=""`, 2 of 1,435 public storyboards, OCMock's iOS 5 examples) for a
/// controller that has none; read as an identifier it named a nib `.nib` (a hidden file two
/// such controllers overwrote) and a scene no code could name.
public enum StoryboardIdentifier {
    /// The controller `element`'s storyboard identifier, nil when it has none or an empty one.
    public static func of(_ element: MarkupElement) -> String? {
        guard let identifier = element[attribute: "storyboardIdentifier"], !identifier.isEmpty else { return nil }
        return identifier
    }
}
