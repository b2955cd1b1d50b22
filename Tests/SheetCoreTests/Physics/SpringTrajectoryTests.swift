import Foundation
import Testing
@testable import SheetCore

@Suite struct SpringTrajectoryTests {
    /// Coefficients formed once give the bits of the formulas written out, in every
    /// damping regime.
    @Test(arguments: [0.3, 1.0, 1.0 + 5e-10, 2.5])
    func sameBitsAsTheFormulas(dampingRatio: Double) {
        let spring = Spring(response: 0.35, dampingRatio: dampingRatio)
        let x0 = 398.5, v0 = -1200.0
        let trajectory = SpringTrajectory(spring, displacement: x0, velocity: v0)
        let a = spring.dampingRatio * spring.angularFrequency
        for step in 0...60 {
            let t = Double(step) * 0.0125
            let (c, s) = spring.basis.at(t)
            let state = trajectory.evaluate(at: t)
            #expect(state.displacement == x0 * c + (v0 + a * x0) * s)
            #expect(state.velocity == v0 * c - (a * v0 + spring.stiffness * x0) * s)
            #expect(state.step == 1 - c - a * s)
        }
    }

    /// At t = 0 the trajectory is where it started, with its velocity, and the step
    /// response has not begun.
    @Test(arguments: [0.2, 1.0, 3.0])
    func startsWhereItStarts(dampingRatio: Double) {
        let trajectory = SpringTrajectory(Spring(response: 0.5, dampingRatio: dampingRatio), displacement: -250, velocity: 640)
        let start = trajectory.evaluate(at: 0)
        #expect(start.displacement == -250)
        #expect(start.velocity == 640)
        #expect(start.step == 0)
        #expect(trajectory.initialDisplacement == -250 && trajectory.initialVelocity == 640)
    }

    /// `evaluate(basis:)` from the basis at t is `evaluate(at: t)`.
    @Test func evaluateFromABasisIsEvaluateAtItsTime() {
        let spring = Spring(response: 0.3, dampingRatio: 0.45)
        let trajectory = SpringTrajectory(spring, displacement: 120, velocity: -900)
        for t in [0.0, 0.04, 0.2, 1.1] {
            let direct = trajectory.evaluate(at: t)
            let viaBasis = trajectory.evaluate(basis: spring.basis.at(t))
            #expect(direct.displacement == viaBasis.displacement)
            #expect(direct.velocity == viaBasis.velocity)
            #expect(direct.step == viaBasis.step)
        }
    }

    /// The critically damped closed form, written out: x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt).
    @Test func criticallyDampedDisplacement() {
        let omega = 2 * Double.pi / 0.35
        let trajectory = SpringTrajectory(Spring(response: 0.35, dampingRatio: 1), displacement: 398.5, velocity: 0)
        for t in [0.05, 0.1, 0.25] {
            let expected = 398.5 * (1 + omega * t) * exp(-omega * t)
            #expect(abs(trajectory.evaluate(at: t).displacement - expected) < 1e-9)
        }
    }

    /// Up to its bound, a trajectory that promises a finite velocity keeps it, in every
    /// regime, up to the latest time evaluated; past the bound it promises nothing.
    @Test(arguments: [0.05, 1.0, 10.0])
    func aFiniteVelocityIsPromisedOnlyWithinTheBound(dampingRatio: Double) {
        // The softest and the stiffest springs the built-in animator makes.
        let softest = Spring(response: 10, dampingRatio: dampingRatio)
        let stiffest = Spring(response: 0.01, dampingRatio: dampingRatio)
        // A start within a factor 16 of the fastest the bound allows, from the
        // displacement (within the doubles) that leaves the velocity's sine coefficient
        // near 0; nearly the largest coefficient, from rest.
        let a = softest.dampingRatio * softest.angularFrequency
        let fastest = SpringTrajectory(softest, displacement: -a * 0x1p1017 / softest.stiffness, velocity: 0x1p1017)
        let steepest = SpringTrajectory(stiffest, displacement: 0.999 * 0x1p1021 / Spring.maximumTime / stiffest.stiffness, velocity: 0)
        for trajectory in [fastest, steepest] {
            #expect(trajectory.hasFiniteVelocity)
            for t in [0, 1e-4, 0.01, 0.1, 1, 1e3, 1e6, Spring.maximumTime] {
                #expect(trajectory.evaluate(at: t).velocity.isFinite, "at \(t)")
            }
        }
        #expect(SpringTrajectory(stiffest, displacement: 398.5, velocity: -1200).hasFiniteVelocity)
        #expect(!SpringTrajectory(softest, displacement: 0, velocity: 0x1p1022).hasFiniteVelocity)
        #expect(!SpringTrajectory(stiffest, displacement: 2 * 0x1p1021 / Spring.maximumTime / stiffest.stiffness, velocity: 0).hasFiniteVelocity)
        #expect(!SpringTrajectory(stiffest, displacement: 0, velocity: .infinity).hasFiniteVelocity)
        #expect(!SpringTrajectory(stiffest, displacement: .nan, velocity: 0).hasFiniteVelocity)
    }
}
