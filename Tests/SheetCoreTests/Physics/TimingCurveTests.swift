import Testing
@testable import SheetCore

@Suite struct TimingCurveTests {
    static let curves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1),
        .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
    ]

    @Test(arguments: curves) func hitsEndpoints(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
    }

    @Test(arguments: curves) func monotonicAndFinite(curve: TimingCurve) {
        var previous = 0.0
        for i in 0...2000 {
            let p = Double(i) / 2000
            let y = curve.value(at: p)
            #expect(y >= previous - 1e-12)
            #expect(y >= 0 && y <= 1)
            #expect(curve.slope(at: p).isFinite)
            #expect(curve.slope(at: p) >= -1e-12)
            previous = y
        }
    }

    @Test func cssControlPointsSolveExactly() {
        // At the curve parameter s = 1/2 a unit Bézier is at
        // (3/8·(x1 + x2) + 1/8, 3/8·(y1 + y2) + 1/8).
        let cases: [(TimingCurve, Double, Double)] = [
            (.easeIn, 3.0 / 8 * 1.42 + 0.125, 3.0 / 8 * 1 + 0.125),
            (.easeOut, 3.0 / 8 * 0.58 + 0.125, 3.0 / 8 * 1 + 0.125),
            (.easeInOut, 0.5, 0.5),
        ]
        for (curve, x, y) in cases {
            #expect(abs(curve.value(at: x) - y) < 1e-12)
        }
        #expect(abs(TimingCurve.linear.value(at: 0.3) - 0.3) < 1e-15)
    }

    @Test func namedCurvesMatchTheirBezier() {
        let pairs: [(TimingCurve, TimingCurve)] = [
            (.easeIn, .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
            (.easeOut, .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),
            (.easeInOut, .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        ]
        for (named, bezier) in pairs {
            for i in 0...50 {
                let p = Double(i) / 50
                #expect(named.value(at: p) == bezier.value(at: p))
            }
        }
    }

    @Test func easingShapes() {
        #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
        #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.25) + TimingCurve.easeInOut.value(at: 0.75) - 1) < 1e-12)
    }

    @Test(arguments: curves) func slopeIsDerivativeOfValue(curve: TimingCurve) {
        let h = 1e-6
        for i in 1..<100 {
            let p = Double(i) / 100
            let numeric = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
            let slope = curve.slope(at: p)
            // A vertical tangent reports the cap, which no difference quotient matches.
            if slope >= 1e5 { continue }
            #expect(abs(numeric - slope) < 1e-4 * max(1, abs(slope)))
        }
    }

    @Test func endpointSlopes() {
        // A control point on the x-axis (y = 0) beside an end gives a flat tangent there.
        #expect(TimingCurve.easeIn.slope(at: 0) == 0)
        #expect(TimingCurve.easeOut.slope(at: 1) == 0)
        #expect(abs(TimingCurve.easeInOut.slope(at: 0)) < 1e-12)
        #expect(abs(TimingCurve.easeInOut.slope(at: 1)) < 1e-12)
        // Ease-out starts with x'(0) = y'(0) = 0; the tangent is y''(0)/x''(0) = 3/1.74.
        #expect(abs(TimingCurve.easeOut.slope(at: 0) - 3 / 1.74) < 1e-9)
        // Ease-in ends with x'(1) = y'(1) = 0 too; y''(1)/x''(1) = −6/−3.48, the same.
        #expect(abs(TimingCurve.easeIn.slope(at: 1) - 3 / 1.74) < 1e-9)
        #expect(TimingCurve.linear.slope(at: 0.5) == 1)
    }

    /// Both from one solution of the curve: at the middle of ease-in-out, s = 1/2 by
    /// symmetry, so the value is 1/2 and the slope y'(1/2)/x'(1/2) = 1.5/0.87.
    @Test func valueAndSlopeTogether() {
        let middle = TimingCurve.easeInOut.valueAndSlope(at: 0.5)
        #expect(abs(middle.value - 0.5) < 1e-12)
        #expect(abs(middle.slope - 1.5 / 0.87) < 1e-9)
        #expect(TimingCurve.easeIn.valueAndSlope(at: 0) == (0, 0))
        #expect(TimingCurve.linear.valueAndSlope(at: 0.3) == (0.3, 1))
        #expect(TimingCurve.easeOut.valueAndSlope(at: 2).value == 1)
    }

    /// `value(at:)`, which skips the slope, is the value `valueAndSlope(at:)` gives, to
    /// the bit, at the endpoints, outside them and everywhere between.
    @Test(arguments: curves) func valueAloneMatchesValueAndSlope(curve: TimingCurve) {
        for p in [-1, 0, 1e-9, 0.1, 0.25, 0.5, 0.7, 0.999, 1, 2, .nan] as [Double] {
            #expect(curve.value(at: p) == curve.valueAndSlope(at: p).value)
        }
    }

    @Test func verticalTangentIsCapped() {
        let steep = TimingCurve.cubicBezier(x1: 0, y1: 1, x2: 0, y2: 1)
        let slope = steep.slope(at: 0)
        #expect(slope.isFinite && slope > 1000)
    }

    /// Control points outside the unit range are brought into it, as CSS clamps x1 and
    /// x2; a non-finite y takes the nearer end's value.
    @Test func controlPointsOutsideUnitRangeAreSafe() {
        let wild = TimingCurve.cubicBezier(x1: -2, y1: .nan, x2: 5, y2: 1.5)
        let tamed = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1.5)
        for i in 0...100 {
            let p = Double(i) / 100
            #expect(wild.value(at: p) == tamed.value(at: p))
            #expect(wild.slope(at: p) == tamed.slope(at: p))
            #expect(wild.value(at: p).isFinite && wild.slope(at: p).isFinite)
        }
        // y2 above 1 overshoots before the end.
        #expect((0...99).contains { tamed.value(at: Double($0) / 100) > 1 })
        let infinite = TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: .infinity)
        #expect(infinite.value(at: 0.5) == TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).value(at: 0.5))
    }

    /// An infinite x is clamped like any other (+∞ to 1, −∞ to 0); NaN counts as 0.
    @Test func nonFiniteXIsClamped() {
        let pairs: [(TimingCurve, TimingCurve)] = [
            (.cubicBezier(x1: .infinity, y1: 0.2, x2: -.infinity, y2: 0.9), .cubicBezier(x1: 1, y1: 0.2, x2: 0, y2: 0.9)),
            (.cubicBezier(x1: .nan, y1: 0.2, x2: .nan, y2: 0.9), .cubicBezier(x1: 0, y1: 0.2, x2: 0, y2: 0.9)),
        ]
        for (wild, tamed) in pairs {
            for i in 0...100 {
                let p = Double(i) / 100
                #expect(wild.value(at: p) == tamed.value(at: p))
                #expect(wild.slope(at: p) == tamed.slope(at: p))
                #expect(wild.value(at: p).isFinite && wild.slope(at: p).isFinite)
            }
        }
    }

    /// With x1 = 1 and x2 = 0 the curve stalls in x at its middle: x(1/2) = 1/2 with
    /// x' = x'' = 0 there, so the slope comes from what does not vanish.
    @Test func slopeWhereXStallsMidCurve() {
        // y the same polynomial as x: the curve is the diagonal, slope y'''/x''' = 1.
        let diagonal = TimingCurve.cubicBezier(x1: 1, y1: 1, x2: 0, y2: 0)
        #expect(diagonal.value(at: 0.5) == 0.5)
        #expect(diagonal.slope(at: 0.5) == 1)
        // y' vanishes there too but y'' does not (y1 = 2, y2 = 1: y'(1/2) = 0,
        // y''(1/2) = −6): no ratio of derivatives is finite, and the tangent is reported
        // flat.
        let flat = TimingCurve.cubicBezier(x1: 1, y1: 2, x2: 0, y2: 1)
        #expect(flat.value(at: 0.5) == 1.25)   // 3/8·y1 + 3/8·y2 + 1/8: y1 past 1 overshoots
        #expect(flat.slope(at: 0.5) == 0)
        // Either side the slope is finite and follows the value.
        for p in [0.45, 0.55] {
            let h = 1e-6
            let numeric = (flat.value(at: p + h) - flat.value(at: p - h)) / (2 * h)
            #expect(abs(numeric - flat.slope(at: p)) < 1e-3 * max(1, abs(numeric)))
        }
    }
}
