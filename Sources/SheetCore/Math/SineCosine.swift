/// sin x and cos x, together: the engine always wants both of one angle, and they share
/// the reduction.
///
/// x = n·π/2 + r with |r| ≤ π/4 (r carried as a head and a tail), then polynomial
/// kernels on r, picked and signed by n mod 4. Up to 2^20 rad, π/2 is carried in three
/// parts, the first two of 33 bits so that their multiples by n are exact (Cody and
/// Waite, "Software Manual for the Elementary Functions", 1980); beyond it,
/// `reduceLargeAngle` works from the bits of 2/π. The kernels' forms and coefficients
/// S1…S6 and C1…C6 (minimax fits on [−π/4, π/4], errors below 2^−58) are those of
/// fdlibm's k_sin.c and k_cos.c (Sun Microsystems, 1993; as kept in FreeBSD's
/// lib/msun/src).
extension ElementaryFunctions {
    /// sin x and cos x; NaN for both when x is infinite or NaN.
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        let magnitude = abs(x)
        // Every finite x comes to one use of the kernels, which are inlined there.
        let quadrant: Int, head: Double, tail: Double
        if magnitude <= quarterPi {
            (quadrant, head, tail) = (0, x, 0)
        } else if magnitude < mediumAngleLimit {
            let n = nearestInteger(x * twoOverPi)
            // Exact: n·part1 has at most 53 bits and is within a factor 2 of x.
            let first = x - n * piOverTwoPart1
            let (rough, error) = twoSum(first, -(n * piOverTwoPart2))
            // n·part3 can reach 2^−49, far more than half an ulp of the remainder: it goes
            // into the head, so that the tail is the rounding error the kernels expect.
            quadrant = Int(n)
            (head, tail) = twoSum(rough, error - n * piOverTwoPart3)
        } else {
            if !x.isFinite { return (.nan, .nan) }
            (quadrant, head, tail) = reduceLargeAngle(x)
        }
        return fromQuadrant(quadrant, head: head, tail: tail)
    }

    /// sin and cos of x = n·π/2 + (head + tail), from the kernels at head + tail.
    @inline(__always)
    private static func fromQuadrant(_ n: Int, head: Double, tail: Double) -> (sin: Double, cos: Double) {
        let s = sinKernel(head, tail: tail)
        let c = cosKernel(head, tail: tail)
        switch n & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// sin(x + tail) for |x| ≤ π/4 and |tail| at most half an ulp of x.
    @inline(__always)
    private static func sinKernel(_ x: Double, tail: Double) -> Double {
        let z = x * x
        let v = z * x
        let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
        return x - ((z * (0.5 * tail - v * r) - tail) - v * s1)
    }

    /// cos(x + tail) for |x| ≤ π/4 and |tail| at most half an ulp of x.
    @inline(__always)
    private static func cosKernel(_ x: Double, tail: Double) -> Double {
        let z = x * x
        let zz = z * z
        let r = z * (c1 + z * (c2 + z * c3)) + zz * zz * (c4 + z * (c5 + z * c6))
        let halfZ = 0.5 * z
        let w = 1 - halfZ
        return w + (((1 - w) - halfZ) + (z * r - x * tail))
    }

    static let quarterPi = 0x1.921fb54442d18p-1
    /// Below it n = x·2/π has at most 20 bits: n·part1 and n·part2 are exact.
    static let mediumAngleLimit = 0x1p20
    static let twoOverPi = 0x1.45f306dc9c883p-1
    /// π/2 = part1 + part2 + part3 + (less than 2^−122): 33, 33 and 53 bits.
    private static let piOverTwoPart1 = 0x1.921fb544p0
    private static let piOverTwoPart2 = 0x1.0b4611a6p-34
    private static let piOverTwoPart3 = 0x1.3198a2e037073p-69

    private static let s1 = -0x1.5555555555549p-3
    private static let s2 = 0x1.111111110f8a6p-7
    private static let s3 = -0x1.a01a019c161d5p-13
    private static let s4 = 0x1.71de357b1fe7dp-19
    private static let s5 = -0x1.ae5e68a2b9cebp-26
    private static let s6 = 0x1.5d93a5acfd57cp-33
    private static let c1 = 0x1.555555555554cp-5
    private static let c2 = -0x1.6c16c16c15177p-10
    private static let c3 = 0x1.a01a019cb1590p-16
    private static let c4 = -0x1.27e4f809c52adp-22
    private static let c5 = 0x1.1ee9ebdb4b1c4p-29
    private static let c6 = -0x1.8fae9be8838d4p-37
}
