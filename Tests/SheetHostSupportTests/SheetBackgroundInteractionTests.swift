import SheetHostSupport
import Testing

@Suite struct SheetBackgroundInteractionTests {
    let detents: [SheetDetent] = [.points(200, identifier: "peek"), .medium, .large]

    @Test func eachInteractionNamesTheLargestUndimmedDetent() {
        #expect(SheetBackgroundInteraction.automatic.largestUndimmedDetent(among: detents) == nil)
        #expect(SheetBackgroundInteraction.disabled.largestUndimmedDetent(among: detents) == nil)
        #expect(SheetBackgroundInteraction.enabled.largestUndimmedDetent(among: detents) == .large)
        #expect(SheetBackgroundInteraction.enabled(upThrough: .medium).largestUndimmedDetent(among: detents) == .medium)
        #expect(SheetBackgroundInteraction.enabled.largestUndimmedDetent(among: []) == nil)
        #expect(SheetBackgroundInteraction.automatic == .disabled)
        #expect(SheetBackgroundInteraction.enabled != .enabled(upThrough: .large))
    }
}
