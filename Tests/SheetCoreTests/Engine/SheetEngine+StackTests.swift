import Foundation
import Testing
@testable import SheetCore

/// How far a sheet pushed over another covers it, from its frame: the share of its
/// detent's height that shows, times its opacity.
private func coverage(_ above: SheetFrame, detentHeight: Double) -> Double {
    min(1, max(0, (844 - above.top) / detentHeight)) * above.opacity
}

/// Sheets presented over sheets: push (the sheet below recedes: scale 1 − 0.08·p,
/// overlay 0.2·p), switch away, replace; the top of the stack takes the pointers.
@Suite struct StackTests {
    @Test func recedeConstants() {
        #expect(SheetEngine.recededScale == 0.92)
        #expect(SheetEngine.recededOverlayAlpha == 0.2)
    }

    /// The sheet below recedes exactly in step with the one pushed over it, stays where
    /// it is, and comes back in step when that one is dismissed.
    @Test func pushRecedesTheSheetBelowInStep() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.6)])
        let b = try rig.sheet([.fraction(0.5)])
        let topA = Phone.top(0.6), hB = Phone.height(0.5)
        #expect(rig.engine.topSheet == nil)
        var now = try rig.presented(a)
        var fa = rig.frame(a)
        #expect(fa.scale == 1 && fa.overlayAlpha == 0)
        #expect(rig.engine.topSheet == a)

        try rig.engine.present(b, now: now)
        #expect(rig.engine.topSheet == b)
        var previousScale = 1.0
        for k in 1...90 {
            let t = now + Double(k) / 60
            try rig.engine.tick(now: t)
            fa = rig.frame(a)
            let fb = rig.frame(b)
            let p = coverage(fb, detentHeight: hB)
            #expect(abs(fa.scale - (1 - (1 - SheetEngine.recededScale) * p)) <= 1e-9, "t \(t)")
            #expect(abs(fa.overlayAlpha - SheetEngine.recededOverlayAlpha * p) <= 1e-9, "t \(t)")
            #expect(fa.scale <= previousScale + 1e-12)
            previousScale = fa.scale
            #expect(fa.state == .resting && fa.top == topA && fa.detent == 0 && fa.opacity == 1)
        }
        now += 1.5
        rig.expectRest(b, detent: 0, top: Phone.top(0.5))
        fa = rig.frame(a)
        #expect(abs(fa.scale - 0.92) <= 1e-12)
        #expect(abs(fa.overlayAlpha - 0.2) <= 1e-12)
        #expect(rig.frame(b).scale == 1 && rig.frame(b).overlayAlpha == 0)
        let events = rig.events()
        #expect(events.map(\.kind) == [.willPresent(detent: 0), .didPresent(detent: 0)])
        #expect(events.allSatisfy { $0.sheet == b })

        // A is covered: it takes no pointers, on it or above it.
        #expect(try rig.engine.pointerDown(on: a, x: 195, y: 600, now: now) == .none)
        #expect(try rig.engine.pointerDown(on: a, x: 195, y: 100, now: now) == .none)
        let up = #expect(throws: SheetError.self) { try rig.engine.pointerUp(on: a, x: 195, y: 600, now: now) }
        #expect(up == SheetError(.invalidState, .noPointerDown))

        // Dismissing B brings A back in step.
        try rig.engine.dismiss(b, now: now)
        for k in 1...90 {
            let t = now + Double(k) / 60
            try rig.engine.tick(now: t)
            let fb = rig.frame(b)
            fa = rig.frame(a)
            if fb.state == .dismissing {
                let p = coverage(fb, detentHeight: hB)
                #expect(abs(fa.scale - (1 - 0.08 * p)) <= 1e-9 && abs(fa.overlayAlpha - 0.2 * p) <= 1e-9, "t \(t)")
            }
        }
        now += 1.5
        rig.expectHidden(b)
        rig.expectRest(a, detent: 0, top: topA)
        fa = rig.frame(a)
        #expect(fa.scale == 1 && fa.overlayAlpha == 0)
        #expect(rig.engine.topSheet == a)
        let back = rig.events()
        #expect(back.map(\.kind) == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(back.allSatisfy { $0.sheet == b })

        // A takes pointers again.
        now = try rig.tap(a, y: 600, at: now, expecting: .sheet)
        try rig.engine.dismiss(a, now: now)
        try rig.run(from: now, for: 1.5)
        #expect(rig.engine.topSheet == nil)
    }

    /// `.switchAway` takes the sheet below out of view with its dismiss transition and
    /// brings it back when the top one is dismissed; the one below never recedes.
    @Test func switchAwayTakesTheSheetBelowOutOfView() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.4), .fraction(0.8)]) { $0.dismiss = .slide(duration: 0.2, curve: .linear) }
        let b = try rig.sheet([.fraction(0.5)]) { $0.stack = .switchAway }
        let topA = Phone.top(0.8)
        var now = try rig.presented(a, detent: 1)
        try rig.engine.present(b, now: now)
        try rig.engine.tick(now: now + 0.1)
        let fa = rig.frame(a)
        #expect(abs(fa.top - (topA + (844 - topA) * 0.5)) < 1e-9)
        #expect(fa.scale == 1 && fa.overlayAlpha == 0)
        now = try rig.run(from: now + 0.1, for: 1.5)
        rig.expectHidden(a)
        #expect(rig.engine.topSheet == b)
        #expect(rig.kinds(of: a).isEmpty)
        try rig.engine.dismiss(b, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(a, detent: 1, top: topA)
        #expect(rig.engine.topSheet == a)
        #expect(rig.kinds(of: a).isEmpty)
    }

    /// `.replace` dismisses the sheet below with reason `.replaced`; it stays gone.
    @Test func replaceDismissesTheSheetBelow() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.6)])
        let b = try rig.sheet([.fraction(0.5)]) { $0.stack = .replace }
        var now = try rig.presented(a)
        try rig.engine.present(b, now: now)
        var events = rig.events()
        #expect(events.map(\.kind) == [.willPresent(detent: 0), .willDismiss(.replaced)])
        #expect(events.map(\.sheet) == [b, a])
        #expect(rig.frame(a).state == .dismissing)
        #expect(rig.engine.topSheet == b)
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(a)
        rig.expectRest(b, detent: 0, top: Phone.top(0.5))
        events = rig.events()
        #expect(events.filter { $0.sheet == a }.map(\.kind) == [.didDismiss(.replaced)])
        #expect(events.filter { $0.sheet == b }.map(\.kind) == [.didPresent(detent: 0)])
        #expect(events.count == 2)
        #expect(rig.frame(a).scale == 1 && rig.frame(a).overlayAlpha == 0)

        try rig.engine.dismiss(b, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(a)
        rig.expectHidden(b)
        #expect(rig.engine.topSheet == nil)
        events = rig.events()
        #expect(events.map(\.kind) == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(events.allSatisfy { $0.sheet == b })
    }

    /// A sheet replaced while it was only on its way back in view is gone at once.
    @Test func replacingASheetOutOfViewEndsItAtOnce() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.6)])
        let b = try rig.sheet([.fraction(0.5)]) { $0.stack = .replace }
        try rig.engine.present(a, now: 0)
        try rig.engine.present(b, now: 0)
        #expect(rig.kinds(of: a) == [.willPresent(detent: 0), .transitionCancelled(.presentation(detent: 0)),
                                     .willDismiss(.replaced), .didDismiss(.replaced)])
        rig.expectHidden(a)
        #expect(rig.engine.topSheet == b)
    }

    /// A sheet switched away beneath one that another replaces stays away until the
    /// replacing sheet is dismissed, whether the replaced one was in view or not.
    @Test(arguments: [true, false])
    func aSwitchedAwaySheetStaysAwayUnderTheReplacingSheet(replacedInView: Bool) throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.6)])
        let b = try rig.sheet([.fraction(0.5)]) { $0.stack = .switchAway }
        let c = try rig.sheet([.fraction(0.4)]) { $0.stack = .replace }
        var now = try rig.presented(a)
        try rig.engine.present(b, now: now)
        if replacedInView {
            now = try rig.run(from: now, for: 1.5)
            rig.expectHidden(a)
        }
        try rig.engine.present(c, now: now)
        #expect(rig.frame(b).state == (replacedInView ? .dismissing : .hidden))
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(b)
        rig.expectRest(c, detent: 0, top: Phone.top(0.4))
        #expect(rig.engine.topSheet == c)
        rig.expectHidden(a)
        try rig.engine.dismiss(c, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(a, detent: 0, top: Phone.top(0.6))
        #expect(rig.engine.topSheet == a)
    }

    /// A fade-presented and a slide-presented sheet on one clock, then a third pushed
    /// over them: each follows its own animator, the covered ones recede in step.
    @Test func fadeAndSlideOnOneClockThenAThirdPushed() throws {
        let rig = try Rig()
        let fade = try rig.sheet([.fraction(0.5)]) {
            $0.present = Transition(animator: "fade")
            $0.userTag = 0xFADE
        }
        let slide = try rig.sheet([.fraction(0.6)]) {
            $0.present = Transition(animator: "slide")
            $0.userTag = 0x511DE
        }
        let topF = Phone.top(0.5), topS = Phone.top(0.6)
        try rig.engine.present(fade, now: 0)
        try rig.engine.present(slide, now: 0)
        var previousTop = 844.0
        for k in 1...30 {
            let t = Double(k) / 60
            try rig.engine.tick(now: t)
            let ff = rig.frame(fade), fs = rig.frame(slide)
            // Fade: in place, opacity linear over 0.25 s.
            #expect(ff.top == topF)
            #expect(abs(ff.opacity - min(1, t / 0.25)) <= 1e-9, "t \(t)")
            #expect(ff.state == (k < 15 ? .presenting : .resting), "t \(t)")
            // Slide: full opacity, ease-out over exactly 0.3 s.
            #expect(fs.opacity == 1)
            #expect(fs.state == (k < 18 ? .presenting : .resting), "t \(t)")
            if k < 18 {
                let expected = 844 + (topS - 844) * TimingCurve.easeOut.value(at: t / 0.3)
                #expect(abs(fs.top - expected) <= 1e-9 && fs.top < previousTop, "t \(t)")
            } else {
                #expect(fs.top == topS)
            }
            previousTop = fs.top
            let p = coverage(fs, detentHeight: Phone.height(0.6))
            #expect(abs(ff.scale - (1 - 0.08 * p)) <= 1e-9 && abs(ff.overlayAlpha - 0.2 * p) <= 1e-9, "t \(t)")
        }
        let events = rig.events()
        #expect(events.map(\.kind) == [.willPresent(detent: 0), .willPresent(detent: 0), .didPresent(detent: 0), .didPresent(detent: 0)])
        #expect(events.map(\.sheet) == [fade, slide, fade, slide])
        #expect(events.map(\.time) == [0, 0, 0.25, 0.3])
        #expect(events.map(\.userTag) == [0xFADE, 0x511DE, 0xFADE, 0x511DE])
        #expect(rig.engine.topSheet == slide)

        var now = 1.0
        try rig.engine.tick(now: now)
        let third = try rig.sheet([.fraction(0.4)])
        try rig.engine.present(third, now: now)
        #expect(rig.engine.topSheet == third)
        for k in 1...90 {
            let t = now + Double(k) / 60
            try rig.engine.tick(now: t)
            let ff = rig.frame(fade), fs = rig.frame(slide), ft = rig.frame(third)
            let p = coverage(ft, detentHeight: Phone.height(0.4))
            #expect(abs(fs.scale - (1 - 0.08 * p)) <= 1e-9 && abs(fs.overlayAlpha - 0.2 * p) <= 1e-9, "t \(t)")
            #expect(abs(ff.scale - 0.92) <= 1e-9 && abs(ff.overlayAlpha - 0.2) <= 1e-9, "t \(t)")
            #expect(fs.top == topS && ff.top == topF)
        }
        now += 1.5
        try rig.engine.dismiss(third, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(third)
        rig.expectRest(slide, detent: 0, top: topS)
        rig.expectRest(fade, detent: 0, top: topF)
        #expect(rig.frame(slide).scale == 1 && rig.frame(slide).overlayAlpha == 0)
        #expect(abs(rig.frame(fade).scale - 0.92) <= 1e-9)
        #expect(rig.engine.topSheet == slide)
        #expect(rig.events().allSatisfy { $0.sheet == third })
    }

    /// A sheet taken out of the middle: the one below recedes under the one above it now.
    @Test func aSheetTakenOutOfTheMiddle() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.6)])
        let b = try rig.sheet([.fraction(0.5)])
        let c = try rig.sheet([.fraction(0.4)])
        var now = try rig.presented(a)
        now = try rig.presented(b, at: now)
        now = try rig.presented(c, at: now)
        #expect(abs(rig.frame(a).scale - 0.92) <= 1e-9 && abs(rig.frame(a).overlayAlpha - 0.2) <= 1e-9)
        #expect(rig.engine.topSheet == c)

        try rig.engine.destroySheet(b)
        var fa = rig.frame(a)
        #expect(abs(fa.scale - 0.92) <= 1e-9 && abs(fa.overlayAlpha - 0.2) <= 1e-9)
        #expect(rig.frame(c).scale == 1 && rig.frame(c).overlayAlpha == 0)

        try rig.engine.dismiss(c, now: now)
        try rig.engine.tick(now: now + 0.1)
        fa = rig.frame(a)
        let p = coverage(rig.frame(c), detentHeight: Phone.height(0.4))
        #expect(p > 0 && p < 1)
        #expect(abs(fa.overlayAlpha - 0.2 * p) <= 1e-9)
        #expect(abs(fa.scale - (1 - 0.08 * p)) <= 1e-9)
        now = try rig.run(from: now + 0.1, for: 1.5)
        rig.expectHidden(c)
        #expect(rig.frame(a).scale == 1 && rig.frame(a).overlayAlpha == 0)
        #expect(rig.engine.topSheet == a)
    }

    /// Only the sheet on top takes pointers; a sheet presented again goes back on top.
    @Test func onlyTheTopSheetTakesPointers() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.6)])
        let b = try rig.sheet([.fraction(0.3)])
        var now = try rig.presented(a)
        now = try rig.presented(b, at: now)
        #expect(try rig.engine.pointerDown(on: a, x: 195, y: 500, now: now) == .none)
        #expect(try rig.engine.pointerDown(on: b, x: 195, y: 700, now: now) == .sheet)
        try rig.engine.pointerCancel(on: b, now: now)
        // Dismissing the one below leaves the top alone.
        try rig.engine.dismiss(a, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(a)
        #expect(rig.engine.topSheet == b)
        rig.expectRest(b, detent: 0, top: Phone.top(0.3))
        #expect(rig.frame(b).scale == 1)
        now = try rig.presented(a, at: now)
        #expect(rig.engine.topSheet == a)
        #expect(try rig.engine.pointerDown(on: b, x: 195, y: 700, now: now) == .none)
        #expect(abs(rig.frame(b).scale - 0.92) <= 1e-9)
    }
}
