import Foundation

/// The Info.plist fragment `--output-partial-info-plist` writes for Xcode to merge into the
/// app's Info.plist. NibForge has nothing to add (ibtool adds keys only for launch
/// storyboards and custom fonts), so it is an empty dictionary, in XML form as ibtool writes it.
enum PartialInfoPlist {
    static func bytes() throws -> [UInt8] {
        let data = try PropertyListSerialization.data(fromPropertyList: [String: Any](), format: .xml, options: 0)
        return [UInt8](data)
    }
}
