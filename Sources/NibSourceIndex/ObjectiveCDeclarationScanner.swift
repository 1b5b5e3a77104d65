/// Finds the classes of one Objective-C header or implementation with a small scanner of
/// its own: comments, string and character literals are blanked first (keeping lines and
/// columns), then `@interface Name : Super <P, Q>` declares a class, `@interface Name
/// (Category)` and `@interface Name ()` add members to one, and inside `@interface` or
/// `@implementation` ... `@end` it reads properties (`IBOutlet` and `IBOutletCollection(Type)`
/// ones are outlets), `IBOutlet` instance variables (also in `@implementation { }`), and
/// every method declared or defined at the start of a line (`- (IBAction)sel:(id)sender`
/// is an action).
struct ObjectiveCDeclarationScanner {
    /// The classes declared in `text`, and members found for classes declared elsewhere
    /// (categories, extensions, implementations), by class name.
    static func scan(_ text: String, path: String) -> SwiftDeclarationScanner.ScannedFile {
        var scanner = ObjectiveCDeclarationScanner(blanked: Self.blankCommentsAndLiterals(Array(text.unicodeScalars)), path: path)
        scanner.run()
        return SwiftDeclarationScanner.ScannedFile(classes: scanner.classes, members: scanner.members)
    }

    private let characters: [Unicode.Scalar]
    private let path: String
    private var offset = 0
    private var line = 1
    private var column = 1
    private var classes: [ClassDeclaration] = []
    private var members: [String: [SwiftDeclarationScanner.MemberKind: [DeclaredMember]]] = [:]

    private init(blanked: [Unicode.Scalar], path: String) {
        characters = blanked
        self.path = path
    }

    // MARK: Blanking

    /// Comments and literals become spaces (newlines kept), so keywords inside them are not
    /// read and positions stay where they were.
    static func blankCommentsAndLiterals(_ input: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var output = input
        var index = 0
        func blank(_ position: Int) { if output[position] != "\n" { output[position] = " " } }
        while index < input.count {
            let character = input[index]
            let next = index + 1 < input.count ? input[index + 1] : " "
            if character == "/" && next == "/" {
                while index < input.count, input[index] != "\n" { blank(index); index += 1 }
            } else if character == "/" && next == "*" {
                blank(index); blank(index + 1); index += 2
                while index < input.count, !(input[index] == "*" && index + 1 < input.count && input[index + 1] == "/") { blank(index); index += 1 }
                if index < input.count { blank(index); index += 1 }
                if index < input.count { blank(index); index += 1 }
            } else if character == "\"" || character == "'" {
                let quote = character
                index += 1
                while index < input.count, input[index] != quote, input[index] != "\n" {
                    if input[index] == "\\", index + 1 < input.count { blank(index); index += 1 }
                    blank(index); index += 1
                }
                index += 1
            } else {
                index += 1
            }
        }
        return output
    }

    // MARK: Reading

    private var atEnd: Bool { offset >= characters.count }

    private mutating func advance() {
        if characters[offset] == "\n" { line += 1; column = 1 } else { column += 1 }
        offset += 1
    }

    private mutating func skipSpace() {
        while !atEnd, characters[offset].properties.isWhitespace { advance() }
    }

    private static func isIdentifierCharacter(_ character: Unicode.Scalar) -> Bool {
        character == "_" || character == "$" || character.properties.isAlphabetic || ("0"..."9").contains(character)
    }

    /// The identifier at the cursor (after spaces), or nil.
    private mutating func identifier() -> String? {
        skipSpace()
        var text = ""
        while !atEnd, Self.isIdentifierCharacter(characters[offset]) {
            text.unicodeScalars.append(characters[offset])
            advance()
        }
        return text.isEmpty ? nil : text
    }

    /// True (and consumed) when the next non-space character is `character`.
    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        skipSpace()
        guard !atEnd, characters[offset] == character else { return false }
        advance()
        return true
    }

    /// Text up to (not including) `terminator`, consumed with it.
    private mutating func text(until terminators: Set<Unicode.Scalar>) -> String {
        var text = ""
        while !atEnd, !terminators.contains(characters[offset]) {
            text.unicodeScalars.append(characters[offset])
            advance()
        }
        if !atEnd { advance() }
        return text
    }

    private mutating func run() {
        while !atEnd {
            if characters[offset] == "@" {
                let position = SourcePosition(file: path, line: line, column: column)
                advance()
                guard let keyword = identifier() else { continue }
                switch keyword {
                case "interface": readInterface(at: position)
                case "implementation":
                    if let name = identifier() { readBody(of: name) }
                default: break
                }
            } else {
                advance()
            }
        }
    }

    private mutating func readInterface(at position: SourcePosition) {
        guard let name = identifier() else { return }
        if take("(") {
            // A category or class extension: its members belong to `name`.
            _ = text(until: [")"])
            readBody(of: name)
            return
        }
        var superclass: String?
        if take(":") { superclass = identifier() }
        var protocols: [String] = []
        if take("<") {
            protocols = text(until: [">"]).split(separator: ",").map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
        }
        classes.append(ClassDeclaration(name: name, runtimeName: name, superclass: superclass, protocols: protocols,
                                        language: .objectiveC, position: position, outlets: [], outletCollections: [], actions: []))
        readBody(of: name)
    }

    /// Reads properties, outlets and methods up to `@end`.
    private mutating func readBody(of className: String) {
        while !atEnd {
            let character = characters[offset]
            if character == "@" {
                let mark = (offset, line, column)
                advance()
                let keyword = identifier()
                if keyword == "end" { return }
                if keyword == "property" {
                    readProperty(for: className)
                    continue
                }
                (offset, line, column) = mark
                advance()
            } else if (character == "-" || character == "+") && startsLine(at: offset) {
                advance()
                readMethod(for: className)
            } else if Self.isIdentifierCharacter(character), offset == 0 || !Self.isIdentifierCharacter(characters[offset - 1]) {
                guard let word = identifier() else { advance(); continue }
                switch word {
                case "IBOutlet": readOutlet(for: className, collection: false)
                case "IBOutletCollection": readOutlet(for: className, collection: true)
                default: break
                }
            } else {
                advance()
            }
        }
    }

    /// True when only spaces precede `position` on its line.
    private func startsLine(at position: Int) -> Bool {
        var index = position - 1
        while index >= 0, characters[index] == " " || characters[index] == "\t" { index -= 1 }
        return index < 0 || characters[index] == "\n"
    }

    private mutating func add(_ member: DeclaredMember, to className: String, as kind: SwiftDeclarationScanner.MemberKind) {
        members[className, default: [:]][kind, default: []].append(member)
    }

    /// After `@property`: `(attributes) [IBOutlet] Type *name;`, or an outlet collection.
    private mutating func readProperty(for className: String) {
        if take("(") { _ = balanced(until: ")") }
        skipSpace()
        let start = SourcePosition(file: path, line: line, column: column)
        let declaration = text(until: [";", "{", "}"])
        let isCollection = declaration.contains("IBOutletCollection")
        var elementType: String?
        if isCollection, let open = declaration.firstIndex(of: "("), let close = declaration[open...].firstIndex(of: ")") {
            elementType = declaration[declaration.index(after: open)..<close].trimmingCharacters()
        }
        let words = Self.words(isCollection ? String(declaration[(declaration.firstIndex(of: ")").map { declaration.index(after: $0) } ?? declaration.startIndex)...]) : declaration)
            .filter { $0 != "IBOutlet" }
        guard let name = words.last else { return }
        let member = DeclaredMember(name: name, type: isCollection ? "[\(elementType ?? "id")]" : words.dropLast().first, position: start)
        add(member, to: className, as: .property)
        if isCollection {
            add(member, to: className, as: .outletCollection)
        } else if declaration.contains("IBOutlet") {
            add(member, to: className, as: .outlet)
        }
    }

    /// After `-` or `+` at the start of a line: `(ReturnType)name:(Type)value label:(Type)value`.
    private mutating func readMethod(for className: String) {
        var returnType = ""
        if take("(") { returnType = balanced(until: ")") }
        skipSpace()
        let start = SourcePosition(file: path, line: line, column: column)
        var selector = ""
        while let piece = identifier() {
            if take(":") {
                selector += piece + ":"
                if take("(") { _ = balanced(until: ")") }
                _ = identifier()  // the parameter name
            } else {
                if selector.isEmpty { selector = piece }
                break
            }
        }
        guard !selector.isEmpty else { return }
        let member = DeclaredMember(name: selector, type: nil, position: start)
        add(member, to: className, as: .method)
        if returnType.contains("IBAction") { add(member, to: className, as: .action) }
    }

    /// Text up to the `close` that balances an already consumed opening parenthesis.
    private mutating func balanced(until close: Unicode.Scalar) -> String {
        var depth = 1
        var text = ""
        while !atEnd {
            let character = characters[offset]
            if character == "(" { depth += 1 }
            if character == close { depth -= 1 }
            advance()
            if depth == 0 { break }
            text.unicodeScalars.append(character)
        }
        return text
    }

    /// Identifier words of a declaration, qualifiers dropped.
    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !isIdentifierCharacter($0.unicodeScalars.first ?? " ") }).map(String.init)
            .filter { !["__weak", "__strong", "__unsafe_unretained", "nonnull", "nullable", "_Nullable", "_Nonnull", "const", "__kindof"].contains($0) }
    }

    /// After `IBOutlet`: `Type *name;` (or several names). After `IBOutletCollection`:
    /// `(Type) NSArray *name;`.
    private mutating func readOutlet(for className: String, collection: Bool) {
        var elementType: String?
        if collection, take("(") { elementType = text(until: [")"]).trimmingCharacters() }
        skipSpace()
        let start = SourcePosition(file: path, line: line, column: column)
        let declaration = text(until: [";", "{", "}"])
        let words = declaration.split(whereSeparator: { !Self.isIdentifierCharacter($0.unicodeScalars.first ?? " ") })
            .map(String.init).filter { !["__weak", "__strong", "__unsafe_unretained", "nonnull", "nullable", "_Nullable", "_Nonnull", "const"].contains($0) }
        guard let name = words.last else { return }
        let type = collection ? "[\(elementType ?? "id")]" : words.dropLast().first
        let member = DeclaredMember(name: name, type: type, position: start)
        add(member, to: className, as: .property)
        add(member, to: className, as: collection ? .outletCollection : .outlet)
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
