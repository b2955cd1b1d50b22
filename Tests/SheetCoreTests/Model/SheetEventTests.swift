import Testing
@testable import SheetCore

@Suite struct SheetEventTests {
    @Test func defaultsAndEquality() {
        let event = SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 5), time: 2)
        #expect(event.userTag == 0 && event.contentID == nil)
        #expect(event == SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 5), time: 2, userTag: 0, contentID: nil))
        #expect(event != SheetEvent(.willPresent(detent: 0), sheet: SheetID(rawValue: 5), time: 2))
        #expect(event != SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 6), time: 2))
        #expect(event != SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 5), time: 2, userTag: 1))
        #expect(event != SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 5), time: 2, contentID: 0))
        #expect(SheetEvent.Kind.dragEnded(detent: nil, .drag) != .dragEnded(detent: 0, .drag))
        #expect(SheetEvent.Kind.transitionCancelled(.presentation(detent: 0)) != .transitionCancelled(.dismissal(.programmatic)))
    }
}

/// What events say when printed: the case and its data, as Swift spells them.
@Suite struct SheetEventDescriptionTests {
    /// A session's events, printed: presented, flung up a detent, dragged down and let go
    /// low enough to dismiss.
    @Test func aSessionPrinted() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5), .fraction(1)])
        try rig.engine.present(id, now: 0)
        var now = try rig.run(from: 0, for: 1.5)
        now = try rig.flick(id, from: Phone.top(0.5) + 20, by: -150, at: now)
        now = try rig.run(from: now, for: 1.5)
        now = try rig.slowDrag(id, from: Phone.top(1) + 20, by: 700, at: now)
        try rig.run(from: now, for: 1.5)
        #expect(rig.kinds().map(\.description) == [
            "willPresent(detent: 0)", "didPresent(detent: 0)",
            "dragBegan(detent: 0)", "dragEnded(detent: 1, fling)", "detentChanged(from: 0, to: 1, fling)",
            "dragBegan(detent: 1)", "dragEnded(detent: nil, drag)", "willDismiss(drag)", "didDismiss(drag)",
        ])
    }

    @Test func everyKind() {
        let printed: [(SheetEvent.Kind, String)] = [
            (.willPresent(detent: 2), "willPresent(detent: 2)"),
            (.didPresent(detent: 0), "didPresent(detent: 0)"),
            (.willDismiss(.backdropTap), "willDismiss(backdropTap)"),
            (.didDismiss(.replaced), "didDismiss(replaced)"),
            (.dismissRequested(.fling), "dismissRequested(fling)"),
            (.detentChanged(from: 1, to: 0, .grabber), "detentChanged(from: 1, to: 0, grabber)"),
            (.dragBegan(detent: 1), "dragBegan(detent: 1)"),
            (.dragEnded(detent: nil, .none), "dragEnded(detent: nil, none)"),
            (.dragEnded(detent: 0, .accessibility), "dragEnded(detent: 0, accessibility)"),
            (.contentChanged(detent: nil), "contentChanged(detent: nil)"),
            (.contentChanged(detent: 3), "contentChanged(detent: 3)"),
            (.transitionCancelled(.presentation(detent: 1)), "transitionCancelled(.presentation(detent: 1))"),
            (.transitionCancelled(.dismissal(.programmatic)), "transitionCancelled(.dismissal(programmatic))"),
            (.animatorFailed(animator: 3, .timeout, detent: nil), "animatorFailed(animator: 3, timeout, detent: nil)"),
            (.animatorFailed(animator: 4, .start, detent: 1), "animatorFailed(animator: 4, start, detent: 1)"),
            (.eventsDropped(count: 17), "eventsDropped(count: 17)"),
        ]
        for (kind, text) in printed {
            #expect(kind.description == text)
            #expect("\(kind)" == text)
        }
    }

    @Test func everyReasonAndFailure() {
        let reasons: [SheetReason] = [.none, .programmatic, .drag, .fling, .backdropTap, .accessibility, .replaced, .grabber]
        #expect(reasons.map(\.description) == ["none", "programmatic", "drag", "fling", "backdropTap", "accessibility", "replaced", "grabber"])
        let failures: [AnimatorFailure] = [.start, .sample, .value, .timeout]
        #expect(failures.map(\.description) == ["start", "sample", "value", "timeout"])
    }
}
