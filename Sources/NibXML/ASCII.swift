/// Byte constants the scanner compares against, named for readability.
enum ASCII {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let slash = UInt8(ascii: "/")
    static let equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";")
    static let exclamation = UInt8(ascii: "!")
    static let question = UInt8(ascii: "?")
    static let hyphen = UInt8(ascii: "-")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let hash = UInt8(ascii: "#")
    static let lowercaseX = UInt8(ascii: "x")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// XML white space: space, tab, line feed, carriage return.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == lineFeed || byte == tab || byte == carriageReturn
    }

    /// Bytes that end an element or attribute name.
    @inline(__always)
    static func endsName(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == greaterThan || byte == slash || byte == equals
            || byte == lessThan || byte == quote || byte == apostrophe
    }
}
