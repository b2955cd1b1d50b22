/// Resistance past an edge: how far a sheet actually moves when the finger has gone
/// `x` points beyond where it may go.
///
/// b(x) = (1 − 1/(x·c/d + 1))·d, UIScrollView's rubber band as Grant Paul (@chpwn)
/// described it, with c = 0.55, and as "Analysis of Apple's rubber band scrolling"
/// (squareb.wordpress.com, 2013) tabulates it (d = 960: b(100) = 52.02, b(400) = 178.98).
/// It starts with slope c, grows ever more slowly, and never reaches `d`.
///
/// - Parameters:
///   - x: overshoot in points. The curve is odd-symmetric: a negative overshoot gives
///     the mirrored (negative) offset, so one call serves both edges.
///   - c: coefficient, dimensionless; negative or non-finite is treated as 0 (rigid).
///   - d: dimension in points (the viewport's extent along the drag); at or below 0,
///     or non-finite, there is no room and the result is 0.
/// - Returns: offset in points, |result| < d; 0 for a NaN overshoot, ±d for ±infinity.
public func rubberBand(overshoot x: Double, coefficient c: Double, dimension d: Double) -> Double {
    guard d.isFinite, d > 0, c.isFinite, c > 0, !x.isNaN else { return 0 }
    let magnitude = abs(x)
    let offset: Double
    if magnitude.isInfinite {
        offset = d
    } else {
        // u/(u + 1) equals 1 − 1/(u + 1) but keeps precision for small overshoots.
        let u = magnitude * c / d
        offset = u.isInfinite ? d : d * u / (u + 1)
    }
    return x < 0 ? -offset : offset
}

/// The overshoot that `rubberBand` maps to offset `b`: x = b·d/(c·(d − b)).
///
/// Used to turn a sheet that is already stretched back into finger travel, so a drag
/// that catches a stretched sheet continues without a jump.
///
/// - Parameters:
///   - b: offset in points; odd-symmetric like `rubberBand`.
///   - c: coefficient; at or below 0 (or non-finite) only b = 0 is reachable.
///   - d: dimension in points; at or below 0 (or non-finite) only b = 0 is reachable.
/// - Returns: overshoot in points. An offset the curve never reaches (|b| >= d, or any
///   non-zero b when c or d leave no give) returns ±`Double.greatestFiniteMagnitude`,
///   never infinity or NaN; a NaN offset returns 0.
public func rubberBandInverse(offset b: Double, coefficient c: Double, dimension d: Double) -> Double {
    guard !b.isNaN, b != 0 else { return 0 }
    let unreachable = b < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude
    guard d.isFinite, d > 0, c.isFinite, c > 0 else { return unreachable }
    let magnitude = abs(b)
    guard magnitude < d else { return unreachable }
    let overshoot = magnitude * d / (c * (d - magnitude))
    guard overshoot.isFinite else { return unreachable }
    return b < 0 ? -overshoot : overshoot
}
