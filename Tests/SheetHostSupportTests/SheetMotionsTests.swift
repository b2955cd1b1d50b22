import SheetCore
import SheetHostSupport
import Testing

@Suite struct SheetMotionsTests {
    @Test func anOptionForTheSheetsMotionsSetsWhatSetTransitionsSets() {
        let slide = Transition.slide(duration: 0.2, curve: .linear)
        var base = SheetSettings()
        base.contentTransition = .fade(duration: 0.3)
        var expected = base
        expected.setTransitions(slide)
        #expect(SheetOptions([.transition(slide, .sheet)]).applied(to: base) == expected)
        #expect(expected.presentTransition == slide && expected.dismissTransition == slide)
        #expect(expected.settleTransition == slide)
        #expect(expected.contentTransition == .fade(duration: 0.3))
    }
}
