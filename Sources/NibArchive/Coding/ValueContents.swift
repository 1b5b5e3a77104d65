/// The text of every string object and the value of every `NSNumber` of a graph, found in
/// one pass over the objects.
///
/// The dump, the structure extraction and the decoder look these up once per reference;
/// scanning the referenced object each time could be quadratic on hostile input (one huge
/// string object referenced from everywhere).
struct ValueContents {
    /// Graph index → text, for `NSString`-like objects.
    private(set) var strings: [Int: String] = [:]
    /// Graph index → number (`Int64`, `Double` or `Bool`), for `NSNumber` objects.
    private(set) var numbers: [Int: Any] = [:]

    init(_ graph: ObjectGraph) {
        for (index, object) in graph.objects.enumerated() {
            if object.className == "NSNumber" {
                if let number = KeyedDecoder.numberContent(of: object) { numbers[index] = number }
            } else if let string = KeyedDecoder.stringContent(of: object) {
                strings[index] = string
            }
        }
    }

    /// The number of object `index` as an integer, when it is an `NSNumber`.
    func integer(_ index: Int) -> Int64? {
        switch numbers[index] {
        case let number as Int64: number
        case let number as Double: Int64(exactly: number.rounded(.towardZero))
        case let flag as Bool: flag ? 1 : 0
        default: nil
        }
    }

    /// The number of object `index` as a double, when it is an `NSNumber`.
    func double(_ index: Int) -> Double? {
        switch numbers[index] {
        case let number as Int64: Double(number)
        case let number as Double: number
        case let flag as Bool: flag ? 1 : 0
        default: nil
        }
    }
}
