/// A storyboard scene: one controller with its placeholders and extra top-level objects.
public struct Scene {
    /// The scene's `sceneID`.
    public let id: String
    /// Indices of the scene's top-level objects in `InterfaceDocument.objects`.
    public let objects: [Int]
    /// The scene's controller (the object with `sceneMemberID="viewController"`), if any.
    public let controller: Int?
}
