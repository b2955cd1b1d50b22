import Testing
@testable import SheetCore

@Suite struct VisualTests {
    @Test func defaultsAndFiniteness() {
        let visual = Visual(top: 445.5)
        #expect(visual.opacity == 1 && visual.backdropAlpha == 0 && visual.scale == 1)
        #expect(visual.isFinite)
        #expect(!Visual(top: .nan).isFinite)
        #expect(!Visual(top: 0, opacity: .infinity).isFinite)
        #expect(!Visual(top: 0, backdropAlpha: -.infinity).isFinite)
        #expect(!Visual(top: 0, scale: .nan).isFinite)
    }

    @Test func interpolatesEveryChannel() {
        let from = Visual(top: 844, opacity: 0, backdropAlpha: 0, scale: 0.9)
        let to = Visual(top: 445.5, opacity: 1, backdropAlpha: 0.4, scale: 1)
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        let quarter = from.interpolated(to: to, fraction: 0.25)
        #expect(quarter.top == 844 + (445.5 - 844) * 0.25)
        #expect(quarter.opacity == 0.25)
        #expect(abs(quarter.backdropAlpha - 0.1) < 1e-15)
        #expect(abs(quarter.scale - 0.925) < 1e-15)
    }
}
