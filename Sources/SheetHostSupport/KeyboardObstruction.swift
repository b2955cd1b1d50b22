/// How many points at the bottom of a host view a software keyboard covers, for
/// `SheetHost.setObstruction(_:now:)` and `SheetHost.keyboardWillMove(to:duration:curve:now:)`.
///
/// `keyboardFrame` is the keyboard's frame at some moment — the end frame a notification
/// announces (UIKit's `keyboardFrameEndUserInfoKey`), or where it is drawn in a display
/// frame — and `hostBounds` the host view's bounds, both in the host view's coordinates.
/// A docked keyboard reaches the bottom of the host view and covers it from its top edge
/// down; a keyboard that leaves the view, or one that floats or is split and does not
/// reach its bottom, covers nothing. The result is in [0, `hostBounds.height`].
public func keyboardObstruction(keyboardFrame: HostRect, hostBounds: HostRect) -> Double {
    guard !keyboardFrame.isEmpty, !hostBounds.isEmpty,
          keyboardFrame.maxX > hostBounds.minX, keyboardFrame.minX < hostBounds.maxX,
          // A keyboard that stops short of the view's bottom edge floats over it.
          keyboardFrame.maxY >= hostBounds.maxY - 0.5 else { return 0 }
    return min(hostBounds.height, max(0, hostBounds.maxY - keyboardFrame.minY))
}

/// How many points at the bottom of a host view a software keyboard covers, read from a
/// keyboard layout guide (UIKit's `UIView.keyboardLayoutGuide`, whose `layoutFrame` is
/// `guideFrame` in the host view's coordinates): the guide runs from the keyboard's top
/// edge to the view's bottom, and without a docked keyboard it rests on the bottom safe
/// area (`bottomSafeAreaInset` points tall), which covers nothing. So a guide no taller
/// than that inset covers nothing; a taller one covers what it spans, within the view.
/// Values that are not finite cover nothing.
public func keyboardObstruction(layoutGuideFrame guideFrame: HostRect, hostBounds: HostRect,
                                bottomSafeAreaInset: Double) -> Double {
    let covered = hostBounds.maxY - guideFrame.minY
    let inset = bottomSafeAreaInset.isFinite ? max(0, bottomSafeAreaInset) : 0
    guard covered.isFinite, !hostBounds.isEmpty, covered > inset + 0.5 else { return 0 }
    return min(hostBounds.height, covered)
}
