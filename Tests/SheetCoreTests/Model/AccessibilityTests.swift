import Testing
@testable import SheetCore

@Suite struct AccessibilityTests {
    @Test func actionBits() {
        #expect(AccessibilityActions.expand.rawValue == 1)
        #expect(AccessibilityActions.collapse.rawValue == 2)
        #expect(AccessibilityActions.dismiss.rawValue == 4)
        for action in AccessibilityAction.allCases {
            #expect(AccessibilityActions(action).contains(action))
        }
    }

    @Test func aSetContainsItsActionsOnly() {
        let set: AccessibilityActions = [.expand, .dismiss]
        #expect(set.rawValue == 5)
        #expect(set.contains(AccessibilityAction.expand))
        #expect(!set.contains(AccessibilityAction.collapse))
        #expect(set.contains(AccessibilityAction.dismiss))
        #expect(!AccessibilityActions().contains(AccessibilityAction.dismiss))
    }
}
