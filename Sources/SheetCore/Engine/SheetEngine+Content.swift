/// Content in one container: swapping it in place with a cross-fade, and CONTENT detents
/// that follow the content's height.
extension SheetEngine {
    /// Swaps the sheet's content for `contentID` (any value; nil: none), `height`
    /// points tall (finite, >= 0). A presented sheet at rest or settling cross-fades the
    /// outgoing and incoming content with its content transition, and a CONTENT detent
    /// moves to the new height in the same motion; otherwise the swap is immediate (on a
    /// hidden sheet it sets what the next presentation shows). New content starts at its
    /// top and does not scroll until `setScrollExtent` says how far it does. Queues
    /// `.contentChanged`.
    public func setContent(_ id: SheetID, contentID: UInt64?, height: Double, now: Double) throws(SheetError) {
        let index = try command(id, now: now) { _ throws(SheetError) in try require(height, .contentHeight, .atLeast(0)) }
        let previous = sheets[index].contentID
        sheets[index].contentHeight = height
        sheets[index].contentID = contentID
        let swapped = previous != contentID
        if swapped {
            sheets[index].declaredScrollExtent = 0
            sheets[index].focus = nil
            sheets[index].contentOffset = 0
            sheets[index].contentVelocity = 0
            sheets[index].scroll = nil
        }
        let crossFades: Bool
        switch sheets[index].lifecycle {
        case .resting, .settling: crossFades = swapped
        case .hidden, .presenting, .dragging, .dismissing, .switchedAway: crossFades = false
        }
        if crossFades {
            // The content fading in becomes the outgoing one, from the alpha it reached.
            sheets[index].outgoingContentID = previous
            sheets[index].outgoingStartAlpha = previous == nil ? 0 : sheets[index].contentAlpha
            sheets[index].contentAlpha = 0
            sheets[index].place(in: viewport, direction: layoutDirection)
            sheets[index].lifecycle = .settling(closesPresentation: sheets[index].lifecycle.openTransition == .presentation)
            startMotion(index, kind: .content)
        } else {
            if swapped {
                // Hidden, moving in or out, or under a finger: swapped at once.
                sheets[index].contentAlpha = 1
                sheets[index].outgoingContentID = nil
                sheets[index].outgoingStartAlpha = 0
            }
            relayout(index, keepingVisibleHeight: nil)
        }
        emit(.contentChanged(detent: sheets[index].reportedDetent), index)
    }

    /// Changes the current content's height, points (finite, >= 0). CONTENT detents
    /// follow with the settle transition, clamped to the available height.
    public func setContentHeight(_ id: SheetID, height: Double, now: Double) throws(SheetError) {
        let index = try command(id, now: now) { _ throws(SheetError) in try require(height, .contentHeight, .atLeast(0)) }
        sheets[index].contentHeight = height
        relayout(index, keepingVisibleHeight: nil)
    }
}
