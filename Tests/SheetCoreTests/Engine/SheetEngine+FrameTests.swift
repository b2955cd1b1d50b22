import Testing
@testable import SheetCore

/// What a frame reports, worked out from the sheet's record when asked.
@Suite struct FrameTests {
    /// The frame path's fast branches (a plain bottom sheet, a sheet whose only addition
    /// is its placement) give the frame the general path gives, field for
    /// field, on every side, floating or not, with and without a footer or a receded page,
    /// presenting, resting, dragged and settling.
    @Test(arguments: [SheetEdge.bottom, .top, .leading, .trailing], [0.0, 16.0])
    func theFastPathsGiveTheGeneralFrame(edge: SheetEdge, inset: Double) throws {
        for (footer, recedes) in [(0.0, false), (60.0, false), (0.0, true)] {
            let rig = try Rig()
            let id = try rig.sheet([.fraction(0.3), .fraction(0.8)]) {
                $0.edge = edge
                $0.edgeInset = inset
                $0.footerHeight = footer
                $0.scalesBackground = recedes
            }
            var checked = 0
            func check(_ label: String) throws {
                let slot = try #require(rig.engine.liveSlot(of: id))
                let general = rig.engine.frameWithAdditions(atSlot: slot)
                #expect(rig.engine.frame(of: id) == general, "\(label)")
                checked += 1
            }
            try rig.engine.present(id, detent: 0, now: 0)
            for step in 1...30 {
                try rig.engine.tick(now: Double(step) / 60)
                try check("presenting, tick \(step)")
            }
            var now = try rig.run(from: 0.5, for: 1)
            try check("resting")
            let frame = rig.frame(id)
            // A point on the sheet, and the way it is dragged: up its axis, into the room.
            let x = frame.rect.x + frame.rect.width / 2, y = frame.rect.y + frame.rect.height / 2
            let (dx, dy): (Double, Double) = switch frame.edge {
            case .bottom: (0, -20)
            case .top: (0, 20)
            case .leading: (20, 0)
            case .trailing: (-20, 0)
            }
            #expect(try rig.engine.pointerDown(on: id, x: x, y: y, now: now) == .sheet)
            for step in 1...6 {
                now += 1.0 / 60
                try rig.engine.pointerMove(on: id, x: x + dx * Double(step), y: y + dy * Double(step), now: now)
                try check("dragged, step \(step)")
            }
            try rig.engine.pointerUp(on: id, x: x + dx * 6, y: y + dy * 6, now: now)
            for _ in 1...30 {
                now += 1.0 / 60
                try rig.engine.tick(now: now)
                try check("settling")
            }
            #expect(checked == 67)
        }
    }

    @Test func aDeadIdHasNoFrame() throws {
        let rig = try Rig()
        #expect(rig.engine.frame(of: SheetID(rawValue: 0)) == nil && !rig.engine.isLive(SheetID(rawValue: 0)))
        #expect(rig.engine.frame(of: SheetID(rawValue: 1)) == nil && !rig.engine.isLive(SheetID(rawValue: 1)))
        let id = try rig.sheet([.fraction(0.5)])
        #expect(rig.engine.frame(of: id) != nil && rig.engine.isLive(id))
        try rig.engine.destroySheet(id)
        #expect(rig.engine.frame(of: id) == nil && !rig.engine.isLive(id))
        // The slot's next sheet has another id; the old one stays dead.
        let next = try rig.sheet([.fraction(0.5)])
        #expect(rig.engine.isLive(next) && !rig.engine.isLive(id))
    }

    /// Height, progress and backdrop follow the top; the corner radius and the grabber
    /// come from the configuration.
    @Test func geometryFollowsTheTop() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .fraction(0.8)]) {
            $0.cornerRadius = 20
            $0.backdropAlpha = 0.5
        }
        var frame = rig.frame(id)
        #expect(frame.cornerRadius == 20 && frame.grabberVisible)
        #expect(frame.height == 0 && frame.progress == 0)
        let now = try rig.presented(id, detent: 1)
        frame = rig.frame(id)
        let highest = 0.8 * 797
        #expect(frame.top == 844 - highest && frame.height == highest)
        #expect(frame.progress == 1)
        #expect(frame.backdropAlpha == 0.5)
        #expect(frame.velocity == 0)
        // Dragged halfway down to the lowest detent: all three by position.
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 300, now: now) == .sheet)
        try rig.moves(id, from: 300, to: 400, start: now, duration: 0.1, steps: 5)
        frame = rig.frame(id)
        #expect(abs(frame.height - (highest - 100)) < 1e-9)
        #expect(abs(frame.progress - (highest - 100) / highest) < 1e-12)
        #expect(frame.backdropAlpha == 0.5)                   // above the lowest detent: fully dimmed
        #expect(abs(frame.velocity - 1000) < 1e-6)            // 100 pt in 100 ms, downward
        try rig.engine.pointerMove(on: id, x: 195, y: 300 + highest - 100, now: now + 0.2)
        frame = rig.frame(id)
        #expect(abs(frame.height - 100) < 1e-9)
        #expect(abs(frame.backdropAlpha - 0.25) < 1e-9)       // half the lowest detent's 200 pt
        #expect(frame.velocity == 0)                          // after a 100 ms pause the finger had stopped
        try rig.engine.pointerCancel(on: id, now: now + 0.3)
    }

    /// With an obstruction, heights and progress are measured from its top.
    @Test func progressIsMeasuredFromTheBaseline() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200)])
        var now = try rig.presented(id)
        try rig.engine.setObstruction(300, now: now)
        now = try rig.run(from: now, for: 1.5)
        let frame = rig.frame(id)
        #expect(frame.top == 344)
        #expect(frame.height == 500)                          // the viewport's height less the top
        #expect(frame.progress == 1)                          // 200 of 200 above the keyboard
    }

    /// The outgoing content's alpha is its alpha at the swap times what the incoming one
    /// has still to gain.
    @Test func outgoingContentAlpha() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(400)])
        try rig.engine.setContent(id, contentID: 1, height: 100, now: 0)
        let now = try rig.presented(id)
        try rig.engine.setContent(id, contentID: 2, height: 100, now: now)
        try rig.engine.tick(now: now + 0.1)
        var frame = rig.frame(id)
        #expect(abs(frame.contentAlpha - 0.4) < 1e-9)
        #expect(abs(frame.outgoingContentAlpha - 0.6) < 1e-9)
        // Swapping to no content (nil) fades the old one out the same way.
        try rig.engine.tick(now: now + 0.25)
        try rig.engine.setContent(id, contentID: nil, height: 100, now: now + 0.25)
        frame = rig.frame(id)
        #expect(frame.contentID == nil && frame.outgoingContentID == 2)
        #expect(frame.contentAlpha == 0 && frame.outgoingContentAlpha == 1)
        // Swapping from no content: nothing fades out.
        try rig.engine.tick(now: now + 0.5)
        try rig.engine.setContent(id, contentID: 3, height: 100, now: now + 0.5)
        frame = rig.frame(id)
        #expect(frame.outgoingContentID == nil && frame.outgoingContentAlpha == 0)
        #expect(frame.contentAlpha == 0)
        // In the Swift API 0 is an id like any other: content that fades out.
        try rig.engine.tick(now: now + 0.75)
        try rig.engine.setContent(id, contentID: 0, height: 100, now: now + 0.75)
        try rig.engine.tick(now: now + 0.85)
        frame = rig.frame(id)
        #expect(frame.contentID == 0 && frame.outgoingContentID == 3)
        try rig.engine.tick(now: now + 1)
        try rig.engine.setContent(id, contentID: 4, height: 100, now: now + 1)
        try rig.engine.tick(now: now + 1.1)
        frame = rig.frame(id)
        #expect(frame.contentID == 4 && frame.outgoingContentID == 0)
        #expect(abs(frame.outgoingContentAlpha - 0.6) < 1e-9)
    }

    /// A sheet pushed over another that fades in covers it by its opacity as well.
    @Test func coverageTakesTheOpacityOfTheSheetAbove() throws {
        let rig = try Rig()
        let below = try rig.sheet([.fraction(0.6)])
        let above = try rig.sheet([.fraction(0.5)]) { $0.present = .fade(duration: 0.4) }
        let now = try rig.presented(below)
        try rig.engine.present(above, now: now)
        try rig.engine.tick(now: now + 0.1)
        let frame = rig.frame(below)
        #expect(rig.frame(above).top == Phone.top(0.5))
        #expect(abs(frame.overlayAlpha - 0.2 * 0.25) < 1e-12)
        #expect(abs(frame.scale - (1 - 0.08 * 0.25)) < 1e-12)
        // A sheet switched in over another does not recede it.
        let other = try rig.sheet([.fraction(0.3)]) { $0.stack = .replace }
        _ = other
        #expect(rig.engine.sheets[rig.engine.liveSlot(of: above)!].coverHeightReciprocal == 1 / Phone.height(0.5))
        #expect(rig.engine.sheets[rig.engine.liveSlot(of: other)!].coverHeightReciprocal == 0)
    }

    // MARK: The page behind

    /// Fully receded on the phone: 26 of 390 points narrower, its top 47 + 14 points down,
    /// corners of 8.
    static let receded = BackgroundTransform(scale: 1 - 26.0 / 390, offset: 61, cornerRadius: 8)

    /// The page recedes with a sheet that scales the background, by how far into its
    /// dimming the sheet shows: fully at the lowest detent, half at half its height while
    /// dragged, in every sheet's frame; without such a sheet it stays as it is.
    @Test func thePageRecedesWithTheSheet() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(400)]) { $0.scalesBackground = true }
        let other = try rig.sheet([.points(300)])
        #expect(rig.frame(id).background == .identity)
        var now = try rig.presented(id)
        #expect(rig.frame(id).background == Self.receded)
        #expect(rig.frame(other).background == Self.receded)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 500, now: now) == .sheet)
        now = try rig.moves(id, from: 500, to: 700, start: now, duration: 0.32, steps: 20)
        let half = rig.frame(id).background
        #expect(abs(half.scale - (1 - 0.5 * 26 / 390)) <= 1e-12)
        #expect(abs(half.offset - 30.5) <= 1e-12 && abs(half.cornerRadius - 4) <= 1e-12)
        try rig.engine.pointerCancel(on: id, now: now)
        try rig.engine.dismiss(id, now: now)
        try rig.run(from: now, for: 1.5)
        #expect(rig.frame(id).background == .identity && rig.frame(other).background == .identity)
    }

    /// While the sheet presents, the page recedes in step with its top; a sheet that
    /// fades in under reduce motion recedes it as its opacity grows.
    @Test func thePageRecedesInStepWithThePresentation() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(400)]) { $0.scalesBackground = true }
        try rig.engine.present(id, now: 0)
        var last = 1.0
        for k in 1...20 {
            try rig.engine.tick(now: Double(k) / 60)
            let frame = rig.frame(id)
            let shown = min(1, frame.height / 400)
            #expect(abs(frame.background.scale - (1 - shown * 26 / 390)) <= 1e-12)
            #expect(frame.background.scale <= last)
            last = frame.background.scale
        }
        try rig.engine.dismiss(id, now: 1)
        try rig.run(from: 1, for: 1.5)
        rig.engine.reduceMotion = true
        try rig.engine.present(id, now: 3)
        try rig.engine.tick(now: 3.1)
        let frame = rig.frame(id)
        #expect(frame.top == 444 && frame.opacity > 0 && frame.opacity < 1)
        #expect(abs(frame.background.offset - 61 * frame.opacity) <= 1e-9)
    }

    /// Over undimmed detents the page stays; it recedes between the largest undimmed
    /// detent and the next, as the backdrop dims.
    @Test func undimmedDetentsLeaveThePage() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .points(600)]) {
            $0.scalesBackground = true
            $0.largestUndimmedDetent = 0
        }
        var now = try rig.presented(id)
        #expect(rig.frame(id).background == .identity)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 700, now: now) == .sheet)
        now = try rig.moves(id, from: 700, to: 500, start: now, duration: 0.32, steps: 20)
        #expect(abs(rig.frame(id).background.cornerRadius - 4) <= 1e-12)
        try rig.engine.pointerCancel(on: id, now: now)
        try rig.engine.moveToDetent(id, detent: 1, now: now)
        try rig.run(from: now, for: 1.5)
        #expect(rig.frame(id).background == Self.receded)
    }

    /// Of two sheets that scale the background the one that recedes it most leads: a
    /// sheet switched away gives the page to the one that replaced it, without a jump.
    @Test func theSheetThatRecedesThePageMostLeads() throws {
        let rig = try Rig()
        let first = try rig.sheet([.points(400)]) { $0.scalesBackground = true }
        let second = try rig.sheet([.points(300)]) {
            $0.scalesBackground = true
            $0.stack = .switchAway
        }
        var now = try rig.presented(first)
        try rig.engine.present(second, now: now)
        var last = rig.frame(first).background
        #expect(last == Self.receded)
        for k in 1...60 {
            try rig.engine.tick(now: now + Double(k) / 60)
            let page = rig.frame(second).background
            #expect(abs(page.scale - last.scale) < 0.02, "frame \(k): no jump")
            #expect(page.scale <= 1 - 0.4 * 26 / 390 + 1e-12, "frame \(k): one of the two always shows")
            last = page
        }
        now += 1
        #expect(rig.frame(first).background == Self.receded)
    }
}
