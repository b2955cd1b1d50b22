/// The built-in `spring` animator: the sheet's top follows a damped spring that starts
/// with the motion's velocity; the other channels ride the same spring's step response.
///
/// `sample(elapsed:)` is a pure function of elapsed seconds, so the engine may sample
/// it on any schedule.
public struct SpringAnimation: Sendable {
    /// The name the animator registers under.
    public static let name = "spring"

    /// Parameter specs, in the order `init(motion:parameters:)` reads them:
    /// `response` (seconds, the undamped period) and `damping_ratio` (ζ, 1 = critical).
    public static let parameters: [AnimatorParameter] = [
        AnimatorParameter(name: "response", defaultValue: 0.35, minValue: 0.01, maxValue: 10),
        AnimatorParameter(name: "damping_ratio", defaultValue: 1.0, minValue: 0.05, maxValue: 10),
    ]

    /// Settled when the top is within this of its target, points. A quarter point is
    /// below what a display shows at 2x, so the final snap is invisible.
    public static let positionTolerance = 0.25
    /// Settled only when the top moves slower than this, pt/s, so a spring that passes
    /// through its target at speed is not cut off.
    public static let velocityTolerance = 2.0
    /// Settled when the other channels are within this of their targets (opacity,
    /// backdrop alpha and scale are all of order 1).
    public static let channelTolerance = 1e-3

    public let motion: MotionRequest
    public let spring: Spring
    /// Largest |to − from| over opacity, backdrop alpha and scale.
    private let largestChannelChange: Double

    /// A spring animation of `motion` with `response` seconds and `dampingRatio` ζ.
    public init(motion: MotionRequest, response: Double, dampingRatio: Double) {
        self.motion = motion
        self.spring = Spring(response: response, dampingRatio: dampingRatio)
        let from = motion.from, to = motion.to
        largestChannelChange = Swift.max(
            abs(to.opacity - from.opacity),
            abs(to.backdropAlpha - from.backdropAlpha),
            abs(to.scale - from.scale))
    }

    /// A spring animation with parameter values in the order of `parameters`. The caller
    /// validates them; values out of range are clamped and missing ones take defaults.
    public init(motion: MotionRequest, parameters values: UnsafeBufferPointer<Double>) {
        let specs = SpringAnimation.parameters
        self.init(motion: motion,
                  response: AnimatorParameter.value(0, of: specs, in: values),
                  dampingRatio: AnimatorParameter.value(1, of: specs, in: values))
    }

    /// The visual state `elapsed` seconds after the motion began (negative counts as 0).
    /// Once finished, the visual is exactly `motion.to` and the velocity 0. Before, the
    /// opacity and backdrop alpha are in [0, 1] and the scale is neither NaN nor negative,
    /// whatever the motion holds: the engine's in-place tick relies on it.
    @inline(__always)
    public func sample(elapsed: Double) -> AnimatorSample {
        sample(basis: spring.decayedBasis(at: elapsed))
    }

    /// `sample(elapsed:)` from `spring.decayedBasis(at: elapsed)`: an animation read in
    /// place need not load all of itself before the basis calls out to `exp`.
    @inline(__always)
    func sample(basis: (decayedCos: Double, decayedSin: Double)) -> AnimatorSample {
        let from = motion.from, to = motion.to
        // The step response goes 0 → 1 from rest; the channels share the spring's feel
        // without inheriting the finger's velocity, which belongs to the top alone.
        let top = spring.evaluateWithStep(displacement: from.top - to.top, velocity: motion.velocity, basis: basis)
        let step = top.step

        let settled = abs(top.displacement) <= Self.positionTolerance
            && abs(top.velocity) <= Self.velocityTolerance
            && abs(1 - step) * largestChannelChange <= Self.channelTolerance
        if settled {
            return AnimatorSample(visual: to, topVelocity: 0, finished: true)
        }

        // Alphas are clamped because an under-damped step overshoots past 1; a scale is
        // kept non-negative for the same reason.
        let visual = Visual(
            top: to.top + top.displacement,
            opacity: unitClamped(from.opacity + (to.opacity - from.opacity) * step),
            backdropAlpha: unitClamped(from.backdropAlpha + (to.backdropAlpha - from.backdropAlpha) * step),
            scale: Swift.max(0, from.scale + (to.scale - from.scale) * step))
        return AnimatorSample(visual: visual, topVelocity: top.velocity, finished: false)
    }
}

/// `value` clamped to [0, 1].
func unitClamped(_ value: Double) -> Double {
    value > 0 ? (value < 1 ? value : 1) : 0
}
