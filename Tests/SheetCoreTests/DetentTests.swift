import Testing
@testable import SheetCore

@Suite struct DetentTests {
    let phone = Viewport(width: 390, height: 844, safeTop: 47, safeBottom: 34)

    @Test func resolvesEachKind() {
        var heights: ContiguousArray<Double> = []
        Detent.resolveHeights([Detent(.points, 200), Detent(.content), Detent(.fraction, 0.9)],
                              viewport: phone, contentHeight: 300, into: &heights)
        #expect(heights == [200, 334, 0.9 * 797])
    }

    @Test func clampsToTheAvailableHeightAndKeepsOrder() {
        var heights: ContiguousArray<Double> = []
        Detent.resolveHeights([Detent(.content), Detent(.fraction, 0.5)],
                              viewport: phone, contentHeight: 2000, into: &heights)
        #expect(heights == [797, 797])
        var obstructed = phone
        obstructed.obstruction = 300
        Detent.resolveHeights([Detent(.points, 600)], viewport: obstructed, contentHeight: 0, into: &heights)
        #expect(heights == [497])
    }

    @Test func refusesBadLists() {
        #expect(throws: SheetError.self) { try Detent.validate([]) }
        #expect(throws: SheetError.self) { try Detent.validate([Detent(.fraction, 0)]) }
        #expect(throws: SheetError.self) { try Detent.validate([Detent(.fraction, 1.5)]) }
        #expect(throws: SheetError.self) { try Detent.validate([Detent(.points, -1)]) }
        #expect(throws: SheetError.self) { try Detent.validate([Detent(.points, .nan)]) }
        #expect(throws: SheetError.self) { try Detent.validate([Detent(.points, 300), Detent(.points, 300)]) }
        #expect(throws: SheetError.self) { try Detent.validate(Array(repeating: Detent(.content), count: 17)) }
        #expect(throws: Never.self) { try Detent.validate([Detent(.points, 200), Detent(.fraction, 0.5), Detent(.points, 600)]) }
    }
}
