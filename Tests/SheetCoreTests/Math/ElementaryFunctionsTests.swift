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

/// The functions give the same bits on every platform: these digests of their answers
/// over fixed inputs were taken on x86-64 Linux, and any platform the tests run on
/// (arm64 macOS and iOS, wasm32) must reproduce them. A compiler that fused a
/// multiplication and an addition, or a different rounding anywhere, would change them.
@Suite struct ElementaryFunctionsPortabilityTests {
    /// `count` inputs in [lower, upper), from SplitMix64 by exact arithmetic only.
    private func inputs(_ count: Int, _ lower: Double, _ upper: Double, seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in lower + Double(generator.next() >> 11) * 0x1p-53 * (upper - lower) }
    }

    /// FNV-1a over the answers' bit patterns.
    private func digest(_ values: [Double]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in values {
            var bits = value.bitPattern
            for _ in 0..<8 {
                hash = (hash ^ (bits & 0xff)) &* 0x100_0000_01b3
                bits >>= 8
            }
        }
        return hash
    }

    @Test func digestsOfTheAnswers() {
        let exponents = inputs(4096, -745, 710, seed: 41) + inputs(4096, -2, 2, seed: 42)
        let logarithms = inputs(4096, 0, 4, seed: 43) + inputs(4096, 0, 1e300, seed: 44)
        let angles = inputs(4096, -20, 20, seed: 45) + inputs(4096, -1e9, 1e9, seed: 46)
            + inputs(1024, 1e20, 1e300, seed: 47)
        #expect(digest(exponents.map(ElementaryFunctions.exp)) == 11_258_840_447_254_857_926)
        #expect(digest(exponents.map(ElementaryFunctions.expm1)) == 6_716_525_924_272_941_137)
        #expect(digest(logarithms.map(ElementaryFunctions.log)) == 5_643_414_758_401_856_973)
        #expect(digest(angles.map { ElementaryFunctions.sinCos($0).sin }) == 16_427_555_661_802_510_033)
        #expect(digest(angles.map { ElementaryFunctions.sinCos($0).cos }) == 18_429_587_335_976_720_244)
    }
}
