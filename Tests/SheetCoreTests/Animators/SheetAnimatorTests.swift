import Testing
@testable import SheetCore

/// A motion that does not override `sample` answers nil: an error.
private final class Silent: SheetAnimator {
    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? { AnimatorMotion() }
}

@Suite struct SheetAnimatorTests {
    @Test func theBaseMotionAnswersNil() {
        #expect(AnimatorMotion().sample(elapsed: 0) == nil)
        #expect(AnimatorMotion().sample(elapsed: 1) == nil)
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
