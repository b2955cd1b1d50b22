import SheetCore

/// How a host draws one view of the page behind its sheets while a sheet recedes it
/// (`SheetLayout.background`): the engine's `BackgroundTransform` scales the whole page
/// about the viewport's top centre and moves its top edge down, and a toolkit transforms
/// each view about its own centre (UIKit's `transform`, SwiftUI's `scaleEffect` then
/// `offset`), so the view is scaled by `scale` about its centre, then moved by
/// (`translationX`, `translationY`), and its corners are rounded to `cornerRadius`.
///
/// A view that covers the viewport (x 0 to its width, y from 0) is moved straight down:
/// its top edge ends at the transform's `offset`, its sides `(1 − scale) · width / 2`
/// in from the viewport's.
public struct PageTransform: Equatable, Sendable {
    /// Of the view about its centre, (0, 1].
    public var scale: Double
    /// Points, after the scale.
    public var translationX: Double
    /// Points, after the scale.
    public var translationY: Double
    /// Points: the drawn view's corners.
    public var cornerRadius: Double

    /// A view whose frame is `viewFrame` in the host view's coordinates (the viewport's),
    /// drawn as `background` says, in a viewport `viewportWidth` points wide: a point p
    /// of the page goes to (c + s · (p.x − c), s · p.y + offset), c the viewport's centre
    /// line, s the scale.
    public init(_ background: BackgroundTransform, viewFrame: HostRect, viewportWidth: Double) {
        let scale = background.scale
        let center = viewFrame.center
        self.scale = scale
        translationX = (1 - scale) * (viewportWidth / 2 - center.x)
        translationY = background.offset - (1 - scale) * center.y
        cornerRadius = background.cornerRadius
    }

    /// The view as it is.
    public static let identity = PageTransform(.identity, viewFrame: HostRect(x: 0, y: 0, width: 0, height: 0),
                                               viewportWidth: 0)

    /// Whether it leaves the view as it is.
    public var isIdentity: Bool { self == .identity }
}
