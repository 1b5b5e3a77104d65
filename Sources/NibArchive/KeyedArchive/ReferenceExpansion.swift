import NibCore

/// The bookkeeping for turning a binary property list's object table, where containers name
/// their members by index, into nested values: each container converted once, cycles refused,
/// and the expansion bounded.
///
/// A writer may reference one container from several places, and hostile input may make a
/// container hold itself. Following references naively rebuilds a shared container at every
/// reference (a chain of arrays, each holding the next twice, doubles the work per link) and
/// goes round a cycle until a depth limit stops it, rebuilding everything before the cycle at
/// every turn: a 62 KB nib whose one changed reference pointed back at `$objects` took seconds.
/// Here a converted value is kept and reused (arrays of values are copy-on-write, so sharing
/// costs nothing), entering an object that is still being converted is reported as a cycle at
/// once, and the number of values the references expand to is bounded, because whoever walks
/// the tree afterwards (a dump, an equality test) visits every expansion.
struct ReferenceExpansion<Value> {
    /// The most values the conversion may expand to, counting a shared value at every place
    /// it appears: four times the objects and references the file holds, and 1,024 more.
    /// Without shared containers a file expands to at most one value per reference (and its
    /// root); Apple's writers share strings and numbers, which count once per reference, and
    /// hardly ever containers. A bound proportional to the input keeps every later walk of
    /// the tree (a dump, an equality test) proportional to the input too: a 443-byte archive
    /// of doubling arrays otherwise dumps as 5 MB of text.
    let maximumExpandedCount: Int
    /// What the diagnostics call the input ("property list", "keyed archive").
    let subject: String
    let path: String?
    /// Containers converted so far, by object index. A dictionary, not a table the size of
    /// the file: most objects are scalars that never enter it, and a table of every object
    /// made reading keyed nibs a fifth slower.
    private var converted: [Int: (value: Value, expandedCount: Int)] = [:]
    /// Containers being converted, by object index.
    private var open: Set<Int> = []
    /// Values expanded so far by `charge(_:)`.
    private(set) var chargedCount = 0

    /// Bookkeeping for `plist`'s object table.
    init(_ plist: BinaryPropertyList, subject: String, path: String?) {
        maximumExpandedCount = 4 * (plist.objects.count + plist.references.count) + 1024
        self.subject = subject
        self.path = path
    }

    /// The value converted earlier for container `index` and how many values it expands to,
    /// or nil after marking `index` open (convert it, then call `finish`). Throws when `index`
    /// is open already: the container contains itself. Scalars need no bookkeeping.
    mutating func begin(_ index: Int) throws -> (value: Value, expandedCount: Int)? {
        if let done = converted[index] { return done }
        guard open.insert(index).inserted else {
            throw Diagnostic.error("\(subject): object \(index) of the bplist object table contains itself (a reference cycle)", path: path)
        }
        return nil
    }

    /// Records container `index`'s value, which expands to `expandedCount` values with its
    /// members counted; throws when that is over the bound.
    mutating func finish(_ index: Int, value: Value, expandedCount: Int) throws {
        try check(expandedCount)
        open.remove(index)
        converted[index] = (value, expandedCount)
    }

    /// Adds `expandedCount` values to a running total over several conversions (the entries
    /// of every archived object) and throws when the total is over the bound.
    mutating func charge(_ expandedCount: Int) throws {
        chargedCount += expandedCount
        try check(chargedCount)
    }

    private func check(_ expandedCount: Int) throws {
        guard expandedCount <= maximumExpandedCount else {
            throw Diagnostic.error(
                "\(subject) expands to more than \(maximumExpandedCount) values (4 per object and reference it holds) through containers referenced many times",
                path: path)
        }
    }
}
