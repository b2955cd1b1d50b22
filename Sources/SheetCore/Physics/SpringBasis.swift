/// The time-dependent part of a damped oscillator's closed form: e^{-at}·C(t) and
/// e^{-at}·S(t), where C and S solve the undamped-part equation with C(0) = 1,
/// C'(0) = 0, S(0) = 0, S'(0) = 1 — cos/sin for under-damping, 1 and t for critical
/// damping, cosh/sinh for over-damping.
///
/// What depends on ζ and ω₀ alone (the regime, the rates, the split frequency) is worked
/// out once, so that an evaluation is its exponentials and a few products.
public struct SpringBasis: Equatable, Sendable {
    /// Which closed form applies.
    @usableFromInline enum Regime: Sendable {
        case underDamped, critical, overDamped
    }

    // The regime last: a one-byte field after the doubles leaves the rest of its word to
    // whatever follows a basis in an enclosing struct.

    /// The rate of the basis's leading exponential, 1/s: −ω₀ when critical, −ζω₀ when
    /// under-damped, the slow rate −ω₀/(ζ + √(ζ²−1)) when over-damped.
    @usableFromInline let decayRate: Double
    /// Under-damped: the damped angular frequency ω₀√(1−ζ²), rad/s. Over-damped:
    /// μ = ω₀√(ζ²−1), 1/s. Critical: 0.
    @usableFromInline let splitFrequency: Double
    /// Over-damped: the fast rate −ω₀(ζ + √(ζ²−1)), 1/s. Otherwise 0.
    @usableFromInline let fastRate: Double
    @usableFromInline let regime: Regime

    /// Rounding of ζ computed from stiffness and damping lands a nominally critical
    /// spring a few ulps off 1. Both outer forms stay accurate arbitrarily close to
    /// ζ = 1 (they use `sin(x)/x`- and `expm1`-shaped terms), so this band only has to
    /// absorb rounding; at 1e-9 the critical formula's model error is far below 1e-9.
    static let criticalBand = 1e-9

    /// The basis of an oscillator with damping ratio `zeta` (finite, >= 0) and undamped
    /// angular frequency `omega` (rad/s, finite, > 0).
    init(dampingRatio zeta: Double, angularFrequency omega: Double) {
        if abs(zeta - 1) < Self.criticalBand {
            regime = .critical
            decayRate = -omega
            splitFrequency = 0
            fastRate = 0
        } else if zeta < 1 {
            regime = .underDamped
            decayRate = -zeta * omega
            // (1 − ζ)(1 + ζ) rather than 1 − ζ² keeps digits when ζ is near 1.
            splitFrequency = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            fastRate = 0
        } else {
            // Two real exponents r_slow = −a + μ and r_fast = −a − μ. −a + μ cancels
            // badly for large ζ; (ζ − √(ζ²−1)) = 1/(ζ + √(ζ²−1)) does not.
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            regime = .overDamped
            decayRate = -omega / (zeta + root)
            splitFrequency = omega * root
            fastRate = -omega * (zeta + root)
        }
    }

    /// e^{-at}·C(t) and e^{-at}·S(t) at `t` seconds. `t` below 0 (or NaN) is treated as
    /// 0, and `t` beyond `Spring.maximumTime` as that time. One copy, out of line: the
    /// tick's step of a spring in place inlines `at(validTime:)` alone.
    @inline(never)
    public func at(_ t: Double) -> (decayedCos: Double, decayedSin: Double) {
        // The cap keeps ω·t finite, so cos/sin of it (and 0·t in the decayed terms) never
        // produce NaN, even for an undamped spring asked about t = +infinity.
        at(validTime: t > 0 ? (t < Spring.maximumTime ? t : Spring.maximumTime) : 0, inlinesExponential: false)
    }

    /// `at(_:)` for a `t` the caller has checked to be in [0, `Spring.maximumTime`]. The
    /// engine's tick checks its elapsed time anyway; clamping it again would put two
    /// more operations between the clock and the exponential. With `inlinesExponential`
    /// (the tick's), the critically damped spring's exponential, the default spring's, is
    /// inlined here (`inlinedExp`); without, it is the out-of-line `exp`, which gives the
    /// same bits.
    @inline(__always)
    func at(validTime t: Double, inlinesExponential: Bool) -> (decayedCos: Double, decayedSin: Double) {
        switch regime {
        case .critical:
            let x = decayRate * t
            let decay = inlinesExponential ? ElementaryFunctions.inlinedExp(x) : ElementaryFunctions.exp(x)
            return (decay, decay * t)
        case .underDamped:
            let decay = ElementaryFunctions.exp(decayRate * t)
            let (sin, cos) = ElementaryFunctions.sinCos(splitFrequency * t)
            return (decay * cos, decay * sin / splitFrequency)
        case .overDamped:
            let mu = splitFrequency
            let slow = ElementaryFunctions.exp(decayRate * t)
            let fast = ElementaryFunctions.exp(fastRate * t)
            let spread = 2 * mu * t
            // Near ζ = 1 the difference of two close exponentials loses digits; expm1
            // keeps them. Far from it expm1 could overflow while `fast` underflows, so
            // subtract.
            let decayedSinh = spread < 1 ? fast * ElementaryFunctions.expm1(spread) / (2 * mu) : (slow - fast) / (2 * mu)
            return (0.5 * (slow + fast), decayedSinh)
        }
    }
}
