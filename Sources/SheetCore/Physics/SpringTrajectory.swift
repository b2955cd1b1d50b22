/// One motion of a `Spring` from a given start, with the closed form's coefficients
/// fixed when the motion starts, so that each evaluation is the spring's decaying basis
/// and a few products.
///
/// With the basis C = e^{-at}·C(t), S = e^{-at}·S(t) (`SpringBasis`):
///
///     x(t)    = x0·C + (v0 + a·x0)·S
///     v(t)    = v0·C − (a·v0 + ω₀²·x0)·S
///     step(t) = 1 − C − a·S              (the response from rest, 0 → 1)
///
/// where a = ζ·ω₀. With S' = C and C' = −(ω₀² − a²)·S the derivative of x collapses to
/// the same two terms in every damping regime. The coefficients are the parenthesised
/// sums, formed once with the formulas' own operations, so a trajectory evaluates to the
/// same bits as the formulas.
///
/// Stored in the order an evaluation reads them, the basis last.
public struct SpringTrajectory: Sendable {
    /// Displacement at t = 0, value minus target, in the caller's unit.
    public let initialDisplacement: Double
    /// Velocity at t = 0, unit per second.
    public let initialVelocity: Double
    /// v0 + a·x0: the displacement's coefficient of S.
    @usableFromInline let displacementSineCoefficient: Double
    /// a·v0 + ω₀²·x0: the velocity's coefficient of S, subtracted.
    @usableFromInline let velocitySineCoefficient: Double
    /// a = ζ·ω₀, 1/s.
    @usableFromInline let dampingRate: Double
    /// The spring's basis.
    public let basis: SpringBasis
    /// Whether every evaluation's velocity is finite, known when the motion starts so that
    /// the engine need not check each sample's. |C| <= 1 and |S| <= t in every regime, so
    /// |v(t)| <= |v0| + |a·v0 + ω₀²·x0|·t; with both terms held to 2^1021 up to
    /// `Spring.maximumTime`, the sum stays far from overflow, rounding included. False
    /// only for a velocity or a displacement within a few powers of ten of the largest
    /// double.
    @usableFromInline let hasFiniteVelocity: Bool

    /// The trajectory of `spring` starting at displacement `x0` with velocity `v0`.
    @inlinable @inline(__always)
    public init(_ spring: Spring, displacement x0: Double, velocity v0: Double) {
        let a = spring.dampingRatio * spring.angularFrequency
        initialDisplacement = x0
        initialVelocity = v0
        displacementSineCoefficient = v0 + a * x0
        velocitySineCoefficient = a * v0 + spring.stiffness * x0
        dampingRate = a
        basis = spring.basis
        hasFiniteVelocity = abs(v0) <= 0x1p1021 && abs(velocitySineCoefficient) * Spring.maximumTime <= 0x1p1021
    }

    /// Displacement, velocity and step response `t` seconds into the motion. `t` below 0
    /// (or NaN) is treated as 0, and `t` beyond `Spring.maximumTime` as that time.
    @inline(__always)
    public func evaluate(at t: Double) -> (displacement: Double, velocity: Double, step: Double) {
        evaluate(basis: basis.at(t))
    }

    /// `evaluate(at:)` from `basis.at(t)`. Apart, so that a trajectory read in place need
    /// not be loaded before the basis calls out to `exp`: a value loaded before a call is
    /// kept across it on the stack.
    @inline(__always)
    public func evaluate(basis: (decayedCos: Double, decayedSin: Double)) -> (displacement: Double, velocity: Double, step: Double) {
        let (decayedCos, decayedSin) = basis
        let x = initialDisplacement * decayedCos + displacementSineCoefficient * decayedSin
        let v = initialVelocity * decayedCos - velocitySineCoefficient * decayedSin
        let step = 1 - decayedCos - dampingRate * decayedSin
        return (x, v, step)
    }
}
