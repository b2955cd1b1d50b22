import SheetCore
import SheetHostSupport
import Testing

/// Moves the sheet straight to where it goes, in one sample.
private final class Jump: SheetAnimator {
    final class Motion: AnimatorMotion {
        let to: Visual
        init(to: Visual) { self.to = to }
        override func sample(elapsed: Double) -> AnimatorSample? { AnimatorSample(visual: to, topVelocity: 0, finished: true) }
    }

    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? { Motion(to: motion.to) }
}

@MainActor
@Suite struct SharedAnimatorsTests {
    @Test func aSharedAnimatorIsInEveryHostMadeAfterIt() throws {
        let before = try Stage()
        try SharedAnimators.register(Jump(), name: "jump")
        #expect(SharedAnimators.names.contains("jump"))
        let stage = try Stage()
        #expect(stage.host.engine.animators.map(\.name).suffix(1) == ["jump"])
        #expect(!before.host.engine.animators.map(\.name).contains("jump"))
        var settings = Sheets.container
        settings.presentTransition = Transition(animator: "jump")
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.frame()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6)))
        #expect(recorder.take() == [.willPresent("page"), .didPresent("page")])
    }

    @Test func aRegistrationAnEngineWouldRefuseIsRefused() throws {
        try SharedAnimators.register(Jump(), name: "leap")
        #expect(throws: SheetHostError.self) { try SharedAnimators.register(Jump(), name: "leap") }
        #expect(throws: SheetHostError.self) { try SharedAnimators.register(Jump(), name: "spring") }
        #expect(throws: SheetHostError.self) { try SharedAnimators.register(Jump(), name: "") }
        #expect(SharedAnimators.names.filter { $0 == "leap" }.count == 1)
    }
}
