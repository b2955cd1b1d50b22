import SheetCore

/// The phase of a continuous gesture, as a toolkit's recognizer reports it (a
/// `UIPanGestureRecognizer`'s `.began`, `.changed`, `.ended`, `.cancelled`/`.failed`).
public enum GesturePhase: Sendable, Equatable {
    /// The recognizer recognized the gesture (past its own slop).
    case began
    /// The finger moved.
    case changed
    /// The finger lifted.
    case ended
    /// The system took the gesture, or it failed.
    case cancelled
}

/// One finger's stream of events on a sheet, from two sources a toolkit offers: the
/// touch itself (down, up, cancel: a touch recognizer or `touchesBegan`) and a pan
/// recognizer (began, changed, ended, cancelled), turned into the engine's pointer calls
/// in the same coordinates.
///
/// The engine does its own slop, tap and drag recognition, so it wants the finger from
/// where it landed: the down comes from the touch; the moves from the pan. A pan that
/// begins without a down seen (a toolkit that reports only the pan) starts the stream
/// where its translation says the finger landed. The first end wins: the touch's up and
/// the pan's end may come in either order, and a tap (a touch with no pan) ends with the
/// touch's up. A stream the engine does not take (`.passThrough`, `.none`) is ignored to
/// its end.
public struct PointerStream: Equatable, Sendable {
    /// Where the stream is.
    public enum State: Equatable, Sendable {
        /// No finger.
        case up
        /// A finger the engine owns: its moves and end go to the engine.
        case engine
        /// A finger the engine did not take: ignored until it lifts.
        case notTaken
    }

    /// Where the stream is.
    public private(set) var state = State.up

    /// No finger down.
    public init() {}

    /// Whether the engine owns a finger now.
    public var isDown: Bool { state == .engine }

    /// A finger landed at `point` at `time`. A finger the stream still thought down is
    /// cancelled first (its end was lost).
    @discardableResult
    public mutating func touchDown(at point: HostPoint, time: Double, engine: SheetEngine, sheet: SheetID) throws(SheetError) -> HitResult {
        if state == .engine { try engine.pointerCancel(on: sheet, now: time) }
        let hit = try engine.pointerDown(on: sheet, x: point.x, y: point.y, now: time)
        state = hit == .sheet || hit == .backdrop ? .engine : .notTaken
        return hit
    }

    /// The pan recognizer reports `phase` with the finger at `point`, `translation`
    /// from where it landed, at `time`.
    public mutating func pan(_ phase: GesturePhase, at point: HostPoint, translation: HostPoint, time: Double,
                             engine: SheetEngine, sheet: SheetID) throws(SheetError) {
        switch phase {
        case .began, .changed:
            if state == .up {
                let landed = HostPoint(x: point.x - translation.x, y: point.y - translation.y)
                try touchDown(at: landed, time: time, engine: engine, sheet: sheet)
            }
            if state == .engine { try engine.pointerMove(on: sheet, x: point.x, y: point.y, now: time) }
        case .ended:
            try touchUp(at: point, time: time, engine: engine, sheet: sheet)
        case .cancelled:
            try touchCancelled(time: time, engine: engine, sheet: sheet)
        }
    }

    /// The finger lifted at `point` at `time` (the touch's up or the pan's end, whichever
    /// comes first).
    public mutating func touchUp(at point: HostPoint, time: Double, engine: SheetEngine, sheet: SheetID) throws(SheetError) {
        let was = state
        state = .up
        if was == .engine { try engine.pointerUp(on: sheet, x: point.x, y: point.y, now: time) }
    }

    /// The system took the finger at `time`.
    public mutating func touchCancelled(time: Double, engine: SheetEngine, sheet: SheetID) throws(SheetError) {
        let was = state
        state = .up
        if was == .engine { try engine.pointerCancel(on: sheet, now: time) }
    }

    /// Forgets the finger without telling the engine (its sheet was destroyed).
    public mutating func reset() {
        state = .up
    }
}
