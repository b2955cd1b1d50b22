internal import SheetPlatform

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
    ///
    /// Asked through `sample(elapsed:into:)`, so that a motion can store its answer
    /// straight into this frame, where it is then read field by field: a motion that has
    /// just stored the fields one by one (a C animator does) leaves them in the
    /// processor's store buffer, from which a load of two fields at once cannot be
    /// forwarded (see `sheet_load_stored_double`).
    @inline(__always)
    func sample(elapsed: Double) -> AnimatorSample? {
        var answer = AnimatorSample(visual: Visual(top: 0, opacity: 0, backdropAlpha: 0, scale: 0),
                                    topVelocity: 0, finished: false)
        guard motion._withUnsafeGuaranteedRef({ $0.sample(elapsed: elapsed, into: &answer) }) else { return nil }
        return withUnsafeMutablePointer(to: &answer) { stored in
            AnimatorSample(
                visual: Visual(top: sheet_load_stored_double(&stored.pointee.visual.top),
                               opacity: sheet_load_stored_double(&stored.pointee.visual.opacity),
                               backdropAlpha: sheet_load_stored_double(&stored.pointee.visual.backdropAlpha),
                               scale: sheet_load_stored_double(&stored.pointee.visual.scale)),
                topVelocity: sheet_load_stored_double(&stored.pointee.topVelocity),
                finished: stored.pointee.finished)
        }
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
