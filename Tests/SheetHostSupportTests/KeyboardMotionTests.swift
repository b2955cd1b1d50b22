import SheetCore
import SheetHostSupport
import Testing

/// A keyboard as a host follows it: a move announced by the system, computed frame by
/// frame along its curve, and readings of where it is.
@Suite struct KeyboardMotionTests {
    @Test func uiKitsCurvesAreNamedByTheirRawValues() {
        #expect(KeyboardAnimationCurve(rawValue: 0) == .easeInOut)
        #expect(KeyboardAnimationCurve(rawValue: 1) == .easeIn)
        #expect(KeyboardAnimationCurve(rawValue: 2) == .easeOut)
        #expect(KeyboardAnimationCurve(rawValue: 3) == .linear)
        #expect(KeyboardAnimationCurve(rawValue: 7) == .keyboard)
        #expect(KeyboardAnimationCurve(rawValue: -1) == .keyboard)
        #expect(KeyboardAnimationCurve.easeInOut.timing == .easeInOut)
        #expect(KeyboardAnimationCurve.linear.duration(announced: 0.25) == 0.25)
        // The keyboard's own curve takes twice the announced time.
        #expect(KeyboardAnimationCurve.keyboard.duration(announced: 0.25) == 0.5)
    }

    /// A linear keyboard coming up over 0.25 s covers a quarter of its height a quarter
    /// of the way in, and an ease-in-out one half at the half; both arrive at the end.
    @Test func anAnnouncedMoveFollowsItsCurve() {
        let linear = KeyboardMotion.resting(0).announcing(336, duration: 0.25, curve: .linear, now: 10)
        #expect(linear == .moving(KeyboardAnimation(from: 0, to: 336, start: 10, duration: 0.25, curve: .linear)))
        #expect(linear.obstruction(at: 9) == 0)
        #expect(close(linear.obstruction(at: 10.0625), 84))
        #expect(linear.isMoving(at: 10.2))
        #expect(linear.obstruction(at: 10.25) == 336)
        #expect(!linear.isMoving(at: 10.25))
        #expect(linear.destination == 336)

        let eased = KeyboardMotion.resting(0).announcing(336, duration: 0.25, curve: .easeInOut, now: 10)
        #expect(close(eased.obstruction(at: 10.125), 168, 1e-6))
        #expect(eased.obstruction(at: 10.05) < 0.2 * 336)
    }

    /// The keyboard's own curve rises fast and settles over twice the announced time.
    @Test func theKeyboardsOwnCurveRisesFastAndSettlesLate() {
        let motion = KeyboardMotion.resting(0).announcing(300, duration: 0.25, curve: .keyboard, now: 0)
        var last = 0.0
        for frame in 1...30 {
            let points = motion.obstruction(at: Double(frame) / 60)
            #expect(points >= last, "frame \(frame)")
            last = points
        }
        #expect(motion.obstruction(at: 0.125) > 150)
        #expect(motion.obstruction(at: 0.49) < 300)
        #expect(motion.obstruction(at: 0.5) == 300)
    }

    /// A move announced while another runs starts from where the keyboard is then.
    @Test func aNewMoveStartsWhereTheKeyboardIs() {
        let up = KeyboardMotion.resting(0).announcing(300, duration: 0.2, curve: .linear, now: 0)
        let down = up.announcing(0, duration: 0.2, curve: .linear, now: 0.1)
        #expect(down == .moving(KeyboardAnimation(from: 150, to: 0, start: 0.1, duration: 0.2, curve: .linear)))
        #expect(close(down.obstruction(at: 0.2), 75))
    }

    @Test func withoutADurationItIsThereAtOnce() {
        let start = KeyboardMotion.resting(100)
        #expect(start.announcing(300, duration: 0, curve: .keyboard, now: 1) == .resting(300))
        #expect(start.announcing(300, duration: .nan, curve: .linear, now: 1) == .resting(300))
        #expect(start.announcing(300, duration: 0.25, curve: .linear, now: .infinity) == .resting(300))
        #expect(start.announcing(100, duration: 0.25, curve: .linear, now: 1) == .resting(100))
        #expect(start.announcing(.nan, duration: 0.25, curve: .linear, now: 1)
            == .moving(KeyboardAnimation(from: 100, to: 0, start: 1, duration: 0.25, curve: .linear)))
        #expect(start.announcing(-20, duration: 0, curve: .linear, now: 1) == .resting(0))
    }

    /// During a move a reading changes nothing (a layout guide's end frame, or one read
    /// before the announcement); after it, a reading (a finger dragging the keyboard) is
    /// where the keyboard rests.
    @Test func aReadingDuringAMoveLetsTheMoveGoOn() {
        let up = KeyboardMotion.resting(0).announcing(336, duration: 0.25, curve: .linear, now: 0)
        #expect(up.reading(336, now: 0.05) == up)
        #expect(up.reading(0, now: 0.05) == up)
        #expect(up.reading(336, now: 0.3) == .resting(336))
        #expect(up.reading(200, now: 0.3) == .resting(200))
        #expect(KeyboardMotion.resting(336).reading(.infinity, now: 1) == .resting(0))
        #expect(KeyboardMotion.resting(336).reading(-3, now: 1) == .resting(0))
    }
}
