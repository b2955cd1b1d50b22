import SheetCore
import SheetHostSupport
import Testing

/// A peek of 200 points and a full detent at 90% of the height, presented full.
private var peekAndFull: SheetSettings {
    var settings = SheetSettings(detents: [.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")])
    settings.selectedDetentIdentifier = "full"
    return settings
}

/// A toolkit that runs the dismissal the engine asks for at once and without animation,
/// from inside the update that asks for it (UIKit's `dismiss(animated: false)`).
@MainActor
private final class ImmediateDismissal: HostedSheetClient {
    let stage: Stage
    private(set) var events: [SheetHostEvent] = []
    private(set) var actions: [PresentationBridge.Action] = []
    /// The events received when the dismissal had been run, and the sheet's presence then.
    private(set) var atRemoval: (events: [SheetHostEvent], presence: HostedSheet.Presence)?

    init(_ stage: Stage) {
        self.stage = stage
    }

    func hostedSheet(_ sheet: HostedSheet, apply layout: SheetLayout?, position: SheetPosition?) {}

    func hostedSheet(_ sheet: HostedSheet, didReceive event: SheetHostEvent) { events.append(event) }

    func hostedSheet(_ sheet: HostedSheet, perform action: PresentationBridge.Action) {
        actions.append(action)
        guard action == .requestSystemDismissal else { return }
        do {
            try sheet.systemDismissalBegan(animated: false, now: stage.now)
        } catch {
            Issue.record("the dismissal without animation was refused: \(error)")
        }
        atRemoval = (events, sheet.presence)
    }
}

@MainActor
@Suite struct HostedSheetPresenceTests {
    @Test func aPresentationMakesTheSheetLiveAndTheEndOfItsDismissalAbsent() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(peekAndFull)
        #expect(sheet.presence == .absent)
        #expect(sheet.presence.live == nil)
        try sheet.present(now: stage.now)
        let live = try #require(sheet.presence.live)
        #expect(live.id == stage.host.engine.topSheet)
        #expect(live.detents == peekAndFull.detents)
        #expect(live.configuration == (try peekAndFull.configuration()))
        #expect(live.lastDetent == 1 && live.lastDetentIdentifier == "full")
        stage.runUntilIdle()
        // The content it was made with is no news.
        #expect(recorder.take() == [.willPresent("full"), .didPresent("full")])

        // The detent it was last at follows the engine.
        try sheet.move(to: "peek", now: stage.now)
        #expect(sheet.presence.live?.lastDetentIdentifier == "peek")
        #expect(sheet.presence.live?.detents == peekAndFull.detents)
        #expect(sheet.presence.live?.id == live.id)

        // Leaving, it is still live; once it has left, absent.
        try sheet.dismiss(now: stage.now)
        #expect(sheet.presence.live?.id == live.id)
        #expect(sheet.frame?.state == .dismissing)
        stage.runUntilIdle()
        #expect(sheet.presence == .absent)
        #expect(stage.host.engine.sheetCount == 0)
        #expect(recorder.take() == [.detentChanged(from: "full", to: "peek", .programmatic),
                                    .willDismiss(.programmatic), .didDismiss(.programmatic)])
    }

    @Test func aSheetThatHasGoneStillHearsOfEventsTheEngineDropped() throws {
        // Room for two events: three sheets arriving in one frame overflow it.
        let stage = try Stage(eventCapacity: 2)
        let (gone, goneRecorder) = stage.sheet(peekAndFull)
        try gone.present(now: stage.now)
        stage.runUntilIdle()
        try gone.dismiss(now: stage.now)
        stage.runUntilIdle()
        #expect(gone.presence == .absent)
        #expect(goneRecorder.take() == [.willPresent("full"), .didPresent("full"),
                                        .willDismiss(.programmatic), .didDismiss(.programmatic)])

        let arriving = (0..<3).map { _ in stage.sheet(Sheets.container) }
        for (sheet, _) in arriving { try sheet.present(now: stage.now) }
        stage.runUntilIdle()
        // The third arrival is the one lost; every sheet of the host is told.
        #expect(arriving.map { $0.1.take() } == [[.willPresent("page"), .didPresent("page"), .eventsDropped(count: 1)],
                                                 [.willPresent("page"), .didPresent("page"), .eventsDropped(count: 1)],
                                                 [.willPresent("page"), .eventsDropped(count: 1)]])
        #expect(goneRecorder.take() == [.eventsDropped(count: 1)])
        #expect(gone.presence == .absent)
    }

    @Test func aDismissalRequestKeptLeavesTheSheetLiveAtItsLowestDetent() throws {
        let stage = try Stage()
        var settings = peekAndFull
        settings.userDismissal = .confirmed
        let (sheet, recorder) = stage.sheet(settings)
        sheet.onDismissalRequest = { _ in .keep }
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        let id = try #require(sheet.id)
        // From the full detent down to 67 points visible, under half the peek's 200: a
        // dismissal, which is asked instead, and the sheet goes back to the peek.
        try Finger(stage: stage, sheet: sheet).drag(from: Phone.top(0.9) + 50, by: 650, over: 1, hold: 0.1)
        #expect(sheet.presence.live?.id == id)
        #expect(sheet.presence.live?.lastDetentIdentifier == "peek")
        #expect(sheet.presence.live?.grantedDismissal == nil)
        stage.runUntilIdle()
        #expect(recorder.take() == [.dragBegan("full"), .dragEnded("peek", .drag),
                                    .detentChanged(from: "full", to: "peek", .drag), .dismissRequested(.drag)])
        #expect(sheet.presence.live?.id == id)
        #expect(sheet.frame?.top == Phone.top(points: 200))
    }

    @Test func aDismissalGrantedAtTheUsersRequestIsTheUsersUntilItEnds() throws {
        let stage = try Stage()
        var settings = peekAndFull
        settings.userDismissal = .confirmed
        let (sheet, recorder) = stage.sheet(settings)
        var granted: [SheetReason?] = []
        sheet.onDismissalRequest = { [unowned sheet] _ in
            granted.append(sheet.presence.live?.grantedDismissal)
            return .dismiss
        }
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        // A tap on the dimmed background above the full detent.
        try Finger(stage: stage, sheet: sheet).tap(y: 40)
        #expect(granted == [nil])
        #expect(sheet.presence.live?.grantedDismissal == .backdropTap)
        #expect(sheet.frame?.state == .dismissing)
        stage.runUntilIdle()
        #expect(recorder.take() == [.dismissRequested(.backdropTap), .willDismiss(.backdropTap), .didDismiss(.backdropTap)])
        #expect(sheet.presence == .absent)
    }

    @Test func aLeavingSheetPresentedAgainGoesBackToItsLastDetent() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(peekAndFull)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try sheet.move(to: "peek", now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        let id = try #require(sheet.id)
        try sheet.dismiss(now: stage.now)
        stage.frame()
        stage.frame()
        #expect(sheet.frame?.state == .dismissing)
        #expect(sheet.selectedDetentIdentifier == nil)
        try sheet.present(now: stage.now)
        #expect(sheet.presence.live?.id == id)
        stage.runUntilIdle()
        #expect(recorder.take() == [.willDismiss(.programmatic), .dismissalCancelled(.programmatic),
                                    .willPresent("peek"), .didPresent("peek")])
        #expect(sheet.frame?.top == Phone.top(points: 200))
        #expect(sheet.selectedDetentIdentifier == "peek")
    }

    @Test func aDismissalWithoutAnimationRemovesTheSheetAndPassesOnItsLastEvents() throws {
        let stage = try Stage()
        let sheet = HostedSheet(host: stage.host, settings: Sheets.panel, presentsModally: true)
        let toolkit = ImmediateDismissal(stage)
        sheet.client = toolkit
        try sheet.systemPresentationBegan(animated: true, now: stage.now)
        stage.runUntilIdle()
        sheet.systemTransitionEnded(presentation: true, completed: true)
        let id = try #require(sheet.id)

        // 220 points down leaves 270 of the panel's 490 visible, under its 300: the
        // engine dismisses, and the toolkit ends it at once.
        try Finger(stage: stage, sheet: sheet).drag(from: 380, by: 220, over: 0.5, hold: 0.1)
        let removal = try #require(toolkit.atRemoval)
        #expect(removal.presence == .removedAtOnce(id: id, detents: Sheets.panel.detents))
        #expect(removal.events.last == .willDismiss(.drag))
        // The dismissal it cut short came after, in the next pass, and is reported as done.
        #expect(toolkit.events == [.willPresent("panel"), .didPresent("panel"), .dragBegan("panel"), .dragEnded(nil, .drag),
                                   .willDismiss(.drag), .didDismiss(.drag)])
        #expect(toolkit.actions == [.finishTransition, .requestSystemDismissal, .finishTransition])
        #expect(sheet.presence == .removedAtOnce(id: id, detents: Sheets.panel.detents))
        #expect(!sheet.isPresented && sheet.layout == nil)
        #expect(stage.host.engine.sheetCount == 0)

        // Presented again, it has a new engine sheet.
        try sheet.systemPresentationBegan(animated: true, now: stage.now)
        let again = try #require(sheet.presence.live)
        #expect(again.id != id)
        #expect(again.lastDetentIdentifier == "panel")
    }

    @Test func theToolkitsTransitionsMakeAndEndTheEngineSheet() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container, modally: true)
        try sheet.systemPresentationBegan(animated: true, now: stage.now)
        let first = try #require(sheet.id)
        // The toolkit gives the presentation up: the engine's sheet goes with it.
        sheet.systemTransitionEnded(presentation: true, completed: false)
        #expect(sheet.presence == .absent)
        #expect(stage.host.engine.sheetCount == 0)

        try sheet.systemPresentationBegan(animated: true, now: stage.now)
        let second = try #require(sheet.id)
        #expect(second != first)
        stage.runUntilIdle()
        sheet.systemTransitionEnded(presentation: true, completed: true)
        #expect(sheet.presence.live?.id == second)
        _ = recorder.takeActions()

        // A dismissal the toolkit runs: live until the toolkit ends it.
        try sheet.systemDismissalBegan(animated: true, now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.takeActions() == [.finishTransition])
        #expect(sheet.frame?.state == .hidden)
        #expect(sheet.presence.live?.id == second)
        sheet.systemTransitionEnded(presentation: false, completed: true)
        #expect(sheet.presence == .absent)
        #expect(stage.host.engine.sheetCount == 0)
    }
}
