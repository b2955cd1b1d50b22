import Testing
@testable import SheetCore

/// What a sheet's record keeps worked out: the reported state and detent, the movement,
/// the covering height, the dismiss threshold.
@Suite struct SheetRecordTests {
    private func record(_ configuration: SheetConfiguration) throws -> SheetRecord {
        let transitions = try ResolvedTransitions(configuration, in: AnimatorRegistry())
        var record = SheetRecord(id: SheetID(slot: 0, generation: 1), configuration: configuration, transitions: transitions, hiddenTop: 844)
        record.resolveHeights(in: Phone.viewport)
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

    @Test func theDismissThreshold() throws {
        var configuration = SheetConfiguration(detents: [.points(490), .fraction(1)])
        #expect(try record(configuration).dismissThreshold == 245)
        configuration.dismissFraction = 0.2
        #expect(try record(configuration).dismissThreshold == 98)
        configuration.dismissHeight = 300
        #expect(try record(configuration).dismissThreshold == 300)
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
