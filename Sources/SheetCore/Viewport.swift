/// The area sheets live in, in points. The origin is the top-left corner; y grows down.
public struct Viewport: Equatable, Sendable {
    public var width: Double
    public var height: Double
    /// Sheets never rise above this inset from the top.
    public var safeTop: Double
    /// CONTENT detents add this inset so content clears the home indicator.
    public var safeBottom: Double
    /// Height covered at the bottom (a software keyboard); sheets rise above it.
    public var obstruction: Double

    public init(width: Double, height: Double, safeTop: Double = 0, safeBottom: Double = 0, obstruction: Double = 0) {
        self.width = width
        self.height = height
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.obstruction = obstruction
    }

    /// A viewport of zero size: no sheet can be presented until a real one is set.
    public static let unset = Viewport(width: 0, height: 0)

    public var isSet: Bool { width > 0 && height > 0 }

    /// The y that visible heights are measured up from: the bottom edge, or the top of
    /// the obstruction.
    @inlinable public var baseline: Double { height - obstruction }

    /// The tallest a sheet may be above the baseline.
    @inlinable public var availableHeight: Double { max(0, baseline - safeTop) }

    /// The height FRACTION detents are fractions of (independent of the obstruction,
    /// so a keyboard lifts a sheet instead of shrinking it).
    @inlinable public var fractionBase: Double { max(0, height - safeTop) }

    /// Validates a viewport from the host.
    public static func validated(width: Double, height: Double, safeTop: Double, safeBottom: Double) throws(SheetError) -> Viewport {
        try requireFinite(width, "width")
        try requireFinite(height, "height")
        try requireFinite(safeTop, "safe_top")
        try requireFinite(safeBottom, "safe_bottom")
        guard width > 0, height > 0 else {
            throw SheetError(.invalidArgument, "the viewport must have a positive width and height, got \(width) x \(height)")
        }
        guard safeTop >= 0, safeBottom >= 0 else {
            throw SheetError(.invalidArgument, "safe_top and safe_bottom must be >= 0, got \(safeTop) and \(safeBottom)")
        }
        guard safeTop + safeBottom < height else {
            throw SheetError(.invalidArgument, "safe_top + safe_bottom (\(safeTop + safeBottom)) must be less than the height \(height)")
        }
        return Viewport(width: width, height: height, safeTop: safeTop, safeBottom: safeBottom)
    }
}
