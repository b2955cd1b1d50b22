import Testing
@testable import SheetCore

/// Material 3's predictive back curves, as the gesture uses them.
@Suite struct BackGestureTests {
    @Test func theProgressCurveIsMaterials() {
        #expect(BackGesture.progressCurve.value(at: 0) == 0)
        #expect(BackGesture.progressCurve.value(at: 1) == 1)
        // cubic-bezier(0.1, 0.1, 0, 1) rises fast: past 0.8 at half the progress.
        #expect(BackGesture.progressCurve.value(at: 0.5) > 0.8)
        #expect(BackGesture.following(shown: 0.3).shown == 0.3)
        #expect(BackGesture.returning(shown: 0.2, from: 0.5, since: 1).shown == 0.2)
    }

    @Test func aCancelledGestureReturnsInATenthOfASecond() {
        #expect(BackGesture.returned(from: 0.5, elapsed: 0) == 0.5)
        #expect(BackGesture.returned(from: 0.5, elapsed: 0.1) == 0)
        let half = BackGesture.returned(from: 0.5, elapsed: 0.05)
        #expect(half > 0 && half < 0.25)   // FastOutSlowIn is past half way at half the time
    }
}
