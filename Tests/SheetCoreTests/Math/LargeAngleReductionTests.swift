import Foundation
import Testing
@testable import SheetCore

@Suite struct LargeAngleReductionTests {
    /// Bits read at any offset, with the zeros before the binary point.
    @Test func twoOverPiBitsAtAnyOffset() {
        let word0: UInt64 = 0xA2F9_836E_4E44_1529, word1: UInt64 = 0xFC27_57D1_F534_DDC0
        #expect(ElementaryFunctions.twoOverPiBits(from: 1) == word0)
        #expect(ElementaryFunctions.twoOverPiBits(from: 65) == word1)
        #expect(ElementaryFunctions.twoOverPiBits(from: 33) == (word0 << 32) | (word1 >> 32))
        #expect(ElementaryFunctions.twoOverPiBits(from: -3) == word0 >> 4)
        #expect(ElementaryFunctions.twoOverPiBits(from: -62) == word0 >> 63)
        #expect(ElementaryFunctions.twoOverPiBits(from: -63) == 0)
        // 2/π's bits, rounded to a double, are the double nearest 2/π.
        #expect(Double(ElementaryFunctions.twoOverPiBits(from: 1)) * 0x1p-64 == 2 / Double.pi)
    }

    /// x = quadrant·π/2 + head + tail, checked through libm's own sin and cos of the
    /// remainder: from 2^19 (inside the three-part reduction's range, for comparison)
    /// to the largest double, both signs.
    @Test func remainderRebuildsTheAngle() {
        let inputs = bitPatternSamples(20_000, in: 0x1p19...Double.greatestFiniteMagnitude, seed: 31)
            + uniformSamples(20_000, in: 0x1p19...0x1p21, seed: 32)
        for x in inputs + inputs.map({ -$0 }) {
            let (quadrant, head, tail) = ElementaryFunctions.reduceLargeAngle(x)
            #expect(abs(head) <= Double.pi / 4 && abs(tail) <= head.ulp, "x \(x)")
            let sine = Foundation.sin(head) + Foundation.cos(head) * tail
            let cosine = Foundation.cos(head) - Foundation.sin(head) * tail
            let rebuilt = [sine, cosine, -sine, -cosine][quadrant & 3]
            #expect(ulpsApart(rebuilt, Foundation.sin(x)) <= 1, "x \(x)")
        }
    }

    /// The double nearest a multiple of π/2, 6381956970095103·2^797 (about 2^−61.5 of a
    /// quadrant away): the remainder keeps its digits. The expected values are mpmath's
    /// at 3,000 bits, rounded: r = 4.6871659242546276e−19 rad, so sin x rounds to 1 and
    /// cos x to −r (glibc's cos is 8 ulps off there). Its neighbours, against libm.
    @Test func theNearestDoubleToAMultipleOfHalfPi() {
        let nearest = 6_381_956_970_095_103 * 0x1p797
        let remainder = 0x1.14ae72e6ba22fp-61
        let (quadrant, head, tail) = ElementaryFunctions.reduceLargeAngle(nearest)
        #expect(quadrant & 3 == 1 && head == remainder && abs(tail) <= head.ulp / 2)
        #expect(ElementaryFunctions.sinCos(nearest) == (1, -remainder))
        #expect(ElementaryFunctions.sinCos(-nearest) == (-1, -remainder))
        var up = nearest, down = nearest
        for _ in 0..<4 {
            up = up.nextUp
            down = down.nextDown
            for x in [up, down, -up, -down] {
                let (sin, cos) = ElementaryFunctions.sinCos(x)
                #expect(ulpsApart(sin, Foundation.sin(x)) <= 1, "x \(x)")
                #expect(ulpsApart(cos, Foundation.cos(x)) <= 1, "x \(x)")
            }
        }
    }
}
