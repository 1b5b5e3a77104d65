/// Which member of a `X.nib/` directory a loader uses.
///
/// - macOS (Xcode 13+, targets before 10.13): `keyedobjects-101300.nib` (NIBArchive) is
///   preferred over `keyedobjects.nib` (bplist), as AppKit does on 10.13 and later.
/// - iOS: the highest `objects-N+.nib`, then `objects.nib`, then `runtime.nib`, following
///   `-[UINib nibDataForPath:]`.
/// - IB 2/3 bundles: `keyedobjects.nib` (the XML `designable.nib`, `classes.nib`, `info.nib`
///   are not needed at run time).
public enum NibDirectory {
    /// The preferred member among `names` (file names inside the directory), or nil.
    public static func preferredMember(among names: [String]) -> String? {
        if names.contains("keyedobjects-101300.nib") { return "keyedobjects-101300.nib" }
        let versioned = names.compactMap { name -> (name: String, version: [Int])? in
            guard name.hasPrefix("objects-"), name.hasSuffix("+.nib") else { return nil }
            let version = name.dropFirst("objects-".count).dropLast("+.nib".count)
            let parts = version.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            return (name, parts.compactMap { $0 })
        }
        if let newest = versioned.max(by: { $0.version.lexicographicallyPrecedes($1.version) }) {
            return newest.name
        }
        for name in ["objects.nib", "runtime.nib", "keyedobjects.nib"] where names.contains(name) {
            return name
        }
        return nil
    }
}
