import Foundation
import Testing
@testable import SheetCore

@Suite struct LogarithmTests {
    /// Within one ulp of the platform's libm over every binade, subnormals included, and
    /// densely around 1 (where ln x is small and the digits are hardest to keep).
    @Test func logMatchesLibmWithinOneUlp() {
        let inputs = bitPatternSamples(200_000, in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, seed: 11)
            + uniformSamples(100_000, in: 0.5...2, seed: 12)
            + uniformSamples(20_000, in: (1 - 1e-6)...(1 + 1e-6), seed: 13)
        let worst = worstUlps(inputs, ElementaryFunctions.log, Foundation.log)
        #expect(worst.ulps <= 1, "\(worst.ulps) ulps at \(worst.at)")
    }

    @Test func logEdges() {
        #expect(ElementaryFunctions.log(1) == 0)
        #expect(ElementaryFunctions.log(2) == M_LN2)
        #expect(ElementaryFunctions.log(M_E) == 1)
        #expect(ElementaryFunctions.log(0) == -.infinity)
        #expect(ElementaryFunctions.log(-0.0) == -.infinity)
        #expect(ElementaryFunctions.log(-1).isNaN)
        #expect(ElementaryFunctions.log(-.infinity).isNaN)
        #expect(ElementaryFunctions.log(.infinity) == .infinity)
        #expect(ElementaryFunctions.log(.nan).isNaN)
        #expect(ElementaryFunctions.log(Double.leastNonzeroMagnitude) == Foundation.log(Double.leastNonzeroMagnitude))
    }
}
