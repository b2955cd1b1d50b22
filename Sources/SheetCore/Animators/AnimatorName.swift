/// The name of an animator or of one of its parameters: the bytes a transition spells it
/// with, as a C host passes them (`sheet_transition.animator`, `sheet_param.name`) and
/// as error sentences write them.
///
/// Two names are the same name when they have the same bytes, as C's `strcmp` compares
/// them: "é" written precomposed (U+00E9) and decomposed ("e", U+0301) are two names.
/// `String`'s `==` compares by Unicode canonical equivalence instead, which needs the
/// standard library's normalization tables (some 30 KB in an Embedded Swift build) for a
/// question no identifier asks; holding bytes, the engine and its C face make, compare,
/// copy and write names without any of the standard library's string code.
///
/// Invariant: the bytes are the name's, in order, taken as given, never validated or
/// normalized (a C host's may be any bytes but NUL; a Swift string's are its UTF-8).
/// They are held in one array, so that a name is a single reference: a copy is a retain,
/// and the errors that carry names stay small. The empty name is the empty array, which
/// allocates nothing.
public struct AnimatorName: Sendable, Hashable {
    private let bytes: [UInt8]

    /// A name made of `bytes`, taken as they are.
    public init(utf8 bytes: UnsafeRawBufferPointer) {
        self.bytes = Array(bytes)
    }

    /// The name a Swift string holds: its UTF-8 bytes.
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { AnimatorName(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// Calls `body` with the name's bytes, which are valid only during the call.
    public func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        bytes.withUnsafeBytes(body)
    }

    /// Whether the name has no bytes (the engine refuses such a name).
    public var isEmpty: Bool { bytes.isEmpty }
}

extension AnimatorName: ExpressibleByStringLiteral {
    /// A name written in the source: `Transition(animator: "spring")`. The literal's
    /// bytes are read where the compiler placed them; no `String` is made.
    public init(stringLiteral literal: StaticString) {
        self = literal.withUTF8Buffer { AnimatorName(utf8: UnsafeRawBufferPointer($0)) }
    }
}

extension AnimatorName: CustomStringConvertible {
    /// The name as a Swift string, for the Swift face (bytes that are not UTF-8 come out
    /// as U+FFFD). `AnimatorName(name.description) == name` for every name made from a
    /// string or a literal.
    public var description: String {
        withUTF8 { String(decoding: $0, as: UTF8.self) }
    }
}
