/// A motion in progress on one sheet.
struct RunningMotion {
    /// What moves it: a registered animator (built-in, host or plugin) with its
    /// instance and, when it can be called directly, its sample function; or, with
    /// `animator` -1, the engine's own spring from `request`, which finishes a motion
    /// whose animator failed. Plain data, so the motion is read in place every frame.
    struct Driver {
        var animator: Int
        var instance: UnsafeMutableRawPointer?
        var sample: AnimatorSampleFunction?
        /// True when `sample` is the built-in spring's own entry point, so that the tick
        /// may evaluate the `SpringAnimation` at `instance` in place: the same code,
        /// without the call.
        var isBuiltinSpring = false

        static var fallback: Driver { Driver(animator: -1, instance: nil, sample: nil) }
    }

    // What a tick reads first; the request only when a motion starts or fails.
    var kind: MotionKind
    /// Engine time the motion began, seconds.
    var startTime: Double
    var driver: Driver
    var request: MotionRequest

    /// Placeholder storage for a sheet with no motion.
    static var idle: RunningMotion {
        RunningMotion(kind: .settle, startTime: 0, driver: .fallback,
                      request: MotionRequest(kind: .settle, from: Visual(top: 0), to: Visual(top: 0), velocity: 0, viewportHeight: 0))
    }
}
