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

    /// The y down to which a sheet's content shows, in its space: the top of a keyboard
    /// or of the bottom safe area, whichever is higher; a floating card's own bottom edge.
    func visibleBottom(_ index: Int, top: Double) -> Double {
        let placement = sheets[index].placement
        if placement.floats { return placement.nearEdge(top: top, lowestHeight: sheets[index].lowestHeight) }
        let space = placement.space
        return space.height - max(space.obstruction, space.safeBottom)
    }

    /// Adds to a frame what the record holds apart: the placement's geometry, a back
    /// gesture's shrink, the footer's place, the focused field's scroll (in that order:
    /// the footer follows the shrunk top, the field shows above the footer). Out of line:
    /// most frames have none.
    @usableFromInline @inline(never)
    func addFrameAdditions(_ frame: inout SheetFrame, atSlot index: Int) {
        let additions = sheets[index].frameAdditions
        let placement = sheets[index].placement
        let length = sheets[index].axisLength
        if additions.contains(.placement) {
            frame.height = length - frame.top
            let highest = sheets[index].highestHeight
            frame.progress = highest > 0 ? max(0, sheets[index].axisBaseline - frame.top) / highest : 0
            frame.edge = placement.edge
            frame.corners = placement.corners
            if placement.mirrorsContent { frame.contentOffset = frame.scrollExtent - frame.contentOffset }
        }
        if additions.contains(.back), let back = sheets[index].back {
            let shown = back.shown
            // Never past the end of its space: a sheet that shows less than the shift
            // stays at its edge.
            frame.top = min(frame.top + BackGesture.topShift * shown, length)
            frame.height = length - frame.top
            if placement.crossLength > BackGesture.narrowing {
                frame.scale *= 1 - BackGesture.narrowing * shown / placement.crossLength
            }
        }
        if additions.contains(.placement) || additions.contains(.back) {
            let near = placement.nearEdge(top: frame.top, lowestHeight: sheets[index].lowestHeight)
            frame.rect = placement.rect(top: frame.top, near: near, in: viewport)
        }
        if additions.contains(.footer) || additions.contains(.placement) {
            // Without a footer, the visible bottom itself, wherever the top is.
            let bottom = visibleBottom(index, top: frame.top)
            let footer = sheets[index].configuration.footerHeight
            frame.footerTop = footer > 0 ? max(frame.top, bottom - footer) : bottom
        }
        // The focused field's scroll is a bottom sheet's: its content runs from its top.
        if additions.contains(.focus), placement.side == .bottom, let focus = sheets[index].focus {
            frame.contentOffset = focus.offset(showingFrom: frame.contentOffset, top: frame.top, bottom: frame.footerTop)
        }
    }
}
