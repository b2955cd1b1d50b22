/// A motion in progress on one sheet.
struct RunningMotion {
    enum Driver {
        /// A registered animator (built-in, host or plugin), its instance, and its sample
        /// function when it can be called directly.
        case animator(index: Int, instance: UnsafeMutableRawPointer?, sample: AnimatorSampleFunction?)
        /// The engine's own spring: what finishes a motion whose animator failed. Boxed,
        /// so the common case keeps the motion small to read every frame.
        indirect case fallback(SpringAnimation)
    }

    var kind: MotionKind
    var request: MotionRequest
    /// Engine time the motion began, seconds.
    var startTime: Double
    var driver: Driver
}
