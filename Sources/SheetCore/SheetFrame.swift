/// Who owns the pointer stream on a sheet.
public enum GestureOwner: Sendable, Equatable {
    /// No pointer, a backdrop tap, or not decided yet.
    case none
    case sheet
    case content
    /// Not taken (a sideways drag): the host's views get it.
    case host
}

/// Everything a host needs to draw one sheet, as of the last tick or command.
public struct SheetFrame: Sendable, Equatable {
    public var state: SheetState = .hidden
    /// Resting or target detent; -1 when hidden or dismissing.
    public var detent = -1
    /// y of the top edge, points.
    public var top = 0.0
    /// Visible height, viewport height - top.
    public var height = 0.0
    public var opacity = 1.0
    public var scale = 1.0
    public var backdropAlpha = 0.0
    public var cornerRadius = 0.0
    /// Visible height over the highest detent's: 0 hidden, 1 at the highest detent.
    public var progress = 0.0
    public var contentOffset = 0.0
    public var contentID: UInt64 = 0
    public var outgoingContentID: UInt64 = 0
    public var contentAlpha = 1.0
    public var outgoingContentAlpha = 0.0
    /// Velocity of top, pt/s, positive downward.
    public var velocity = 0.0
    public var gestureOwner = GestureOwner.none
    public var grabberVisible = false
    /// Dimming over a sheet another one covers, [0, 1].
    public var overlayAlpha = 0.0
    /// The content's scrollable length, points.
    public var scrollExtent = 0.0

    @inlinable public init() {}
}
