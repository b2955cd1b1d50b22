/// Who owns the pointer stream on a sheet.
public enum GestureOwner: Sendable, Equatable {
    /// No pointer, a tap on the backdrop, or not decided yet.
    case none
    /// The sheet follows the finger.
    case sheet
    /// The content scrolls (`SheetFrame.contentOffset`).
    case content
    /// Not taken (a sideways drag): the host's views get it.
    case host
}

/// Everything a host needs to draw one sheet, as of the last tick or command.
public struct SheetFrame: Sendable, Equatable {
    /// Where the sheet is in its life. While only its content scrolls under a finger a
    /// sheet stays `.resting`; once the finger has moved the sheet it is `.dragging`
    /// until the release, even while the content takes the movement again.
    public var state: SheetState = .hidden
    /// The detent it rests at or is heading to; nil when it is hidden, dismissing, or
    /// switched away beneath another sheet.
    public var detent: Int?
    /// y of the top edge, points; the viewport height when hidden.
    public var top = 0.0
    /// Visible height: viewport height − top, points.
    public var height = 0.0
    /// Of the whole sheet, [0, 1].
    public var opacity = 1.0
    /// Of the whole sheet about its top-centre, > 0.
    public var scale = 1.0
    /// Of the dimming layer behind it, [0, 1].
    public var backdropAlpha = 0.0
    /// Points.
    public var cornerRadius = 0.0
    /// Visible height over the highest detent's: 0 hidden, 1 at the highest detent,
    /// above 1 while rubber-banding.
    public var progress = 0.0
    /// The content's scroll offset as the engine drives it, points.
    public var contentOffset = 0.0
    /// The content's scrollable length, points (`SheetEngine.setScrollExtent`).
    public var scrollExtent = 0.0
    /// The content shown; nil for none.
    public var contentID: UInt64?
    /// While content is swapped: the content fading out; nil when none is.
    public var outgoingContentID: UInt64?
    /// [0, 1].
    public var contentAlpha = 1.0
    /// [0, 1].
    public var outgoingContentAlpha = 0.0
    /// Velocity of top, pt/s, positive downward.
    public var velocity = 0.0
    public var gestureOwner = GestureOwner.none
    /// Whether to draw a grabber.
    public var grabberVisible = false
    /// Dimming drawn over a sheet another one covers, [0, 1].
    public var overlayAlpha = 0.0
    /// y of the top edge of a footer `SheetConfiguration.footerHeight` tall, points:
    /// pinned to the sheet's visible bottom (the top of the bottom safe area, or of a
    /// keyboard above it) at every detent and while dragging, and moving down with the
    /// sheet only when less than the footer shows. Without a footer, where one would be.
    public var footerTop = 0.0
    /// The whole sheet as drawn, in viewport points: from its free edge to the side it is
    /// attached to (beyond the safe area and a keyboard), across the span its placement
    /// gives it; a floating card ends at its margin. A host draws a sheet on any side, in
    /// any layout, from this rectangle, the corners and `scale` (about the middle of the
    /// free edge).
    public var rect = SheetRect()
    /// The side the sheet is on now (a wide layout may have moved it); `top`, `height`,
    /// `progress` and `footerTop` are along its axis, as a bottom sheet's would be in a
    /// viewport turned so that this side is at its bottom.
    public var edge = SheetEdge.bottom
    /// The corners `cornerRadius` rounds: those at the free edge, or all of a floating
    /// card.
    public var corners: SheetCorners = [.topLeft, .topRight]
    /// How the page behind the sheets is drawn: receded by the lowest sheet of the stack
    /// that scales the background (`SheetConfiguration.scalesBackground`), in step with
    /// its dimming, and the same in every frame of the engine; `.identity` when no such
    /// sheet is up.
    public var background = BackgroundTransform.identity

    @inlinable public init() {}
}
