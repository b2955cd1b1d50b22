/// Where a sheet is in its life, as its frame reports it.
public enum SheetState: Sendable, Equatable {
    /// Not on screen; its top is the viewport height. Also a sheet switched away beneath
    /// another one once it is out of view.
    case hidden
    /// Moving in after a present (or coming back after being switched away).
    case presenting
    /// At a detent, nothing moving.
    case resting
    /// Under the finger.
    case dragging
    /// Moving to a detent after a release or a command; also a sheet switched away
    /// beneath another one while it leaves.
    case settling
    /// Moving out; becomes hidden when it arrives.
    case dismissing
}

/// What a pointer-down landed on.
public enum HitResult: Sendable, Equatable {
    /// Not the engine's: outside the viewport, or the sheet is hidden, switched away or
    /// covered by another sheet.
    case none
    /// On the sheet: the engine owns the pointer.
    case sheet
    /// On the dimmed backdrop: the engine owns the pointer (taps).
    case backdrop
    /// Above an undimmed sheet: hand it to what is behind.
    case passThrough
}
