import Testing
@testable import SheetCore

private let hidden = Visual(top: 800, opacity: 1, backdropAlpha: 0, scale: 1)
private let detent = Visual(top: 300, opacity: 1, backdropAlpha: 0.4, scale: 1)

private func request(_ kind: MotionKind, from: Visual, to: Visual, velocity: Double = 0) -> MotionRequest {
    MotionRequest(kind: kind, from: from, to: to, velocity: velocity, viewportHeight: 800)
}

@Suite struct SpringAnimationTests {
    @Test func specs() {
        #expect(SpringAnimation.name == "spring")
        #expect(SpringAnimation.parameters == [
            AnimatorParameter(name: "response", defaultValue: 0.35, minValue: 0.01, maxValue: 10),
            AnimatorParameter(name: "damping_ratio", defaultValue: 1.0, minValue: 0.05, maxValue: 10),
        ])
        #expect(SpringAnimation.defaultResponse == 0.35)
    }

    /// Index 0 is the response (0.01 to 10 s), index 1 the damping ratio (0.05 to 10): a
    /// value out of range is clamped into its own index's range. The trajectory decays at
    /// ζ · 2π / response.
    @Test func parameterValuesAreReadInSpecOrderAndClamped() {
        let motion = request(.present, from: hidden, to: detent)
        func decay(_ values: [Double]) -> Double {
            SpringAnimation(motion: motion, parameters: values).trajectory.dampingRate
        }
        // Response 0.01, ratio 0.05.
        #expect(abs(decay([0.001, 0.02]) - 10 * Double.pi) < 1e-9)
        // Response 10, ratio 0.5.
        #expect(abs(decay([20, 0.5]) - 0.1 * Double.pi) < 1e-9)
        // Response 0.5, ratio 10.
        #expect(abs(decay([0.5, 30]) - 40 * Double.pi) < 1e-9)
        // The defaults: response 0.35, ratio 1.
        #expect(abs(decay([]) - 2 * Double.pi / 0.35) < 1e-9)
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
        // The critically damped step response 1 − (1 + ωt)·e^(−ωt), ω = 2π / 0.3 s, at 0.1 s.
        let u = 0.6189416092
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
                let step = animation.trajectory.evaluate(at: t).step
                #expect(sample.visual.backdropAlpha == unitClamped(0.1 + (0.4 - 0.1) * step))
            }
        }
        // Only the scale changes: the opacity still holds, the scale rides the step.
        let from = Visual(top: 600, opacity: 0.5, backdropAlpha: 0, scale: 0.9)
        let to = Visual(top: 300, opacity: 0.5, backdropAlpha: 0, scale: 1)
        let animation = SpringAnimation(motion: request(.settle, from: from, to: to), response: 0.4, dampingRatio: 1)
        let sample = animation.sample(elapsed: 0.1)
        let step = animation.trajectory.evaluate(at: 0.1).step
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

    /// A sample is finished exactly when the top is within a quarter point of its target,
    /// moves slower than 2 pt/s and the other channels are within 1e-3 of theirs.
    @Test func finishesAtTheTolerances() throws {
        let motion = request(.present, from: hidden, to: detent)
        let animation = SpringAnimation(motion: motion, response: 0.35, dampingRatio: 1)
        var first: Int?
        for millisecond in 0...3000 {
            if animation.sample(elapsed: Double(millisecond) / 1000).finished {
                first = millisecond
                break
            }
        }
        let end = try #require(first)
        let at = animation.trajectory.evaluate(at: Double(end) / 1000)
        let before = animation.trajectory.evaluate(at: Double(end - 1) / 1000)
        #expect(abs(at.displacement) <= SpringAnimation.positionTolerance)
        #expect(abs(at.velocity) <= SpringAnimation.velocityTolerance)
        #expect(abs(1 - at.step) * 0.4 <= SpringAnimation.channelTolerance)
        #expect(abs(before.displacement) > 0.25 || abs(before.velocity) > 2 || abs(1 - before.step) * 0.4 > 1e-3)
        // 500 pt critically damped at ω = 2π/0.35: about 0.67 s.
        #expect(end > 600 && end < 750)
    }

    @Test func aStillSpringHasArrived() {
        let sample = SpringAnimation.still.sample(elapsed: 0)
        #expect(sample.finished)
        #expect(sample.visual == Visual(top: 0))
    }

    /// Whatever a motion moves, every channel of an unfinished sample has the bits of the
    /// step-response formula applied to its raw start: a sample works out only the
    /// channels that change (`movingChannels`), and the others are their clamped starts.
    @Test func everyChannelHasTheBitsOfTheFormula() {
        let ends: [(from: Visual, to: Visual, moving: SpringAnimation.MovingChannels)] = [
            (Visual(top: 600, opacity: 1, backdropAlpha: 0.4, scale: 1), Visual(top: 300, opacity: 1, backdropAlpha: 0.4, scale: 1), .topOnly),
            (Visual(top: 600, opacity: 0.5, backdropAlpha: 1.5, scale: -1), Visual(top: 300, opacity: 0.5, backdropAlpha: 1.5, scale: -1), .topOnly),
            (Visual(top: 600, opacity: -0.0, backdropAlpha: -0.0, scale: -0.5), Visual(top: 300, opacity: -0.0, backdropAlpha: -0.0, scale: -0.5), .topOnly),
            (Visual(top: 600, opacity: 1, backdropAlpha: 0, scale: 1), Visual(top: 300, opacity: 1, backdropAlpha: 0.4, scale: 1), .topAndBackdrop),
            (Visual(top: 600, opacity: 1, backdropAlpha: 0.4, scale: 1), Visual(top: 300, opacity: 1, backdropAlpha: -0.2, scale: 1), .topAndBackdrop),
            (Visual(top: 600, opacity: 0, backdropAlpha: 0.4, scale: 1), Visual(top: 300, opacity: 1, backdropAlpha: 0.4, scale: 1), .all),
            (Visual(top: 600, opacity: 1, backdropAlpha: 0.2, scale: 0.9), Visual(top: 300, opacity: 1, backdropAlpha: 0.4, scale: 1), .all),
        ]
        for (from, to, moving) in ends {
            let animation = SpringAnimation(motion: request(.settle, from: from, to: to, velocity: -500), response: 0.4, dampingRatio: 0.6)
            #expect(animation.movingChannels == moving)
            for t in [0, 0.02, 0.1, 0.3] {
                let sample = animation.sample(elapsed: t)
                #expect(!sample.finished)
                let step = animation.trajectory.evaluate(at: t).step
                #expect(sample.visual.opacity.bitPattern == unitClamped(from.opacity + (to.opacity - from.opacity) * step).bitPattern)
                #expect(sample.visual.backdropAlpha.bitPattern == unitClamped(from.backdropAlpha + (to.backdropAlpha - from.backdropAlpha) * step).bitPattern)
                #expect(sample.visual.scale.bitPattern == max(0, from.scale + (to.scale - from.scale) * step).bitPattern)
            }
        }
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
        let motion = request(.present, from: hidden, to: detent, velocity: -300)
        let labelled = SpringAnimation(motion: motion, response: 0.5, dampingRatio: 0.6)
        let fromValues = SpringAnimation(motion: motion, parameters: [0.5, 0.6])
        #expect(fromValues.trajectory.basis == labelled.trajectory.basis)
        #expect(fromValues.trajectory.basis == Spring(response: 0.5, dampingRatio: 0.6).basis)
        let defaults = SpringAnimation(motion: motion, parameters: [])
        #expect(defaults.trajectory.basis == Spring(response: 0.35, dampingRatio: 1).basis)
        // Out of range values are clamped into the specs' ranges, NaN takes the default.
        let clamped = SpringAnimation(motion: motion, parameters: [100, 0])
        #expect(clamped.trajectory.basis == Spring(response: 10, dampingRatio: 0.05).basis)
        let nan = SpringAnimation(motion: motion, parameters: [.nan, .nan])
        #expect(nan.trajectory.basis == Spring(response: 0.35, dampingRatio: 1).basis)
        for t in [0.0, 0.05, 0.2] {
            #expect(fromValues.sample(elapsed: t) == labelled.sample(elapsed: t))
        }
    }
}

@Suite struct SpringAnimationLayoutTests {
    /// Everything a sample reads lies on the first two 64-byte lines of an instance,
    /// which the C layer allocates on a line boundary.
    @Test func whatASampleReadsFitsTwoCacheLines() throws {
        let end = try #require(MemoryLayout<SpringAnimation>.offset(of: \.channelChange)) + 3 * MemoryLayout<Double>.size
        #expect(end <= 128)
        let flag = try #require(MemoryLayout<SpringAnimation>.offset(of: \.movingChannels))
        #expect(flag < MemoryLayout<SpringTrajectory>.stride)
        #expect(MemoryLayout<SpringAnimation>.offset(of: \.trajectory) == 0)
    }
}
