import Testing
@testable import SheetCore

/// What a sheet's record keeps worked out: the reported state and detent, the movement,
/// the covering height, the dismiss threshold.
@Suite struct SheetRecordTests {
    private func record(_ configuration: SheetConfiguration) throws -> SheetRecord {
        let transitions = try ResolvedTransitions(configuration, in: AnimatorRegistry())
        var record = SheetRecord(id: SheetID(slot: 0, generation: 1), configuration: configuration, transitions: transitions, hiddenTop: 844)
        record.place(in: Phone.viewport, direction: .leftToRight)
        return record
    }

    @Test func aNewRecord() throws {
        let record = try record(SheetConfiguration(detents: [.points(200), .fraction(0.9)]))
        #expect(record.isLive)
        #expect(record.visual == Visual(top: 844))
        #expect(record.reportedState == .hidden && record.reportedDetent == nil)
        #expect(record.heights == [200, 0.9 * 797])
        #expect(record.highestHeight == 0.9 * 797)
        #expect(record.movement.isEmpty && !record.hasMotion)
        #expect(record.gestureOwner == .none)
        #expect(record.showsGrabber && record.cornerRadius == 12)
        #expect(!SheetRecord.vacant().isLive)
    }

    @Test func theReportFollowsTheLifecycleAndTheDetent() throws {
        var record = try record(SheetConfiguration(detents: [.points(200), .fraction(0.9)]))
        record.detent = 1
        #expect(record.reportedDetent == nil)
        record.lifecycle = .presenting(announced: true)
        #expect(record.reportedState == .presenting && record.reportedDetent == 1)
        record.lifecycle = .dragging(interrupted: .dismissal(.programmatic))
        #expect(record.reportedState == .dragging && record.reportedDetent == nil)
        record.lifecycle = .resting
        record.detent = 0
        #expect(record.reportedState == .resting && record.reportedDetent == 0)
        record.gesture = .declined
        #expect(record.gestureOwner == .host)
        record.gesture = nil
        #expect(record.gestureOwner == .none)
    }

    /// A pushed sheet covers the one below by the share of its detent's height it shows.
    @Test func coverHeightFollowsTheDetent() throws {
        var pushed = try record(SheetConfiguration(detents: [.points(200), .fraction(0.9)]))
        #expect(pushed.coverHeightReciprocal == 1.0 / 200)
        pushed.detent = 1
        #expect(pushed.coverHeightReciprocal == 1 / (0.9 * 797))
        var configuration = SheetConfiguration(detents: [.points(200)])
        configuration.stack = .switchAway
        #expect(try record(configuration).coverHeightReciprocal == 0)
    }

    /// The content ids are optionals whose tags are stored apart from their values: 0 is an
    /// id like any other, and nil none.
    @Test func contentIDsAreOptionals() throws {
        var record = try record(SheetConfiguration())
        #expect(record.contentID == nil && record.outgoingContentID == nil)
        record.contentID = 0
        record.outgoingContentID = 7
        #expect(record.contentID == 0 && record.outgoingContentID == 7)
        record.contentID = .max
        record.outgoingContentID = nil
        #expect(record.contentID == .max && record.outgoingContentID == nil)
        record.contentID = nil
        #expect(record.contentID == nil && record.contentIDValue == 0)
    }

    /// What a frame reads of a record lies within its first three cache lines.
    @Test func theFrameFieldsComeFirst() throws {
        let frameFields: [PartialKeyPath<SheetRecord>] = [
            \.reportedState, \.hasContentID, \.hasOutgoingContentID, \.reportedDetent, \.gestureOwner,
            \.showsGrabber, \.sheetAbove, \.visual, \.velocity, \.contentIDValue, \.outgoingContentIDValue,
            \.contentAlpha, \.outgoingStartAlpha, \.contentOffset, \.scrollExtent, \.cornerRadius,
            \.highestHeight, \.coverHeightReciprocal,
        ]
        for field in frameFields {
            let offset = try #require(MemoryLayout<SheetRecord>.offset(of: field))
            #expect(offset + 8 <= 192, "\(field) at \(offset)")
        }
    }

    @Test func theDismissThreshold() throws {
        var configuration = SheetConfiguration(detents: [.points(490), .fraction(1)])
        #expect(try record(configuration).dismissThreshold == 245)
        configuration.dismissFraction = 0.2
        #expect(try record(configuration).dismissThreshold == 98)
        configuration.dismissHeight = 300
        #expect(try record(configuration).dismissThreshold == 300)
        // A height of 0 is a height: only a fling dismisses.
        configuration.dismissHeight = 0
        #expect(try record(configuration).dismissThreshold == 0)
        configuration.dismissHeight = nil
        #expect(try record(configuration).dismissThreshold == 98)
    }

    /// The record owns a host's motion: replacing it with another lets it go, once;
    /// storing the same motion again (a field of it changed) keeps it.
    @Test func aHostMotionIsLetGoWhenReplaced() throws {
        let animator = ReleaseCounter()
        var record = try record(SheetConfiguration())
        let request = MotionRequest(kind: .settle, from: Visual(top: 500), to: Visual(top: 445.5), velocity: 0, viewportHeight: 844)
        record.motion = try #require(RunningMotion(.custom(animator), animator: 3, parameters: [], request, from: 0))
        record.motion.startTime = 0.5
        #expect(animator.released == 0)
        #expect(record.motion.hostMotion?.sample(elapsed: 0) != nil)
        record.motion = try #require(RunningMotion(.custom(animator), animator: 3, parameters: [], request, from: 1))
        #expect(animator.released == 1)
        record.motion = .rescue(request, from: 2, animator: 3)
        #expect(animator.released == 2)
        record.motion = .none
        #expect(animator.released == 2 && animator.started == 2)
    }

    /// The lowest and highest heights are the ends of the ascending heights.
    @Test func theHeightsEnds() throws {
        var record = try record(SheetConfiguration(detents: [.points(200), .fraction(0.5), .fraction(0.9)]))
        #expect(record.lowestHeight == 200 && record.highestHeight == 0.9 * 797)
        record.place(in: Viewport(width: 844, height: 390, safeTop: 21, safeBottom: 0), direction: .leftToRight)
        #expect(record.heights == [200, 200, 0.9 * 369])   // the middle one held up to the lowest
        #expect(record.lowestHeight == 200 && record.highestHeight == 0.9 * 369)
    }

    @Test func theMovementFollowsTheMotionAndTheScroll() throws {
        var record = try record(SheetConfiguration())
        record.motion = .rescue(MotionRequest(kind: .present, from: Visual(top: 844), to: Visual(top: 47), velocity: 0, viewportHeight: 844), from: 0, animator: 0)
        #expect(record.movement == .sheet && record.hasMotion)
        record.scroll = RunningScroll(momentum: ScrollMomentum(offset: 0, velocity: 100, upper: 10), startTime: 0)
        #expect(record.movement == [.sheet, .content])
        record.motion = .none
        #expect(record.movement == .content && !record.hasMotion)
        record.scroll = nil
        #expect(record.movement.isEmpty)
    }
}

/// An animator whose motions count their starts and their ends.
private final class ReleaseCounter: SheetAnimator {
    var started = 0
    var released = 0

    func start(_ motion: MotionRequest, parameters: [Double]) -> AnimatorMotion? {
        started += 1
        return Motion(owner: self)
    }

    final class Motion: AnimatorMotion {
        unowned let owner: ReleaseCounter
        init(owner: ReleaseCounter) { self.owner = owner }
        deinit { owner.released += 1 }
        override func sample(elapsed: Double) -> AnimatorSample? {
            AnimatorSample(visual: Visual(top: 500 - elapsed), topVelocity: -1, finished: false)
        }
    }
}
