import SheetCore
import SheetHostSupport
import Testing

@Suite struct PresentationBridgeTests {
    func presented() -> PresentationBridge {
        var bridge = PresentationBridge()
        bridge.systemBeganPresentation()
        _ = bridge.engineReported([.willPresent("page"), .didPresent("page")])
        return bridge
    }

    @Test func aPresentationFinishesWhenTheSheetArrives() {
        var bridge = PresentationBridge()
        #expect(bridge.phase == .idle)
        bridge.systemBeganPresentation()
        #expect(bridge.engineReported([.willPresent("page")]).isEmpty)
        #expect(bridge.phase == .presenting)
        #expect(bridge.engineReported([.didPresent("page")]) == [.finishTransition])
        #expect(bridge.phase == .presented)
        bridge.systemEndedTransition(presentation: true, completed: true)
        #expect(bridge.phase == .presented)
    }

    @Test func aPresentationThatEndsDismissedIsCancelled() {
        var bridge = PresentationBridge()
        bridge.systemBeganPresentation()
        // A flick down while it comes in.
        #expect(bridge.engineReported([.willPresent("page"), .dragBegan("page"), .presentationCancelled("page"),
                                       .dragEnded(nil, .fling), .willDismiss(.fling)]).isEmpty)
        #expect(bridge.engineReported([.didDismiss(.fling)]) == [.cancelTransition])
        bridge.systemEndedTransition(presentation: true, completed: false)
        #expect(bridge.phase == .idle)
    }

    @Test func aPresentationGivenUpAndCaughtBackFinishes() {
        var bridge = PresentationBridge()
        bridge.systemBeganPresentation()
        _ = bridge.engineReported([.willPresent("page"), .presentationCancelled("page"), .willDismiss(.fling)])
        // A finger catches it on its way out and puts it back.
        #expect(bridge.engineReported([.dragBegan("page")]).isEmpty)
        #expect(bridge.engineReported([.dragEnded("page", .drag), .dismissalCancelled(.fling)]) == [.finishTransition])
        #expect(bridge.phase == .presented)
    }

    @Test func aPresentationGivenUpCaughtAndFlungOutAgainWaits() {
        var bridge = PresentationBridge()
        bridge.systemBeganPresentation()
        _ = bridge.engineReported([.willPresent("page"), .presentationCancelled("page"), .willDismiss(.fling)])
        // Caught and flung out in one release: the cancelled dismissal is followed by another.
        #expect(bridge.engineReported([.dragEnded(nil, .fling), .dismissalCancelled(.fling), .willDismiss(.fling)]).isEmpty)
        #expect(bridge.phase == .presenting)
        #expect(bridge.engineReported([.didDismiss(.fling)]) == [.cancelTransition])
    }

    @Test func aDismissalTheEngineBeginsIsHandedToTheSystem() {
        var bridge = presented()
        #expect(bridge.engineReported([.dragBegan("page"), .dragEnded(nil, .drag), .willDismiss(.drag)]) == [.requestSystemDismissal])
        #expect(bridge.phase == .dismissalRequested(.running))
        #expect(bridge.systemBeganDismissal(animated: true) == .wait)
        #expect(bridge.phase == .dismissing)
        #expect(bridge.engineReported([.didDismiss(.drag)]) == [.finishTransition])
        bridge.systemEndedTransition(presentation: false, completed: true)
        #expect(bridge.phase == .idle)
    }

    @Test func aDismissalTheSystemAsksForStartsInTheEngine() {
        var bridge = presented()
        #expect(bridge.systemBeganDismissal(animated: true) == .startEngineDismissal)
        #expect(bridge.engineReported([.willDismiss(.programmatic)]).isEmpty)
        #expect(bridge.engineReported([.didDismiss(.programmatic)]) == [.finishTransition])
    }

    @Test func aDismissalCaughtByAFingerIsCancelled() {
        var bridge = presented()
        _ = bridge.engineReported([.willDismiss(.backdropTap)])
        _ = bridge.systemBeganDismissal(animated: true)
        #expect(bridge.engineReported([.dragBegan("page")]).isEmpty)
        #expect(bridge.engineReported([.dragEnded("page", .drag), .dismissalCancelled(.backdropTap)]) == [.cancelTransition])
        #expect(bridge.phase == .presented)
        bridge.systemEndedTransition(presentation: false, completed: false)
        #expect(bridge.phase == .presented)
    }

    @Test func aDismissalCaughtAndFlungOutAgainStaysOpen() {
        var bridge = presented()
        _ = bridge.engineReported([.willDismiss(.drag)])
        _ = bridge.systemBeganDismissal(animated: true)
        #expect(bridge.engineReported([.dragBegan("page"), .dragEnded(nil, .fling), .dismissalCancelled(.drag),
                                       .willDismiss(.fling)]).isEmpty)
        #expect(bridge.phase == .dismissing)
        #expect(bridge.engineReported([.didDismiss(.fling)]) == [.finishTransition])
    }

    @Test func whatTheEngineDidBeforeTheSystemBeganDecidesAtOnce() {
        var finished = presented()
        _ = finished.engineReported([.willDismiss(.drag)])
        _ = finished.engineReported([.didDismiss(.drag)])
        #expect(finished.phase == .dismissalRequested(.finished))
        #expect(finished.systemBeganDismissal(animated: true) == .finishNow)
        #expect(finished.phase == .idle)

        var cancelled = presented()
        _ = cancelled.engineReported([.willDismiss(.drag)])
        _ = cancelled.engineReported([.dismissalCancelled(.drag)])
        #expect(cancelled.systemBeganDismissal(animated: true) == .cancelNow)
        #expect(cancelled.phase == .presented)

        var again = presented()
        _ = again.engineReported([.willDismiss(.drag)])
        _ = again.engineReported([.dismissalCancelled(.drag), .willDismiss(.fling)])
        #expect(again.systemBeganDismissal(animated: true) == .wait)
    }

    @Test func withoutAnimationTheSheetIsRemovedAtOnce() {
        var bridge = presented()
        #expect(bridge.systemBeganDismissal(animated: false) == .removeNow)
        #expect(bridge.phase == .idle)
        var idle = PresentationBridge()
        #expect(idle.systemBeganDismissal(animated: true) == .finishNow)
    }

    @Test func theSystemsWordIsFinal() {
        var cancelledPresentation = PresentationBridge()
        cancelledPresentation.systemBeganPresentation()
        cancelledPresentation.systemEndedTransition(presentation: true, completed: false)
        #expect(cancelledPresentation.phase == .idle)

        var completedDismissal = presented()
        completedDismissal.systemEndedTransition(presentation: false, completed: true)
        #expect(completedDismissal.phase == .idle)

        // A dismissal asked for since the presentation completed is kept.
        var requested = PresentationBridge()
        requested.systemBeganPresentation()
        _ = requested.engineReported([.didPresent("page"), .willDismiss(.drag)])
        requested.systemEndedTransition(presentation: true, completed: true)
        #expect(requested.phase == .dismissalRequested(.running))
    }

    @Test func eventsOfAPresentedSheetAskNothing() {
        var bridge = presented()
        #expect(bridge.engineReported([.dragBegan("page"), .dragEnded("page", .drag), .detentChanged(from: "a", to: "b", .drag),
                                       .contentChanged(contentID: 2), .willPresent("page"), .didPresent("page")]).isEmpty)
        #expect(bridge.phase == .presented)
    }

    @Test func aUserDismissalTheSystemRunsWithoutAnimationIsRemovedAtOnce() {
        var requested = presented()
        _ = requested.engineReported([.willDismiss(.drag)])
        #expect(requested.systemBeganDismissal(animated: false) == .removeNow)
        #expect(requested.phase == .idle)

        var dismissing = presented()
        _ = dismissing.systemBeganDismissal(animated: true)
        #expect(dismissing.phase == .dismissing)
        // The system begins again, without animation.
        #expect(dismissing.systemBeganDismissal(animated: false) == .removeNow)
        #expect(dismissing.phase == .idle)
    }

    @Test func theSystemMayCloseItsTransitionBeforeTheEngine() {
        // A presentation the system completes before the sheet arrives.
        var presenting = PresentationBridge()
        presenting.systemBeganPresentation()
        presenting.systemEndedTransition(presentation: true, completed: true)
        #expect(presenting.phase == .presented)
        #expect(presenting.engineReported([.didPresent("page")]).isEmpty)

        // A dismissal the system cancels while the engine's runs.
        var dismissing = presented()
        _ = dismissing.systemBeganDismissal(animated: true)
        dismissing.systemEndedTransition(presentation: false, completed: false)
        #expect(dismissing.phase == .presented)
        #expect(dismissing.engineReported([.willDismiss(.drag)]) == [.requestSystemDismissal])
    }
}
