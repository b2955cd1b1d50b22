import SheetCore
import SheetHostSupport
import Testing

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
