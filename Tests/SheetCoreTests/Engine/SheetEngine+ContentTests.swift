import Foundation
import Testing
@testable import SheetCore

/// Content in one container: swaps cross-fade with the content transition, `.content`
/// detents follow the content's height (content height + the bottom inset, 34).
@Suite struct ContentTests {
    /// A hidden sheet takes its content at once; a resting one cross-fades (the default
    /// fade, 0.25 s, linear) while its `.content` detent moves to the new height in the
    /// same motion.
    @Test func aSwapCrossFadesWithTheHeight() throws {
        let rig = try Rig()
        let id = try rig.sheet([.content])
        let top1 = Phone.contentTop(300), top2 = Phone.contentTop(450)

        try rig.engine.setContent(id, contentID: 11, height: 300, now: 0)
        var events = rig.events()
        #expect(events == [SheetEvent(.contentChanged(detent: nil), sheet: id, time: 0, contentID: 11)])
        var frame = rig.frame(id)
        #expect(frame.state == .hidden && frame.top == 844)
        #expect(frame.contentID == 11 && frame.outgoingContentID == nil)
        #expect(frame.contentAlpha == 1 && frame.outgoingContentAlpha == 0)
        #expect(!rig.engine.isAnimating)

        // The presentation shows that content fully from the first frame.
        try rig.engine.present(id, now: 0)
        for k in 1...90 {
            try rig.engine.tick(now: Double(k) / 60)
            frame = rig.frame(id)
            #expect(frame.contentID == 11 && frame.contentAlpha == 1 && frame.outgoingContentID == nil && frame.outgoingContentAlpha == 0)
        }
        var now = 1.5
        rig.expectRest(id, detent: 0, top: top1)
        events = rig.events()
        #expect(events.map(\.kind) == [.willPresent(detent: 0), .didPresent(detent: 0)])
        #expect(events.allSatisfy { $0.contentID == 11 })

        try rig.engine.setContent(id, contentID: 22, height: 450, now: now)
        events = rig.events()
        #expect(events.map(\.kind) == [.contentChanged(detent: 0)])
        #expect(events.first?.contentID == 22)
        frame = rig.frame(id)
        #expect(frame.state == .settling && frame.detent == 0)
        #expect(frame.contentID == 22 && frame.outgoingContentID == 11)
        #expect(frame.contentAlpha == 0 && frame.outgoingContentAlpha == 1)
        #expect(frame.top == top1)
        #expect(rig.engine.isAnimating)
        for k in 1...9 {
            let p = 0.1 * Double(k), t = now + 0.025 * Double(k)
            try rig.engine.tick(now: t)
            frame = rig.frame(id)
            #expect(abs(frame.contentAlpha - p) <= 1e-9, "+\(t - now)")
            #expect(abs(frame.outgoingContentAlpha - (1 - p)) <= 1e-9, "+\(t - now)")
            #expect(abs(frame.top - (top1 + (top2 - top1) * p)) <= 1e-9, "+\(t - now)")
            #expect(frame.opacity == 1)
            #expect(frame.state == .settling)
            #expect(frame.contentID == 22 && frame.outgoingContentID == 11)
        }
        try rig.engine.tick(now: now + 0.25)
        rig.expectRest(id, detent: 0, top: top2)
        frame = rig.frame(id)
        #expect(frame.contentID == 22 && frame.outgoingContentID == nil)
        #expect(frame.contentAlpha == 1 && frame.outgoingContentAlpha == 0 && frame.opacity == 1)
        #expect(!rig.engine.isAnimating)
        #expect(rig.kinds().isEmpty)
        now += 0.25
    }

    /// A content transition with its own duration; a `.points` detent does not move.
    @Test func aContentTransitionWithItsOwnDuration() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(400)]) { $0.content = .fade(duration: 0.5) }
        try rig.engine.setContent(id, contentID: 5, height: 100, now: 0)
        let now = try rig.presented(id)
        rig.expectRest(id, detent: 0, top: 444)
        try rig.engine.setContent(id, contentID: 6, height: 700, now: now)
        for k in 1...7 {
            let t = now + 0.0625 * Double(k), p = 0.125 * Double(k)
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            #expect(abs(frame.contentAlpha - p) <= 1e-9)
            #expect(abs(frame.outgoingContentAlpha - (1 - p)) <= 1e-9)
            #expect(frame.top == 444 && frame.opacity == 1)
        }
        try rig.engine.tick(now: now + 0.5)
        rig.expectRest(id, detent: 0, top: 444)
        #expect(rig.frame(id).contentID == 6 && rig.frame(id).outgoingContentID == nil && rig.frame(id).contentAlpha == 1)
        #expect(rig.kinds() == [.contentChanged(detent: 0)])
    }

    /// A → B → C 50 ms apart: B keeps the alpha it had reached as it fades out, and the
    /// sheet ends on C fully shown.
    @Test func rapidSwaps() throws {
        let rig = try Rig()
        let id = try rig.sheet([.content])
        let topA = Phone.contentTop(300), topB = Phone.contentTop(450), topC = Phone.contentTop(200)
        try rig.engine.setContent(id, contentID: 0xA, height: 300, now: 0)
        var now = try rig.presented(id)
        try rig.engine.setContent(id, contentID: 0xB, height: 450, now: now)
        try rig.engine.tick(now: now + 0.05)
        let before = rig.frame(id)
        #expect(abs(before.contentAlpha - 0.2) <= 1e-9)
        #expect(abs(before.outgoingContentAlpha - 0.8) <= 1e-9)
        #expect(abs(before.top - (topA + (topB - topA) * 0.2)) <= 1e-9)
        now += 0.05
        try rig.engine.setContent(id, contentID: 0xC, height: 200, now: now)
        var frame = rig.frame(id)
        #expect(frame.contentID == 0xC && frame.outgoingContentID == 0xB)
        #expect(frame.contentAlpha == 0)
        #expect(abs(frame.outgoingContentAlpha - before.contentAlpha) <= 1e-9)   // no flash to 1
        #expect(abs(frame.top - before.top) <= 1e-9)
        var previousOut = frame.outgoingContentAlpha
        for k in 1..<15 {
            let t = now + Double(k) / 60
            try rig.engine.tick(now: t)
            frame = rig.frame(id)
            #expect(frame.outgoingContentAlpha <= previousOut + 1e-12)
            previousOut = frame.outgoingContentAlpha
            #expect(abs(frame.contentAlpha - (t - now) / 0.25) <= 1e-9)
            #expect(abs(frame.outgoingContentAlpha - 0.2 * (1 - (t - now) / 0.25)) <= 1e-9)
            #expect(abs(frame.top - (before.top + (topC - before.top) * (t - now) / 0.25)) <= 1e-9)
            #expect(frame.outgoingContentID == 0xB && frame.opacity == 1)
        }
        try rig.engine.tick(now: now + 0.25)
        rig.expectRest(id, detent: 0, top: topC)
        frame = rig.frame(id)
        #expect(frame.contentID == 0xC && frame.outgoingContentID == nil && frame.contentAlpha == 1 && frame.outgoingContentAlpha == 0)
        let events = rig.events()
        #expect(events.map(\.kind) == [.contentChanged(detent: 0), .contentChanged(detent: 0)])
        #expect(events.map(\.contentID) == [0xB, 0xC])
    }

    /// The same content with a new height only resizes, with the settle transition.
    @Test func theSameContentWithANewHeightOnlyResizes() throws {
        let rig = try Rig()
        let id = try rig.sheet([.content]) { $0.settle = .slide(duration: 0.2, curve: .linear) }
        try rig.engine.setContent(id, contentID: 9, height: 300, now: 0)
        let now = try rig.presented(id)
        try rig.engine.setContent(id, contentID: 9, height: 500, now: now)
        try rig.engine.tick(now: now + 0.125)
        let frame = rig.frame(id)
        #expect(frame.contentID == 9 && frame.outgoingContentID == nil)
        #expect(frame.contentAlpha == 1 && frame.outgoingContentAlpha == 0)
        let top300 = Phone.contentTop(300), top500 = Phone.contentTop(500)
        #expect(abs(frame.top - (top300 + (top500 - top300) * 0.625)) <= 1e-9)
        try rig.engine.tick(now: now + 0.25)
        rig.expectRest(id, detent: 0, top: top500)
        #expect(rig.kinds() == [.contentChanged(detent: 0)])
    }

    /// `.content` detents follow `setContentHeight` with the settle transition (here the
    /// default, critically damped spring), clamped to the available height.
    @Test func contentDetentsFollowTheHeight() throws {
        let rig = try Rig()
        let id = try rig.sheet([.content])
        try rig.engine.setContent(id, contentID: 1, height: 300, now: 0)
        var now = try rig.presented(id)
        rig.expectRest(id, detent: 0, top: 510)

        try rig.engine.setContentHeight(id, height: 400, now: now)
        #expect(rig.frame(id).state == .settling)
        #expect(rig.frame(id).top == 510)
        try rig.engine.tick(now: now + 0.05)
        #expect(abs(rig.frame(id).top - (410 + criticallyDampedRemaining(100, at: 0.05))) <= 1e-9)
        var previous = rig.frame(id).top
        for k in 1...87 {
            try rig.engine.tick(now: now + 0.05 + Double(k) / 60)
            let top = rig.frame(id).top
            #expect(top <= previous + 1e-9 && top >= 410 - 1e-9)   // no going back, no overshoot
            previous = top
        }
        now = try rig.run(from: now + 0.05 + 87.0 / 60, for: 0.1)
        rig.expectRest(id, detent: 0, top: 410)
        #expect(rig.frame(id).height == 434)

        // Taller than the available height: 797 visible, the top at the safe top.
        try rig.engine.setContentHeight(id, height: 1000, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: 47)
        #expect(rig.frame(id).height == 797 && rig.frame(id).progress == 1)
        try rig.engine.setContentHeight(id, height: 100, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.contentTop(100))
        #expect(rig.kinds().isEmpty)

        for height in [-1.0, .infinity] {
            let error = #expect(throws: SheetError.self) { try rig.engine.setContentHeight(id, height: height, now: now) }
            #expect(error == SheetError(.invalidArgument, height.isFinite ? .outOfRange(.contentHeight, -1, .atLeast(0)) : .notFinite(.contentHeight, height)))
        }
        rig.expectRest(id, detent: 0, top: Phone.contentTop(100))

        // A .points sheet does not follow its content's height.
        let fixed = try rig.sheet([.points(300)])
        now = try rig.presented(fixed, at: now)
        try rig.engine.setContentHeight(fixed, height: 600, now: now)
        #expect(!rig.engine.isAnimating)
        rig.expectRest(fixed, detent: 0, top: 544)
    }

    /// With a linear slide as the settle transition the height follows it exactly.
    @Test func contentHeightWithALinearSlide() throws {
        let rig = try Rig()
        let id = try rig.sheet([.content]) { $0.settle = .slide(duration: 0.2, curve: .linear) }
        try rig.engine.setContent(id, contentID: 1, height: 300, now: 0)
        var now = try rig.presented(id)
        try rig.engine.setContentHeight(id, height: 400, now: now)
        try rig.engine.tick(now: now + 0.0625)
        #expect(abs(rig.frame(id).top - (510 - 100 * 0.3125)) <= 1e-9)
        try rig.engine.tick(now: now + 0.125)
        #expect(abs(rig.frame(id).top - (510 - 100 * 0.625)) <= 1e-9)
        #expect(rig.frame(id).state == .settling)
        now += 0.25
        try rig.engine.tick(now: now)
        rig.expectRest(id, detent: 0, top: 410)
        try rig.engine.setContentHeight(id, height: 5000, now: now)
        try rig.engine.tick(now: now + 0.125)
        #expect(abs(rig.frame(id).top - (410 + (47 - 410) * 0.625)) <= 1e-9)
        try rig.engine.tick(now: now + 0.25)
        rig.expectRest(id, detent: 0, top: 47)
    }

    /// Swapped on a hidden sheet, the content is what the next presentation shows; on a
    /// sheet that is moving in, the swap is immediate and the detent follows.
    @Test func aSwapOnAHiddenOrPresentingSheetIsImmediate() throws {
        let rig = try Rig()
        let id = try rig.sheet([.content])
        try rig.engine.setContent(id, contentID: 1, height: 300, now: 0)
        try rig.engine.setContent(id, contentID: 2, height: 200, now: 0)
        var frame = rig.frame(id)
        #expect(frame.state == .hidden && frame.contentID == 2 && frame.outgoingContentID == nil && frame.contentAlpha == 1)
        #expect(rig.kinds() == [.contentChanged(detent: nil), .contentChanged(detent: nil)])

        try rig.engine.present(id, now: 0)
        try rig.engine.tick(now: 0.1)
        try rig.engine.setContent(id, contentID: 3, height: 400, now: 0.1)
        frame = rig.frame(id)
        #expect(frame.state == .presenting)
        #expect(frame.contentID == 3 && frame.outgoingContentID == nil && frame.contentAlpha == 1)
        try rig.run(from: 0.1, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.contentTop(400))
        #expect(rig.kinds() == [.willPresent(detent: 0), .contentChanged(detent: 0), .didPresent(detent: 0)])
    }

    /// A dismissing sheet swaps at once; its content reports no detent.
    @Test func aSwapOnADismissingSheet() throws {
        let rig = try Rig()
        let id = try rig.sheet([.content])
        try rig.engine.setContent(id, contentID: 1, height: 300, now: 0)
        let now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        try rig.engine.setContent(id, contentID: 2, height: 100, now: now + 0.05)
        #expect(rig.frame(id).state == .dismissing)
        #expect(rig.frame(id).contentID == 2 && rig.frame(id).outgoingContentID == nil)
        #expect(rig.kinds() == [.willDismiss(.programmatic), .contentChanged(detent: nil)])
        try rig.run(from: now + 0.05, for: 1.5)
        rig.expectHidden(id)
    }

    /// Four pages swapped in place in one container, each cross-fade over before the next.
    @Test func fourPagesInOneContainer() throws {
        let heights = [300.0, 450, 200, 600, 300]
        let pages: [UInt64] = [1, 2, 3, 4, 1]
        let rig = try Rig()
        let id = try rig.sheet([.content]) { $0.userTag = 0x4A6E }
        try rig.engine.setContent(id, contentID: pages[0], height: heights[0], now: 0)
        try rig.engine.present(id, now: 0)
        var now = try rig.run(from: 0, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.contentTop(heights[0]))
        #expect(rig.kinds() == [.contentChanged(detent: nil), .willPresent(detent: 0), .didPresent(detent: 0)])
        for i in 1..<5 {
            try rig.engine.setContent(id, contentID: pages[i], height: heights[i], now: now)
            var previousAlpha = 0.0
            for k in 1...15 {
                try rig.engine.tick(now: now + Double(k) / 60)
                let frame = rig.frame(id)
                #expect(frame.opacity == 1 && frame.contentAlpha >= previousAlpha && frame.contentID == pages[i], "page \(i + 1)")
                previousAlpha = frame.contentAlpha
            }
            now += 0.25
            try rig.engine.tick(now: now)
            rig.expectRest(id, detent: 0, top: Phone.contentTop(heights[i]))
            let frame = rig.frame(id)
            #expect(frame.contentID == pages[i] && frame.outgoingContentID == nil && frame.contentAlpha == 1)
            #expect(abs(frame.height - (heights[i] + 34)) <= 1e-9)
            let events = rig.events()
            #expect(events.map(\.kind) == [.contentChanged(detent: 0)])
            #expect(events.first?.contentID == pages[i] && events.first?.userTag == 0x4A6E)
            now = try rig.run(from: now, for: 0.25)
        }
    }
}
