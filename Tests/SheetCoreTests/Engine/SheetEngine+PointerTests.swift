import Foundation
import Testing
@testable import SheetCore

/// The least-squares slope of (time, position) samples, pt/s: what a release velocity is
/// estimated as when every sample lies in the tracker's window.
private func leastSquaresSlope(_ samples: [(time: Double, position: Double)]) -> Double {
    let n = Double(samples.count)
    let meanT = samples.map(\.time).reduce(0, +) / n
    let meanP = samples.map(\.position).reduce(0, +) / n
    let tt = samples.map { ($0.time - meanT) * ($0.time - meanT) }.reduce(0, +)
    let tp = samples.map { ($0.time - meanT) * ($0.position - meanP) }.reduce(0, +)
    return tp / tt
}

@Suite struct PointerTests {
    // MARK: Tap or drag

    /// Inside the touch slop nothing moves; past it the whole travel applies at once and
    /// the sheet follows the finger 1:1; a tick between moves changes nothing.
    @Test func theDragFollowsTheFingerOnePointForOne() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        let rest = Phone.top(0.6), y0 = 420.0
        var t = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: y0, now: t) == .sheet)
        t += 0.016
        try rig.engine.pointerMove(on: id, x: 195, y: y0 + 4, now: t)   // 4 pt < 8
        var frame = rig.frame(id)
        #expect(frame.top == rest)
        #expect(frame.state == .resting)
        #expect(frame.gestureOwner == .none)
        #expect(rig.kinds().isEmpty)
        for y in [430.0, 431.5, 450, 517.25, 600, 700, 640, 440, 421] {
            t += 0.016
            try rig.engine.pointerMove(on: id, x: 195, y: y, now: t)
            frame = rig.frame(id)
            #expect(abs(frame.top - (rest + (y - y0))) <= 1e-9, "after a move to \(y)")
            #expect(frame.state == .dragging)
            #expect(frame.gestureOwner == .sheet)
            try rig.engine.tick(now: t + 0.004)
            #expect(abs(rig.frame(id).top - (rest + (y - y0))) <= 1e-9)
            t += 0.004
        }
        #expect(rig.kinds() == [.dragBegan(detent: 0)])
        try rig.engine.pointerCancel(on: id, now: t)
        #expect(rig.frame(id).gestureOwner == .none)
        try rig.run(from: t, for: 1.5)
        rig.expectRest(id, detent: 0, top: rest)
        #expect(rig.kinds() == [.dragEnded(detent: 0, .none)])
    }

    /// Between two detents an upward drag is 1:1 as well.
    @Test func upwardBetweenDetentsIsOnePointForOne() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        var t = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: t) == .sheet)
        for i in 1...30 {
            let y = 600 - 10 * Double(i)
            t += 0.016
            try rig.engine.pointerMove(on: id, x: 195, y: y, now: t)
            #expect(abs(rig.frame(id).top - (Phone.top(0.4) + (y - 600))) <= 1e-9, "move to \(y)")
        }
        try rig.engine.pointerCancel(on: id, now: t)
    }

    /// A tap on the sheet (outside the grabber band) does nothing.
    @Test func aTapInsideTheSheetDoesNothing() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        now = try rig.tap(id, y: 600, at: now, expecting: .sheet)
        now = try rig.run(from: now, for: 1)
        #expect(rig.kinds().isEmpty)
        rig.expectRest(id, detent: 0, top: Phone.top(0.6))
    }

    /// A pointer outside the viewport, or on a hidden sheet, is not the engine's.
    @Test func hitsOutsideTheSheet() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: 0) == .none)
        let up = #expect(throws: SheetError.self) { try rig.engine.pointerUp(on: id, x: 195, y: 600, now: 0) }
        #expect(up == SheetError(.invalidState, .noPointerDown))
        let now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: -1, y: 600, now: now) == .none)
        #expect(try rig.engine.pointerDown(on: id, x: 391, y: 600, now: now) == .none)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 845, now: now) == .none)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 844, now: now) == .sheet)
        let again = #expect(throws: SheetError.self) { _ = try rig.engine.pointerDown(on: id, x: 195, y: 500, now: now) }
        #expect(again == SheetError(.invalidState, .pointerAlreadyDown))
        try rig.engine.pointerUp(on: id, x: 195, y: 844, now: now + 0.05)
        let cancel = #expect(throws: SheetError.self) { try rig.engine.pointerCancel(on: id, now: now + 0.1) }
        #expect(cancel == SheetError(.invalidState, .noPointerDown))
    }

    /// A position that is not finite is refused by name, on the way down and during the
    /// stream, and the stream goes on as if it had not been sent.
    @Test func aNonFinitePositionIsRefused() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        let down = #expect(throws: SheetError.self) { _ = try rig.engine.pointerDown(on: id, x: 195, y: -.infinity, now: now) }
        #expect(down == SheetError(.invalidArgument, .notFinite(.y, -.infinity)))
        #expect(down?.description == "y must be a finite number, got -inf")
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 420, now: now) == .sheet)
        now += 0.016
        let move = #expect(throws: SheetError.self) { try rig.engine.pointerMove(on: id, x: 195, y: .infinity, now: now) }
        #expect(move == SheetError(.invalidArgument, .notFinite(.y, .infinity)))
        #expect(move?.description == "y must be a finite number, got inf")
        let sideways = #expect(throws: SheetError.self) { try rig.engine.pointerUp(on: id, x: -.infinity, y: 420, now: now) }
        #expect(sideways?.description == "x must be a finite number, got -inf")
        try rig.engine.pointerMove(on: id, x: 195, y: 470, now: now)
        #expect(rig.frame(id).top == Phone.top(0.6) + 50)
        try rig.engine.pointerUp(on: id, x: 195, y: 470, now: now + 0.3)
        try rig.run(from: now + 0.3, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.6))
    }

    // MARK: Rubber bands

    /// Past the highest detent the sheet is rubber-banded: b(x) = (1 − 1/(x·c/d + 1))·d
    /// with d the viewport height; a dismissible sheet moves 1:1 below its detent.
    @Test func rubberBandPastTheHighestDetent() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        let rest = Phone.top(0.6), h = Phone.height(0.6)
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 500, now: now) == .sheet)
        now = try rig.moves(id, from: 500, to: 350, start: now, duration: 0.5, steps: 30)
        let frame = rig.frame(id)
        let banded = rubberBand(overshoot: 150, coefficient: 0.55, dimension: 844)
        #expect(abs(frame.top - (rest - banded)) < 1e-9)
        #expect(banded < 150 * 0.55)                 // really resisted
        #expect(abs(frame.progress - (h + banded) / h) < 1e-12)
        #expect(frame.progress > 1)
        #expect(frame.backdropAlpha == 0.4)
        now = try rig.moves(id, from: 350, to: 600, start: now, duration: 0.5, steps: 30)
        #expect(abs(rig.frame(id).top - (rest + 100)) < 1e-9)
        try rig.engine.pointerCancel(on: id, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: rest)
    }

    /// A sheet that cannot be dismissed is rubber-banded on both sides and never
    /// dismisses, whatever the release.
    @Test func aNonDismissibleSheetIsBandedOnBothSidesAndStays() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)]) { $0.dismissible = false }
        let rest = Phone.top(0.5), y0 = 500.0
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: y0, now: now) == .sheet)
        now = try rig.moves(id, from: y0, to: y0 + 50, start: now, duration: 0.16, steps: 10)
        #expect(abs(rig.frame(id).top - (rest + rubberBand(overshoot: 50, coefficient: 0.55, dimension: 844))) < 1e-9)
        now = try rig.moves(id, from: y0 + 50, to: y0 + 200, start: now, duration: 0.48, steps: 30)
        let down = rig.frame(id).top
        #expect(abs(down - (rest + rubberBand(overshoot: 200, coefficient: 0.55, dimension: 844))) < 1e-9)
        #expect(down < rest + 150)
        now = try rig.moves(id, from: y0 + 200, to: y0 - 150, start: now, duration: 1.12, steps: 70)
        #expect(abs(rig.frame(id).top - (rest - rubberBand(overshoot: 150, coefficient: 0.55, dimension: 844))) < 1e-9)
        now += 0.06
        try rig.engine.tick(now: now)
        try rig.engine.pointerUp(on: id, x: 195, y: y0 - 150, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: rest)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .drag)])

        now = try rig.slowDrag(id, from: y0, by: 300, at: now)
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .drag)])
        rig.expectRest(id, detent: 0, top: rest)

        now = try rig.flick(id, from: y0, by: 100, at: now)
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .fling)])
        rig.expectRest(id, detent: 0, top: rest)

        // A backdrop tap (policy .dismiss) cannot dismiss it either.
        now = try rig.tap(id, y: 200, at: now, expecting: .backdrop)
        now = try rig.run(from: now, for: 1)
        #expect(rig.kinds().isEmpty)
        rig.expectRest(id, detent: 0, top: rest)
    }

    // MARK: Sideways

    /// A gesture that goes sideways first belongs to the host's views.
    @Test func aSidewaysGestureIsDeclined() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        let top1 = Phone.top(0.9)
        var t = try rig.presented(id, detent: 1)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 500, now: t) == .sheet)
        for i in 1...4 {
            t += 0.016
            try rig.engine.pointerMove(on: id, x: 195 + 10 * Double(i), y: 500 + 0.5 * Double(i), now: t)
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            #expect(frame.gestureOwner == .host)
            #expect(frame.top == top1)
            #expect(frame.state == .resting)
        }
        // Declined for good: a vertical move later does not take the sheet.
        t += 0.016
        try rig.engine.pointerMove(on: id, x: 235, y: 700, now: t)
        #expect(rig.frame(id).top == top1)
        #expect(rig.frame(id).gestureOwner == .host)
        try rig.engine.pointerUp(on: id, x: 235, y: 700, now: t)
        t = try rig.run(from: t, for: 0.5)
        rig.expectRest(id, detent: 1, top: top1)
        #expect(rig.frame(id).gestureOwner == .none)
        #expect(rig.kinds().isEmpty)
    }

    // MARK: Releases

    /// A fast upward release goes to the next detent with reason `.fling`, starting the
    /// settle with the finger's velocity.
    @Test func aFlingGoesToTheNextDetent() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        let top0 = Phone.top(0.4), top1 = Phone.top(0.9)
        let t0 = try rig.presented(id)
        let up = try rig.flick(id, from: 600, by: -60, at: t0)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 1, .fling), .detentChanged(from: 0, to: 1, .fling)])
        let frame = rig.frame(id)
        #expect(frame.state == .settling && frame.detent == 1)
        #expect(abs(frame.top - (top0 - 60)) < 1e-9)
        // Down at t0, five moves 10 ms apart, up with the last: a line fit of those.
        var samples = [(time: t0, position: 600.0)]
        for k in 1...5 { samples.append((t0 + 0.01 * Double(k), 600 - 12 * Double(k))) }
        samples.append((up, 540))
        let velocity = leastSquaresSlope(samples)
        #expect(abs(frame.velocity - velocity) < 1e-6)
        #expect(velocity < -1000)
        // The settle starts from the release with that velocity.
        let omega = 2 * Double.pi / 0.35, x0 = (top0 - 60) - top1
        try rig.engine.tick(now: up + 0.1)
        let expected = top1 + (x0 + (velocity + omega * x0) * 0.1) * exp(-omega * 0.1)
        #expect(abs(rig.frame(id).top - expected) < 1e-6)
        var now = try rig.run(from: up + 0.1, for: 1.5)
        rig.expectRest(id, detent: 1, top: top1)
        #expect(rig.kinds().isEmpty)

        // A slow drag back down to 20 pt above detent 0 settles there with reason .drag.
        now = try rig.slowDrag(id, from: 200, by: (top0 - top1) - 20, at: now)
        #expect(rig.frame(id).state == .settling && rig.frame(id).detent == 0)
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.dragBegan(detent: 1), .dragEnded(detent: 0, .drag), .detentChanged(from: 1, to: 0, .drag)])
        rig.expectRest(id, detent: 0, top: top0)
    }

    /// A slow release with less than the dismiss fraction of the lowest detent visible
    /// dismisses with reason `.drag`; with more it springs back.
    @Test func aSlowDragDismissesBelowTheThreshold() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)]) { $0.userTag = 0xA11CE }
        let rest = Phone.top(0.6), h = Phone.height(0.6), y0 = rest + 60
        var now = try rig.presented(id)

        #expect(try rig.engine.pointerDown(on: id, x: 195, y: y0, now: now) == .sheet)
        now = try rig.moves(id, from: y0, to: y0 + 0.4 * h, start: now, duration: 0.608, steps: 38)
        #expect(rig.frame(id).state == .dragging)
        #expect(abs(rig.frame(id).top - (rest + 0.4 * h)) < 1e-9)
        now += 0.06
        try rig.engine.tick(now: now)
        try rig.engine.pointerUp(on: id, x: 195, y: y0 + 0.4 * h, now: now)
        #expect(rig.frame(id).state == .settling && rig.frame(id).detent == 0)
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .drag)])
        rig.expectRest(id, detent: 0, top: rest)

        #expect(try rig.engine.pointerDown(on: id, x: 195, y: y0, now: now) == .sheet)
        now = try rig.moves(id, from: y0, to: y0 + 0.6 * h, start: now, duration: 0.8, steps: 50)
        #expect(abs(rig.frame(id).top - (rest + 0.6 * h)) < 1e-9)
        now += 0.06
        try rig.engine.tick(now: now)
        try rig.engine.pointerUp(on: id, x: 195, y: y0 + 0.6 * h, now: now)
        let frame = rig.frame(id)
        #expect(frame.state == .dismissing && frame.detent == nil)
        #expect(frame.velocity == 0)
        now = try rig.run(from: now, for: 1.5)
        let events = rig.events()
        #expect(events.map(\.kind) == [.dragBegan(detent: 0), .dragEnded(detent: nil, .drag), .willDismiss(.drag), .didDismiss(.drag)])
        #expect(events.allSatisfy { $0.sheet == id && $0.userTag == 0xA11CE })
        rig.expectHidden(id)
    }

    /// With a dismiss height, only the points left visible decide.
    @Test func aDismissHeightReplacesTheFraction() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(490)]) { $0.dismissHeight = 300 }
        var now = try rig.presented(id)
        now = try rig.slowDrag(id, from: 400, by: 170, at: now)     // 320 visible
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .drag)])
        rig.expectRest(id, detent: 0, top: 354)
        now = try rig.slowDrag(id, from: 400, by: 210, at: now)     // 280 visible
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: nil, .drag), .willDismiss(.drag), .didDismiss(.drag)])
        rig.expectHidden(id)
    }

    /// A quick flick down from the lowest detent dismisses with reason `.fling`.
    @Test func aFlingDownDismisses() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        now = try rig.flick(id, from: Phone.top(0.6) + 60, by: 60, at: now)
        let frame = rig.frame(id)
        #expect(frame.state == .dismissing)
        #expect(frame.velocity > 300)
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: nil, .fling), .willDismiss(.fling), .didDismiss(.fling)])
        rig.expectHidden(id)
    }

    /// The system taking the pointer never dismisses: the sheet goes back to its detent.
    @Test func aCancelNeverDismisses() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 400, now: now) == .sheet)
        now = try rig.moves(id, from: 400, to: 800, start: now, duration: 0.1, steps: 10)
        #expect(abs(rig.frame(id).top - (Phone.top(0.6) + 400)) < 1e-9)
        try rig.engine.pointerCancel(on: id, now: now)
        #expect(rig.frame(id).state == .settling)
        #expect(rig.frame(id).velocity == 0)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.6))
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .none)])
        // The stream is over: the next move is refused.
        let move = #expect(throws: SheetError.self) { try rig.engine.pointerMove(on: id, x: 195, y: 600, now: now) }
        #expect(move == SheetError(.invalidState, .noPointerDown))
    }

    // MARK: The backdrop

    @Test func aBackdropTapDismisses() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 200, now: now) == .backdrop)
        #expect(rig.frame(id).gestureOwner == .none)
        try rig.engine.pointerUp(on: id, x: 195, y: 200, now: now + 0.08)
        #expect(rig.kinds() == [.willDismiss(.backdropTap)])
        now = try rig.run(from: now + 0.08, for: 1.5)
        #expect(rig.kinds() == [.didDismiss(.backdropTap)])
        rig.expectHidden(id)
    }

    /// A pointer that leaves the slop on the backdrop is no tap, even if it comes back.
    @Test func aBackdropDragIsNoTap() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 200, now: now) == .backdrop)
        try rig.engine.pointerMove(on: id, x: 201, y: 206, now: now + 0.02)   // 8.5 pt away
        try rig.engine.pointerMove(on: id, x: 195, y: 200, now: now + 0.04)
        try rig.engine.pointerUp(on: id, x: 195, y: 200, now: now + 0.06)
        now = try rig.run(from: now + 0.06, for: 1)
        #expect(rig.kinds().isEmpty)
        rig.expectRest(id, detent: 0, top: Phone.top(0.6))
        // Within the slop (5.7 pt) it still is one.
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 200, now: now) == .backdrop)
        try rig.engine.pointerMove(on: id, x: 199, y: 204, now: now + 0.02)
        try rig.engine.pointerUp(on: id, x: 199, y: 204, now: now + 0.04)
        #expect(rig.kinds() == [.willDismiss(.backdropTap)])
    }

    /// `.collapse` moves to the lowest detent, and dismisses from there.
    @Test func aBackdropTapCollapses() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)]) { $0.backdropTap = .collapse }
        var now = try rig.presented(id, detent: 1)
        now = try rig.tap(id, y: 60, at: now, expecting: .backdrop)
        #expect(rig.kinds() == [.detentChanged(from: 1, to: 0, .backdropTap)])
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.4))
        now = try rig.tap(id, y: 100, at: now, expecting: .backdrop)
        #expect(rig.kinds() == [.willDismiss(.backdropTap)])
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(id)
    }

    @Test func aBackdropTapWithPolicyNoneDoesNothing() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)]) { $0.backdropTap = .none }
        var now = try rig.presented(id)
        now = try rig.tap(id, y: 100, at: now, expecting: .backdrop)
        now = try rig.run(from: now, for: 1)
        #expect(rig.kinds().isEmpty)
        rig.expectRest(id, detent: 0, top: Phone.top(0.6))
    }

    /// A maps-style sheet: at its undimmed detent a touch above it passes through; above
    /// that detent the backdrop dims with the sheet's position.
    @Test func anUndimmedDetentPassesTouchesThrough() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .fraction(0.9)]) {
            $0.largestUndimmedDetent = 0
            $0.backdropTap = .none
        }
        let top0 = 644.0, top1 = Phone.top(0.9)
        var now = try rig.presented(id)
        #expect(rig.frame(id).backdropAlpha == 0)
        #expect(abs(rig.frame(id).progress - 200 / Phone.height(0.9)) < 1e-12)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 300, now: now) == .passThrough)
        // A passed-through pointer is not the engine's: another may come down.
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 700, now: now + 0.05) == .sheet)
        try rig.engine.pointerUp(on: id, x: 195, y: 700, now: now + 0.1)
        try rig.engine.moveToDetent(id, detent: 1, now: now + 0.1)
        now = try rig.run(from: now + 0.1, for: 1.5)
        rig.expectRest(id, detent: 1, top: top1)
        #expect(rig.frame(id).backdropAlpha == 0.4)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 100, now: now) == .backdrop)
        try rig.engine.pointerUp(on: id, x: 195, y: 100, now: now + 0.05)
        now += 0.05
        _ = rig.events()

        // Dragged between the detents, the alpha is interpolated by position.
        let quarter = (top0 - top1) / 4, half = (top0 - top1) / 2
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 200, now: now) == .sheet)
        now = try rig.moves(id, from: 200, to: 200 + quarter, start: now, duration: 0.4, steps: 25)
        #expect(abs(rig.frame(id).top - (top1 + quarter)) < 1e-9)
        #expect(abs(rig.frame(id).backdropAlpha - 0.3) < 1e-9)
        now = try rig.moves(id, from: 200 + quarter, to: 200 + half, start: now, duration: 0.4, steps: 25)
        #expect(abs(rig.frame(id).backdropAlpha - 0.2) < 1e-9)
        now = try rig.moves(id, from: 200 + half, to: 230 + (top0 - top1), start: now, duration: 0.4, steps: 25)
        #expect(rig.frame(id).backdropAlpha == 0)
        try rig.engine.pointerCancel(on: id, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 1, top: top1)
        #expect(rig.frame(id).backdropAlpha == 0.4)
    }

    // MARK: The grabber

    /// A tap within the grabber band cycles the detents: up one, from the highest back to
    /// the lowest; lower in the sheet it does nothing.
    @Test func aGrabberTapCyclesTheDetents() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.8)])
        let top0 = Phone.top(0.4), top1 = Phone.top(0.8)
        var now = try rig.presented(id)
        #expect(rig.frame(id).grabberVisible)
        now = try rig.tap(id, y: top0 + 10, at: now, expecting: .sheet)
        #expect(rig.kinds() == [.detentChanged(from: 0, to: 1, .grabber)])
        #expect(rig.frame(id).detent == 1)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 1, top: top1)
        now = try rig.tap(id, y: top1 + 23, at: now, expecting: .sheet)
        #expect(rig.kinds() == [.detentChanged(from: 1, to: 0, .grabber)])
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: top0)
        now = try rig.tap(id, y: top0 + 25, at: now, expecting: .sheet)
        now = try rig.tap(id, y: top0 + 150, at: now, expecting: .sheet)
        now = try rig.run(from: now, for: 1)
        #expect(rig.kinds().isEmpty)
        rig.expectRest(id, detent: 0, top: top0)
    }

    @Test func theGrabberBandIsItsHeight() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.8)]) { $0.grabberHeight = 40 }
        let top0 = Phone.top(0.4)
        var now = try rig.presented(id)
        now = try rig.tap(id, y: top0 + 45, at: now, expecting: .sheet)
        #expect(rig.kinds().isEmpty)
        now = try rig.tap(id, y: top0 + 35, at: now, expecting: .sheet)
        #expect(rig.kinds() == [.detentChanged(from: 0, to: 1, .grabber)])
        let hidden = try rig.sheet([.fraction(0.4), .fraction(0.8)]) { $0.grabber = .hidden }
        try rig.engine.dismiss(id, now: now)
        now = try rig.run(from: now, for: 1.5)
        now = try rig.presented(hidden, at: now)
        #expect(!rig.frame(hidden).grabberVisible)
        now = try rig.tap(hidden, y: top0 + 5, at: now, expecting: .sheet)
        #expect(rig.kinds().isEmpty)
    }

    // MARK: Catching a moving sheet

    /// A finger on a moving sheet stops it where it is and holds it; lifted within the
    /// slop, the motion goes on from there toward where it was heading.
    @Test func aFingerHoldsAMovingSheetAndLetsItGo() throws {
        let rig = try Rig()
        let twin = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        let twinID = try twin.sheet([.fraction(0.6)])
        let rest = Phone.top(0.6), h = Phone.height(0.6)
        try rig.engine.present(id, now: 0)
        try twin.engine.present(twinID, now: 0)
        try rig.run(from: 0, for: 0.1)
        try twin.run(from: 0, for: 0.1)
        // The finger lands at 0.125 without a tick: the sheet is caught where a tick at
        // 0.125 would have had it.
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 840, now: 0.125) == .sheet)
        try twin.engine.tick(now: 0.125)
        let caught = rig.frame(id)
        #expect(caught.top == twin.frame(twinID).top)
        #expect(abs(caught.top - (rest + criticallyDampedRemaining(h, at: 0.125))) < 1e-9)
        #expect(caught.state == .dragging && caught.detent == 0)
        #expect(caught.gestureOwner == .sheet)
        #expect(caught.velocity == 0)
        #expect(!rig.engine.isAnimating)
        try rig.engine.tick(now: 0.2)
        try rig.engine.tick(now: 0.3)
        #expect(rig.frame(id).top == caught.top)
        // Within the slop the held sheet follows the finger all the same.
        try rig.engine.pointerMove(on: id, x: 195, y: 844, now: 0.32)
        #expect(abs(rig.frame(id).top - (caught.top + 4)) < 1e-9)
        try rig.engine.pointerUp(on: id, x: 195, y: 844, now: 0.34)
        #expect(rig.frame(id).state == .presenting)
        #expect(rig.kinds() == [.willPresent(detent: 0), .dragBegan(detent: 0), .dragEnded(detent: 0, .none)])
        try rig.engine.tick(now: 0.44)
        let expected = rest + criticallyDampedRemaining(caught.top + 4 - rest, at: 0.1)
        #expect(abs(rig.frame(id).top - expected) < 1e-9)
        try rig.run(from: 0.44, for: 1.5)
        rig.expectRest(id, detent: 0, top: rest)
        #expect(rig.kinds() == [.didPresent(detent: 0)])
    }

    /// Past the slop the caught sheet is dragged, anchored where it was caught.
    @Test func aCaughtSheetIsDraggedFromWhereItWasCaught() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        try rig.engine.present(id, now: 0)
        try rig.run(from: 0, for: 0.1)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 760, now: 0.125) == .sheet)
        let caught = rig.frame(id).top
        try rig.engine.pointerMove(on: id, x: 195, y: 790, now: 0.32)
        #expect(abs(rig.frame(id).top - (caught + 30)) < 1e-9)
        try rig.engine.pointerMove(on: id, x: 195, y: 700, now: 0.34)
        #expect(abs(rig.frame(id).top - (caught - 60)) < 1e-9)
        try rig.engine.pointerMove(on: id, x: 195, y: 700, now: 0.40)
        try rig.engine.pointerUp(on: id, x: 195, y: 700, now: 0.46)
        try rig.run(from: 0.46, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.6))
        #expect(rig.kinds() == [.willPresent(detent: 0), .dragBegan(detent: 0), .dragEnded(detent: 0, .drag), .didPresent(detent: 0)])
    }

    // MARK: The geometry changing under a finger

    /// A rotation during a drag keeps the visible height at the call; the drag goes on
    /// from there, 1:1 with the finger's next movements.
    @Test func aRotationDuringADragKeepsTheSheetUnderTheFinger() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: now) == .sheet)
        now = try rig.moves(id, from: 600, to: 650, start: now, duration: 0.1, steps: 5)
        let visible = 844 - rig.frame(id).top
        try rig.engine.setViewport(Viewport(width: 844, height: 390, safeTop: 20, safeBottom: 21))
        var frame = rig.frame(id)
        #expect(abs(frame.height - visible) < 1e-9)
        #expect(frame.state == .dragging)
        try rig.engine.pointerMove(on: id, x: 195, y: 640, now: now + 0.016)
        frame = rig.frame(id)
        #expect(abs(frame.top - (390 - visible - 10)) < 1e-9)
        try rig.engine.pointerCancel(on: id, now: now + 0.03)
        try rig.run(from: now + 0.03, for: 1.5)
        rig.expectRest(id, detent: 0, top: 390 - 0.4 * 370)
    }

    /// The same with content scrolling: once the content has taken part of the drag, the
    /// sheet stays where it is when the geometry changes, and the next movement goes on
    /// from there.
    @Test func aGeometryChangeDuringAScrollingDragKeepsTheSheetUnderTheFinger() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .fraction(0.9)]) { $0.largestUndimmedDetent = 0 }
        let top1 = Phone.top(0.9)
        var now = try rig.presented(id)
        try rig.engine.setScrollExtent(id, extent: 1000, now: now)
        // Up from the low detent: the sheet to the top (517.3 pt), the content 82.7 pt.
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 700, now: now) == .sheet)
        now = try rig.moves(id, from: 700, to: 100, start: now, duration: 0.6, steps: 60)
        var frame = rig.frame(id)
        #expect(abs(frame.top - top1) < 1e-9)
        #expect(abs(frame.contentOffset - (600 - (644 - top1))) < 1e-9)
        #expect(frame.state == .dragging)
        // The same viewport again: nothing changes, and nothing moves.
        try rig.engine.setViewport(Phone.viewport)
        frame = rig.frame(id)
        #expect(abs(frame.top - top1) < 1e-9)
        let offset = frame.contentOffset
        // Ten more points up go to the content; the sheet stays at the top.
        try rig.engine.pointerMove(on: id, x: 195, y: 90, now: now + 0.016)
        frame = rig.frame(id)
        #expect(abs(frame.top - top1) < 1e-9, "top \(frame.top), expected \(top1)")
        #expect(abs(frame.contentOffset - (offset + 10)) < 1e-9, "offset \(frame.contentOffset), expected \(offset + 10)")
        try rig.engine.pointerCancel(on: id, now: now + 0.03)
    }

    // MARK: Commands during a drag

    /// A command takes the sheet from the finger: the drag ends with the command's reason
    /// and the rest of the stream does nothing.
    @Test func aCommandEndsTheDragAndTheRestOfTheStreamIsIgnored() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: now) == .sheet)
        now = try rig.moves(id, from: 600, to: 640, start: now, duration: 0.1, steps: 5)
        try rig.engine.perform(.expand, on: id, now: now)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 1, .accessibility),
                                .detentChanged(from: 0, to: 1, .accessibility)])
        try rig.engine.pointerMove(on: id, x: 195, y: 700, now: now + 0.02)
        try rig.engine.pointerUp(on: id, x: 195, y: 700, now: now + 0.04)
        #expect(rig.frame(id).state == .settling)
        #expect(rig.frame(id).gestureOwner == .none)
        now = try rig.run(from: now + 0.04, for: 1.5)
        rig.expectRest(id, detent: 1, top: Phone.top(0.9))
        #expect(rig.kinds().isEmpty)
    }

    /// `.dragEnded` says where the sheet goes now: a command that moves a dragged sheet to
    /// another detent names that detent.
    @Test func aDragEndedByAMoveNamesTheNewDetent() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: now) == .sheet)
        now = try rig.moves(id, from: 600, to: 640, start: now, duration: 0.1, steps: 5)
        try rig.engine.moveToDetent(id, detent: 1, now: now)
        #expect(rig.frame(id).detent == 1)
        let kinds = rig.kinds()
        #expect(kinds == [.dragBegan(detent: 0), .dragEnded(detent: 1, .programmatic), .detentChanged(from: 0, to: 1, .programmatic)])
    }

    /// `.dragEnded` is nil when the sheet leaves: a dismissal that takes a dragged sheet.
    @Test func aDragEndedByADismissalHasNoDetent() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: now) == .sheet)
        now = try rig.moves(id, from: 600, to: 640, start: now, duration: 0.1, steps: 5)
        try rig.engine.dismiss(id, now: now)
        #expect(rig.frame(id).detent == nil)
        let kinds = rig.kinds()
        #expect(kinds == [.dragBegan(detent: 0), .dragEnded(detent: nil, .programmatic), .willDismiss(.programmatic)])
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(id)
    }

    // MARK: Dismissals that ask first

    /// A slow drag that would dismiss asks instead: the sheet comes back to its lowest
    /// detent, and only the host's own dismissal dismisses.
    @Test func aReleaseThatWouldDismissAsksAndComesBack() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)]) { $0.confirmsDismissal = true }
        var now = try rig.presented(id, detent: 1)
        now = try rig.slowDrag(id, from: 200, by: 600, at: now)
        #expect(rig.kinds() == [.dragBegan(detent: 1), .dragEnded(detent: 0, .drag),
                                .detentChanged(from: 1, to: 0, .drag), .dismissRequested(.drag)])
        #expect(rig.frame(id).state == .settling && rig.frame(id).detent == 0)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.4))
        #expect(rig.kinds().isEmpty)
        try rig.engine.dismiss(id, now: now)
        try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        rig.expectHidden(id)
    }

    /// A fling down from the lowest detent asks with its own reason, and springs back with
    /// the fling's velocity.
    @Test func aFlingThatWouldDismissAsks() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4)]) { $0.confirmsDismissal = true }
        var now = try rig.presented(id)
        now = try rig.flick(id, from: 600, by: 60, at: now)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .fling), .dismissRequested(.fling)])
        #expect(rig.frame(id).velocity > 300)
        try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.4))
        #expect(rig.kinds().isEmpty)
    }

    /// A backdrop tap asks and nothing moves; a collapsing tap moves down as before and
    /// asks only from the lowest detent.
    @Test func aDismissingBackdropTapAsksAndNothingMoves() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)]) { $0.confirmsDismissal = true }
        var now = try rig.presented(id)
        now = try rig.tap(id, y: 100, at: now, expecting: .backdrop)
        #expect(rig.kinds() == [.dismissRequested(.backdropTap)])
        #expect(!rig.engine.isAnimating)
        rig.expectRest(id, detent: 0, top: Phone.top(0.4))

        let collapsing = try rig.sheet([.fraction(0.4), .fraction(0.9)]) {
            $0.confirmsDismissal = true
            $0.backdropTap = .collapse
        }
        try rig.engine.dismiss(id, now: now)
        now = try rig.run(from: now, for: 1.5)
        now = try rig.presented(collapsing, detent: 1, at: now)
        now = try rig.tap(collapsing, y: 60, at: now, expecting: .backdrop)
        #expect(rig.kinds() == [.detentChanged(from: 1, to: 0, .backdropTap)])
        now = try rig.run(from: now, for: 1.5)
        now = try rig.tap(collapsing, y: 100, at: now, expecting: .backdrop)
        #expect(rig.kinds() == [.dismissRequested(.backdropTap)])
        rig.expectRest(collapsing, detent: 0, top: Phone.top(0.4))
    }

    /// A dismissal the host began, caught by a finger and thrown out, goes on without
    /// asking: the host asked for it.
    @Test func aCaughtDismissalThrownOutIsNotAsked() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4)]) { $0.confirmsDismissal = true }
        var now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        now = try rig.run(from: now, for: 0.05)
        let top = rig.frame(id).top
        now = try rig.flick(id, from: top + 20, by: 60, at: now)
        try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.willDismiss(.programmatic), .dragBegan(detent: 0), .dragEnded(detent: nil, .fling),
                                .transitionCancelled(.dismissal(.programmatic)), .willDismiss(.fling), .didDismiss(.fling)])
        rig.expectHidden(id)
    }

    /// A sheet that cannot be dismissed has nothing to ask.
    @Test func aSheetThatCannotBeDismissedNeverAsks() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4)]) {
            $0.confirmsDismissal = true
            $0.dismissible = false
        }
        var now = try rig.presented(id)
        now = try rig.flick(id, from: 600, by: 60, at: now)
        now = try rig.tap(id, y: 100, at: now + 0.1, expecting: .backdrop)
        try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .fling)])
    }

    // MARK: A backdrop tap to a detent

    /// A tap on the backdrop moves to the detent the policy names, and does nothing there.
    @Test func aBackdropTapMovesToItsDetent() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.3), .fraction(0.6), .fraction(0.9)]) { $0.backdropTap = .moveToDetent(1) }
        var now = try rig.presented(id, detent: 2)
        now = try rig.tap(id, y: 60, at: now, expecting: .backdrop)
        #expect(rig.kinds() == [.detentChanged(from: 2, to: 1, .backdropTap)])
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 1, top: Phone.top(0.6))
        now = try rig.tap(id, y: 60, at: now, expecting: .backdrop)
        #expect(rig.kinds().isEmpty && !rig.engine.isAnimating)
        try rig.engine.moveToDetent(id, detent: 0, now: now)
        now = try rig.run(from: now, for: 1.5)
        _ = rig.events()
        now = try rig.tap(id, y: 60, at: now, expecting: .backdrop)
        #expect(rig.kinds() == [.detentChanged(from: 0, to: 1, .backdropTap)])
    }
}
