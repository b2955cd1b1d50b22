import Foundation
import Testing
@testable import SheetCore

/// Back with progress: the sheet shrinks as Material 3's bottom sheets do while a gesture
/// goes on, springs back when it is cancelled, and does its back behaviour on a commit.
/// A half-height sheet on the phone rests with its top at 445.5; the viewport is 390
/// wide.
@Suite struct BackTests {
    static let rest = Phone.top(0.5)

    /// The shrink shown for a host's progress.
    static func shown(_ progress: Double) -> Double { BackGesture.progressCurve.value(at: progress) }

    @Test func theSheetShrinksWithTheProgressAndSpringsBackOnACancel() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        var now = try rig.presented(id)
        try rig.engine.beginBack(id, now: now)
        #expect(rig.frame(id).top == Self.rest && rig.frame(id).scale == 1)
        for progress in [0.1, 0.25, 0.5, 0.8, 1.0] {
            now += 0.016
            try rig.engine.updateBack(id, progress: progress, now: now)
            let frame = rig.frame(id)
            let shown = Self.shown(progress)
            #expect(abs(frame.top - (Self.rest + 24 * shown)) <= 1e-12, "progress \(progress)")
            #expect(abs(frame.height - (844 - frame.top)) <= 1e-12)
            #expect(abs(frame.scale - (1 - 48 * shown / 390)) <= 1e-12, "progress \(progress)")
            #expect(frame.state == .resting && frame.detent == 0)
        }
        #expect(Self.shown(1) == 1 && Self.shown(0.5) > 0.5)
        try rig.engine.updateBack(id, progress: 0.6, now: now)
        let from = Self.shown(0.6)
        try rig.engine.cancelBack(id, now: now)
        #expect(rig.engine.isAnimating)
        for k in 1...5 {
            let elapsed = 0.02 * Double(k)
            try rig.engine.tick(now: now + elapsed)
            let expected = k == 5 ? 0 : from * (1 - BackGesture.returnCurve.value(at: elapsed / 0.1))
            #expect(abs(rig.frame(id).top - (Self.rest + 24 * expected)) <= 1e-9, "+\(elapsed)")
        }
        #expect(!rig.engine.isAnimating)
        rig.expectRest(id, detent: 0, top: Self.rest)
        #expect(rig.frame(id).scale == 1)
        #expect(rig.kinds().isEmpty)
    }

    /// A commit dismisses from the shrunk sheet, with reason `.back`: the motion starts
    /// where the frame was.
    @Test func aCommitDismissesFromWhereTheGestureLeftIt() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        var now = try rig.presented(id)
        try rig.engine.beginBack(id, now: now)
        try rig.engine.updateBack(id, progress: 1, now: now + 0.1)
        let shrunk = rig.frame(id)
        now += 0.1
        try rig.engine.commitBack(id, now: now)
        var frame = rig.frame(id)
        #expect(frame.state == .dismissing)
        #expect(frame.top == shrunk.top && frame.scale == shrunk.scale)
        try rig.engine.tick(now: now + 0.05)
        frame = rig.frame(id)
        #expect(frame.top > shrunk.top && frame.scale > shrunk.scale && frame.scale < 1)
        try rig.run(from: now, for: 1.5)
        rig.expectHidden(id)
        #expect(rig.kinds() == [.willDismiss(.back), .didDismiss(.back)])
    }

    /// A plain back press, with no gesture begun, does the behaviour at once.
    @Test func aPressWithoutAGestureDismisses() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        let now = try rig.presented(id)
        try rig.engine.commitBack(id, now: now)
        try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.willDismiss(.back), .didDismiss(.back)])
    }

    /// `.collapse` goes one detent lower, and dismisses from the lowest.
    @Test func collapseGoesDownADetentThenDismisses() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.3), .fraction(0.6)]) { $0.back = .collapse }
        var now = try rig.presented(id, detent: 1)
        try rig.engine.commitBack(id, now: now)
        #expect(rig.kinds() == [.detentChanged(from: 1, to: 0, .back)])
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.3))
        try rig.engine.commitBack(id, now: now)
        try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.willDismiss(.back), .didDismiss(.back)])
    }

    /// A sheet that confirms its dismissals asks, with reason `.back`, and springs back.
    @Test func aConfirmingSheetAsksAndSpringsBack() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)]) { $0.confirmsDismissal = true }
        let now = try rig.presented(id)
        try rig.engine.beginBack(id, now: now)
        try rig.engine.updateBack(id, progress: 0.7, now: now)
        try rig.engine.commitBack(id, now: now)
        #expect(rig.kinds() == [.dismissRequested(.back)])
        #expect(rig.frame(id).top > Self.rest && rig.engine.isAnimating)
        try rig.run(from: now, for: 0.2)
        rig.expectRest(id, detent: 0, top: Self.rest)
        #expect(rig.frame(id).scale == 1)
    }

    /// A finger on the sheet, or a command, lets the gesture spring back.
    @Test func aFingerOrACommandLetsTheGestureGo() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.3), .fraction(0.6)])
        var now = try rig.presented(id)
        try rig.engine.beginBack(id, now: now)
        try rig.engine.updateBack(id, progress: 0.5, now: now)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 700, now: now) == .sheet)
        let refused = #expect(throws: SheetError.self) { try rig.engine.updateBack(id, progress: 0.6, now: now) }
        #expect(refused == SheetError(.invalidState, .noBackInProgress))
        try rig.engine.pointerUp(on: id, x: 195, y: 700, now: now + 0.05)
        now = try rig.run(from: now + 0.05, for: 0.2)
        rig.expectRest(id, detent: 0, top: Phone.top(0.3))
        try rig.engine.beginBack(id, now: now)
        try rig.engine.updateBack(id, progress: 0.5, now: now)
        try rig.engine.moveToDetent(id, detent: 1, now: now)
        try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 1, top: Phone.top(0.6))
        #expect(rig.frame(id).scale == 1)
    }

    /// Calls out of order, progress out of range, and sheets that take no back action are
    /// refused with what is wrong; nothing changes.
    @Test func badBackCallsAreRefused() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        var error = #expect(throws: SheetError.self) { try rig.engine.beginBack(id, now: 0) }
        #expect(error == SheetError(.invalidState, .noBackAction(.notPresented)))
        #expect(error?.description == "the sheet takes no back action now (it is not presented, or is leaving)")
        let now = try rig.presented(id)
        error = #expect(throws: SheetError.self) { try rig.engine.updateBack(id, progress: 0.5, now: now) }
        #expect(error == SheetError(.invalidState, .noBackInProgress))
        error = #expect(throws: SheetError.self) { try rig.engine.cancelBack(id, now: now) }
        #expect(error == SheetError(.invalidState, .noBackInProgress))
        try rig.engine.beginBack(id, now: now)
        error = #expect(throws: SheetError.self) { try rig.engine.beginBack(id, now: now) }
        #expect(error == SheetError(.invalidState, .backInProgress))
        for progress in [-0.1, 1.5, Double.nan, Double.infinity] {
            error = #expect(throws: SheetError.self) { try rig.engine.updateBack(id, progress: progress, now: now) }
            #expect(error?.code == .invalidArgument)
        }
        error = #expect(throws: SheetError.self) { try rig.engine.updateBack(id, progress: 0.5, now: .nan) }
        #expect(error?.code == .invalidArgument)
        #expect(rig.frame(id).top == Self.rest)

        let none = try rig.sheet([.fraction(0.5)]) { $0.back = .none }
        let kept = try rig.sheet([.fraction(0.5)]) { $0.dismissible = false }
        try rig.engine.cancelBack(id, now: now)
        try rig.engine.present(none, now: now)
        error = #expect(throws: SheetError.self) { try rig.engine.commitBack(none, now: now) }
        #expect(error == SheetError(.invalidState, .noBackAction(.behaviorNone)))
        try rig.engine.present(kept, now: now)
        error = #expect(throws: SheetError.self) { try rig.engine.beginBack(kept, now: now) }
        #expect(error == SheetError(.invalidState, .noBackAction(.notDismissible)))
        #expect(try rig.engine.pointerDown(on: kept, x: 195, y: 800, now: now + 1) == .sheet)
        try rig.moves(kept, from: 800, to: 700, start: now + 1, duration: 0.2, steps: 10)
        error = #expect(throws: SheetError.self) { try rig.engine.commitBack(kept, now: now + 1.2) }
        #expect(error == SheetError(.invalidState, .noBackAction(.underFinger)))
    }

    /// A sheet that shows less than the shift stays at the viewport's edge, never below.
    @Test func theShrinkNeverTakesTheSheetBelowTheViewport() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        try rig.engine.present(id, now: 0)
        try rig.engine.tick(now: 0.001)
        try rig.engine.beginBack(id, now: 0.001)
        try rig.engine.updateBack(id, progress: 1, now: 0.001)
        let frame = rig.frame(id)
        // A millisecond in, it shows far less than 24 points: the shrink stops at the edge.
        #expect(frame.top == 844 && frame.height == 0)
    }

    /// A finger on the sheet, even one that has not moved it, holds it: a back gesture is
    /// refused; a finger that lands during a gesture, and then drags, lets it go.
    @Test func aFingerOnTheSheetHoldsItFromBack() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: now) == .sheet)
        let refused = #expect(throws: SheetError.self) { try rig.engine.beginBack(id, now: now) }
        #expect(refused == SheetError(.invalidState, .noBackAction(.underFinger)))
        now = try rig.moves(id, from: 600, to: 640, start: now, duration: 0.1, steps: 4)
        #expect(abs(rig.frame(id).top - (Self.rest + 40)) <= 1e-9 && rig.frame(id).scale == 1)
        try rig.engine.pointerCancel(on: id, now: now)
    }
}
