import SheetCore

/// Where a host puts a sheet's views for one frame: the sheet's rectangle, the corners it
/// rounds and its scale about the middle of its free edge, the content's, the footer's
/// and the grabber's rectangles inside it, and the alphas of the dimming, the sheet, its
/// content and the cover over a receded sheet.
///
/// Everything comes from the frame's rectangle (`SheetFrame.rect`) and corners, on every
/// side: the sheet's free edge is the one facing into the host view (the top edge of a
/// bottom sheet, the bottom edge of a top sheet, the inner edge of a side sheet), and the
/// grabber sits at its middle.
///
/// The content is laid out once, over the sheet's extent at its highest detent along its
/// axis (`contentExtent`), from the free edge, and the sheet slides: moving between
/// detents or under a finger moves the views without laying the content out again, and
/// the part of the content beyond the host view is simply off screen (a maps sheet at its
/// low detent shows the top of its list). An attached sheet's own rectangle reaches from
/// its free edge to its side of the host view, or further to hold the content, so that
/// pulled past its highest detent (rubber-banding) it shows its background beyond the
/// content rather than a gap; a floating card is its rectangle exactly, its content
/// clipped at its near edge while it shows less than its highest detent.
public struct SheetLayout: Equatable, Sendable {
    /// Whether anything of the sheet is drawn.
    public var isVisible: Bool
    /// The side the sheet is on, as drawn.
    public var side: SheetSide
    /// The sheet before its scale, in the host view's coordinates: the frame's rectangle,
    /// reaching beyond the side of an attached sheet to hold the content.
    public var sheetFrame: HostRect
    /// The corners `cornerRadius` rounds: the two at the free edge, or all four of a
    /// floating card (`SheetFrame.corners`).
    public var corners: SheetCorners
    /// The sheet's scale about the middle of its free edge (`SheetFrame.scale`; below 1 for
    /// a sheet another one covers, or under a back gesture).
    public var scale: Double
    /// The translation that, applied after `scale` about the sheet's centre, keeps the
    /// middle of its free edge in place: for a bottom sheet, (0, −(1 − scale) · height / 2).
    public var scaleTranslationX: Double
    public var scaleTranslationY: Double
    /// The content's rectangle in the sheet's own coordinates: across the sheet, and
    /// `contentExtent` along its axis from its free edge — for a bottom sheet moved up by
    /// the engine's content offset (`SheetFrame.contentOffset`, which keeps a focused field
    /// in view) when no scroll view takes that offset; `HostedSheet` decides.
    public var contentFrame: HostRect
    /// The footer's rectangle in the sheet's own coordinates, on a sheet at the bottom or
    /// the top: across the sheet, the footer's height, placed so that drawn with the
    /// sheet's scale it lies at `SheetFrame.footerTop` along the sheet's axis (on the
    /// keyboard or the bottom safe area, moving with the sheet once less than the footer
    /// shows; at the top safe area for a top sheet), and kept inside the sheet when a
    /// scale below 1 pulls the sheet's side in. nil without a footer, and on a side sheet.
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

    /// The layout of `frame`, a frame of an engine whose layout direction is `direction`,
    /// for content laid out `contentExtent` points along the sheet's axis (the sheet's
    /// extent at its highest detent, `SheetGeometry.contentExtent`) and a footer
    /// `footerHeight` points tall (0: none; `SheetConfiguration.footerHeight`).
    public init(frame: SheetFrame, direction: SheetLayoutDirection = .leftToRight, contentExtent: Double,
                footerHeight: Double = 0) {
        isVisible = frame.state != .hidden
        let side = SheetSide(frame.edge, direction: direction)
        self.side = side
        corners = frame.corners
        let rect = frame.rect
        let floats = frame.corners == .all
        let along = side.isVertical ? rect.height : rect.width
        let extent = floats ? along : max(contentExtent, along)
        // From the free edge, toward (and past) the side the sheet is attached to.
        sheetFrame = switch side {
        case .bottom: HostRect(x: rect.x, y: rect.y, width: rect.width, height: extent)
        case .top: HostRect(x: rect.x, y: rect.y + rect.height - extent, width: rect.width, height: extent)
        case .left: HostRect(x: rect.x + rect.width - extent, y: rect.y, width: extent, height: rect.height)
        case .right: HostRect(x: rect.x, y: rect.y, width: extent, height: rect.height)
        }
        let size = sheetFrame
        scale = frame.scale
        let shift = (1 - frame.scale) / 2
        (scaleTranslationX, scaleTranslationY) = switch side {
        case .bottom: (0, -shift * size.height)
        case .top: (0, shift * size.height)
        case .left: (shift * size.width, 0)
        case .right: (-shift * size.width, 0)
        }
        contentFrame = Self.alongAxis(from: 0, length: contentExtent, side: side, in: size)
        if footerHeight > 0, side.isVertical {
            // Along the axis from the free edge, in the sheet's unscaled points.
            let pinned = frame.scale > 0 ? (frame.footerTop - frame.top) / frame.scale : 0
            let from = max(0, min(pinned, extent - footerHeight))
            footerFrame = Self.alongAxis(from: from, length: footerHeight, side: side, in: size)
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

    /// The rectangle across the whole of a sheet of `size` on `side`, from `from` to
    /// `from + length` points along its axis, measured from its free edge, in the sheet's
    /// own coordinates.
    private static func alongAxis(from: Double, length: Double, side: SheetSide, in size: HostRect) -> HostRect {
        switch side {
        case .bottom: HostRect(x: 0, y: from, width: size.width, height: length)
        case .top: HostRect(x: 0, y: size.height - from - length, width: size.width, height: length)
        case .left: HostRect(x: size.width - from - length, y: 0, width: length, height: size.height)
        case .right: HostRect(x: from, y: 0, width: length, height: size.height)
        }
    }

    /// Where a grabber `length` x `thickness` points (a capsule lying along the free edge)
    /// goes, in the sheet's own coordinates: centred on the free edge, `margin` points in
    /// from it — at the top of a bottom sheet, the bottom of a top sheet, upright at the
    /// inner edge of a side sheet.
    public func grabberFrame(length: Double, thickness: Double, margin: Double) -> HostRect {
        let size = sheetFrame
        return switch side {
        case .bottom: HostRect(x: (size.width - length) / 2, y: margin, width: length, height: thickness)
        case .top: HostRect(x: (size.width - length) / 2, y: size.height - margin - thickness, width: length,
                            height: thickness)
        case .left: HostRect(x: size.width - margin - thickness, y: (size.height - length) / 2, width: thickness,
                             height: length)
        case .right: HostRect(x: margin, y: (size.height - length) / 2, width: thickness, height: length)
        }
    }

    /// Where the sheet's top edge is drawn after its scale: for a bottom sheet, it stays
    /// at `sheetFrame.minY`.
    public var drawnTop: Double {
        sheetFrame.center.y + scaleTranslationY - scale * sheetFrame.height / 2
    }

    /// The sheet's rectangle as drawn, after its scale about the middle of its free edge.
    public var drawnFrame: HostRect {
        let center = sheetFrame.center
        let width = scale * sheetFrame.width, height = scale * sheetFrame.height
        return HostRect(x: center.x + scaleTranslationX - width / 2, y: center.y + scaleTranslationY - height / 2,
                        width: width, height: height)
    }

    /// The visible height of the highest of `detents` of a bottom sheet across `viewport`
    /// for content `contentHeight` points tall. A hosted sheet's content is laid out over
    /// its `SheetGeometry.contentExtent`, which the engine measures on every side.
    public static func highestDetentHeight(_ detents: [Detent], viewport: Viewport, contentHeight: Double) -> Double {
        var heights: [Double] = []
        Detent.resolveHeights(detents, viewport: viewport, contentHeight: contentHeight, into: &heights)
        return heights.last ?? 0
    }
}
