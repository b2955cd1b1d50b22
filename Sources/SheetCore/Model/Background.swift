/// How the page behind the sheets is drawn while a sheet that scales the background
/// (`SheetConfiguration.scalesBackground`) is up: scaled about the viewport's top centre
/// by `scale`, its top edge then moved down to `offset`, its corners rounded by
/// `cornerRadius`. The identity leaves the page as it is.
///
/// Fully receded, the page is the figures of vaul's `shouldScaleBackground`
/// (emilkowalski/vaul, src/constants.ts and src/use-scale-background.ts): 26 points
/// narrower (`WINDOW_TOP_OFFSET`), 14 points below the top safe area, corners of 8 points
/// (`BORDER_RADIUS`); iOS's page sheets recede the presenting view the same way.
public struct BackgroundTransform: Sendable, Equatable {
    /// Of the page about the viewport's top centre, (0, 1]; 1 leaves it unscaled.
    public var scale: Double
    /// Points: the y of the page's top edge once scaled; 0 leaves it in place.
    public var offset: Double
    /// Points: the page's corners.
    public var cornerRadius: Double

    @inlinable
    public init(scale: Double = 1, offset: Double = 0, cornerRadius: Double = 0) {
        self.scale = scale
        self.offset = offset
        self.cornerRadius = cornerRadius
    }

    /// The page as it is: no sheet recedes it.
    public static let identity = BackgroundTransform()

    /// How much narrower a fully receded page is, points (vaul's `WINDOW_TOP_OFFSET`).
    @inlinable public static var recededInset: Double { 26 }
    /// How far below the top safe area a fully receded page's top is, points (vaul's
    /// `translate3d(0, calc(env(safe-area-inset-top) + 14px), 0)`).
    @inlinable public static var recededGap: Double { 14 }
    /// A fully receded page's corner radius, points (vaul's `BORDER_RADIUS`).
    @inlinable public static var recededCornerRadius: Double { 8 }

    /// The page receded by `fraction` (0: not at all, 1: fully; clamped into [0, 1]) in
    /// a viewport `width` points wide whose top safe area is `safeTop` points. The scale
    /// shrinks by `recededInset` points of the width, at most half of it.
    @inlinable
    public static func receded(_ fraction: Double, width: Double, safeTop: Double) -> BackgroundTransform {
        let amount = min(1, max(0, fraction))
        let shrink = width > 0 ? min(0.5, recededInset / width) : 0
        return BackgroundTransform(scale: 1 - amount * shrink, offset: amount * (safeTop + recededGap),
                                   cornerRadius: amount * recededCornerRadius)
    }
}
