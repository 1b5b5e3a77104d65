/// One attribute of an element, with the exact bytes around it.
///
/// `leadingSpace` is what stood between the previous token and the name, `equalsSign` the
/// bytes from the end of the name to the opening quote (`=`, or ` = `), and `rawValue` the
/// bytes between the quotes with references unexpanded. Editing the value re-escapes it
/// and keeps the spacing and quote character.
public struct MarkupAttribute {
    /// The attribute name, e.g. `customClass`.
    public var name: String
    /// The white space before the name, exactly as in the source.
    public var leadingSpace: ArraySlice<UInt8>
    /// The bytes between the name and the opening quote, `=` in nearly every document.
    public var equalsSign: ArraySlice<UInt8>
    /// The quote character: `"` or `'`.
    public var quote: UInt8
    /// The value as it stands between the quotes, references unexpanded.
    public var rawValue: ArraySlice<UInt8>

    /// An attribute as a writer would create it: ` name="value"`.
    public init(name: String, value: String) {
        self.name = name
        leadingSpace = [ASCII.space]
        equalsSign = [ASCII.equals]
        quote = ASCII.quote
        rawValue = ArraySlice(MarkupEscaping.escapeAttribute(value, quote: ASCII.quote))
    }

    init(name: String, leadingSpace: ArraySlice<UInt8>, equalsSign: ArraySlice<UInt8>, quote: UInt8, rawValue: ArraySlice<UInt8>) {
        self.name = name
        self.leadingSpace = leadingSpace
        self.equalsSign = equalsSign
        self.quote = quote
        self.rawValue = rawValue
    }

    /// The decoded value. Setting it re-escapes for the attribute's own quote character.
    public var value: String {
        get { MarkupEscaping.decodeLenient(rawValue) }
        set { rawValue = ArraySlice(MarkupEscaping.escapeAttribute(newValue, quote: quote)) }
    }
}
