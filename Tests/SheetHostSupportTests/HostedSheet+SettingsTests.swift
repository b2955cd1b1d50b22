import SheetCore
import SheetHostSupport
import Testing

/// A peek of 200 points and a full detent at 90% of the height.
private var peekAndFull: SheetSettings {
    SheetSettings(detents: [.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")])
}

/// A client that changes the sheet's settings as soon as it hears the sheet has arrived,
/// from inside the update that tells it.
@MainActor
private final class SettingsOnArrival: HostedSheetClient {
    let stage: Stage
    let settings: SheetSettings
    private(set) var events: [SheetHostEvent] = []

    init(_ stage: Stage, settings: SheetSettings) {
        self.stage = stage
        self.settings = settings
    }

    func hostedSheet(_ sheet: HostedSheet, apply layout: SheetLayout?, position: SheetPosition?) {}

    func hostedSheet(_ sheet: HostedSheet, didReceive event: SheetHostEvent) {
        events.append(event)
        guard case .didPresent = event else { return }
        do {
            try sheet.setSettings(settings, now: stage.now)
        } catch {
            Issue.record("the settings were refused: \(error)")
        }
    }

    func hostedSheet(_ sheet: HostedSheet, perform action: PresentationBridge.Action) {}
}

@MainActor
@Suite struct HostedSheetSettingsTests {
    /// `settings` presented at `detent` and at rest, its events taken.
    func presented(_ settings: SheetSettings, at detent: SheetDetent.Identifier? = nil,
                   on stage: Stage) throws -> (HostedSheet, Recorder) {
        var settings = settings
        settings.selectedDetentIdentifier = detent
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        return (sheet, recorder)
    }

    @Test func settingsBeforeAPresentationAreWhatItIsMadeFrom() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.container)
        try sheet.setSettings(peekAndFull, now: stage.now)
        #expect(sheet.liveConfiguration == nil)
        #expect(sheet.settings == peekAndFull)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.liveDetents == peekAndFull.detents)
        #expect(sheet.frame?.top == Phone.top(points: 200))
    }

    @Test func aPresentedSheetIsUpdatedInPlaceAndSettles() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, on: stage)
        let id = try #require(sheet.id)
        var taller = peekAndFull
        taller.detents[0] = .points(300, identifier: "peek")
        taller.grabber = .visible
        taller.preferredCornerRadius = 20
        try sheet.setSettings(taller, now: stage.now)
        // The same engine sheet, with the new detents and configuration.
        #expect(sheet.id == id)
        #expect(stage.host.engine.sheetCount == 1)
        #expect(sheet.liveDetents == taller.detents)
        #expect(sheet.liveConfiguration == (try taller.configuration()))
        // The grabber and the corners at once; the height with the settle spring.
        #expect(recorder.layout?.showsGrabber == true)
        #expect(recorder.layout?.cornerRadius == 20)
        #expect(sheet.frame?.state == .settling)
        stage.frame()
        let moving = try #require(sheet.frame?.top)
        #expect(moving < Phone.top(points: 200) && moving > Phone.top(points: 300))
        stage.runUntilIdle()
        #expect(sheet.frame?.top == Phone.top(points: 300))
        #expect(sheet.selectedDetentIdentifier == "peek")
        // Its detent kept its name: nothing to report.
        #expect(recorder.take().isEmpty)
    }

    @Test func withoutAnimationTheSheetIsThereAtOnce() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, on: stage)
        var taller = peekAndFull
        taller.detents[0] = .points(300, identifier: "peek")
        try sheet.setSettings(taller, animated: false, now: stage.now)
        #expect(sheet.frame?.top == Phone.top(points: 300))
        #expect(sheet.frame?.state == .resting)
        #expect(!stage.host.needsDisplayFrames)
        #expect(recorder.layout?.sheetFrame.minY == Phone.top(points: 300))
        // The settle transition it keeps is its own, not the one that made it arrive at once.
        #expect(sheet.liveConfiguration?.settle == Transition())
        #expect(recorder.take().isEmpty)
    }

    @Test func aMoveOrAFittedHeightWithoutAnimationIsThereAtOnce() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, on: stage)
        try sheet.move(to: "full", animated: false, now: stage.now)
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.9), 1e-9))
        #expect(sheet.frame?.state == .resting)
        #expect(!stage.host.needsDisplayFrames)
        #expect(recorder.take() == [.detentChanged(from: "peek", to: "full", .programmatic)])
        #expect(sheet.liveConfiguration == (try peekAndFull.configuration()))
        // With animation, the settle spring is still the sheet's.
        try sheet.move(to: "peek", now: stage.now)
        #expect(sheet.frame?.state == .settling)
        stage.runUntilIdle()

        // Fitted content 400 points tall, then 260, at once: its top at 844 − 34 − 260.
        let (fitted, _) = try presented(Sheets.fitted, on: stage)
        try fitted.setContentHeight(400, now: stage.now)
        stage.runUntilIdle()
        #expect(fitted.frame?.top == 410)
        try fitted.setContentHeight(260, animated: false, now: stage.now)
        #expect(fitted.frame?.top == 550)
        #expect(fitted.frame?.state == .resting)
        #expect(fitted.liveConfiguration?.settle == Transition())
    }

    @Test func aSheetKeepsItsDetentByName() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, at: "full", on: stage)
        // A detent in between: "full" is third now, where the engine alone would keep the
        // sheet second.
        var three = peekAndFull
        three.detents.insert(.points(400, identifier: "half"), at: 1)
        try sheet.setSettings(three, now: stage.now)
        #expect(sheet.selectedDetentIdentifier == "full")
        #expect(sheet.presence.live?.lastDetent == 2)
        for _ in 0..<30 {
            stage.frame()
            #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.9), 1e-9))
        }
        stage.runUntilIdle()
        #expect(recorder.take().isEmpty)
        #expect(sheet.frame?.state == .resting)
    }

    @Test func aSheetWhoseDetentIsGoneGoesToTheNewHighestNamedFromTheOld() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, at: "full", on: stage)
        // "full" goes: the sheet goes to the new highest, half the height.
        var halfway = peekAndFull
        halfway.detents[1] = .fraction(0.5, identifier: "half")
        try sheet.setSettings(halfway, now: stage.now)
        #expect(recorder.take() == [.detentChanged(from: "full", to: "half", .programmatic)])
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.5), 1e-9))
        #expect(sheet.selectedDetentIdentifier == "half")

        // One detent left, below where the sheet was: the index it had is gone too.
        var peekOnly = peekAndFull
        peekOnly.detents = [.points(200, identifier: "peek")]
        try sheet.setSettings(peekOnly, now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.take() == [.detentChanged(from: "half", to: "peek", .programmatic)])
        #expect(sheet.frame?.top == Phone.top(points: 200))

        // A detent of another name where the sheet is: it is renamed.
        var other = peekAndFull
        other.detents = [.points(200, identifier: "basket")]
        try sheet.setSettings(other, now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.take() == [.detentChanged(from: "peek", to: "basket", .programmatic)])
        #expect(sheet.frame?.top == Phone.top(points: 200))
    }

    @Test func whatTheEngineSaidBeforeAChangeIsNamedAfterTheOldDetents() throws {
        let stage = try Stage()
        var settings = peekAndFull
        settings.selectedDetentIdentifier = "full"
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        // A second later, no frame drawn meanwhile, the full detent goes: the presentation
        // ended first, at the old index 1, which the new detents do not have.
        stage.wait(1)
        var peekOnly = settings
        peekOnly.detents = [.points(200, identifier: "peek")]
        try sheet.setSettings(peekOnly, now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.take() == [.willPresent("full"), .didPresent("full"),
                                    .detentChanged(from: "full", to: "peek", .programmatic)])
        #expect(sheet.frame?.top == Phone.top(points: 200))
    }

    @Test func settingsChangedWhileTheSheetsEventsAreHandledAreNamedInOrder() throws {
        let stage = try Stage()
        var settings = peekAndFull
        settings.selectedDetentIdentifier = "full"
        var peekOnly = settings
        peekOnly.detents = [.points(200, identifier: "peek")]
        let sheet = HostedSheet(host: stage.host, settings: settings)
        let client = SettingsOnArrival(stage, settings: peekOnly)
        sheet.client = client
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(client.events == [.willPresent("full"), .didPresent("full"),
                                  .detentChanged(from: "full", to: "peek", .programmatic)])
        #expect(sheet.frame?.top == Phone.top(points: 200))
    }

    @Test func aLeavingSheetComesBackToItsDetentByName() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, at: "full", on: stage)
        try sheet.dismiss(now: stage.now)
        stage.frame()
        var three = peekAndFull
        three.detents.insert(.points(400, identifier: "half"), at: 1)
        try sheet.setSettings(three, now: stage.now)
        #expect(sheet.frame?.state == .dismissing)
        #expect(sheet.presence.live?.lastDetentIdentifier == "full")
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.take() == [.willDismiss(.programmatic), .dismissalCancelled(.programmatic),
                                    .willPresent("full"), .didPresent("full")])
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.9), 1e-9))
    }

    @Test func aSheetUnderAFingerStaysUnderItAndIsReleasedToTheNewDetents() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, on: stage)
        let start = stage.now
        let peekTop = Phone.top(points: 200)
        try sheet.touchBegan(at: HostPoint(x: Phone.x, y: peekTop + 50), time: start)
        try sheet.pan(.began, at: HostPoint(x: Phone.x, y: peekTop + 30), translation: HostPoint(x: 0, y: -20),
                      time: start + 0.1)
        try sheet.pan(.changed, at: HostPoint(x: Phone.x, y: peekTop - 50), translation: HostPoint(x: 0, y: -100),
                      time: start + 0.3)
        let held = try #require(sheet.frame?.top)
        #expect(close(held, peekTop - 100, 1e-9))
        // The peek grows to 320 points under the finger: the sheet stays where it is.
        var taller = peekAndFull
        taller.detents[0] = .points(320, identifier: "peek")
        try sheet.setSettings(taller, now: start + 0.3)
        #expect(sheet.frame?.top == held)
        #expect(sheet.frame?.state == .dragging)
        // Held still, then let go: 300 points show, nearer the new peek.
        try sheet.touchEnded(at: HostPoint(x: Phone.x, y: peekTop - 50), time: start + 0.6)
        try sheet.pan(.ended, at: HostPoint(x: Phone.x, y: peekTop - 50), translation: HostPoint(x: 0, y: -100),
                      time: start + 0.6)
        stage.runUntilIdle()
        #expect(recorder.take() == [.dragBegan("peek"), .dragEnded("peek", .drag)])
        #expect(sheet.frame?.top == Phone.top(points: 320))
    }

    @Test func refusedSettingsChangeNothing() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, on: stage)
        var duplicate = peekAndFull
        duplicate.detents.append(.large)
        duplicate.detents.append(.large)
        #expect(throws: SheetHostError.duplicateDetent(.large)) { try sheet.setSettings(duplicate, now: stage.now) }
        var unknownAnimator = peekAndFull
        unknownAnimator.detents[0] = .points(300, identifier: "peek")
        unknownAnimator.settleTransition = Transition(animator: "nowhere")
        #expect(throws: SheetHostError.self) { try sheet.setSettings(unknownAnimator, now: stage.now) }
        #expect(sheet.settings == peekAndFull)
        #expect(sheet.liveDetents == peekAndFull.detents)
        #expect(sheet.liveConfiguration == (try peekAndFull.configuration()))
        stage.runUntilIdle()
        #expect(sheet.frame?.top == Phone.top(points: 200))
        #expect(recorder.take().isEmpty)
    }

    @Test func dismissalsThatBecomeConfirmedAreAskedFromThenOn() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(Sheets.container, on: stage)
        var asked: [SheetReason] = []
        sheet.onDismissalRequest = { reason in
            asked.append(reason)
            return .keep
        }
        var confirmed = Sheets.container
        confirmed.userDismissal = .confirmed
        try sheet.setSettings(confirmed, now: stage.now)
        try Finger(stage: stage, sheet: sheet).tap(y: 100)
        #expect(asked == [.backdropTap])
        #expect(sheet.frame?.state == .resting)
        // Allowed again: the next tap dismisses.
        try sheet.setSettings(Sheets.container, now: stage.now)
        try Finger(stage: stage, sheet: sheet).tap(y: 100)
        stage.runUntilIdle()
        #expect(asked == [.backdropTap])
        #expect(recorder.take() == [.dismissRequested(.backdropTap), .willDismiss(.backdropTap), .didDismiss(.backdropTap)])
    }

    @Test func contentThatScrollsFirstScrollsAtTheLowerDetent() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presented(peekAndFull, on: stage)
        // A list 1500 points long shown in the full detent's 717.3 points.
        try sheet.scrollGeometryChanged(ScrollGeometry(contentHeight: 1500, visibleHeight: 717.3), now: stage.now)
        var scrolls = peekAndFull
        scrolls.contentInteraction = .scrolls
        try sheet.setSettings(scrolls, now: stage.now)
        // At the peek an upward drag below the grabber's band scrolls the list.
        let peekTop = Phone.top(points: 200)
        try Finger(stage: stage, sheet: sheet).drag(from: peekTop + 100, by: -80, over: 0.5, hold: 0.2)
        stage.runUntilIdle()
        #expect(sheet.frame?.top == peekTop)
        #expect(sheet.frame?.contentOffset == 80)
        #expect(recorder.layouts.compactMap { $0?.scrollOffset }.last == 80)
        #expect(recorder.take().isEmpty)

        // Resizing first again, the same drag raises the sheet.
        try sheet.setSettings(peekAndFull, now: stage.now)
        try Finger(stage: stage, sheet: sheet).drag(from: peekTop + 100, by: -80, over: 0.5, hold: 0.2)
        #expect(close(sheet.frame?.top ?? .nan, peekTop - 80, 1e-9))
        stage.runUntilIdle()
        #expect(sheet.frame?.contentOffset == 80)
    }

    @Test func theLowestSheetDrawsThePageBehindAsItRecedes() throws {
        let stage = try Stage()
        var receding = Sheets.container
        receding.recedesBackground = true
        let (sheet, recorder) = stage.sheet(receding)
        try sheet.present(now: stage.now)
        stage.frame()
        // On its way in, the page recedes in step with the dimming.
        let arriving = try #require(recorder.layout?.background)
        #expect(arriving.scale < 1 && arriving.scale > 1 - 26.0 / 390)
        stage.runUntilIdle()
        // At rest, fully: 26 points narrower, its top 14 below the safe area, radius 8.
        let receded = try #require(recorder.layout?.background)
        #expect(close(receded.scale, 1 - 26.0 / 390))
        #expect(close(receded.offset, 47 + 14))
        #expect(receded.cornerRadius == 8)

        // A second sheet over it: the lowest still draws the page, the one above does not.
        let (above, aboveRecorder) = stage.sheet(Sheets.panel)
        try above.present(now: stage.now)
        stage.runUntilIdle()
        #expect(aboveRecorder.layout != nil)
        #expect(aboveRecorder.layout?.background == nil)
        #expect(recorder.layout?.background == receded)
        try above.dismiss(now: stage.now)
        stage.runUntilIdle()

        // Turned off while up: the page is itself again at once.
        try sheet.setSettings(Sheets.container, now: stage.now)
        #expect(recorder.layout?.background == .identity)
    }
}
