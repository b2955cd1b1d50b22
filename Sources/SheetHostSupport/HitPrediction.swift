import SheetCore

/// What `SheetEngine.pointerDown` would answer for a finger landing at `point`, worked
/// out from the sheet's frame without touching the engine.
///
/// A toolkit decides which view a touch belongs to before the touch begins (UIKit's
/// `hitTest(_:with:)`): a point above an undimmed sheet must go to the views behind it,
/// so the host asks here first and gives the engine only the touches it will take. The
/// rules are the engine's: nothing while the sheet is hidden or on its way out of view
/// beneath another, nothing unless the sheet is on top of the stack or outside the
/// viewport; the sheet inside its rectangle (`SheetFrame.rect`, edges included) on every
/// side, a floating card only where it is drawn; elsewhere the backdrop, which lets
/// touches through at undimmed detents (or, with no detent, when it is clear).
///
/// - Parameters:
///   - frame: the sheet's frame now.
///   - largestUndimmed: its configuration's `largestUndimmedDetent`.
///   - isTop: whether it is the engine's `topSheet`.
///   - viewport: the engine's viewport.
public func predictedHit(at point: HostPoint, frame: SheetFrame, largestUndimmed: Int?, isTop: Bool,
                         viewport: Viewport) -> HitResult {
    switch frame.state {
    case .hidden:
        return .none
    case .settling where frame.detent == nil:
        // Leaving beneath a sheet that switched it away.
        return .none
    case .presenting, .resting, .settling, .dragging, .dismissing:
        break
    }
    guard isTop, point.x >= 0, point.x <= viewport.width, point.y >= 0, point.y <= viewport.height else { return .none }
    if HostRect(frame.rect).contains(point) { return .sheet }
    let passes = if let detent = frame.detent {
        backdropPassesTouches(detent: detent, largestUndimmed: largestUndimmed)
    } else {
        frame.backdropAlpha == 0
    }
    return passes ? .passThrough : .backdrop
}
