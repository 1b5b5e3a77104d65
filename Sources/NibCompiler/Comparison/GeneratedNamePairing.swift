/// Names that ibtool makes up afresh on every compile, paired between the two sides of a
/// comparison.
///
/// Xcode 7 to 10 name a storyboard view nib's upstream placeholders with a new Interface
/// Builder object id each time (`UpstreamPlaceholder-3vA-0s-Jrc`): SwiftGen's history holds
/// nine compilations of one storyboard and the names differ in every one, and none of them
/// is an id of the document. No compiler can reproduce them, so two such names are equal
/// when they stand for each other everywhere: each name of the left side pairs with one name
/// of the right side, for every nib of a storyboard (the scene nib's external objects table
/// and the view nib's proxy must agree), and a second, different partner is a difference.
final class GeneratedNamePairing {
    /// Left name → right name, for every pair made so far.
    private(set) var pairs: [String: String] = [:]
    private var leftByRight: [String: String] = [:]

    /// A name ibtool generates: `UpstreamPlaceholder-` and an Interface Builder object id
    /// (three, two and three letters or digits joined by hyphens).
    static func isGenerated(_ text: String) -> Bool {
        let prefix = "UpstreamPlaceholder-"
        guard text.hasPrefix(prefix) else { return false }
        let id = Array(text.utf8.dropFirst(prefix.utf8.count))
        guard id.count == 10, id[3] == UInt8(ascii: "-"), id[6] == UInt8(ascii: "-") else { return false }
        return id.enumerated().allSatisfy { index, byte in
            index == 3 || index == 6 || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        }
    }

    /// Whether `left` and `right` may stand for each other: both are generated names and
    /// neither is paired with another name yet (the pair is then made), or they are already
    /// paired with each other.
    func pair(_ left: String, _ right: String) -> Bool {
        guard Self.isGenerated(left), Self.isGenerated(right) else { return false }
        if let partner = pairs[left] { return partner == right }
        if leftByRight[right] != nil { return false }
        pairs[left] = right
        leftByRight[right] = left
        return true
    }

    /// Undoes the pairs made since `state` (an earlier `pairs`) was taken.
    func restore(_ state: [String: String]) {
        guard state.count != pairs.count else { return }
        pairs = state
        leftByRight = Dictionary(uniqueKeysWithValues: state.map { ($0.value, $0.key) })
    }
}
