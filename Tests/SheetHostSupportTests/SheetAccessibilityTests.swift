import SheetCore
import SheetHostSupport
import Testing

@MainActor
@Suite struct SheetAccessibilityTests {
    @Test func aMapsSheetAtItsPeekExpandsAndLetsTheMapBeRead() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.maps)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        let accessibility = sheet.accessibility
        #expect(accessibility.actions == [.expand])
        #expect(accessibility.value == "detent 1 of 2")
        #expect(!accessibility.isModal)
        #expect(!accessibility.escapeDismisses)
        #expect(!sheet.performEscape(now: stage.now))
    }

    @Test func atItsFullDetentItCollapsesAndIsModal() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.maps)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        try sheet.perform(.expand, now: stage.now)
        #expect(recorder.take().contains(.detentChanged(from: "peek", to: "full", .accessibility)))
        stage.runUntilIdle()
        #expect(close(sheet.frame?.top ?? .nan, Phone.top(0.9)))
        let accessibility = sheet.accessibility
        #expect(accessibility.actions == [.collapse])
        #expect(accessibility.value == "detent 2 of 2")
        #expect(accessibility.isModal)
    }

    @Test func theEscapeGestureDismissesADismissibleSheet() throws {
        let stage = try Stage()
        let (sheet, recorder) = stage.sheet(Sheets.container)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.accessibility.actions == [.dismiss])
        #expect(sheet.accessibility.escapeDismisses)
        _ = recorder.take()
        #expect(sheet.performEscape(now: stage.now))
        stage.runUntilIdle()
        #expect(recorder.take() == [.willDismiss(.accessibility), .didDismiss(.accessibility)])
        #expect(sheet.accessibility == .hidden)
    }

    @Test func unavailableActionsAreRefused() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.maps)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(throws: SheetHostError.engine(SheetError(.invalidState, .actionUnavailable(.collapse, state: .detent(0, of: 2))))) {
            try sheet.perform(.collapse, now: stage.now)
        }
    }

    @Test func actionsHaveNames() {
        #expect(AccessibilityAction.allCases.map(SheetAccessibility.name(of:)) == ["Expand", "Collapse", "Dismiss"])
        #expect(SheetAccessibility.hidden.actions.isEmpty)
        #expect(SheetAccessibility.hidden.value == "hidden")
    }

    @Test func aLeavingSheetIsNotModal() throws {
        let stage = try Stage()
        let (sheet, _) = stage.sheet(Sheets.container)
        try sheet.present(now: stage.now)
        stage.runUntilIdle()
        #expect(sheet.accessibility.isModal)
        try sheet.dismiss(now: stage.now)
        stage.frame()
        let leaving = sheet.accessibility
        #expect(sheet.isPresented)
        #expect(leaving.value == "dismissing")
        #expect(!leaving.isModal)
        #expect(!leaving.escapeDismisses)
    }
}
