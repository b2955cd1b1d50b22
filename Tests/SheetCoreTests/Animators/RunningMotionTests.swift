import Testing
@testable import SheetCore

private final class Counted: SheetAnimator {
    var refuse = false
    var released = 0

    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? {
        refuse ? nil : Motion(owner: self)
    }

    final class Motion: AnimatorMotion {
        unowned let owner: Counted
        init(owner: Counted) { self.owner = owner }
        deinit { owner.released += 1 }
        override func sample(elapsed: Double) -> AnimatorSample? {
            AnimatorSample(visual: Visual(top: 500 - elapsed), topVelocity: -1, finished: false)
        }
    }
}

@Suite struct RunningMotionTests {
    private let request = MotionRequest(kind: .present, from: Visual(top: 844), to: Visual(top: 445.5, backdropAlpha: 0.4),
                                        velocity: -200, viewportHeight: 844)

    @Test func noMotion() {
        let none = RunningMotion.none
        #expect(none.driver == .none)
        #expect(none.hostMotion == nil)
    }

    /// Each built-in keeps its state inline, with the animator's index and the request.
    @Test func builtInsKeepTheirState() throws {
        let spring = try #require(RunningMotion(.spring, animator: 0, parameters: [0.5, 0.7], request, from: 2))
        #expect(spring.driver == .spring && spring.kind == .present && spring.startTime == 2 && spring.animator == 0)
        #expect(spring.request == request)
        #expect(spring.spring.trajectory.basis == Spring(response: 0.5, dampingRatio: 0.7).basis)
        #expect(spring.spring.sample(elapsed: 0.1) == SpringAnimation(motion: request, response: 0.5, dampingRatio: 0.7).sample(elapsed: 0.1))
        let slide = try #require(RunningMotion(.slide, animator: 1, parameters: [0.4, 0], request, from: 0))
        #expect(slide.driver == .slide && slide.timing.duration == 0.4 && slide.timing.curve == .linear)
        let fade = try #require(RunningMotion(.fade, animator: 2, parameters: [0.6], request, from: 0))
        #expect(fade.driver == .fade && fade.timing.duration == 0.6 && fade.timing.curve == .linear)
        #expect(fade.hostMotion == nil)
    }

    /// The engine's own spring: critically damped, 0.35 s, from the request.
    @Test func theRescueSpring() {
        let rescue = RunningMotion.rescue(request, from: 1.5, animator: 4)
        #expect(rescue.driver == .rescue && rescue.animator == 4 && rescue.startTime == 1.5)
        #expect(RunningMotion.rescueResponse == 0.35)
        #expect(rescue.spring.trajectory.basis == Spring(response: 0.35, dampingRatio: 1).basis)
        #expect(rescue.spring.trajectory.initialVelocity == -200)
        #expect(rescue.spring.trajectory.initialDisplacement == 844 - 445.5)
    }

    /// A host's motion is held until released, once; a refused start makes no motion.
    @Test func aHostMotionIsReleasedOnce() throws {
        let animator = Counted()
        var motion = try #require(RunningMotion(.custom(animator), animator: 3, parameters: [], request, from: 0))
        #expect(motion.driver == .custom)
        let host = try #require(motion.hostMotion)
        #expect(host.sample(elapsed: 2) == AnimatorSample(visual: Visual(top: 498), topVelocity: -1, finished: false))
        #expect(host.holdsSameMotion(as: host))
        #expect(animator.released == 0)
        motion = .none
        #expect(animator.released == 0)              // the value does not own it
        host.release()
        #expect(animator.released == 1)
        animator.refuse = true
        #expect(RunningMotion(.custom(animator), animator: 3, parameters: [], request, from: 0) == nil)
    }
}
