import Foundation
import Testing
@testable import SheetCore

/// The free deceleration: o(t) = o0 + v0·(r^(1000t) − 1)/(1000·ln r), r = 0.998.
private func decelerated(_ offset: Double, _ velocity: Double, _ t: Double) -> Double {
    offset + velocity * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998))
}

/// The bounce: a critically damped spring of response 0.4 s from displacement x0 and
/// velocity v0, x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt).
private func bounced(_ x0: Double, _ v0: Double, _ t: Double) -> (displacement: Double, velocity: Double) {
    let omega = 2 * Double.pi / 0.4
    let x = (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
    let v = (v0 - omega * (v0 + omega * x0) * t) * exp(-omega * t)
    return (x, v)
}

@Suite struct ScrollMomentumTests {
    @Test func constants() {
        #expect(ScrollMomentum.decelerationRate == 0.998)
        #expect(ScrollMomentum.restingSpeed == 0.1)
        #expect(ScrollMomentum.bounceResponse == 0.4)
    }

    /// Inside the range the content decelerates along the closed form and comes to rest
    /// short of the ends at o0 − v0/(1000·ln r).
    @Test func deceleratesInsideTheRange() {
        let momentum = ScrollMomentum(offset: 100, velocity: 800, upper: 2000)
        for t in [0.0, 0.05, 0.1, 0.5, 1.0, 2.0] {
            let state = momentum.sample(elapsed: t)
            #expect(abs(state.offset - decelerated(100, 800, t)) < 1e-9)
            #expect(abs(state.velocity - 800 * pow(0.998, 1000 * t)) < 1e-9)
            #expect(!state.finished)
        }
        let resting = 100 - 800 / (1000 * log(0.998))  // 100 + 399.6…
        #expect(abs(resting - 499.599_866_533) < 1e-6)
        // Deceleration alone slows to 0.1 pt/s at ln(0.1/800)/(1000·ln r) ≈ 4.49 s.
        let stop = log(0.1 / 800) / (1000 * log(0.998))
        #expect(!momentum.sample(elapsed: stop - 0.01).finished)
        let end = momentum.sample(elapsed: stop + 0.01)
        #expect(end.finished)
        #expect(end.velocity == 0)
        #expect(abs(end.offset - decelerated(100, 800, stop)) < 1e-9)
        #expect(abs(end.offset - resting) < 0.1 / (1000 * -log(0.998)) + 1e-9)
        // Later samples stay where it stopped.
        #expect(momentum.sample(elapsed: 60).offset == end.offset)
    }

    /// A downward scroll (negative velocity) decelerates the same way.
    @Test func decelerationIsSymmetric() {
        let up = ScrollMomentum(offset: 1500, velocity: 600, upper: 4000)
        let down = ScrollMomentum(offset: 1500, velocity: -600, upper: 4000)
        for t in [0.1, 0.3, 0.9] {
            #expect(abs((up.sample(elapsed: t).offset - 1500) + (down.sample(elapsed: t).offset - 1500)) < 1e-9)
        }
    }

    /// A content that would coast past the extent reaches it at the time the closed form
    /// says, then bounces back onto it, critically damped, with the velocity it had.
    @Test func reachesTheExtentAndBouncesBack() {
        let decay = 1000 * log(0.998)
        let momentum = ScrollMomentum(offset: 624, velocity: 1000, upper: 1000)
        // o(t) = 1000: e^(decay·t) = 1 + (1000 − 624)·decay/1000.
        let boundTime = log(1 + 376 * decay / 1000) / decay
        #expect(abs(boundTime - 0.697_985) < 1e-6)
        let before = momentum.sample(elapsed: boundTime - 0.01)
        #expect(before.offset < 1000)
        #expect(abs(before.offset - decelerated(624, 1000, boundTime - 0.01)) < 1e-9)
        let arrivalVelocity = 1000 * exp(decay * boundTime)
        for dt in [0.0, 0.05, 0.1, 0.2, 0.4] {
            let state = momentum.sample(elapsed: boundTime + dt)
            let expected = bounced(0, arrivalVelocity, dt)
            #expect(abs(state.offset - (1000 + expected.displacement)) < 1e-9)
            #expect(abs(state.velocity - expected.velocity) < 1e-7)
            #expect(state.offset >= 1000 - 1e-9)   // critically damped: never below
        }
        let settled = momentum.sample(elapsed: boundTime + 3)
        #expect(settled.finished)
        #expect(settled.offset == 1000)
        #expect(settled.velocity == 0)
    }

    /// Scrolled back past the top it bounces to 0 the same way.
    @Test func reachesTheTopAndBouncesBack() {
        let momentum = ScrollMomentum(offset: 50, velocity: -900, upper: 1000)
        var lowest = Double.infinity
        for step in 0...300 {
            lowest = min(lowest, momentum.sample(elapsed: Double(step) / 100).offset)
        }
        #expect(lowest < 0 && lowest > -40)
        let settled = momentum.sample(elapsed: 5)
        #expect(settled.finished && settled.offset == 0 && settled.velocity == 0)
    }

    /// Released past an end, the spring takes it back from where it is, at once.
    @Test func releasedPastAnEndSpringsBackFromThere() {
        let momentum = ScrollMomentum(offset: 1040, velocity: 0, upper: 1000)
        for t in [0.0, 0.05, 0.15, 0.3] {
            let expected = bounced(40, 0, t)
            let state = momentum.sample(elapsed: t)
            #expect(abs(state.offset - (1000 + expected.displacement)) < 1e-9)
            #expect(abs(state.velocity - expected.velocity) < 1e-7)
        }
        let below = ScrollMomentum(offset: -30, velocity: -200, upper: 1000)
        let expected = bounced(-30, -200, 0.1)
        #expect(abs(below.sample(elapsed: 0.1).offset - expected.displacement) < 1e-9)
        #expect(below.sample(elapsed: 4).offset == 0)
    }

    /// Coasting to rest a rounding error past the extent, the content never reaches it
    /// (the time it would, ln(1 + (extent − o0)·1000·ln r/v0)/(1000·ln r), is the
    /// logarithm of an argument that rounds to 0): it decelerates freely from where it
    /// was released and stops just short of the extent, without a jump.
    @Test func comingToRestAtTheExtentDoesNotJumpThere() {
        let offset = 57.10242686891331, velocity = 3759.253919455613, upper = 1934.849132467333
        let decay = 1000 * log(0.998)
        #expect(offset - velocity / decay > upper)
        #expect(1 + (upper - offset) * decay / velocity == 0)
        let momentum = ScrollMomentum(offset: offset, velocity: velocity, upper: upper)
        let start = momentum.sample(elapsed: 0)
        #expect(start.offset == offset && start.velocity == velocity && !start.finished)
        for t in [0.01, 0.1, 0.5, 1.0, 3.0] {
            #expect(abs(momentum.sample(elapsed: t).offset - decelerated(offset, velocity, t)) < 1e-9)
        }
        let end = momentum.sample(elapsed: 10)
        #expect(end.finished && end.velocity == 0)
        #expect(end.offset <= upper && upper - end.offset < 0.1 / -decay + 1e-9)
    }

    /// Too slow to move: at rest where it is from the start.
    @Test func tooSlowToMoveIsAtRest() {
        let still = ScrollMomentum(offset: 300, velocity: 0.05, upper: 1000)
        let state = still.sample(elapsed: 0)
        #expect(state.finished && state.offset == 300 && state.velocity == 0)
        #expect(still.sample(elapsed: -1).offset == 300)
    }

    /// An upper bound below the lower one is raised to it.
    @Test func anInvertedRangeCollapses() {
        let momentum = ScrollMomentum(offset: 0, velocity: 0, lower: 0, upper: -100)
        #expect(momentum.upper == 0)
        #expect(momentum.lower == 0)
    }
}
