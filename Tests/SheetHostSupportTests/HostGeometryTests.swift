import SheetCore
import SheetHostSupport
import Testing

@Suite struct HostGeometryTests {
    @Test func rectEdgesAndCentre() {
        let rect = HostRect(x: 10, y: 20, width: 390, height: 300)
        #expect(rect.minX == 10)
        #expect(rect.maxX == 400)
        #expect(rect.minY == 20)
        #expect(rect.maxY == 320)
        #expect(rect.center == HostPoint(x: 205, y: 170))
        #expect(!rect.isEmpty)
    }

    @Test func rectWithoutAreaIsEmpty() {
        #expect(HostRect(x: 0, y: 0, width: 0, height: 10).isEmpty)
        #expect(HostRect(x: 0, y: 0, width: 10, height: -1).isEmpty)
        #expect(HostRect(x: 0, y: 0, width: .nan, height: 10).isEmpty)
    }

    /// The engine's rectangle, and the points in it: its edges included, as the engine
    /// hit-tests a sheet.
    @Test func aRectContainsItsEdges() {
        let rect = HostRect(SheetRect(x: 12, y: 494, width: 320, height: 300))
        #expect(rect == HostRect(x: 12, y: 494, width: 320, height: 300))
        #expect(rect.contains(HostPoint(x: 12, y: 494)) && rect.contains(HostPoint(x: 332, y: 794)))
        #expect(!rect.contains(HostPoint(x: 11.9, y: 600)) && !rect.contains(HostPoint(x: 200, y: 794.1)))
        #expect(!rect.contains(HostPoint(x: .nan, y: 600)))
    }

    @Test func insetsDefaultToZero() {
        #expect(HostInsets() == .zero)
        #expect(HostInsets(top: 47, bottom: 34) == HostInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
}
