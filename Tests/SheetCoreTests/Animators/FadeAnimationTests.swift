import Testing
@testable import SheetCore

private let hidden = Visual(top: 800, opacity: 1, backdropAlpha: 0, scale: 1)
private let detent = Visual(top: 300, opacity: 1, backdropAlpha: 0.4, scale: 1)

private func request(_ kind: MotionKind, from: Visual, to: Visual, velocity: Double = 0) -> MotionRequest {
    MotionRequest(kind: kind, from: from, to: to, velocity: velocity, viewportHeight: 800)
}

@Suite struct FadeAnimationTests {
    @Test func specs() {
        #expect(FadeAnimation.name == "fade")
        #expect(FadeAnimation.parameters == [
            AnimatorParameter(name: "duration", defaultValue: 0.25, minValue: 0, maxValue: 10),
        ])
    }

    /// The values come in spec order; each is clamped into its own parameter's range.
    @Test func parameterValuesAreReadInSpecOrderAndClamped() {
        let motion = request(.present, from: hidden, to: detent)
        #expect(FadeAnimation(motion: motion, parameters: [0.4]).duration == 0.4)
        #expect(FadeAnimation(motion: motion, parameters: [20]).duration == 10)
        #expect(FadeAnimation(motion: motion, parameters: [-3]).duration == 0)
        #expect(FadeAnimation(motion: motion, parameters: [.nan]).duration == 0.25)
        #expect(FadeAnimation(motion: motion, parameters: []).duration == 0.25)
    }

    /// A negative or NaN duration counts as 0: the fade has arrived at once.
    @Test func aDurationBelowZeroOrNaNIsZero() {
        for duration in [-0.5, -Double.infinity, Double.nan] {
            let animation = FadeAnimation(motion: request(.present, from: hidden, to: detent), duration: duration)
            #expect(animation.duration == 0)
            let start = animation.sample(elapsed: 0)
            #expect(start.finished && start.visual == detent && start.topVelocity == 0)
        }
    }

    @Test func presentKeepsTopWhileOpacityRises() {
        let animation = FadeAnimation(motion: request(.present, from: hidden, to: detent, velocity: -500), duration: 0.25)
        var previousOpacity = -1.0
        for i in 0..<25 {
            let sample = animation.sample(elapsed: Double(i) * 0.01)
            #expect(sample.visual.top == detent.top)
            #expect(sample.visual.scale == detent.scale)
            #expect(sample.topVelocity == 0)
            #expect(sample.visual.opacity > previousOpacity)
            #expect(!sample.finished)
            previousOpacity = sample.visual.opacity
        }
        #expect(animation.sample(elapsed: 0).visual.opacity == 0)
        let middle = animation.sample(elapsed: 0.125).visual
        #expect(abs(middle.opacity - 0.5) < 1e-12 && abs(middle.backdropAlpha - 0.2) < 1e-12)
        let end = animation.sample(elapsed: 0.25)
        #expect(end.finished && end.visual == detent)
    }

    @Test func dismissStaysWhileFading() {
        let from = Visual(top: 420, opacity: 1, backdropAlpha: 0.4, scale: 1)
        let animation = FadeAnimation(motion: request(.dismiss, from: from, to: hidden), duration: 0.2)
        let sample = animation.sample(elapsed: 0.05)
        #expect(sample.visual.top == 420 && sample.topVelocity == 0)
        #expect(abs(sample.visual.opacity - 0.75) < 1e-12)
        #expect(abs(sample.visual.backdropAlpha - 0.3) < 1e-12)
        let end = animation.sample(elapsed: 0.2)
        #expect(end.finished && end.visual == hidden && end.topVelocity == 0)
    }

    @Test func settleMovesLinearly() {
        let from = Visual(top: 500, opacity: 1, backdropAlpha: 0, scale: 1)
        let animation = FadeAnimation(motion: request(.settle, from: from, to: detent), duration: 0.25)
        let sample = animation.sample(elapsed: 0.05)
        #expect(abs(sample.visual.top - 460) < 1e-9)
        #expect(abs(sample.visual.backdropAlpha - 0.08) < 1e-12)
        #expect(abs(sample.topVelocity + 800) < 1e-9)
        #expect(animation.sample(elapsed: 0.25).visual == detent)
    }

    @Test func parameterInitReadsSpecOrder() {
        let motion = request(.present, from: hidden, to: detent)
        #expect(FadeAnimation(motion: motion, parameters: [0.6]).duration == 0.6)
        #expect(FadeAnimation(motion: motion, parameters: []).duration == 0.25)
        #expect(FadeAnimation(motion: motion, parameters: [99]).duration == 10)
    }
}
