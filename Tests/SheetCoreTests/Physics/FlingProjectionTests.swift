import Testing
@testable import SheetCore

@Suite struct FlingProjectionTests {
    @Test func designVector() {
        #expect(abs(projectedDistance(velocity: 1000) - 499) < 1e-9)
        #expect(abs(projectedDistance(velocity: -1000) + 499) < 1e-9)
        #expect(projectedDistance(velocity: 0) == 0)
    }

    @Test func linearInVelocity() {
        #expect(abs(projectedDistance(velocity: 3000) - 3 * projectedDistance(velocity: 1000)) < 1e-9)
    }

    /// The closed form is the sum of a per-millisecond geometric decay.
    @Test func matchesStepwiseDeceleration() {
        var velocity = 2500.0 / 1000  // pt per ms
        var distance = 0.0
        for _ in 0..<100_000 {
            velocity *= 0.998
            distance += velocity
        }
        #expect(abs(projectedDistance(velocity: 2500) - distance) < 1e-6)
    }

    @Test func lowerRateProjectsShorter() {
        #expect(abs(projectedDistance(velocity: 1000, decelerationRate: 0.99) - 99) < 1e-9)
    }

    @Test func degenerateRatesStayFinite() {
        #expect(projectedDistance(velocity: 1000, decelerationRate: 1) == .greatestFiniteMagnitude)
        #expect(projectedDistance(velocity: -1000, decelerationRate: 2) == -.greatestFiniteMagnitude)
        #expect(projectedDistance(velocity: 1000, decelerationRate: 0) == 0)
        #expect(projectedDistance(velocity: 1000, decelerationRate: -1) == 0)
        #expect(projectedDistance(velocity: .nan) == 0)
        #expect(projectedDistance(velocity: 1000, decelerationRate: .nan) == 0)
        #expect(projectedDistance(velocity: .infinity) == .greatestFiniteMagnitude)
    }
}
