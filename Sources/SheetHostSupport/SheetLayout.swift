import SheetCore

/// Where a host puts a sheet's views for one frame: the sheet's rectangle and its scale
/// about its top-centre, the content's and the footer's rectangles inside it, and the
/// alphas of the dimming, the sheet, its content and the cover over a receded sheet.
///
/// The content is laid out once, as tall as the highest detent lets the sheet be
/// (`contentHeight`), and the sheet slides: moving between detents or under a finger
/// moves the views without laying the content out again, and the part of the content
/// below the viewport is simply off screen (a maps sheet at its low detent shows the top
/// of its list). The sheet's own rectangle reaches at least the bottom of the viewport,
/// so that pulled above its highest detent (rubber-banding) it shows its background
/// below the content rather than a gap.
public struct SheetLayout: Equatable, Sendable {
    /// Whether anything of the sheet is drawn.
    public var isVisible: Bool
    /// The sheet before its scale, in the host view's coordinates: the viewport's width,
    /// from `SheetFrame.top` down to the viewport's bottom or the content's bottom,
    /// whichever is lower.
    public var sheetFrame: HostRect
    /// The sheet's scale about its top-centre (`SheetFrame.scale`; below 1 for a sheet
    /// another one covers).
    public var scale: Double
    /// The vertical translation that, applied after `scale` about the sheet's centre,
    /// keeps its top edge in place: −(1 − scale) · height / 2.
    public var scaleTranslationY: Double
    /// The content's rectangle in the sheet's own coordinates: the sheet's width,
    /// `contentHeight` tall, from its top — moved up by the engine's content offset
    /// (`SheetFrame.contentOffset`, which keeps a focused field in view) when no scroll
    /// view takes that offset; `HostedSheet` decides.
    public var contentFrame: HostRect
    /// The footer's rectangle in the sheet's own coordinates: the sheet's width, the
    /// footer's height, placed so that drawn with the sheet's scale its top is at
    /// `SheetFrame.footerTop` (on the keyboard or the bottom safe area, moving down with
    /// the sheet once less than the footer shows), and kept inside the sheet when a scale
    /// below 1 (a receded sheet, a back gesture) lifts the sheet's bottom above that.
    /// nil without a footer.
    public var footerFrame: HostRect?
    /// The sheet's alpha (`SheetFrame.opacity`).
    public var alpha: Double
    /// The dimming layer's alpha (`SheetFrame.backdropAlpha`).
    public var dimmingAlpha: Double
    /// The alpha of a cover drawn over a sheet another one covers
    /// (`SheetFrame.overlayAlpha`).
    public var coverAlpha: Double
    /// Points (`SheetFrame.cornerRadius`).
    public var cornerRadius: Double
    /// Whether to draw a grabber.
    public var showsGrabber: Bool
    /// The content shown; nil for none.
    public var contentID: UInt64?
    /// The content's alpha, [0, 1].
    public var contentAlpha: Double
    /// While content is swapped, the content fading out; nil when none is.
    public var outgoingContentID: UInt64?
    /// The outgoing content's alpha, [0, 1].
    public var outgoingContentAlpha: Double
    /// The content scroll view's `contentOffset.y` to apply with this layout; nil: leave
    /// it (see `ScrollHandoff`). `HostedSheet` fills it in.
    public var scrollOffset: Double?
    /// How to draw the page behind the sheets (`SheetFrame.background`; `.identity` while
    /// no sheet recedes it), for the lowest presented sheet of its host, whose host view
    /// draws it (see `PageTransform`); nil for a sheet above that one. `HostedSheet`
    /// decides which.
    public var background: BackgroundTransform?

    /// The layout of `frame` in `viewport` for content `contentHeight` points tall (the
    /// highest detent's visible height; see `highestDetentHeight`) and a footer
    /// `footerHeight` points tall (0: none; `SheetConfiguration.footerHeight`).
    public init(frame: SheetFrame, viewport: Viewport, contentHeight: Double, footerHeight: Double = 0) {
        isVisible = frame.state != .hidden
        let height = max(contentHeight, viewport.height - frame.top)
        sheetFrame = HostRect(x: 0, y: frame.top, width: viewport.width, height: height)
        scale = frame.scale
        scaleTranslationY = -(1 - frame.scale) * height / 2
        contentFrame = HostRect(x: 0, y: 0, width: viewport.width, height: contentHeight)
        if footerHeight > 0 {
            let pinned = frame.scale > 0 ? (frame.footerTop - frame.top) / frame.scale : 0
            let y = max(0, min(pinned, height - footerHeight))
            footerFrame = HostRect(x: 0, y: y, width: viewport.width, height: footerHeight)
        }
        alpha = frame.opacity
        dimmingAlpha = frame.backdropAlpha
        coverAlpha = frame.overlayAlpha
        cornerRadius = frame.cornerRadius
        showsGrabber = frame.grabberVisible
        contentID = frame.contentID
        contentAlpha = frame.contentAlpha
        outgoingContentID = frame.outgoingContentID
        outgoingContentAlpha = frame.outgoingContentAlpha
        background = frame.background
    }

    /// Where the sheet's top edge is drawn after its scale: it stays at `sheetFrame.minY`.
    public var drawnTop: Double {
        sheetFrame.center.y + scaleTranslationY - scale * sheetFrame.height / 2
    }

    /// The visible height of the highest of `detents` in `viewport` for content
    /// `contentHeight` points tall: the height a sheet's content is laid out at.
    public static func highestDetentHeight(_ detents: [Detent], viewport: Viewport, contentHeight: Double) -> Double {
        var heights: [Double] = []
        Detent.resolveHeights(detents, viewport: viewport, contentHeight: contentHeight, into: &heights)
        return heights.last ?? 0
    }
}
