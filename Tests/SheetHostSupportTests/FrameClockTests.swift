import SheetCore
import SheetHostSupport
import Testing

@Suite struct FrameClockTests {
    @Test func framesTickToTheirTargetTimestamps() {
        var clock = FrameClock()
        #expect(clock.frameTime(targetTimestamp: 10.5, pointerDown: false) == 10.5)
        #expect(clock.frameTime(targetTimestamp: 10.6, pointerDown: false) == 10.6)
        #expect(clock.latest == 10.6)
    }

    @Test func timeNeverRunsBackwards() {
        var clock = FrameClock()
        _ = clock.frameTime(targetTimestamp: 10.6, pointerDown: false)
        // A touch that happened before the frame the engine has already been ticked to.
        #expect(clock.inputTime(10.59) == 10.6)
        #expect(clock.latestInput == 10.59)
        #expect(clock.commandTime(10.0) == 10.6)
        #expect(clock.commandTime(10.7) == 10.7)
    }

    @Test func whileAFingerIsDownFramesWaitForIt() {
        var clock = FrameClock()
        #expect(clock.inputTime(10.0) == 10.0)
        #expect(clock.frameTime(targetTimestamp: 10.02, pointerDown: true) == 10.0)
        #expect(clock.inputTime(10.008) == 10.008)
        #expect(clock.frameTime(targetTimestamp: 10.037, pointerDown: true) == 10.008)
        #expect(clock.frameTime(targetTimestamp: 10.037, pointerDown: false) == 10.037)
    }

    @Test func aFingerWithNoInputYetLeavesFramesAlone() {
        var clock = FrameClock()
        #expect(clock.frameTime(targetTimestamp: 3, pointerDown: true) == 3)
    }

    @Test func timesThatAreNotFiniteAreLeftToTheEngineToRefuse() {
        var clock = FrameClock()
        _ = clock.commandTime(5)
        #expect(clock.frameTime(targetTimestamp: .nan, pointerDown: false).isNaN)
        #expect(clock.latest == 5)
    }

    /// A finger dragging at 600 pt/s with touches at 120 Hz and display frames at 60 Hz
    /// ticked to their target timestamps, a frame ahead: the sheet's velocity is the
    /// finger's, because the finger's samples keep their own times.
    @Test @MainActor func aDragBetweenDisplayFramesKeepsTheFingersVelocity() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.container)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        let start = stage.now
        try sheet.touchBegan(at: HostPoint(x: Phone.x, y: 400), time: start)
        var nextFrame = start + 1.0 / 60
        for i in 1...24 {
            let t = start + Double(i) / 120
            while nextFrame <= t {
                stage.host.displayFrame(targetTimestamp: nextFrame + 1.0 / 60)
                nextFrame += 1.0 / 60
            }
            let y = 400 + 5 * Double(i)
            try sheet.pan(i == 1 ? .began : .changed, at: HostPoint(x: Phone.x, y: y),
                          translation: HostPoint(x: 0, y: y - 400), time: t)
        }
        let frame = try #require(sheet.frame)
        #expect(frame.state == .dragging)
        #expect(close(frame.top, Phone.top(0.6) + 120, 1e-9))
        #expect(close(frame.velocity, 600, 1e-6))
    }
}
