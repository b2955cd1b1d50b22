import Foundation
import Testing
@testable import SheetCore

/// The lifecycle through the public face: what frames report (`SheetState`, `detent`)
/// and how the events that open a transition are closed.
@Suite struct LifecycleTests {
    /// The projection of each stage onto what frames report.
    @Test func eachStageReportsItsState() {
        let stages: [(Lifecycle, SheetState, Bool, Lifecycle.OpenTransition?)] = [
            (.hidden, .hidden, false, nil),
            (.presenting(announced: true), .presenting, true, .presentation),
            (.presenting(announced: false), .presenting, true, nil),
            (.resting, .resting, true, nil),
            (.settling(closesPresentation: true), .settling, true, .presentation),
            (.settling(closesPresentation: false), .settling, true, nil),
            (.dragging(interrupted: nil), .dragging, true, nil),
            (.dragging(interrupted: .presentation), .dragging, true, .presentation),
            (.dragging(interrupted: .dismissal(.fling)), .dragging, false, .dismissal(.fling)),
            (.dismissing(.backdropTap), .dismissing, false, .dismissal(.backdropTap)),
            (.switchedAway(leaving: true), .settling, false, nil),
            (.switchedAway(leaving: false), .hidden, false, nil),
        ]
        for (stage, state, hasDetent, open) in stages {
            #expect(stage.state == state, "\(stage)")
            #expect(stage.hasDetent == hasDetent, "\(stage)")
            #expect(stage.openTransition == open, "\(stage)")
            #expect(stage.closingOpenTransition.state == state, "\(stage)")
            if case .dismissing = stage {
                // A dismissing sheet is its dismissal: whoever closes it moves it on.
                #expect(stage.closingOpenTransition == stage)
            } else {
                #expect(stage.closingOpenTransition.openTransition == nil, "\(stage)")
            }
        }
    }

    /// Hidden, presenting, resting, dragging, settling, resting, dismissing, hidden: the
    /// state and the detent each frame reports.
    @Test func aWholeLife() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        let top0 = Phone.top(0.4)
        var frame = rig.frame(id)
        #expect(frame.state == .hidden && frame.detent == nil)

        try rig.engine.present(id, now: 0)
        frame = rig.frame(id)
        #expect(frame.state == .presenting && frame.detent == 0)
        try rig.engine.tick(now: 0.2)
        #expect(rig.frame(id).state == .presenting)
        var now = try rig.run(from: 0.2, for: 1.3)
        rig.expectRest(id, detent: 0, top: top0)

        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: now) == .sheet)
        #expect(rig.frame(id).state == .resting)          // a touch alone moves nothing
        now = try rig.moves(id, from: 600, to: 640, start: now, duration: 0.16, steps: 10)
        frame = rig.frame(id)
        #expect(frame.state == .dragging && frame.detent == 0)
        #expect(abs(frame.top - (top0 + 40)) < 1e-9)
        now += 0.06
        try rig.engine.tick(now: now)
        try rig.engine.pointerUp(on: id, x: 195, y: 640, now: now)
        frame = rig.frame(id)
        #expect(frame.state == .settling && frame.detent == 0)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: top0)

        try rig.engine.dismiss(id, now: now)
        frame = rig.frame(id)
        #expect(frame.state == .dismissing && frame.detent == nil)
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(id)
        #expect(rig.kinds() == [
            .willPresent(detent: 0), .didPresent(detent: 0), .dragBegan(detent: 0), .dragEnded(detent: 0, .drag),
            .willDismiss(.programmatic), .didDismiss(.programmatic),
        ])
    }

    /// A dismissed sheet can be presented again, at another detent.
    @Test func aDismissedSheetIsPresentedAgain() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        var now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(id)
        now = try rig.presented(id, detent: 1, at: now)
        rig.expectRest(id, detent: 1, top: Phone.top(0.9))
    }

    /// A dismissing sheet presented again is caught where it is, moving on with the
    /// velocity it had; its dismissal is closed with `.transitionCancelled`.
    @Test func aDismissingSheetPresentedAgain() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        try rig.engine.tick(now: now + 0.1)
        let leaving = rig.frame(id)
        #expect(leaving.state == .dismissing)
        #expect(leaving.velocity > 0)
        try rig.engine.present(id, detent: 0, now: now + 0.1)
        let caught = rig.frame(id)
        #expect(caught.state == .presenting && caught.detent == 0)
        #expect(caught.top == leaving.top)              // no jump at the command
        #expect(caught.velocity == leaving.velocity)
        #expect(rig.kinds() == [.willDismiss(.programmatic), .transitionCancelled(.dismissal(.programmatic)), .willPresent(detent: 0)])
        // The presentation starts from there with that downward velocity.
        let rest = Phone.top(0.6), omega = 2 * Double.pi / 0.35
        let x0 = leaving.top - rest, v0 = leaving.velocity
        try rig.engine.tick(now: now + 0.15)
        let expected = rest + (x0 + (v0 + omega * x0) * 0.05) * exp(-omega * 0.05)
        #expect(abs(rig.frame(id).top - expected) < 1e-9)
        now = try rig.run(from: now + 0.15, for: 1.5)
        rig.expectRest(id, detent: 0, top: rest)
        #expect(rig.kinds() == [.didPresent(detent: 0)])
    }

    /// A finger on a dismissing sheet holds it: dragging, with no detent, until the
    /// release decides. Lifted within the slop, the dismissal goes on.
    @Test func aFingerCatchesADismissingSheetAndLetsItGo() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        try rig.engine.tick(now: now + 0.05)
        let top = rig.frame(id).top
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 830, now: now + 0.1) == .sheet)
        var frame = rig.frame(id)
        #expect(frame.state == .dragging)
        #expect(frame.detent == nil)
        #expect(frame.gestureOwner == .sheet)
        #expect(frame.velocity == 0)
        #expect(try rig.engine.accessibility(of: id).value == "dismissing")
        let held = frame.top
        #expect(held > top)                              // caught at 0.1, further out than at 0.05
        try rig.engine.tick(now: now + 0.3)
        #expect(rig.frame(id).top == held)
        try rig.engine.pointerUp(on: id, x: 195, y: 833, now: now + 0.35)
        frame = rig.frame(id)
        #expect(frame.state == .dismissing && frame.detent == nil)
        now = try rig.run(from: now + 0.35, for: 1.5)
        rig.expectHidden(id)
        #expect(rig.kinds() == [
            .willDismiss(.programmatic), .dragBegan(detent: 0), .dragEnded(detent: nil, .none), .didDismiss(.programmatic),
        ])
    }

    /// Dragged back up and released, the caught sheet settles at its detent and its
    /// dismissal is closed with `.transitionCancelled`.
    @Test func aFingerCatchesADismissingSheetAndSavesIt() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        let rest = Phone.top(0.6)
        var now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        try rig.engine.tick(now: now + 0.1)
        let y0 = rig.frame(id).top + 50
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: y0, now: now + 0.1) == .sheet)
        let caught = rig.frame(id).top
        now = try rig.moves(id, from: y0, to: y0 - (caught - rest), start: now + 0.1, duration: 0.3, steps: 30)
        var frame = rig.frame(id)
        #expect(abs(frame.top - rest) < 1e-9)
        #expect(frame.state == .dragging && frame.detent == nil)
        now += 0.06
        try rig.engine.tick(now: now)
        try rig.engine.pointerUp(on: id, x: 195, y: y0 - (caught - rest), now: now)
        frame = rig.frame(id)
        #expect(frame.state == .settling && frame.detent == 0)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: rest)
        #expect(rig.kinds() == [
            .willDismiss(.programmatic), .dragBegan(detent: 0), .dragEnded(detent: 0, .drag),
            .transitionCancelled(.dismissal(.programmatic)),
        ])
    }

    /// The system taking the pointer from a caught dismissing sheet never dismisses it:
    /// it goes back to its detent.
    @Test func aCancelledCatchOfADismissingSheetGoesBack() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        try rig.engine.tick(now: now + 0.1)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 830, now: now + 0.1) == .sheet)
        try rig.engine.pointerCancel(on: id, now: now + 0.2)
        #expect(rig.frame(id).detent == 0)
        now = try rig.run(from: now + 0.2, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.6))
        #expect(rig.kinds() == [
            .willDismiss(.programmatic), .dragBegan(detent: 0), .dragEnded(detent: 0, .none),
            .transitionCancelled(.dismissal(.programmatic)),
        ])
    }

    /// A presentation a finger interrupted is closed by `.didPresent` when the sheet
    /// comes to rest after the release.
    @Test func aPresentationInterruptedByAFingerClosesOnArrival() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        try rig.engine.present(id, now: 0)
        try rig.engine.tick(now: 0.1)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 840, now: 0.125) == .sheet)
        let frame = rig.frame(id)
        #expect(frame.state == .dragging && frame.detent == 0)
        var now = try rig.moves(id, from: 840, to: 790, start: 0.125, duration: 0.2, steps: 10)
        now += 0.06
        try rig.engine.tick(now: now)
        try rig.engine.pointerUp(on: id, x: 195, y: 790, now: now)
        #expect(rig.frame(id).state == .settling)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.6))
        #expect(rig.kinds() == [.willPresent(detent: 0), .dragBegan(detent: 0), .dragEnded(detent: 0, .drag), .didPresent(detent: 0)])
    }

    /// Beneath a sheet presented with `.switchAway` a sheet leaves with its dismiss
    /// transition, without events, is hidden with no detent while away, and comes back to
    /// its detent when that sheet has been dismissed.
    @Test func aSwitchedAwaySheetLeavesAndComesBack() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.4), .fraction(0.8)]) {
            $0.present = .slide(duration: 0.2, curve: .linear)
            $0.dismiss = .slide(duration: 0.2, curve: .linear)
        }
        let b = try rig.sheet([.fraction(0.5)]) {
            $0.stack = .switchAway
            $0.present = .slide(duration: 0.2, curve: .linear)
            $0.dismiss = .slide(duration: 0.2, curve: .linear)
        }
        let topA = Phone.top(0.8)
        var now = try rig.presented(a, detent: 1)
        rig.expectRest(a, detent: 1, top: topA)

        try rig.engine.present(b, now: now)
        #expect(rig.engine.topSheet == b)
        var frame = rig.frame(a)
        #expect(frame.top == topA)
        #expect(frame.state == .settling && frame.detent == nil)
        try rig.engine.tick(now: now + 0.125)
        frame = rig.frame(a)
        #expect(abs(frame.top - (topA + (844 - topA) * 0.625)) < 1e-9)   // A's linear dismiss slide
        #expect(frame.overlayAlpha == 0 && frame.scale == 1)
        #expect(frame.state == .settling && frame.detent == nil)
        now += 0.25
        try rig.engine.tick(now: now)
        rig.expectHidden(a)
        rig.expectRest(b, detent: 0, top: Phone.top(0.5))
        #expect(try rig.engine.pointerDown(on: a, x: 195, y: 700, now: now) == .none)
        #expect(try rig.engine.accessibility(of: a).value == "hidden")
        let presentAgain = #expect(throws: SheetError.self) { try rig.engine.present(a, now: now) }
        #expect(presentAgain == SheetError(.invalidState, .switchedAway))
        var events = rig.events()
        #expect(events.map(\.kind) == [.willPresent(detent: 0), .didPresent(detent: 0)])
        #expect(events.allSatisfy { $0.sheet == b })

        // B leaves: after its .didDismiss, A comes back to detent 1, without events.
        try rig.engine.tick(now: 2)
        try rig.engine.dismiss(b, now: 2)
        try rig.engine.tick(now: 2.1)
        rig.expectHidden(a)
        try rig.engine.tick(now: 2.2)
        rig.expectHidden(b)
        frame = rig.frame(a)
        #expect(frame.state == .presenting && frame.detent == 1)
        #expect(frame.top == 844)
        #expect(rig.engine.topSheet == a)
        try rig.engine.tick(now: 2.3)
        #expect(abs(rig.frame(a).top - (844 + (topA - 844) * 0.5)) < 1e-9)   // A's linear present slide
        try rig.engine.tick(now: 2.5)
        rig.expectRest(a, detent: 1, top: topA)
        events = rig.events()
        #expect(events.map(\.kind) == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(events.allSatisfy { $0.sheet == b })
    }

    /// A switched-away sheet is presented though out of view: dismissed, it goes at once
    /// and does not come back; moved, it comes back to the new detent.
    @Test func aSwitchedAwaySheetIsDismissedOrMovedWhileAway() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.4), .fraction(0.8)])
        let b = try rig.sheet([.fraction(0.5)]) { $0.stack = .switchAway }
        var now = try rig.presented(a, detent: 1)
        now = try rig.presented(b, at: now)
        rig.expectHidden(a)

        try rig.engine.moveToDetent(a, detent: 0, now: now)
        #expect(rig.kinds() == [.detentChanged(from: 1, to: 0, .programmatic)])
        rig.expectHidden(a)                             // still away
        try rig.engine.dismiss(b, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(a, detent: 0, top: Phone.top(0.4))
        #expect(rig.kinds(of: a).isEmpty)

        // Away and dismissed: at once, and it stays gone when B leaves.
        now = try rig.presented(b, at: now)
        try rig.engine.dismiss(a, now: now)
        var events = rig.events()
        #expect(events.map(\.kind) == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(events.allSatisfy { $0.sheet == a })
        rig.expectHidden(a)
        try rig.engine.dismiss(b, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(a)
        rig.expectHidden(b)
        #expect(rig.engine.topSheet == nil)
        events = rig.events()
        #expect(events.allSatisfy { $0.sheet == b })

        // Still leaving when dismissed: the dismissal ends when it is out of view.
        now = try rig.presented(a, detent: 1, at: now)
        try rig.engine.present(b, now: now)
        try rig.engine.tick(now: now + 0.05)
        #expect(rig.frame(a).state == .settling)
        try rig.engine.dismiss(a, now: now + 0.05)
        #expect(rig.frame(a).state == .dismissing)
        #expect(rig.kinds(of: a) == [.willDismiss(.programmatic)])
        now = try rig.run(from: now + 0.05, for: 1.5)
        rig.expectHidden(a)
        #expect(rig.kinds(of: a) == [.didDismiss(.programmatic)])
    }

    /// Switched away before its presentation finished, a sheet's `.willPresent` is closed
    /// with `.transitionCancelled`; it comes back without events.
    @Test func aSwitchedAwayPresentationIsCancelled() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.6)])
        let b = try rig.sheet([.fraction(0.5)]) { $0.stack = .switchAway }
        try rig.engine.present(a, now: 0)
        try rig.engine.tick(now: 0.1)
        try rig.engine.present(b, now: 0.1)
        #expect(rig.kinds(of: a) == [.willPresent(detent: 0), .transitionCancelled(.presentation(detent: 0))])
        var now = try rig.run(from: 0.1, for: 1.5)
        rig.expectHidden(a)
        try rig.engine.dismiss(b, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(a, detent: 0, top: Phone.top(0.6))
        #expect(rig.kinds(of: a).isEmpty)
    }

    /// Whatever happens, each `.willPresent` and `.willDismiss` is closed exactly once and
    /// each `.dragBegan` by one `.dragEnded`; a sheet at rest or hidden holds nothing open.
    @Test(arguments: 0..<12)
    func openTransitionsCloseExactlyOnce(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x11FE + seed)
        let rig = try Rig()
        let behaviours: [StackBehavior] = [.push, .switchAway, .replace, .push]
        var ids = try behaviours.map { behaviour in
            try rig.sheet([.fraction(0.3), .fraction(0.6), .fraction(0.9)]) { $0.stack = behaviour }
        }
        var checker = PairingChecker()
        var now = 0.0
        for _ in 0..<400 {
            let slot = Int.random(in: 0..<ids.count, using: &random)
            let id = ids[slot]
            let detent = Int.random(in: 0..<3, using: &random)
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1: try? rig.engine.present(id, detent: detent, now: now)
            case 2: try? rig.engine.dismiss(id, now: now)
            case 3: try? rig.engine.moveToDetent(id, detent: detent, now: now)
            case 4:
                let y = Double.random(in: 60...840, using: &random)
                let dy = Double.random(in: -400...400, using: &random)
                if (try? rig.engine.pointerDown(on: id, x: 195, y: y, now: now)) != nil {
                    let steps = Int.random(in: 1...6, using: &random)
                    for step in 1...steps {
                        now += Double.random(in: 0.004...0.03, using: &random)
                        try? rig.engine.pointerMove(on: id, x: 195, y: y + dy * Double(step) / Double(steps), now: now)
                        if Int.random(in: 0..<8, using: &random) == 0 { try? rig.engine.dismiss(id, now: now) }
                    }
                    if Bool.random(using: &random) {
                        try? rig.engine.pointerUp(on: id, x: 195, y: y + dy, now: now)
                    } else {
                        try? rig.engine.pointerCancel(on: id, now: now)
                    }
                }
            case 5:
                if Int.random(in: 0..<4, using: &random) == 0 {
                    try rig.engine.destroySheet(id)
                    ids[slot] = try rig.sheet([.fraction(0.3), .fraction(0.6), .fraction(0.9)]) { $0.stack = behaviours[slot] }
                }
            case 6: try? rig.engine.perform([.expand, .collapse, .dismiss][detent], on: id, now: now)
            case 7: try? rig.engine.setContent(id, contentID: UInt64(detent + 1), height: 200, now: now)
            default:
                now += Double.random(in: 0.001...0.2, using: &random)
                try rig.engine.tick(now: now)
            }
            checker.feed(rig.events())
        }
        // Let everything finish, dismiss what is presented, and let that finish too.
        now = try rig.run(from: now, for: 2)
        checker.feed(rig.events())
        for id in ids {
            let state = rig.frame(id).state
            #expect(state == .resting || state == .hidden, "\(id) still \(state)")
            #expect(!checker.isOpen(id), "\(id) rests or is hidden with a transition open")
        }
        for id in ids { try? rig.engine.dismiss(id, now: now) }
        now = try rig.run(from: now, for: 2)
        checker.feed(rig.events())
        for id in ids { rig.expectHidden(id) }
        #expect(checker.violations == [])
        #expect(checker.openCount == 0)
        #expect(checker.dragCount == 0)
        #expect(rig.engine.topSheet == nil)
    }
}
