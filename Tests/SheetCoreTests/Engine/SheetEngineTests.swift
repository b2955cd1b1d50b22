import Foundation
import Testing
@testable import SheetCore

@Suite struct SheetEngineTests {
    // MARK: Creating and destroying

    @Test func aNewEngine() {
        let engine = SheetEngine()
        #expect(!engine.viewport.isSet)
        #expect(engine.clock == -.infinity)
        #expect(engine.sheetCount == 0)
        #expect(engine.maximumMotionDuration == 10)
        #expect(SheetEngine.defaultMaximumMotionDuration == 10)
        #expect(SheetEngine.maximumSheetCount == 65536)
        #expect(!engine.reduceMotion)
        #expect(!engine.isAnimating)
        #expect(engine.topSheet == nil)
        #expect(engine.pollEvent() == nil)
        #expect(engine.animators.map(\.name) == ["spring", "slide", "fade"])
    }

    @Test func createAndDestroy() throws {
        let rig = try Rig()
        let a = try rig.sheet([.fraction(0.5)])
        let b = try rig.sheet([.points(300)])
        #expect(rig.engine.sheetCount == 2)
        #expect(a != b)
        let frame = rig.frame(a)
        #expect(frame.state == .hidden)
        #expect(frame.detent == nil)
        #expect(frame.top == 844 && frame.height == 0)
        #expect(frame.opacity == 1 && frame.scale == 1 && frame.backdropAlpha == 0)
        #expect(frame.cornerRadius == 12)
        #expect(frame.progress == 0)
        #expect(frame.contentID == nil && frame.contentAlpha == 1)
        #expect(frame.gestureOwner == .none)
        #expect(!frame.grabberVisible)
        try rig.engine.destroySheet(a)
        #expect(rig.engine.sheetCount == 1)
        #expect(rig.engine.frame(of: a) == nil)
        #expect(rig.engine.frame(of: b) != nil)
        // Destroying a hidden sheet says nothing.
        #expect(rig.events().isEmpty)
    }

    /// `destroyAllSheets` destroys every sheet as `destroySheet` destroys one: open
    /// presentations are closed, the motions a host's animator made are let go inside the
    /// call, and the engine goes on with ids it never issued before.
    @Test func destroyingAllSheets() throws {
        let rig = try Rig()
        let ledger = MotionLedger()
        try rig.engine.register(ScriptedAnimator(.linear, ledger: ledger), name: "test.scripted",
                                parameters: ScriptedAnimator.parameters)
        let a = try rig.sheet([.fraction(0.5)]) { $0.present = Transition(animator: "test.scripted") }
        let b = try rig.sheet([.fraction(0.5)])
        let c = try rig.sheet([.fraction(0.5)])
        try rig.engine.present(a, now: 0)
        try rig.engine.present(b, now: 0)
        _ = rig.events()
        #expect(ledger.live == 1)
        try rig.engine.destroyAllSheets()
        #expect(ledger.live == 0)
        #expect(rig.engine.sheetCount == 0)
        #expect([a, b, c].allSatisfy { rig.engine.frame(of: $0) == nil })
        #expect(rig.engine.topSheet == nil)
        #expect(rig.kinds() == [.transitionCancelled(.presentation(detent: 0)), .transitionCancelled(.presentation(detent: 0))])
        let d = try rig.sheet([.fraction(0.5)])
        #expect(![a, b, c].contains(d))
        try rig.engine.present(d, now: 1)
        #expect(rig.engine.topSheet == d)
    }

    /// An engine holds `maximumSheetCount` sheets and refuses the next with `.capacity`;
    /// a destroyed one makes room again. Every id names its slot, whatever the width of
    /// `Int`.
    @Test func anEngineHoldsItsMostSheets() throws {
        let engine = SheetEngine()
        try engine.setViewport(Phone.viewport)
        var ids: [SheetID] = []
        for _ in 0..<SheetEngine.maximumSheetCount { ids.append(try engine.createSheet(SheetConfiguration())) }
        #expect(engine.sheetCount == 65536)
        let last = try #require(ids.last)
        #expect(last.rawValue == 1 << 32 | 65536)
        #expect(ids.allSatisfy { $0.slot.map { $0 < 65536 && $0 <= Int32.max } ?? false })
        let error = #expect(throws: SheetError.self) { _ = try engine.createSheet(SheetConfiguration()) }
        #expect(error == SheetError(.capacity, .tooManySheets(limit: 65536)))
        try engine.present(ids[65535], now: 0)
        try engine.tick(now: 2)
        #expect(engine.frame(of: ids[65535])?.state == .resting)
        try engine.destroySheet(ids[1000])
        let reused = try engine.createSheet(SheetConfiguration())
        #expect(reused.slot == 1000 && reused.generation == 2)
        #expect(engine.sheetCount == 65536)
    }

    @Test func aSheetMadeBeforeTheViewportIsHiddenInIt() throws {
        let engine = SheetEngine()
        let id = try engine.createSheet(SheetConfiguration(detents: [.fraction(0.5)]))
        try engine.setViewport(Phone.viewport)
        let frame = try #require(engine.frame(of: id))
        #expect(frame.state == .hidden)
        #expect(frame.top == 844)
    }

    /// An id is its slot and generation: a destroyed id is never valid again, even once
    /// its slot is reused.
    @Test func aStaleIdStaysInvalidAfterItsSlotIsReused() throws {
        let rig = try Rig()
        let old = try rig.sheet([.fraction(0.5)])
        #expect(old.rawValue == 1 << 32 | 1)
        try rig.engine.destroySheet(old)
        let fresh = try rig.sheet([.fraction(0.5)])
        #expect(fresh.rawValue == 2 << 32 | 1)   // the same slot, the next generation
        #expect(fresh != old)
        for call in [
            { () throws in try rig.engine.present(old, now: 0) },
            { () throws in try rig.engine.dismiss(old, now: 0) },
            { () throws in try rig.engine.moveToDetent(old, detent: 0, now: 0) },
            { () throws in try rig.engine.destroySheet(old) },
            { () throws in try rig.engine.setContent(old, contentID: 1, height: 10, now: 0) },
            { () throws in try rig.engine.setContentHeight(old, height: 10, now: 0) },
            { () throws in try rig.engine.setScrollExtent(old, extent: 10, now: 0) },
            { () throws in _ = try rig.engine.pointerDown(on: old, x: 1, y: 1, now: 0) },
            { () throws in try rig.engine.pointerMove(on: old, x: 1, y: 1, now: 0) },
            { () throws in try rig.engine.pointerUp(on: old, x: 1, y: 1, now: 0) },
            { () throws in try rig.engine.pointerCancel(on: old, now: 0) },
            { () throws in _ = try rig.engine.accessibility(of: old) },
            { () throws in try rig.engine.perform(.dismiss, on: old, now: 0) },
        ] as [() throws -> Void] {
            let error = #expect(throws: SheetError.self) { try call() }
            #expect(error?.code == .invalidHandle)
            #expect(error?.issue == .notLive(old))
        }
        #expect(rig.engine.frame(of: old) == nil)
        // Ids that were never issued.
        for raw: UInt64 in [0, 2, 1 << 32 | 7, fresh.rawValue ^ 1 << 63] {
            let error = #expect(throws: SheetError.self) { () throws in try rig.engine.present(SheetID(rawValue: raw), now: 0) }
            #expect(error == SheetError(.invalidHandle, .notLive(SheetID(rawValue: raw))))
        }
        try rig.engine.present(fresh, now: 0)
        #expect(rig.kinds() == [.willPresent(detent: 0)])
    }

    /// A slot whose generation would wrap is retired after its last id: no later sheet
    /// takes it, so none of its ids can ever name a sheet again. (The generation is set
    /// near its end here rather than by four billion sheets made and destroyed.)
    @Test func aSlotIsRetiredBeforeItsGenerationWraps() throws {
        let rig = try Rig()
        let first = try rig.sheet([.fraction(0.5)])
        try rig.engine.destroySheet(first)
        rig.engine.sheets.setGeneration(UInt32.max - 2, of: 0)
        let penultimate = try rig.sheet([.fraction(0.5)])
        #expect(penultimate.slot == 0 && penultimate.generation == UInt32.max - 2)
        try rig.engine.destroySheet(penultimate)
        let last = try rig.sheet([.fraction(0.5)])
        #expect(last.slot == 0 && last.generation == UInt32.max - 1)
        try rig.engine.present(last, now: 0)
        try rig.run(from: 0, for: 1)
        try rig.engine.destroySheet(last)
        let next = try rig.sheet([.fraction(0.5)])
        #expect(next.slot == 1 && next.generation == 1)
        #expect(rig.engine.sheetCount == 1)
        for old in [first, penultimate, last] {
            let error = #expect(throws: SheetError.self) { try rig.engine.present(old, now: 1) }
            #expect(error == SheetError(.invalidHandle, .notLive(old)))
            #expect(rig.engine.frame(of: old) == nil)
        }
        // Ids of the retired slot's would-be next generations name nothing either.
        for generation in [UInt32.max, 0] {
            let forged = SheetID(slot: 0, generation: generation)
            #expect(rig.engine.frame(of: forged) == nil)
        }
        #expect(rig.kinds(of: last) == [.willPresent(detent: 0), .didPresent(detent: 0)])
    }

    /// Destroying a sheet closes what it held open.
    @Test func destroyingClosesOpenTransitionsAndDrags() throws {
        let rig = try Rig()
        let presenting = try rig.sheet([.fraction(0.5)])
        try rig.engine.present(presenting, now: 0)
        try rig.engine.tick(now: 0.1)
        try rig.engine.destroySheet(presenting)
        let events = rig.events()
        #expect(events.map(\.kind) == [.willPresent(detent: 0), .transitionCancelled(.presentation(detent: 0))])
        #expect(events.allSatisfy { $0.sheet == presenting })
        #expect(events.last?.time == 0.1)

        let dismissing = try rig.sheet([.fraction(0.5)])
        var now = try rig.presented(dismissing, at: 1)
        try rig.engine.dismiss(dismissing, now: now)
        try rig.engine.destroySheet(dismissing)
        #expect(rig.kinds() == [.willDismiss(.programmatic), .transitionCancelled(.dismissal(.programmatic))])

        let dragged = try rig.sheet([.fraction(0.5), .fraction(1)])
        now = try rig.presented(dragged, detent: 1, at: now)
        #expect(try rig.engine.pointerDown(on: dragged, x: 195, y: 300, now: now) == .sheet)
        try rig.engine.pointerMove(on: dragged, x: 195, y: 340, now: now + 0.016)
        try rig.engine.destroySheet(dragged)
        #expect(rig.kinds() == [.dragBegan(detent: 1), .dragEnded(detent: nil, .none)])
        #expect(rig.engine.sheetCount == 0)
        #expect(rig.engine.topSheet == nil)
        #expect(!rig.engine.isAnimating)
    }

    // MARK: The viewport

    @Test func refusesABadViewportAndKeepsTheOldOne() throws {
        let rig = try Rig()
        let cases: [(Viewport, SheetError.Issue)] = [
            (Viewport(width: 0, height: 844), .outOfRange(.viewportWidth, 0, .openClosed(0, Viewport.maximumLength))),
            (Viewport(width: 390, height: -1), .outOfRange(.viewportHeight, -1, .openClosed(0, Viewport.maximumLength))),
            (Viewport(width: 390, height: .infinity), .notFinite(.viewportHeight, .infinity)),
            (Viewport(width: 390, height: 844, safeTop: -2), .outOfRange(.safeTop, -2, .atLeast(0))),
            (Viewport(width: 390, height: 100, safeTop: 60, safeBottom: 40), .insetsExceedHeight(100, height: 100)),
        ]
        for (viewport, issue) in cases {
            let error = #expect(throws: SheetError.self) { () throws in try rig.engine.setViewport(viewport) }
            #expect(error == SheetError(.invalidArgument, issue))
            #expect(rig.engine.viewport == Phone.viewport)
        }
    }

    /// At the largest viewport a presentation's spring stays finite all the way and
    /// arrives; a taller one is refused (a height near the largest double made the
    /// spring's velocity infinite and the sheet's top NaN).
    @Test func theLargestViewportStaysFiniteAndALargerOneIsRefused() throws {
        let engine = SheetEngine()
        try engine.setViewport(Viewport(width: 32, height: Viewport.maximumLength, safeTop: 5, safeBottom: 1))
        let id = try engine.createSheet(SheetConfiguration())
        try engine.present(id, detent: 0, now: 0)
        var t = 0.0
        var finite = true
        while engine.isAnimating && t < 30 {
            t += 1.0 / 60
            try engine.tick(now: t)
            let frame = try #require(engine.frame(of: id))
            finite = finite && frame.top.isFinite && frame.velocity.isFinite && frame.progress.isFinite
        }
        #expect(finite)
        #expect(t > 0.5)
        #expect(engine.frame(of: id)?.state == .resting)
        #expect(engine.frame(of: id)?.top == 5)
        let huge = Viewport(width: 32, height: .greatestFiniteMagnitude, safeTop: 5, safeBottom: 1)
        let error = #expect(throws: SheetError.self) { try engine.setViewport(huge) }
        #expect(error == SheetError(.invalidArgument, .outOfRange(.viewportHeight, .greatestFiniteMagnitude, .openClosed(0, 1e9))))
        #expect(engine.viewport.height == Viewport.maximumLength)
    }

    @Test func presentingNeedsAViewport() throws {
        let engine = SheetEngine()
        let id = try engine.createSheet(SheetConfiguration())
        let error = #expect(throws: SheetError.self) { try engine.present(id, detent: 5, now: 0) }
        #expect(error == SheetError(.invalidState, .noViewport(before: .presentation)))
        let obstruction = #expect(throws: SheetError.self) { try engine.setObstruction(100, now: 0) }
        #expect(obstruction == SheetError(.invalidState, .noViewport(before: .obstruction)))
        #expect(engine.clock == -.infinity)
        #expect(engine.pollEvent() == nil)
    }

    /// A rotation keeps the visible height at the call, then the sheet settles at its
    /// detent recomputed for the new viewport, without `.detentChanged`.
    @Test func aRotationKeepsTheVisibleHeightThenSettles() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.3), .fraction(0.6)])
        var now = try rig.presented(id)
        let h0 = Phone.height(0.3), landscape = 390.0 - 20
        try rig.engine.setViewport(Viewport(width: 844, height: 390, safeTop: 20, safeBottom: 21))
        var frame = rig.frame(id)
        #expect(abs(frame.height - h0) < 1e-9)
        #expect(abs(frame.top - (390 - h0)) < 1e-9)
        #expect(frame.detent == 0)
        #expect(frame.state == .settling)
        // From the kept height the settle spring heads for 0.3 of 370, from rest.
        try rig.engine.tick(now: now + 0.05)
        frame = rig.frame(id)
        let target = 390 - 0.3 * landscape
        let expected = target + criticallyDampedRemaining((390 - h0) - target, at: 0.05)
        #expect(abs(frame.top - expected) < 1e-9)
        now = try rig.run(from: now + 0.05, for: 1.5)
        rig.expectRest(id, detent: 0, top: target)
        #expect(rig.kinds().isEmpty)

        // At detent 1 (478.2 pt) the height is clamped to the 370 available at the call.
        try rig.engine.setViewport(Phone.viewport)
        now = try rig.run(from: now, for: 1.5)
        try rig.engine.moveToDetent(id, detent: 1, now: now)
        now = try rig.run(from: now, for: 1.5)
        #expect(rig.kinds() == [.detentChanged(from: 0, to: 1, .programmatic)])
        try rig.engine.setViewport(Viewport(width: 844, height: 390, safeTop: 20, safeBottom: 21))
        frame = rig.frame(id)
        #expect(abs(frame.height - landscape) < 1e-9)
        #expect(abs(frame.top - 20) < 1e-9)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(id, detent: 1, top: 390 - 0.6 * landscape)
        #expect(rig.kinds().isEmpty)
    }

    /// The obstruction lifts presented sheets with their settle transition, never above
    /// the top inset; hidden sheets stay where they are.
    @Test func anObstructionLiftsPresentedSheets() throws {
        let rig = try Rig()
        let points = try rig.sheet([.points(200)])
        let hidden = try rig.sheet([.points(200)])
        let tall = try rig.sheet([.fraction(0.9)])
        try rig.engine.present(points, now: 0)
        try rig.engine.present(tall, now: 0)
        var now = try rig.run(from: 0, for: 1.5)
        _ = rig.events()

        try rig.engine.setObstruction(300, now: now)
        #expect(rig.engine.viewport.obstruction == 300)
        #expect(rig.engine.viewport.baseline == 544)
        var frame = rig.frame(points)
        #expect(frame.top == 644)                 // animated, not a jump
        #expect(frame.state == .settling)
        #expect(rig.engine.isAnimating)
        try rig.engine.tick(now: now + 0.05)
        #expect(abs(rig.frame(points).top - (344 + criticallyDampedRemaining(300, at: 0.05))) < 1e-9)
        let tallTop = Phone.top(0.9)
        #expect(abs(rig.frame(tall).top - (47 + criticallyDampedRemaining(tallTop - 47, at: 0.05))) < 1e-9)
        now = try rig.run(from: now + 0.05, for: 1.5)
        rig.expectRest(points, detent: 0, top: 344)
        rig.expectRest(tall, detent: 0, top: 47)
        rig.expectHidden(hidden)
        #expect(rig.kinds().isEmpty)

        // A rotation applies it as far as the new viewport allows, and keeps it.
        try rig.engine.setViewport(Viewport(width: 844, height: 390, safeTop: 20, safeBottom: 21))
        #expect(rig.engine.viewport.obstruction == 300)
        now = try rig.run(from: now, for: 1.5)
        frame = rig.frame(points)
        #expect(abs(frame.top - 20) < 1e-9)       // 70 pt available above the obstruction
        try rig.engine.setViewport(Phone.viewport)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(points, detent: 0, top: 344)

        // Cleared: back down.
        try rig.engine.setObstruction(0, now: now)
        now = try rig.run(from: now, for: 1.5)
        rig.expectRest(points, detent: 0, top: 644)
        rig.expectRest(tall, detent: 0, top: tallTop)
    }

    @Test func refusesAnObstructionOutOfRange() throws {
        let rig = try Rig()
        let cases: [(Double, Double, SheetError.Issue)] = [
            (844, 0, .outOfRange(.obstruction, 844, .closedOpen(0, 844))),
            (-1, 0, .outOfRange(.obstruction, -1, .closedOpen(0, 844))),
            (.infinity, 0, .notFinite(.obstruction, .infinity)),
            (100, .infinity, .notFinite(.now, .infinity)),
        ]
        for (height, now, issue) in cases {
            let error = #expect(throws: SheetError.self) { () throws in try rig.engine.setObstruction(height, now: now) }
            #expect(error == SheetError(.invalidArgument, issue))
        }
        #expect(rig.engine.viewport.obstruction == 0)
        #expect(rig.engine.clock == -.infinity)
    }

    // MARK: Commands

    /// The phone's first scenario: a present at t = 0 to detent 0 of [0.5, 1], frame by
    /// frame against the critically damped spring, then its events.
    @Test func presentComesToRestAtItsDetent() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.5), .fraction(1)]) { $0.userTag = 0xA11CE }
        try rig.engine.present(id, detent: 0, now: 0)
        var frame = rig.frame(id)
        #expect(frame.state == .presenting)
        #expect(frame.detent == 0)
        #expect(frame.top == 844)                 // no motion yet at the command's own time
        #expect(rig.engine.topSheet == id)
        #expect(rig.engine.isAnimating)
        let willPresent = rig.events()
        #expect(willPresent == [SheetEvent(.willPresent(detent: 0), sheet: id, time: 0, userTag: 0xA11CE)])

        let omega = 2 * Double.pi / 0.35
        try rig.engine.tick(now: 0.1)
        frame = rig.frame(id)
        let expected = 445.5 + 398.5 * (1 + omega * 0.1) * exp(-omega * 0.1)
        #expect(abs(frame.top - expected) < 1e-9)
        #expect(abs(frame.velocity - (-398.5 * omega * omega * 0.1 * exp(-omega * 0.1))) < 1e-6)
        #expect(abs(frame.height - (844 - expected)) < 1e-9)
        #expect(abs(frame.progress - (844 - expected) / 797) < 1e-12)
        // The backdrop follows the step response from 0 to 0.4.
        #expect(abs(frame.backdropAlpha - 0.4 * (1 - (1 + omega * 0.1) * exp(-omega * 0.1))) < 1e-9)
        #expect(frame.state == .presenting)

        try rig.run(from: 0.1, for: 1.4)
        rig.expectRest(id, detent: 0, top: 445.5)
        frame = rig.frame(id)
        #expect(frame.backdropAlpha == 0.4)
        #expect(frame.opacity == 1 && frame.scale == 1)
        #expect(frame.progress == 0.5)
        #expect(frame.grabberVisible)
        #expect(!rig.engine.isAnimating)
        let events = rig.events()
        #expect(events.map(\.kind) == [.didPresent(detent: 0)])
        // Arrived within the tolerances: about 0.62 s for 398.5 pt.
        let arrival = try #require(events.first?.time)
        #expect(arrival > 0.55 && arrival < 0.7)
        #expect(events.first?.userTag == 0xA11CE)
    }

    @Test func dismissAndMoveToDetent() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        var now = try rig.presented(id)
        let top0 = Phone.top(0.4), top1 = Phone.top(0.9)
        rig.expectRest(id, detent: 0, top: top0)

        try rig.engine.moveToDetent(id, detent: 1, now: now)
        #expect(rig.kinds() == [.detentChanged(from: 0, to: 1, .programmatic)])
        #expect(rig.frame(id).state == .settling)
        #expect(rig.frame(id).detent == 1)
        try rig.engine.tick(now: now + 0.2)
        #expect(abs(rig.frame(id).top - (top1 + criticallyDampedRemaining(top0 - top1, at: 0.2))) < 1e-9)
        now = try rig.run(from: now + 0.2, for: 1.3)
        rig.expectRest(id, detent: 1, top: top1)
        #expect(rig.kinds().isEmpty)

        // Moving to where it rests says and does nothing.
        try rig.engine.moveToDetent(id, detent: 1, now: now)
        #expect(rig.kinds().isEmpty)
        rig.expectRest(id, detent: 1, top: top1)

        try rig.engine.dismiss(id, now: now)
        var frame = rig.frame(id)
        #expect(frame.state == .dismissing)
        #expect(frame.detent == nil)
        #expect(rig.kinds() == [.willDismiss(.programmatic)])
        try rig.engine.tick(now: now + 0.1)
        #expect(abs(rig.frame(id).top - (844 - criticallyDampedRemaining(844 - top1, at: 0.1))) < 1e-9)
        // Dismissing a dismissing sheet does nothing.
        try rig.engine.dismiss(id, now: now + 0.1)
        #expect(rig.kinds().isEmpty)
        let error = #expect(throws: SheetError.self) { () throws in try rig.engine.moveToDetent(id, detent: 0, now: now + 0.1) }
        #expect(error == SheetError(.invalidState, .notPresented))
        now = try rig.run(from: now + 0.1, for: 1.4)
        rig.expectHidden(id)
        frame = rig.frame(id)
        #expect(frame.backdropAlpha == 0)
        #expect(rig.kinds() == [.didDismiss(.programmatic)])
        #expect(rig.engine.topSheet == nil)
        let hidden = #expect(throws: SheetError.self) { () throws in try rig.engine.dismiss(id, now: now) }
        #expect(hidden == SheetError(.invalidState, .nothingToDismiss))
    }

    @Test func commandsRefusedForTheirState() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        let move = #expect(throws: SheetError.self) { () throws in try rig.engine.moveToDetent(id, detent: 1, now: 0) }
        #expect(move == SheetError(.invalidState, .notPresented))
        try rig.engine.present(id, now: 0)
        let again = #expect(throws: SheetError.self) { () throws in try rig.engine.present(id, now: 0.1) }
        #expect(again == SheetError(.invalidState, .alreadyPresented))
        let range = #expect(throws: SheetError.self) { () throws in try rig.engine.moveToDetent(id, detent: 2, now: 0.1) }
        #expect(range == SheetError(.invalidArgument, .detentOutOfRange(2, count: 2)))
        let negative = #expect(throws: SheetError.self) { () throws in try rig.engine.moveToDetent(id, detent: -1, now: 0.1) }
        #expect(negative == SheetError(.invalidArgument, .detentOutOfRange(-1, count: 2)))
        #expect(rig.kinds() == [.willPresent(detent: 0)])
    }

    /// A presentation retargeted by a move stays a presentation and closes at the new
    /// detent.
    @Test func moveToDetentRetargetsAPresentation() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        try rig.engine.present(id, detent: 0, now: 0)
        try rig.engine.tick(now: 0.1)
        try rig.engine.moveToDetent(id, detent: 1, now: 0.1)
        #expect(rig.frame(id).state == .presenting)
        #expect(rig.frame(id).detent == 1)
        try rig.run(from: 0.1, for: 1.5)
        rig.expectRest(id, detent: 1, top: Phone.top(0.9))
        #expect(rig.kinds() == [.willPresent(detent: 0), .detentChanged(from: 0, to: 1, .programmatic), .didPresent(detent: 1)])
    }

    // MARK: The clock

    @Test func theClockNeverRunsBackwards() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.6)])
        try rig.engine.tick(now: 1)
        #expect(rig.engine.clock == 1)
        // A present stamped 2 starts at 2 though the last tick was at 1.
        try rig.engine.present(id, now: 2)
        #expect(rig.engine.clock == 2)
        #expect(rig.frame(id).top == 844)
        let h = Phone.height(0.6), rest = Phone.top(0.6)
        for dt in [0.0, 0.016, 0.05, 0.1, 0.2, 0.3, 0.5] {
            try rig.engine.tick(now: 2 + dt)
            #expect(abs(rig.frame(id).top - (rest + criticallyDampedRemaining(h, at: dt))) < 1e-9)
        }
        // A tick earlier than the clock is taken as the clock: nothing moves.
        let before = rig.frame(id)
        try rig.engine.tick(now: 2.1)
        #expect(rig.engine.clock == 2.5)
        #expect(rig.frame(id) == before)
        try rig.engine.tick(now: 4)
        rig.expectRest(id, detent: 0, top: rest)

        // A command stamped earlier than the clock starts at the clock.
        try rig.engine.tick(now: 10)
        try rig.engine.dismiss(id, now: 9.5)
        #expect(rig.engine.clock == 10)
        let events = rig.events()
        #expect(events.last == SheetEvent(.willDismiss(.programmatic), sheet: id, time: 10))
        try rig.engine.tick(now: 10)
        #expect(rig.frame(id).top == rest)
        try rig.engine.tick(now: 10.1)
        #expect(abs(rig.frame(id).top - (844 - criticallyDampedRemaining(h, at: 0.1))) < 1e-9)
    }

    /// A call refused for its arguments changes nothing, the clock included.
    @Test func aRefusedCallLeavesTheClockAlone() throws {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        try rig.engine.present(id, now: 1)
        try rig.engine.tick(now: 1.1)
        let before = rig.frame(id)
        _ = rig.events()
        let refusals: [(String, () throws -> Void, SheetError.Issue)] = [
            ("present", { () throws in try rig.engine.present(id, detent: 7, now: 5) }, .detentOutOfRange(7, count: 2)),
            ("move", { () throws in try rig.engine.moveToDetent(id, detent: 2, now: 5) }, .detentOutOfRange(2, count: 2)),
            ("tick", { () throws in try rig.engine.tick(now: .infinity) }, .notFinite(.now, .infinity)),
            ("content", { () throws in try rig.engine.setContent(id, contentID: 1, height: -1, now: 5) }, .outOfRange(.contentHeight, -1, .atLeast(0))),
            ("height", { () throws in try rig.engine.setContentHeight(id, height: -.infinity, now: 5) }, .notFinite(.contentHeight, -.infinity)),
            ("extent", { () throws in try rig.engine.setScrollExtent(id, extent: -3, now: 5) }, .outOfRange(.scrollExtent, -3, .atLeast(0))),
            ("obstruction", { () throws in try rig.engine.setObstruction(900, now: 5) }, .outOfRange(.obstruction, 900, .closedOpen(0, 844))),
            ("down", { () throws in _ = try rig.engine.pointerDown(on: id, x: .infinity, y: 500, now: 5) }, .notFinite(.x, .infinity)),
            ("down time", { () throws in _ = try rig.engine.pointerDown(on: id, x: 195, y: 500, now: -.infinity) }, .notFinite(.pointerTime, -.infinity)),
        ]
        for (name, call, issue) in refusals {
            let error = #expect(throws: SheetError.self, "\(name)") { try call() }
            #expect(error == SheetError(.invalidArgument, issue), "\(name)")
            #expect(rig.engine.clock == 1.1, "\(name) moved the clock")
            #expect(rig.frame(id) == before, "\(name) moved the sheet")
        }
        // NaN never equals itself: match the case and check the payload.
        let nan = #expect(throws: SheetError.self) { () throws in try rig.engine.dismiss(id, now: .nan) }
        guard case .notFinite(.now, let value)? = nan?.issue else {
            Issue.record("expected .notFinite(.now, nan), got \(String(describing: nan?.issue))")
            return
        }
        #expect(value.isNaN)
        #expect(rig.engine.clock == 1.1)
        #expect(rig.events().isEmpty)
        #expect(rig.frame(id) == before)
    }

    // MARK: Reentrancy

    /// An animator that calls its engine from inside `start` or `sample` is refused with
    /// `.reentrant`; its motion goes on and the sheet arrives.
    @Test func anAnimatorCallingItsEngineIsRefused() throws {
        let rig = try Rig()
        let probe = ReentrantProbe()
        try rig.engine.register(probe, name: "test.reentrant")
        let id = try rig.sheet([.points(400)]) { $0.present = Transition(animator: "test.reentrant") }
        probe.engine = rig.engine
        probe.sheet = id
        try rig.engine.present(id, now: 0)
        #expect(probe.fromStart == SheetError(.invalidState, .reentrant))
        var t = 1.0 / 60
        while t < 0.2 {
            try rig.engine.tick(now: t)
            t += 1.0 / 60
        }
        #expect(probe.samples > 0)
        #expect(probe.fromSample == [SheetError(.invalidState, .reentrant)])
        // The refused inner calls changed nothing: the presentation completed normally.
        rig.expectRest(id, detent: 0, top: 444)
        #expect(rig.kinds() == [.willPresent(detent: 0), .didPresent(detent: 0)])
        #expect(rig.engine.clock < 0.2)
    }

    // MARK: Frame schedules

    /// The closed-form motions make every frame schedule land on one trajectory: commands
    /// at 50 ms marks, observed at every mark, give the same frames to the bit at 60, 120
    /// and 240 Hz, on a jittered schedule and with dropped frames.
    @Test(arguments: [0.0, 1234.5678])
    func everyScheduleLandsOnTheSameTrajectory(offset: Double) throws {
        let reference = try Self.runSchedule(offset: offset) { t in (floor(t * 60 + 1e-9) + 1) / 60 }
        #expect(reference.frames.count == 81)
        var jitter = SeededGenerator(seed: 12345)
        let schedules: [(String, (Double) -> Double)] = [
            ("120 Hz", { t in (floor(t * 120 + 1e-9) + 1) / 120 }),
            ("240 Hz", { t in (floor(t * 240 + 1e-9) + 1) / 240 }),
            ("jittered 4-20 ms", { t in t + 0.004 + 0.016 * Double.random(in: 0..<1, using: &jitter) }),
            ("60 Hz with every third frame dropped", { t in
                var j = floor(t * 60 + 1e-9) + 1
                while j.truncatingRemainder(dividingBy: 3) == 1 { j += 1 }
                return j / 60
            }),
            ("the marks alone", { _ in .infinity }),
        ]
        for (name, next) in schedules {
            let run = try Self.runSchedule(offset: offset, next: next)
            #expect(run.frames.count == reference.frames.count, "\(name)")
            for (k, (a, b)) in zip(reference.frames, run.frames).enumerated() {
                #expect(a.top.bitPattern == b.top.bitPattern && a.velocity.bitPattern == b.velocity.bitPattern,
                        "\(name), mark \(k): top \(b.top) velocity \(b.velocity), expected \(a.top) \(a.velocity)")
                #expect(a.state == b.state && a.detent == b.detent, "\(name), mark \(k)")
            }
            #expect(run.kinds == reference.kinds, "\(name)")
        }
        // What the run does: up toward detent 1, retargeted to 0, dismissed before it
        // arrived, caught on its way out and presented at 0, then moved up to 1.
        #expect(reference.kinds == [
            .willPresent(detent: 1), .detentChanged(from: 1, to: 0, .programmatic),
            .transitionCancelled(.presentation(detent: 0)), .willDismiss(.programmatic), .transitionCancelled(.dismissal(.programmatic)), .willPresent(detent: 0),
            .didPresent(detent: 0), .detentChanged(from: 0, to: 1, .programmatic),
        ])
        let last = try #require(reference.frames.last)
        #expect(last.state == .resting && last.detent == 1 && abs(last.top - Phone.top(0.9)) < 1e-9)
    }

    /// Commands at marks (50 ms apart): 0 present at detent 1; 0.2 move to 0; 0.6
    /// dismiss; 0.7 present at 0 (catching the dismissal); 2.4 move to 1. Frames between
    /// the marks come from `next`, the frame after a time.
    private static func runSchedule(offset: Double, next: (Double) -> Double) throws -> (frames: [SheetFrame], kinds: [SheetEvent.Kind]) {
        let rig = try Rig()
        let id = try rig.sheet([.fraction(0.4), .fraction(0.9)])
        var frames: [SheetFrame] = []
        var kinds: [SheetEvent.Kind] = []
        var t = offset
        try rig.engine.tick(now: offset)
        for k in 0...80 {
            let mark = offset + Double(k) * 0.05
            if k > 0 {
                while true {
                    let frame = next(t - offset) + offset
                    if frame >= mark - 1e-9 { break }
                    try rig.engine.tick(now: frame)
                    t = frame
                }
                try rig.engine.tick(now: mark)
                t = mark
            }
            switch k {
            case 0: try rig.engine.present(id, detent: 1, now: mark)
            case 4: try rig.engine.moveToDetent(id, detent: 0, now: mark)
            case 12: try rig.engine.dismiss(id, now: mark)
            case 14: try rig.engine.present(id, detent: 0, now: mark)
            case 48: try rig.engine.moveToDetent(id, detent: 1, now: mark)
            default: break
            }
            frames.append(rig.frame(id))
            kinds += rig.kinds()
        }
        return (frames, kinds)
    }
}

/// An animator that calls its engine from inside its own callbacks and records what the
/// engine answered. Its motions hold the sheet at 444 and finish after 0.1 s.
private final class ReentrantProbe: SheetAnimator {
    weak var engine: SheetEngine?
    var sheet = SheetID(rawValue: 0)
    var fromStart: SheetError?
    var fromSample: [SheetError] = []
    var samples = 0

    func record(_ error: SheetError) {
        if !fromSample.contains(error) { fromSample.append(error) }
    }

    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? {
        do throws(SheetError) {
            try engine?.moveToDetent(sheet, detent: 0, now: 0)
        } catch {
            fromStart = error
        }
        return Motion(probe: self)
    }

    private final class Motion: AnimatorMotion {
        unowned let probe: ReentrantProbe
        init(probe: ReentrantProbe) { self.probe = probe }

        override func sample(elapsed: Double) -> AnimatorSample? {
            probe.samples += 1
            guard let engine = probe.engine else { return nil }
            let sheet = probe.sheet
            do { try engine.dismiss(sheet, now: elapsed) } catch { probe.record(error) }
            do { try engine.tick(now: 100) } catch { probe.record(error) }
            do { _ = try engine.pointerDown(on: sheet, x: 1, y: 800, now: 100) } catch { probe.record(error) }
            do { try engine.register(ReentrantProbe(), name: "inner") } catch { probe.record(error) }
            return AnimatorSample(visual: Visual(top: 844 - 400, opacity: 1, backdropAlpha: 0.4, scale: 1),
                                  topVelocity: 0, finished: elapsed >= 0.1)
        }
    }
}
