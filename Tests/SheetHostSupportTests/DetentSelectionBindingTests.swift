import SheetCore
import SheetHostSupport
import Testing

/// An app's selected detent bound to a presented sheet: the app sets its value
/// (`appSets`, read at once) or changes it unread (`value`), and the host performs what
/// the binding answers, handing it the sheet's events as they come.
@MainActor
private final class BoundSelection: HostedSheetClient {
    let sheet: HostedSheet
    var value: SheetDetent.Identifier
    private(set) var binding = DetentSelectionBinding()
    private(set) var events: [SheetHostEvent] = []
    private(set) var actions: [DetentSelectionBinding.Action] = []
    private let stage: Stage

    init(_ stage: Stage, settings: SheetSettings, value: SheetDetent.Identifier) throws {
        self.stage = stage
        self.value = value
        var settings = settings
        settings.selectedDetentIdentifier = value
        sheet = HostedSheet(host: stage.host, settings: settings)
        sheet.client = self
        try appSets(value)
        try sheet.present(now: stage.now)
    }

    func appSets(_ value: SheetDetent.Identifier) throws {
        self.value = value
        try perform(binding.valueRead(value, liveDetents: sheet.liveDetents, heading: sheet.selectedDetentIdentifier))
    }

    func take() -> (events: [SheetHostEvent], actions: [DetentSelectionBinding.Action]) {
        defer {
            events = []
            actions = []
        }
        return (events, actions)
    }

    private func perform(_ action: DetentSelectionBinding.Action?) throws {
        guard let action else { return }
        actions.append(action)
        switch action {
        case .move(let detent): try sheet.move(to: detent, now: stage.now)
        case .setValue(let detent): value = detent
        }
    }

    func hostedSheet(_ sheet: HostedSheet, apply layout: SheetLayout?, position: SheetPosition?) {}

    func hostedSheet(_ sheet: HostedSheet, didReceive event: SheetHostEvent) {
        events.append(event)
        guard let target = DetentSelectionBinding.target(of: event) else { return }
        do {
            try perform(binding.sheetHeading(to: target, valueNow: value, liveDetents: sheet.liveDetents))
        } catch {
            Issue.record("a move was refused: \(error)")
        }
    }

    func hostedSheet(_ sheet: HostedSheet, perform action: PresentationBridge.Action) {}
}

@MainActor
@Suite struct DetentSelectionBindingTests {
    let detents: [SheetDetent] = [.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")]

    @Test func theAppsChangeMovesThePresentedSheetAndItsEchoDoesNot() {
        var binding = DetentSelectionBinding()
        #expect(binding.valueRead("peek", liveDetents: [], heading: nil) == nil, "not presented: nothing to move")
        #expect(binding.knownValue == "peek")
        #expect(binding.valueRead("full", liveDetents: detents, heading: "peek") == .move(to: "full"))
        #expect(binding.valueRead("full", liveDetents: detents, heading: "peek") == nil, "read again")
        #expect(binding.sheetHeading(to: "full", valueNow: "full", liveDetents: detents) == nil, "its own move")
        #expect(binding.valueRead("peek", liveDetents: detents, heading: "peek") == nil, "already there")
    }

    @Test func aDetentNoneOfTheSheetsHasMovesNothing() {
        var binding = DetentSelectionBinding()
        _ = binding.valueRead("peek", liveDetents: detents, heading: "peek")
        #expect(binding.valueRead("half", liveDetents: detents, heading: "peek") == nil)
        #expect(binding.knownValue == "half")
    }

    @Test func theEnginesTargetIsWrittenBackOnce() {
        var binding = DetentSelectionBinding()
        _ = binding.valueRead("full", liveDetents: detents, heading: "full")
        #expect(binding.sheetHeading(to: "peek", valueNow: "full", liveDetents: detents) == .setValue("peek"))
        #expect(binding.knownValue == "peek")
        #expect(binding.valueRead("peek", liveDetents: detents, heading: "peek") == nil, "the write-back read again")
        // An unread change of the app's wins over the engine's target.
        _ = binding.valueRead("full", liveDetents: detents, heading: "peek")
        #expect(binding.sheetHeading(to: "peek", valueNow: "half", liveDetents: detents) == nil)
        #expect(binding.knownValue == "half")
        #expect(binding.sheetHeading(to: "full", valueNow: "peek", liveDetents: detents) == .move(to: "peek"))
    }

    @Test func onlyDetentChangesChooseATarget() {
        #expect(DetentSelectionBinding.target(of: .detentChanged(from: "peek", to: "full", .grabber)) == "full")
        #expect(DetentSelectionBinding.target(of: .willPresent("full")) == nil)
        #expect(DetentSelectionBinding.target(of: .dragEnded("full", .drag)) == nil)
        #expect(DetentSelectionBinding.target(of: .didPresent("full")) == nil)
    }

    // MARK: Against the engine

    @Test func theAppsSelectionMovesTheSheetAndIsNotWrittenBack() throws {
        let stage = try Stage()
        let bound = try BoundSelection(stage, settings: Sheets.maps, value: "peek")
        stage.runUntilIdle()
        #expect(bound.sheet.frame?.top == Phone.top(points: 200))
        _ = bound.take()
        try bound.appSets("full")
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.detentChanged(from: "peek", to: "full", .programmatic)])
        #expect(actions == [.move(to: "full")])
        #expect(close(bound.sheet.frame?.top ?? .nan, Phone.top(0.9)))
        #expect(bound.value == "full")
    }

    @Test func theUsersSettleIsWrittenBackAndDoesNotMoveTheSheetAgain() throws {
        let stage = try Stage()
        let bound = try BoundSelection(stage, settings: Sheets.maps, value: "full")
        stage.runUntilIdle()
        _ = bound.take()
        // From the full detent 400 points down: the peek is nearer.
        try Finger(stage: stage, sheet: bound.sheet).drag(from: Phone.top(0.9) + 50, by: 400, over: 0.8, hold: 0.1)
        #expect(bound.value == "peek", "written as the target is chosen")
        // The toolkit reads the value back while the sheet settles: nothing moves.
        try bound.appSets("peek")
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.dragBegan("full"), .dragEnded("peek", .drag), .detentChanged(from: "full", to: "peek", .drag)])
        #expect(actions == [.setValue("peek")])
        #expect(bound.sheet.frame?.top == Phone.top(points: 200))
    }

    @Test func aSelectionTheAppMadeBeforeTheUsersReleaseIsNotOverwritten() throws {
        let stage = try Stage()
        var settings = Sheets.maps
        settings.detents = [.points(200, identifier: "peek"), .medium, .fraction(0.9, identifier: "full")]
        let bound = try BoundSelection(stage, settings: settings, value: .medium)
        stage.runUntilIdle()
        _ = bound.take()
        // The app selects the full detent while a finger drags the sheet down; the toolkit
        // has not read it when the finger lets go toward the peek.
        bound.value = "full"
        try Finger(stage: stage, sheet: bound.sheet).drag(from: Phone.top(0.5) + 20, by: 300, over: 0.8, hold: 0.1)
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.dragBegan(.medium), .dragEnded("peek", .drag), .detentChanged(from: .medium, to: "peek", .drag),
                           .detentChanged(from: "peek", to: "full", .programmatic)])
        #expect(actions == [.move(to: "full")])
        #expect(close(bound.sheet.frame?.top ?? .nan, Phone.top(0.9)))
        #expect(bound.value == "full")
    }

    @Test func aSelectionTheUserAgreesWithMovesNothingMore() throws {
        let stage = try Stage()
        let bound = try BoundSelection(stage, settings: Sheets.maps, value: "peek")
        stage.runUntilIdle()
        _ = bound.take()
        // The app selects the full detent, unread, while the user flicks the sheet there.
        bound.value = "full"
        try Finger(stage: stage, sheet: bound.sheet).drag(from: Phone.top(points: 200) + 20, by: -120, over: 0.3)
        stage.runUntilIdle()
        let (events, actions) = bound.take()
        #expect(events == [.dragBegan("peek"), .dragEnded("full", .fling), .detentChanged(from: "peek", to: "full", .fling)])
        #expect(actions == [])
        #expect(bound.binding.knownValue == "full")
        #expect(close(bound.sheet.frame?.top ?? .nan, Phone.top(0.9)))
    }
}
