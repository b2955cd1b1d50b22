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

    /// An iPad's landscape viewport is wider than the threshold: the maps sheet moves to
    /// its floating card at the leading side with a motion, keeping its peek, reporting
    /// nothing; its content is laid out over the card's full height less its margins
    /// (800 − 24 − 16 − 20 − 16). Back on the phone, it is a bottom sheet again.
    @Test func aViewportThatBecomesWideMovesTheSheetToItsWideLayout() throws {
        let stage = try Stage()
        var settings = Sheets.maps
        settings.wideLayout = .floatingLeading
        settings.wideLayoutCondition = .widerThan(700)
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        try stage.host.setViewport(Viewport(width: 1280, height: 800, safeTop: 24, safeBottom: 20))
        #expect(sheet.frame?.state == .settling)
        stage.runUntilIdle()
        var layout = try #require(recorder.layout)
        #expect(layout.sheetFrame == HostRect(x: 16, y: 800 - 36 - 200, width: 320, height: 200))
        #expect(layout.corners == .all)
        #expect(layout.contentFrame == HostRect(x: 0, y: 0, width: 320, height: 724))
        #expect(sheet.position?.detent == "peek" && sheet.position?.detentProgress == 0)
        // Right to left, the leading card is on the right.
        try stage.host.setLayoutDirection(.rightToLeft)
        let mirrored = try #require(recorder.layout?.sheetFrame)
        #expect(mirrored.minX == 944, "\(mirrored.minX.description)")
        try stage.host.setLayoutDirection(.leftToRight)
        try stage.host.setViewport(Phone.viewport)
        stage.runUntilIdle()
        layout = try #require(recorder.layout)
        #expect(layout.sheetFrame == HostRect(x: 0, y: 644, width: 390, height: 0.9 * 797))
        #expect(layout.corners == [.topLeft, .topRight])
        #expect(recorder.take().isEmpty)
    }

    /// A regular horizontal size class takes the wide layout whatever the width: the sheet
    /// comes in from the trailing side as a 256-point side sheet, at its detent, and goes
    /// back to the bottom when the class is compact again.
    @Test func aRegularSizeClassTakesTheWideLayout() throws {
        let stage = try Stage()
        var settings = Sheets.maps
        settings.wideLayout = .sideTrailing
        try stage.host.setHorizontalSizeClass(.compact, now: stage.now)
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(recorder.layout?.side == .bottom)
        try stage.host.setHorizontalSizeClass(.regular, now: stage.now)
        #expect(sheet.frame?.edge == .trailing && stage.framesRequested)
        stage.runUntilIdle()
        var layout = try #require(recorder.layout)
        #expect(layout.side == .right)
        #expect(layout.sheetFrame == HostRect(x: 390 - 256, y: 47, width: 256, height: 763))
        #expect(sheet.selectedDetentIdentifier == "peek")
        try stage.host.setHorizontalSizeClass(.compact, now: stage.now)
        stage.runUntilIdle()
        layout = try #require(recorder.layout)
        #expect(layout.side == .bottom && layout.sheetFrame.minY == 644)
        #expect(recorder.take().isEmpty)
        #expect(stage.host.horizontalSizeClass == .compact)
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

    /// A keyboard the system announces (0.25 s, ease in and out) is followed frame by
    /// frame: each frame gives the engine the keyboard of that moment, and the footer
    /// rides on it, drawn where the engine puts it; the sheet rises by the keyboard.
    @Test func anAnnouncedKeyboardIsFollowedFrameByFrame() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.fraction(0.5, identifier: "half")])
        settings.footerHeight = 60
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.layout?.footerFrame == HostRect(x: 0, y: 750 - Phone.top(0.5), width: 390, height: 60))
        try stage.host.keyboardWillMove(to: 336, duration: 0.25, curve: .easeInOut, now: stage.now)
        // The command's time is the latest the engine has seen: the last frame's target.
        let start = stage.host.clock.latest
        let motion = stage.host.keyboard
        #expect(motion == .moving(KeyboardAnimation(from: 0, to: 336, start: start, duration: 0.25, curve: .easeInOut)))
        #expect(stage.framesRequested)
        var frames = 0
        var frameTimes: [Double] = []
        repeat {
            stage.frame()
            frames += 1
            frameTimes.append(stage.host.clock.latest)
            let keyboard = motion.obstruction(at: stage.host.clock.latest)
            #expect(stage.host.engine.viewport.obstruction == keyboard)
            #expect(stage.host.obstruction == keyboard)
            let frame = try #require(sheet.frame)
            let layout = try #require(recorder.layout)
            #expect(frame.footerTop == max(frame.top, 844 - max(keyboard, 34) - 60), "frame \(frames)")
            #expect(close(layout.sheetFrame.minY + (layout.footerFrame?.minY ?? .nan), frame.footerTop), "frame \(frames)")
        } while stage.host.keyboard.isMoving(at: stage.host.clock.latest)
        // Frames run until the first at or past the keyboard's end.
        #expect(frames > 10)
        #expect(frameTimes[frames - 1] >= start + 0.25 && frameTimes[frames - 2] < start + 0.25)
        #expect(stage.host.obstruction == 336)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.5) - 336, 1e-9))
        #expect(close(recorder.layout?.footerFrame?.minY ?? .nan, 844 - 336 - 60 - (Phone.top(0.5) - 336)))
        #expect(recorder.take() == [.willPresent("half"), .didPresent("half")])
    }

    /// A layout guide read during the move (its end frame at once, or a value from before
    /// the announcement) leaves the move to go on. A finger dragging the keyboard down (an
    /// interactive dismissal) is read frame by frame and followed; the keyboard's leaving
    /// is announced from where it was let go.
    @Test func readingsOfTheKeyboardAreFollowedAsTheyCome() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(SheetSettings(detents: [.fraction(0.5, identifier: "half")]))
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try stage.host.keyboardWillMove(to: 336, duration: 0.25, curve: .linear, now: stage.now)
        let up = stage.host.keyboard
        stage.frame()
        try stage.host.setObstruction(336, now: stage.now)
        #expect(stage.host.keyboard == up)
        try stage.host.setObstruction(0, now: stage.now)
        #expect(stage.host.keyboard == up)
        #expect(stage.host.engine.viewport.obstruction == up.obstruction(at: stage.host.clock.latest))
        #expect(stage.host.engine.viewport.obstruction < 100)
        stage.runUntilIdle()
        #expect(stage.host.keyboard == up && stage.host.obstruction == 336)
        for k in 1...10 {
            stage.frame()
            try stage.host.setObstruction(336 - 20 * Double(k), now: stage.now)
            #expect(stage.host.engine.viewport.obstruction == 336 - 20 * Double(k))
        }
        #expect(stage.host.keyboard == .resting(136))
        let letGo = stage.host.clock.latest
        try stage.host.keyboardWillMove(to: 0, duration: 0.25, curve: .keyboard, now: stage.now)
        #expect(stage.host.keyboard == .moving(KeyboardAnimation(from: 136, to: 0, start: letGo, duration: 0.5, curve: .keyboard)))
        stage.runUntilIdle()
        #expect(stage.host.engine.viewport.obstruction == 0)
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.5), 1e-9))
    }

    /// A host that reads where the keyboard is drawn each display frame hands it with the
    /// frame: the engine has it at the frame's time, and the sheets are updated once.
    @Test func aKeyboardReadEachFrameComesWithTheFrame() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.fraction(0.5, identifier: "half")])
        settings.footerHeight = 60
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        for k in 1...12 {
            let layouts = recorder.layouts.count
            let keyboard = 28.0 * Double(k)
            stage.host.displayFrame(targetTimestamp: stage.now + Double(k) / 60, obstruction: keyboard)
            #expect(recorder.layouts.count == layouts + 1)
            #expect(stage.host.engine.viewport.obstruction == keyboard)
            #expect(stage.host.keyboard == .resting(keyboard))
            let frame = try #require(sheet.frame)
            #expect(frame.footerTop == max(frame.top, 844 - max(keyboard, 34) - 60), "frame \(k)")
        }
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.5) - 336, 1e-9))
    }

    /// Frames are wanted while the keyboard moves, with no sheet moving; a refused
    /// announcement changes nothing.
    @Test func framesAreWantedWhileTheKeyboardMoves() throws {
        let stage = try Stage()
        try stage.host.keyboardWillMove(to: 300, duration: 0.25, curve: .linear, now: stage.now)
        #expect(stage.framesRequested)
        stage.runUntilIdle()
        #expect(!stage.framesRequested)
        #expect(stage.host.engine.viewport.obstruction == 300)
        #expect(stage.host.keyboard.obstruction(at: stage.host.clock.latest) == 300)
        let before = stage.host.keyboard
        #expect(throws: SheetHostError.self) {
            try stage.host.keyboardWillMove(to: 0, duration: 0, curve: .linear, now: .nan)
        }
        #expect(stage.host.keyboard == before)
        #expect(stage.host.obstruction == 300)
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
