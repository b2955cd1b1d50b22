import Foundation
import Testing
@testable import SheetCore

@Suite struct MotionTests {
    /// Under reduce motion a presentation cross-fades in place with the built-in fade
    /// (0.25 s): the top is at the detent from the first frame, the opacity and the
    /// backdrop rise linearly.
    @Test func reduceMotionPresentsInPlace() throws {
        let rig = try Rig()
        rig.engine.reduceMotion = true
        let id = try rig.sheet([.fraction(0.5), .fraction(1)])
        try rig.engine.present(id, now: 0)
        for t in [0.0, 0.05, 0.1, 0.2] {
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            #expect(frame.top == 445.5)
            #expect(abs(frame.opacity - t / 0.25) < 1e-9)
            #expect(abs(frame.backdropAlpha - 0.4 * t / 0.25) < 1e-9)
            #expect(frame.velocity == 0)
            #expect(frame.state == .presenting)
        }
        try rig.engine.tick(now: 0.25)
        rig.expectRest(id, detent: 0, top: 445.5)
        #expect(rig.frame(id).opacity == 1)
        #expect(rig.kinds() == [.willPresent(detent: 0), .didPresent(detent: 0)])
    }

    /// A dismissal fades out where the sheet is.
    @Test func reduceMotionDismissesInPlace() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        let now = try rig.presented(id)
        rig.engine.reduceMotion = true
        try rig.engine.dismiss(id, now: now)
        try rig.engine.tick(now: now + 0.1)
        var frame = rig.frame(id)
        #expect(frame.top == 445.5)
        #expect(abs(frame.opacity - 0.6) < 1e-9)
        #expect(abs(frame.backdropAlpha - 0.4 * 0.6) < 1e-9)
        #expect(frame.state == .dismissing)
        try rig.engine.tick(now: now + 0.25)
        rig.expectHidden(id)
        frame = rig.frame(id)
        #expect(frame.opacity == 1 && frame.backdropAlpha == 0)
        #expect(rig.kinds() == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    }

    /// Reduce motion replaces even a custom transition for presentations, and applies to
    /// motions that start afterwards only.
    @Test func reduceMotionAppliesToMotionsThatStartAfterwards() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)]) {
            $0.present = .slide(duration: 0.4, curve: .linear)
            $0.dismiss = .slide(duration: 0.4, curve: .linear)
        }
        try rig.engine.present(id, now: 0)
        try rig.engine.tick(now: 0.1)
        rig.engine.reduceMotion = true
        try rig.engine.tick(now: 0.2)
        #expect(abs(rig.frame(id).top - (844 - 398.5 * 0.5)) < 1e-9)   // still the slide
        try rig.engine.tick(now: 0.4)
        rig.expectRest(id, detent: 0, top: 445.5)
        try rig.engine.dismiss(id, now: 0.5)
        try rig.engine.tick(now: 0.6)
        #expect(rig.frame(id).top == 445.5)                             // now the fade
        #expect(abs(rig.frame(id).opacity - 0.6) < 1e-9)
    }

    /// Under reduce motion settles are critically damped and start no faster than lets
    /// them arrive without overshooting: a bouncy settle and a hard fling land without
    /// crossing the detent.
    @Test(arguments: [false, true])
    func settlesDoNotOvershootUnderReduceMotion(reduced: Bool) throws {
        let rig = try Rig()
        rig.engine.reduceMotion = reduced
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)]) { $0.settle = .spring(response: 0.4, dampingRatio: 0.3) }
        let top1 = Phone.top(0.9)
        var now = try rig.presented(id)
        try rig.engine.moveToDetent(id, detent: 1, now: now)
        var highest = Double.infinity
        for k in 1...120 {
            try rig.engine.tick(now: now + Double(k) / 120)
            highest = min(highest, rig.frame(id).top)
        }
        if reduced {
            #expect(highest >= top1 - 1e-9)
        } else {
            #expect(highest < top1 - 50)                               // ζ = 0.3 overshoots
        }
        now = try rig.run(from: now + 1, for: 3)
        rig.expectRest(id, detent: 1, top: top1)

        // A hard downward fling back to detent 0 (projected past it): capped under reduce motion.
        let up = try rig.flick(id, from: 200, by: 300, at: now)
        #expect(rig.frame(id).velocity > 15.7 * (Phone.top(0.4) - Phone.top(0.9) - 300))
        #expect(rig.frame(id).detent == 0)
        let top0 = Phone.top(0.4)
        var lowest = -Double.infinity
        for k in 1...240 {
            try rig.engine.tick(now: up + Double(k) / 120)
            lowest = max(lowest, rig.frame(id).top)
        }
        if reduced {
            #expect(lowest <= top0 + 1e-9)
        } else {
            #expect(lowest > top0 + 20)
        }
    }

    /// Under reduce motion a settle keeps the response its transition gives the spring,
    /// critically damped; the settle of another animator takes the default spring's.
    @Test(arguments: [(Transition.spring(response: 0.8, dampingRatio: 0.3), 0.8), (.slide(duration: 0.2), 0.35)])
    func reduceMotionSettlesWithTheSpringsResponse(settle: Transition, response: Double) throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)]) { $0.settle = settle }
        let now = try rig.presented(id)
        rig.engine.reduceMotion = true
        try rig.engine.moveToDetent(id, detent: 1, now: now)
        for t in [0.05, 0.1, 0.3] {
            try rig.engine.tick(now: now + t)
            let expected = Phone.top(0.9) + criticallyDampedRemaining(Phone.top(0.4) - Phone.top(0.9), response: response, at: t)
            #expect(abs(rig.frame(id).top - expected) < 1e-6)
        }
    }

    /// The fastest start a critically damped spring of angular frequency ω settles from
    /// without crossing its target: ω·|x0| toward it; away from it, anything.
    @Test func nonOvershootingVelocity() {
        #expect(SheetEngine.nonOvershootingVelocity(-5000, displacement: 100, angularFrequency: 10) == -1000)
        #expect(SheetEngine.nonOvershootingVelocity(5000, displacement: -100, angularFrequency: 10) == 1000)
        #expect(SheetEngine.nonOvershootingVelocity(-500, displacement: 100, angularFrequency: 10) == -500)
        #expect(SheetEngine.nonOvershootingVelocity(5000, displacement: 100, angularFrequency: 10) == 5000)
        #expect(SheetEngine.nonOvershootingVelocity(300, displacement: 0, angularFrequency: 10) == 0)
        // At the cap the closed form reaches the target at t → ∞ and never crosses it.
        let spring = Spring(response: 2 * Double.pi / 10, dampingRatio: 1)
        for t in stride(from: 0.0, through: 3, by: 0.01) {
            #expect(spring.evaluate(displacement: 100, velocity: -1000, at: t).displacement >= 0)
        }
    }

    @Test func maximumMotionDurationIsValidated() throws {
        let engine = SheetEngine()
        #expect(engine.maximumMotionDuration == 10)
        for (seconds, issue) in [
            (0.0, SheetError.Issue.outOfRange(.maximumMotionDuration, 0, .above(0))),
            (-1, .outOfRange(.maximumMotionDuration, -1, .above(0))),
            (.infinity, .notFinite(.maximumMotionDuration, .infinity)),
        ] {
            let error = #expect(throws: SheetError.self) { try engine.setMaximumMotionDuration(seconds) }
            #expect(error == SheetError(.invalidArgument, issue))
        }
        let nan = #expect(throws: SheetError.self) { try engine.setMaximumMotionDuration(.nan) }
        guard case .notFinite(.maximumMotionDuration, let value)? = nan?.issue else {
            Issue.record("expected .notFinite(.maximumMotionDuration, nan), got \(String(describing: nan?.issue))")
            return
        }
        #expect(value.isNaN)
        #expect(engine.maximumMotionDuration == 10)
        #expect(engine.inPlaceTimeLimit == 10)
        try engine.setMaximumMotionDuration(0.25)
        #expect(engine.maximumMotionDuration == 0.25)
        #expect(engine.inPlaceTimeLimit == 0.25)
        try engine.setMaximumMotionDuration(5e9)
        #expect(engine.inPlaceTimeLimit == Spring.maximumTime)
    }

    /// A dismissing sheet is gone once less than half a point shows, whatever the
    /// animator would still do below the edge.
    @Test func aDismissalEndsHalfAPointFromTheEdge() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(490)]) { $0.dismiss = .slide(duration: 0.2, curve: .linear) }
        let now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        try rig.engine.tick(now: now + 0.2 - 2e-3)                     // 4.9 pt still show
        #expect(rig.frame(id).state == .dismissing)
        #expect(abs(rig.frame(id).top - (354 + 490 * 0.99)) < 1e-9)
        try rig.engine.tick(now: now + 0.2 - 1e-4)                     // 0.245 pt show: gone
        rig.expectHidden(id)
        #expect(rig.kinds() == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    }

    /// A bouncy motion is held inside the viewport: never below its bottom edge (where
    /// it waits while the spring swings back), never more than a viewport height above
    /// the highest detent; it still arrives.
    @Test func aBouncyMotionStaysInTheViewport() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(100), .points(700)]) { $0.settle = .spring(response: 0.5, dampingRatio: 0.05) }
        var now = try rig.presented(id, detent: 1)
        try rig.engine.moveToDetent(id, detent: 0, now: now)
        var lowest = 0.0, highest = 844.0, heldAtTheEdge = 0
        for k in 1...300 {
            try rig.engine.tick(now: now + Double(k) / 120)
            let top = rig.frame(id).top
            lowest = max(lowest, top)
            highest = min(highest, top)
            if top == 844 { heldAtTheEdge += 1 }
            #expect(rig.frame(id).state == .settling)
        }
        #expect(lowest == 844)
        #expect(heldAtTheEdge > 1)
        #expect(highest >= 144 - 844)
        now = try rig.run(from: now + 2.5, for: 15, hz: 30)
        rig.expectRest(id, detent: 0, top: 744)
    }
}
