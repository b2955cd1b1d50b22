import Testing
@testable import SheetCore

/// A motion that stores its answer through `sample(elapsed:into:)` alone, as the C
/// layer's motions do, and counts the calls; it errs when `elapsed` is negative.
private final class StoringMotion: AnimatorMotion {
    private(set) var calls = 0

    override func sample(elapsed: Double, into answer: inout AnimatorSample) -> Bool {
        calls += 1
        guard elapsed >= 0 else { return false }
        answer.visual.top = 100 + elapsed
        answer.visual.opacity = 0.25
        answer.visual.backdropAlpha = 0.75
        answer.visual.scale = 0.5 + elapsed
        answer.topVelocity = -elapsed
        answer.finished = elapsed >= 1
        return true
    }
}

/// A motion that answers the usual way, through `sample(elapsed:)`.
private final class ReturningMotion: AnimatorMotion {
    override func sample(elapsed: Double) -> AnimatorSample? {
        elapsed < 0 ? nil : AnimatorSample(visual: Visual(top: 3 * elapsed, opacity: 1, backdropAlpha: 0, scale: 2),
                                           topVelocity: 7, finished: false)
    }
}

@Suite struct HostMotionTests {
    /// What a motion stores into the engine's buffer is what the engine reads, field by
    /// field, and an error is nil.
    @Test func aStoredAnswerIsReadFieldByField() {
        let motion = StoringMotion()
        let held = HostMotion(motion)
        defer { held.release() }
        #expect(held.sample(elapsed: 0.5) == AnimatorSample(
            visual: Visual(top: 100.5, opacity: 0.25, backdropAlpha: 0.75, scale: 1), topVelocity: -0.5, finished: false))
        #expect(held.sample(elapsed: 1)?.finished == true)
        #expect(held.sample(elapsed: -1) == nil)
        #expect(motion.calls == 3)
    }

    /// A motion that overrides `sample(elapsed:)` alone is read through the default
    /// `sample(elapsed:into:)`, with the same answers.
    @Test func aReturnedAnswerReachesTheEngineUnchanged() {
        let motion = ReturningMotion()
        let held = HostMotion(motion)
        defer { held.release() }
        for elapsed in [0, 0.25, 1e-300, 1e9, -0.0] {
            #expect(held.sample(elapsed: elapsed) == motion.sample(elapsed: elapsed))
        }
        #expect(held.sample(elapsed: -1) == nil)
    }

    /// Two values hold the same motion only when they were made from the same object;
    /// releasing lets the object go.
    @Test func sameMotionAndRelease() {
        weak var watched: AnimatorMotion?
        do {
            let motion = StoringMotion()
            watched = motion
            let first = HostMotion(motion), second = HostMotion(motion), other = HostMotion(StoringMotion())
            #expect(first.holdsSameMotion(as: second))
            #expect(!first.holdsSameMotion(as: other))
            first.release()
            other.release()
            #expect(watched != nil)
            second.release()
        }
        #expect(watched == nil)
    }
}
