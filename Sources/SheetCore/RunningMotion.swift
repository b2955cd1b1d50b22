/// A motion in progress on one sheet.
struct RunningMotion {
    /// What moves it: a registered animator (built-in, host or plugin) with its
    /// instance and, when it can be called directly, its sample function; or, with
    /// `animator` -1, the engine's own spring from `request`, which finishes a motion
    /// whose animator failed. Plain data, so the motion is read in place every frame.
    struct Driver {
        // The flag and the instance first: with the motion's kind and start time they
        // are all a tick of the built-in spring reads, on the same cache line.

        /// True when `sample` is the built-in spring's own entry point and the motion is
        /// not a content motion (whose opacity carries the incoming content's alpha), so
        /// that the tick may evaluate the `SpringAnimation` at `instance` in place: the
        /// same code, without the call. Cleared when the motion ends, so a tick may read
        /// it before `hasMotion`.
        var stepsInPlace: Bool
        var instance: UnsafeMutableRawPointer?
        var sample: AnimatorSampleFunction?
        var animator: Int

        init(animator: Int, instance: UnsafeMutableRawPointer?, sample: AnimatorSampleFunction?, stepsInPlace: Bool = false) {
            self.stepsInPlace = stepsInPlace
            self.instance = instance
            self.sample = sample
            self.animator = animator
        }

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
