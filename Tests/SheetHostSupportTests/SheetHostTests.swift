import SheetCore
import SheetHostSupport
import Testing

@MainActor
@Suite struct SheetHostTests {
    /// A layout pass sets the same viewport again and again: the sheet's motion must not
    /// start over. The panel's 0.2 s linear slide is 3/4 of the way in after 0.15 s.
    @Test func settingTheSameViewportAgainChangesNothing() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.panel)
        let start = stage.now
        try sheet.present(now: start)
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        #expect(close(sheet.frame?.top ?? .nan, 844 - 490 * 0.5, 1e-9))
        try stage.host.setViewport(Phone.viewport)
        stage.host.displayFrame(targetTimestamp: start + 0.15)
        #expect(close(sheet.frame?.top ?? .nan, 844 - 490 * 0.75, 1e-9))
    }

    @Test func aRotationMovesTheSheetToItsDetentInTheNewViewport() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6)))
        // On its side: 844 x 390, no inset at the top, 21 at the bottom.
        try stage.host.setViewport(Viewport(width: 844, height: 390, safeTop: 0, safeBottom: 21))
        #expect(stage.framesRequested)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, 390 - 0.6 * 390, 1e-9))
        #expect(recorder.layout?.sheetFrame.width == 844)
        // The detent is kept: no detentChanged, nothing dismissed.
        #expect(recorder.take() == [.willPresent("page"), .didPresent("page")])
    }

    @Test func aKeyboardLiftsTheSheetOnceAndIsClampedToTheView() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.container)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try stage.host.setObstruction(300, now: stage.now)
        #expect(stage.host.obstruction == 300)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6) - 300, 1e-9))
        let calls = stage.schedulerCalls
        try stage.host.setObstruction(300, now: stage.now)
        #expect(stage.schedulerCalls == calls)
        try stage.host.setObstruction(5000, now: stage.now)
        #expect(stage.host.engine.viewport.obstruction == 797)
        try stage.host.setObstruction(.nan, now: stage.now)
        #expect(stage.host.obstruction == 0)
        #expect(stage.host.engine.viewport.obstruction == 0)
    }

    @Test func aKeyboardBeforeTheViewportWaitsForIt() throws {
        let host = SheetHost()
        try host.setObstruction(300, now: 1)
        #expect(!host.engine.viewport.isSet)
        try host.setViewport(Phone.viewport)
        #expect(host.engine.viewport.obstruction == 300)
    }

    @Test func framesAreWantedOnlyWhileSomethingMoves() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.container)
        #expect(!stage.framesRequested)
        try sheet.present(now: stage.now)
        #expect(stage.framesRequested)
        #expect(stage.host.needsDisplayFrames)
        stage.runUntilIdle()
        #expect(!stage.framesRequested)
        #expect(sheet.frame?.state == .resting)
    }

    @Test func eachSheetGetsItsOwnEventsAndAPushedOneRecedes() throws {
        let stage = try Stage()
        let (lower, lowerRecorder) = stage.sheet(Sheets.container)
        let (upper, upperRecorder) = stage.sheet(Sheets.panel)
        try lower.present(now: stage.now)
        stage.runUntilIdle()
        _ = lowerRecorder.take()
        try upper.present(now: stage.now)
        stage.runUntilIdle()
        #expect(upperRecorder.take() == [.willPresent("panel"), .didPresent("panel")])
        #expect(lowerRecorder.take().isEmpty)
        let receded = try #require(lowerRecorder.layout)
        #expect(close(receded.scale, 0.92))
        #expect(close(receded.coverAlpha, 0.2))
        #expect(close(receded.drawnTop, Phone.top(0.6)))
        #expect(stage.host.hostedSheets.count == 2)
        #expect(stage.host.engine.topSheet == upper.id)
        // Only the top sheet takes a finger.
        #expect(lower.hitTest(HostPoint(x: Phone.x, y: 500)) == .none)
        #expect(upper.hitTest(HostPoint(x: Phone.x, y: 500)) == .sheet)
    }

    @Test func reduceMotionFadesThePresentationInPlace() throws {
        let stage = try Stage()
        #expect(!stage.host.reduceMotion)
        stage.host.reduceMotion = true
        #expect(stage.host.reduceMotion)
        #expect(stage.host.engine.reduceMotion)
        let (sheet, recorder) = stage.sheet(Sheets.container)
        try sheet.present(now: stage.now)
        stage.frame()
        let first = try #require(recorder.layout)
        #expect(close(first.sheetFrame.minY, Phone.top(0.6)))
        #expect(first.alpha > 0 && first.alpha < 1)
        stage.runUntilIdle()
        #expect(recorder.layout?.alpha == 1)
    }

    @Test func aFrameWithoutAFiniteTimestampMovesNothing() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.panel)
        let start = stage.now
        try sheet.present(now: start)
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        #expect(close(sheet.frame?.top ?? .nan, 844 - 490 * 0.5, 1e-9))
        let layouts = recorder.layouts.count
        stage.host.displayFrame(targetTimestamp: .infinity)
        #expect(close(sheet.frame?.top ?? .nan, 844 - 490 * 0.5, 1e-9))
        #expect(stage.host.clock.latest == start + 0.1)
        // The sheets are still updated, and frames still wanted.
        #expect(recorder.layouts.count == layouts + 1)
        #expect(stage.framesRequested)
        stage.host.displayFrame(targetTimestamp: start + 0.15)
        #expect(close(sheet.frame?.top ?? .nan, 844 - 490 * 0.75, 1e-9))
    }
}
