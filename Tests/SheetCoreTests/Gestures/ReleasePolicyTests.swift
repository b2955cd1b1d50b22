import Testing
@testable import SheetCore

/// Three detents: 200, 400 and 800 points visible.
private func release(at height: Double, velocity: Double, dismissible: Bool = true,
                     heights: [Double] = [200, 400, 800]) -> ReleaseDecision {
    decideRelease(ReleaseInput(detentHeights: heights, visibleHeight: height, velocity: velocity,
                               dismissible: dismissible, dismissThreshold: 100, flingVelocity: 300))
}

@Suite struct ReleasePolicyTests {
    @Test func fastDownAtTheLowestDetentDismisses() {
        #expect(release(at: 200, velocity: 301) == .dismiss(flung: true))
        #expect(release(at: 150, velocity: 900) == .dismiss(flung: true))
        // Within a point of the detent still counts as at it.
        #expect(release(at: 200.9, velocity: 400) == .dismiss(flung: true))
    }

    @Test func fastDownAtTheLowestDetentOfAnUndismissibleSheetStays() {
        #expect(release(at: 180, velocity: 2000, dismissible: false) == .detent(0, flung: true))
    }

    @Test func fastDownGoesToTheNextDetentBelow() {
        // 301 pt/s projects ~150 pt: 700 -> 550, nearest below-candidate is 400.
        #expect(release(at: 700, velocity: 301) == .detent(1, flung: true))
        // Between the two lowest detents a downward fling lands on the lowest.
        #expect(release(at: 300, velocity: 5000) == .detent(0, flung: true))
    }

    @Test func aLongDownwardProjectionSkipsADetent() {
        // 1000 pt/s projects 499 pt: 780 -> 281, nearer 200 than 400.
        #expect(release(at: 780, velocity: 1000) == .detent(0, flung: true))
    }

    @Test func fastUpGoesToTheNextDetentAbove() {
        // 400 pt/s projects ~200 pt: 250 -> 450, nearest above-candidate is 400.
        #expect(release(at: 250, velocity: -400) == .detent(1, flung: true))
    }

    @Test func aLongUpwardProjectionSkipsADetent() {
        // 1200 pt/s projects ~599 pt: 220 -> 819, nearer 800 than 400.
        #expect(release(at: 220, velocity: -1200) == .detent(2, flung: true))
    }

    @Test func fastUpAtTheHighestDetentStaysThere() {
        #expect(release(at: 820, velocity: -3000) == .detent(2, flung: true))
    }

    @Test func anUpwardFlingSavesASheetBelowTheDismissThreshold() {
        #expect(release(at: 50, velocity: -500) == .detent(0, flung: true))
    }

    @Test func aSlowReleaseBelowTheThresholdDismisses() {
        #expect(release(at: 99, velocity: 0) == .dismiss(flung: false))
        #expect(release(at: 99, velocity: 299) == .dismiss(flung: false))
        #expect(release(at: 99, velocity: -299) == .dismiss(flung: false))
    }

    @Test func aSlowReleaseOfAnUndismissibleSheetGoesToTheNearest() {
        #expect(release(at: 20, velocity: 0, dismissible: false) == .detent(0, flung: false))
    }

    @Test func aSlowReleaseGoesToTheNearestDetent() {
        #expect(release(at: 101, velocity: 0) == .detent(0, flung: false))
        #expect(release(at: 299, velocity: 0) == .detent(0, flung: false))
        #expect(release(at: 301, velocity: 0) == .detent(1, flung: false))
        #expect(release(at: 610, velocity: 100) == .detent(2, flung: false))
        #expect(release(at: 900, velocity: 0) == .detent(2, flung: false))
    }

    @Test func exactlyTheFlingVelocityIsNotAFling() {
        #expect(release(at: 700, velocity: 300) == .detent(2, flung: false))
    }

    /// With no detents there is nowhere to go: the sheet is dismissed, whatever the
    /// release.
    @Test func noDetentsDismisses() {
        for velocity in [0.0, 5000, -5000] {
            #expect(release(at: 300, velocity: velocity, heights: []) == .dismiss(flung: false))
            #expect(release(at: 300, velocity: velocity, dismissible: false, heights: []) == .dismiss(flung: false))
        }
    }

    /// A visible height that is not a number is near no detent and past none: a fling
    /// goes to the end of the detents in its direction, a slow release to the lowest;
    /// never to a detent that does not exist.
    @Test func aNaNHeightPicksAnEndDetent() {
        #expect(release(at: .nan, velocity: 5000) == .detent(0, flung: true))
        #expect(release(at: .nan, velocity: -5000) == .detent(2, flung: true))
        #expect(release(at: .nan, velocity: 0) == .detent(0, flung: false))
    }

    @Test func aPanelDismissesBelowItsAutoDismissHeight() {
        // A 490 pt panel that dismisses below 300 pt visible.
        let panel = { (height: Double) in
            decideRelease(ReleaseInput(detentHeights: [490], visibleHeight: height, velocity: 0,
                                       dismissible: true, dismissThreshold: 300, flingVelocity: 300))
        }
        #expect(panel(320) == .detent(0, flung: false))
        #expect(panel(280) == .dismiss(flung: false))
    }
}
