import SheetCore
import SheetHostSupport
import Testing

/// The first responder's frame as the engine's focused field: where it lies along the
/// content, whatever the content is scrolled by, clipped to the content.
@Suite struct SheetFocusTests {
    @Test func theFieldLiesWhereItShowsPlusTheOffset() {
        let field = HostRect(x: 20, y: 300, width: 350, height: 44)
        #expect(SheetFocus(responderFrame: field, contentOffset: 0, contentHeight: 0) == .field(y: 300, height: 44))
        #expect(SheetFocus(responderFrame: field, contentOffset: 65.5, contentHeight: 1000) == .field(y: 365.5, height: 44))
    }

    @Test func itIsClippedToTheContent() {
        let aboveTheTop = HostRect(x: 0, y: -10, width: 100, height: 44)
        #expect(SheetFocus(responderFrame: aboveTheTop, contentOffset: 0, contentHeight: 400) == .field(y: 0, height: 34))
        let pastTheEnd = HostRect(x: 0, y: 380, width: 100, height: 44)
        #expect(SheetFocus(responderFrame: pastTheEnd, contentOffset: 0, contentHeight: 400) == .field(y: 380, height: 20))
        // Without a known height it is taken whole.
        #expect(SheetFocus(responderFrame: pastTheEnd, contentOffset: 0, contentHeight: 0) == .field(y: 380, height: 44))
        let beyond = HostRect(x: 0, y: 420, width: 100, height: 44)
        #expect(SheetFocus(responderFrame: beyond, contentOffset: 0, contentHeight: 400) == .unfocused)
    }

    @Test func nothingOrNonsenseIsNoFocus() {
        #expect(SheetFocus(responderFrame: nil, contentOffset: 0, contentHeight: 0) == .unfocused)
        let field = HostRect(x: 0, y: 300, width: 100, height: 44)
        #expect(SheetFocus(responderFrame: field, contentOffset: .nan, contentHeight: 0) == .unfocused)
        #expect(SheetFocus(responderFrame: HostRect(x: 0, y: .infinity, width: 1, height: 44), contentOffset: 0,
                           contentHeight: 0) == .unfocused)
        #expect(SheetFocus(responderFrame: HostRect(x: 0, y: 300, width: 100, height: 0), contentOffset: 0,
                           contentHeight: 0) == .unfocused)
        #expect(SheetFocus(responderFrame: HostRect(x: 0, y: 300, width: 100, height: -5), contentOffset: 0,
                           contentHeight: 0) == .unfocused)
    }
}

/// A hosted sheet's focused field: kept above a keyboard that moves, its offset given
/// back when the field resigns, sent with a presentation, cleared by a swap. The sheet is
/// at half height, its top at 445.5 on the phone.
@MainActor
@Suite struct HostedSheetFocusTests {
    static let half = SheetSettings(detents: [.fraction(0.5, identifier: "half")])

    /// The field ends 414 points down the content: too low already for the bottom safe
    /// area (445.5 + 414 + 16 > 810), so the content moves up by 65.5. As a keyboard comes
    /// up, frame by frame, the field is drawn 16 points above it whenever the content has
    /// to move, and never lower.
    @Test func aFocusedFieldRidesAboveAKeyboardThatMoves() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Self.half)
        try sheet.setContentHeight(1000, now: stage.now)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try sheet.focusResponder(at: HostRect(x: 20, y: 370, width: 350, height: 44), now: stage.now)
        #expect(sheet.focus == .field(y: 370, height: 44))
        #expect(close(recorder.layout?.contentFrame.minY ?? .nan, -65.5))
        #expect(recorder.layout?.scrollOffset == nil)
        // The same field, read again where it now shows, is the same focus.
        try sheet.focusResponder(at: HostRect(x: 20, y: 370 - 65.5, width: 350, height: 44), now: stage.now)
        #expect(sheet.focus == .field(y: 370, height: 44))
        try stage.host.keyboardWillMove(to: 300, duration: 0.25, curve: .easeOut, now: stage.now)
        var scrolled = 0
        while stage.framesRequested {
            stage.frame()
            let layout = try #require(recorder.layout)
            let keyboard = stage.host.engine.viewport.obstruction
            let fieldBottom = layout.sheetFrame.minY + layout.contentFrame.minY + 414
            let limit = 844 - max(keyboard, 34) - 16
            #expect(fieldBottom <= limit + 1e-9)
            if layout.contentFrame.minY < 0 {
                scrolled += 1
                #expect(close(fieldBottom, limit), "field bottom \(fieldBottom), limit \(limit)")
            }
        }
        #expect(scrolled > 0)
        // At rest the sheet has risen by the keyboard, and the field shows without moving.
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.5) - 300, 1e-9))
        try sheet.focusResponder(at: nil, now: stage.now)
        #expect(sheet.focus == .unfocused)
        #expect(recorder.layout?.contentFrame.minY == 0)
    }

    /// A handed-over scroll view takes the offset that shows the field.
    @Test func aScrollViewTakesTheOffset() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Self.half)
        try sheet.scrollGeometryChanged(ScrollGeometry(contentHeight: 1400, visibleHeight: 398.5, insetTop: 10),
                                        now: stage.now)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try sheet.setFocus(.field(y: 500, height: 40), now: stage.now)
        // 445.5 + 540 + 16 − 810 = 191.5 points of scroll.
        let layout = try #require(recorder.layout)
        #expect(sheet.frame?.contentOffset == 191.5)
        #expect(layout.contentFrame.minY == 0)
        #expect(layout.scrollOffset == 191.5 - 10)
    }

    /// A focus set before the presentation is the sheet's from its first frame; a content
    /// swap clears it, and a field past the content is refused.
    @Test func theFocusIsSentWithThePresentationAndClearedByASwap() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Self.half)
        try sheet.setContentHeight(1000, now: stage.now)
        try sheet.setFocus(.field(y: 500, height: 40), now: stage.now)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.frame?.contentOffset == 191.5)
        try sheet.swapContent(height: 400, now: stage.now)
        #expect(sheet.focus == .unfocused)
        stage.runUntilIdle()
        #expect(sheet.frame?.contentOffset == 0)
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .focusPastContent(end: 410, contentHeight: 400)))) {
            try sheet.setFocus(.field(y: 390, height: 20), now: stage.now)
        }
        #expect(sheet.focus == .unfocused)
    }
}
