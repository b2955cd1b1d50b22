/// How many points at the bottom of a host view a software keyboard covers, for
/// `SheetEngine.setObstruction(_:now:)`.
///
/// `keyboardFrame` is the keyboard's end frame (UIKit's
/// `keyboardFrameEndUserInfoKey`) and `hostBounds` the host view's bounds, both in the
/// host view's coordinates. A docked keyboard reaches the bottom of the host view and
/// covers it from its top edge down; a keyboard that leaves the view, or one that floats
/// or is split and does not reach its bottom, covers nothing. The result is in
/// [0, `hostBounds.height`].
public func keyboardObstruction(keyboardFrame: HostRect, hostBounds: HostRect) -> Double {
    guard !keyboardFrame.isEmpty, !hostBounds.isEmpty,
          keyboardFrame.maxX > hostBounds.minX, keyboardFrame.minX < hostBounds.maxX,
          // A keyboard that stops short of the view's bottom edge floats over it.
          keyboardFrame.maxY >= hostBounds.maxY - 0.5 else { return 0 }
    return min(hostBounds.height, max(0, hostBounds.maxY - keyboardFrame.minY))
}
