import Foundation
import Testing
@testable import SheetCore

/// What an animator's motions did: how many were started and how many let go. Each test
/// has its own, so tests running at once do not share counts.
final class MotionLedger {
    var started = 0
    var released = 0
    var requests: [MotionRequest] = []
    var parameters: [[Double]] = []
    var live: Int { started - released }
}

/// How a `ScriptedAnimator` behaves.
enum Script: Sendable {
    /// A linear slide over the first parameter's seconds (the `duration` spec).
    case linear
    /// `start` refuses the motion.
    case refuseStart
    /// Linear, but a sample after `failAfter` seconds is nil.
    case errorAfter(Double)
    /// Linear, but a sample after `failAfter` seconds has a NaN top.
    case notANumberAfter(Double)
    /// Linear, but the scale of a sample after `failAfter` seconds is 0.
    case zeroScaleAfter(Double)
    /// Moves linearly, then holds the target without ever finishing.
    case neverFinishes
}

/// An animator written for the tests: linear slides that misbehave as the script says,
/// counting every motion it starts and every one the engine lets go.
final class ScriptedAnimator: SheetAnimator {
    let script: Script
    let ledger: MotionLedger

    init(_ script: Script, ledger: MotionLedger) {
        self.script = script
        self.ledger = ledger
    }

    static let parameters = [AnimatorParameter(name: "duration", defaultValue: 0.2, minValue: 0.01, maxValue: 5)]

    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? {
        ledger.requests.append(motion)
        ledger.parameters.append(parameters)
        if case .refuseStart = script { return nil }
        ledger.started += 1
        return Motion(motion, duration: parameters.first ?? 0.2, script: script, ledger: ledger)
    }

    final class Motion: AnimatorMotion {
        let request: MotionRequest
        let duration: Double
        let script: Script
        let ledger: MotionLedger

        init(_ request: MotionRequest, duration: Double, script: Script, ledger: MotionLedger) {
            self.request = request
            self.duration = duration
            self.script = script
            self.ledger = ledger
        }

        deinit { ledger.released += 1 }

        override func sample(elapsed: Double) -> AnimatorSample? {
            let p = min(1, elapsed / duration)
            var visual = request.from.interpolated(to: request.to, fraction: p)
            var finished = p >= 1
            switch script {
            case .linear, .refuseStart: break
            case .errorAfter(let time): if elapsed > time { return nil }
            case .notANumberAfter(let time): if elapsed > time { visual.top = .nan }
            case .zeroScaleAfter(let time): if elapsed > time { visual.scale = 0 }
            case .neverFinishes: finished = false
            }
            let velocity = p < 1 ? (request.to.top - request.from.top) / duration : 0
            return AnimatorSample(visual: visual, topVelocity: velocity, finished: finished)
        }
    }
}

/// The Swift animator API: registering, naming in transitions, parameters, and cutting
/// off an animator that misbehaves while the sheet still arrives.
@Suite struct AnimatorsTests {
    private func makeRig(_ script: Script, ledger: MotionLedger, maximumDuration: Double? = nil) throws -> (Rig, SheetID) {
        let rig = try Rig()
        try rig.engine.register(ScriptedAnimator(script, ledger: ledger), name: "test.scripted", parameters: ScriptedAnimator.parameters)
        if let maximumDuration { try rig.engine.setMaximumMotionDuration(maximumDuration) }
        let id = try rig.sheet([.fraction(0.5), .fraction(1)]) {
            $0.present = Transition(animator: "test.scripted", arguments: [.init("duration", 0.4)])
        }
        return (rig, id)
    }

    @Test func registeredAnimatorsAreListed() throws {
        let engine = SheetEngine()
        let ledger = MotionLedger()
        try engine.register(ScriptedAnimator(.linear, ledger: ledger), name: "test.linear", parameters: ScriptedAnimator.parameters)
        try engine.register(ScriptedAnimator(.linear, ledger: ledger), name: "test.bare")
        #expect(engine.animatorCount == 5)
        #expect(engine.animators.map(\.name) == ["spring", "slide", "fade", "test.linear", "test.bare"])
        #expect(engine.animator(at: 3) == SheetEngine.AnimatorInfo(name: "test.linear", parameters: ScriptedAnimator.parameters))
        #expect(engine.animator(at: 4)?.parameters == [])
        #expect(engine.animator(at: 0)?.parameters == SpringAnimation.parameters)
        #expect(engine.animator(at: 5) == nil)
        #expect(engine.animator(at: -1) == nil)
        #expect(ledger.started == 0)
    }

    /// A registered animator moves the sheets whose transitions name it, with the
    /// parameter values the transition gives, and is let go when its motion ends.
    @Test func aRegisteredAnimatorMovesTheSheet() throws {
        let ledger = MotionLedger()
        let (rig, id) = try makeRig(.linear, ledger: ledger)
        try rig.engine.present(id, now: 0)
        #expect(ledger.started == 1)
        #expect(ledger.parameters == [[0.4]])
        let request = try #require(ledger.requests.first)
        #expect(request.kind == .present)
        #expect(request.from == Visual(top: 844, opacity: 1, backdropAlpha: 0, scale: 1))
        #expect(request.to == Visual(top: 445.5, opacity: 1, backdropAlpha: 0.4, scale: 1))
        #expect(request.velocity == 0 && request.viewportHeight == 844)
        for t in [0.1, 0.2, 0.3] {
            try rig.engine.tick(now: t)
            let frame = rig.frame(id)
            #expect(abs(frame.top - (844 - 398.5 * t / 0.4)) < 1e-9)
            #expect(abs(frame.backdropAlpha - 0.4 * t / 0.4) < 1e-9)
            #expect(abs(frame.velocity - (-398.5 / 0.4)) < 1e-9)
            #expect(frame.state == .presenting)
        }
        #expect(ledger.live == 1)
        try rig.engine.tick(now: 0.4)
        rig.expectRest(id, detent: 0, top: 445.5)
        #expect(ledger.released == 1)
        #expect(rig.kinds() == [.willPresent(detent: 0), .didPresent(detent: 0)])
        // The settle and dismissal use the built-in spring: no more motions of its own.
        try rig.engine.moveToDetent(id, detent: 1, now: 0.5)
        try rig.run(from: 0.5, for: 1.5)
        #expect(ledger.started == 1)
    }

    /// A parameter a transition does not name takes its spec's default.
    @Test func anUnnamedParameterTakesItsDefault() throws {
        let ledger = MotionLedger()
        let rig = try Rig()
        try rig.engine.register(ScriptedAnimator(.linear, ledger: ledger), name: "test.scripted", parameters: ScriptedAnimator.parameters)
        let id = try rig.sheet([.fraction(0.5)]) { $0.dismiss = Transition(animator: "test.scripted") }
        let now = try rig.presented(id)
        try rig.engine.dismiss(id, now: now)
        #expect(ledger.parameters == [[0.2]])
        #expect(ledger.requests.first?.kind == .dismiss)
        try rig.engine.tick(now: now + 0.1)
        #expect(abs(rig.frame(id).top - (445.5 + 398.5 * 0.5)) < 1e-9)
        try rig.engine.tick(now: now + 0.2)
        rig.expectHidden(id)
        #expect(ledger.live == 0)
    }

    /// A transition naming an animator or a parameter that does not exist, or a value out
    /// of its range, is refused when the sheet is made.
    @Test func transitionsAreResolvedWhenTheSheetIsMade() throws {
        let rig = try Rig()
        try rig.engine.register(ScriptedAnimator(.linear, ledger: MotionLedger()), name: "test.scripted", parameters: ScriptedAnimator.parameters)
        let cases: [((inout SheetConfiguration) -> Void, SheetError)] = [
            ({ $0.settle = Transition(animator: "test.missing") }, SheetError(.notFound, .unknownAnimator(.settle, "test.missing"))),
            ({ $0.present = Transition(animator: "test.scripted", arguments: [.init("mass", 1)]) },
             SheetError(.invalidArgument, .unknownParameter(.present, animator: "test.scripted", parameter: "mass"))),
            ({ $0.dismiss = Transition(animator: "test.scripted", arguments: [.init("duration", 9)]) },
             SheetError(.invalidArgument, .parameterOutOfRange(.dismiss, animator: "test.scripted", parameter: "duration", value: 9, minimum: 0.01, maximum: 5))),
            ({ $0.content = .spring(response: 11) },
             SheetError(.invalidArgument, .parameterOutOfRange(.content, animator: "spring", parameter: "response", value: 11, minimum: 0.01, maximum: 10))),
        ]
        for (configure, expected) in cases {
            let error = #expect(throws: SheetError.self) { _ = try rig.sheet([.fraction(0.5)], configure) }
            #expect(error == expected)
        }
        #expect(rig.engine.sheetCount == 0)
        // A sheet made before an animator is registered cannot name it; one made after can.
        let before = #expect(throws: SheetError.self) { _ = try rig.sheet([.fraction(0.5)]) { $0.present = Transition(animator: "test.later") } }
        #expect(before == SheetError(.notFound, .unknownAnimator(.present, "test.later")))
        try rig.engine.register(ScriptedAnimator(.linear, ledger: MotionLedger()), name: "test.later")
        _ = try rig.sheet([.fraction(0.5)]) { $0.present = Transition(animator: "test.later") }
    }

    // MARK: Registration errors

    @Test func registrationErrorsNameTheirIssue() throws {
        let engine = SheetEngine()
        let animator = ScriptedAnimator(.linear, ledger: MotionLedger())
        let spec = AnimatorParameter(name: "k", defaultValue: 1, minValue: 0, maxValue: 2)
        let cases: [(AnimatorName, [AnimatorParameter], SheetError)] = [
            ("", [], SheetError(.invalidArgument, .emptyAnimatorName)),
            ("spring", [], SheetError(.alreadyExists, .animatorExists("spring"))),
            ("a", Array(repeating: spec, count: 17), SheetError(.invalidArgument, .tooManyParameters(animator: "a", count: 17))),
            ("a", [spec, AnimatorParameter(name: "", defaultValue: 0, minValue: 0, maxValue: 1)],
             SheetError(.invalidArgument, .emptyParameterName(animator: "a", index: 1))),
            ("a", [AnimatorParameter(name: "k", defaultValue: 0, minValue: 0, maxValue: .infinity)],
             SheetError(.invalidArgument, .nonFiniteParameter(animator: "a", parameter: "k"))),
            ("a", [AnimatorParameter(name: "k", defaultValue: 0, minValue: 1, maxValue: 0)],
             SheetError(.invalidArgument, .parameterRangeInverted(animator: "a", parameter: "k", minimum: 1, maximum: 0))),
            ("a", [AnimatorParameter(name: "k", defaultValue: 3, minValue: 0, maxValue: 2)],
             SheetError(.invalidArgument, .parameterDefaultOutOfRange(animator: "a", parameter: "k", value: 3, minimum: 0, maximum: 2))),
            ("a", [spec, spec], SheetError(.invalidArgument, .duplicateParameter(animator: "a", parameter: "k"))),
        ]
        for (name, parameters, expected) in cases {
            let error = #expect(throws: SheetError.self) { try engine.register(animator, name: name, parameters: parameters) }
            #expect(error == expected)
        }
        #expect(engine.animatorCount == 3)
        try engine.register(animator, name: "a", parameters: [spec])
        let duplicate = #expect(throws: SheetError.self) { try engine.register(animator, name: "a") }
        #expect(duplicate == SheetError(.alreadyExists, .animatorExists("a")))
        #expect(engine.animatorCount == 4)
    }

    /// `registeringAll` is all or nothing: a batch that throws leaves only what was there
    /// before it, and its error goes on.
    @Test func registeringAllRollsBackOnError() throws {
        struct Refused: Error, Equatable {}
        let engine = SheetEngine()
        let animator = ScriptedAnimator(.linear, ledger: MotionLedger())
        try engine.register(animator, name: "kept")
        let thrown = #expect(throws: Refused.self) {
            try engine.registeringAll { () throws(Refused) in
                try? engine.register(animator, name: "batch.a")
                try? engine.register(animator, name: "batch.b")
                #expect(engine.animatorCount == 6)
                throw Refused()
            }
        }
        #expect(thrown == Refused())
        #expect(engine.animators.map(\.name) == ["spring", "slide", "fade", "kept"])

        // A registration that fails inside the batch takes the batch's earlier ones with it.
        let failed = #expect(throws: SheetError.self) {
            try engine.registeringAll { () throws(SheetError) in
                try engine.register(animator, name: "batch.c")
                try engine.register(animator, name: "kept")
            }
        }
        #expect(failed == SheetError(.alreadyExists, .animatorExists("kept")))
        #expect(engine.animators.map(\.name) == ["spring", "slide", "fade", "kept"])

        // A batch that succeeds keeps everything.
        try engine.registeringAll { () throws(SheetError) in
            try engine.register(animator, name: "batch.d")
            try engine.register(animator, name: "batch.e")
        }
        #expect(engine.animators.map(\.name) == ["spring", "slide", "fade", "kept", "batch.d", "batch.e"])
        // The names a rolled-back batch held are free again.
        try engine.register(animator, name: "batch.a")
        #expect(engine.animatorCount == 7)
    }

    // MARK: Cutting off an animator that misbehaves

    /// `start` refusing the motion: `.animatorFailed(.start)` at once, and the engine's own
    /// spring (critically damped, 0.35 s) brings the sheet in from where it was.
    @Test func aRefusedStartIsRescued() throws {
        let ledger = MotionLedger()
        let (rig, id) = try makeRig(.refuseStart, ledger: ledger)
        try rig.engine.present(id, now: 0)
        let events = rig.events()
        #expect(events.map(\.kind) == [.willPresent(detent: 0), .animatorFailed(animator: 3, .start, detent: 0)])
        #expect(events.last?.time == 0)
        try rig.engine.tick(now: 0.1)
        #expect(abs(rig.frame(id).top - (445.5 + criticallyDampedRemaining(398.5, at: 0.1))) < 1e-9)
        try rig.run(from: 0.1, for: 1.4)
        rig.expectRest(id, detent: 0, top: 445.5)
        #expect(rig.kinds() == [.didPresent(detent: 0)])
        #expect(ledger.requests.count == 1)
        #expect(ledger.started == 0 && ledger.released == 0)
    }

    /// A sample that errs, a value that is not a number, and a scale that is not positive
    /// are cut off on the tick that sees them: the engine's spring finishes from the last
    /// good state, and the animator's motion is let go at once, exactly once.
    @Test(arguments: [
        (Script.errorAfter(0.1), AnimatorFailure.sample),
        (Script.notANumberAfter(0.1), AnimatorFailure.value),
        (Script.zeroScaleAfter(0.1), AnimatorFailure.value),
    ])
    func aFailingSampleIsRescued(script: Script, failure: AnimatorFailure) throws {
        let ledger = MotionLedger()
        let (rig, id) = try makeRig(script, ledger: ledger)
        try rig.engine.present(id, now: 0)
        try rig.engine.tick(now: 0.05)
        try rig.engine.tick(now: 0.1)
        let lastGood = rig.frame(id)
        #expect(abs(lastGood.top - (844 - 398.5 * 0.25)) < 1e-9)
        #expect(rig.kinds() == [.willPresent(detent: 0)])
        try rig.engine.tick(now: 0.15)
        let events = rig.events()
        #expect(events.map(\.kind) == [.animatorFailed(animator: 3, failure, detent: 0)])
        #expect(events.first?.time == 0.15)
        #expect(ledger.started == 1 && ledger.released == 1)
        // The rescue starts at 0.15 from the last good state, with its velocity.
        let rescueStart = rig.frame(id)
        #expect(rescueStart.top == lastGood.top)
        #expect(rescueStart.velocity == lastGood.velocity)
        #expect(rescueStart.state == .presenting)
        let omega = 2 * Double.pi / 0.35, x0 = lastGood.top - 445.5, v0 = lastGood.velocity
        try rig.engine.tick(now: 0.25)
        let expected = 445.5 + (x0 + (v0 + omega * x0) * 0.1) * exp(-omega * 0.1)
        #expect(abs(rig.frame(id).top - expected) < 1e-9)
        try rig.run(from: 0.25, for: 1.5)
        rig.expectRest(id, detent: 0, top: 445.5)
        #expect(rig.kinds() == [.didPresent(detent: 0)])
        #expect(ledger.started == 1 && ledger.released == 1)
    }

    /// An animator that never finishes is cut off on the first tick past the maximum
    /// motion duration, without a jump.
    @Test func aMotionThatNeverFinishesTimesOut() throws {
        let ledger = MotionLedger()
        let (rig, id) = try makeRig(.neverFinishes, ledger: ledger, maximumDuration: 0.5)
        #expect(rig.engine.maximumMotionDuration == 0.5)
        try rig.engine.present(id, now: 0)
        try rig.run(from: 0, for: 0.5)
        #expect(rig.frame(id).state == .presenting)
        #expect(rig.frame(id).top == 445.5)            // held at the target, unfinished
        #expect(rig.kinds() == [.willPresent(detent: 0)])
        try rig.engine.tick(now: 0.51)
        // Cut off at the target and at rest there: the engine's spring arrives at once.
        #expect(rig.kinds() == [.animatorFailed(animator: 3, .timeout, detent: 0), .didPresent(detent: 0)])
        rig.expectRest(id, detent: 0, top: 445.5)
        #expect(ledger.started == 1 && ledger.released == 1)
    }

    /// The built-in spring is held to the maximum duration too; the engine's own spring
    /// takes over from where it was, and is never cut off itself.
    @Test func theBuiltInSpringTimesOutToo() throws {
        let rig = try Rig()
        let id = try rig.sheet([.points(300), .points(700)]) { $0.settle = .spring(response: 2) }
        let low = 544.0, high = 144.0
        try rig.engine.present(id, now: 0)
        try rig.engine.tick(now: 5)
        rig.expectRest(id, detent: 0, top: low)
        try rig.engine.setMaximumMotionDuration(0.1)
        try rig.engine.moveToDetent(id, detent: 1, now: 5)
        var last = 0.0
        for dt in [0.05, 0.1] {
            try rig.engine.tick(now: 5 + dt)
            last = rig.frame(id).top
            #expect(abs(last - (high + criticallyDampedRemaining(low - high, response: 2, at: dt))) < 1e-9)
        }
        #expect(!rig.kinds().contains { if case .animatorFailed = $0 { true } else { false } })
        try rig.engine.tick(now: 5.15)
        #expect(abs(rig.frame(id).top - last) < 1e-9)
        #expect(rig.kinds() == [.animatorFailed(animator: 0, .timeout, detent: 1)])
        #expect(rig.engine.animator(at: 0)?.name == "spring")
        var now = 5.15
        while now < 7 {
            try rig.engine.tick(now: now)
            now += 1.0 / 60
        }
        rig.expectRest(id, detent: 1, top: high)
        #expect(rig.kinds().isEmpty)
    }

    /// Every motion an animator starts is let go exactly once: when it ends, when another
    /// motion replaces it, when its sheet is destroyed, and when the engine goes away.
    @Test func everyMotionIsLetGoExactlyOnce() throws {
        let ledger = MotionLedger()
        do {
            let rig = try Rig()
            try rig.engine.register(ScriptedAnimator(.linear, ledger: ledger), name: "test.scripted", parameters: ScriptedAnimator.parameters)
            let a = try rig.sheet([.fraction(0.5)]) {
                $0.present = Transition(animator: "test.scripted")
                $0.dismiss = Transition(animator: "test.scripted")
            }
            let b = try rig.sheet([.fraction(0.4)]) { $0.present = Transition(animator: "test.scripted") }
            // Interrupted by a dismissal: the presentation's motion goes, the dismissal's starts.
            try rig.engine.present(a, now: 0)
            try rig.engine.tick(now: 0.05)
            try rig.engine.dismiss(a, now: 0.05)
            #expect(ledger.started == 2 && ledger.released == 1)
            // Caught by a finger: let go at once.
            try rig.engine.tick(now: 0.1)
            #expect(try rig.engine.pointerDown(on: a, x: 195, y: 843, now: 0.1) == .sheet)
            #expect(ledger.started == 2 && ledger.released == 2)
            try rig.engine.pointerUp(on: a, x: 195, y: 843, now: 0.12)   // the dismissal resumes
            #expect(ledger.started == 3 && ledger.released == 2)
            try rig.run(from: 0.12, for: 0.5)
            #expect(ledger.started == 3 && ledger.released == 3)
            rig.expectHidden(a)
            // Destroyed mid-motion.
            try rig.engine.present(b, now: 1)
            try rig.engine.tick(now: 1.05)
            #expect(ledger.live == 1)
            try rig.engine.destroySheet(b)
            #expect(ledger.started == 4 && ledger.released == 4)
            // The engine goes away mid-motion.
            try rig.engine.present(a, now: 2)
            try rig.engine.tick(now: 2.05)
            #expect(ledger.started == 5 && ledger.live == 1)
        }
        #expect(ledger.started == 5)
        #expect(ledger.released == 5)
    }

    /// Destroying an engine with several motions running lets each go once.
    @Test func anEngineGoingAwayLetsEveryMotionGo() throws {
        let ledger = MotionLedger()
        var engine: SheetEngine? = SheetEngine()
        try engine?.setViewport(Phone.viewport)
        try engine?.register(ScriptedAnimator(.neverFinishes, ledger: ledger), name: "test.scripted", parameters: ScriptedAnimator.parameters)
        var configuration = SheetConfiguration(detents: [.fraction(0.5)])
        configuration.present = Transition(animator: "test.scripted")
        for _ in 0..<3 {
            let id = try #require(try engine?.createSheet(configuration))
            try engine?.present(id, now: 0)
        }
        try engine?.tick(now: 0.1)
        #expect(ledger.started == 3 && ledger.released == 0)
        engine = nil
        #expect(ledger.released == 3)
    }

    /// A motion's deinit runs inside the engine: a call it makes is refused.
    @Test func aMotionLetGoCannotCallItsEngine() throws {
        let rig = try Rig()
        let recorder = DeinitCaller()
        try rig.engine.register(recorder, name: "test.deinit")
        let id = try rig.sheet([.fraction(0.5)]) { $0.present = Transition(animator: "test.deinit") }
        recorder.engine = rig.engine
        try rig.engine.present(id, now: 0)
        try rig.engine.tick(now: 0.1)
        try rig.engine.tick(now: 0.3)                  // finished: let go
        #expect(recorder.answers == [SheetError(.invalidState, .reentrant)])
        rig.expectRest(id, detent: 0, top: 445.5)
    }
}

/// An animator whose motions call the engine from their deinit.
private final class DeinitCaller: SheetAnimator {
    weak var engine: SheetEngine?
    var answers: [SheetError] = []

    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? { Motion(motion, owner: self) }

    final class Motion: AnimatorMotion {
        let request: MotionRequest
        unowned let owner: DeinitCaller
        init(_ request: MotionRequest, owner: DeinitCaller) {
            self.request = request
            self.owner = owner
        }

        deinit {
            do throws(SheetError) {
                try owner.engine?.tick(now: 50)
            } catch {
                owner.answers.append(error)
            }
        }

        override func sample(elapsed: Double) -> AnimatorSample? {
            AnimatorSample(visual: elapsed >= 0.2 ? request.to : request.from, topVelocity: 0, finished: elapsed >= 0.2)
        }
    }
}
