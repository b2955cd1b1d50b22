/// e^x and e^x − 1.
///
/// x = k·ln 2 + r with |r| ≤ ln 2 / 2, ln 2 carried as a head whose multiples by k are
/// exact and a tail; then e^r from the rational form
/// e^r = 1 + r + r·c / (2 − c), c = r − r²·P(r²), and the result scaled by 2^k. The
/// reduction, the form and the coefficients P1…P5 (a minimax fit, error below 2^−59)
/// are those of fdlibm's e_exp.c (Sun Microsystems, 1993; as kept in FreeBSD's
/// lib/msun/src/e_exp.c).
extension ElementaryFunctions {
    /// e^x. +infinity above 709.78…, 0 below −745.13…, NaN for NaN.
    static func exp(_ x: Double) -> Double {
        if !(x <= expOverflowThreshold) { return x.isNaN ? x : .infinity }
        if x < expUnderflowThreshold { return 0 }
        if abs(x) < 0x1p-28 { return 1 + x }
        let k = nearestInteger(x * inverseLn2)
        let head = x - k * ln2Head
        let tail = k * ln2Tail
        let r = head - tail
        let rr = r * r
        let c = r - rr * (p1 + rr * (p2 + rr * (p3 + rr * (p4 + rr * p5))))
        // 1 + (head − tail) + r·c/(2 − c), with tail kept apart from r's rounding.
        let y = 1 - ((tail - (r * c) / (2 - c)) - head)
        return scale(y, byPowerOfTwo: Int(k))
    }

    /// e^x − 1, without the cancellation of computing e^x first when x is near 0.
    /// +infinity above 709.78…, −1 below −40, NaN for NaN.
    static func expm1(_ x: Double) -> Double {
        if !(x <= expOverflowThreshold) { return x.isNaN ? x : .infinity }
        // e^−40 < 2^−57: e^x − 1 rounds to −1.
        if x < -40 { return -1 }
        if abs(x) < 0x1p-54 { return x }
        let k = abs(x) <= halfLn2 ? 0 : nearestInteger(x * inverseLn2)
        let head = x - k * ln2Head
        let tail = k * ln2Tail
        let r = head - tail
        let rr = r * r
        let c = r - rr * (p1 + rr * (p2 + rr * (p3 + rr * (p4 + rr * p5))))
        // e^r − 1 = (head − tail) + r·c/(2 − c): no cancellation for small r.
        let correction = tail - (r * c) / (2 - c)
        if k == 0 { return head - correction }
        let kInteger = Int(k)
        // From 2^53 on, the 1 taken away is below the last place of 2^k·e^r.
        if kInteger > 52 { return scale(1 + (head - correction), byPowerOfTwo: kInteger) - 1 }
        // 2^k·e^r − 1 = (2^k − 1) + 2^k·head − 2^k·correction. The first sum is kept
        // exactly, so that the result is rounded once, not after e^r − 1 was: that
        // rounding, doubled by 2^k, would cost up to two ulps for k = 1.
        let powerOfTwoK = powerOfTwo(kInteger)
        let (sum, error) = twoSum(powerOfTwoK - 1, powerOfTwoK * head)
        return sum + (error - powerOfTwoK * correction)
    }

    /// Above it e^x overflows (ln of the largest double).
    static let expOverflowThreshold = 0x1.62e42fefa39efp9
    /// Below it e^x is under half the smallest subnormal.
    static let expUnderflowThreshold = -0x1.74910d52d3051p9
    static let halfLn2 = 0x1.62e42fefa39efp-2
    static let inverseLn2 = 0x1.71547652b82fep0
    /// ln 2 as a head with 32 significant bits (k·head is exact for |k| < 2^21) and
    /// the tail.
    static let ln2Head = 0x1.62e42feep-1
    static let ln2Tail = 0x1.a39ef35793c76p-33
    private static let p1 = 0x1.555555555553ep-3
    private static let p2 = -0x1.6c16c16bebd93p-9
    private static let p3 = 0x1.1566aaf25de2cp-14
    private static let p4 = -0x1.bbd41c5d26bf1p-20
    private static let p5 = 0x1.6376972bea4d0p-25
}
