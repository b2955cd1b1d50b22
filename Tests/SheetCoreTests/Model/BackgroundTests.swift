import Testing
@testable import SheetCore

/// The page behind as a sheet recedes it: vaul's figures, scaled by how far it recedes.
@Suite struct BackgroundTests {
    @Test func fullyRecededIsVaulsPage() {
        let page = BackgroundTransform.receded(1, width: 390, safeTop: 47)
        #expect(page.scale == 1 - 26.0 / 390)
        #expect(page.offset == 61 && page.cornerRadius == 8)
        #expect(BackgroundTransform.receded(0, width: 390, safeTop: 47) == .identity)
    }

    @Test func itRecedesLinearlyAndWithinItsRange() {
        let quarter = BackgroundTransform.receded(0.25, width: 1000, safeTop: 0)
        #expect(quarter == BackgroundTransform(scale: 1 - 0.25 * 0.026, offset: 3.5, cornerRadius: 2))
        #expect(BackgroundTransform.receded(-1, width: 390, safeTop: 47) == .identity)
        #expect(BackgroundTransform.receded(7, width: 390, safeTop: 47) == .receded(1, width: 390, safeTop: 47))
    }

    /// A page narrower than twice the inset shrinks by half at most, and never to nothing.
    @Test func aNarrowPageShrinksByHalfAtMost() {
        #expect(BackgroundTransform.receded(1, width: 20, safeTop: 0).scale == 0.5)
        #expect(BackgroundTransform.receded(1, width: 52, safeTop: 0).scale == 0.5)
        #expect(BackgroundTransform.receded(1, width: 0, safeTop: 0).scale == 1)
    }
}
