/// A timing curve mapping progress through a transition's duration to progress of
/// its value, both nominally in [0, 1].
///
/// The named curves use the control points of CSS Easing Functions Level 1
/// (cubic-bezier keywords `ease-in`, `ease-out`, `ease-in-out`), which are also
/// UIKit's `.easeIn`, `.easeOut` and `.easeInOut`.
public enum TimingCurve: Equatable, Sendable {
    /// Output equals progress.
    case linear
    /// cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// cubic-bezier(0.42, 0, 0.58, 1).
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) through control points (x1, y1), (x2, y2).
    /// As in CSS, x1 and x2 must lie in [0, 1] so that the curve is a function of
    /// progress; values outside are clamped into it (NaN counts as 0). y1 and y2 are free
    /// (a y outside [0, 1] overshoots; a non-finite y1 counts as 0, y2 as 1).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The curve's output at `progress`, which is clamped to [0, 1] (NaN counts as 0).
    /// The endpoints map exactly to 0 and 1.
    public func value(at progress: Double) -> Double {
        let p = TimingCurve.clampedProgress(progress)
        guard let bezier = self.bezier, p > 0, p < 1 else { return p }
        return bezier.y(bezier.solve(x: p))
    }

    /// dy/dx, the rate of output per unit of progress, at `progress` (clamped to
    /// [0, 1]). Always finite: where the curve's tangent is vertical the slope is
    /// capped at ±1e6.
    public func slope(at progress: Double) -> Double {
        valueAndSlope(at: progress).slope
    }

    /// `value(at:)` and `slope(at:)` together, from one solution of the curve for
    /// `progress`: what a slide needs every frame. (`value(at:)` alone skips the slope
    /// and, at the endpoints, the solution.)
    public func valueAndSlope(at progress: Double) -> (value: Double, slope: Double) {
        let p = TimingCurve.clampedProgress(progress)
        guard let bezier = self.bezier else { return (p, 1) }
        let s = bezier.solve(x: p)
        return (p > 0 && p < 1 ? bezier.y(s) : p, bezier.slope(at: s))
    }

    private static func clampedProgress(_ progress: Double) -> Double {
        progress > 0 ? (progress < 1 ? progress : 1) : 0
    }

    private var bezier: UnitBezier? {
        switch self {
        case .linear: return nil
        case .easeIn: return UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .easeOut: return UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .easeInOut: return UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case let .cubicBezier(x1, y1, x2, y2): return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        }
    }
}

/// A cubic Bézier with fixed endpoints (0, 0) and (1, 1), in power form
/// f(s) = ((a·s + b)·s + c)·s per axis, s the curve parameter in [0, 1].
private struct UnitBezier {
    let ax, bx, cx: Double
    let ay, by, cy: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let px1 = UnitBezier.unit(x1), px2 = UnitBezier.unit(x2)
        let py1 = y1.isFinite ? y1 : 0, py2 = y2.isFinite ? y2 : 1
        // Bernstein form 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³ expanded into powers of s.
        cx = 3 * px1
        bx = 3 * (px2 - px1) - cx
        ax = 1 - cx - bx
        cy = 3 * py1
        by = 3 * (py2 - py1) - cy
        ay = 1 - cy - by
    }

    private static func unit(_ v: Double) -> Double {
        v > 0 ? (v < 1 ? v : 1) : 0
    }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The parameter s in [0, 1] with x(s) = `target` (`target` in [0, 1]).
    ///
    /// With x1, x2 in [0, 1], x(s) is non-decreasing, so the root exists and is unique
    /// up to flat stretches. Newton converges in a few steps from s = target on typical
    /// curves; where x' vanishes or a step leaves the bracket, bisection takes over,
    /// which always converges. The iteration counts are fixed, so the answer is
    /// deterministic.
    func solve(x target: Double) -> Double {
        var s = target
        for _ in 0..<8 {
            let error = x(s) - target
            if abs(error) < 1e-14 { return s }
            let derivative = dx(s)
            if abs(derivative) < 1e-9 { break }
            let stepped = s - error / derivative
            if !(stepped >= 0 && stepped <= 1) { break }
            s = stepped
        }
        var low = 0.0, high = 1.0
        s = target
        for _ in 0..<64 {
            let value = x(s)
            if abs(value - target) < 1e-15 { break }
            if value < target { low = s } else { high = s }
            s = 0.5 * (low + high)
        }
        return s
    }

    /// dy/dx at parameter s, finite.
    func slope(at s: Double) -> Double {
        let cap = 1e6
        let first = dx(s)
        let rise = dy(s)
        if abs(first) > 1e-12 {
            return Swift.max(-cap, Swift.min(cap, rise / first))
        }
        // x' vanishes where the curve stalls in x: at an end whose neighbouring control
        // point shares its x (ease-out's start), or mid-curve for x1 = 1, x2 = 0. If y'
        // vanishes there too, the tangent is the ratio of the first derivatives that do
        // not (l'Hôpital); if y' does not, the tangent is vertical and the cap applies.
        if abs(rise) <= 1e-12 {
            let second = 6 * ax * s + 2 * bx
            let secondRise = 6 * ay * s + 2 * by
            if abs(second) > 1e-12 {
                return Swift.max(-cap, Swift.min(cap, secondRise / second))
            }
            if abs(secondRise) <= 1e-12, abs(ax) > 1e-12 {
                return Swift.max(-cap, Swift.min(cap, ay / ax))
            }
        }
        if rise == 0 { return 0 }
        return rise > 0 ? cap : -cap
    }
}
