/// A damped harmonic oscillator of mass 1, evaluated in closed form.
///
/// The spring pulls a value toward a target; the state is the *displacement* (value
/// minus target, in the caller's unit, points for a sheet's top) and its velocity (unit
/// per second). Because `evaluate` is a closed-form function of time rather than an
/// integrator, every frame schedule — 60, 120, 240 Hz, jittered, with dropped frames —
/// lands on the same trajectory.
///
/// Invariants: `stiffness > 0` (1/s²), `damping >= 0` (1/s), both finite.
public struct Spring: Equatable, Sendable {
    /// Spring constant k, in 1/s² (force per unit displacement for a unit mass).
    public let stiffness: Double
    /// Damping coefficient c, in 1/s (force per unit velocity for a unit mass).
    public let damping: Double
    /// ζ = c / (2·√k): below 1 the spring overshoots, at 1 it is critically damped,
    /// above 1 it creeps in without overshoot.
    public let dampingRatio: Double
    /// Undamped angular frequency ω₀ = √k, in radians per second.
    public let angularFrequency: Double

    /// e^{-at}·C(t) and e^{-at}·S(t) for this spring's ζ and ω₀.
    public let basis: SpringBasis

    /// Latest instant evaluated, seconds (about 30 years); later times are clamped to it.
    public static let maximumTime = 1e9

    /// Smallest stiffness accepted, 1/s²; keeps ω₀ > 0 so ζ stays finite.
    static let minimumStiffness = 1e-9

    /// A spring from stiffness k (1/s²) and damping c (1/s), mass 1.
    ///
    /// Values outside the invariants are brought back inside rather than trapping: a
    /// non-finite or tiny stiffness becomes `1e-9`, a non-finite or negative damping 0.
    public init(stiffness: Double, damping: Double) {
        let k = stiffness.isFinite && stiffness > Spring.minimumStiffness ? stiffness : Spring.minimumStiffness
        let c = damping.isFinite && damping > 0 ? damping : 0
        let omega = k.squareRoot()
        self.init(stiffness: k, damping: c, dampingRatio: c / (2 * omega), angularFrequency: omega)
    }

    /// A spring parameterised as iOS developers know it (SwiftUI's `response` and
    /// `dampingFraction`): `response` is the period of the undamped oscillation in seconds
    /// (as "Designing Fluid Interfaces", WWDC 2018, describes it), so with mass 1
    /// ω₀ = 2π/response, k = ω₀² = (2π/response)² and c = 2ζω₀ = 4πζ/response.
    ///
    /// `response` must be positive and finite (values at or below 1e-4 s are raised to
    /// it); `dampingRatio` must be finite and >= 0 (negative or non-finite becomes 0).
    public init(response: Double, dampingRatio: Double) {
        let period = response.isFinite && response > 1e-4 ? response : 1e-4
        let zeta = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 0
        let omega = 2 * Double.pi / period
        // ζ is kept as given rather than recomputed from c and k, so a requested
        // critically damped spring takes the exact critical branch.
        self.init(stiffness: omega * omega, damping: 4 * Double.pi * zeta / period,
                  dampingRatio: zeta, angularFrequency: omega)
    }

    /// A spring parameterised like SwiftUI's `Spring(duration:bounce:)`: `duration` is
    /// the perceptual duration in seconds (used as `response`), `bounce` 0 is critically
    /// damped and 1 undamped, i.e. ζ = 1 − bounce.
    ///
    /// `bounce` is clamped to [0, 1]: SwiftUI's mapping for negative (over-damped) bounce
    /// is not published, so over-damped springs are made with `init(response:dampingRatio:)`.
    public init(duration: Double, bounce: Double) {
        let b = bounce.isFinite ? Swift.min(Swift.max(bounce, 0), 1) : 0
        self.init(response: duration, dampingRatio: 1 - b)
    }

    private init(stiffness: Double, damping: Double, dampingRatio zeta: Double, angularFrequency omega: Double) {
        self.stiffness = stiffness
        self.damping = damping
        self.dampingRatio = zeta
        self.angularFrequency = omega
        basis = SpringBasis(dampingRatio: zeta, angularFrequency: omega)
    }

    /// `evaluate` together with the step response from rest (0 → 1 with zero initial
    /// velocity) at the same time, sharing one evaluation of the decaying basis.
    @inline(__always)
    public func evaluateWithStep(displacement x0: Double, velocity v0: Double, at t: Double)
        -> (displacement: Double, velocity: Double, step: Double)
    {
        SpringTrajectory(self, displacement: x0, velocity: v0).evaluate(at: t)
    }

    /// The state `t` seconds after starting at displacement `x0` with velocity `v0`.
    ///
    /// Displacement is value minus target (so a move from 0 to 1 starts at `x0 = -1`);
    /// velocity is d(value)/dt in unit/s. The result is a pure function of `t`: it does
    /// not depend on how many earlier instants were evaluated. `t` below 0 (or NaN) is
    /// treated as 0, and `t` beyond `Spring.maximumTime` as that time.
    public func evaluate(displacement x0: Double, velocity v0: Double, at t: Double)
        -> (displacement: Double, velocity: Double)
    {
        let state = evaluateWithStep(displacement: x0, velocity: v0, at: t)
        return (state.displacement, state.velocity)
    }
}
