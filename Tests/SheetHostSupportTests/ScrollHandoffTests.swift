import SheetCore
import SheetHostSupport
import Testing

@Suite struct ScrollHandoffTests {
    /// A list 1500 points long shown 717.3 points tall (the maps sheet's full detent),
    /// with the home indicator's 34 points inset below it.
    let list = ScrollGeometry(contentHeight: 1500, visibleHeight: 717.3, insetTop: 0, insetBottom: 34)

    @Test func theExtentIsHowFarTheContentScrolls() {
        #expect(close(list.extent, 816.7, 1e-9))
        #expect(ScrollGeometry(contentHeight: 300, visibleHeight: 717.3).extent == 0)
        #expect(ScrollGeometry(contentHeight: .nan, visibleHeight: 717.3).extent == 0)
    }

    @Test func offsetsAreMeasuredFromTheTopOfTheContent() {
        let inset = ScrollGeometry(contentHeight: 1500, visibleHeight: 700, insetTop: 20, insetBottom: 0)
        #expect(inset.extent == 820)
        // The engine's 0 shows the inset above the content: the scroll view's −20.
        #expect(inset.scrollOffset(forEngineOffset: 0) == -20)
        #expect(inset.scrollOffset(forEngineOffset: 820) == 800)
        #expect(inset.engineOffset(forScrollOffset: -20) == 0)
    }

    @Test func theEngineIsToldAnExtentOnceAndAgainAfterASwap() {
        var handoff = ScrollHandoff()
        #expect(close(handoff.update(list) ?? .nan, 816.7))
        #expect(handoff.update(list) == nil)
        var longer = list
        longer.contentHeight = 1600
        #expect(close(handoff.update(longer) ?? .nan, 916.7))
        handoff.contentChanged()
        #expect(close(handoff.update(longer) ?? .nan, 916.7))
        #expect(handoff.update(nil) == 0)
    }

    @Test func onlyAnOffsetTheEngineChangedIsApplied() {
        var handoff = ScrollHandoff()
        var frame = SheetFrame()
        #expect(handoff.offsetToApply(for: frame) == nil, "no scroll view")
        _ = handoff.update(ScrollGeometry(contentHeight: 1500, visibleHeight: 700, insetTop: 20, insetBottom: 0))
        frame.contentOffset = 200
        #expect(handoff.offsetToApply(for: frame) == 180)
        // The same offset again: a scroll the host made meanwhile is left alone.
        #expect(handoff.offsetToApply(for: frame) == nil)
        frame.contentOffset = 210
        #expect(handoff.offsetToApply(for: frame) == 190)
    }

    /// One finger scrolls the list at the maps sheet's full detent, then, the list back
    /// at its top, moves the sheet: the engine's hand-off seen through the host.
    @Test @MainActor func oneDragScrollsTheListThenMovesTheSheet() throws {
        let stage = try Stage()
        var settings = Sheets.maps
        settings.selectedDetentIdentifier = "full"
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.scrollGeometryChanged(list, now: stage.now)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.scrollExtent ?? .nan, 816.7))
        let full = Phone.top(0.9)
        #expect(close(sheet.frame?.top ?? .nan, full))

        // Up 200 points, slowly: the sheet is at its highest detent, the list scrolls.
        try Finger(stage: stage, sheet: sheet).drag(from: 500, by: -200, over: 1.0, hold: 0.1)
        #expect(close(sheet.frame?.contentOffset ?? .nan, 200, 1e-9))
        #expect(close(sheet.frame?.top ?? .nan, full))
        stage.runUntilIdle()
        #expect(close(recorder.layouts.compactMap { $0?.scrollOffset }.last ?? .nan, 200, 1e-9))

        // Down 300: the list goes back to its top, then the sheet follows the last 100.
        let start = stage.now
        try sheet.touchBegan(at: HostPoint(x: Phone.x, y: 300), time: start)
        try sheet.pan(.began, at: HostPoint(x: Phone.x, y: 600), translation: HostPoint(x: 0, y: 300), time: start + 0.5)
        #expect(sheet.frame?.contentOffset == 0)
        #expect(close(sheet.frame?.top ?? .nan, full + 100, 1e-9))
        #expect(recorder.layout?.scrollOffset == 0)
    }
}
