/// The built-in `slide` animator: every channel moves from `from` to `to` along a
/// timing curve over a fixed duration. The motion's initial velocity is not used.
///
/// `sample(elapsed:)` is a pure function of elapsed seconds.
public struct SlideAnimation: Sendable {
    /// The name the animator registers under. Made on every read, as `parameters` is:
    /// each engine keeps the one its registry lists, and no name outlives its engines.
    public static var name: AnimatorName { "slide" }

    /// Parameter specs, in the order `init(motion:parameters:)` reads them:
    /// `duration` (seconds) and `curve` (a code, see `Curve`). A new list on every read:
    /// each engine keeps the one its registry lists.
    public static var parameters: [AnimatorParameter] {
        [AnimatorParameter(name: "duration", durationRange), AnimatorParameter(name: "curve", curveRange)]
    }

    /// `duration`'s default and range, seconds.
    static var durationRange: ParameterRange { ParameterRange(defaultValue: 0.3, minValue: 0, maxValue: 10) }
    /// `curve`'s default and range: the codes of `Curve`.
    static var curveRange: ParameterRange { ParameterRange(defaultValue: -1, minValue: -1, maxValue: 3) }

    public let motion: MotionRequest
    /// Seconds, >= 0; 0 arrives at once.
    public let duration: Double
    public let curve: TimingCurve

    /// A slide of `motion` over `duration` seconds (negative or NaN counts as 0) along
    /// `curve`.
    public init(motion: MotionRequest, duration: Double, curve: TimingCurve) {
        self.motion = motion
        self.duration = duration > 0 ? duration : 0
        self.curve = curve
    }

    /// A slide with parameter values in the order of `parameters`. The caller validates
    /// them; values out of range are clamped and missing ones take defaults.
    /// `values` is borrowed: a motion's start retains no list.
    public init(motion: MotionRequest, parameters values: borrowing [Double]) {
        let code = Self.curveRange.value(at: 1, in: values)
        self.init(motion: motion,
                  duration: Self.durationRange.value(at: 0, in: values),
                  curve: Curve(code: code).timingCurve(for: motion.kind))
    }

    /// The curves the `curve` parameter names, by its value.
    public enum Curve: Sendable, Equatable {
        /// Follows UIKit's convention for sheets: things arriving decelerate (ease-out),
        /// things leaving accelerate (ease-in), moves in place do both. −1.
        case automatic
        /// 0.
        case linear
        /// 1.
        case easeIn
        /// 2.
        case easeOut
        /// 3.
        case easeInOut

        /// The `curve` parameter's value for this curve.
        public var code: Double {
            switch self {
            case .automatic: -1
            case .linear: 0
            case .easeIn: 1
            case .easeOut: 2
            case .easeInOut: 3
            }
        }

        /// The curve a `curve` parameter value names, rounded to the nearest integer;
        /// codes outside [−1, 3] are clamped into it, NaN is automatic.
        public init(code: Double) {
            // Halves round away from zero, as `rounded()` would; compared rather than
            // rounded, which is a call into libm on targets without a rounding
            // instruction. NaN fails every comparison and lands on automatic.
            if code >= 2.5 {
                self = .easeInOut
            } else if code >= 1.5 {
                self = .easeOut
            } else if code >= 0.5 {
                self = .easeIn
            } else if code > -0.5 {
                self = .linear
            } else {
                self = .automatic
            }
        }

        /// The timing curve for a motion of `kind`.
        public func timingCurve(for kind: MotionKind) -> TimingCurve {
            switch self {
            case .linear: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInOut: .easeInOut
            case .automatic:
                switch kind {
                case .present: .easeOut
                case .dismiss: .easeIn
                case .settle, .content: .easeInOut
                }
            }
        }
    }

    /// The visual state `elapsed` seconds after the motion began (negative counts as
    /// 0). At and after `duration` it is exactly `motion.to`, velocity 0, finished.
    public func sample(elapsed: Double) -> AnimatorSample {
        let p = linearProgress(elapsed: elapsed, duration: duration)
        if p >= 1 {
            return AnimatorSample(visual: motion.to, topVelocity: 0, finished: true)
        }
        let from = motion.from, to = motion.to
        let (value, slope) = curve.valueAndSlope(at: p)
        let visual = from.interpolated(to: to, fraction: value)
        // d(top)/dt = Δtop · dy/dx · dx/dt, and dx/dt = 1/duration.
        let velocity = (to.top - from.top) * slope / duration
        return AnimatorSample(visual: visual, topVelocity: velocity, finished: false)
    }
}

/// Fraction of a fixed-duration motion done after `elapsed` seconds, in [0, 1]; a
/// duration of 0 is done at once, a negative or NaN elapsed has done nothing.
func linearProgress(elapsed: Double, duration: Double) -> Double {
    guard duration > 0 else { return 1 }
    guard elapsed > 0 else { return 0 }
    // A host that ticks at start + duration computes an elapsed time a rounding error
    // short of it; within a nanosecond the motion is complete.
    if elapsed >= duration - 1e-9 { return 1 }
    // At most 1: elapsed is below duration, and rounding keeps a quotient of a smaller
    // by a larger number at most 1.
    return elapsed / duration
}
