/// Frames: what a host draws for a sheet, worked out from its record when asked.
///
/// This file is the engine's frame path, and with the placement's geometry it reads
/// (`Placement`) the one place where SheetCore is `@inlinable` for speed: a host reads
/// every sheet's frame every display frame, and the C ABI's `sheet_get_frame`, in another
/// module, inlines `withFrame(of:_:)` so that the common cases compile to loads from the
/// sheet's record and stores into the host's struct. What the code here reads is
/// `@usableFromInline` for that reason, and for no other.
extension SheetEngine {
    /// How much a sheet pushed over another shrinks it at most (iOS-style recede).
    @inlinable static var recededScale: Double { 0.92 }
    /// How much a covered sheet is dimmed at most.
    @inlinable static var recededOverlayAlpha: Double { 0.2 }

    /// The frame of a live sheet as of the last tick or command; nil when `id` names no
    /// live sheet (never issued, or destroyed).
    @inlinable @inline(__always)
    public func frame(of id: SheetID) -> SheetFrame? {
        withFrame(of: id) { $0 }
    }

    /// Whether `id` names a live sheet: issued by this engine and not destroyed.
    public func isLive(_ id: SheetID) -> Bool {
        liveSlot(of: id) != nil
    }

    /// Passes the frame of a live sheet, as of the last tick or command, to `body` and
    /// returns what it returns; nil when `id` names no live sheet. For a caller that only
    /// stores the frame somewhere: each kind of sheet's frame goes to its own inlined copy
    /// of `body`, straight from the registers it was built in.
    @inlinable @inline(__always)
    public func withFrame<Result>(of id: SheetID, _ body: (SheetFrame) -> Result) -> Result? {
        guard let index = liveSlot(of: id) else { return nil }
        // Most sheets are plain bottom sheets, or sheets placed elsewhere with no footer,
        // focused field or back gesture, in engines with no sheet that recedes the page:
        // a frame built in registers, with no call to save them across. The others are
        // built out of line, by the same pieces.
        let additions = sheets[index].frameAdditions
        if !hasBackgroundSheets {
            if additions.isEmpty { return body(plainFrame(atSlot: index)) }
            if additions == .placement { return body(placedFrame(atSlot: index)) }
        }
        return body(frameWithAdditions(atSlot: index))
    }

    /// The frame of a sheet whose only addition is its placement.
    @inlinable @inline(__always)
    func placedFrame(atSlot index: Int) -> SheetFrame {
        var frame = plainFrame(atSlot: index)
        placeAlongAxis(&frame, atSlot: index)
        placeRect(&frame, atSlot: index)
        // No footer: the additions say so.
        placeFooter(&frame, atSlot: index, footerHeight: 0)
        return frame
    }

    /// The frame of any sheet: the plain frame, then the page's transform and what the
    /// record holds apart (`addFrameAdditions`).
    @usableFromInline @inline(never)
    func frameWithAdditions(atSlot index: Int) -> SheetFrame {
        var frame = plainFrame(atSlot: index)
        if hasBackgroundSheets { frame.background = recededBackground() }
        if !sheets[index].frameAdditions.isEmpty { addFrameAdditions(&frame, atSlot: index) }
        return frame
    }

    /// A placed sheet's length, progress, side and corners, in its space; the content's
    /// offset counted from the attached side.
    @inlinable @inline(__always)
    func placeAlongAxis(_ frame: inout SheetFrame, atSlot index: Int) {
        frame.height = sheets[index].axisLength - frame.top
        let highest = sheets[index].highestHeight
        frame.progress = highest > 0 ? max(0, sheets[index].axisBaseline - frame.top) / highest : 0
        frame.edge = sheets[index].placement.edge
        frame.corners = sheets[index].placement.corners
        if sheets[index].placement.mirrorsContent { frame.contentOffset = frame.scrollExtent - frame.contentOffset }
    }

    /// The sheet's rectangle in the viewport, from its top in its space.
    @inlinable @inline(__always)
    func placeRect(_ frame: inout SheetFrame, atSlot index: Int) {
        let near = sheets[index].placement.nearEdge(top: frame.top, lowestHeight: sheets[index].lowestHeight)
        frame.rect = sheets[index].placement.rect(top: frame.top, near: near, in: viewport)
    }

    /// The top of a footer `footerHeight` points tall: above the visible bottom by its
    /// height, never above the sheet's top; without a footer, the visible bottom itself,
    /// wherever the top is.
    @inlinable @inline(__always)
    func placeFooter(_ frame: inout SheetFrame, atSlot index: Int, footerHeight: Double) {
        let bottom = visibleBottom(index, top: frame.top)
        frame.footerTop = footerHeight > 0 ? max(frame.top, bottom - footerHeight) : bottom
    }

    /// The y down to which a sheet's content shows, in its space: the top of a keyboard
    /// or of the bottom safe area, whichever is higher; a floating card's own bottom edge.
    @inlinable @inline(__always)
    func visibleBottom(_ index: Int, top: Double) -> Double {
        if sheets[index].placement.floats {
            return sheets[index].placement.nearEdge(top: top, lowestHeight: sheets[index].lowestHeight)
        }
        let space = sheets[index].placement.space
        return space.height - max(space.obstruction, space.safeBottom)
    }

    /// The frame of a plain bottom sheet across the viewport, with no footer, focused
    /// field or back gesture, over a page that does not recede.
    @inlinable @inline(__always)
    func plainFrame(atSlot index: Int) -> SheetFrame {
        // Field by field: copying the whole record would retain everything it holds.
        var frame = SheetFrame()
        frame.state = sheets[index].reportedState
        let visual = sheets[index].visual
        frame.top = visual.top
        frame.height = viewport.height - visual.top
        frame.opacity = visual.opacity
        frame.scale = visual.scale
        frame.overlayAlpha = 0
        // Most sheets have nothing above them; a covered one recedes.
        if let above = sheets[index].sheetAbove {
            let covered = coverage(by: above)
            frame.scale = visual.scale * (1 - (1 - Self.recededScale) * covered)
            frame.overlayAlpha = Self.recededOverlayAlpha * covered
        }
        frame.backdropAlpha = visual.backdropAlpha
        frame.cornerRadius = sheets[index].cornerRadius
        let highest = sheets[index].highestHeight
        frame.progress = highest > 0 ? max(0, viewport.baseline - visual.top) / highest : 0
        frame.contentAlpha = sheets[index].contentAlpha
        frame.outgoingContentID = sheets[index].outgoingContentID
        frame.outgoingContentAlpha = frame.outgoingContentID == nil ? 0 : sheets[index].outgoingStartAlpha * (1 - frame.contentAlpha)
        frame.velocity = sheets[index].velocity
        frame.contentOffset = sheets[index].contentOffset
        frame.scrollExtent = sheets[index].scrollExtent
        frame.grabberVisible = sheets[index].showsGrabber
        frame.gestureOwner = sheets[index].gestureOwner
        frame.footerTop = visibleBottom
        // A plain bottom sheet's rectangle; the placement's, for any other, is an addition.
        frame.rect = SheetRect(x: 0, y: visual.top, width: viewport.width, height: frame.height)
        // Read last, and stored first by `sheet_get_frame`: each is a value and a tag
        // until the host's struct has it, and none of the other fields waits with them
        // for a register.
        frame.contentID = sheets[index].contentID
        frame.detent = sheets[index].reportedDetent
        return frame
    }

    /// How far the sheet in slot `above`, just above another in the stack, has come in
    /// over it, 0...1, when it was pushed over it; 0 when it does not recede the one below.
    @inlinable @inline(__always)
    func coverage(by above: Int) -> Double {
        // A sheet that does not recede the one below has a reciprocal of 0: shown is 0.
        let shown = min(1, max(0, (sheets[above].axisBaseline - sheets[above].visual.top) * sheets[above].coverHeightReciprocal))
        return shown * min(1, max(0, sheets[above].visual.opacity))
    }
}
