/// The area sheets live in, in points. The origin is its top-left corner; y grows
/// downward.
///
/// Invariants of a viewport the engine accepts (`SheetEngine.setViewport(_:)` checks
/// them): every value finite, `width` and `height` in (0, `maximumLength`], the insets
/// >= 0 and `safeTop + safeBottom < height`.
public struct Viewport: Equatable, Sendable {
    /// Points.
    public var width: Double
    /// Points.
    public var height: Double
    /// Points: sheets never rise above this inset from the top (a status bar, a notch).
    public var safeTop: Double
    /// Points: CONTENT detents add this inset, so content clears the home indicator.
    public var safeBottom: Double
    /// Points covered at the bottom (a software keyboard), as far as this viewport allows
    /// what the host declared with `SheetEngine.setObstruction(_:now:)`: sheets rise
    /// above it. The engine keeps it; a viewport the host passes has none.
    public internal(set) var obstruction: Double

    /// A viewport of `width` x `height` points with the given insets.
    public init(width: Double, height: Double, safeTop: Double = 0, safeBottom: Double = 0) {
        self.width = width
        self.height = height
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        obstruction = 0
    }

    /// The largest width or height a viewport may have, points: a billion, beyond any
    /// display. What the engine works out from a viewport's lengths (a spring's velocity
    /// over a viewport's height, squared distances) must stay finite: beyond about 1e306
    /// points a presentation's spring would overflow to an infinite velocity and a NaN
    /// top.
    public static let maximumLength = 1e9

    /// A viewport of zero size: no sheet can be presented until a real one is set.
    static let unset = Viewport(width: 0, height: 0)

    /// Whether a real viewport has been set.
    public var isSet: Bool { width > 0 && height > 0 }

    /// The y that visible heights are measured up from: the bottom edge, or the top of
    /// the obstruction.
    @inlinable public var baseline: Double { height - obstruction }

    /// The tallest a sheet may be above the baseline, points.
    @inlinable public var availableHeight: Double { max(0, baseline - safeTop) }

    /// The height FRACTION detents are fractions of, points (independent of the
    /// obstruction, so a keyboard lifts a sheet instead of shrinking it).
    @inlinable public var fractionBase: Double { max(0, height - safeTop) }

    /// Checks the invariants, naming the first value that breaks them.
    func validate() throws(SheetError) {
        try require(width, .viewportWidth, .openClosed(0, Self.maximumLength))
        try require(height, .viewportHeight, .openClosed(0, Self.maximumLength))
        try require(safeTop, .safeTop, .atLeast(0))
        try require(safeBottom, .safeBottom, .atLeast(0))
        guard safeTop + safeBottom < height else {
            throw SheetError(.invalidArgument, .insetsExceedHeight(safeTop + safeBottom, height: height))
        }
    }
}
