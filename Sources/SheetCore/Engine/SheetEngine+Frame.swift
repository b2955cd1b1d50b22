/// Frames: what a host draws for a sheet, worked out from its record when asked.
///
/// This file is the engine's frame path, and the one place where SheetCore is
/// `@inlinable` for speed: a host reads every sheet's frame every display frame, and the
/// C ABI's `sheet_get_frame`, in another module, inlines `frame(of:)` so that the common
/// case compiles to loads from the sheet's record and stores into the host's struct. What
/// the code here reads is `@usableFromInline` for that reason, and for no other.
extension SheetEngine {
    /// How much a sheet pushed over another shrinks it at most (iOS-style recede).
    @inlinable static var recededScale: Double { 0.92 }
    /// How much a covered sheet is dimmed at most.
    @inlinable static var recededOverlayAlpha: Double { 0.2 }

    /// The frame of a live sheet as of the last tick or command; nil when `id` names no
    /// live sheet (never issued, or destroyed).
    @inlinable @inline(__always)
    public func frame(of id: SheetID) -> SheetFrame? {
        guard let index = liveSlot(of: id) else { return nil }
        return frame(atSlot: index)
    }

    /// The frame of the live sheet in slot `index`.
    @inlinable @inline(__always)
    func frame(atSlot index: Int) -> SheetFrame {
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
        // Most engines have no sheet that recedes the page: one test of a flag.
        if hasBackgroundSheets { frame.background = recededBackground() }
        frame.footerTop = visibleBottom
        // A plain bottom sheet's rectangle; the placement's, for any other, is an addition.
        frame.rect = SheetRect(x: 0, y: visual.top, width: viewport.width, height: frame.height)
        // Most sheets have no footer, focused field, back gesture or other placement: one
        // test of a byte.
        if !sheets[index].frameAdditions.isEmpty { addFrameAdditions(&frame, atSlot: index) }
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
