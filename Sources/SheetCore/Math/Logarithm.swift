/// ln x.
///
/// x = 2^k·(1 + f) with √2/2 ≤ 1 + f < √2; then with s = f/(2 + f),
/// ln(1 + f) = 2·atanh(s) = f − (f²/2 − s·(f²/2 + R(s²))), R a polynomial in s² and ln 2
/// carried as a head and tail for k·ln 2. The form and the coefficients Lg1…Lg7 (a
/// minimax fit, error below 2^−58.45) are those of fdlibm's e_log.c (Sun Microsystems,
/// 1993; as kept in FreeBSD's lib/msun/src/e_log.c).
extension ElementaryFunctions {
    /// ln x: −infinity at ±0, NaN below 0 and for NaN, +infinity at +infinity.
    static func log(_ x: Double) -> Double {
        if !(x > 0) { return x == 0 ? -.infinity : .nan }
        if x == .infinity { return x }
        var bits = x.bitPattern
        var k = 0
        if bits < 0x0010_0000_0000_0000 {
            // Subnormal: made normal first.
            bits = (x * 0x1p54).bitPattern
            k = -54
        }
        let fraction = bits & 0x000f_ffff_ffff_ffff
        // Significands at or above √2 are halved (and k counts the halving), so that
        // 1 + f stays within [√2/2, √2).
        let halved = fraction >= 0x6_a09e_667f_3bcd
        k += Int(truncatingIfNeeded: bits >> 52) - 1023 + (halved ? 1 : 0)
        let f = Double(bitPattern: fraction | (halved ? 0x3fe0_0000_0000_0000 : 0x3ff0_0000_0000_0000)) - 1
        let halfSquare = 0.5 * f * f
        let s = f / (2 + f)
        let z = s * s
        let w = z * z
        let odd = w * (lg2 + w * (lg4 + w * lg6))
        let even = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        let kDouble = Double(k)
        return kDouble * ln2Head - ((halfSquare - (s * (halfSquare + (even + odd)) + kDouble * ln2Tail)) - f)
    }

    private static let lg1 = 0x1.5555555555593p-1
    private static let lg2 = 0x1.999999997fa04p-2
    private static let lg3 = 0x1.2492494229359p-2
    private static let lg4 = 0x1.c71c51d8e78afp-3
    private static let lg5 = 0x1.7466496cb03dep-3
    private static let lg6 = 0x1.39a09d078c69fp-3
    private static let lg7 = 0x1.2f112df3e5244p-3
}
