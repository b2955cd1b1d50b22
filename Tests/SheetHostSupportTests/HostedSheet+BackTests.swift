import SheetCore
import SheetHostSupport
import Testing

/// Back actions on a hosted sheet: a press does the sheet's back behaviour with reason
/// `.back`, a gesture shrinks it with its progress and springs back when cancelled, and a
/// sheet that takes no back action says so, for the host to pass it on.
@MainActor
@Suite struct HostedSheetBackTests {
    static let lowAndHigh = [SheetDetent.fraction(0.3, identifier: "low"), .fraction(0.6, identifier: "high")]

    /// The shrink Material 3 shows for a gesture's progress.
    static func shown(_ progress: Double) -> Double {
        TimingCurve.cubicBezier(x1: 0.1, y1: 0.1, x2: 0, y2: 1).value(at: progress)
    }

    @Test func aPressDismissesWithReasonBack() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(SheetSettings(detents: Self.lowAndHigh))
        #expect(try !sheet.commitBack(now: stage.now))
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(try sheet.commitBack(now: stage.now))
        stage.runUntilIdle()
        #expect(recorder.take() == [.willDismiss(.back), .didDismiss(.back)])
        #expect(!sheet.isPresented)
    }

    @Test func collapseGoesOneDetentLowerThenDismisses() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: Self.lowAndHigh)
        settings.back = .collapse
        settings.selectedDetentIdentifier = "high"
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(try sheet.commitBack(now: stage.now))
        stage.runUntilIdle()
        #expect(recorder.take() == [.detentChanged(from: "high", to: "low", .back)])
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.3)))
        #expect(try sheet.commitBack(now: stage.now))
        stage.runUntilIdle()
        #expect(recorder.take() == [.willDismiss(.back), .didDismiss(.back)])
    }

    /// `.none`, a sheet the user may not dismiss and a sheet under a finger take no back
    /// action: the calls answer false and nothing moves.
    @Test func aSheetThatTakesNoBackActionSaysSo() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: Self.lowAndHigh)
        settings.back = .none
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(try !sheet.beginBack(now: stage.now))
        #expect(try !sheet.commitBack(now: stage.now))
        settings.back = .dismiss
        settings.userDismissal = .disabled
        try sheet.setSettings(settings, now: stage.now)
        #expect(try !sheet.commitBack(now: stage.now))
        settings.userDismissal = .allowed
        try sheet.setSettings(settings, now: stage.now)
        try sheet.touchBegan(at: HostPoint(x: Phone.x, y: 700), time: stage.now)
        try sheet.pan(.began, at: HostPoint(x: Phone.x, y: 730), translation: HostPoint(x: 0, y: 30), time: stage.now + 0.05)
        #expect(try !sheet.beginBack(now: stage.now + 0.05))
        #expect(sheet.frame?.state == .dragging)
        #expect(!recorder.take().contains { if case .willDismiss = $0 { true } else { false } })
    }

    /// The gesture shrinks the sheet along Material 3's curve, its footer kept on the
    /// visible bottom; cancelled, the sheet springs back in 100 ms.
    @Test func aGestureShrinksTheSheetAndACancelSpringsItBack() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.fraction(0.5, identifier: "half")])
        settings.footerHeight = 60
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(try !sheet.updateBack(progress: 0.5, now: stage.now))
        #expect(try sheet.beginBack(now: stage.now))
        for progress in [0.25, 0.5, 1.0, 1.5] {
            stage.frame()
            #expect(try sheet.updateBack(progress: progress, now: stage.now))
            let layout = try #require(recorder.layout)
            let shown = Self.shown(min(progress, 1))
            #expect(close(layout.sheetFrame.minY, Phone.top(0.5) + 24 * shown), "progress \(progress)")
            #expect(close(layout.scale, 1 - 48 * shown / 390), "progress \(progress)")
            let footerTop = layout.drawnTop + layout.scale * (layout.footerFrame?.minY ?? .nan)
            #expect(close(footerTop, 750), "progress \(progress)")
        }
        #expect(throws: SheetHostError.self) { try sheet.updateBack(progress: .nan, now: stage.now) }
        #expect(try sheet.cancelBack(now: stage.now))
        #expect(stage.framesRequested)
        let cancelled = stage.now
        stage.runUntilIdle()
        #expect(stage.now - cancelled < 0.2)
        #expect(recorder.layout?.scale == 1)
        #expect(close(recorder.layout?.sheetFrame.minY ?? .nan, Phone.top(0.5)))
        #expect(try !sheet.cancelBack(now: stage.now))
        #expect(recorder.take() == [.willPresent("half"), .didPresent("half")])
    }

    /// A committed gesture dismisses from the shrunk sheet.
    @Test func aCommittedGestureDismissesFromWhereItWas() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(SheetSettings(detents: [.fraction(0.5, identifier: "half")]))
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(try sheet.beginBack(now: stage.now))
        // A second begin is the same gesture.
        #expect(try sheet.beginBack(now: stage.now))
        stage.frame()
        try sheet.updateBack(progress: 1, now: stage.now)
        let shrunk = try #require(recorder.layout)
        #expect(try sheet.commitBack(now: stage.now))
        let leaving = try #require(recorder.layout)
        #expect(leaving.sheetFrame.minY == shrunk.sheetFrame.minY && leaving.scale == shrunk.scale)
        stage.runUntilIdle()
        #expect(recorder.take() == [.willDismiss(.back), .didDismiss(.back)])
    }

    /// A sheet whose dismissals are asked first asks, with reason `.back`, and stays.
    @Test func aConfirmedDismissalIsAskedWithReasonBack() throws {
        let stage = try Stage()
        var settings = SheetSettings(detents: [.fraction(0.5, identifier: "half")])
        settings.userDismissal = .confirmed
        let (sheet, recorder) = stage.sheet(settings)
        var asked: [SheetReason] = []
        sheet.onDismissalRequest = { reason in
            asked.append(reason)
            return .keep
        }
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(try sheet.commitBack(now: stage.now))
        stage.runUntilIdle()
        #expect(recorder.take() == [.dismissRequested(.back)])
        #expect(asked == [.back])
        #expect(sheet.frame?.state == .resting)
    }
}
