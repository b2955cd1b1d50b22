import Testing
@testable import SheetCore

@Suite struct DetentTests {
    let phone = Viewport(width: 390, height: 844, safeTop: 47, safeBottom: 34)

    @Test func constructors() {
        #expect(Detent.points(200) == Detent(.points, 200))
        #expect(Detent.fraction(0.5) == Detent(.fraction, 0.5))
        #expect(Detent.content == Detent(.content, 0))
        #expect(Detent.maximumCount == 16)
    }

    @Test func resolvesEachKind() {
        var heights: [Double] = []
        Detent.resolveHeights([.points(200), .content, .fraction(0.9)],
                              viewport: phone, contentHeight: 300, into: &heights)
        #expect(heights == [200, 334, 0.9 * 797])
    }

    @Test func clampsToTheAvailableHeightAndKeepsOrder() {
        var heights: [Double] = []
        Detent.resolveHeights([.content, .fraction(0.5)],
                              viewport: phone, contentHeight: 2000, into: &heights)
        #expect(heights == [797, 797])
        var obstructed = phone
        obstructed.obstruction = 300
        Detent.resolveHeights([.points(600)], viewport: obstructed, contentHeight: 0, into: &heights)
        #expect(heights == [497])
        // A fraction is of the viewport less the top inset, whatever covers the bottom.
        Detent.resolveHeights([.fraction(0.5)], viewport: obstructed, contentHeight: 0, into: &heights)
        #expect(heights == [398.5])
        // Kinds may interleave: a lower detent taller than the next lifts it.
        Detent.resolveHeights([.points(500), .fraction(0.3)], viewport: phone, contentHeight: 0, into: &heights)
        #expect(heights == [500, 500])
    }

    /// A detent lower than `smallestHeight` resolves to 0, one at it keeps its height: the
    /// engine divides by detent heights, and a denormal one made a frame's progress
    /// infinite.
    @Test func resolvesADetentBelowTheSmallestHeightToZero() throws {
        let denormalInset = Viewport(width: 390, height: 844, safeTop: 47, safeBottom: .leastNonzeroMagnitude)
        let detents: [Detent] = [.content, .points(1e-300), .points(Detent.smallestHeight), .fraction(0.5)]
        try Detent.validate(detents)
        var heights: [Double] = []
        Detent.resolveHeights(detents, viewport: denormalInset, contentHeight: 0, into: &heights)
        #expect(heights == [0, 0, 1e-6, 398.5])
        Detent.resolveHeights([.content], viewport: denormalInset, contentHeight: 3e-7, into: &heights)
        #expect(heights == [0])
        Detent.resolveHeights([.content], viewport: denormalInset, contentHeight: 2e-6, into: &heights)
        #expect(heights == [2e-6])
    }

    @Test func refusesAnEmptyList() {
        let error = #expect(throws: SheetError.self) { try Detent.validate([]) }
        #expect(error?.code == .invalidArgument)
        #expect(error?.issue == .noDetents)
    }

    @Test func refusesValuesOutOfRangeForTheirKind() {
        let cases: [(Detent, Int, [Detent])] = [
            (.fraction(0), 0, [.fraction(0)]),
            (.fraction(1.5), 0, [.fraction(1.5)]),
            (.fraction(-0.5), 0, [.fraction(-0.5)]),
            (.points(-1), 0, [.points(-1)]),
            (.points(0), 0, [.points(0)]),
            (.points(.infinity), 1, [.fraction(0.2), .points(.infinity)]),
        ]
        for (detent, index, list) in cases {
            let error = #expect(throws: SheetError.self) { try Detent.validate(list) }
            #expect(error?.code == .invalidArgument)
            #expect(error?.issue == .invalidDetent(index: index, detent))
        }
    }

    @Test func refusesANaNDetent() {
        let error = #expect(throws: SheetError.self) { try Detent.validate([.points(.nan)]) }
        #expect(error?.code == .invalidArgument)
        guard case .invalidDetent(let index, let detent)? = error?.issue else {
            Issue.record("expected .invalidDetent, got \(String(describing: error?.issue))")
            return
        }
        #expect(index == 0)
        #expect(detent.kind == .points)
        #expect(detent.value.isNaN)
    }

    @Test func refusesDetentsThatDoNotAscend() {
        let equal = #expect(throws: SheetError.self) { try Detent.validate([.points(300), .points(300)]) }
        #expect(equal?.code == .invalidArgument)
        #expect(equal?.issue == .detentsNotAscending(index: 1, value: 300, previous: 300))
        let falling = #expect(throws: SheetError.self) { try Detent.validate([.fraction(0.2), .fraction(0.5), .fraction(0.4)]) }
        #expect(falling?.issue == .detentsNotAscending(index: 2, value: 0.4, previous: 0.5))
    }

    @Test func refusesTwoContentDetentsInARow() {
        let error = #expect(throws: SheetError.self) { try Detent.validate([.points(100), .content, .content]) }
        #expect(error?.code == .invalidArgument)
        #expect(error?.issue == .adjacentContentDetents(index: 2))
    }

    @Test func refusesTooManyDetents() {
        let error = #expect(throws: SheetError.self) {
            try Detent.validate((1...17).map { .points(Double($0) * 40) })
        }
        #expect(error?.code == .invalidArgument)
        #expect(error?.issue == .tooManyDetents(17))
    }

    @Test func acceptsMixedKindsAndTheMaximumCount() throws {
        try Detent.validate([.points(200), .fraction(0.5), .points(600)])
        try Detent.validate([Detent(.content, .nan), .fraction(0.9)])
        try Detent.validate((1...16).map { .points(Double($0) * 40) })
        try Detent.validate([.fraction(1)])
    }
}
