/// The visual state of a sheet that animators move: the position of its top edge and
/// the channels a transition may change.
///
/// `top` is in points, y downward from the viewport's top; `opacity` and
/// `backdropAlpha` are in [0, 1]; `scale` is a factor about the sheet's top-centre.
public struct Visual: Equatable, Sendable {
    public var top: Double
    public var opacity: Double
    public var backdropAlpha: Double
    public var scale: Double

    @inlinable
    public init(top: Double, opacity: Double = 1, backdropAlpha: Double = 0, scale: Double = 1) {
        self.top = top
        self.opacity = opacity
        self.backdropAlpha = backdropAlpha
        self.scale = scale
    }

    /// True when every channel is a finite number.
    @inlinable
    public var isFinite: Bool {
        top.isFinite && opacity.isFinite && backdropAlpha.isFinite && scale.isFinite
    }

    /// Linear interpolation of every channel: `fraction` 0 gives `self`, 1 gives `other`.
    @inlinable
    public func interpolated(to other: Visual, fraction: Double) -> Visual {
        Visual(
            top: top + (other.top - top) * fraction,
            opacity: opacity + (other.opacity - opacity) * fraction,
            backdropAlpha: backdropAlpha + (other.backdropAlpha - backdropAlpha) * fraction,
            scale: scale + (other.scale - scale) * fraction)
    }
}
