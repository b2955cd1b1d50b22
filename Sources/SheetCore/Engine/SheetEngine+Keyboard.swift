/// A keyboard over a sheet: the field that has its focus kept in view above it and above
/// the footer, and the footer pinned to the sheet's visible bottom.
extension SheetEngine {
    /// Declares the field of the sheet's content that has the keyboard's focus: `y`
    /// points from the content's top (the content laid out from the sheet's top edge) and
    /// `height` points tall; a height of 0 clears it. While a field has focus, every frame
    /// scrolls the content (`SheetFrame.contentOffset`) so that the field shows with a
    /// margin of 16 points above what would cover it (a keyboard, the footer, the bottom
    /// safe area), following the sheet and the keyboard frame by frame; the offset comes
    /// back when the focus goes. `y` and `height` are finite and >= 0, and the field ends
    /// within the content when its height is set (`setContent`, `setContentHeight`): that
    /// height and its scroll extent (`setScrollExtent`).
    /// A content swap clears the focus.
    public func setFocus(_ id: SheetID, y: Double, height: Double, now: Double) throws(SheetError) {
        let index = try command(id, now: now) { index throws(SheetError) in
            try require(y, .focusY, .atLeast(0))
            try require(height, .focusHeight, .atLeast(0))
            // The content runs its height and, when it scrolls, its scroll extent further.
            let content = sheets[index].contentHeight
            let length = content + sheets[index].declaredScrollExtent
            if height > 0, content > 0, y + height > length {
                throw SheetError(.invalidArgument, .focusPastContent(end: y + height, contentHeight: length))
            }
        }
        sheets[index].focus = height > 0 ? FocusedField(y: y, height: height) : nil
    }

    /// The y down to which a sheet's content shows: the top of a keyboard, or of the
    /// bottom safe area when no keyboard covers more.
    @inlinable
    var visibleBottom: Double {
        viewport.height - max(viewport.obstruction, viewport.safeBottom)
    }

    /// Adds to a frame what the record holds apart: the placement's geometry, a back
    /// gesture's shrink, the footer's place, the focused field's scroll (in that order:
    /// the footer follows the shrunk top, the field shows above the footer). Part of
    /// `frameWithAdditions`, the frame path's out-of-line branch.
    @usableFromInline @inline(__always)
    func addFrameAdditions(_ frame: inout SheetFrame, atSlot index: Int) {
        let additions = sheets[index].frameAdditions
        if additions.contains(.placement) { placeAlongAxis(&frame, atSlot: index) }
        if additions.contains(.back), let back = sheets[index].back {
            let shown = back.shown
            let length = sheets[index].axisLength
            // Never past the end of its space: a sheet that shows less than the shift
            // stays at its edge.
            frame.top = min(frame.top + BackGesture.topShift * shown, length)
            frame.height = length - frame.top
            let across = sheets[index].placement.crossLength
            if across > BackGesture.narrowing {
                frame.scale *= 1 - BackGesture.narrowing * shown / across
            }
        }
        if additions.contains(.placement) || additions.contains(.back) { placeRect(&frame, atSlot: index) }
        if additions.contains(.footer) || additions.contains(.placement) {
            placeFooter(&frame, atSlot: index, footerHeight: sheets[index].configuration.footerHeight)
        }
        // The focused field's scroll is a bottom sheet's: its content runs from its top.
        if additions.contains(.focus), sheets[index].placement.side == .bottom, let focus = sheets[index].focus {
            frame.contentOffset = focus.offset(showingFrom: frame.contentOffset, top: frame.top, bottom: frame.footerTop)
        }
    }
}
