import Foundation
import Testing
@testable import SheetCore

@Suite struct ExponentialTests {
    /// Within one ulp of the platform's libm across the whole domain, the subnormal
    /// results included, and where the engine calls it most (decays over a few seconds).
    @Test func expMatchesLibmWithinOneUlp() {
        let inputs = uniformSamples(100_000, in: -745.2...709.8, seed: 1)
            + uniformSamples(100_000, in: -60...1, seed: 2)
            + uniformSamples(20_000, in: -0.35...0.35, seed: 3)
            + uniformSamples(20_000, in: -745.2 ... -708, seed: 4)
        let worst = worstUlps(inputs, ElementaryFunctions.exp, Foundation.exp)
        #expect(worst.ulps <= 1, "\(worst.ulps) ulps at \(worst.at)")
    }

    @Test func expEdges() {
        #expect(ElementaryFunctions.exp(0) == 1)
        #expect(ElementaryFunctions.exp(-0.0) == 1)
        #expect(ulpsApart(ElementaryFunctions.exp(1), M_E) <= 1)
        #expect(ElementaryFunctions.exp(0x1p-40) == 1 + 0x1p-40)
        #expect(ElementaryFunctions.exp(-.infinity) == 0)
        #expect(ElementaryFunctions.exp(.infinity) == .infinity)
        #expect(ElementaryFunctions.exp(.nan).isNaN)
        #expect(ElementaryFunctions.exp(709.78).isFinite)
        #expect(ElementaryFunctions.exp(709.79) == .infinity)
        #expect(ElementaryFunctions.exp(-745.1) == Double.leastNonzeroMagnitude)
        #expect(ElementaryFunctions.exp(-745.14) == 0)
        #expect(ElementaryFunctions.exp(-1e300) == 0)
    }

    @Test func expm1MatchesLibmWithinOneUlp() {
        let inputs = uniformSamples(100_000, in: -45...709.8, seed: 5)
            + uniformSamples(100_000, in: -1...1, seed: 6)
            + uniformSamples(20_000, in: -1e-6...1e-6, seed: 7)
            + bitPatternSamples(20_000, in: 0x1p-60...0.5, seed: 8)
            + bitPatternSamples(20_000, in: 0x1p-60...0.5, seed: 9).map { -$0 }
        let worst = worstUlps(inputs, ElementaryFunctions.expm1, Foundation.expm1)
        #expect(worst.ulps <= 1, "\(worst.ulps) ulps at \(worst.at)")
    }

    @Test func expm1Edges() {
        #expect(ElementaryFunctions.expm1(0) == 0)
        #expect(ElementaryFunctions.expm1(-0.0).sign == .minus)
        #expect(ElementaryFunctions.expm1(0x1p-60) == 0x1p-60)
        #expect(ElementaryFunctions.expm1(-40.5) == -1)
        #expect(ElementaryFunctions.expm1(-.infinity) == -1)
        #expect(ElementaryFunctions.expm1(.infinity) == .infinity)
        #expect(ElementaryFunctions.expm1(709.79) == .infinity)
        #expect(ElementaryFunctions.expm1(.nan).isNaN)
    }
}
