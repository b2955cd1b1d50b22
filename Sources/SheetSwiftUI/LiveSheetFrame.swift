#if canImport(SwiftUI) && canImport(UIKit)
import Combine
import CoreGraphics
import SheetHostSupport

/// A bottom sheet's position, published every display frame while it moves: for the
/// views that follow the sheet (a map's padding, a header that fades as the sheet
/// rises), and for those views alone.
///
/// Only the views that observe it are drawn again each frame, so keep it out of the
/// views that need not: the sheet's content receives it as an `@EnvironmentObject`; a
/// presenter that follows the sheet too makes one, keeps it in `@State` (not
/// `@StateObject`, which would draw the presenter again every frame), passes it to
/// `bottomSheet(isPresented:frame:onDismiss:content:)`, and observes it in a small
/// subview with `@ObservedObject`.
@MainActor
public final class LiveSheetFrame: ObservableObject {
    /// Where the sheet is; nil while it is not presented.
    @Published public internal(set) var position: SheetPosition?

    /// A frame that no sheet has moved yet. Not isolated, so that a view may make one
    /// as a property's initial value.
    public nonisolated init() {}

    /// How far the sheet reaches in from its edge, points (for a bottom sheet, how much of
    /// it shows above the bottom of the screen); 0 while it is not presented.
    public var visibleHeight: Double { position?.visibleHeight ?? 0 }

    /// The sheet as drawn, in the coordinates of the view its sheet covers (the presenter's
    /// outermost controller's: the screen, for a full-screen app), on every side; nil while
    /// it is not presented. A map pads its visible region by it.
    public var rect: CGRect? {
        position.map { CGRect(x: $0.rect.x, y: $0.rect.y, width: $0.rect.width, height: $0.rect.height) }
    }

    /// Moves to `position` when it differs, so that observers are not drawn again for
    /// nothing.
    func follow(_ position: SheetPosition?) {
        if self.position != position { self.position = position }
    }
}
#endif
