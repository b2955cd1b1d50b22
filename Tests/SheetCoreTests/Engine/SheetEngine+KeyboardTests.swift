import Foundation
import Testing
@testable import SheetCore

/// A keyboard over a sheet: where each keyboard behaviour takes the sheet, the focused
/// field kept above the keyboard frame by frame, and the footer pinned to the sheet's
/// visible bottom. The phone: 844 tall, safe top 47, safe bottom 34.
@Suite struct KeyboardTests {
    /// `.extend` takes the sheet to its highest detent above the keyboard, at its own
    /// detent's index and without an event, and back when the keyboard goes.
    @Test func extendGoesToTheHighestDetentAndBack() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.3), .fraction(0.6)]) { $0.keyboard = .extend }
        var now = try rig.presented(id)
        try rig.engine.setObstruction(300, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: 544 - 0.6 * 797)
        try rig.engine.setObstruction(0, now: now)
        try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.3))
        #expect(rig.kinds().isEmpty)
    }

    /// `.fill` takes the sheet up to the top inset above the keyboard; `.rise` lifts it by
    /// the keyboard's height.
    @Test func fillTakesTheWholeRoomAndRiseLifts() throws {
        let rig = try Rig()
        let filling = try rig.sheet([.fraction(0.3)]) { $0.keyboard = .fill }
        var now = try rig.presented(filling)
        try rig.engine.setObstruction(300, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(filling, detent: 0, top: 47)
        try rig.engine.dismiss(filling, now: now)
        now = try rig.run(from: now, for: 1.5)
        let rising = try rig.sheet([.fraction(0.3)])
        now = try rig.presented(rising, at: now)
        rig.expectRest(rising, detent: 0, top: 544 - 0.3 * 797)
    }

    /// A field near the bottom of a half-height sheet, while a keyboard comes up over 15
    /// frames: in every frame the field's bottom is 16 points or more above the
    /// keyboard, exactly 16 whenever the content had to scroll; at rest the content is
    /// scrolled just enough, and gives the offset back when the keyboard goes.
    @Test func aFocusedFieldStaysAboveAKeyboardThatAnimates() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        try rig.engine.setContent(id, contentID: 1, height: 1000, now: 0)
        try rig.engine.present(id, now: 0)
        var now = try rig.run(from: 0, for: 1.5)
        try rig.engine.setScrollExtent(id, extent: 600, now: now)
        try rig.engine.setFocus(id, y: 370, height: 44, now: now)
        // Too low for the bottom safe area already: 445.5 + 414 = 859.5 > 810 - 16.
        var frame = rig.frame(id)
        #expect(abs(frame.contentOffset - (445.5 + 414 + 16 - 810)) <= 1e-9)
        for k in 1...15 {
            now += 1.0 / 60
            let keyboard = 20.0 * Double(k)
            try rig.engine.setObstruction(keyboard, now: now)
            try rig.engine.tick(now: now)
            frame = rig.frame(id)
            let fieldBottom = frame.top + 370 + 44 - frame.contentOffset
            let limit = 844 - max(keyboard, 34) - 16
            #expect(abs(fieldBottom - limit) <= 1e-9, "frame \(k): field bottom \(fieldBottom), limit \(limit)")
        }
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: 544 - 398.5)
        frame = rig.frame(id)
        #expect(abs(frame.contentOffset - (145.5 + 414 + 16 - 544)) <= 1e-9)
        try rig.engine.setObstruction(0, now: now)
        now = try rig.run(from: now, for: 1.5)
        try rig.engine.setFocus(id, y: 0, height: 0, now: now)
        #expect(rig.frame(id).contentOffset == 0)
    }

    /// A field that shows needs no scroll; one taller than the room shows from its top.
    @Test func aFieldThatShowsStaysAndATallOneShowsItsTop() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        try rig.engine.setContent(id, contentID: 1, height: 1000, now: 0)
        let now = try rig.presented(id)
        try rig.engine.setFocus(id, y: 100, height: 44, now: now)
        #expect(rig.frame(id).contentOffset == 0)
        try rig.engine.setFocus(id, y: 500, height: 450, now: now)
        #expect(rig.frame(id).contentOffset == 500 - 16)
    }

    /// The footer sits on the bottom safe area at every detent and while dragged, moves
    /// down with the sheet once less than it shows, and rides on a keyboard; a `.content`
    /// detent makes room for it, and so does a scroll extent.
    @Test func theFooterIsPinnedToTheVisibleBottom() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.3), .fraction(0.6)]) { $0.footerHeight = 60 }
        var now = try rig.presented(id)
        #expect(rig.frame(id).footerTop == 750)
        try rig.engine.moveToDetent(id, detent: 1, now: now)
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.frame(id).footerTop == 750)
        #expect(try rig.engine.pointerDown(on: id, x: 195, y: 400, now: now) == .sheet)
        for k in 1...40 {
            now += 0.016
            try rig.engine.pointerMove(on: id, x: 195, y: 400 + 10 * Double(k), now: now)
            let frame = rig.frame(id)
            #expect(frame.footerTop == max(frame.top, 750), "move \(k): top \(frame.top)")
        }
        try rig.engine.pointerCancel(on: id, now: now)
        now = try rig.run(from: now, for: 1.5)
        try rig.engine.setObstruction(300, now: now)
        #expect(rig.frame(id).footerTop == 544 - 60)
        try rig.engine.setObstruction(0, now: now)
        now = try rig.run(from: now, for: 1.5)

        let fitted = try rig.sheet([.content]) { $0.footerHeight = 60 }
        try rig.engine.setContent(fitted, contentID: 1, height: 200, now: now)
        try rig.engine.dismiss(id, now: now)
        now = try rig.presented(fitted, at: now)
        rig.expectRest(fitted, detent: 0, top: 844 - (200 + 60 + 34))
        try rig.engine.setScrollExtent(fitted, extent: 500, now: now)
        #expect(rig.frame(fitted).scrollExtent == 560)
        try rig.engine.setScrollExtent(fitted, extent: 0, now: now)
        #expect(rig.frame(fitted).scrollExtent == 0)
    }

    /// A sheet without a footer reports where one would be: the top of the keyboard or of
    /// the bottom safe area, whichever is higher.
    @Test func withoutAFooterItsTopIsTheVisibleBottom() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        #expect(rig.frame(id).footerTop == 810)
        try rig.engine.setObstruction(20, now: 0)
        #expect(rig.frame(id).footerTop == 810)
        try rig.engine.setObstruction(250, now: 0)
        #expect(rig.frame(id).footerTop == 594)
    }

    /// A focus that is not finite, negative or past the content is refused by name, and
    /// changes nothing; a content swap clears the focus.
    @Test func badFociAreRefused() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)])
        try rig.engine.setContent(id, contentID: 1, height: 400, now: 0)
        let now = try rig.presented(id)
        try rig.engine.setFocus(id, y: 380, height: 20, now: now)
        let before = rig.frame(id)
        var error = #expect(throws: SheetError.self) { try rig.engine.setFocus(id, y: .nan, height: 10, now: now) }
        #expect(error?.description == "y must be a finite number, got nan")
        error = #expect(throws: SheetError.self) { try rig.engine.setFocus(id, y: -1, height: 10, now: now) }
        #expect(error == SheetError(.invalidArgument, .outOfRange(.focusY, -1, .atLeast(0))))
        error = #expect(throws: SheetError.self) { try rig.engine.setFocus(id, y: 10, height: -.infinity, now: now) }
        #expect(error?.code == .invalidArgument)
        error = #expect(throws: SheetError.self) { try rig.engine.setFocus(id, y: 390, height: 20, now: now) }
        #expect(error == SheetError(.invalidArgument, .focusPastContent(end: 410, contentHeight: 400)))
        #expect(error?.description == "the focused field ends at 410.0, past the content's length 400.0")
        #expect(rig.frame(id) == before)
        try rig.engine.setContent(id, contentID: 2, height: 400, now: now)
        #expect(rig.engine.sheets[id.slot ?? 0].focus == nil)
    }

    /// A footer height that is not finite or negative is refused with the configuration.
    @Test func aBadFooterIsRefused() throws {
        var configuration = SheetConfiguration()
        configuration.footerHeight = -1
        #expect(throws: SheetError(.invalidArgument, .outOfRange(.footerHeight, -1, .closed(0, 1e9)))) {
            try configuration.validate()
        }
        configuration.footerHeight = .infinity
        #expect(throws: SheetError.self) { try configuration.validate() }
    }
}
