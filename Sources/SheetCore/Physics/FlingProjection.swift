/// How far a released sheet would coast, in points, if it decelerated the way a
/// scroll view does: `(v / 1000) · r / (1 − r)`.
///
/// `r` is the fraction of velocity kept per millisecond; the default 0.998 is
/// `UIScrollView.DecelerationRate.normal`, and the projection is the one Apple's
/// "Designing Fluid Interfaces" (WWDC 2018) gives. Summing the geometric series v·r^n
/// over milliseconds gives the closed form, hence the /1000.
/// With the default, 1000 pt/s projects to 499 pt.
///
/// - Parameters:
///   - v: release velocity, pt/s (signed; the result has its sign).
///   - r: deceleration rate per millisecond, in (0, 1). At or below 0 nothing is kept
///     and the result is 0; at or above 1 nothing is lost and the result is
///     ±`Double.greatestFiniteMagnitude`.
/// - Returns: projected distance in points, always finite; 0 for a NaN velocity or rate.
public func projectedDistance(velocity v: Double, decelerationRate r: Double = 0.998) -> Double {
    guard !v.isNaN, !r.isNaN, v != 0, r > 0 else { return 0 }
    let unbounded = v < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude
    guard r < 1 else { return unbounded }
    let distance = (v / 1000) * r / (1 - r)
    return distance.isFinite ? distance : unbounded
}
