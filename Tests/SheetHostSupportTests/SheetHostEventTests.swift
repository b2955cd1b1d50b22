import SheetCore
import SheetHostSupport
import Testing

@Suite struct SheetHostEventTests {
    let detents: [SheetDetent] = [.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")]
    let sheet = SheetID(rawValue: 1)

    func named(_ kind: SheetEvent.Kind, contentID: UInt64? = nil) -> SheetHostEvent? {
        SheetHostEvent(SheetEvent(kind, sheet: sheet, time: 1, contentID: contentID), detents: detents,
                       animatorName: { ["spring", "slide", "fade", "zoom"][$0] })
    }

    @Test func detentIndicesBecomeTheirNames() {
        #expect(named(.willPresent(detent: 0)) == .willPresent("peek"))
        #expect(named(.didPresent(detent: 1)) == .didPresent("full"))
        #expect(named(.transitionCancelled(.presentation(detent: 1))) == .presentationCancelled("full"))
        #expect(named(.detentChanged(from: 0, to: 1, .fling)) == .detentChanged(from: "peek", to: "full", .fling))
        #expect(named(.dragBegan(detent: 1)) == .dragBegan("full"))
        #expect(named(.dragEnded(detent: 0, .drag)) == .dragEnded("peek", .drag))
        #expect(named(.dragEnded(detent: nil, .fling)) == .dragEnded(nil, .fling))
    }

    @Test func reasonsAndTheRestPassThrough() {
        #expect(named(.willDismiss(.backdropTap)) == .willDismiss(.backdropTap))
        #expect(named(.didDismiss(.backdropTap)) == .didDismiss(.backdropTap))
        #expect(named(.transitionCancelled(.dismissal(.drag))) == .dismissalCancelled(.drag))
        #expect(named(.contentChanged(detent: 0), contentID: 3) == .contentChanged(contentID: 3))
        #expect(named(.animatorFailed(animator: 3, .timeout, detent: 0)) == .animatorFailed(animator: "zoom", .timeout))
        #expect(named(.eventsDropped(count: 7)) == .eventsDropped(count: 7))
    }

    @Test func anIndexNoDetentHasGivesNothing() {
        #expect(named(.willPresent(detent: 2)) == nil)
        #expect(named(.detentChanged(from: 1, to: 5, .programmatic)) == nil)
        #expect(named(.dragEnded(detent: -1, .drag)) == nil)
    }

    /// A session through the host: what the engine queued, named.
    @Test @MainActor func aSessionIsReportedInTheEnginesPairs() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.maps)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        // A quick flick up from the peek: to full.
        try Finger(stage: stage, sheet: sheet).drag(from: 660, by: -100, over: 0.1)
        stage.runUntilIdle()
        #expect(recorder.take() == [
            .willPresent("peek"), .didPresent("peek"),
            .dragBegan("peek"), .dragEnded("full", .fling), .detentChanged(from: "peek", to: "full", .fling),
        ])
    }

    @Test func animatorsAreNamedByTheirIndexUnlessTold() {
        let event = SheetEvent(.animatorFailed(animator: 3, .timeout, detent: 0), sheet: sheet, time: 1)
        #expect(SheetHostEvent(event, detents: detents) == .animatorFailed(animator: "3", .timeout))
    }

    @Test func everyDetentIndexMustBeKnown() {
        #expect(named(.didPresent(detent: 2)) == nil)
        #expect(named(.transitionCancelled(.presentation(detent: 2))) == nil)
        #expect(named(.dragBegan(detent: -1)) == nil)
        #expect(named(.detentChanged(from: 7, to: 0, .drag)) == nil)
    }
}
