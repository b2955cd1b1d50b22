import Foundation
import Testing
@testable import SheetCore

/// Scroll hand-off between a maps-style sheet and its content: detents 200 pt (top 644)
/// and 0.9 (717.3 visible, top 126.7), content scrolling 1000 pt.
@Suite struct ScrollTests {
    static let top0 = 644.0
    static let top1 = Phone.top(0.9)
    static let extent = 1000.0

    /// A maps-style sheet resting at `detent` with a scroll extent of 1000; returns the
    /// rig, the sheet and the time.
    private func mapsSheet(at detent: Int) throws -> (Rig, SheetID, Double) {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .fraction(0.9)]) { $0.largestUndimmedDetent = 0 }
        let now = try rig.presented(id, detent: detent)
        rig.expectRest(id, detent: detent, top: detent == 0 ? Self.top0 : Self.top1)
        try rig.engine.setScrollExtent(id, extent: Self.extent, now: now)
        let frame = rig.frame(id)
        #expect(frame.scrollExtent == Self.extent)
        #expect(frame.contentOffset == 0)
        #expect(frame.gestureOwner == .none)
        return (rig, id, now)
    }

    /// At the highest detent an upward drag scrolls the content and the sheet stays,
    /// resting; a downward drag scrolls it back first, then moves the sheet.
    @Test func upAtTheHighestDetentScrollsThenDownMovesTheSheet() throws {
        let (rig, id, start) = try mapsSheet(at: 1)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: start) == .sheet)
        var t = start
        for i in 1...60 {
            let travel = 5 * Double(i)
            t = start + 0.016 * Double(i)
            try rig.engine.pointerMove(on: id, x: 195, y: 600 - travel, now: t)
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            if i == 1 {
                // Inside the slop: nothing moves, nobody owns it yet.
                #expect(frame.contentOffset == 0)
                #expect(frame.gestureOwner == .none)
            } else {
                #expect(abs(frame.contentOffset - travel) <= 1e-9, "step \(i)")
                #expect(abs(frame.top - Self.top1) <= 1e-9, "step \(i)")
                #expect(frame.gestureOwner == .content, "step \(i)")
                #expect(frame.state == .resting, "step \(i)")
            }
        }
        #expect(rig.kinds().isEmpty)                        // the sheet never moved
        t += 0.06
        try rig.engine.tick(now: t)
        try rig.engine.pointerUp(on: id, x: 195, y: 300, now: t)
        var frame = rig.frame(id)
        #expect(abs(frame.contentOffset - 300) <= 1e-9)
        #expect(frame.gestureOwner == .none)
        #expect(!rig.engine.isAnimating)                    // a slow release: no momentum
        var now = try rig.run(from: t, for: 0.5)
        rig.expectRest(id, detent: 1, top: Self.top1)
        #expect(abs(rig.frame(id).contentOffset - 300) <= 1e-9)
        #expect(rig.kinds().isEmpty)

        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 300, now: now) == .sheet)
        for i in 1...40 {
            let travel = 10 * Double(i)
            t = now + 0.016 * Double(i)
            try rig.engine.pointerMove(on: id, x: 195, y: 300 + travel, now: t)
            try rig.engine.tick(now: t)
            frame = rig.frame(id)
            #expect(abs(frame.contentOffset - max(0, 300 - travel)) <= 1e-9, "step \(i)")
            #expect(abs(frame.top - (Self.top1 + max(0, travel - 300))) <= 1e-9, "step \(i)")
            #expect(frame.gestureOwner == (travel <= 300 ? .content : .sheet), "step \(i)")
            let kinds = rig.kinds()
            if i == 31 {
                #expect(kinds == [.dragBegan(detent: 1)])   // the sheet starts moving
                #expect(frame.state == .dragging)
            } else {
                #expect(kinds.isEmpty, "step \(i)")
            }
        }
        t += 0.06
        try rig.engine.tick(now: t)
        try rig.engine.pointerUp(on: id, x: 195, y: 700, now: t)
        now = try rig.run(from: t, for: 1.5)
        #expect(rig.kinds() == [.dragEnded(detent: 1, .drag)])
        rig.expectRest(id, detent: 1, top: Self.top1)
        #expect(rig.frame(id).contentOffset == 0)
    }

    /// One move past the content's top splits exactly: what scrolls the content back to
    /// 0 goes to it, the rest to the sheet.
    @Test func oneMovePastTheContentsTopSplits() throws {
        let (rig, id, start) = try mapsSheet(at: 1)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: start) == .sheet)
        var now = try rig.moves(id, from: 600, to: 300, start: start, duration: 0.96, steps: 60)
        now += 0.06
        try rig.engine.tick(now: now)
        try rig.engine.pointerUp(on: id, x: 195, y: 300, now: now)
        #expect(abs(rig.frame(id).contentOffset - 300) <= 1e-9)
        now += 0.1
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 300, now: now) == .sheet)
        now += 0.016
        try rig.engine.pointerMove(on: id, x: 195, y: 620, now: now)
        let frame = rig.frame(id)
        #expect(abs(frame.contentOffset) <= 1e-9)
        #expect(abs(frame.top - (Self.top1 + 20)) <= 1e-9)
        #expect(frame.state == .dragging)
        #expect(rig.kinds() == [.dragBegan(detent: 1)])
        try rig.engine.pointerCancel(on: id, now: now)
        try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 1, top: Self.top1)
    }

    /// From the low detent an upward drag lifts the sheet to the top, then scrolls the
    /// content, in one gesture: every point of the finger goes to one or the other.
    @Test func upFromTheLowDetentLiftsTheSheetThenScrolls() throws {
        let (rig, id, start) = try mapsSheet(at: 0)
        let room = Self.top0 - Self.top1                    // 517.3
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 700, now: start) == .sheet)
        var previous = rig.frame(id)
        var t = start
        for i in 1...70 {
            let travel = 10 * Double(i)
            let sheetPart = min(travel, room)
            t = start + 0.016 * Double(i)
            try rig.engine.pointerMove(on: id, x: 195, y: 700 - travel, now: t)
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            #expect(abs(frame.top - (Self.top0 - sheetPart)) <= 1e-9, "step \(i)")
            #expect(abs(frame.contentOffset - (travel - sheetPart)) <= 1e-9, "step \(i)")
            #expect(frame.gestureOwner == (travel <= room ? .sheet : .content), "step \(i)")
            #expect(frame.state == .dragging, "step \(i)")
            let moved = (previous.top - frame.top) + (frame.contentOffset - previous.contentOffset)
            #expect(abs(moved - 10) <= 1e-9, "step \(i): the finger's 10 pt went elsewhere")
            previous = frame
            #expect(rig.kinds() == (i == 1 ? [.dragBegan(detent: 0)] : []), "step \(i)")
        }
        #expect(abs(rig.frame(id).contentOffset - (700 - room)) <= 1e-9)   // 182.7
        t += 0.06
        try rig.engine.tick(now: t)
        try rig.engine.pointerUp(on: id, x: 195, y: 0, now: t)
        try rig.run(from: t, for: 1.5)
        #expect(rig.kinds() == [.dragEnded(detent: 1, .drag), .detentChanged(from: 0, to: 1, .drag)])
        rig.expectRest(id, detent: 1, top: Self.top1)
        #expect(abs(rig.frame(id).contentOffset - (700 - room)) <= 1e-9)
        #expect(!rig.engine.isAnimating)
    }

    /// A fast release while the content owns the gesture hands its velocity to the
    /// content: it decelerates along `ScrollMomentum`, runs a little past the extent and
    /// bounces back onto it; the sheet rests throughout.
    @Test func momentumAfterAReleaseThenABounce() throws {
        let (rig, id, start) = try mapsSheet(at: 1)
        let up = try Self.scrollUpFast(rig, id, start: start)
        var frame = rig.frame(id)
        #expect(abs(frame.contentOffset - 624) <= 1e-9)
        #expect(frame.top == Self.top1)
        #expect(frame.gestureOwner == .none)
        #expect(rig.engine.isAnimating)
        #expect(abs(frame.contentOffset - 624) <= 1e-9)
        #expect(rig.kinds().isEmpty)
        // The content's velocity is the finger's, upward: 1000 pt/s (16 pt every 16 ms).
        #expect(abs(frame.velocity) == 0)
        let momentum = ScrollMomentum(offset: frame.contentOffset, velocity: 1000, upper: Self.extent)

        var previous = frame.contentOffset, previousStep = Double.infinity
        for k in 1...39 {
            let t = up + Double(k) / 60
            try rig.engine.tick(now: t)
            frame = rig.frame(id)
            let step = frame.contentOffset - previous
            #expect(step > 0 && step < previousStep, "frame \(k): the content should keep going up, slower")
            #expect(abs(frame.contentOffset - momentum.sample(elapsed: t - up).offset) <= 1e-6, "frame \(k)")
            previousStep = step
            previous = frame.contentOffset
        }
        var peak = 0.0, peaked = false, below = false, bouncing = false
        for k in 40...240 {
            try rig.engine.tick(now: up + Double(k) / 60)
            frame = rig.frame(id)
            peak = max(peak, frame.contentOffset)
            if frame.contentOffset > Self.extent + 0.5 { peaked = true }
            if peaked && frame.contentOffset < Self.extent - 1e-9 { below = true }
            if peaked && frame.contentOffset > Self.extent + 1e-9 && rig.engine.isAnimating { bouncing = true }
            #expect(frame.top == Self.top1 && frame.state == .resting, "frame \(k): the sheet moved")
        }
        #expect(peaked && peak < Self.extent + 30, "peak \(peak)")
        #expect(!below)
        #expect(bouncing)
        #expect(rig.frame(id).contentOffset == Self.extent)
        #expect(!rig.engine.isAnimating)
        #expect(rig.kinds().isEmpty)
    }

    /// The momentum is a closed form of the time since the release: sampled once, at any
    /// time, it is where the formula says.
    @Test(arguments: [0.1, 0.25, 0.5, 0.65])
    func momentumIsAClosedForm(after dt: Double) throws {
        let (rig, id, start) = try mapsSheet(at: 1)
        let up = try Self.scrollUpFast(rig, id, start: start, tickingEachMove: false)
        try rig.engine.tick(now: up + dt)
        let expected = 624 + 1000 * (pow(0.998, 1000 * dt) - 1) / (1000 * log(0.998))
        #expect(abs(rig.frame(id).contentOffset - expected) <= 1e-6)
    }

    /// A finger on moving content stops it where it is.
    @Test func aFingerStopsTheContent() throws {
        let (rig, id, start) = try mapsSheet(at: 1)
        let up = try Self.scrollUpFast(rig, id, start: start)
        try rig.engine.tick(now: up + 0.2)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 400, now: up + 0.3) == .sheet)
        let held = rig.frame(id).contentOffset
        let momentum = ScrollMomentum(offset: 624, velocity: 1000, upper: Self.extent)
        #expect(abs(held - momentum.sample(elapsed: 0.3).offset) <= 1e-6)
        #expect(!rig.engine.isAnimating)
        try rig.engine.tick(now: up + 0.6)
        #expect(rig.frame(id).contentOffset == held)
        try rig.engine.pointerUp(on: id, x: 195, y: 400, now: up + 0.62)
    }

    /// Dragged past the end of its extent the content is rubber-banded, with the sheet's
    /// visible height as the dimension; released there, it springs back onto the end.
    @Test func releasedPastTheExtentItSpringsBack() throws {
        let (rig, id, start) = try mapsSheet(at: 1)
        try rig.engine.setScrollExtent(id, extent: 100, now: start)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: start) == .sheet)
        var now = try rig.moves(id, from: 600, to: 300, start: start, duration: 0.48, steps: 30)
        let visible = 844 - Self.top1
        let shown = 100 + rubberBand(overshoot: 200, coefficient: 0.55, dimension: visible)
        var frame = rig.frame(id)
        #expect(abs(frame.contentOffset - shown) < 1e-9)
        #expect(frame.top == Self.top1 && frame.state == .resting && frame.gestureOwner == .content)
        now += 0.06
        try rig.engine.tick(now: now)
        try rig.engine.pointerUp(on: id, x: 195, y: 300, now: now)
        #expect(rig.engine.isAnimating)
        let bounce = ScrollMomentum(offset: rig.frame(id).contentOffset, velocity: 0, upper: 100)
        for dt in [0.05, 0.1, 0.2, 0.4] {
            try rig.engine.tick(now: now + dt)
            frame = rig.frame(id)
            #expect(abs(frame.contentOffset - bounce.sample(elapsed: dt).offset) < 1e-9)
            #expect(frame.contentOffset > 100)               // critically damped: never below
        }
        now = try rig.run(from: now + 0.4, for: 2)
        #expect(rig.frame(id).contentOffset == 100)
        #expect(!rig.engine.isAnimating)
        rig.expectRest(id, detent: 1, top: Self.top1)
        #expect(rig.kinds().isEmpty)
    }

    /// A sideways drag goes to the host; a slow downward drag with the content at its
    /// top moves the sheet.
    @Test func sidewaysThenDown() throws {
        let (rig, id, start) = try mapsSheet(at: 1)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 500, now: start) == .sheet)
        var t = start
        for i in 1...4 {
            t = start + 0.016 * Double(i)
            try rig.engine.pointerMove(on: id, x: 195 + 10 * Double(i), y: 500 + 0.5 * Double(i), now: t)
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            #expect(frame.gestureOwner == .host && frame.top == Self.top1 && frame.contentOffset == 0 && frame.state == .resting)
        }
        try rig.engine.pointerUp(on: id, x: 235, y: 502, now: t)
        var now = try rig.run(from: t, for: 0.5)
        rig.expectRest(id, detent: 1, top: Self.top1)
        #expect(rig.frame(id).gestureOwner == .none)
        #expect(rig.kinds().isEmpty)

        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 300, now: now) == .sheet)
        for i in 1...20 {
            let travel = 5 * Double(i)
            t = now + 0.016 * Double(i)
            try rig.engine.pointerMove(on: id, x: 195, y: 300 + travel, now: t)
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            if i == 1 {
                #expect(frame.top == Self.top1 && frame.gestureOwner == .none)
            } else {
                #expect(abs(frame.top - (Self.top1 + travel)) <= 1e-9, "step \(i)")
                #expect(frame.gestureOwner == .sheet && frame.contentOffset == 0 && frame.state == .dragging, "step \(i)")
            }
            #expect(rig.kinds() == (i == 2 ? [.dragBegan(detent: 1)] : []), "step \(i)")
        }
        t += 0.06
        try rig.engine.tick(now: t)
        try rig.engine.pointerUp(on: id, x: 195, y: 400, now: t)
        now = try rig.run(from: t, for: 1.5)
        #expect(rig.kinds() == [.dragEnded(detent: 1, .drag)])
        rig.expectRest(id, detent: 1, top: Self.top1)
    }

    /// The extent's arguments, clamping into a new extent, and the reset a content swap
    /// makes.
    @Test func extentRules() throws {
        let (rig, id, start) = try mapsSheet(at: 1)
        for (extent, now, issue) in [
            (-1.0, start, SheetError.Issue.outOfRange(.scrollExtent, -1, .atLeast(0))),
            (.infinity, start, .notFinite(.scrollExtent, .infinity)),
            (10, -.infinity, .notFinite(.now, -.infinity)),
        ] {
            let error = #expect(throws: SheetError.self) { try rig.engine.setScrollExtent(id, extent: extent, now: now) }
            #expect(error == SheetError(.invalidArgument, issue))
        }
        #expect(rig.frame(id).scrollExtent == Self.extent)

        var now = try rig.slowDrag(id, from: 600, by: -300, at: start)
        #expect(abs(rig.frame(id).contentOffset - 300) <= 1e-9)
        try rig.engine.setScrollExtent(id, extent: 100, now: now)
        var frame = rig.frame(id)
        #expect(frame.contentOffset == 100)
        #expect(frame.scrollExtent == 100)
        try rig.engine.setContent(id, contentID: 77, height: 300, now: now)
        frame = rig.frame(id)
        #expect(frame.contentOffset == 0)
        #expect(frame.scrollExtent == 0)
        now = try rig.run(from: now, for: 0.5)
        // Not scrollable: an upward drag at the highest detent is rubber-banded.
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 600, now: now) == .sheet)
        now = try rig.moves(id, from: 600, to: 500, start: now, duration: 0.2, steps: 10)
        frame = rig.frame(id)
        #expect(frame.contentOffset == 0)
        #expect(abs(frame.top - (Self.top1 - rubberBand(overshoot: 100, coefficient: 0.55, dimension: 844))) < 1e-9)
        try rig.engine.pointerCancel(on: id, now: now)
    }

    /// 38 moves of 16 pt every 16 ms up from 700 (1000 pt/s), then up 16 ms later, 16 pt
    /// higher: the content is at 624 and takes the finger's momentum. Returns the up time.
    private static func scrollUpFast(_ rig: Rig, _ id: SheetID, start: Double, tickingEachMove: Bool = true) throws -> Double {
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 700, now: start) == .sheet)
        for i in 1...38 {
            let t = start + 0.016 * Double(i)
            try rig.engine.pointerMove(on: id, x: 195, y: 700 - 16 * Double(i), now: t)
            if tickingEachMove { try rig.engine.tick(now: t) }
        }
        #expect(rig.frame(id).gestureOwner == .content)
        let up = start + 0.016 * 39
        try rig.engine.pointerUp(on: id, x: 195, y: 700 - 16 * 39, now: up)
        return up
    }

    // MARK: Content that scrolls first

    /// The maps sheet with `ContentInteraction.scrolls`, resting at `detent`.
    private func scrollingFirst(at detent: Int) throws -> (Rig, SheetID, Double) {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .fraction(0.9)]) {
            $0.largestUndimmedDetent = 0
            $0.contentInteraction = .scrolls
        }
        let now = try rig.presented(id, detent: detent)
        try rig.engine.setScrollExtent(id, extent: Self.extent, now: now)
        return (rig, id, now)
    }

    /// At the low detent an upward drag on the content scrolls it; the sheet stays
    /// resting, and the release hands the content its momentum.
    @Test func scrollingFirstAnUpwardDragScrollsAtTheLowDetent() throws {
        let (rig, id, start) = try scrollingFirst(at: 0)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 740, now: start) == .sheet)
        var t = start
        for i in 2...20 {
            t = start + 0.016 * Double(i)
            try rig.engine.pointerMove(on: id, x: 195, y: 740 - 5 * Double(i), now: t)
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            #expect(abs(frame.contentOffset - 5 * Double(i)) <= 1e-9, "step \(i)")
            #expect(frame.top == Self.top0 && frame.state == .resting && frame.gestureOwner == .content)
        }
        try rig.engine.pointerUp(on: id, x: 195, y: 640, now: t)
        #expect(rig.kinds().isEmpty)
        #expect(rig.engine.isAnimating)                     // the content runs on
        try rig.run(from: t, for: 3)
        rig.expectRest(id, detent: 0, top: Self.top0)
        #expect(rig.frame(id).contentOffset > 100)
    }

    /// The same drag with the content resizing first lifts the sheet.
    @Test func resizingFirstTheSameDragLiftsTheSheet() throws {
        let (rig, id, start) = try mapsSheet(at: 0)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 740, now: start) == .sheet)
        try rig.moves(id, from: 740, to: 640, start: start, duration: 0.32, steps: 20)
        let frame = rig.frame(id)
        #expect(frame.top == Self.top0 - 100 && frame.contentOffset == 0 && frame.state == .dragging)
        try rig.engine.pointerCancel(on: id, now: start + 0.32)
    }

    /// From the grabber band the sheet moves, whatever the content could do; a downward
    /// drag with the content at its top moves the sheet too.
    @Test func scrollingFirstTheGrabberBandAndADownwardDragMoveTheSheet() throws {
        let (rig, id, start) = try scrollingFirst(at: 0)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: Self.top0 + 10, now: start) == .sheet)
        var t = try rig.moves(id, from: Self.top0 + 10, to: Self.top0 - 90, start: start, duration: 0.32, steps: 20)
        var frame = rig.frame(id)
        #expect(abs(frame.top - (Self.top0 - 100)) <= 1e-9 && frame.contentOffset == 0)
        #expect(frame.gestureOwner == .sheet)
        try rig.engine.pointerCancel(on: id, now: t)
        t = try rig.run(from: t, for: 1.5)
        _ = rig.events()
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 740, now: t) == .sheet)
        t = try rig.moves(id, from: 740, to: 790, start: t, duration: 0.16, steps: 10)
        frame = rig.frame(id)
        #expect(abs(frame.top - (Self.top0 + 50)) <= 1e-9 && frame.contentOffset == 0)
        try rig.engine.pointerCancel(on: id, now: t)
    }

    /// Down first, then up past where it began: the sheet comes back to its detent's top
    /// and the content takes the rest, in one drag; the release leaves the sheet at its
    /// detent (not the highest) and gives the content the finger's speed.
    @Test func scrollingFirstTheSheetHandsOverAtItsOwnDetent() throws {
        let (rig, id, start) = try scrollingFirst(at: 0)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 740, now: start) == .sheet)
        var t = try rig.moves(id, from: 740, to: 800, start: start, duration: 0.2, steps: 12)
        #expect(abs(rig.frame(id).top - (Self.top0 + 60)) <= 1e-9)
        t = try rig.moves(id, from: 800, to: 640, start: t, duration: 0.16, steps: 16)
        let frame = rig.frame(id)
        #expect(abs(frame.top - Self.top0) <= 1e-9)
        #expect(abs(frame.contentOffset - 100) <= 1e-9)
        #expect(frame.gestureOwner == .content && frame.state == .dragging)
        try rig.engine.pointerUp(on: id, x: 195, y: 640, now: t)
        #expect(rig.kinds() == [.dragBegan(detent: 0), .dragEnded(detent: 0, .drag)])
        // The finger moved 10 points every 10 ms: the content runs on at about 1000 pt/s.
        try rig.engine.tick(now: t + 0.1)
        #expect(rig.frame(id).contentOffset > 170)
        try rig.run(from: t + 0.1, for: 3)
        rig.expectRest(id, detent: 0, top: Self.top0)
    }

    /// Content that cannot scroll leaves every drag to the sheet.
    @Test func scrollingFirstContentThatCannotScrollMovesTheSheet() throws {
        let (rig, id, start) = try scrollingFirst(at: 0)
        try rig.engine.setScrollExtent(id, extent: 0, now: start)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 740, now: start) == .sheet)
        let t = try rig.moves(id, from: 740, to: 640, start: start, duration: 0.32, steps: 20)
        #expect(rig.frame(id).top == Self.top0 - 100)
        try rig.engine.pointerCancel(on: id, now: t)
    }
}
