import Testing
@testable import SheetCore

@Suite struct PointerSessionTests {
    private let drag = Drag(anchorTop: 445.5, anchorOffset: 0)

    /// Who owns the stream, phase by phase, as a frame reports it.
    @Test func ownerOfEachPhase() {
        #expect(PointerGesture.backdrop(tapping: true).owner == .none)
        #expect(PointerGesture.backdrop(tapping: false).owner == .none)
        #expect(PointerGesture.touching(drag).owner == .none)
        #expect(PointerGesture.ignored.owner == .none)
        #expect(PointerGesture.declined.owner == .host)
        #expect(PointerGesture.holding(caught: .present, drag, mover: .sheet).owner == .sheet)
        #expect(PointerGesture.holding(caught: .settle, drag, mover: .content).owner == .content)
        #expect(PointerGesture.dragging(drag, mover: .sheet).owner == .sheet)
        #expect(PointerGesture.dragging(drag, mover: .content).owner == .content)
    }

    /// The slop is a circle: a pointer leaves it only when strictly further than `slop`
    /// from where it went down, in any direction.
    @Test func slopIsACircle() {
        #expect(!PointerTrack.leftSlop(dx: 0, dy: 0, slop: 8))
        #expect(!PointerTrack.leftSlop(dx: 8, dy: 0, slop: 8))
        #expect(!PointerTrack.leftSlop(dx: 0, dy: -8, slop: 8))
        #expect(PointerTrack.leftSlop(dx: 0, dy: 8.001, slop: 8))
        // 6-6: 8.49 pt away, past 8 though neither component is.
        #expect(PointerTrack.leftSlop(dx: 6, dy: -6, slop: 8))
        #expect(!PointerTrack.leftSlop(dx: 5, dy: 6, slop: 8))   // 7.81 pt
        #expect(PointerTrack.leftSlop(dx: 0.1, dy: 0, slop: 0))
        #expect(!PointerTrack.leftSlop(dx: 0, dy: 0, slop: 0))
    }

    /// A track starts where the pointer went down, with an empty velocity history.
    @Test func aTrackStartsAtTouchDown() {
        let track = PointerTrack(x: 195, y: 600, viewportX: 195, viewportY: 600)
        #expect(track.downX == 195)
        #expect(track.downY == 600)
        #expect(track.lastX == 195 && track.lastY == 600)
        #expect(track.viewportX == 195 && track.viewportY == 600)
        #expect(track.tracker.sampleCount == 0)
        #expect(track.tracker.velocity() == 0)
    }

    /// Started again in a new space, a track is down where it is now, with only that
    /// sample: the velocity measured along the old axis is gone.
    @Test func aRebasedTrackStartsAgain() {
        var track = PointerTrack(x: 195, y: 600, viewportX: 195, viewportY: 600)
        track.tracker.add(time: 0, position: 600)
        track.tracker.add(time: 0.016, position: 590)
        track.rebase(x: 400, y: 80, at: 0.032)
        #expect(track.downX == 400 && track.downY == 80 && track.lastX == 400 && track.lastY == 80)
        #expect(track.tracker.sampleCount == 1)
        #expect(track.tracker.velocity() == 0)
    }

    /// A drag starts with nothing given to the content.
    @Test func aDragStartsWithNothingConsumed() {
        #expect(drag.consumedByContent == 0)
        var moved = drag
        moved.consumedByContent = -120
        #expect(moved != drag)
        #expect(PointerGesture.dragging(moved, mover: .content) != PointerGesture.dragging(drag, mover: .content))
    }
}
