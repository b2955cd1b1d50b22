/// Where a sheet is in its life. The C layer maps these to `SHEET_STATE_*`.
public enum SheetState: Sendable, Equatable {
    /// Not on screen; its top is the viewport height.
    case hidden
    /// Moving in after a present; DID_PRESENT closes it.
    case presenting
    /// At a detent, nothing moving.
    case resting
    /// Under the finger.
    case dragging
    /// Moving to a detent after a release or a command.
    case settling
    /// Moving out; becomes hidden when it arrives.
    case dismissing
}

/// What a pointer-down landed on.
public enum HitResult: Sendable, Equatable {
    /// Outside the viewport, or the sheet is hidden: not the engine's.
    case none
    /// On the sheet: the engine owns the pointer.
    case sheet
    /// On the dimmed backdrop: the engine owns the pointer (taps).
    case backdrop
    /// Above an undimmed sheet: hand it to what is behind.
    case passThrough
}
