/// Something that performs motions: a built-in, an animator a host registered, or one a
/// plugin brought. The C layer implements it over `sheet_animator_vtable`.
///
/// The engine calls `start` once per motion, `sample` once per tick with the time since
/// the motion began (seconds, non-decreasing), and `finish` exactly once for every
/// instance `start` made. All on the engine's thread.
public protocol AnimatorBackend: AnyObject {
    /// Starts a motion with parameter values in spec order (already validated).
    /// Returns the instance, or `.failed` when the backend refused.
    func start(_ motion: MotionRequest, parameters: UnsafeBufferPointer<Double>) -> AnimatorStart
    /// The state at `elapsed`, or nil when the backend reported an error.
    func sample(_ instance: UnsafeMutableRawPointer?, elapsed: Double) -> AnimatorSample?
    /// Releases an instance.
    func finish(_ instance: UnsafeMutableRawPointer?)
}

/// A backend's sample entry point in the C calling convention, for the engine to call
/// straight from its per-frame loop: (instance, elapsed seconds, out visual as four
/// doubles — top, opacity, backdrop alpha, scale —, out velocity of top in pt/s, out
/// finished flag) -> 0 on success. It must behave exactly as the backend's `sample`.
public typealias AnimatorSampleFunction = @convention(c) (
    UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?
) -> Int32

public enum AnimatorStart {
    case started(UnsafeMutableRawPointer?)
    case failed
}
