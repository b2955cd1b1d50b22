import Testing
@testable import SheetCore

@Suite struct AccessibilityEngineTests {
    /// The actions, detent and spoken value as the sheet goes through its life, and what
    /// each action does.
    @Test func actionsAndValuesThroughALife() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.8)])
        #expect(try rig.engine.accessibility(of: id) == AccessibilityState(actions: [], detent: nil, detentCount: 2, spokenValue: .hidden))
        for action in [AccessibilityAction.expand, .dismiss] {
            let error = #expect(throws: SheetError.self) { try rig.engine.perform(action, on: id, now: 0) }
            #expect(error == SheetError(.invalidState, .actionUnavailable(action, state: .hidden)))
        }

        try rig.engine.present(id, now: 0)
        #expect(try rig.engine.accessibility(of: id) == AccessibilityState(actions: [.expand, .dismiss], detent: 0, detentCount: 2, spokenValue: .detent(0, of: 2)))
        var now = try rig.run(from: 0, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.4))
        #expect(try rig.engine.accessibility(of: id) == AccessibilityState(actions: [.expand, .dismiss], detent: 0, detentCount: 2, spokenValue: .detent(0, of: 2)))
        let collapse = #expect(throws: SheetError.self) { try rig.engine.perform(.collapse, on: id, now: now) }
        #expect(collapse == SheetError(.invalidState, .actionUnavailable(.collapse, state: .detent(0, of: 2))))
        _ = rig.events()

        try rig.engine.perform(.expand, on: id, now: now)
        #expect(rig.kinds() == [.detentChanged(from: 0, to: 1, .accessibility)])
        #expect(rig.frame(id).state == .settling && rig.frame(id).detent == 1)
        #expect(try rig.engine.accessibility(of: id).value == "detent 2 of 2")
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 1, top: Phone.top(0.8))
        #expect(try rig.engine.accessibility(of: id) == AccessibilityState(actions: [.collapse, .dismiss], detent: 1, detentCount: 2, spokenValue: .detent(1, of: 2)))
        let expand = #expect(throws: SheetError.self) { try rig.engine.perform(.expand, on: id, now: now) }
        #expect(expand == SheetError(.invalidState, .actionUnavailable(.expand, state: .detent(1, of: 2))))
        let nan = #expect(throws: SheetError.self) { try rig.engine.perform(.collapse, on: id, now: .infinity) }
        #expect(nan == SheetError(.invalidArgument, .notFinite(.now, .infinity)))
        #expect(rig.kinds().isEmpty)

        try rig.engine.perform(.collapse, on: id, now: now)
        #expect(rig.kinds() == [.detentChanged(from: 1, to: 0, .accessibility)])
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 0, top: Phone.top(0.4))

        try rig.engine.perform(.dismiss, on: id, now: now)
        #expect(try rig.engine.accessibility(of: id) == AccessibilityState(actions: [], detent: nil, detentCount: 2, spokenValue: .dismissing))
        let again = #expect(throws: SheetError.self) { try rig.engine.perform(.dismiss, on: id, now: now) }
        #expect(again == SheetError(.invalidState, .actionUnavailable(.dismiss, state: .dismissing)))
        now = try rig.run(from: now, for: 1.5)
        rig.expectHidden(id)
        #expect(try rig.engine.accessibility(of: id).value == "hidden")
        #expect(rig.kinds() == [.willDismiss(.accessibility), .didDismiss(.accessibility)])
    }

    /// One detent and not dismissible: nothing to do.
    @Test func aSheetWithNothingToDo() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(300)]) { $0.dismissible = false }
        let now = try rig.presented(id)
        #expect(try rig.engine.accessibility(of: id) == AccessibilityState(actions: [], detent: 0, detentCount: 1, spokenValue: .detent(0, of: 1)))
        for action in AccessibilityAction.allCases {
            let error = #expect(throws: SheetError.self) { try rig.engine.perform(action, on: id, now: now) }
            #expect(error == SheetError(.invalidState, .actionUnavailable(action, state: .detent(0, of: 1))))
        }
        rig.expectRest(id, detent: 0, top: 544)
    }

    /// Under a finger that caught a dismissing sheet it is still "dismissing"; switched
    /// away it is "hidden".
    @Test func valuesOfCaughtAndSwitchedAwaySheets() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.4), .fraction(0.8)])
        var now = try rig.presented(a)
        try rig.engine.dismiss(a, now: now)
        #expect(try rig.engine.pointerDown(on: a, x: 195, y: 840, now: now + 0.05) == .sheet)
        #expect(try rig.engine.accessibility(of: a) == AccessibilityState(actions: [], detent: nil, detentCount: 2, spokenValue: .dismissing))
        try rig.engine.pointerCancel(on: a, now: now + 0.1)
        now = try rig.run(from: now + 0.1, for: 1.5)
        #expect(try rig.engine.accessibility(of: a).value == "detent 1 of 2")

        let b = try rig.sheet([.fraction(0.5)]) { $0.stack = .switchAway }
        try rig.engine.present(b, now: now)
        #expect(try rig.engine.accessibility(of: a) == AccessibilityState(actions: [], detent: nil, detentCount: 2, spokenValue: .hidden))
        let error = #expect(throws: SheetError.self) { try rig.engine.perform(.expand, on: a, now: now) }
        #expect(error == SheetError(.invalidState, .actionUnavailable(.expand, state: .hidden)))
    }

    @Test func aDestroyedSheetHasNoAccessibility() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(300)])
        try rig.engine.destroySheet(id)
        let error = #expect(throws: SheetError.self) { _ = try rig.engine.accessibility(of: id) }
        #expect(error == SheetError(.invalidHandle, .notLive(id)))
        let perform = #expect(throws: SheetError.self) { try rig.engine.perform(.dismiss, on: id, now: 0) }
        #expect(perform == SheetError(.invalidHandle, .notLive(id)))
    }

    /// The dismiss action of a sheet that confirms its dismissals asks, and the sheet
    /// stays where it is.
    @Test func theDismissActionAsksWhenTheSheetConfirms() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5)]) { $0.confirmsDismissal = true }
        let now = try rig.presented(id)
        #expect(try rig.engine.accessibility(of: id).actions.contains(.dismiss))
        try rig.engine.perform(.dismiss, on: id, now: now)
        #expect(rig.kinds() == [.dismissRequested(.accessibility)])
        #expect(!rig.engine.isAnimating)
        rig.expectRest(id, detent: 0, top: Phone.top(0.5))
    }
}
