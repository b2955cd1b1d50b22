import SheetCore
import SheetHostSupport
import Testing

@Suite struct ViewportMappingTests {
    @Test func aHostViewGivesItsSizeAndVerticalSafeArea() throws {
        let viewport = try #require(Viewport(hostWidth: 390, height: 844, safeArea: HostInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(viewport == Phone.viewport)
        #expect(viewport.availableHeight == 797)
    }

    @Test func sideInsetsPlayNoPart() throws {
        // A phone on its side: the notch's inset is on the left.
        let viewport = try #require(Viewport(hostWidth: 844, height: 390, safeArea: HostInsets(top: 0, left: 47, bottom: 21, right: 47)))
        #expect(viewport == Viewport(width: 844, height: 390, safeTop: 0, safeBottom: 21))
    }

    @Test func aViewTheEngineCannotUseGivesNothing() {
        #expect(Viewport(hostWidth: 0, height: 844, safeArea: .zero) == nil)
        #expect(Viewport(hostWidth: 390, height: 0, safeArea: .zero) == nil)
        #expect(Viewport(hostWidth: .infinity, height: 844, safeArea: .zero) == nil)
        #expect(Viewport(hostWidth: 390, height: 80, safeArea: HostInsets(top: 47, bottom: 34)) == nil)
    }

    @Test func negativeInsetsCountAsNone() throws {
        let viewport = try #require(Viewport(hostWidth: 390, height: 844, safeArea: HostInsets(top: -3, bottom: -1)))
        #expect(viewport.safeTop == 0)
        #expect(viewport.safeBottom == 0)
    }

    @Test func sameGeometryIgnoresTheObstruction() throws {
        let engine = SheetEngine()
        try engine.setViewport(Phone.viewport)
        try engine.setObstruction(300, now: 0)
        #expect(engine.viewport != Phone.viewport)
        #expect(engine.viewport.sameGeometry(as: Phone.viewport))
        #expect(!engine.viewport.sameGeometry(as: Viewport(width: 390, height: 844, safeTop: 47, safeBottom: 0)))
    }
}
