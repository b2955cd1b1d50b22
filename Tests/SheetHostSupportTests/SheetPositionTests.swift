import SheetCore
import SheetHostSupport
import Testing

@MainActor
@Suite struct SheetPositionTests {
    @Test func progressIsLinearBetweenDetentsAndBoundedAtTheEnds() {
        let heights = [200.0, 400, 800]
        #expect(SheetPosition.detentProgress(visibleHeight: 0, detentHeights: heights) == -1)
        #expect(SheetPosition.detentProgress(visibleHeight: 50, detentHeights: heights) == -0.75)
        #expect(SheetPosition.detentProgress(visibleHeight: 200, detentHeights: heights) == 0)
        #expect(SheetPosition.detentProgress(visibleHeight: 300, detentHeights: heights) == 0.5)
        #expect(SheetPosition.detentProgress(visibleHeight: 400, detentHeights: heights) == 1)
        #expect(SheetPosition.detentProgress(visibleHeight: 700, detentHeights: heights) == 1.75)
        #expect(SheetPosition.detentProgress(visibleHeight: 800, detentHeights: heights) == 2)
        #expect(SheetPosition.detentProgress(visibleHeight: 900, detentHeights: heights) == 2, "pulled above the highest")
        #expect(SheetPosition.detentProgress(visibleHeight: -30, detentHeights: heights) == -1, "below the bottom")
    }

    @Test func detentsOfOneHeightAndOddInputAreSafe() {
        // Two fitted detents of one height: no division by zero.
        #expect(SheetPosition.detentProgress(visibleHeight: 300, detentHeights: [300, 300, 600]) == 1)
        #expect(SheetPosition.detentProgress(visibleHeight: 450, detentHeights: [300, 300, 600]) == 1.5)
        #expect(close(SheetPosition.detentProgress(visibleHeight: 100, detentHeights: [0, 300]), 1.0 / 3))
        // Below a lowest detent of no height there is nothing to divide by: the lowest.
        #expect(SheetPosition.detentProgress(visibleHeight: -20, detentHeights: [0, 300]) == 0)
        #expect(SheetPosition.detentProgress(visibleHeight: .nan, detentHeights: [300]) == 0)
        #expect(SheetPosition.detentProgress(visibleHeight: 100, detentHeights: []) == 0)
    }

    @Test func aPresentedSheetsPositionFollowsItFrameByFrame() throws {
        let stage = try Stage()
        var settings = Sheets.maps
        settings.setTransitions(.slide(duration: 0.2, curve: .linear))
        let (sheet, _) = stage.sheet(settings)
        #expect(sheet.position == nil)
        try sheet.present(now: stage.now)
        var start = stage.host.clock.latest
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        var position = try #require(sheet.position)
        #expect(position.state == .presenting)
        // Halfway in: 100 of the peek's 200 points.
        #expect(close(position.top, 744, 1e-9))
        #expect(close(position.visibleHeight, 100, 1e-9))
        #expect(close(position.detentProgress, -0.5, 1e-9))
        #expect(position.detent == "peek")
        stage.runUntilIdle()

        try sheet.move(to: "full", now: stage.now)
        start = stage.host.clock.latest
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        position = try #require(sheet.position)
        // Halfway from 200 to the full detent's 717.3 points.
        #expect(position.state == .settling)
        #expect(close(position.visibleHeight, 458.65, 1e-9))
        #expect(close(position.detentProgress, 0.5, 1e-9))
        #expect(position.detent == "full")
        #expect(position.backdropAlpha > 0 && position.backdropAlpha < 0.4)
        stage.runUntilIdle()
        #expect(sheet.position?.backdropAlpha == 0.4)
        #expect(sheet.position?.detentProgress == 1)
    }

    @Test func eachFramesLayoutAndPositionAgreeWhileTheSheetMoves() throws {
        let stage = try Stage()
        var settings = Sheets.maps
        settings.setTransitions(.slide(duration: 0.2, curve: .linear))
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try sheet.move(to: "full", now: stage.now)
        let first = recorder.layouts.count
        stage.host.displayFrame(targetTimestamp: stage.host.clock.latest + 0.1)
        stage.runUntilIdle()
        let layouts = recorder.layouts[first...].compactMap { $0 }
        let positions = recorder.positions[first...].compactMap { $0 }
        #expect(layouts.count == recorder.layouts.count - first && positions.count == layouts.count)
        #expect(layouts.count >= 3)
        for (layout, position) in zip(layouts, positions) {
            #expect(layout.sheetFrame.minY == position.top)
            #expect(layout.dimmingAlpha == position.backdropAlpha)
            // The content is laid out at the full detent's 717.3 points, whatever the frame.
            #expect(close(layout.contentFrame.height, 717.3, 1e-9))
            #expect(close(position.detentProgress, (Phone.height - position.top - 200) / (717.3 - 200), 1e-9))
        }
        // Halfway from 200 to 717.3 points.
        let midway = try #require(positions.first)
        #expect(close(midway.top, Phone.height - 458.65, 1e-9))
        #expect(close(midway.detentProgress, 0.5, 1e-9))
        #expect(positions.last == sheet.position)
        #expect(positions.last?.detentProgress == 1)
        var current = try #require(sheet.layout)
        current.scrollOffset = layouts.last?.scrollOffset
        #expect(layouts.last == current)
    }

    @Test func aKeyboardLiftsTheSheetWithoutChangingItsProgress() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.maps)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try stage.host.setObstruction(300, now: stage.now)
        stage.runUntilIdle()
        let position = try #require(sheet.position)
        #expect(position.top == 344)
        #expect(position.visibleHeight == 500)
        #expect(position.detentProgress == 0)
        #expect(position.state == .resting)
    }
}
