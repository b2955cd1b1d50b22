import Foundation
import Testing
@testable import SheetCore

/// Sheets on every side: a session played on a bottom sheet, played again on each other
/// side with its pointers turned the same way, gives the same frames turned that way.
/// Without safe areas, a top sheet is the bottom sheet upside down; a sheet on the left or
/// the right is the bottom sheet of the viewport turned a quarter, width and height
/// swapped.
@Suite struct PlacementTests {
    /// A side of the viewport, and the turn that takes a bottom sheet there.
    enum Turn: CaseIterable, CustomStringConvertible {
        case top, left, right, leftInRightToLeft, rightInRightToLeft

        var edge: SheetEdge {
            switch self {
            case .top: .top
            case .left, .rightInRightToLeft: .leading
            case .right, .leftInRightToLeft: .trailing
            }
        }
        var direction: SheetLayoutDirection {
            switch self {
            case .leftInRightToLeft, .rightInRightToLeft: .rightToLeft
            case .top, .left, .right: .leftToRight
            }
        }
        var isLeft: Bool { self == .left || self == .leftInRightToLeft }
        var isSide: Bool { self != .top }

        /// The viewport, for a bottom sheet's of `width` x `height`.
        func viewport(width: Double, height: Double) -> Viewport {
            isSide ? Viewport(width: height, height: width) : Viewport(width: width, height: height)
        }

        /// A bottom sheet's point, turned.
        func point(x: Double, y: Double, height: Double) -> (x: Double, y: Double) {
            switch self {
            case .top: (x, height - y)
            case .left, .leftInRightToLeft: (height - y, x)
            case .right, .rightInRightToLeft: (y, x)
            }
        }

        /// A bottom sheet's rectangle, turned.
        func rect(_ r: SheetRect, height: Double) -> SheetRect {
            switch self {
            case .top: SheetRect(x: r.x, y: height - r.y - r.height, width: r.width, height: r.height)
            case .left, .leftInRightToLeft: SheetRect(x: height - r.y - r.height, y: r.x, width: r.height, height: r.width)
            case .right, .rightInRightToLeft: SheetRect(x: r.y, y: r.x, width: r.height, height: r.width)
            }
        }

        var description: String { "\(edge) in \(direction)" }
    }

    static let width = 390.0, height = 844.0

    /// Plays a session on a sheet on `turn`'s side (nil: the bottom): a presentation, a
    /// drag up that rubber-bands past the highest detent, a backdrop tap that collapses, a
    /// fling that dismisses, a presentation again and a slow drag that dismisses; returns
    /// every frame, one per tick or pointer event.
    private func play(_ turn: Turn?, _ configure: (inout SheetConfiguration) -> Void = { _ in }) throws -> [SheetFrame] {
        let engine = SheetEngine()
        let viewport = turn?.viewport(width: Self.width, height: Self.height) ?? Viewport(width: Self.width, height: Self.height)
        try engine.setViewport(viewport)
        if let turn { try engine.setLayoutDirection(turn.direction) }
        var configuration = SheetConfiguration(detents: [.points(300), .fraction(0.8)])
        configuration.backdropTap = .collapse
        configure(&configuration)
        if let turn { configuration.edge = turn.edge }
        let id = try engine.createSheet(configuration)
        var frames: [SheetFrame] = []
        func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            turn?.point(x: x, y: y, height: Self.height) ?? (x, y)
        }
        func record() { frames.append(engine.frame(of: id) ?? SheetFrame()) }
        func tick(_ t: Double) throws {
            try engine.tick(now: t)
            record()
        }
        try engine.present(id, detent: 0, now: 0)
        for k in 1...60 { try tick(Double(k) / 60) }
        var t = 1.0
        func drag(from y0: Double, to y1: Double, steps: Int, each: Double) throws {
            let down = point(195, y0)
            #expect(try engine.pointerDown(on: id, x: down.x, y: down.y, now: t) == .sheet)
            record()
            for k in 1...steps {
                t += each
                let p = point(195 + Double(k) * 0.5, y0 + (y1 - y0) * Double(k) / Double(steps))
                try engine.pointerMove(on: id, x: p.x, y: p.y, now: t)
                try tick(t)
            }
            let up = point(195 + Double(steps) * 0.5, y1)
            try engine.pointerUp(on: id, x: up.x, y: up.y, now: t)
            record()
        }
        try drag(from: 600, to: 40, steps: 40, each: 0.016)
        for k in 1...60 { try tick(t + Double(k) / 60) }
        t += 1
        let tap = point(195, 100)
        #expect(try engine.pointerDown(on: id, x: tap.x, y: tap.y, now: t) == .backdrop)
        try engine.pointerUp(on: id, x: tap.x, y: tap.y, now: t + 0.05)
        record()
        for k in 1...60 { try tick(t + Double(k) / 60) }
        t += 1
        try drag(from: 600, to: 720, steps: 4, each: 0.012)
        for k in 1...60 { try tick(t + Double(k) / 60) }
        t += 1
        try engine.present(id, detent: 1, now: t)
        for k in 1...60 { try tick(t + Double(k) / 60) }
        t += 1
        try drag(from: 300, to: 820, steps: 60, each: 0.02)
        t += 0.1
        for k in 1...60 { try tick(t + Double(k) / 60) }
        while let event = engine.pollEvent() { _ = event }
        return frames
    }

    /// Every side gives the bottom sheet's frames, turned.
    @Test(arguments: Turn.allCases)
    func everySideMirrorsTheBottomSheet(_ turn: Turn) throws {
        let bottom = try play(nil)
        let turned = try play(turn)
        #expect(bottom.count == turned.count)
        #expect(bottom.last?.state == .hidden && bottom.contains { $0.state == .dragging })
        // Turning a point back and forth rounds it (844 - (844 - y) need not be y): the
        // frames agree to the rounding of the positions the pointer passed.
        func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
        func near(_ a: SheetRect, _ b: SheetRect) -> Bool {
            near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height)
        }
        for (index, (b, s)) in zip(bottom, turned).enumerated() {
            #expect(s.state == b.state && s.detent == b.detent, "frame \(index)")
            #expect(near(s.top, b.top) && near(s.height, b.height) && near(s.progress, b.progress),
                    "frame \(index): top \(s.top) against \(b.top)")
            #expect(near(s.backdropAlpha, b.backdropAlpha) && near(s.velocity, b.velocity, 1e-6), "frame \(index)")
            #expect(near(s.rect, turn.rect(b.rect, height: Self.height)), "frame \(index): \(s.rect) against \(b.rect)")
            #expect(s.edge == turn.edge, "frame \(index)")
        }
    }

    /// A floating card rounds every corner, sits its margin off its side and across from
    /// its ends, is hit only where it is drawn, and leaves whole past its margin.
    @Test func aFloatingCardIsWhereItIsDrawn() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(300)]) {
            $0.edgeInset = 16
            $0.sideInset = 12
            $0.maximumCrossSize = 320
            $0.crossAlignment = .leading
            $0.backdropTap = .none
        }
        var now = try rig.presented(id)
        var frame = rig.frame(id)
        // Its bottom 16 above the bottom safe area (34), 300 tall.
        #expect(frame.rect == SheetRect(x: 12, y: 844 - 34 - 16 - 300, width: 320, height: 300))
        #expect(frame.corners == .all)
        #expect(frame.top == 844 - 34 - 16 - 300 && frame.state == .resting)
        #expect(try rig.engine.pointerDown(on: id, x: 340, y: 600, now: now) == .backdrop)
        try rig.engine.pointerUp(on: id, x: 340, y: 600, now: now + 0.01)
        #expect(try rig.engine.pointerDown(on: id, x: 200, y: 800, now: now + 0.02) == .backdrop)
        try rig.engine.pointerCancel(on: id, now: now + 0.03)
        _ = rig.events()
        #expect(try rig.engine.pointerDown(on: id, x: 200, y: 600, now: now + 0.04) == .sheet)
        try rig.moves(id, x: 200, from: 600, to: 700, start: now + 0.04, duration: 0.2, steps: 10)
        frame = rig.frame(id)
        // Dragged down 100 it keeps its height and slides: no less than the lowest detent.
        #expect(frame.rect.y == 494 + 100 && frame.rect.height == 300)
        try rig.engine.pointerCancel(on: id, now: now + 0.3)
        now = try rig.run(from: now + 0.3, for: 1.5)
        try rig.engine.dismiss(id, now: now)
        try rig.run(from: now, for: 1.5)
        frame = rig.frame(id)
        #expect(frame.state == .hidden && frame.rect.y >= 844)
    }

    /// A bottom sheet capped across the width is drawn and hit at its cap wherever it is
    /// aligned, at the start of the width too.
    @Test(arguments: [(CrossAlignment.leading, SheetLayoutDirection.leftToRight, 0.0), (.trailing, .rightToLeft, 0),
                      (.trailing, .leftToRight, 70), (.center, .leftToRight, 35)])
    func aCappedBottomSheetIsDrawnAtItsCap(alignment: CrossAlignment, direction: SheetLayoutDirection, x: Double) throws {
        let rig = try Rig()
        try rig.engine.setLayoutDirection(direction)
        let id = try rig.sheet([.points(300)]) {
            $0.maximumCrossSize = 320
            $0.crossAlignment = alignment
            $0.backdropTap = .none
        }
        let now = try rig.presented(id)
        #expect(rig.frame(id).rect == SheetRect(x: x, y: 844 - 300, width: 320, height: 300))
        let outside = x == 0 ? 360.0 : 10
        #expect(try rig.engine.pointerDown(on: id, x: outside, y: 700, now: now) == .backdrop)
        try rig.engine.pointerCancel(on: id, now: now + 0.01)
        #expect(try rig.engine.pointerDown(on: id, x: x + 160, y: 700, now: now + 0.02) == .sheet)
    }

    /// Without a footer, `footerTop` is the visible bottom along the sheet's axis on every
    /// side, wherever the top is: here hidden, its top past the visible bottom.
    @Test func withoutAFooterTheFooterTopIsTheVisibleBottom() throws {
        let rig = try Rig()
        let plain = try rig.sheet([.fraction(1)])
        let column = try rig.sheet([.fraction(1)]) { $0.maximumCrossSize = 300 }
        let top = try rig.sheet([.fraction(1)]) { $0.edge = .top }
        #expect(rig.frame(plain).footerTop == 844 - 34)
        #expect(rig.frame(column).footerTop == 844 - 34)
        // A top sheet's visible bottom, along its axis, is the top safe area's edge.
        #expect(rig.frame(top).footerTop == 844 - 47)
        #expect(rig.frame(top).top == 844)
    }

    /// A keyboard that covers nearly all of a viewport that then shrinks leaves a sheet
    /// no room: its top stays at the end of its axis, never past it.
    @Test(arguments: [(SheetEdge.top, 16.0), (.top, 0), (.bottom, 16)])
    func aSheetWithNoRoomStaysAtTheEndOfItsAxis(edge: SheetEdge, inset: Double) throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200)]) { $0.edge = edge; $0.edgeInset = inset }
        var now = try rig.presented(id)
        try rig.engine.setObstruction(700, now: now)
        now = try rig.run(from: now, for: 2)
        try rig.engine.setViewport(Viewport(width: 483, height: 452.45, safeTop: 5.9, safeBottom: 45))
        let frame = rig.frame(id)
        let length = edge == .top || edge == .bottom ? 452.45 : 483.0
        #expect(frame.top <= length && frame.height >= 0, "top \(frame.top), height \(frame.height)")
        #expect(frame.rect.height >= 0 && frame.rect.width >= 0)
    }

    /// A side sheet held by a still finger stays under it when the viewport or the
    /// direction changes: the next move where the finger already is moves nothing.
    @Test(arguments: [false, true])
    func aSideSheetStaysUnderAStillFinger(mirrored: Bool) throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(256)]) { $0.edge = .leading }
        var now = try rig.presented(id)
        #expect(try rig.engine.pointerDown(on: id, x: 200, y: 400, now: now) == .sheet)
        for step in 1...6 {
            try rig.engine.pointerMove(on: id, x: 200 - 10 * Double(step), y: 400, now: now + 0.016 * Double(step))
        }
        now += 0.1
        try rig.engine.tick(now: now)
        if mirrored {
            try rig.engine.setLayoutDirection(.rightToLeft)
        } else {
            try rig.engine.setViewport(Viewport(width: 500, height: 844, safeTop: 47, safeBottom: 34))
        }
        let before = rig.frame(id)
        // Where the finger is, in the viewport, is unchanged; in the sheet's space it moved.
        try rig.engine.pointerMove(on: id, x: 140, y: 400, now: now + 0.016)
        let after = rig.frame(id)
        #expect(after.top == before.top, "top \(before.top) -> \(after.top)")
        #expect(after.rect == before.rect)
        try rig.engine.pointerCancel(on: id, now: now + 0.02)
    }

    /// A top sheet's detents are measured down from the top safe area.
    @Test func aTopSheetsDetentsStartAtTheTopSafeArea() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200)]) { $0.edge = .top }
        try rig.presented(id)
        let frame = rig.frame(id)
        #expect(frame.rect == SheetRect(x: 0, y: 0, width: 390, height: 47 + 200))
        #expect(frame.corners == [.bottomLeft, .bottomRight])
    }

    /// A side sheet spans the viewport's height less the safe areas.
    @Test func aSideSheetSpansTheHeightLessTheSafeAreas() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(256)]) { $0.edge = .trailing }
        try rig.presented(id)
        #expect(rig.frame(id).rect == SheetRect(x: 390 - 256, y: 47, width: 256, height: 844 - 47 - 34))
        try rig.engine.setLayoutDirection(.rightToLeft)
        #expect(rig.frame(id).rect == SheetRect(x: 0, y: 47, width: 256, height: 844 - 47 - 34))
        #expect(rig.frame(id).corners == [.topRight, .bottomRight])
    }

    /// Wider than its threshold, a sheet takes its wide layout with a motion, keeping its
    /// detent and sending no event; narrower again, it comes back.
    @Test func aWideViewportMovesTheSheetToItsWideLayout() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .fraction(0.9)]) { $0.wideLayout = .floatingLeading }
        var now = try rig.presented(id, detent: 1)
        try rig.engine.setViewport(Viewport(width: 1280, height: 800, safeTop: 24, safeBottom: 20))
        #expect(rig.frame(id).state == .settling)
        now = try rig.run(from: now, for: 1.5)
        var frame = rig.frame(id)
        #expect(frame.state == .resting && frame.detent == 1 && frame.corners == .all)
        #expect(frame.rect.x == 16 && frame.rect.width == 320)
        // Full height less the margins: 16 below the top safe area, 16 above the bottom's.
        #expect(abs(frame.rect.y - (24 + 16)) <= 1e-9 && abs(frame.rect.y + frame.rect.height - (800 - 20 - 16)) <= 1e-9)
        try rig.engine.setViewport(Phone.viewport)
        now = try rig.run(from: now, for: 1.5)
        frame = rig.frame(id)
        rig.expectRest(id, detent: 1, top: Phone.top(0.9))
        #expect(frame.rect == SheetRect(x: 0, y: Phone.top(0.9), width: 390, height: 0.9 * 797))
        #expect(rig.kinds().isEmpty)
    }

    /// The trailing side sheet of the wide layout turns the sheet's axis: it comes in from
    /// the side, every detent 256 points wide.
    @Test func theSideLayoutComesInFromTheSide() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(200), .fraction(0.9)]) { $0.wideLayout = .sideTrailing }
        var now = try rig.presented(id, detent: 1)
        try rig.engine.setViewport(Viewport(width: 1280, height: 800, safeTop: 24, safeBottom: 20))
        var frame = rig.frame(id)
        #expect(frame.edge == .trailing && frame.rect.x == 1280 && frame.rect.width == 0)
        now = try rig.run(from: now, for: 1.5)
        frame = rig.frame(id)
        #expect(frame.rect == SheetRect(x: 1280 - 256, y: 24, width: 256, height: 800 - 24 - 20))
        #expect(frame.state == .resting && frame.detent == 1)
        #expect(rig.kinds().isEmpty)
    }

    /// Insets that leave no room, and thresholds and sizes out of range, are refused.
    @Test func badPlacementsAreRefused() throws {
        let rig = try Rig()
        var error = #expect(throws: SheetError.self) { _ = try rig.sheet([.points(200)]) { $0.edgeInset = 900 } }
        #expect(error?.code == .invalidArgument)
        error = #expect(throws: SheetError.self) { _ = try rig.sheet([.points(200)]) { $0.sideInset = 200 } }
        #expect(error == SheetError(.invalidArgument, .insetsExceedViewport(edgeInset: 0, sideInset: 200, axis: 844, across: 390)))
        error = #expect(throws: SheetError.self) { _ = try rig.sheet([.points(200)]) { $0.wideThreshold = .nan } }
        #expect(error?.description == "wideThreshold must be a finite number, got nan")
        error = #expect(throws: SheetError.self) { _ = try rig.sheet([.points(200)]) { $0.maximumCrossSize = 0 } }
        #expect(error?.code == .invalidArgument)
    }
}
