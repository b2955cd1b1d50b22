import Foundation
import Testing
@testable import SheetCore

/// The tick steps built-in springs in place (`stepSpringInPlace`) and hands everything
/// else to the general path. The two must give the same frames to the bit: every
/// built-in motion is run both ways, on two engines fed the same calls, over randomized
/// inputs, and every frame and every event is compared after every call.
@Suite struct InPlaceSpringTests {
    /// Every Double of a frame, as bits, then what is not a Double.
    private static func same(_ a: SheetFrame, _ b: SheetFrame) -> Bool {
        let doubles: [KeyPath<SheetFrame, Double>] = [
            \.top, \.height, \.opacity, \.scale, \.backdropAlpha, \.cornerRadius, \.progress, \.contentOffset,
            \.scrollExtent, \.contentAlpha, \.outgoingContentAlpha, \.velocity, \.overlayAlpha,
        ]
        return doubles.allSatisfy { a[keyPath: $0].bitPattern == b[keyPath: $0].bitPattern }
            && a.state == b.state && a.detent == b.detent && a.contentID == b.contentID
            && a.outgoingContentID == b.outgoingContentID && a.gestureOwner == b.gestureOwner
            && a.grabberVisible == b.grabberVisible && a == b
    }

    private static func same(_ a: [SheetEvent], _ b: [SheetEvent]) -> Bool {
        a == b && zip(a, b).allSatisfy { $0.time.bitPattern == $1.time.bitPattern }
    }

    /// What the random runs covered, to show the comparison is not vacuous.
    struct Coverage {
        var springTicks = 0, rescueTicks = 0, slideTicks = 0, fadeTicks = 0, customTicks = 0
        var underDamped = 0, critical = 0, overDamped = 0
        var failures = 0, timeouts = 0, flings = 0, cases = 0

        mutating func add(_ other: Coverage) {
            springTicks += other.springTicks; rescueTicks += other.rescueTicks
            slideTicks += other.slideTicks; fadeTicks += other.fadeTicks; customTicks += other.customTicks
            underDamped += other.underDamped; critical += other.critical; overDamped += other.overDamped
            failures += other.failures; timeouts += other.timeouts; flings += other.flings; cases += other.cases
        }
    }

    /// 8 batches of 40 randomized cases each.
    @Test(arguments: 0..<8)
    func bothPathsGiveTheSameFrames(batch: UInt64) throws {
        var coverage = Coverage()
        for index in 0..<40 {
            coverage.add(try Self.runCase(seed: 0x5EED_0000 &+ batch &* 1000 &+ UInt64(index)))
        }
        #expect(coverage.cases == 40)
        // Springs of every regime moved sheets, and so did the other drivers.
        #expect(coverage.springTicks > 200, "\(coverage)")
        #expect(coverage.underDamped > 0 && coverage.critical > 0 && coverage.overDamped > 0, "\(coverage)")
        #expect(coverage.rescueTicks > 0, "\(coverage)")
        #expect(coverage.slideTicks > 0 && coverage.fadeTicks > 0 && coverage.customTicks > 0, "\(coverage)")
        #expect(coverage.failures > 0 && coverage.timeouts > 0 && coverage.flings > 0, "\(coverage)")
    }

    /// A response in [0.01, 10] s, log-uniform.
    private static func response(_ random: inout SeededGenerator) -> Double {
        exp(Double.random(in: log(0.01)...log(10), using: &random))
    }

    /// A damping ratio in [0.05, 10]: under-, critically and over-damped, and close to 1
    /// on both sides.
    private static func dampingRatio(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: 1
        case 1: 1 + Double.random(in: -1e-9...1e-9, using: &random)
        case 2: Double.random(in: 0.05..<1, using: &random)
        case 3: Double.random(in: 1.000001...10, using: &random)
        case 4: exp(Double.random(in: log(0.05)...log(10), using: &random))
        default: [0.05, 0.3, 0.7, 1.5, 10][Int.random(in: 0..<5, using: &random)]
        }
    }

    private static func transition(_ random: inout SeededGenerator) -> Transition {
        switch Int.random(in: 0..<10, using: &random) {
        case 0...4: .spring(response: response(&random), dampingRatio: dampingRatio(&random))
        case 5: Transition()
        case 6: .slide(duration: Double.random(in: 0...1.5, using: &random),
                       curve: [.automatic, .linear, .easeIn, .easeOut, .easeInOut][Int.random(in: 0..<5, using: &random)])
        case 7: .fade(duration: Double.random(in: 0...1, using: &random))
        default: Transition(animator: "test.failing", arguments: [.init("duration", Double.random(in: 0.05...1, using: &random))])
        }
    }

    private static func detents(_ random: inout SeededGenerator) -> [Detent] {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: [.fraction(Double.random(in: 0.1...1, using: &random))]
        case 1: [.points(Double.random(in: 80...300, using: &random)), .fraction(Double.random(in: 0.5...1, using: &random))]
        case 2: [.content, .fraction(1)]
        default: [.fraction(0.3), .fraction(0.6), .fraction(0.95)]
        }
    }

    /// One case: sheets with random transitions, then random calls and ticks, applied
    /// to both engines, compared after every call.
    private static func runCase(seed: UInt64) throws -> Coverage {
        var random = SeededGenerator(seed: seed)
        var coverage = Coverage()
        coverage.cases = 1
        let fast = try Rig(), general = try Rig()
        general.engine.stepsSpringsInPlace = false
        #expect(fast.engine.stepsSpringsInPlace)
        let scripts: [Script] = [.errorAfter(0.05), .notANumberAfter(0.1), .zeroScaleAfter(0.02), .refuseStart, .neverFinishes, .linear]
        let script = scripts[Int.random(in: 0..<scripts.count, using: &random)]
        let maximumDuration: Double? = Bool.random(using: &random) ? Double.random(in: 0.05...2, using: &random) : nil
        for rig in [fast, general] {
            try rig.engine.register(ScriptedAnimator(script, ledger: MotionLedger()), name: "test.failing", parameters: ScriptedAnimator.parameters)
            if let maximumDuration { try rig.engine.setMaximumMotionDuration(maximumDuration) }
        }
        let sheetCount = Int.random(in: 1...3, using: &random)
        var ids: [(fast: SheetID, general: SheetID)] = []
        var detentCounts: [Int] = []
        for _ in 0..<sheetCount {
            var configuration = SheetConfiguration(detents: detents(&random))
            configuration.present = transition(&random)
            configuration.dismiss = transition(&random)
            configuration.settle = transition(&random)
            configuration.content = transition(&random)
            configuration.dismissible = Int.random(in: 0..<4, using: &random) != 0
            configuration.stack = [.push, .switchAway, .replace][Int.random(in: 0..<3, using: &random)]
            for transition in [configuration.present, configuration.dismiss, configuration.settle, configuration.content] {
                guard transition.animator == SpringAnimation.name, let zeta = transition.arguments.last?.value else { continue }
                if abs(zeta - 1) < 1e-9 { coverage.critical += 1 } else if zeta < 1 { coverage.underDamped += 1 } else { coverage.overDamped += 1 }
            }
            ids.append((try fast.engine.createSheet(configuration), try general.engine.createSheet(configuration)))
            detentCounts.append(configuration.detents.count)
        }

        var now = 0.0
        var lastCommand = 0.0
        /// Runs one call on both engines: the same outcome, then the same frames and events.
        func both(_ what: String, _ call: (SheetEngine, Int) throws -> Void) {
            var outcomes: [String] = []
            for (which, rig) in [fast, general].enumerated() {
                do {
                    try call(rig.engine, which)
                    outcomes.append("ok")
                } catch {
                    outcomes.append("\(error)")
                }
            }
            #expect(outcomes[0] == outcomes[1], "seed \(seed), \(what)")
            for (a, b) in ids {
                let fa = fast.frame(a), fb = general.frame(b)
                if !same(fa, fb) {
                    Issue.record("seed \(seed), after \(what) at \(now): the frames differ\nin place: \(fa)\ngeneral:  \(fb)")
                }
            }
            let ea = fast.events(), eb = general.events()
            // Events name each engine's own ids: compare what they say.
            let stripped = { (events: [SheetEvent]) in events.map { SheetEvent($0.kind, sheet: nil, time: $0.time, userTag: $0.userTag, contentID: $0.contentID) } }
            if !same(stripped(ea), stripped(eb)) {
                Issue.record("seed \(seed), after \(what) at \(now): the events differ\nin place: \(ea.map(\.kind))\ngeneral:  \(eb.map(\.kind))")
            }
            for event in ea {
                if case .animatorFailed(_, let failure, _) = event.kind {
                    coverage.failures += 1
                    if failure == .timeout { coverage.timeouts += 1 }
                }
            }
            #expect(fast.engine.isAnimating == general.engine.isAnimating, "seed \(seed), \(what)")
        }
        func tally() {
            for (a, _) in ids {
                guard let slot = fast.engine.liveSlot(of: a) else { continue }
                switch fast.engine.sheets[slot].motion.driver {
                case .spring: coverage.springTicks += 1
                case .rescue: coverage.rescueTicks += 1
                case .slide: coverage.slideTicks += 1
                case .fade: coverage.fadeTicks += 1
                case .custom: coverage.customTicks += 1
                case .none: break
                }
            }
        }

        for _ in 0..<90 {
            let pick = Int.random(in: 0..<ids.count, using: &random)
            let detent = Int.random(in: 0..<detentCounts[pick], using: &random)
            let id = { (which: Int) in which == 0 ? ids[pick].fast : ids[pick].general }
            switch Int.random(in: 0..<20, using: &random) {
            case 0, 1:
                lastCommand = now
                both("present") { engine, which in try engine.present(id(which), detent: detent, now: now) }
            case 2:
                lastCommand = now
                both("dismiss") { engine, which in try engine.dismiss(id(which), now: now) }
            case 3:
                lastCommand = now
                both("move") { engine, which in try engine.moveToDetent(id(which), detent: detent, now: now) }
            case 4:
                let content = UInt64.random(in: 1...3, using: &random)
                let height = Double.random(in: 0...900, using: &random)
                lastCommand = now
                both("content") { engine, which in try engine.setContent(id(which), contentID: content, height: height, now: now) }
            case 5:
                let height = Double.random(in: 0...900, using: &random)
                both("content height") { engine, which in try engine.setContentHeight(id(which), height: height, now: now) }
            case 6, 7:
                // A fling: down, a few quick moves, up; the release velocity starts the motion.
                let y = Double.random(in: 50...840, using: &random)
                let dy = Double.random(in: -500...500, using: &random)
                let steps = Int.random(in: 2...6, using: &random)
                let step = Double.random(in: 0.004...0.02, using: &random)
                both("pointer down") { engine, which in _ = try engine.pointerDown(on: id(which), x: 195, y: y, now: now) }
                for k in 1...steps {
                    now += step
                    both("pointer move") { engine, which in try engine.pointerMove(on: id(which), x: 195, y: y + dy * Double(k) / Double(steps), now: now) }
                    if Bool.random(using: &random) { both("tick") { engine, _ in try engine.tick(now: now) } }
                }
                lastCommand = now
                if Int.random(in: 0..<5, using: &random) == 0 {
                    both("pointer cancel") { engine, which in try engine.pointerCancel(on: id(which), now: now) }
                } else {
                    both("pointer up") { engine, which in try engine.pointerUp(on: id(which), x: 195, y: y + dy, now: now) }
                    coverage.flings += 1
                }
            case 8:
                let height = Bool.random(using: &random) ? 0 : Double.random(in: 0...500, using: &random)
                lastCommand = now
                both("obstruction") { engine, _ in try engine.setObstruction(height, now: now) }
            case 9:
                let landscape = Bool.random(using: &random)
                both("viewport") { engine, _ in
                    try engine.setViewport(landscape ? Viewport(width: 844, height: 390, safeTop: 20, safeBottom: 21) : Phone.viewport)
                }
            case 10:
                let reduce = Bool.random(using: &random)
                both("reduce motion") { engine, _ in engine.reduceMotion = reduce }
            case 11:
                // A tick exactly at the time limit of the last motion started, and one
                // just past it.
                let limit = lastCommand + (maximumDuration ?? SheetEngine.defaultMaximumMotionDuration)
                for t in [limit, limit.nextUp] where t > now {
                    now = t
                    tally()
                    both("tick at the limit") { engine, _ in try engine.tick(now: now) }
                }
            case 12:
                now += Double.random(in: 0.5...4, using: &random)
                tally()
                both("long tick") { engine, _ in try engine.tick(now: now) }
            default:
                now += Double.random(in: 0.001...0.05, using: &random)
                tally()
                both("tick") { engine, _ in try engine.tick(now: now) }
            }
        }
        // Let everything arrive, still compared frame by frame.
        for _ in 0..<240 {
            now += 1.0 / 60
            tally()
            both("final tick") { engine, _ in try engine.tick(now: now) }
        }
        return coverage
    }

    /// The fast path's time limit: a spring is stepped in place up to the maximum motion
    /// duration, and both paths cut it off on the first tick past it, to the bit.
    @Test(arguments: [0.2, 0.35, 1.0])
    func theTimeLimitIsTheSameBothWays(limit: Double) throws {
        let fast = try Rig(), general = try Rig()
        general.engine.stepsSpringsInPlace = false
        var pair: [SheetID] = []
        for rig in [fast, general] {
            try rig.engine.setMaximumMotionDuration(limit)
            let id = try rig.sheet([.fraction(0.5)]) { $0.present = .spring(response: 3, dampingRatio: 0.4) }
            try rig.engine.present(id, now: 1)
            pair.append(id)
        }
        for t in [1 + limit / 2, 1 + limit, (1 + limit).nextUp, 1 + limit + 0.01, 1 + limit + 0.5] {
            try fast.engine.tick(now: t)
            try general.engine.tick(now: t)
            #expect(Self.same(fast.frame(pair[0]), general.frame(pair[1])), "at \(t)")
        }
        let events = fast.kinds()
        #expect(events == general.kinds())
        #expect(Array(events.prefix(2)) == [.willPresent(detent: 0), .animatorFailed(animator: 0, .timeout, detent: 0)])
    }

    /// A spring whose velocity could overflow is stepped the general way, which judges
    /// every sample: 1e-306 s into a presentation started at nearly the largest velocity,
    /// the top has moved about 20 points and the velocity is infinite, and both paths cut
    /// the spring off alike.
    @Test func aSpringWhoseVelocityCouldOverflowGoesTheGeneralWay() throws {
        let fast = try Rig(), general = try Rig()
        general.engine.stepsSpringsInPlace = false
        var pair: [SheetID] = []
        for rig in [fast, general] {
            let id = try rig.sheet([.fraction(0.5)])
            try rig.engine.present(id, now: 0)
            // The presentation, started again at -2e307 pt/s: the velocity's sine
            // coefficient overflows, the displacement's does not.
            let slot = try #require(rig.engine.liveSlot(of: id))
            let request = MotionRequest(kind: .present, from: rig.engine.sheets[slot].visual,
                                        to: Visual(top: Phone.top(0.5), backdropAlpha: 0.4),
                                        velocity: -2e307, viewportHeight: Phone.height)
            rig.engine.sheets[slot].motion = .spring(SpringAnimation(motion: request, response: 0.35, dampingRatio: 1),
                                                     request, from: 0, animator: AnimatorRegistry.springIndex)
            #expect(!rig.engine.sheets[slot].motion.spring.trajectory.hasFiniteVelocity)
            pair.append(id)
        }
        for now in [1e-306, 0.01, 0.1, 1, 2] {
            try fast.engine.tick(now: now)
            try general.engine.tick(now: now)
            #expect(Self.same(fast.frame(pair[0]), general.frame(pair[1])), "at \(now)")
        }
        let events = fast.kinds()
        #expect(events == general.kinds())
        #expect(events.contains(.animatorFailed(animator: AnimatorRegistry.springIndex, .value, detent: 0)))
    }

    /// The comparison sees a difference of one ulp, and the sign of a zero.
    @Test func theComparisonIsToTheBit() {
        var frame = SheetFrame()
        frame.top = 445.5
        var other = frame
        #expect(Self.same(frame, other))
        other.top = frame.top.nextUp
        #expect(!Self.same(frame, other))
        other = frame
        other.velocity = -0.0
        #expect(frame == other)                 // == alone does not tell the zeros apart
        #expect(!Self.same(frame, other))
        let event = SheetEvent(.didPresent(detent: 0), sheet: nil, time: 0)
        #expect(!Self.same([event], [SheetEvent(.didPresent(detent: 0), sheet: nil, time: -0.0)]))
    }

    /// With the fast path off the frames are still the closed form's: the general path is
    /// the reference, not a second implementation to trust blindly.
    @Test func theGeneralPathFollowsTheClosedForm() throws {
        let rig = try Rig()
        rig.engine.stepsSpringsInPlace = false
        let id = try rig.sheet([.fraction(0.5), .fraction(1)])
        try rig.engine.present(id, now: 0)
        let omega = 2 * Double.pi / 0.35
        try rig.engine.tick(now: 0.1)
        #expect(abs(rig.frame(id).top - (445.5 + 398.5 * (1 + omega * 0.1) * exp(-omega * 0.1))) < 1e-9)
        try rig.run(from: 0.1, for: 1.4)
        rig.expectRest(id, detent: 0, top: 445.5)
    }
}
