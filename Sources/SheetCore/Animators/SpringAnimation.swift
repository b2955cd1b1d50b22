/// The built-in `spring` animator: the sheet's top follows a damped spring that starts
/// with the motion's velocity; the other channels ride the same spring's step response.
///
/// `sample(elapsed:)` is a pure function of elapsed seconds, so the engine may sample
/// it on any schedule.
public struct SpringAnimation: Sendable {
    /// The name the animator registers under. Made on every read, as `parameters` is:
    /// each engine keeps the one its registry lists, and no name outlives its engines.
    public static var name: AnimatorName { "spring" }

    /// Parameter specs, in the order `init(motion:parameters:)` reads them:
    /// `response` (seconds, the undamped period) and `damping_ratio` (ζ, 1 = critical).
    /// A new list on every read: each engine keeps the one its registry lists.
    public static var parameters: [AnimatorParameter] {
        [AnimatorParameter(name: "response", responseRange), AnimatorParameter(name: "damping_ratio", dampingRatioRange)]
    }

    /// The response a spring takes when a transition does not name one, seconds.
    public static var defaultResponse: Double { responseRange.defaultValue }

    /// `response`'s default and range, seconds.
    static var responseRange: ParameterRange { ParameterRange(defaultValue: 0.35, minValue: 0.01, maxValue: 10) }
    /// `damping_ratio`'s default and range.
    static var dampingRatioRange: ParameterRange { ParameterRange(defaultValue: 1.0, minValue: 0.05, maxValue: 10) }

    /// Settled when the top is within this of its target, points. A quarter point is
    /// below what a display shows at 2x, so the final snap is invisible.
    public static let positionTolerance = 0.25
    /// Settled only when the top moves slower than this, pt/s, so a spring that passes
    /// through its target at speed is not cut off.
    public static let velocityTolerance = 2.0
    /// Settled when the other channels are within this of their targets (opacity,
    /// backdrop alpha and scale are all of order 1).
    public static let channelTolerance = 1e-3

    // Stored in the order a sample reads them: the engine evaluates a running spring in
    // place, inside the sheet's record, every frame, and what an unfinished sample reads
    // takes 128 bytes, two cache lines; `target` is read once, when the spring arrives.

    /// The top's path: its displacement from `targetTop` and its velocity.
    public let trajectory: SpringTrajectory
    /// What the motion moves besides the top; each sample works out those channels alone.
    /// Stored in the word the trajectory ends in.
    let movingChannels: MovingChannels
    /// `target.top`, points, kept beside what else a sample reads.
    let targetTop: Double
    /// Opacity, backdrop alpha and scale at the start, and `to − from` for each. A
    /// channel that does not change is stored clamped, as every sample gives it.
    let channelStart: (opacity: Double, backdropAlpha: Double, scale: Double)
    let channelChange: (opacity: Double, backdropAlpha: Double, scale: Double)
    /// Where the motion ends (`motion.to`): every sample from the one that finishes on is
    /// exactly this.
    public let target: Visual

    /// The channels besides the top that a motion changes.
    enum MovingChannels: Sendable {
        /// None: a settle between detents that dim alike, the common motion.
        case topOnly
        /// The backdrop alpha alone: a settle into or out of the dimming.
        case topAndBackdrop
        /// The opacity or the scale, and with them the backdrop alpha whether it changes
        /// or not.
        case all
    }

    /// A spring animation of `motion` with `response` seconds and `dampingRatio` ζ.
    public init(motion: MotionRequest, response: Double, dampingRatio: Double) {
        let spring = Spring(response: response, dampingRatio: dampingRatio)
        let from = motion.from, to = motion.to
        target = to
        targetTop = to.top
        trajectory = SpringTrajectory(spring, displacement: from.top - to.top, velocity: motion.velocity)
        channelChange = (to.opacity - from.opacity, to.backdropAlpha - from.backdropAlpha, to.scale - from.scale)
        movingChannels = channelChange.opacity != 0 || channelChange.scale != 0 ? .all
            : channelChange.backdropAlpha != 0 ? .topAndBackdrop : .topOnly
        channelStart = (channelChange.opacity == 0 ? unitClamped(from.opacity) : from.opacity,
                        channelChange.backdropAlpha == 0 ? unitClamped(from.backdropAlpha) : from.backdropAlpha,
                        channelChange.scale == 0 ? Swift.max(0, from.scale) : from.scale)
    }

    /// Largest |to − from| over opacity, backdrop alpha and scale. Worked out when asked:
    /// only a top that has settled asks.
    private var largestChannelChange: Double {
        Swift.max(abs(channelChange.opacity), abs(channelChange.backdropAlpha), abs(channelChange.scale))
    }

    /// A spring that has arrived: every sample is `target`, a viewport's origin. What a
    /// sheet's motion storage holds when no spring runs.
    static let still = SpringAnimation(
        motion: RunningMotion.atRest, response: 1, dampingRatio: 1)

    /// A spring animation with parameter values in the order of `parameters`. The caller
    /// validates them; values out of range are clamped and missing ones take defaults.
    /// `values` is borrowed: a motion's start retains no list.
    public init(motion: MotionRequest, parameters values: borrowing [Double]) {
        self.init(motion: motion,
                  response: Self.responseRange.value(at: 0, in: values),
                  dampingRatio: Self.dampingRatioRange.value(at: 1, in: values))
    }

    /// The visual state `elapsed` seconds after the motion began (negative counts as 0).
    /// Once finished, the visual is exactly `target` and the velocity 0. Before, the
    /// opacity and backdrop alpha are in [0, 1] and the scale is neither NaN nor negative,
    /// whatever the motion holds: the engine's in-place tick relies on it.
    @inline(__always)
    public func sample(elapsed: Double) -> AnimatorSample {
        sample(basis: trajectory.basis.at(elapsed))
    }

    /// `sample(elapsed:)` from `trajectory.basis.at(elapsed)`: an animation read in place
    /// need not be loaded before the basis calls out to `exp`.
    @inline(__always)
    func sample(basis: (decayedCos: Double, decayedSin: Double)) -> AnimatorSample {
        // The step response goes 0 → 1 from rest; the channels share the spring's feel
        // without inheriting the finger's velocity, which belongs to the top alone.
        let top = trajectory.evaluate(basis: basis)
        let step = top.step

        let settled = abs(top.displacement) <= Self.positionTolerance
            && abs(top.velocity) <= Self.velocityTolerance
            && abs(1 - step) * largestChannelChange <= Self.channelTolerance
        if settled {
            return AnimatorSample(visual: target, topVelocity: 0, finished: true)
        }

        // Alphas are clamped because an under-damped step overshoots past 1; a scale is
        // kept non-negative for the same reason. The step is always finite, so a channel
        // that does not change is its clamped start, and only those that change are
        // worked out: in the common settle, none. The tick evaluates springs in place, and
        // all this waits there for the exponential.
        let moving = movingChannels
        let backdropAlpha = moving == .topOnly
            ? channelStart.backdropAlpha
            : unitClamped(channelStart.backdropAlpha + channelChange.backdropAlpha * step)
        let opacity: Double, scale: Double
        if moving == .all {
            opacity = unitClamped(channelStart.opacity + channelChange.opacity * step)
            scale = Swift.max(0, channelStart.scale + channelChange.scale * step)
        } else {
            opacity = channelStart.opacity
            scale = channelStart.scale
        }
        let visual = Visual(top: targetTop + top.displacement, opacity: opacity, backdropAlpha: backdropAlpha, scale: scale)
        return AnimatorSample(visual: visual, topVelocity: top.velocity, finished: false)
    }
}

/// `value` clamped to [0, 1].
func unitClamped(_ value: Double) -> Double {
    value > 0 ? (value < 1 ? value : 1) : 0
}
