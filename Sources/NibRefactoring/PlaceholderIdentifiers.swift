import NibDocument

/// The ids Interface Builder gives the standard placeholders of a new document, which
/// differ by platform: Cocoa writes File's Owner -2, First Responder -1, Application -3;
/// Cocoa Touch writes File's Owner -1 and First Responder -2.
struct PlaceholderIdentifiers {
    let filesOwner: String
    let firstResponder: String
    let application: String?

    init(platform: TargetPlatform) {
        switch platform {
        case .cocoa:
            filesOwner = "-2"; firstResponder = "-1"; application = "-3"
        case .cocoaTouch, .appleTV, .watchKit:
            filesOwner = "-1"; firstResponder = "-2"; application = nil
        }
    }

    /// The new document's id for a shared placeholder of the old one.
    func identifier(for placeholder: Placeholder?) -> String? {
        switch placeholder {
        case .firstResponder: firstResponder
        case .application: application
        case .filesOwner: filesOwner
        default: nil
        }
    }
}
