/// The built-in `fade` animator: a linear cross-fade over a fixed duration. It is also
/// what presentation and dismissal use when the host asks for reduced motion.
///
/// Presenting, the sheet is already at its detent and only its opacity (from 0) and the
/// backdrop change; dismissing, it stays where it was while it fades out. Settles and
/// content changes move every channel linearly. `sample(elapsed:)` is a pure function
/// of elapsed seconds.
public struct FadeAnimation: Sendable {
    /// The name the animator registers under. Made on every read, as `parameters` is:
    /// each engine keeps the one its registry lists, and no name outlives its engines.
    public static var name: AnimatorName { "fade" }

    /// Parameter specs, in the order `init(motion:parameters:)` reads them:
    /// `duration` (seconds). A new list on every read: each engine keeps the one its
    /// registry lists.
    public static var parameters: [AnimatorParameter] {
        [AnimatorParameter(name: "duration", durationRange)]
    }

    /// `duration`'s default and range, seconds.
    static var durationRange: ParameterRange { ParameterRange(defaultValue: 0.25, minValue: 0, maxValue: 10) }

    public let motion: MotionRequest
    /// Seconds, >= 0; 0 arrives at once.
    public let duration: Double

    /// A fade of `motion` over `duration` seconds (negative or NaN counts as 0).
    public init(motion: MotionRequest, duration: Double) {
        self.motion = motion
        self.duration = duration > 0 ? duration : 0
    }

    /// A fade with parameter values in the order of `parameters`. The caller validates
    /// them; values out of range are clamped and missing ones take defaults.
    /// `values` is borrowed: a motion's start retains no list.
    public init(motion: MotionRequest, parameters values: borrowing [Double]) {
        self.init(motion: motion, duration: Self.durationRange.value(at: 0, in: values))
    }

    /// The visual state `elapsed` seconds after the motion began (negative counts as
    /// 0). At and after `duration` it is exactly `motion.to`, velocity 0, finished.
    public func sample(elapsed: Double) -> AnimatorSample {
        let p = linearProgress(elapsed: elapsed, duration: duration)
        if p >= 1 {
            return AnimatorSample(visual: motion.to, topVelocity: 0, finished: true)
        }
        let from = motion.from, to = motion.to
        let backdrop = from.backdropAlpha + (to.backdropAlpha - from.backdropAlpha) * p
        switch motion.kind {
        case .present:
            let visual = Visual(top: to.top, opacity: to.opacity * p, backdropAlpha: backdrop, scale: to.scale)
            return AnimatorSample(visual: visual, topVelocity: 0, finished: false)
        case .dismiss:
            let visual = Visual(top: from.top, opacity: from.opacity * (1 - p), backdropAlpha: backdrop, scale: from.scale)
            return AnimatorSample(visual: visual, topVelocity: 0, finished: false)
        case .settle, .content:
            let visual = from.interpolated(to: to, fraction: p)
            return AnimatorSample(visual: visual, topVelocity: (to.top - from.top) / duration, finished: false)
        }
    }
}
