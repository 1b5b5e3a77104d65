/// Foundation value classes laid out the way UINibEncoder writes them.
extension NIBArchiveBuilder {
    /// Adds an `NSString` (or `className`) object holding `text` as UTF-8 under `NS.bytes`.
    public mutating func addString(_ text: String, className: String = "NSString") -> Int {
        let object = addObject(className: className)
        append(.data(Array(text.utf8)), forKey: "NS.bytes", to: object)
        return object
    }

    /// Makes `object` a collection: `NSInlinedValue = true`, then one `UINibEncoderEmptyKey`
    /// value per element (dictionaries: alternate key and value).
    public mutating func appendElements(_ elements: [NIBArchiveValue], to object: Int) {
        append(.bool(true), forKey: KeyedDecoder.inlinedValueKey, to: object)
        for element in elements { append(element, forKey: KeyedDecoder.elementKey, to: object) }
    }

    /// Adds a collection object of `className` (NSArray, NSMutableSet, ...) with `elements`.
    public mutating func addCollection(_ elements: [NIBArchiveValue], className: String = "NSArray") -> Int {
        let object = addObject(className: className)
        appendElements(elements, to: object)
        return object
    }
}
