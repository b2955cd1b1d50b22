import SheetCore
import SheetHostSupport
import Testing

@MainActor
@Suite struct PresentationBindingTests {
    // MARK: The rules

    @Test func aValueFromNonePresentsAndNoValueDismisses() {
        var binding = PresentationBinding<Int>()
        #expect(binding.valueRead(nil) == [])
        #expect(binding.valueRead(1) == [.present(1)])
        #expect(binding.state == .shown(1) && binding.knownValue == 1)
        #expect(binding.valueRead(1) == [], "the same value again is no change")
        #expect(binding.valueRead(nil) == [.dismiss])
        #expect(binding.state == .withdrawn(1) && binding.knownValue == nil)
        #expect(binding.valueRead(nil) == [])
        #expect(binding.sheetReported(.willDismiss(.programmatic), valueNow: nil) == [])
        #expect(binding.sheetReported(.didDismiss(.programmatic), valueNow: nil) == [.reportDismissal(.programmatic)])
        #expect(binding.state == .absent)
        #expect(binding.sheetReported(.didDismiss(.programmatic), valueNow: nil) == [], "reported once")
    }

    @Test func anotherValueWhileShownSwapsTheContentInPlace() {
        var binding = PresentationBinding<Int>()
        _ = binding.valueRead(1)
        #expect(binding.valueRead(2) == [.swapContent(2)])
        #expect(binding.state == .shown(2))
    }

    @Test func aValueBackWhileTheSheetLeavesBringsItBack() {
        var binding = PresentationBinding<Int>()
        _ = binding.valueRead(1)
        _ = binding.valueRead(nil)
        #expect(binding.valueRead(1) == [.bringBack])
        #expect(binding.state == .shown(1))
        _ = binding.valueRead(nil)
        #expect(binding.valueRead(2) == [.bringBack, .swapContent(2)])
        #expect(binding.state == .shown(2))
        // Its own cancelled dismissal changes nothing.
        #expect(binding.sheetReported(.dismissalCancelled(.programmatic), valueNow: 2) == [])
        #expect(binding.state == .shown(2))
    }

    @Test func theEnginesDismissalClearsTheValueOnceTheSheetHasGone() {
        var binding = PresentationBinding<Int>()
        _ = binding.valueRead(1)
        #expect(binding.sheetReported(.willDismiss(.fling), valueNow: 1) == [])
        #expect(binding.state == .leaving(1) && binding.knownValue == 1)
        #expect(binding.sheetReported(.didDismiss(.fling), valueNow: 1) == [.setValue(nil), .reportDismissal(.fling)])
        #expect(binding.state == .absent && binding.knownValue == nil)
        #expect(binding.valueRead(nil) == [], "the write-back read again is no change")
    }

    @Test func aDismissalTheEngineCancelsLeavesTheSheetShown() {
        var binding = PresentationBinding<Int>()
        _ = binding.valueRead(1)
        _ = binding.sheetReported(.willDismiss(.drag), valueNow: 1)
        #expect(binding.sheetReported(.dismissalCancelled(.drag), valueNow: 1) == [])
        #expect(binding.state == .shown(1))
        // One the app asked for, cancelled by a finger: the value names the sheet again.
        _ = binding.valueRead(nil)
        #expect(binding.sheetReported(.dismissalCancelled(.programmatic), valueNow: nil) == [.setValue(1)])
        #expect(binding.state == .shown(1))
    }

    @Test func theAppClearingItsValueWhileTheEngineDismissesNeedsNoWriteBack() {
        var binding = PresentationBinding<Int>()
        _ = binding.valueRead(1)
        _ = binding.sheetReported(.willDismiss(.backdropTap), valueNow: 1)
        #expect(binding.valueRead(nil) == [])
        #expect(binding.state == .withdrawn(1))
        #expect(binding.sheetReported(.didDismiss(.backdropTap), valueNow: nil) == [.reportDismissal(.backdropTap)])
    }

    @Test func aValueTheAppSetUnreadWinsOverTheWriteBack() {
        var binding = PresentationBinding<Int>()
        _ = binding.valueRead(1)
        _ = binding.sheetReported(.willDismiss(.drag), valueNow: 1)
        // The app set 2 before the toolkit read it: 1's dismissal is reported, nothing is
        // written over 2, and 2 is presented.
        #expect(binding.sheetReported(.didDismiss(.drag), valueNow: 2) == [.reportDismissal(.drag), .present(2)])
        #expect(binding.state == .shown(2))
        // The app cleared its value unread while a finger caught the sheet it dismissed.
        var other = PresentationBinding<Int>()
        _ = other.valueRead(1)
        _ = other.valueRead(nil)
        _ = other.valueRead(1)
        _ = other.sheetReported(.willDismiss(.drag), valueNow: 1)
        #expect(other.sheetReported(.dismissalCancelled(.drag), valueNow: nil) == [.dismiss])
        #expect(other.state == .withdrawn(1))
    }

    @Test func eventsOfNoConsequenceChangeNothing() {
        var binding = PresentationBinding<Int>()
        for event: SheetHostEvent in [.willPresent("a"), .didPresent("a"), .dragBegan("a"), .dragEnded("a", .drag),
                                      .detentChanged(from: "a", to: "b", .drag), .contentChanged(contentID: 2)] {
            #expect(binding.sheetReported(event, valueNow: nil) == [])
            #expect(binding.state == .absent)
        }
        _ = binding.valueRead(1)
        #expect(binding.sheetReported(.presentationCancelled("a"), valueNow: 1) == [])
        #expect(binding.state == .shown(1))
    }

    // MARK: Against the engine

    @Test func theAppsFlagPresentsAndDismissesWithPairedEvents() throws {
        let stage = try Stage()
        let bound = BoundSheet<Bool>(stage, settings: Sheets.container)
        try bound.appSets(true)
        stage.runUntilIdle()
        #expect(close(bound.sheet?.frame?.top ?? .nan, Phone.top(0.6)))
        try bound.appSets(nil)
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.willPresent("page"), .didPresent("page"), .willDismiss(.programmatic), .didDismiss(.programmatic)])
        #expect(actions == [.present(true), .dismiss, .reportDismissal(.programmatic)])
        #expect(bound.dismissals == [.programmatic])
        #expect(bound.value == nil)
        #expect(stage.host.engine.sheetCount == 0)
    }

    @Test func theUsersDismissalClearsTheValueWhenTheSheetHasGoneAndIsReportedOnce() throws {
        let stage = try Stage()
        let bound = BoundSheet<Bool>(stage, settings: Sheets.panel)
        let sheet = try bound.presentedAtRest(true)
        // 220 points down leaves 270 of the panel's 490, under its 300: dismissed.
        try Finger(stage: stage, sheet: sheet).drag(from: 380, by: 220, over: 0.5, hold: 0.1)
        #expect(bound.binding.state == .leaving(true))
        #expect(bound.value == true, "still shown while it leaves")
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.dragBegan("panel"), .dragEnded(nil, .drag), .willDismiss(.drag), .didDismiss(.drag)])
        #expect(actions == [.setValue(nil), .reportDismissal(.drag)])
        #expect(bound.value == nil)
        #expect(bound.dismissals == [.drag])
        // The toolkit reads the value it was written: nothing happens.
        try bound.appSets(nil)
        #expect(bound.take().actions == [])
        #expect(bound.dismissals == [.drag])
    }

    @Test func aDismissalTheAppReversesMidFlightBringsTheSheetBackWithoutADismissal() throws {
        let stage = try Stage()
        let bound = BoundSheet<Bool>(stage, settings: Sheets.panel)
        try bound.presentedAtRest(true)
        try bound.appSets(nil)
        let start = stage.host.clock.latest
        stage.host.displayFrame(targetTimestamp: start + 0.1)
        // Halfway down its 0.2 s slide.
        #expect(close(bound.sheet?.frame?.top ?? .nan, 354 + 490 * 0.5, 1e-9))
        try bound.appSets(true)
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.willDismiss(.programmatic), .dismissalCancelled(.programmatic), .willPresent("panel"),
                           .didPresent("panel")])
        #expect(actions == [.dismiss, .bringBack])
        #expect(bound.dismissals.isEmpty)
        #expect(bound.sheetsMade == 1)
        #expect(bound.sheet?.frame?.top == 354)
        #expect(bound.value == true)
    }

    @Test func anotherItemSwapsTheContentInPlaceAndTheFittedHeightFollows() throws {
        let stage = try Stage()
        let bound = BoundSheet<String>(stage, settings: Sheets.fitted) { $0 == "short" ? 200 : 500 }
        try bound.appSets("short")
        stage.runUntilIdle()
        // 200 points of content above the 34-point safe area.
        #expect(close(bound.sheet?.frame?.top ?? .nan, 844 - 234))
        let id = try #require(bound.sheet?.id)
        _ = bound.take()
        try bound.appSets("tall")
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.contentChanged(contentID: 2)])
        #expect(actions == [.swapContent("tall")])
        #expect(bound.sheet?.id == id)
        #expect(close(bound.sheet?.frame?.top ?? .nan, 844 - 534))
        #expect(bound.dismissals.isEmpty)
        #expect(bound.sheetsMade == 1)
        #expect(bound.value == "tall")
    }

    @Test func noItemDismissesAndAnItemAfterwardsPresentsANewSheet() throws {
        let stage = try Stage()
        let bound = BoundSheet<String>(stage, settings: Sheets.container)
        try bound.appSets("first")
        stage.runUntilIdle()
        try bound.appSets(nil)
        stage.runUntilIdle()
        try bound.appSets("second")
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.willPresent("page"), .didPresent("page"), .willDismiss(.programmatic),
                           .didDismiss(.programmatic), .willPresent("page"), .didPresent("page")])
        #expect(actions == [.present("first"), .dismiss, .reportDismissal(.programmatic), .present("second")])
        #expect(bound.sheetsMade == 2)
        #expect(stage.host.engine.sheetCount == 1)
    }

    @Test func anItemSetDuringTheUsersDismissalIsPresentedAndNotOverwritten() throws {
        let stage = try Stage()
        let bound = BoundSheet<String>(stage, settings: Sheets.panel)
        let first = try bound.presentedAtRest("first")
        try Finger(stage: stage, sheet: first).drag(from: 380, by: 220, over: 0.5, hold: 0.1)
        // The app sets another item; the toolkit has not read it when the sheet has gone.
        bound.value = "second"
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.dragBegan("panel"), .dragEnded(nil, .drag), .willDismiss(.drag), .didDismiss(.drag),
                           .willPresent("panel"), .didPresent("panel")])
        #expect(actions == [.reportDismissal(.drag), .present("second")])
        #expect(bound.value == "second")
        #expect(bound.sheetsMade == 2)
        #expect(bound.sheet?.frame?.top == 354)
    }

    @Test func interactiveDismissDisabledKeepsTheSheetAndTheValue() throws {
        let stage = try Stage()
        let bound = BoundSheet<Bool>(stage, settings: Sheets.container)
        bound.interactiveDismissDisabled = true
        let sheet = try bound.presentedAtRest(true)
        // 300 of 478.2 points down: past half, a dismissal, which is asked and refused; the
        // sheet goes back to its detent.
        try Finger(stage: stage, sheet: sheet).drag(from: 400, by: 300, over: 0.6, hold: 0.1)
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.dragBegan("page"), .dragEnded("page", .drag), .dismissRequested(.drag)])
        #expect(actions == [])
        #expect(bound.attempts == [.drag])
        #expect(bound.binding.state == .shown(true))
        #expect(bound.value == true)
        #expect(bound.dismissals.isEmpty)
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.6)))
        // The app may still dismiss it.
        try bound.appSets(nil)
        stage.runUntilIdle()
        #expect(bound.dismissals == [.programmatic])
    }

    @Test func aFingerThatCatchesASheetTheAppDismissedKeepsItAndTheValueSaysSo() throws {
        let stage = try Stage()
        let bound = BoundSheet<Bool>(stage, settings: Sheets.panel)
        let sheet = try bound.presentedAtRest(true)
        try bound.appSets(nil)
        stage.frame()
        stage.frame()
        #expect(sheet.frame?.state == .dismissing)
        let top = try #require(sheet.frame?.top)
        // A finger lands on the leaving sheet and pulls it back up.
        try Finger(stage: stage, sheet: sheet).drag(from: top + 40, by: -150, over: 0.4, hold: 0.1)
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        // Its dismissal is cancelled when the finger lets it go toward the panel.
        #expect(events == [.willDismiss(.programmatic), .dragBegan("panel"), .dragEnded("panel", .drag),
                           .dismissalCancelled(.programmatic)])
        #expect(bound.value == true)
        #expect(bound.binding.state == .shown(true))
        #expect(actions == [.dismiss, .setValue(true)])
        #expect(bound.dismissals.isEmpty)
        #expect(sheet.isPresented)
        #expect(sheet.frame?.top == 354)
    }
}
