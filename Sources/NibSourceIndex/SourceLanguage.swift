/// The language a class is declared in.
public enum SourceLanguage: String, Sendable, Hashable {
    case swift
    case objectiveC = "objective-c"
}
