/// Running motions: starting them with the sheet's transitions, sampling them each tick,
/// cutting off animators that misbehave, and completing them with their events.
extension SheetEngine {
    /// The spring that finishes a motion whose animator failed: critically damped, so
    /// it never overshoots, and independent of every registered animator.
    static let fallbackResponse = 0.35
    /// Points: a dismissing sheet with less than this visible has left the viewport.
    static let goneTolerance = 0.5

    /// Starts a motion of `kind` from the sheet's current visual state and velocity
    /// toward its target, replacing any running one.
    func startMotion(_ index: Int, kind: MotionKind) {
        discardMotion(index)
        var request = MotionRequest(
            kind: kind, from: sheets[index].visual, to: targetVisual(index, kind: kind),
            velocity: sheets[index].velocity, viewportHeight: viewport.height)
        if kind == .content {
            request.from.opacity = sheets[index].contentAlpha
        }
        let transition = effectiveTransition(for: kind, of: index)
        if reduceMotion, kind == .settle || kind == .content, let transition, transition.parameters.count > 0 {
            // A critically damped spring still overshoots when it starts fast enough;
            // under reduce motion the release speed is capped so that it cannot.
            let omega = 2 * Double.pi / transition.parameters[0]
            request.velocity = Self.nonOvershootingVelocity(request.velocity, displacement: request.from.top - request.to.top, angularFrequency: omega)
        }
        var motion = RunningMotion(kind: kind, startTime: clock, driver: .fallback, request: request)
        if let transition, transition.animator < registry.count {
            let backend = registry.entries[transition.animator].backend
            let started = transition.parameters.withUnsafeBufferPointer { backend.start(request, parameters: $0) }
            switch started {
            case .started(let instance):
                let sample = registry.entries[transition.animator].sampleFunction
                motion.driver = RunningMotion.Driver(animator: transition.animator, instance: instance, sample: sample,
                                                     stepsInPlace: instance != nil && kind != .content && SpringAnimation.isEntryPoint(sample))
            case .failed:
                emit(.animatorFailed, index, detent: sheets[index].detent, animator: transition.animator, failure: .create)
            }
        }
        sheets[index].motion = motion
    }

    /// The transition a motion uses, after reduce motion's substitutions: presentation
    /// and dismissal cross-fade with "fade", settles use a spring with no overshoot.
    /// nil means the engine's own spring.
    func effectiveTransition(for kind: MotionKind, of index: Int) -> ResolvedTransition? {
        let configured = sheets[index].transitions.transition(for: kind)
        guard reduceMotion else { return configured }
        switch kind {
        case .present, .dismiss:
            guard let fade = registry.index(named: "fade") else { return nil }
            return ResolvedTransition(animator: fade, parameters: ContiguousArray(registry.entries[fade].parameters.map(\.defaultValue)))
        case .settle, .content:
            guard let spring = registry.index(named: "spring") else { return nil }
            var parameters = ContiguousArray(registry.entries[spring].parameters.map(\.defaultValue))
            if configured.animator == spring { parameters = configured.parameters }
            // Parameter 1 of the built-in spring is damping_ratio: critically damped.
            if parameters.count > 1 { parameters[1] = 1 }
            return ResolvedTransition(animator: spring, parameters: parameters)
        }
    }

    /// The engine's own spring for a motion: critically damped, never overshooting.
    @inline(__always)
    static func fallbackSpring(_ request: MotionRequest) -> SpringAnimation {
        SpringAnimation(motion: request, response: fallbackResponse, dampingRatio: 1)
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

    /// Stops a running motion where it is, releasing its animator instance.
    func discardMotion(_ index: Int) {
        guard let motion = sheets[index].motion else { return }
        sheets[index].motion = nil
        if motion.driver.animator >= 0 {
            registry.entries[motion.driver.animator].backend.finish(motion.driver.instance)
        }
    }

    /// Moves a sheet the built-in spring drives to `now` in place, evaluating the
    /// `SpringAnimation` at `instance` directly. False, having changed nothing, when the
    /// general path must take over: the motion arrived or ran past the time limit, its
    /// answer needs judging or clamping, or it is a dismissal at the edge. Inlined into
    /// the tick's loop, which then keeps its values in registers.
    @inline(__always)
    func advanceSpringInPlace(_ index: Int, _ instance: UnsafeMutableRawPointer, to now: Double) -> Bool {
        // One pointer to the record for the whole step: through `sheets` the table's base
        // would be loaded again after every store.
        let record = sheets.record(index)
        // The clock never runs back past a motion's start, so `elapsed` is at least 0;
        // checked rather than clamped all the same, which keeps the path from the clock
        // to the exponential short.
        let elapsed = now - record.pointee.runningMotion.startTime
        let kind = record.pointee.runningMotion.kind
        guard elapsed >= 0, elapsed <= inPlaceTimeLimit else { return false }
        let animation = instance.assumingMemoryBound(to: SpringAnimation.self)
        let basis = animation.pointee.trajectory.basis.at(validTime: elapsed)
        let sample = animation.pointee.sample(basis: basis)
        guard !sample.finished else { return false }
        // An unfinished spring sample's alphas are in [0, 1] and its scale is neither NaN
        // nor negative (SpringAnimation's contract), so of `isUsable` and `clamped` only
        // the checks below can fail. One range check on the top stands for its
        // finiteness, both clamps of `apply` and a dismissal's edge: a top outside it, or
        // NaN, goes the general way, which clamps or completes.
        let top = sample.visual.top
        let highest = highestAllowedTop(highestHeight: record.pointee.highestHeight)
        let ceiling = kind == .dismiss ? viewport.height - Self.goneTolerance : viewport.height
        guard top >= highest, top < ceiling, abs(sample.topVelocity) <= .greatestFiniteMagnitude,
              sample.visual.scale > 0, sample.visual.scale <= .greatestFiniteMagnitude else { return false }
        record.pointee.visual = sample.visual
        record.pointee.velocity = sample.topVelocity
        return true
    }

    /// Brings a sheet's running motion to `now`, completing it when it has arrived.
    @inline(__always)
    func advance(_ index: Int, to now: Double) {
        // Field by field: the record is addressed in place, so nothing is copied.
        let driver = sheets[index].runningMotion.driver
        if driver.stepsInPlace, let instance = driver.instance, advanceSpringInPlace(index, instance, to: now) {
            return
        }
        guard sheets[index].hasMotion else { return }
        let kind = sheets[index].runningMotion.kind
        let sample = self.sample(index, at: now)
        // A sheet that has left the viewport is gone, whatever a bouncy animator would
        // still do below the edge.
        if sample.finished || (kind == .dismiss && sample.visual.top >= viewport.height - Self.goneTolerance) {
            complete(index)
            return
        }
        apply(sample, index, kind: kind)
    }

    /// Samples a sheet's running motion; an animator that errs, returns a non-finite or
    /// out-of-range value, or runs past the maximum duration is replaced by the fallback
    /// spring from the last good state, and ANIMATOR_FAILED is queued.
    ///
    /// The common case — a direct sample function that answers well — is inlined into
    /// the tick; everything else is `judge(_:_:elapsed:now:)`, out of line.
    @inline(__always)
    func sample(_ index: Int, at now: Double) -> AnimatorSample {
        let elapsed = max(0, now - sheets[index].runningMotion.startTime)
        let driver = sheets[index].runningMotion.driver
        guard driver.animator >= 0, let direct = driver.sample else {
            return judge(index, nil, elapsed: elapsed, now: now)
        }
        let answer = Self.sample(direct, driver.instance, elapsed)
        if let sample = answer, Self.isUsable(sample), sample.finished || elapsed <= maximumMotionDuration {
            return Self.clamped(sample)
        }
        return judge(index, answer, elapsed: elapsed, now: now)
    }

    /// The rest of `sample(_:at:)`: the engine's own spring, animators without a direct
    /// sample function, and an answer that is missing (an error status), unusable or late.
    @inline(never)
    func judge(_ index: Int, _ directAnswer: AnimatorSample?, elapsed: Double, now: Double) -> AnimatorSample {
        let driver = sheets[index].runningMotion.driver
        guard driver.animator >= 0 else {
            return Self.fallbackSpring(sheets[index].runningMotion.request).sample(elapsed: elapsed)
        }
        let answer: AnimatorSample?
        if driver.sample != nil {
            answer = directAnswer
        } else {
            answer = registry.entries[driver.animator].backend.sample(driver.instance, elapsed: elapsed)
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
            failure = .status
        }
        registry.entries[driver.animator].backend.finish(driver.instance)
        var request = sheets[index].runningMotion.request
        request.from = sheets[index].visual
        request.velocity = sheets[index].velocity
        sheets[index].runningMotion.driver = .fallback
        sheets[index].runningMotion.request = request
        sheets[index].runningMotion.startTime = now
        emit(.animatorFailed, index, detent: sheets[index].detent, animator: driver.animator, failure: failure)
        return Self.fallbackSpring(request).sample(elapsed: 0)
    }

    /// Calls a backend's sample function directly; nil when it reports an error.
    @inline(__always)
    static func sample(_ function: AnimatorSampleFunction, _ instance: UnsafeMutableRawPointer?, _ elapsed: Double) -> AnimatorSample? {
        // Laid out as the C visual: four doubles in order.
        var visual = (0.0, 0.0, 0.0, 0.0)
        var velocity = 0.0
        var finished: Int32 = 0
        let status = withUnsafeMutablePointer(to: &visual) { function(instance, elapsed, UnsafeMutableRawPointer($0), &velocity, &finished) }
        guard status == 0 else { return nil }
        return AnimatorSample(visual: Visual(top: visual.0, opacity: visual.1, backdropAlpha: visual.2, scale: visual.3),
                              topVelocity: velocity, finished: finished != 0)
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
        if visual.top > viewport.height { visual.top = viewport.height }
        let highest = highestAllowedTop(highestHeight: sheets[index].highestHeight)
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
    /// `highestHeight` points: that detent less a viewport height, further than a rubber
    /// band can pull it.
    @inline(__always)
    func highestAllowedTop(highestHeight: Double) -> Double {
        top(forVisibleHeight: highestHeight) - viewport.height
    }

    /// A motion arrived: snap to its target, update the state and close what it opened.
    /// Out of line: once per motion, and it would crowd the tick's loop.
    @inline(never)
    func complete(_ index: Int) {
        guard let motion = sheets[index].motion else { return }
        discardMotion(index)
        sheets[index].velocity = 0
        if motion.kind == .content || sheets[index].outgoingContentID != 0 {
            sheets[index].contentAlpha = 1
            sheets[index].outgoingContentID = 0
            sheets[index].outgoingStartAlpha = 0
        }
        switch motion.kind {
        case .dismiss where sheets[index].suspended:
            // Switched away beneath another sheet: gone from view, still presented.
            sheets[index].visual = hiddenVisual()
            sheets[index].state = .hidden
            sheets[index].detent = -1
        case .dismiss:
            sheets[index].visual = hiddenVisual()
            sheets[index].state = .hidden
            sheets[index].detent = -1
            removeFromStack(index)
            let reason = sheets[index].dismissPending ?? .programmatic
            sheets[index].dismissPending = nil
            emit(.didDismiss, index, reason: reason)
        case .present, .settle, .content:
            var target = motion.request.to
            target.opacity = 1
            sheets[index].visual = target
            sheets[index].state = .resting
            if sheets[index].presentPending {
                sheets[index].presentPending = false
                emit(.didPresent, index, detent: sheets[index].detent, reason: .programmatic)
            }
        }
    }
}
