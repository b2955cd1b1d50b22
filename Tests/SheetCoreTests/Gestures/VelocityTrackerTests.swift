import Testing
@testable import SheetCore

@Suite struct VelocityTrackerTests {
    @Test func constantStream() {
        var tracker = VelocityTracker()
        for i in 0..<15 {
            let t = 12.5 + Double(i) * 0.008
            tracker.add(time: t, position: 200 + 1000 * (t - 12.5))
        }
        #expect(abs(tracker.velocity() - 1000) < 1e-6)
    }

    @Test func largeClockValuesKeepPrecision() {
        var tracker = VelocityTracker()
        for i in 0..<10 {
            let t = 1_000_000 + Double(i) * 0.008
            tracker.add(time: t, position: -750 * Double(i) * 0.008)
        }
        #expect(abs(tracker.velocity() + 750) < 1e-3)
    }

    @Test func pauseThenFinalSampleGivesZero() {
        var tracker = VelocityTracker()
        for i in 0..<10 {
            tracker.add(time: Double(i) * 0.008, position: Double(i) * 8)
        }
        let last = 9 * 0.008
        tracker.add(time: last + 0.050, position: 72)
        #expect(tracker.velocity() == 0)
    }

    @Test func gapWithinLimitIsBridged() {
        var tracker = VelocityTracker()
        for i in 0..<4 { tracker.add(time: Double(i) * 0.01, position: Double(i) * 5) }
        tracker.add(time: 0.03 + 0.035, position: 0.065 * 500)
        #expect(abs(tracker.velocity() - 500) < 1e-6)
    }

    @Test func tooFewSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == 0)
        tracker.add(time: 0, position: 0)
        #expect(tracker.velocity() == 0)
        tracker.add(time: 0.008, position: 8)
        #expect(tracker.velocity() == 0)
        tracker.add(time: 0.016, position: 16)
        #expect(abs(tracker.velocity() - 1000) < 1e-6)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        var tracker = VelocityTracker()
        // 200 ms slow at 100 pt/s, then 60 ms fast at 2000 pt/s, sampled every 10 ms.
        var position = 0.0
        var t = 0.0
        for _ in 0..<20 {
            tracker.add(time: t, position: position)
            t += 0.01; position += 1
        }
        // Fast enough that a single slow sample in the window would pull the fit down.
        for _ in 0..<12 {
            tracker.add(time: t, position: position)
            t += 0.01; position += 20
        }
        #expect(abs(tracker.velocity() - 2000) < 1e-6)
    }

    @Test func samplesOlderThanHorizonAreIgnoredEvenWhenFew() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: 0)
        tracker.add(time: 0.03, position: 90)
        tracker.add(time: 0.06, position: 180)
        tracker.add(time: 0.09, position: 270)
        tracker.add(time: 0.12, position: 360)
        // Only 0.03...0.12 is within 100 ms of the newest; all lie on 3000 pt/s anyway,
        // so move the excluded one off the line and check it has no pull.
        var skewed = VelocityTracker()
        skewed.add(time: 0, position: -5000)
        skewed.add(time: 0.03, position: 90)
        skewed.add(time: 0.06, position: 180)
        skewed.add(time: 0.09, position: 270)
        skewed.add(time: 0.12, position: 360)
        #expect(abs(tracker.velocity() - 3000) < 1e-6)
        #expect(abs(skewed.velocity() - 3000) < 1e-6)
    }

    @Test func ringBufferOverwritesOldest() {
        var tracker = VelocityTracker()
        // 25 samples 4 ms apart: the window (100 ms) would admit all of them, so only
        // the ring's capacity limits the fit to the newest 20. The first 5 lie far off
        // the line; if any survived, the slope would not be exact.
        for i in 0..<25 {
            let t = Double(i) * 0.004
            let p = i < 5 ? 10_000 : -400 * t
            tracker.add(time: t, position: p)
        }
        #expect(tracker.sampleCount == 20)
        #expect(abs(tracker.velocity() + 400) < 1e-6)
    }

    @Test func equalTimesAreDegenerate() {
        var tracker = VelocityTracker()
        for i in 0..<5 { tracker.add(time: 1, position: Double(i)) }
        #expect(tracker.velocity() == 0)
    }

    @Test func resetForgets() {
        var tracker = VelocityTracker()
        for i in 0..<5 { tracker.add(time: Double(i) * 0.01, position: Double(i) * 10) }
        tracker.reset()
        #expect(tracker.sampleCount == 0)
        #expect(tracker.velocity() == 0)
        for i in 0..<5 { tracker.add(time: 5 + Double(i) * 0.01, position: -Double(i)) }
        #expect(abs(tracker.velocity() + 100) < 1e-6)
    }

    @Test func backwardsTimeStartsAfresh() {
        var tracker = VelocityTracker()
        for i in 0..<5 { tracker.add(time: 10 + Double(i) * 0.01, position: Double(i) * 10) }
        tracker.add(time: 2, position: 0)
        #expect(tracker.sampleCount == 1)
        #expect(tracker.velocity() == 0)
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: 0)
        tracker.add(time: .nan, position: 3)
        tracker.add(time: 0.01, position: .infinity)
        tracker.add(time: 0.01, position: 10)
        tracker.add(time: 0.02, position: 20)
        #expect(tracker.sampleCount == 3)
        #expect(abs(tracker.velocity() - 1000) < 1e-6)
    }

    @Test func nearlyEqualTimesStayFinite() {
        var tracker = VelocityTracker()
        tracker.add(time: 1, position: 0)
        tracker.add(time: 1.0.nextUp, position: 1e300)
        tracker.add(time: 1.0.nextUp.nextUp, position: -1e300)
        // The slope over two ulps of time overflows: no estimate rather than infinity.
        #expect(tracker.velocity() == 0)
    }
}
