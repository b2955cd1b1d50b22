/// Running motions: starting them with the sheet's transitions, sampling them each tick,
/// cutting off animators that misbehave, and completing them with their events.
extension SheetEngine {
    /// Points: a dismissing sheet with less than this visible has left the viewport.
    static let goneTolerance = 0.5

    /// Starts a motion of `kind` from the sheet's current visual state and velocity
    /// toward its target, replacing any running one.
    func startMotion(_ index: Int, kind: MotionKind) {
        discardMotion(index)
        // A back gesture the host follows lets go when anything else moves the sheet.
        springBack(index)
        var request = MotionRequest(
            kind: kind, from: sheets[index].visual, to: targetVisual(index, kind: kind),
            velocity: sheets[index].velocity, viewportHeight: sheets[index].axisLength)
        if kind == .content {
            request.from.opacity = sheets[index].contentAlpha
        }
        let transition = sheets[index].transitions[kind]
        if reduceMotion {
            sheets[index].motion = reducedMotion(request, configured: transition)
            return
        }
        let implementation = registry.entries[transition.animator].implementation
        let started = callingOut {
            RunningMotion(implementation, animator: transition.animator, parameters: transition.parameters, request, from: clock)
        }
        if let started {
            sheets[index].motion = started
        } else {
            sheets[index].motion = .rescue(request, from: clock, animator: transition.animator)
            emit(.animatorFailed(animator: transition.animator, .start, detent: sheets[index].reportedDetent), index)
        }
    }

    /// What reduce motion runs in place of the `configured` transition: presentation and
    /// dismissal cross-fade with the built-in fade at its default duration; settles and
    /// content changes take the built-in spring, critically damped, with the configured
    /// response when the transition names the spring and the default one otherwise.
    /// Made of numbers alone, as every built-in motion is: it allocates nothing.
    func reducedMotion(_ request: MotionRequest, configured: ResolvedTransition) -> RunningMotion {
        switch request.kind {
        case .present, .dismiss:
            let fade = FadeAnimation(motion: request, duration: FadeAnimation.durationRange.defaultValue)
            return .fade(fade, from: clock, animator: AnimatorRegistry.fadeIndex)
        case .settle, .content:
            let response = configured.animator == AnimatorRegistry.springIndex
                ? SpringAnimation.responseRange.value(at: 0, in: configured.parameters)
                : SpringAnimation.responseRange.defaultValue
            // A critically damped spring still overshoots when it starts fast enough;
            // under reduce motion the release speed is capped so that it cannot.
            var request = request
            request.velocity = Self.nonOvershootingVelocity(
                request.velocity, displacement: request.from.top - request.to.top, angularFrequency: 2 * Double.pi / response)
            let spring = SpringAnimation(motion: request, response: response, dampingRatio: 1)
            return .spring(spring, request, from: clock, animator: AnimatorRegistry.springIndex)
        }
    }

    /// The fastest start (pt/s) toward the target that a critically damped spring of
    /// angular frequency ω settles from without crossing it: with x(t) = (x0 + (v0 +
    /// ω·x0)·t)·e^(−ωt), x keeps its sign while |v0| <= ω·|x0| toward the target.
    /// Velocities away from the target never overshoot and pass unchanged.
    static func nonOvershootingVelocity(_ velocity: Double, displacement: Double, angularFrequency omega: Double) -> Double {
        guard velocity * displacement < 0 else { return displacement == 0 ? 0 : velocity }
        let limit = omega * abs(displacement)
        return min(max(velocity, -limit), limit)
    }

    /// Stops a running motion where it is, releasing what its animator made.
    func discardMotion(_ index: Int) {
        guard sheets[index].hasMotion else { return }
        callingOut { sheets[index].motion = .none }
    }

    /// Brings a sheet's running motion to `now`, completing it when it has arrived; a
    /// built-in spring in place when `inPlace` (`stepSpringInPlace(_:to:)`).
    @inline(__always)
    func advance(_ index: Int, to now: Double, inPlace: Bool = true) {
        if inPlace, stepSpringInPlace(index, to: now) { return }
        guard sheets[index].hasMotion else { return }
        let kind = sheets[index].motion.kind
        let sample = self.sample(index, at: now)
        // A sheet that has left the viewport is gone, whatever a bouncy animator would
        // still do below the edge.
        if sample.finished || (kind == .dismiss && sample.visual.top >= sheets[index].axisLength - Self.goneTolerance) {
            complete(index)
            return
        }
        apply(sample, index, kind: kind)
    }

    /// Samples a sheet's running motion. An animator that errs, answers with a value that
    /// is not finite or a scale that is not positive, or runs past the maximum duration is
    /// cut off: the engine's own spring takes over from the last good state, and
    /// `.animatorFailed` is queued. The engine's own spring is never cut off.
    ///
    /// Inlined into the tick: a host animator's motion is sampled on this path every
    /// frame, and what is rare (a built-in here, a cut-off) is out of line.
    @inline(__always)
    func sample(_ index: Int, at now: Double) -> AnimatorSample {
        // Read field by field where it lies: binding the motion whole would copy it.
        let elapsed = max(0, now - sheets[index].motion.startTime)
        let answer: AnimatorSample?
        switch sheets[index].motion.driver {
        case .custom:
            let hostMotion = sheets[index].motion.hostMotion
            answer = callingOut { hostMotion?.sample(elapsed: elapsed) }
        case .rescue:
            return sampleBuiltin(index, elapsed: elapsed)
        case .none, .spring, .slide, .fade:
            answer = sampleBuiltin(index, elapsed: elapsed)
        }
        let failure: AnimatorFailure
        if let sample = answer {
            if !Self.isUsable(sample) {
                failure = .value
            } else if !sample.finished && elapsed > maximumMotionDuration {
                failure = .timeout
            } else {
                return Self.clamped(sample)
            }
        } else {
            failure = .sample
        }
        return cutOff(index, failure, at: now)
    }

    /// The answer of a built-in closed form (a spring on the general path, a slide, a
    /// fade); out of line, so that the general path stays small around a host's call.
    @inline(never)
    func sampleBuiltin(_ index: Int, elapsed: Double) -> AnimatorSample {
        let motion = sheets.record(index)
        switch motion.pointee.motion.driver {
        case .spring, .rescue:
            return motion.pointee.motion.spring.sample(elapsed: elapsed)
        case .slide:
            let timing = motion.pointee.motion.timing
            return SlideAnimation(motion: motion.pointee.motion.request, duration: timing.duration, curve: timing.curve)
                .sample(elapsed: elapsed)
        case .fade:
            return FadeAnimation(motion: motion.pointee.motion.request, duration: motion.pointee.motion.timing.duration)
                .sample(elapsed: elapsed)
        case .none, .custom:
            return AnimatorSample(visual: motion.pointee.visual, topVelocity: 0, finished: true)
        }
    }

    /// Replaces a failing animator's motion with the engine's own spring from where the
    /// sheet is, queues `.animatorFailed`, and returns the spring's first sample. Out of
    /// line: it happens once per failure.
    @inline(never)
    func cutOff(_ index: Int, _ failure: AnimatorFailure, at now: Double) -> AnimatorSample {
        let animator = sheets[index].motion.animator
        var request = sheets[index].motion.request
        request.from = sheets[index].visual
        request.velocity = sheets[index].velocity
        let rescue = RunningMotion.rescue(request, from: now, animator: animator)
        callingOut { sheets[index].motion = rescue }
        emit(.animatorFailed(animator: animator, failure, detent: sheets[index].reportedDetent), index)
        return sampleBuiltin(index, elapsed: 0)
    }

    @inline(__always)
    static func isUsable(_ sample: AnimatorSample) -> Bool {
        sample.visual.isFinite && sample.topVelocity.isFinite && sample.visual.scale > 0
    }

    @inline(__always)
    static func clamped(_ sample: AnimatorSample) -> AnimatorSample {
        var sample = sample
        sample.visual.opacity = min(1, max(0, sample.visual.opacity))
        sample.visual.backdropAlpha = min(1, max(0, sample.visual.backdropAlpha))
        return sample
    }

    @inline(__always)
    func apply(_ sample: AnimatorSample, _ index: Int, kind: MotionKind) {
        var visual = sample.visual
        // Nothing shows below the viewport's bottom edge: an animator that swings past
        // it is held there. Above the highest detent nothing may go further than a
        // rubber band can pull it (less than a viewport height): an overshoot past that
        // is held there. Branches rather than min and max: the clamps rarely bite, and a
        // predicted branch keeps them off the path from the sample to the store.
        let axisLength = sheets[index].axisLength
        if visual.top > axisLength { visual.top = axisLength }
        let highest = highestAllowedTop(highestHeight: sheets[index].highestHeight, axisLength: axisLength,
                                        axisBaseline: sheets[index].axisBaseline)
        if visual.top < highest { visual.top = highest }
        if kind == .content {
            // A content motion's opacity channel carries the incoming content's alpha.
            sheets[index].contentAlpha = visual.opacity
            visual.opacity = 1
        }
        sheets[index].visual = visual
        sheets[index].velocity = sample.topVelocity
    }

    /// The smallest top a motion may give a sheet whose highest detent shows
    /// `highestHeight` points in a space `axisLength` long with its baseline at
    /// `axisBaseline`: that detent less the space's length, further than a rubber band can
    /// pull it.
    @inline(__always)
    func highestAllowedTop(highestHeight: Double, axisLength: Double, axisBaseline: Double) -> Double {
        axisBaseline - highestHeight - axisLength
    }

    /// A motion arrived: snap to its target, update the lifecycle and close what it
    /// opened. Out of line: once per motion, and it would crowd the tick's loop.
    @inline(never)
    func complete(_ index: Int) {
        guard sheets[index].hasMotion else { return }
        let kind = sheets[index].motion.kind
        let target = sheets[index].motion.request.to
        discardMotion(index)
        sheets[index].velocity = 0
        if kind == .content || sheets[index].outgoingContentID != nil {
            sheets[index].contentAlpha = 1
            sheets[index].outgoingContentID = nil
            sheets[index].outgoingStartAlpha = 0
        }
        switch kind {
        case .dismiss:
            sheets[index].visual = hiddenVisual(index)
            switch sheets[index].lifecycle {
            case .switchedAway:
                // Gone from view beneath another sheet: still presented.
                sheets[index].lifecycle = .switchedAway(leaving: false)
            case .dismissing(let reason):
                sheets[index].lifecycle = .hidden
                removeFromStack(index)
                emit(.didDismiss(reason), index)
            case .hidden, .presenting, .resting, .settling, .dragging:
                // A dismissal motion runs only while dismissing or switched away; should
                // one end elsewhere, the sheet is simply gone.
                sheets[index].lifecycle = .hidden
                removeFromStack(index)
            }
        case .present, .settle, .content:
            var visual = target
            visual.opacity = 1
            sheets[index].visual = visual
            let closesPresentation = sheets[index].lifecycle.openTransition == .presentation
            sheets[index].lifecycle = .resting
            if closesPresentation {
                emit(.didPresent(detent: sheets[index].detent), index)
            }
        }
    }
}
