import Testing
@testable import SheetCore

private let hidden = Visual(top: 800, opacity: 1, backdropAlpha: 0, scale: 1)
private let detent = Visual(top: 300, opacity: 1, backdropAlpha: 0.4, scale: 1)

private func request(_ kind: MotionKind, from: Visual, to: Visual, velocity: Double = 0) -> MotionRequest {
    MotionRequest(kind: kind, from: from, to: to, velocity: velocity, viewportHeight: 800)
}

private func withParameters<R>(_ values: [Double], _ body: (UnsafeBufferPointer<Double>) -> R) -> R {
    values.withUnsafeBufferPointer(body)
}

@Suite struct SpringAnimationTests {
    @Test func specs() {
        #expect(SpringAnimation.name == "spring")
        #expect(SpringAnimation.parameters == [
            AnimatorParameter(name: "response", defaultValue: 0.35, minValue: 0.01, maxValue: 10),
            AnimatorParameter(name: "damping_ratio", defaultValue: 1.0, minValue: 0.05, maxValue: 10),
        ])
    }

    @Test func topFollowsTheSpring() {
        let motion = request(.present, from: hidden, to: detent, velocity: -1200)
        let animation = SpringAnimation(motion: motion, response: 0.35, dampingRatio: 0.8)
        let spring = Spring(response: 0.35, dampingRatio: 0.8)
        for t in [0.0, 0.016, 0.05, 0.1, 0.2] {
            let sample = animation.sample(elapsed: t)
            let expected = spring.evaluate(displacement: 500, velocity: -1200, at: t)
            #expect(!sample.finished)
            #expect(abs(sample.visual.top - (300 + expected.displacement)) < 1e-9)
            #expect(abs(sample.topVelocity - expected.velocity) < 1e-9)
        }
        let start = animation.sample(elapsed: 0)
        #expect(start.visual.top == 800 && start.topVelocity == -1200)
        #expect(start.visual.backdropAlpha == 0)
    }

    @Test func channelsRideTheStepResponse() {
        let from = Visual(top: 300, opacity: 0, backdropAlpha: 0, scale: 0.9)
        let to = Visual(top: 300, opacity: 1, backdropAlpha: 0.5, scale: 1)
        let animation = SpringAnimation(motion: request(.content, from: from, to: to), response: 0.3, dampingRatio: 1)
        let sample = animation.sample(elapsed: 0.1)
        let u = 0.6189416092  // DESIGN's critically damped step response at 0.1 s
        #expect(abs(sample.visual.opacity - u) < 1e-9)
        #expect(abs(sample.visual.backdropAlpha - 0.5 * u) < 1e-9)
        #expect(abs(sample.visual.scale - (0.9 + 0.1 * u)) < 1e-9)
        #expect(sample.visual.top == 300)
        #expect(!sample.finished)
    }

    /// The engine's in-place tick checks only top, velocity and scale of an unfinished
    /// spring sample: the alphas must be in [0, 1] and the scale not NaN or negative,
    /// even when the channels' ends are not numbers in range.
    @Test func unfinishedChannelsStayInRange() {
        let wild = [-1e300, -2, -0.5, 0, 0.5, 1, 3, 1e300, .infinity, -.infinity, .nan]
        for from in wild {
            for to in wild {
                let motion = request(.content, from: Visual(top: 500, opacity: from, backdropAlpha: to, scale: from),
                                     to: Visual(top: 300, opacity: to, backdropAlpha: from, scale: to), velocity: 40)
                for dampingRatio in [0.3, 1, 2.5] {
                    let animation = SpringAnimation(motion: motion, response: 0.4, dampingRatio: dampingRatio)
                    for t in [0, 0.03, 0.1, 0.25, 0.6] {
                        let sample = animation.sample(elapsed: t)
                        guard !sample.finished else { continue }
                        #expect(sample.visual.opacity >= 0 && sample.visual.opacity <= 1)
                        #expect(sample.visual.backdropAlpha >= 0 && sample.visual.backdropAlpha <= 1)
                        #expect(sample.visual.scale >= 0)
                    }
                }
            }
        }
    }

    /// A channel that does not change is its clamped start at every instant; one that
    /// changes rides the step response from its own start, unclamped before the step.
    @Test func unchangingChannelsHoldTheirClampedStart() {
        let starts: [(opacity: Double, scale: Double)] = [(0.3, 0.95), (1.5, -0.5), (-2, 1e300), (.nan, .nan), (1, 1)]
        for start in starts {
            let from = Visual(top: 600, opacity: start.opacity, backdropAlpha: 0.1, scale: start.scale)
            let to = Visual(top: 300, opacity: start.opacity, backdropAlpha: 0.4, scale: start.scale)
            let animation = SpringAnimation(motion: request(.settle, from: from, to: to, velocity: -500), response: 0.4, dampingRatio: 0.6)
            for t in [0, 0.02, 0.1, 0.3] {
                let sample = animation.sample(elapsed: t)
                #expect(!sample.finished)
                #expect(sample.visual.opacity == unitClamped(start.opacity))
                #expect(sample.visual.scale == max(0, start.scale))
                let step = animation.spring.evaluateWithStep(displacement: -1, velocity: 0, at: t).step
                #expect(sample.visual.backdropAlpha == unitClamped(0.1 + (0.4 - 0.1) * step))
            }
        }
        // Only the scale changes: the opacity still holds, the scale rides the step.
        let from = Visual(top: 600, opacity: 0.5, backdropAlpha: 0, scale: 0.9)
        let to = Visual(top: 300, opacity: 0.5, backdropAlpha: 0, scale: 1)
        let animation = SpringAnimation(motion: request(.settle, from: from, to: to), response: 0.4, dampingRatio: 1)
        let sample = animation.sample(elapsed: 0.1)
        let step = animation.spring.evaluateWithStep(displacement: -1, velocity: 0, at: 0.1).step
        #expect(sample.visual.opacity == 0.5)
        #expect(sample.visual.scale == 0.9 + (1 - 0.9) * step)
    }

    @Test func finishesWithExactlyTo() throws {
        let motion = request(.settle, from: Visual(top: 520, backdropAlpha: 0.1), to: detent, velocity: 900)
        let animation = SpringAnimation(motion: motion, response: 0.35, dampingRatio: 0.7)
        var t = 0.0
        var finishedAt: Double?
        while t < 5 {
            let sample = animation.sample(elapsed: t)
            #expect(sample.visual.isFinite)
            if sample.finished {
                #expect(sample.visual == detent)
                #expect(sample.topVelocity == 0)
                finishedAt = t
                break
            }
            t += 1.0 / 120
        }
        let end = try #require(finishedAt)
        #expect(end > 0.3 && end < 2)
    }

    @Test func alreadyThereFinishesAtOnce() {
        let animation = SpringAnimation(motion: request(.settle, from: detent, to: detent), response: 0.35, dampingRatio: 1)
        let sample = animation.sample(elapsed: 0)
        #expect(sample.finished && sample.visual == detent && sample.topVelocity == 0)
    }

    @Test func velocityAtTargetIsNotFinished() {
        let animation = SpringAnimation(motion: request(.settle, from: detent, to: detent, velocity: 800),
                                        response: 0.35, dampingRatio: 1)
        #expect(!animation.sample(elapsed: 0).finished)
    }

    @Test func underDampedOvershootsCriticalDoesNot() {
        func farthestPast(_ zeta: Double) -> Double {
            let animation = SpringAnimation(motion: request(.present, from: hidden, to: detent), response: 0.4, dampingRatio: zeta)
            var past = 0.0
            for i in 0...600 {
                let sample = animation.sample(elapsed: Double(i) / 240)
                past = max(past, detent.top - sample.visual.top)  // above the detent
                #expect(sample.visual.backdropAlpha >= 0 && sample.visual.backdropAlpha <= 1)
            }
            return past
        }
        #expect(farthestPast(0.5) > 50)
        #expect(farthestPast(1) == 0)
    }

    @Test func parameterInitReadsSpecOrder() {
        let motion = request(.present, from: hidden, to: detent)
        let labelled = SpringAnimation(motion: motion, response: 0.5, dampingRatio: 0.6)
        let viaBuffer = withParameters([0.5, 0.6]) { SpringAnimation(motion: motion, parameters: $0) }
        #expect(viaBuffer.spring == labelled.spring)
        let defaults = withParameters([]) { SpringAnimation(motion: motion, parameters: $0) }
        #expect(defaults.spring == Spring(response: 0.35, dampingRatio: 1))
    }
}

@Suite struct SlideAnimationTests {
    @Test func specs() {
        #expect(SlideAnimation.name == "slide")
        #expect(SlideAnimation.parameters.map(\.name) == ["duration", "curve"])
        #expect(SlideAnimation.parameters[0].defaultValue == 0.3 && SlideAnimation.parameters[1].defaultValue == -1)
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
        #expect(SlideAnimation.curve(code: -1, kind: .present) == .easeOut)
        #expect(SlideAnimation.curve(code: -1, kind: .dismiss) == .easeIn)
        #expect(SlideAnimation.curve(code: -1, kind: .settle) == .easeInOut)
        #expect(SlideAnimation.curve(code: -1, kind: .content) == .easeInOut)
        #expect(SlideAnimation.curve(code: 0, kind: .present) == .linear)
        #expect(SlideAnimation.curve(code: 1, kind: .present) == .easeIn)
        #expect(SlideAnimation.curve(code: 2, kind: .dismiss) == .easeOut)
        #expect(SlideAnimation.curve(code: 3, kind: .present) == .easeInOut)
        #expect(SlideAnimation.curve(code: 1.4, kind: .present) == .easeIn)
        #expect(SlideAnimation.curve(code: 2.6, kind: .present) == .easeInOut)
        #expect(SlideAnimation.curve(code: -0.7, kind: .dismiss) == .easeIn)
        #expect(SlideAnimation.curve(code: .nan, kind: .present) == .easeOut)
        #expect(SlideAnimation.curve(code: 99, kind: .present) == .easeInOut)
    }

    @Test func parameterInitReadsSpecOrder() {
        let motion = request(.dismiss, from: detent, to: hidden)
        let animation = withParameters([0.45, -1]) { SlideAnimation(motion: motion, parameters: $0) }
        #expect(animation.duration == 0.45 && animation.curve == .easeIn)
    }
}

@Suite struct FadeAnimationTests {
    @Test func specs() {
        #expect(FadeAnimation.name == "fade")
        #expect(FadeAnimation.parameters == [
            AnimatorParameter(name: "duration", defaultValue: 0.25, minValue: 0, maxValue: 10),
        ])
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
        #expect(withParameters([0.6]) { FadeAnimation(motion: motion, parameters: $0) }.duration == 0.6)
        #expect(withParameters([]) { FadeAnimation(motion: motion, parameters: $0) }.duration == 0.25)
        #expect(withParameters([99]) { FadeAnimation(motion: motion, parameters: $0) }.duration == 10)
    }
}

@Suite struct SpringAnimationLayoutTests {
    /// Everything a sample reads lies on the first two 64-byte lines of an instance,
    /// which the C layer allocates on a line boundary.
    @Test func whatASampleReadsFitsTwoCacheLines() throws {
        let end = try #require(MemoryLayout<SpringAnimation>.offset(of: \.channelChange)) + 3 * MemoryLayout<Double>.size
        #expect(end <= 128)
        let flag = try #require(MemoryLayout<SpringAnimation>.offset(of: \.holdsOpacityAndScale))
        #expect(flag < MemoryLayout<SpringTrajectory>.stride)
        #expect(MemoryLayout<SpringAnimation>.offset(of: \.trajectory) == 0)
    }
}
