import Testing
@testable import SheetCore

@Suite struct BackdropTests {
    @Test func everyDetentDimmedFadesWithTheSheet() {
        let heights: [Double] = [300, 600]
        #expect(backdropAlpha(visibleHeight: 0, detentHeights: heights, largestUndimmed: nil, maximumAlpha: 0.4) == 0)
        #expect(abs(backdropAlpha(visibleHeight: 150, detentHeights: heights, largestUndimmed: nil, maximumAlpha: 0.4) - 0.2) < 1e-12)
        #expect(abs(backdropAlpha(visibleHeight: 75, detentHeights: heights, largestUndimmed: nil, maximumAlpha: 0.4) - 0.1) < 1e-12)
        #expect(backdropAlpha(visibleHeight: 300, detentHeights: heights, largestUndimmed: nil, maximumAlpha: 0.4) == 0.4)
        #expect(backdropAlpha(visibleHeight: 900, detentHeights: heights, largestUndimmed: nil, maximumAlpha: 0.4) == 0.4)
        #expect(backdropAlpha(visibleHeight: -20, detentHeights: heights, largestUndimmed: nil, maximumAlpha: 0.4) == 0)
    }

    @Test func anUndimmedDetentIsClearAndTheNextIsDimmed() {
        let heights: [Double] = [200, 717.3]
        #expect(backdropAlpha(visibleHeight: 150, detentHeights: heights, largestUndimmed: 0, maximumAlpha: 0.4) == 0)
        #expect(backdropAlpha(visibleHeight: 200, detentHeights: heights, largestUndimmed: 0, maximumAlpha: 0.4) == 0)
        let halfway = (200 + 717.3) / 2
        #expect(abs(backdropAlpha(visibleHeight: halfway, detentHeights: heights, largestUndimmed: 0, maximumAlpha: 0.4) - 0.2) < 1e-12)
        let quarter = 200 + (717.3 - 200) / 4
        #expect(abs(backdropAlpha(visibleHeight: quarter, detentHeights: heights, largestUndimmed: 0, maximumAlpha: 0.4) - 0.1) < 1e-12)
        #expect(backdropAlpha(visibleHeight: 717.3, detentHeights: heights, largestUndimmed: 0, maximumAlpha: 0.4) == 0.4)
        // Rubber-banded above the highest detent: never more than the maximum.
        #expect(backdropAlpha(visibleHeight: 790, detentHeights: heights, largestUndimmed: 0, maximumAlpha: 0.4) == 0.4)
    }

    @Test func allDetentsUndimmedNeverDims() {
        #expect(backdropAlpha(visibleHeight: 800, detentHeights: [200, 600], largestUndimmed: 1, maximumAlpha: 0.4) == 0)
    }

    /// An undimmed detent past the last one, up to `Int.max`, undims them all: nothing
    /// overflows on the way to saying so.
    @Test func anUndimmedDetentPastTheLastNeverDims() {
        for largest in [2, Int(Int32.max), Int.max] {
            #expect(backdropAlpha(visibleHeight: 800, detentHeights: [200, 600], largestUndimmed: largest, maximumAlpha: 0.4) == 0)
            #expect(backdropAlpha(visibleHeight: 100, detentHeights: [200], largestUndimmed: largest, maximumAlpha: 0.4) == 0)
        }
        #expect(backdropAlpha(visibleHeight: 800, detentHeights: [200, 600], largestUndimmed: Int.min, maximumAlpha: 0.4) == 0)
    }

    @Test func coincidentDetentsStepAtTheUndimmedOne() {
        // Two detents clamped to the same height: clear at it, dimmed above it.
        #expect(backdropAlpha(visibleHeight: 797, detentHeights: [797, 797], largestUndimmed: 0, maximumAlpha: 0.4) == 0)
        #expect(backdropAlpha(visibleHeight: 797.5, detentHeights: [797, 797], largestUndimmed: 0, maximumAlpha: 0.4) == 0.4)
    }

    @Test func noDetentsNoDimming() {
        #expect(backdropAlpha(visibleHeight: 400, detentHeights: [], largestUndimmed: nil, maximumAlpha: 0.4) == 0)
    }

    @Test func touchesPassAtUndimmedDetentsOnly() {
        #expect(backdropPassesTouches(detent: 0, largestUndimmed: 0))
        #expect(!backdropPassesTouches(detent: 1, largestUndimmed: 0))
        #expect(!backdropPassesTouches(detent: 0, largestUndimmed: nil))
        #expect(!backdropPassesTouches(detent: -1, largestUndimmed: 3))
        #expect(backdropPassesTouches(detent: 3, largestUndimmed: 3))
    }

    /// The range a sheet's backdrop dims over, and how far into it a height is.
    @Test func theDimmingRange() {
        #expect(DimmingRange(detentHeights: [300, 600], largestUndimmed: nil) == DimmingRange(clear: 0, dim: 300))
        #expect(DimmingRange(detentHeights: [200, 717.3], largestUndimmed: 0) == DimmingRange(clear: 200, dim: 717.3))
        let never = DimmingRange(clear: .infinity, dim: .infinity)
        #expect(DimmingRange(detentHeights: [200, 600], largestUndimmed: 1) == never)
        #expect(DimmingRange(detentHeights: [], largestUndimmed: nil) == never)
        #expect(DimmingRange(detentHeights: [200], largestUndimmed: -3) == never)
        #expect(dimmingFraction(visibleHeight: 1e9, dimming: never) == 0)
        let range = DimmingRange(clear: 200, dim: 600)
        #expect(dimmingFraction(visibleHeight: 100, dimming: range) == 0)
        #expect(dimmingFraction(visibleHeight: 300, dimming: range) == 0.25)
        #expect(dimmingFraction(visibleHeight: 900, dimming: range) == 1)
        // Coinciding heights: a step.
        let step = DimmingRange(clear: 300, dim: 300)
        #expect(dimmingFraction(visibleHeight: 300, dimming: step) == 0)
        #expect(dimmingFraction(visibleHeight: 300.5, dimming: step) == 1)
    }
}
