import Testing
@testable import SheetCore

/// A motion that does not override `sample` answers nil: an error.
private final class Silent: SheetAnimator {
    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? { AnimatorMotion() }
}

/// A motion written the usual way, overriding `sample(elapsed:)` alone: its answer
/// depends on every bit of `elapsed`, and it errs past 2 s.
private final class Ramp: AnimatorMotion {
    override func sample(elapsed: Double) -> AnimatorSample? {
        guard elapsed <= 2 else { return nil }
        return AnimatorSample(visual: Visual(top: 800 - 300 * elapsed, opacity: elapsed / 2, backdropAlpha: 1 - elapsed / 2,
                                             scale: 1 + elapsed), topVelocity: -300 - elapsed, finished: elapsed == 2)
    }
}

@Suite struct SheetAnimatorTests {
    @Test func theBaseMotionAnswersNil() {
        #expect(AnimatorMotion().sample(elapsed: 0) == nil)
        #expect(AnimatorMotion().sample(elapsed: 1) == nil)
        var answer = AnimatorSample(visual: Visual(top: 1), topVelocity: 0, finished: false)
        #expect(!AnimatorMotion().sample(elapsed: 0, into: &answer))
    }

    /// The engine asks through `sample(elapsed:into:)`; by default it stores exactly what
    /// `sample(elapsed:)` answers, over whatever the buffer held, and reports an error as
    /// false.
    @Test func sampleIntoStoresWhatSampleAnswers() {
        var generator = SeededGenerator(seed: 7)
        let motion = Ramp()
        for _ in 0..<1000 {
            let elapsed = Double.random(in: 0...2.5, using: &generator)
            var answer = AnimatorSample(visual: Visual(top: .nan, opacity: -1, backdropAlpha: 9, scale: 0),
                                        topVelocity: .infinity, finished: true)
            let answered = motion.sample(elapsed: elapsed, into: &answer)
            if let expected = motion.sample(elapsed: elapsed) {
                #expect(answered && answer == expected)
            } else {
                #expect(!answered && elapsed > 2)
            }
        }
        var answer = AnimatorSample(visual: Visual(top: 0), topVelocity: 0, finished: false)
        #expect(motion.sample(elapsed: 2, into: &answer) && answer.finished && answer.visual.top == 200)
    }

    @Test func aSampleHoldsWhatItWasGiven() {
        let sample = AnimatorSample(visual: Visual(top: 300, opacity: 0.5), topVelocity: -20, finished: true)
        #expect(sample.visual.top == 300 && sample.visual.opacity == 0.5)
        #expect(sample.topVelocity == -20 && sample.finished)
    }

    /// An animator whose motions never answer is cut off on the first tick; the sheet
    /// arrives with the engine's spring.
    @Test func aMotionThatNeverAnswersIsCutOff() throws {
        let rig = try Rig()
        try rig.engine.register(Silent(), name: "test.silent")
        let id = try rig.sheet([.fraction(0.5)]) { $0.present = Transition(animator: "test.silent") }
        try rig.engine.present(id, now: 0)
        try rig.engine.tick(now: 0)
        #expect(rig.kinds() == [.willPresent(detent: 0), .animatorFailed(animator: 3, .sample, detent: 0)])
        try rig.engine.tick(now: 0.1)
        #expect(abs(rig.frame(id).top - (445.5 + criticallyDampedRemaining(398.5, at: 0.1))) < 1e-9)
        try rig.run(from: 0.1, for: 1.5)
        rig.expectRest(id, detent: 0, top: 445.5)
    }
}
