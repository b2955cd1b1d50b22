/// Content in one container: swapping it in place with a cross-fade, and CONTENT
/// detents that follow the content's height.
extension SheetEngine {
    /// Swaps the sheet's content. A presented sheet at rest or settling cross-fades the
    /// outgoing and incoming content with its content transition, and a CONTENT detent
    /// moves to the new height in the same motion; otherwise the swap is immediate.
    public func setContent(_ id: SheetID, contentID: UInt64, height: Double, now: Double) throws(SheetError) {
        let index = try slot(of: id)
        try requireNonNegative(height, "content_height")
        catchUp(index, to: try advanceClock(now))
        let previous = sheets[index].contentID
        sheets[index].contentHeight = height
        sheets[index].contentID = contentID
        if previous != contentID {
            // New content starts at its top and declares its own scroll extent.
            sheets[index].scrollExtent = 0
            sheets[index].contentOffset = 0
            sheets[index].contentVelocity = 0
            sheets[index].scrollMotion = nil
        }
        let settled = (sheets[index].state == .resting || sheets[index].state == .settling) && !sheets[index].suspended
        if settled && previous != contentID {
            // The content fading in becomes the outgoing one, from the alpha it reached.
            let outgoingAlpha = sheets[index].contentAlpha
            sheets[index].outgoingContentID = previous
            sheets[index].outgoingStartAlpha = previous == 0 ? 0 : outgoingAlpha
            sheets[index].contentAlpha = 0
            sheets[index].resolveHeights(in: viewport)
            sheets[index].state = .settling
            startMotion(index, kind: .content)
        } else {
            if previous != contentID {
                // Hidden, moving in or out, or under a finger: swapped at once.
                sheets[index].contentAlpha = 1
                sheets[index].outgoingContentID = 0
                sheets[index].outgoingStartAlpha = 0
            }
            relayout(index, keepingVisibleHeight: nil)
        }
        emit(.contentChanged, index, detent: sheets[index].detent)
    }

    /// Changes the current content's height; CONTENT detents follow with the settle
    /// transition, clamped to the available height.
    public func setContentHeight(_ id: SheetID, height: Double, now: Double) throws(SheetError) {
        let index = try slot(of: id)
        try requireNonNegative(height, "height")
        catchUp(index, to: try advanceClock(now))
        sheets[index].contentHeight = height
        relayout(index, keepingVisibleHeight: nil)
    }
}
