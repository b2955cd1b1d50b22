import Foundation
import Testing
@testable import SheetCore

@Suite struct ElementaryFunctionsTests {
    @Test func nearestIntegerRoundsHalvesToEven() {
        let cases: [(Double, Double)] = [
            (0.4, 0), (0.5, 0), (1.5, 2), (2.5, 2), (-0.5, 0), (-1.5, -2), (-2.6, -3),
            (123_456.49, 123_456), (0x1p50 + 0.5, 0x1p50), (7, 7),
        ]
        for (x, nearest) in cases {
            #expect(ElementaryFunctions.nearestInteger(x) == nearest, "x \(x)")
        }
    }

    @Test func powersOfTwoAcrossTheNormalRange() {
        #expect(ElementaryFunctions.powerOfTwo(0) == 1)
        #expect(ElementaryFunctions.powerOfTwo(-1) == 0.5)
        #expect(ElementaryFunctions.powerOfTwo(1023) == 0x1p1023)
        #expect(ElementaryFunctions.powerOfTwo(-1022) == 0x1p-1022)
    }

    /// Scaling rounds once, also into the subnormals, and overflows to infinity.
    @Test func scaleRoundsOnceIntoSubnormalsAndOverflows() {
        #expect(ElementaryFunctions.scale(1.5, byPowerOfTwo: 10) == 1536)
        #expect(ElementaryFunctions.scale(1.5, byPowerOfTwo: 1024) == .infinity)
        #expect(ElementaryFunctions.scale(0.75, byPowerOfTwo: 1024) == 0x1.8p1023)
        #expect(ElementaryFunctions.scale(1, byPowerOfTwo: -1074) == Double.leastNonzeroMagnitude)
        // 1.5·2^−1074 is a tie between 1 and 2 times the least subnormal: to even, 2.
        #expect(ElementaryFunctions.scale(1.5, byPowerOfTwo: -1074) == 2 * Double.leastNonzeroMagnitude)
        // 1.25·2^−1074 is nearer 1 times it: rounding twice (via 1.5) would give 2.
        #expect(ElementaryFunctions.scale(1.25, byPowerOfTwo: -1074) == Double.leastNonzeroMagnitude)
        #expect(ElementaryFunctions.scale(1, byPowerOfTwo: -1076) == 0)
    }

    @Test func twoSumKeepsTheExactError() {
        let (head, tail) = ElementaryFunctions.twoSum(1, 0x1p-60)
        #expect(head == 1 && tail == 0x1p-60)
        let (small, rest) = ElementaryFunctions.twoSum(0x1p-60, -1)
        #expect(small == -1 && rest == 0x1p-60)
    }

    @Test func productErrorIsExact() {
        let a = 1 + 0x1p-30, b = 1 + 0x1p-29
        let product = a * b
        // a·b = 1 + 3·2^−30 + 2^−59; the double keeps 1 + 3·2^−30.
        #expect(product == 1 + 3 * 0x1p-30)
        #expect(ElementaryFunctions.productError(a, b, product: product) == 0x1p-59)
    }
}
