import SheetCore
import SheetHostSupport
import Testing

@MainActor
@Suite struct HostedSheetTests {
    @Test func aSheetIsMadeWhenPresentedAndGoneWhenDismissed() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container)
        #expect(!sheet.isPresented)
        #expect(sheet.layout == nil)
        try sheet.present(now: stage.now)
        #expect(sheet.isPresented)
        stage.runUntilIdle()
        #expect(close(recorder.layout?.sheetFrame.minY ?? .nan, Phone.top(0.6)))
        #expect(sheet.selectedDetentIdentifier == "page")
        try sheet.dismiss(now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.take() == [.willPresent("page"), .didPresent("page"), .willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(!sheet.isPresented)
        #expect(stage.host.engine.sheetCount == 0)
        #expect(recorder.layouts.last! == nil)
    }

    @Test func withoutAnimationItArrivesOnTheFirstFrame() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container)
        try sheet.present(animated: false, now: stage.now)
        stage.frame()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6)))
        #expect(sheet.frame?.state == .resting)
        #expect(recorder.take() == [.willPresent("page"), .didPresent("page")])
    }

    @Test func aPresentationGoesToTheSelectedDetent() throws {
        let stage = try Stage()
        var settings = Sheets.maps
        settings.selectedDetentIdentifier = "full"
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.9)))
        #expect(recorder.take() == [.willPresent("full"), .didPresent("full")])
    }

    @Test func movesGoToNamedDetents() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.maps)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        try sheet.move(to: "full", now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.take() == [.detentChanged(from: "peek", to: "full", .programmatic)])
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.9)))
        #expect(throws: SheetHostError.unknownDetent("half")) { try sheet.move(to: "half", now: stage.now) }
    }

    @Test func aFittedDetentFollowsTheContentsHeight() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.fitted)
        try sheet.setContentHeight(400, now: stage.now)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.frame?.top == 410)
        try sheet.setContentHeight(260, now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.frame?.top == 550)
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .outOfRange(.contentHeight, -1, .atLeast(0))))) {
            try sheet.setContentHeight(-1, now: stage.now)
        }
        #expect(sheet.contentHeight == 260)
    }

    @Test func swappedContentCrossFadesInPlaceAndTheHeightFollows() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.fitted)
        try sheet.setContentHeight(400, now: stage.now)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(try sheet.swapContent(height: 560, now: stage.now) == 2)
        #expect(recorder.take() == [.contentChanged(contentID: 2)])
        // The last frame was ticked to its target timestamp, a frame ahead: the swap
        // begins then.
        let start = stage.host.clock.latest
        #expect(start > stage.now)
        // The default content transition is a 0.25 s linear fade: 40% in after 0.1 s.
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        let midway = try #require(recorder.layout)
        #expect(midway.contentID == 2)
        #expect(midway.outgoingContentID == 1)
        #expect(close(midway.contentAlpha, 0.4, 1e-9))
        #expect(close(midway.outgoingContentAlpha, 0.6, 1e-9))
        #expect(close(midway.sheetFrame.minY, 410 + (250 - 410) * 0.4, 1e-9))
        stage.host.displayFrame(targetTimestamp: start + 0.25)
        let done = try #require(recorder.layout)
        #expect(done.outgoingContentID == nil)
        #expect(done.contentAlpha == 1)
        #expect(done.sheetFrame.minY == 250)
    }

    @Test func aDragOnThePanelBelowItsAutoDismissHeightDismissesItIn0_2s() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.panel)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.frame?.top == 354)
        _ = recorder.take()
        let finger = Finger(stage: stage, sheet: sheet)

        // 150 points down leaves 340 visible, above 300: it slides back in 0.2 s.
        #expect(try finger.drag(from: 380, by: 150, over: 0.5, hold: 0.1) == .sheet)
        // The finger's up: while it was down, frames waited for it.
        var release = stage.host.clock.latest
        stage.host.displayFrame(targetTimestamp: release + 0.1)
        #expect(close(sheet.frame?.top ?? .nan, 504 - 150 * 0.5, 1e-9))
        stage.host.displayFrame(targetTimestamp: release + 0.2)
        #expect(sheet.frame?.top == 354)
        #expect(recorder.take() == [.dragBegan("panel"), .dragEnded("panel", .drag)])

        // 220 points down leaves 270: dismissed, sliding out in 0.2 s.
        stage.wait(0.2)
        try finger.drag(from: 380, by: 220, over: 0.5, hold: 0.1)
        release = stage.host.clock.latest
        stage.host.displayFrame(targetTimestamp: release + 0.1)
        #expect(close(sheet.frame?.top ?? .nan, 574 + 270 * 0.5, 1e-9))
        stage.host.displayFrame(targetTimestamp: release + 0.2)
        #expect(recorder.take() == [.dragBegan("panel"), .dragEnded(nil, .drag), .willDismiss(.drag), .didDismiss(.drag)])
        #expect(!sheet.isPresented)
    }

    @Test func aConfirmedDismissalIsAskedAndTheSheetKeptComesBack() throws {
        let stage = try Stage()
        var settings = Sheets.container
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
        // 300 of 478.2 points down: past half, a dismissal, asked instead.
        try Finger(stage: stage, sheet: sheet).drag(from: 400, by: 300, over: 0.6, hold: 0.1)
        #expect(asked == [.drag])
        // The release sends it back up: it is below its detent and rising.
        let released = try #require(sheet.frame)
        #expect(released.state == .settling)
        #expect(close(released.top, Phone.top(0.6) + 300, 1e-9))
        stage.frame()
        #expect(sheet.frame!.top < released.top)
        stage.runUntilIdle()
        #expect(recorder.take() == [.dragBegan("page"), .dragEnded("page", .drag), .dismissRequested(.drag)])
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6)))
        // A tap on the dimmed background and the escape gesture are asked too, the sheet
        // staying where it is.
        try Finger(stage: stage, sheet: sheet).tap(y: 100)
        #expect(sheet.performEscape(now: stage.now))
        #expect(asked == [.drag, .backdropTap, .accessibility])
        #expect(recorder.take() == [.dismissRequested(.backdropTap), .dismissRequested(.accessibility)])
        #expect(sheet.frame?.state == .resting)
        // The host answers later: its own dismissal is not asked.
        try sheet.dismiss(now: stage.now)
        stage.runUntilIdle()
        #expect(asked == [.drag, .backdropTap, .accessibility])
        #expect(recorder.take() == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(!sheet.isPresented)
    }

    @Test func aConfirmedDismissalTheHostAllowsLeavesAtOnceWithTheUsersReason() throws {
        let stage = try Stage()
        var settings = Sheets.panel
        settings.userDismissal = .confirmed
        let (sheet, recorder) = stage.sheet(settings)
        sheet.onDismissalRequest = { _ in .dismiss }
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        // 220 points down leaves 270 of the panel's 490, under its 300.
        try Finger(stage: stage, sheet: sheet).drag(from: 380, by: 220, over: 0.5, hold: 0.1)
        // It slides out from where the finger left it, over the panel's 0.2 s.
        let release = stage.host.clock.latest
        #expect(sheet.frame?.state == .dismissing)
        stage.host.displayFrame(targetTimestamp: release + 0.1)
        #expect(close(sheet.frame?.top ?? .nan, 574 + 270 * 0.5, 1e-9))
        stage.host.displayFrame(targetTimestamp: release + 0.2)
        #expect(recorder.take() == [.dragBegan("panel"), .dragEnded("panel", .drag), .dismissRequested(.drag),
                                    .willDismiss(.drag), .didDismiss(.drag)])
        #expect(!sheet.isPresented)
    }

    @Test func aConfirmedDismissalWithNoOneToAnswerIsOnlyReported() throws {
        let stage = try Stage()
        var settings = Sheets.container
        settings.userDismissal = .confirmed
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        try Finger(stage: stage, sheet: sheet).tap(y: 100)
        stage.runUntilIdle()
        #expect(recorder.take() == [.dismissRequested(.backdropTap)])
        #expect(sheet.frame?.state == .resting)
    }

    @Test func disabledDismissalsHoldAtTheLowestDetentAndAskNoOne() throws {
        let stage = try Stage()
        var settings = Sheets.container
        settings.userDismissal = .disabled
        let (sheet, recorder) = stage.sheet(settings)
        sheet.onDismissalRequest = { _ in
            Issue.record("nothing is asked")
            return .dismiss
        }
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        // 300 points down under the finger: the sheet gives less, as a rubber band.
        try sheet.touchBegan(at: HostPoint(x: Phone.x, y: 400), time: stage.now)
        try sheet.pan(.began, at: HostPoint(x: Phone.x, y: 420), translation: HostPoint(x: 0, y: 20), time: stage.now + 0.1)
        try sheet.pan(.changed, at: HostPoint(x: Phone.x, y: 700), translation: HostPoint(x: 0, y: 300), time: stage.now + 0.5)
        let held = try #require(sheet.frame?.top)
        #expect(held > Phone.top(0.6) && held < Phone.top(0.6) + 300)
        try sheet.touchEnded(at: HostPoint(x: Phone.x, y: 700), time: stage.now + 0.6)
        try sheet.pan(.ended, at: HostPoint(x: Phone.x, y: 700), translation: HostPoint(x: 0, y: 300), time: stage.now + 0.6)
        stage.runUntilIdle()
        #expect(recorder.take() == [.dragBegan("page"), .dragEnded("page", .drag)])
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6)))
        #expect(!sheet.accessibility.escapeDismisses)
    }

    @Test func presentingALeavingSheetCatchesIt() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.panel)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        try sheet.dismiss(now: stage.now)
        let start = stage.host.clock.latest
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        #expect(close(sheet.frame?.top ?? .nan, 354 + 490 * 0.5, 1e-9))
        try sheet.present(now: start + 0.1)
        stage.runUntilIdle()
        #expect(recorder.take() == [.willDismiss(.programmatic), .dismissalCancelled(.programmatic), .willPresent("panel"),
                                    .didPresent("panel")])
        #expect(sheet.frame?.top == 354)
    }

    @Test func aModalSheetKeepsTheSystemsTransitionOpenUntilTheEngineCloses() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container, modally: true)
        try sheet.systemPresentationBegan(animated: true, now: stage.now)
        #expect(recorder.takeActions().isEmpty)
        stage.runUntilIdle()
        #expect(recorder.takeActions() == [.finishTransition])
        sheet.systemTransitionEnded(presentation: true, completed: true)
        #expect(sheet.bridge.phase == .presented)

        // The user drags it away: the system is asked to run the dismissal.
        try Finger(stage: stage, sheet: sheet).drag(from: 400, by: 300, over: 0.6, hold: 0.1)
        #expect(recorder.takeActions() == [.requestSystemDismissal])
        try sheet.systemDismissalBegan(animated: true, now: stage.now)
        #expect(recorder.takeActions().isEmpty)
        stage.runUntilIdle()
        #expect(recorder.takeActions() == [.finishTransition])
        #expect(sheet.isPresented, "kept until the system ends its transition")
        sheet.systemTransitionEnded(presentation: false, completed: true)
        #expect(!sheet.isPresented)
        #expect(recorder.layouts.last! == nil)
    }

    @Test func aModalSheetDismissedWithoutAnimationReportsItsDismissal() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container, modally: true)
        try sheet.systemPresentationBegan(animated: false, now: stage.now)
        stage.runUntilIdle()
        sheet.systemTransitionEnded(presentation: true, completed: true)
        _ = recorder.take()
        _ = recorder.takeActions()
        try sheet.systemDismissalBegan(animated: false, now: stage.now)
        #expect(recorder.take() == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(recorder.takeActions() == [.finishTransition])
        #expect(!sheet.isPresented)
        #expect(stage.host.engine.sheetCount == 0)
    }

    @Test func aModalSheetTheSystemDismissesLeavesThroughTheEngine() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.panel, modally: true)
        try sheet.systemPresentationBegan(animated: true, now: stage.now)
        stage.runUntilIdle()
        sheet.systemTransitionEnded(presentation: true, completed: true)
        _ = recorder.take()
        _ = recorder.takeActions()
        try sheet.systemDismissalBegan(animated: true, now: stage.now)
        let start = stage.host.clock.latest
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        #expect(close(sheet.frame?.top ?? .nan, 354 + 490 * 0.5, 1e-9))
        stage.host.displayFrame(targetTimestamp: start + 0.2)
        #expect(recorder.take() == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(recorder.takeActions() == [.finishTransition])
    }

    @Test func aSheetTheSystemTakesAwayLetsTheOneBelowComeForward() throws {
        let stage = try Stage()
        let (lower, lowerRecorder) = stage.sheet(Sheets.container, modally: true)
        let (upper, _) = stage.sheet(Sheets.panel, modally: true)
        try lower.systemPresentationBegan(animated: true, now: stage.now)
        stage.runUntilIdle()
        try upper.systemPresentationBegan(animated: true, now: stage.now)
        stage.runUntilIdle()
        #expect(close(lowerRecorder.layout?.scale ?? .nan, 0.92))
        // UIKit gives up the upper presentation: its sheet goes at once.
        upper.systemTransitionEnded(presentation: true, completed: false)
        #expect(!upper.isPresented)
        #expect(lowerRecorder.layout?.scale == 1)
        #expect(lowerRecorder.layout?.coverAlpha == 0)
    }

    @Test func hitTestsAskTheSheetWithoutTellingTheEngine() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.maps)
        #expect(sheet.hitTest(HostPoint(x: Phone.x, y: 700)) == .none)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(sheet.hitTest(HostPoint(x: Phone.x, y: 300)) == .passThrough)
        #expect(sheet.hitTest(HostPoint(x: Phone.x, y: 700)) == .sheet)
        #expect(!sheet.pointer.isDown)
        #expect(recorder.take().isEmpty)
    }

    @Test func invalidatingTakesTheSheetAway() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        sheet.invalidate()
        #expect(!sheet.isPresented)
        #expect(stage.host.engine.sheetCount == 0)
        #expect(recorder.layouts.last! == nil)
        // Input after it is ignored.
        #expect(try sheet.touchBegan(at: HostPoint(x: Phone.x, y: 500), time: stage.now) == .none)
    }

    @Test func commandsToASheetNotPresentedDoNothing() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.maps)
        let calls = stage.schedulerCalls
        try sheet.dismiss(now: stage.now)
        // Not presented, so not even the detent's name is looked at.
        try sheet.move(to: "half", now: stage.now)
        let point = HostPoint(x: Phone.x, y: 700)
        try sheet.pan(.began, at: point, translation: HostPoint(x: 0, y: 20), time: stage.now)
        try sheet.touchEnded(at: point, time: stage.now)
        try sheet.touchCancelled(time: stage.now)
        try sheet.perform(.expand, now: stage.now)
        sheet.invalidate()
        #expect(!sheet.isPresented)
        #expect(stage.host.engine.sheetCount == 0)
        #expect(recorder.take().isEmpty)
        #expect(recorder.layouts.isEmpty)
        #expect(stage.schedulerCalls == calls)
    }

    @Test func presentingAPresentedSheetAndDismissingALeavingOneDoNothing() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.panel)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        let calls = stage.schedulerCalls
        try sheet.present(now: stage.now)
        #expect(stage.schedulerCalls == calls)
        #expect(sheet.frame?.state == .resting)
        #expect(recorder.take().isEmpty)

        try sheet.dismiss(now: stage.now)
        let start = stage.host.clock.latest
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        // A second dismissal does not start the 0.2 s slide over: it is halfway out.
        try sheet.dismiss(now: start + 0.1)
        stage.host.displayFrame(targetTimestamp: start + 0.15)
        #expect(close(sheet.frame?.top ?? .nan, 354 + 490 * 0.75, 1e-9))
        stage.runUntilIdle()
        #expect(recorder.take() == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(!sheet.isPresented)
    }

    @Test func aPresentationTheEngineRefusesLeavesNoSheetBehind() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container)
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .notFinite(.now, .infinity)))) {
            try sheet.present(now: .infinity)
        }
        #expect(!sheet.isPresented)
        #expect(stage.host.engine.sheetCount == 0)
        #expect(recorder.layouts.isEmpty)
        // The next presentation is a fresh one.
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(stage.host.engine.sheetCount == 1)
        #expect(recorder.take() == [.willPresent("page"), .didPresent("page")])
    }

    @Test func theContentOfASheetNotPresentedIsCheckedAndKeptForItsPresentation() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.fitted)
        #expect(try sheet.swapContent(height: 300, now: stage.now) == 2)
        #expect(sheet.contentID == 2)
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .notFinite(.contentHeight, .infinity)))) {
            try sheet.setContentHeight(.infinity, now: stage.now)
        }
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .outOfRange(.contentHeight, -1, .atLeast(0))))) {
            try sheet.swapContent(height: -1, now: stage.now)
        }
        #expect(sheet.contentID == 2)
        #expect(sheet.contentHeight == 300)
        // The same height again is no change: the host is not even updated.
        let calls = stage.schedulerCalls
        try sheet.setContentHeight(300, now: stage.now)
        #expect(stage.schedulerCalls == calls)

        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        // 300 points of content above the 34-point safe area; its first content, not a swap.
        #expect(close(sheet.frame?.top ?? .nan, 844 - 300 - 34))
        #expect(recorder.layout?.contentID == 2)
        #expect(recorder.layout?.outgoingContentID == nil)
        #expect(recorder.take() == [.willPresent("fitted"), .didPresent("fitted")])
    }

    @Test func aScrollViewsExtentIsHandedToThePresentedSheet() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.maps)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try sheet.move(to: "full", now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        // A list 1500 points long in the full detent's 717.3 points: 782.7 to scroll.
        let list = ScrollGeometry(contentHeight: 1500, visibleHeight: 717.3)
        var calls = stage.schedulerCalls
        try sheet.scrollGeometryChanged(list, now: stage.now)
        #expect(stage.schedulerCalls == calls + 1)
        calls = stage.schedulerCalls
        try sheet.scrollGeometryChanged(list, now: stage.now)
        #expect(stage.schedulerCalls == calls, "the same extent is not sent again")

        // At the highest detent an upward drag scrolls the content, not the sheet.
        try Finger(stage: stage, sheet: sheet).drag(from: 500, by: -200, over: 0.5, hold: 0.2)
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.9)))
        // The content went the finger's 200 points, and the scroll view is told so.
        #expect(sheet.frame?.contentOffset == 200)
        #expect(recorder.take() == [])
        #expect(recorder.layouts.compactMap { $0?.scrollOffset }.last == 200)
    }

    @Test func aTouchTheSystemTakesPutsTheSheetBack() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.panel)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        let start = stage.now
        #expect(try sheet.touchBegan(at: HostPoint(x: Phone.x, y: 380), time: start) == .sheet)
        try sheet.pan(.began, at: HostPoint(x: Phone.x, y: 480), translation: HostPoint(x: 0, y: 100), time: start + 0.1)
        stage.frame()
        #expect(sheet.pointer.isDown)
        #expect(sheet.frame?.state == .dragging)
        // 250 points down would dismiss it on a release; a cancelled touch never does.
        try sheet.pan(.changed, at: HostPoint(x: Phone.x, y: 630), translation: HostPoint(x: 0, y: 250), time: start + 0.2)
        try sheet.touchCancelled(time: start + 0.2)
        #expect(!sheet.pointer.isDown)
        stage.runUntilIdle()
        #expect(sheet.frame?.top == 354)
        #expect(sheet.frame?.state == .resting)
        let events = recorder.take()
        #expect(events.first == .dragBegan("panel"))
        #expect(!events.contains(.willDismiss(.drag)))
        #expect(sheet.isPresented)
    }

    @Test func anAnimatorThatFailsIsNamedInItsEvent() throws {
        final class Refusing: SheetAnimator {
            func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? { nil }
        }
        let stage = try Stage()
        try stage.host.engine.register(Refusing(), name: "refusing")
        var settings = Sheets.container
        settings.presentTransition = Transition(animator: "refusing")
        let (sheet, recorder) = stage.sheet(settings)
        try sheet.present(now: stage.now)
        #expect(recorder.take() == [.willPresent("page"), .animatorFailed(animator: "refusing", .start)])
        // The engine brings the sheet in itself.
        stage.runUntilIdle()
        #expect(recorder.take() == [.didPresent("page")])
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6)))
    }

    @Test func anEscapeTheEngineRefusesReportsThatItDidNothing() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        _ = recorder.take()
        #expect(sheet.accessibility.escapeDismisses)
        #expect(!sheet.performEscape(now: .infinity))
        #expect(sheet.frame?.state == .resting)
        #expect(recorder.take().isEmpty)
    }

    // MARK: Modal

    /// A modal sheet presented, its transition completed, its events and actions taken.
    func presentedModally(_ settings: SheetSettings, on stage: Stage) throws -> (HostedSheet, Recorder) {
        let (sheet, recorder) = stage.sheet(settings, modally: true)
        try sheet.systemPresentationBegan(animated: true, now: stage.now)
        stage.runUntilIdle()
        sheet.systemTransitionEnded(presentation: true, completed: true)
        _ = recorder.take()
        _ = recorder.takeActions()
        return (sheet, recorder)
    }

    @Test func aModalSheetPresentedAgainGetsANewEngineSheet() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presentedModally(Sheets.panel, on: stage)
        let first = try #require(sheet.id)
        try sheet.systemPresentationBegan(animated: true, now: stage.now)
        let second = try #require(sheet.id)
        #expect(second != first)
        #expect(stage.host.engine.sheetCount == 1)
        #expect(sheet.frame?.state == .presenting)
        stage.runUntilIdle()
        #expect(recorder.take() == [.willPresent("panel"), .didPresent("panel")])
        #expect(recorder.takeActions() == [.finishTransition])
    }

    @Test func aSystemDismissalWithNothingToDismissFinishesAtOnce() throws {
        let stage = try Stage()
        // Never presented.
        let (fresh, freshRecorder) = stage.sheet(Sheets.container, modally: true)
        try fresh.systemDismissalBegan(animated: true, now: stage.now)
        #expect(freshRecorder.takeActions() == [.finishTransition])
        #expect(fresh.bridge.phase == .idle)

        // Presented, then taken out of the engine behind the system's back.
        let (sheet, recorder) = try presentedModally(Sheets.container, on: stage)
        sheet.invalidate()
        try sheet.systemDismissalBegan(animated: true, now: stage.now)
        #expect(recorder.takeActions() == [.finishTransition])
        #expect(sheet.bridge.phase == .idle)
        #expect(recorder.take().isEmpty)

        // The same without animation.
        let (other, otherRecorder) = try presentedModally(Sheets.container, on: stage)
        other.invalidate()
        let layouts = otherRecorder.layouts.count
        try other.systemDismissalBegan(animated: false, now: stage.now)
        #expect(otherRecorder.takeActions() == [.finishTransition])
        #expect(other.bridge.phase == .idle)
        #expect(otherRecorder.take().isEmpty)
        #expect(otherRecorder.layouts.count == layouts)
    }

    @Test func aSystemDismissalTheEngineRefusesIsReported() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presentedModally(Sheets.container, on: stage)
        #expect(throws: SheetHostError.engine(SheetError(.invalidArgument, .notFinite(.now, .infinity)))) {
            try sheet.systemDismissalBegan(animated: true, now: .infinity)
        }
        #expect(sheet.frame?.state == .resting)
        #expect(recorder.take().isEmpty)
        #expect(recorder.takeActions().isEmpty)
    }

    @Test func aUserDismissalOverBeforeTheSystemBeginsItsOwnFinishesIt() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presentedModally(Sheets.container, on: stage)
        try Finger(stage: stage, sheet: sheet).drag(from: 400, by: 300, over: 0.6, hold: 0.1)
        #expect(recorder.takeActions() == [.requestSystemDismissal])
        // The system is slow to begin: the engine's dismissal ends first.
        stage.runUntilIdle()
        #expect(recorder.take().suffix(2) == [.willDismiss(.drag), .didDismiss(.drag)])
        #expect(sheet.bridge.phase == .dismissalRequested(.finished))
        try sheet.systemDismissalBegan(animated: true, now: stage.now)
        #expect(recorder.takeActions() == [.finishTransition])
        sheet.systemTransitionEnded(presentation: false, completed: true)
        #expect(!sheet.isPresented)
        #expect(stage.host.engine.sheetCount == 0)
    }

    @Test func aUserDismissalCancelledBeforeTheSystemBeginsItsOwnCancelsIt() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presentedModally(Sheets.panel, on: stage)
        try Finger(stage: stage, sheet: sheet).drag(from: 380, by: 220, over: 0.5, hold: 0.1)
        #expect(recorder.takeActions() == [.requestSystemDismissal])
        _ = recorder.take()
        // The app presents it again while it leaves.
        try sheet.present(now: stage.now)
        #expect(recorder.take() == [.dismissalCancelled(.drag), .willPresent("panel")])
        #expect(sheet.bridge.phase == .dismissalRequested(.cancelled))
        try sheet.systemDismissalBegan(animated: true, now: stage.now)
        #expect(recorder.takeActions() == [.cancelTransition])
        #expect(sheet.bridge.phase == .presented)
        stage.runUntilIdle()
        #expect(sheet.frame?.top == 354)
        #expect(recorder.take() == [.didPresent("panel")])
    }

    @Test func aUserDismissalTheSystemRunsWithoutAnimationEndsAtOnce() throws {
        let stage = try Stage()
        let (sheet, recorder) = try presentedModally(Sheets.panel, on: stage)
        try Finger(stage: stage, sheet: sheet).drag(from: 380, by: 220, over: 0.5, hold: 0.1)
        #expect(recorder.takeActions() == [.requestSystemDismissal])
        _ = recorder.take()
        try sheet.systemDismissalBegan(animated: false, now: stage.now)
        // The drag's dismissal, cut short, is reported as done.
        #expect(recorder.take() == [.didDismiss(.drag)])
        #expect(recorder.takeActions() == [.finishTransition])
        #expect(recorder.layouts.last! == nil)
        #expect(!sheet.isPresented)
        #expect(stage.host.engine.sheetCount == 0)
    }

    @Test func aKeptDismissalRequestOfAModalSheetIsNotHandedToTheSystem() throws {
        let stage = try Stage()
        var settings = Sheets.container
        settings.userDismissal = .confirmed
        let (sheet, recorder) = try presentedModally(settings, on: stage)
        sheet.onDismissalRequest = { _ in .keep }
        try Finger(stage: stage, sheet: sheet).drag(from: 400, by: 300, over: 0.6, hold: 0.1)
        stage.runUntilIdle()
        #expect(recorder.take() == [.dragBegan("page"), .dragEnded("page", .drag), .dismissRequested(.drag)])
        #expect(recorder.takeActions().isEmpty)
        #expect(sheet.bridge.phase == .presented)
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6)))
    }

    @Test func aGrantedDismissalRequestOfAModalSheetIsHandedToTheSystem() throws {
        let stage = try Stage()
        var settings = Sheets.container
        settings.userDismissal = .confirmed
        let (sheet, recorder) = try presentedModally(settings, on: stage)
        sheet.onDismissalRequest = { _ in .dismiss }
        try Finger(stage: stage, sheet: sheet).drag(from: 400, by: 300, over: 0.6, hold: 0.1)
        #expect(recorder.takeActions() == [.requestSystemDismissal])
        #expect(sheet.bridge.phase == .dismissalRequested(.running))
        try sheet.systemDismissalBegan(animated: true, now: stage.now)
        stage.runUntilIdle()
        #expect(recorder.take() == [.dragBegan("page"), .dragEnded("page", .drag), .dismissRequested(.drag),
                                    .willDismiss(.drag), .didDismiss(.drag)])
        #expect(recorder.takeActions() == [.finishTransition])
    }
}
