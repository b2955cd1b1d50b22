import Foundation
import Testing
@testable import SheetCore

/// Position on a move from 0 to 1: the step response the reference values below state.
private func position(_ spring: Spring, velocity: Double = 0, at t: Double) -> Double {
    1 + spring.evaluate(displacement: -1, velocity: velocity, at: t).displacement
}

/// A deterministic linear congruential generator (Knuth's MMIX constants), so a
/// "jittered" frame schedule is the same on every run.
private struct SeededJitter {
    var state: UInt64
    mutating func unit() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}

@Suite struct SpringTests {
    @Test func responseParameterisation() {
        let spring = Spring(response: 0.3, dampingRatio: 1)
        let omega = 2 * Double.pi / 0.3
        #expect(abs(spring.stiffness - omega * omega) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi / 0.3) < 1e-9)
        #expect(abs(spring.angularFrequency - omega) < 1e-12)
        #expect(spring.dampingRatio == 1)
    }

    @Test func criticallyDampedVectors() {
        let spring = Spring(response: 0.3, dampingRatio: 1)
        #expect(abs(position(spring, at: 0.05) - 0.2815978301) < 1e-9)
        #expect(abs(position(spring, at: 0.10) - 0.6189416092) < 1e-9)
        #expect(abs(position(spring, at: 0.20) - 0.9213139690) < 1e-9)
        #expect(abs(position(spring, at: 0.30) - 0.9863990685) < 1e-9)
        #expect(abs(position(spring, velocity: 5, at: 0.10) - 0.6805139647) < 1e-9)
    }

    @Test func durationBounceVectors() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91) < 0.005)
        #expect(abs(spring.damping - 17.59) < 0.005)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        #expect(abs(position(spring, at: 0.10) - 0.4233021231) < 1e-9)
        #expect(abs(position(spring, at: 0.25) - 0.9840874910) < 1e-9)
    }

    @Test func durationBounceFirstPeak() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        // The peak is where the velocity changes sign; bisect for it.
        var low = 0.2, high = 0.5
        for _ in 0..<100 {
            let mid = 0.5 * (low + high)
            if spring.evaluate(displacement: -1, velocity: 0, at: mid).velocity > 0 { low = mid } else { high = mid }
        }
        #expect(abs(low - 0.350070) < 1e-6)
        #expect(abs(position(spring, at: low) - 1.0459879) < 1e-6)
    }

    @Test func initialStateIsReproduced() {
        for zeta in [0.0, 0.3, 1.0, 1 + 1e-12, 1 - 1e-7, 1.5, 8.0] {
            let spring = Spring(response: 0.4, dampingRatio: zeta)
            let state = spring.evaluate(displacement: -120, velocity: 900, at: 0)
            #expect(abs(state.displacement + 120) < 1e-9)
            #expect(abs(state.velocity - 900) < 1e-9)
        }
    }

    @Test func stiffnessDampingMatchesResponseForm() {
        let a = Spring(response: 0.45, dampingRatio: 0.6)
        let b = Spring(stiffness: a.stiffness, damping: a.damping)
        #expect(abs(b.dampingRatio - 0.6) < 1e-12)
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            let x = a.evaluate(displacement: 50, velocity: -300, at: t)
            let y = b.evaluate(displacement: 50, velocity: -300, at: t)
            #expect(abs(x.displacement - y.displacement) < 1e-9)
            #expect(abs(x.velocity - y.velocity) < 1e-8)
        }
    }

    /// Every branch must agree with its neighbours across ζ = 1: a spring just under,
    /// at and just over critical damping traces (nearly) the same path.
    @Test func continuousAcrossCriticalDamping() {
        let critical = Spring(response: 0.3, dampingRatio: 1)
        for zeta in [1 - 1e-6, 1 - 1e-10, 1 + 1e-10, 1 + 1e-6] {
            let near = Spring(response: 0.3, dampingRatio: zeta)
            for t in stride(from: 0.0, through: 1.0, by: 0.01) {
                let a = critical.evaluate(displacement: -1, velocity: 5, at: t)
                let b = near.evaluate(displacement: -1, velocity: 5, at: t)
                #expect(abs(a.displacement - b.displacement) < 1e-5)
                #expect(abs(a.velocity - b.velocity) < 1e-4)
                #expect(b.displacement.isFinite && b.velocity.isFinite)
            }
        }
    }

    /// The velocity the closed form reports is the derivative of its displacement.
    @Test func velocityIsDerivativeOfDisplacement() {
        for zeta in [0.2, 1.0, 2.5] {
            let spring = Spring(response: 0.35, dampingRatio: zeta)
            let h = 1e-6
            for t in stride(from: 0.01, through: 1.0, by: 0.03) {
                let ahead = spring.evaluate(displacement: -300, velocity: 1200, at: t + h).displacement
                let behind = spring.evaluate(displacement: -300, velocity: 1200, at: t - h).displacement
                let v = spring.evaluate(displacement: -300, velocity: 1200, at: t).velocity
                #expect(abs((ahead - behind) / (2 * h) - v) < 1e-3)
            }
        }
    }

    /// Stepping at 60, 120, 240 Hz and on a jittered schedule lands on one trajectory:
    /// each schedule's value at an instant it shares with another is the same.
    @Test func frameScheduleIndependence() {
        let spring = Spring(response: 0.35, dampingRatio: 0.55)
        let x0 = -400.0, v0 = 1500.0
        func trajectory(_ times: [Double]) -> [Double: (Double, Double)] {
            var result: [Double: (Double, Double)] = [:]
            for t in times {
                let s = spring.evaluate(displacement: x0, velocity: v0, at: t)
                result[t] = (s.displacement, s.velocity)
            }
            return result
        }
        // Shared instants: multiples of 1/60 s, reached as 2 frames at 120 Hz, 4 at 240.
        let at60 = trajectory((0...60).map { Double($0) / 60 })
        let at120 = trajectory((0...120).map { Double($0) / 120 })
        let at240 = trajectory((0...240).map { Double($0) / 240 })
        for i in 0...60 {
            let t60 = Double(i) / 60, t120 = Double(2 * i) / 120, t240 = Double(4 * i) / 240
            #expect(t60 == t120 && t120 == t240)
            let a = at60[t60]!, b = at120[t120]!, c = at240[t240]!
            #expect(abs(a.0 - b.0) < 1e-9 && abs(a.0 - c.0) < 1e-9)
            #expect(abs(a.1 - b.1) < 1e-9 && abs(a.1 - c.1) < 1e-9)
        }

        // A jittered schedule with dropped frames, sampling the 60 Hz instants among
        // its own irregular ones.
        var jitter = SeededJitter(state: 0x5EED)
        var times: [Double] = []
        var t = 0.0
        while t < 1 {
            t += (1 + 3 * jitter.unit()) / 240
            times.append(t)
        }
        times += (0...60).map { Double($0) / 60 }
        times.sort()
        let jittered = trajectory(times)
        for i in 0...60 {
            let t60 = Double(i) / 60
            let a = at60[t60]!, j = jittered[t60]!
            #expect(abs(a.0 - j.0) < 1e-9)
            #expect(abs(a.1 - j.1) < 1e-9)
        }

        // Velocity is continuous along the jittered schedule: consecutive samples differ
        // by no more than the largest possible acceleration times the frame gap.
        let maxAcceleration = spring.stiffness * abs(x0) + spring.damping * abs(v0) + 1
        for (earlier, later) in zip(times, times.dropFirst()) {
            let dv = abs(jittered[later]!.1 - jittered[earlier]!.1)
            #expect(dv <= maxAcceleration * (later - earlier) + 1e-9)
        }
    }

    @Test func underDampedOvershootsCriticalDoesNot() {
        let bouncy = Spring(response: 0.4, dampingRatio: 0.5)
        let critical = Spring(response: 0.4, dampingRatio: 1)
        let over = Spring(response: 0.4, dampingRatio: 2)
        var bouncyPeak = -Double.infinity, criticalPeak = -Double.infinity, overPeak = -Double.infinity
        for i in 0...2000 {
            let t = Double(i) / 1000
            bouncyPeak = max(bouncyPeak, position(bouncy, at: t))
            criticalPeak = max(criticalPeak, position(critical, at: t))
            overPeak = max(overPeak, position(over, at: t))
        }
        #expect(bouncyPeak > 1.1)
        #expect(criticalPeak <= 1)
        #expect(overPeak <= 1)
        #expect(abs(position(critical, at: 2) - 1) < 1e-6)
    }

    /// Far in the future a damped spring has arrived, to the last bit; an undamped one
    /// still swings, within its amplitude; none gives a non-finite number.
    @Test func largeTimesAndHeavyDampingStayFinite() {
        for zeta in [0.05, 1.0, 10.0] {
            let spring = Spring(response: 0.3, dampingRatio: zeta)
            for t in [1e6, .infinity] {
                let s = spring.evaluate(displacement: -1000, velocity: 5000, at: t)
                #expect(s.displacement == 0 && s.velocity == 0, "ζ \(zeta) at \(t)")
            }
            let s = spring.evaluate(displacement: -1000, velocity: 5000, at: 100)
            #expect(abs(s.displacement) < 1e-6 && s.velocity.isFinite, "ζ \(zeta)")
        }
        // ζ = 1e6 creeps at ω/(2ζ) ≈ 1e-5 per second: after 100 s it has moved by about
        // a thousandth of the way, and only at the latest time has it arrived.
        let creeping = Spring(response: 0.3, dampingRatio: 1e6)
        let rate = (2 * Double.pi / 0.3) / (2 * 1e6)
        let after100 = creeping.evaluate(displacement: -1000, velocity: 0, at: 100)
        #expect(abs(after100.displacement - (-1000 * exp(-rate * 100))) < 1e-6)
        #expect(creeping.evaluate(displacement: -1000, velocity: 0, at: .infinity).displacement == 0)
        let undamped = Spring(response: 0.3, dampingRatio: 0)
        let omega = 2 * Double.pi / 0.3
        let amplitude = (1000.0 * 1000 + (5000 / omega) * (5000 / omega)).squareRoot()
        for t in [0.0, 1.0, 100.0, 1e6, .infinity] {
            let s = undamped.evaluate(displacement: -1000, velocity: 5000, at: t)
            #expect(s.displacement.isFinite && s.velocity.isFinite)
            #expect(abs(s.displacement) <= amplitude * (1 + 1e-9))
            #expect(abs(s.velocity) <= amplitude * omega * (1 + 1e-9))
        }
    }

    /// Parameters outside the invariants are brought back inside: the result is a real
    /// spring with known constants, never a trap or a NaN.
    @Test func degenerateParametersDoNotTrap() {
        let a = Spring(response: 0, dampingRatio: .nan)
        #expect(a.dampingRatio == 0 && a.damping == 0)
        #expect(a.angularFrequency == 2 * Double.pi / 1e-4)
        let b = Spring(stiffness: -1, damping: .infinity)
        #expect(b.stiffness == 1e-9 && b.damping == 0 && b.dampingRatio == 0)
        #expect(b.angularFrequency == (1e-9).squareRoot())
        let c = Spring(duration: 0.5, bounce: -3)
        #expect(c.dampingRatio == 1)
        #expect(Spring(duration: 0.5, bounce: 7).dampingRatio == 0)
        #expect(Spring(duration: 0.5, bounce: .nan).dampingRatio == 1)
        // Undamped and hardly stiff: after 0.1 s it has moved by v0·t and no more.
        let slow = b.evaluate(displacement: -1, velocity: 2, at: 0.1)
        #expect(abs(slow.displacement - (-1 + 0.2)) < 1e-9)
        #expect(abs(slow.velocity - 2) < 1e-9)
        #expect(a.evaluate(displacement: 3, velocity: 0, at: -1).displacement == 3)
        #expect(a.evaluate(displacement: 3, velocity: 0, at: .nan).displacement == 3)
    }
}

@Suite struct SpringWithStepTests {
    /// The shared evaluation gives what two separate ones give, in every damping regime.
    @Test(arguments: [0.3, 1.0, 2.5])
    func matchesSeparateEvaluations(dampingRatio: Double) {
        let spring = Spring(response: 0.35, dampingRatio: dampingRatio)
        for step in 0...40 {
            let t = Double(step) * 0.0125
            let both = spring.evaluateWithStep(displacement: 398.5, velocity: -1200, at: t)
            let top = spring.evaluate(displacement: 398.5, velocity: -1200, at: t)
            let unit = 1 + spring.evaluate(displacement: -1, velocity: 0, at: t).displacement
            #expect(abs(both.displacement - top.displacement) < 1e-12)
            #expect(abs(both.velocity - top.velocity) < 1e-9)
            #expect(abs(both.step - unit) < 1e-15)
        }
    }
}
