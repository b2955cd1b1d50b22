/// The motion a host's animator made, held without reference counting on the per-frame
/// path: a sample is a call through a reference the engine owns, with no retain and
/// release around it. The sheet's record owns it and releases it, once, when the motion
/// is replaced (`SheetRecord.motion`).
struct HostMotion {
    private let motion: Unmanaged<AnimatorMotion>

    /// Holds `motion` until `release()`.
    init(_ motion: AnimatorMotion) {
        self.motion = .passRetained(motion)
    }

    /// The motion's answer `elapsed` seconds in.
    @inline(__always)
    func sample(elapsed: Double) -> AnimatorSample? {
        motion._withUnsafeGuaranteedRef { $0.sample(elapsed: elapsed) }
    }

    /// Whether two values hold the same motion.
    func holdsSameMotion(as other: HostMotion) -> Bool {
        motion.toOpaque() == other.motion.toOpaque()
    }

    /// Lets the motion go: the animator's signal that it has ended.
    func release() {
        motion.release()
    }
}
