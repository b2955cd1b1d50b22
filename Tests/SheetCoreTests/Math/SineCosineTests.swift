import Foundation
import Testing
@testable import SheetCore

@Suite struct SineCosineTests {
    private func expectWithinOneUlp(_ inputs: [Double]) {
        let sine = worstUlps(inputs, { ElementaryFunctions.sinCos($0).sin }, Foundation.sin)
        let cosine = worstUlps(inputs, { ElementaryFunctions.sinCos($0).cos }, Foundation.cos)
        #expect(sine.ulps <= 1, "sin: \(sine.ulps) ulps at \(sine.at)")
        #expect(cosine.ulps <= 1, "cos: \(cosine.ulps) ulps at \(cosine.at)")
    }

    /// The angles a spring's phase takes: a few turns, and hours of an undamped one.
    @Test func withinOneUlpOfLibmForEngineAngles() {
        expectWithinOneUlp(uniformSamples(100_000, in: -20...20, seed: 21)
            + uniformSamples(50_000, in: -0.8...0.8, seed: 22)
            + uniformSamples(50_000, in: -1e6...1e6, seed: 23))
    }

    /// Multiples of π/2 as near as doubles get, where the reduction's extra digits
    /// matter most.
    @Test func withinOneUlpOfLibmNearMultiplesOfHalfPi() {
        var inputs: [Double] = []
        for n in [1.0, 2, 3, 4, 7, 100, 1000, 12_345, 654_321] {
            let multiple = n * Double.pi / 2
            var x = multiple
            for _ in 0..<8 { inputs.append(x); x = x.nextUp }
            x = multiple
            for _ in 0..<8 { x = x.nextDown; inputs.append(x) }
        }
        expectWithinOneUlp(inputs)
    }

    /// Beyond 2^20 rad, through the reduction from the bits of 2/π, up to the largest
    /// double.
    @Test func withinOneUlpOfLibmForLargeAngles() {
        let large = bitPatternSamples(50_000, in: 0x1p20...Double.greatestFiniteMagnitude, seed: 24)
        expectWithinOneUlp(large + large.map { -$0 } + uniformSamples(20_000, in: 0x1p20...0x1p22, seed: 25))
    }

    @Test func edges() {
        #expect(ElementaryFunctions.sinCos(0) == (0, 1))
        #expect(ElementaryFunctions.sinCos(-0.0).sin.sign == .minus)
        #expect(ElementaryFunctions.sinCos(0x1p-40) == (0x1p-40, 1))
        #expect(ElementaryFunctions.sinCos(Double.leastNonzeroMagnitude).sin == Double.leastNonzeroMagnitude)
        #expect(ElementaryFunctions.sinCos(.infinity).sin.isNaN && ElementaryFunctions.sinCos(.infinity).cos.isNaN)
        #expect(ElementaryFunctions.sinCos(-.infinity).sin.isNaN)
        #expect(ElementaryFunctions.sinCos(.nan).cos.isNaN)
        #expect(ElementaryFunctions.sinCos(Double.pi / 2).cos == Foundation.cos(Double.pi / 2))
        #expect(ElementaryFunctions.sinCos(Double.greatestFiniteMagnitude) ==
                    (Foundation.sin(Double.greatestFiniteMagnitude), Foundation.cos(Double.greatestFiniteMagnitude)))
    }
}
