import Testing
@testable import SheetCore

private let hidden = Visual(top: 800, opacity: 1, backdropAlpha: 0, scale: 1)
private let detent = Visual(top: 300, opacity: 1, backdropAlpha: 0.4, scale: 1)

private func request(_ kind: MotionKind, from: Visual, to: Visual, velocity: Double = 0) -> MotionRequest {
    MotionRequest(kind: kind, from: from, to: to, velocity: velocity, viewportHeight: 800)
}

@Suite struct SlideAnimationTests {
    @Test func specs() {
        #expect(SlideAnimation.name == "slide")
        #expect(SlideAnimation.parameters.map(\.name) == ["duration", "curve"])
        #expect(SlideAnimation.parameters[0].defaultValue == 0.3 && SlideAnimation.parameters[1].defaultValue == -1)
    }

    /// Index 0 is the duration (0 to 10 s), index 1 the curve's code (−1 to 3): a value
    /// out of range is clamped into its own index's range.
    @Test func parameterValuesAreReadInSpecOrderAndClamped() {
        let motion = request(.present, from: hidden, to: detent)
        let long = SlideAnimation(motion: motion, parameters: [20, 7])
        #expect(long.duration == 10 && long.curve == .easeInOut)
        let short = SlideAnimation(motion: motion, parameters: [-2, -5])
        // −1 is automatic, which eases out what arrives.
        #expect(short.duration == 0 && short.curve == .easeOut)
        let linear = SlideAnimation(motion: motion, parameters: [0.5, 0])
        #expect(linear.duration == 0.5 && linear.curve == .linear)
        let defaults = SlideAnimation(motion: motion, parameters: [])
        #expect(defaults.duration == 0.3 && defaults.curve == .easeOut)
    }

    @Test func arrivesExactlyAtDuration() {
        let animation = SlideAnimation(motion: request(.present, from: hidden, to: detent), duration: 0.3, curve: .easeOut)
        let before = animation.sample(elapsed: 0.3 - 2e-9)
        #expect(!before.finished)
        // A rounding error short of the duration (a host ticking at start + duration)
        // is the end.
        #expect(animation.sample(elapsed: 0.3.nextDown).finished)
        #expect(animation.sample(elapsed: 0.3 - 1e-10).finished)
        let at = animation.sample(elapsed: 0.3)
        #expect(at.finished && at.visual == detent && at.topVelocity == 0)
        #expect(animation.sample(elapsed: 10).visual == detent)
        let start = animation.sample(elapsed: 0)
        #expect(start.visual == hidden && !start.finished)
    }

    @Test func followsTheCurve() {
        let animation = SlideAnimation(motion: request(.dismiss, from: detent, to: hidden), duration: 0.4, curve: .easeIn)
        let sample = animation.sample(elapsed: 0.1)
        let f = TimingCurve.easeIn.value(at: 0.25)
        #expect(abs(sample.visual.top - (300 + 500 * f)) < 1e-9)
        #expect(abs(sample.visual.backdropAlpha - 0.4 * (1 - f)) < 1e-12)
        #expect(abs(sample.topVelocity - 500 * TimingCurve.easeIn.slope(at: 0.25) / 0.4) < 1e-9)
    }

    @Test func linearVelocityIsConstant() {
        let animation = SlideAnimation(motion: request(.settle, from: detent, to: hidden), duration: 0.5, curve: .linear)
        for t in [0.0, 0.1, 0.49] {
            #expect(abs(animation.sample(elapsed: t).topVelocity - 1000) < 1e-9)
        }
    }

    @Test func zeroDurationArrivesAtOnce() {
        let animation = SlideAnimation(motion: request(.present, from: hidden, to: detent), duration: 0, curve: .linear)
        let sample = animation.sample(elapsed: 0)
        #expect(sample.finished && sample.visual == detent && sample.topVelocity == 0)
    }

    @Test func curveCodes() {
        #expect(SlideAnimation.Curve(code: -1).timingCurve(for: .present) == .easeOut)
        #expect(SlideAnimation.Curve(code: -1).timingCurve(for: .dismiss) == .easeIn)
        #expect(SlideAnimation.Curve(code: -1).timingCurve(for: .settle) == .easeInOut)
        #expect(SlideAnimation.Curve(code: -1).timingCurve(for: .content) == .easeInOut)
        #expect(SlideAnimation.Curve(code: 0).timingCurve(for: .present) == .linear)
        #expect(SlideAnimation.Curve(code: 1).timingCurve(for: .present) == .easeIn)
        #expect(SlideAnimation.Curve(code: 2).timingCurve(for: .dismiss) == .easeOut)
        #expect(SlideAnimation.Curve(code: 3).timingCurve(for: .present) == .easeInOut)
        #expect(SlideAnimation.Curve(code: 1.4).timingCurve(for: .present) == .easeIn)
        #expect(SlideAnimation.Curve(code: 2.6).timingCurve(for: .present) == .easeInOut)
        #expect(SlideAnimation.Curve(code: -0.7).timingCurve(for: .dismiss) == .easeIn)
        #expect(SlideAnimation.Curve(code: .nan).timingCurve(for: .present) == .easeOut)
        #expect(SlideAnimation.Curve(code: 99).timingCurve(for: .present) == .easeInOut)
    }

    /// A code rounds to the nearest curve, halves away from zero.
    @Test func curveCodesRoundHalvesAwayFromZero() {
        let cases: [(Double, SlideAnimation.Curve)] = [
            (-0.5, .automatic), (-0.49, .linear), (0.49, .linear), (0.5, .easeIn),
            (1.49, .easeIn), (1.5, .easeOut), (2.49, .easeOut), (2.5, .easeInOut),
            (-.infinity, .automatic), (.infinity, .easeInOut), (-.nan, .automatic),
        ]
        for (code, curve) in cases {
            #expect(SlideAnimation.Curve(code: code) == curve, "code \(code)")
        }
    }

    @Test func parameterInitReadsSpecOrder() {
        let motion = request(.dismiss, from: detent, to: hidden)
        let animation = SlideAnimation(motion: motion, parameters: [0.45, -1])
        #expect(animation.duration == 0.45 && animation.curve == .easeIn)
    }
}
