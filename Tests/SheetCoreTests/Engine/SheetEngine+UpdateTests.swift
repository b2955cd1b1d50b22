import Foundation
import Testing
@testable import SheetCore

/// A sheet given a new configuration while it is hidden, resting, moving or under a
/// finger: it keeps its detent by index, moves there with its settle transition, and a
/// refused update changes nothing.
@Suite struct UpdateTests {
    /// A resting sheet whose detent moved settles there with the default spring from the
    /// update's time, without an event; its progress follows the new highest detent.
    @Test func aRestingSheetSettlesToItsDetentOfTheNewSet() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5), .fraction(1)])
        var now = try rig.presented(id, detent: 1)
        rig.expectRest(id, detent: 1, top: Phone.top(1))
        try rig.engine.update(id, configuration: SheetConfiguration(detents: [.fraction(0.3), .fraction(0.6)]), now: now)
        #expect(rig.kinds().isEmpty)
        var frame = rig.frame(id)
        #expect(frame.state == .settling && frame.detent == 1)
        #expect(frame.top == Phone.top(1))
        #expect(abs(frame.progress - 1 / 0.6) <= 1e-12)
        let distance = Phone.top(1) - Phone.top(0.6)
        for k in 1...30 {
            let t = Double(k) / 60
            try rig.engine.tick(now: now + t)
            frame = rig.frame(id)
            let expected = Phone.top(0.6) + criticallyDampedRemaining(distance, at: t)
            #expect(abs(frame.top - expected) <= 1e-6, "+\(t): top \(frame.top), expected \(expected)")
        }
        now = try rig.run(from: now + 0.5, for: 1.5)
        rig.expectRest(id, detent: 1, top: Phone.top(0.6))
        #expect(rig.kinds().isEmpty)
    }

    /// At a detent the new set does not have, the sheet goes to the new highest, with a
    /// detent change from the old one.
    @Test func aDetentTheNewSetLacksGoesToItsHighest() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .points(400), .points(600)])
        let now = try rig.presented(id, detent: 2)
        try rig.engine.update(id, configuration: SheetConfiguration(detents: [.points(150), .points(300)]), now: now)
        #expect(rig.kinds() == [.detentChanged(from: 2, to: 1, .programmatic)])
        try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 1, top: 844 - 300)
        #expect(rig.kinds().isEmpty)
        // The grabber, which the automatic setting shows for two detents, goes with one.
        #expect(rig.frame(id).grabberVisible)
        try rig.engine.update(id, configuration: SheetConfiguration(detents: [.points(300)]), now: now + 1.5)
        #expect(rig.kinds() == [.detentChanged(from: 1, to: 0, .programmatic)])
        #expect(!rig.frame(id).grabberVisible && !rig.engine.isAnimating)
        rig.expectRest(id, detent: 0, top: 844 - 300)
    }

    /// A sheet that need not move takes its new backdrop, corner radius and grabber at
    /// once, without a motion or an event.
    @Test func whatNeedNotMoveFollowsAtOnce() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        let now = try rig.presented(id)
        #expect(rig.frame(id).backdropAlpha == 0.4 && rig.frame(id).cornerRadius == 12)
        var configuration = SheetConfiguration(detents: [.fraction(0.5)])
        configuration.backdropAlpha = 0.7
        configuration.cornerRadius = 20
        configuration.grabber = .visible
        try rig.engine.update(id, configuration: configuration, now: now)
        let frame = rig.frame(id)
        #expect(frame.backdropAlpha == 0.7 && frame.cornerRadius == 20 && frame.grabberVisible)
        #expect(frame.state == .resting && !rig.engine.isAnimating)
        #expect(rig.kinds().isEmpty)
        rig.expectRest(id, detent: 0, top: Phone.top(0.5))
        // An undimmed detent clears the backdrop and lets touches through at once.
        configuration.largestUndimmedDetent = 0
        try rig.engine.update(id, configuration: configuration, now: now)
        #expect(rig.frame(id).backdropAlpha == 0)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 100, now: now) == .passThrough)
    }

    /// A presentation is retargeted from where it is, with its velocity, and still ends
    /// with didPresent at the new detent.
    @Test func aPresentationIsRetargeted() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        try rig.engine.present(id, now: 0)
        try rig.run(from: 0, for: 0.1)
        let caught = rig.frame(id)
        try rig.engine.update(id, configuration: SheetConfiguration(detents: [.fraction(0.8)]), now: 0.1)
        var frame = rig.frame(id)
        #expect(frame.state == .presenting && frame.top == caught.top && frame.velocity == caught.velocity)
        // The new motion goes on from that state: a spring toward the new target.
        let spring = SpringAnimation(motion: MotionRequest(
            kind: .present, from: Visual(top: caught.top, opacity: 1, backdropAlpha: caught.backdropAlpha, scale: 1),
            to: Visual(top: Phone.top(0.8), opacity: 1, backdropAlpha: 0.4, scale: 1),
            velocity: caught.velocity, viewportHeight: 844), response: 0.35, dampingRatio: 1)
        try rig.engine.tick(now: 0.2)
        frame = rig.frame(id)
        #expect(abs(frame.top - spring.sample(elapsed: 0.1).visual.top) <= 1e-9)
        try rig.run(from: 0.2, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.8))
        #expect(rig.kinds() == [.willPresent(detent: 0), .didPresent(detent: 0)])
    }

    /// Under a finger the sheet stays where the finger holds it and follows it from
    /// there; the release decides against the new detents.
    @Test func underAFingerTheSheetStaysAndItsReleaseUsesTheNewDetents() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        var t = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: t) == .sheet)
        t = try rig.moves(id, from: 600, to: 560, start: t, duration: 0.1, steps: 5)
        let held = rig.frame(id).top
        #expect(abs(held - (Phone.top(0.4) - 40)) <= 1e-9)
        try rig.engine.update(id, configuration: SheetConfiguration(detents: [.fraction(0.5), .fraction(0.7)]), now: t)
        #expect(rig.frame(id).top == held && rig.frame(id).state == .dragging)
        #expect(!rig.engine.isAnimating)
        t += 0.016
        try rig.engine.pointerMove(on: id, x: 195, y: 540, now: t)
        #expect(abs(rig.frame(id).top - (held - 20)) <= 1e-9)
        // Held still, then let go 60 points above the old lowest detent: the nearest of
        // the new detents is 0.5 (398.5 visible) against 0.7 (557.9).
        t += 0.1
        try rig.engine.tick(now: t)
        try rig.engine.pointerUp(on: id, x: 195, y: 540, now: t)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .drag)])
        try rig.run(from: t, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.5))
    }

    /// A hidden sheet presents at the new detents; a detent index the old set had and the
    /// new one lacks is refused.
    @Test func aHiddenSheetUsesTheNewDetentsWhenPresented() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5), .fraction(1)])
        try rig.engine.update(id, configuration: SheetConfiguration(detents: [.points(300)]), now: 0)
        #expect(rig.kinds().isEmpty)
        rig.expectHidden(id)
        let refused = #expect(throws: SheetError.self) { try rig.engine.present(id, detent: 1, now: 0) }
        #expect(refused == SheetError(.invalidArgument, .detentOutOfRange(1, count: 1)))
        try rig.presented(id)
        rig.expectRest(id, detent: 0, top: 844 - 300)
    }

    /// A dismissing sheet goes on leaving; the new configuration is its next time's.
    @Test func aDismissingSheetGoesOn() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        let now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        try rig.run(from: now, for: 0.1)
        let before = rig.frame(id)
        try rig.engine.update(id, configuration: SheetConfiguration(detents: [.fraction(0.9)]), now: now + 0.1)
        var after = rig.frame(id)
        #expect(after.top == before.top && after.velocity == before.velocity && after.state == .dismissing)
        // Only the progress, over the new highest detent, tells.
        after.progress = before.progress
        #expect(after == before)
        try rig.run(from: now + 0.1, for: 1.5)
        rig.expectHidden(id)
        #expect(rig.kinds() == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        try rig.presented(id, at: now + 2)
        rig.expectRest(id, detent: 0, top: Phone.top(0.9))
    }

    /// The new transitions move the sheet from the update on: here a linear slide.
    @Test func theNewTransitionsMoveTheSheet() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .points(400)])
        let now = try rig.presented(id)
        var configuration = SheetConfiguration(detents: [.points(300), .points(400)])
        configuration.settle = .slide(duration: 0.2, curve: .linear)
        try rig.engine.update(id, configuration: configuration, now: now)
        for k in 1...3 {
            try rig.engine.tick(now: now + 0.05 * Double(k))
            #expect(abs(rig.frame(id).top - (644 - 100 * 0.25 * Double(k))) <= 1e-9)
        }
        try rig.engine.tick(now: now + 0.2)
        rig.expectRest(id, detent: 0, top: 544)
    }

    /// A refused update, of whatever kind, leaves the sheet exactly as it was.
    @Test func aRefusedUpdateChangesNothing() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5), .fraction(1)])
        let now = try rig.presented(id, detent: 1)
        let before = rig.frame(id)
        var bad = SheetConfiguration(detents: [.fraction(0.6), .fraction(0.5)])
        var error = #expect(throws: SheetError.self) { try rig.engine.update(id, configuration: bad, now: now) }
        #expect(error == SheetError(.invalidArgument, .detentsNotAscending(index: 1, value: 0.5, previous: 0.6)))
        bad = SheetConfiguration(detents: [.fraction(0.3)])
        bad.settle = Transition(animator: "nowhere")
        error = #expect(throws: SheetError.self) { try rig.engine.update(id, configuration: bad, now: now) }
        #expect(error == SheetError(.notFound, .unknownAnimator(.settle, "nowhere")))
        bad.settle = Transition()
        bad.content = Transition(animator: "fade", arguments: [.init("duration", 11)])
        error = #expect(throws: SheetError.self) { try rig.engine.update(id, configuration: bad, now: now) }
        #expect(error?.code == .invalidArgument)
        bad.content = Transition()
        bad.backdropTap = .moveToDetent(1)
        error = #expect(throws: SheetError.self) { try rig.engine.update(id, configuration: bad, now: now) }
        #expect(error == SheetError(.invalidArgument, .backdropTapDetentOutOfRange(1, count: 1)))
        #expect(error?.description == "backdropTap's detent must be a detent index below 1, got 1")
        error = #expect(throws: SheetError.self) {
            try rig.engine.update(id, configuration: SheetConfiguration(detents: [.fraction(0.3)]), now: .nan)
        }
        #expect(error?.description == "now must be a finite number, got nan")
        error = #expect(throws: SheetError.self) {
            try rig.engine.update(SheetID(rawValue: 12345), configuration: SheetConfiguration(), now: now)
        }
        #expect(error?.code == .invalidHandle)
        #expect(rig.frame(id) == before)
        #expect(rig.kinds().isEmpty && !rig.engine.isAnimating)
        // The old detents still hold: a slow drag down by 100 points comes back to the top.
        let up = try rig.slowDrag(id, from: 200, by: 100, at: now)
        try rig.run(from: up, for: 1.5)
        rig.expectRest(id, detent: 1, top: Phone.top(1))
    }

    /// A destroyed sheet's id is refused, and so is an update from inside an animator.
    @Test func updatesOfADestroyedSheetOrFromAnAnimatorAreRefused() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        try rig.engine.destroySheet(id)
        let destroyed = #expect(throws: SheetError.self) { try rig.engine.update(id, configuration: SheetConfiguration(), now: 0) }
        #expect(destroyed == SheetError(.invalidHandle, .notLive(id)))

        final class Calling: SheetAnimator {
            // Weak: the engine holds its animators.
            weak var engine: SheetEngine?
            var sheet: SheetID?
            var refusal: SheetError?
            func start(_ request: MotionRequest, parameters: [Double]) -> AnimatorMotion? {
                do throws(SheetError) {
                    try engine?.update(sheet ?? SheetID(rawValue: 0), configuration: SheetConfiguration(), now: 0)
                } catch {
                    refusal = error
                }
                return nil
            }
        }
        let animator = Calling()
        try rig.engine.register(animator, name: "calling")
        let other = try rig.sheet([.fraction(0.5)]) { $0.present = Transition(animator: "calling") }
        animator.engine = rig.engine
        animator.sheet = other
        try rig.engine.present(other, now: 0)
        #expect(animator.refusal == SheetError(.invalidState, .reentrant))
    }

    /// Many updates in a row, each with other detents, in every stage of a sheet's life,
    /// keep the events paired and every frame finite.
    @Test func updatesInEveryStageKeepTheEventsPaired() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        var generator = SeededGenerator(seed: 34)
        var checker = PairingChecker()
        var t = 0.0
        for round in 0..<200 {
            t += 0.05
            let count = Int.random(in: 1...4, using: &generator)
            var detents: [Detent] = []
            var height = 50.0
            for _ in 0..<count {
                height += Double.random(in: 20...200, using: &generator)
                detents.append(.points(height))
            }
            var configuration = SheetConfiguration(detents: detents)
            configuration.confirmsDismissal = Bool.random(using: &generator)
            configuration.scalesBackground = Bool.random(using: &generator)
            try rig.engine.update(id, configuration: configuration, now: t)
            switch round % 5 {
            case 0: _ = try? rig.engine.present(id, detent: count - 1, now: t)
            case 1: _ = try? rig.engine.pointerDown(on: id, x: 195, y: 800, now: t)
            case 2: _ = try? rig.engine.pointerMove(on: id, x: 195, y: 700, now: t)
            case 3: _ = try? rig.engine.pointerUp(on: id, x: 195, y: 820, now: t)
            default: _ = try? rig.engine.dismiss(id, now: t)
            }
            try rig.engine.tick(now: t + 0.02)
            let frame = rig.frame(id)
            #expect(frame.top.isFinite && frame.progress.isFinite && frame.background.scale.isFinite)
            if let detent = frame.detent { #expect(detent < count) }
            checker.feed(rig.events())
        }
        #expect(checker.violations.isEmpty, "\(checker.violations)")
    }
}
