import Foundation
import Testing
@testable import SheetCore

@Suite struct SpringBasisTests {
    /// The regime follows ζ, with a nominally critical ζ a few ulps off 1 taking the
    /// critical form.
    @Test func regimes() {
        #expect(Spring(response: 0.35, dampingRatio: 0.5).basis.regime == .underDamped)
        #expect(Spring(response: 0.35, dampingRatio: 1).basis.regime == .critical)
        #expect(Spring(response: 0.35, dampingRatio: 1 + 1e-12).basis.regime == .critical)
        #expect(Spring(response: 0.35, dampingRatio: 1 - 1e-12).basis.regime == .critical)
        #expect(Spring(response: 0.35, dampingRatio: 1 - 2e-9).basis.regime == .underDamped)
        #expect(Spring(response: 0.35, dampingRatio: 1 + 2e-9).basis.regime == .overDamped)
        #expect(Spring(response: 0.35, dampingRatio: 1.5).basis.regime == .overDamped)
        #expect(Spring(response: 0.35, dampingRatio: 0).basis.regime == .underDamped)
    }

    /// The rates each regime works out once.
    @Test func ratesOfEachRegime() {
        let critical = Spring(response: 0.5, dampingRatio: 1)
        #expect(critical.basis.decayRate == -critical.angularFrequency)
        #expect(critical.basis.splitFrequency == 0 && critical.basis.fastRate == 0)

        let under = Spring(response: 0.4, dampingRatio: 0.6)
        let omega = 2 * Double.pi / 0.4
        #expect(abs(under.basis.decayRate - (-0.6 * omega)) < 1e-12)
        #expect(abs(under.basis.splitFrequency - omega * 0.8) < 1e-12)

        let over = Spring(response: 0.4, dampingRatio: 1.25)
        let mu = omega * 0.75
        #expect(abs(over.basis.splitFrequency - mu) < 1e-12)
        #expect(abs(over.basis.decayRate - (-1.25 * omega + mu)) < 1e-12)
        #expect(abs(over.basis.fastRate - (-1.25 * omega - mu)) < 1e-12)
    }

    /// Each regime's closed form: e^{-at}·cos(ω_d t) and e^{-at}·sin(ω_d t)/ω_d under
    /// critical damping, e^{-ωt} and t·e^{-ωt} at it, e^{-at}·cosh(μt) and
    /// e^{-at}·sinh(μt)/μ above it.
    @Test func closedFormsOfEachRegime() {
        let omega = 2 * Double.pi / 0.4
        for t in [0.0, 0.01, 0.05, 0.1, 0.3, 0.8] {
            let under = Spring(response: 0.4, dampingRatio: 0.6).basis.at(t)
            let wd = omega * 0.8
            #expect(abs(under.decayedCos - exp(-0.6 * omega * t) * cos(wd * t)) < 1e-14)
            #expect(abs(under.decayedSin - exp(-0.6 * omega * t) * sin(wd * t) / wd) < 1e-14)

            let critical = Spring(response: 0.4, dampingRatio: 1).basis.at(t)
            #expect(abs(critical.decayedCos - exp(-omega * t)) < 1e-15)
            #expect(abs(critical.decayedSin - t * exp(-omega * t)) < 1e-15)

            let over = Spring(response: 0.4, dampingRatio: 1.25).basis.at(t)
            let mu = omega * 0.75
            #expect(abs(over.decayedCos - exp(-1.25 * omega * t) * cosh(mu * t)) < 1e-13)
            #expect(abs(over.decayedSin - exp(-1.25 * omega * t) * sinh(mu * t) / mu) < 1e-13)
        }
    }

    /// Close to ζ = 1 on either side the outer forms agree with the critical one.
    @Test func outerFormsMeetTheCriticalOne() {
        let critical = Spring(response: 0.35, dampingRatio: 1).basis
        for zeta in [1 - 1e-6, 1 - 2e-9, 1 + 2e-9, 1 + 1e-6] {
            let near = Spring(response: 0.35, dampingRatio: zeta).basis
            #expect(near.regime != .critical)
            for step in 0...50 {
                let t = Double(step) * 0.02
                #expect(abs(near.at(t).decayedCos - critical.at(t).decayedCos) < 1e-5)
                #expect(abs(near.at(t).decayedSin - critical.at(t).decayedSin) < 1e-6)
            }
        }
    }

    /// Times outside [0, maximumTime] are clamped; inside, the unchecked entry with the
    /// exponential inlined, as the tick evaluates it, gives the same answer to the bit.
    @Test(arguments: [0.3, 1.0, 2.5])
    func timesAreClamped(dampingRatio: Double) {
        let basis = Spring(response: 0.35, dampingRatio: dampingRatio).basis
        let zero = basis.at(0)
        #expect(zero.decayedCos == 1 && zero.decayedSin == 0)
        for t in [-1.0, -.infinity, .nan] {
            let clamped = basis.at(t)
            #expect(clamped.decayedCos == zero.decayedCos && clamped.decayedSin == zero.decayedSin)
        }
        let latest = basis.at(validTime: Spring.maximumTime, inlinesExponential: true)
        for t in [2e9, .infinity] {
            let clamped = basis.at(t)
            #expect(clamped.decayedCos == latest.decayedCos && clamped.decayedSin == latest.decayedSin)
        }
        for t in [0.0, 0.01, 0.2, 3, 1e6] {
            let checked = basis.at(t), unchecked = basis.at(validTime: t, inlinesExponential: true)
            #expect(checked.decayedCos == unchecked.decayedCos && checked.decayedSin == unchecked.decayedSin)
        }
    }

    /// An undamped spring asked about the latest time it evaluates stays finite.
    @Test func undampedAtTheLatestTimeIsFinite() {
        let basis = Spring(response: 0.35, dampingRatio: 0).basis
        let latest = basis.at(.infinity)
        #expect(latest.decayedCos.isFinite && latest.decayedSin.isFinite)
        #expect(abs(latest.decayedCos) <= 1)
    }
}
