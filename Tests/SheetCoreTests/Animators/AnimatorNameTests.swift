import Testing
@testable import SheetCore

@Suite struct AnimatorNameTests {
    /// The name's bytes, read through `withUTF8`.
    private func bytes(of name: AnimatorName) -> [UInt8] {
        name.withUTF8 { Array($0) }
    }

    /// A name made from `bytes` through `init(utf8:)`, as the C adapter makes one.
    private func name(utf8 bytes: [UInt8]) -> AnimatorName {
        bytes.withUnsafeBytes { AnimatorName(utf8: $0) }
    }

    /// "é" precomposed (U+00E9) and decomposed (e + U+0301) are equal strings and two
    /// names: names compare byte for byte, as C's strcmp does.
    @Test func namesAreEqualByTheirBytesNotByCanonicalEquivalence() {
        let precomposedText = "caf\u{E9}", decomposedText = "cafe\u{301}"
        #expect(precomposedText == decomposedText)
        let precomposed = AnimatorName(precomposedText), decomposed = AnimatorName(decomposedText)
        #expect(precomposed != decomposed)
        #expect(bytes(of: precomposed) == [0x63, 0x61, 0x66, 0xC3, 0xA9])
        #expect(bytes(of: decomposed) == [0x63, 0x61, 0x66, 0x65, 0xCC, 0x81])
        #expect(Set([precomposed, decomposed]).count == 2)
        #expect(AnimatorName("Spring") != "spring")
        #expect(AnimatorName("spring ") != "spring")
    }

    /// A literal, a string and raw bytes with the same bytes make the same name, with
    /// the same hash.
    @Test func aLiteralAStringAndBytesMakeTheSameName() {
        let literal: AnimatorName = "damping_ratio"
        let text = AnimatorName("damping" + "_ratio")
        let raw = name(utf8: Array("damping_ratio".utf8))
        #expect(literal == text && text == raw)
        #expect(Set([literal, text, raw]).count == 1)
        #expect(bytes(of: literal) == Array("damping_ratio".utf8))

        let accented: AnimatorName = "caf\u{E9}"
        #expect(accented == name(utf8: [0x63, 0x61, 0x66, 0xC3, 0xA9]))
        let single: AnimatorName = "x"
        #expect(single == AnimatorName("x") && bytes(of: single) == [0x78])
    }

    /// A name longer than any inline string keeps every byte.
    @Test func aLongNameKeepsEveryByte() {
        let text = String(repeating: "parameter.", count: 30)
        let long = AnimatorName(text)
        #expect(bytes(of: long).count == 300)
        #expect(long == name(utf8: Array(text.utf8)))
        #expect(long != AnimatorName(String(text.dropLast())))
    }

    /// `description` is the name as a string, and a string's name comes back from it.
    @Test func descriptionRoundTrips() {
        for text in ["spring", "damping_ratio", "caf\u{E9}", "cafe\u{301}", "🌀 wobble", ""] {
            let name = AnimatorName(text)
            #expect(name.description == text)
            #expect(AnimatorName(name.description) == name)
            #expect(bytes(of: AnimatorName(name.description)) == Array(text.utf8))
        }
        let literal: AnimatorName = "slide"
        #expect(literal.description == "slide")
        #expect("\(literal)" == "slide")
    }

    /// Bytes that are not UTF-8 are kept as they are; only `description` repairs them.
    @Test func bytesThatAreNotUTF8AreKept() {
        let odd = name(utf8: [0x61, 0xFF, 0x62])
        #expect(bytes(of: odd) == [0x61, 0xFF, 0x62])
        #expect(odd.description == "a\u{FFFD}b")
        #expect(odd != AnimatorName(odd.description))
    }

    /// The empty name, however it is made, has no bytes and is the one empty name.
    @Test func theEmptyName() {
        let literal: AnimatorName = ""
        let text = AnimatorName("")
        let raw = name(utf8: [])
        let nilBytes = AnimatorName(utf8: UnsafeRawBufferPointer(start: nil, count: 0))
        for empty in [literal, text, raw, nilBytes] {
            #expect(empty.isEmpty)
            #expect(empty == literal)
            #expect(bytes(of: empty) == [])
            #expect(empty.description == "")
        }
        #expect(!AnimatorName("a").isEmpty)
        #expect(!name(utf8: [0]).isEmpty)
    }
}
