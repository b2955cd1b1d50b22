/// An animator written in Swift: it performs the motions of the sheets whose transitions
/// name it. Register it with `SheetEngine.register(_:name:parameters:)`.
///
/// The engine asks it to `start` a motion when one begins, then samples the returned
/// `AnimatorMotion` once per tick with the time since the motion began, and releases
/// the motion when it ends, is interrupted or the engine goes away (its `deinit` runs). All on the engine's
/// thread, from inside the engine's own calls: an animator must not call its engine
/// (such a call is refused with `.reentrant`).
///
/// An animator that misbehaves is cut off, as a C animator is: when `start` returns nil,
/// a sample is nil, not finite or has a scale <= 0, or the motion has not finished
/// within the engine's maximum motion duration, the engine finishes the motion with its
/// own spring from where the sheet is and queues `.animatorFailed`. A trap inside an
/// animator is not caught: it stops the program.
public protocol SheetAnimator: AnyObject {
    /// Starts one motion with parameter values in the order of the animator's
    /// parameter specs, each within its range. nil refuses the motion.
    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion?
}

/// One motion in progress, made by a `SheetAnimator`: subclass it and override
/// `sample(elapsed:)`. The engine keeps it until the motion ends; its `deinit` is the
/// animator's signal to let go of what the motion holds.
///
/// A class rather than a protocol so that the engine, which samples it every frame, can
/// call it through a reference it owns, without reference counting around each call.
open class AnimatorMotion {
    public init() {}

    /// The visual state `elapsed` seconds after the motion began (>= 0 and
    /// non-decreasing from call to call), or nil for an error. Ideally a pure function of
    /// `elapsed`, so that every frame rate gives the same trajectory. The base class
    /// answers nil: a subclass overrides it.
    open func sample(elapsed: Double) -> AnimatorSample? { nil }

    /// `sample(elapsed:)` written into `answer`: true when `answer` holds the sample,
    /// false for an error (what `answer` then holds is ignored). The engine samples a
    /// running motion through this method, once per tick, with `answer` in its own frame.
    /// The default stores what `sample(elapsed:)` returns. A motion whose answer arrives
    /// field by field (a C animator's, through its out-parameters) overrides it to have
    /// the fields stored where the engine reads them; both methods must then answer
    /// alike.
    open func sample(elapsed: Double, into answer: inout AnimatorSample) -> Bool {
        guard let sample = sample(elapsed: elapsed) else { return false }
        answer = sample
        return true
    }
}

/// An animator's answer at one instant of a motion.
public struct AnimatorSample: Equatable, Sendable {
    public var visual: Visual
    /// Velocity of `top`, pt/s, positive downward.
    public var topVelocity: Double
    /// True once the motion is complete: the engine then snaps to the motion's target.
    public var finished: Bool

    @inlinable
    public init(visual: Visual, topVelocity: Double, finished: Bool) {
        self.visual = visual
        self.topVelocity = topVelocity
        self.finished = finished
    }
}
