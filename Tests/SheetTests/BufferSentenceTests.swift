import Testing
@testable import Sheet
import SheetCore

@Suite struct BufferSentenceTests {
    /// Writes into a buffer of `capacity` bytes and reads the NUL-terminated text back.
    private func written(capacity: Int = 64, _ body: (inout BufferSentence) -> Void) -> String {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        var sentence = BufferSentence(buffer)
        body(&sentence)
        #expect(buffer[sentence.count] == 0)
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<sentence.count]), as: UTF8.self)
    }

    /// Numbers are spelled as Swift's `description` spells them, whatever their size:
    /// the C face's sentences read like the Swift face's, though the C face spells them
    /// with its own digit generation (`ShortestDigits`) and no C library.
    @Test func numbersAreSpelledAsSwiftSpellsThem() {
        var values: [Double] = [0, -0.0, 1, 2, -2, 0.35, 0.1 + 0.2, 1.0 / 3, 100_000, 844, 1e15, 1e16, 0x1p53,
                                0x1p53 - 1, 0x1p53 + 2, 0.0001, 0.00012, 0.000099, 1e-5, .leastNonzeroMagnitude, .leastNormalMagnitude,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity, -.infinity,
                                123_456_789.125, 9.999999999999999e22, 1e23, -1e-300]
        // Every power of two, where the neighbour below is half as far as the one above,
        // its neighbours, and the ends of the subnormals.
        for exponent in -1074...1023 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            values += [power, power.nextUp, power.nextDown]
        }
        values += [Double.leastNormalMagnitude.nextDown, 5e-324 * 3, 0x1p-1022 * 0.5]
        // Seeded values across the whole range of exponents.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(bitPattern: state)
            if value.isFinite { values.append(value) }
        }
        for value in values {
            #expect(written { $0.write(value) } == value.description, "\(value.bitPattern)")
        }
    }

    @Test func integersTextAndNames() {
        #expect(written { $0.write(0 as Int); $0.write(" "); $0.write(-42 as Int); $0.write(" "); $0.write(Int.min) }
            == "0 -42 -9223372036854775808")
        #expect(written { $0.write(UInt64.max) } == "18446744073709551615")
        #expect(written { $0.write(name: "café") } == "café")
        #expect(written { $0.write(cString: "a path") } == "a path")
    }

    /// A sentence longer than its buffer is cut, and stays NUL-terminated.
    @Test func aLongSentenceIsCutToFit() {
        #expect(written(capacity: 8) { $0.write("a sentence too long"); $0.write(12345 as Int) } == "a sente")
        #expect(written(capacity: 1) { $0.write("x") } == "")
        #expect(written(capacity: 4) { $0.write(0.1 + 0.2) } == "0.3")
    }
}
