/// e^x and e^x − 1.
///
/// e^x is table-driven, after Tang ("Table-driven implementation of the exponential
/// function in IEEE floating-point arithmetic", ACM TOMS 15(2), 1989): x = (32m + j)·ln 2/32
/// + r with |r| ≤ ln 2/64, so e^x = 2^m · 2^(j/32) · e^r, with 2^(j/32) from a table held
/// as a head and a tail relative to it, e^r − 1 from its Taylor series to r⁶ (the first
/// term left out is below 2^−58 of the result), and 2^m added into the head's exponent
/// where the result is normal. No division and one rounding that matters: the engine
/// evaluates e^x for every moving sheet on every frame.
///
/// e^x − 1 keeps fdlibm's form (Sun Microsystems, 1993; as kept in FreeBSD's
/// lib/msun/src/e_exp.c): x = k·ln 2 + r with |r| ≤ ln 2/2, then
/// e^r − 1 = r + r·c/(2 − c), c = r − r²·P(r²), with its minimax coefficients P1…P5,
/// which has no cancellation near 0.
extension ElementaryFunctions {
    /// e^x. +infinity above 709.78…, 0 below −745.13…, NaN for NaN. One copy, out of
    /// line, for every caller but the one `inlinedExp(_:)` serves.
    static func exp(_ x: Double) -> Double {
        inlinedExp(x)
    }

    /// `exp(_:)`, inlined where it is called: by the critically damped spring basis, the
    /// default spring's, which the tick evaluates for every moving sheet every frame, so
    /// that the call, its return and what is kept across it leave the tick's loop.
    /// Inlined into every caller, the loop would hold four copies, too many values for the
    /// registers.
    @inline(__always)
    static func inlinedExp(_ x: Double) -> Double {
        // The integer nearest x·32/ln 2, k, in the low bits of `shifted` (|k| < 2^16
        // where the result is finite and not 0; any bits otherwise, unused then).
        let shifted = x * thirtyTwoOverLn2 + 0x1.8p52
        let k = Int(truncatingIfNeeded: Int64(bitPattern: shifted.bitPattern) &- 0x4338_0000_0000_0000)
        let kDouble = shifted - 0x1.8p52
        // Exact: k·head has at most 48 bits and is within a factor 2 of x.
        let r = (x - kDouble * ln2Over32Head) - kDouble * ln2Over32Tail
        let rr = r * r
        let (headBits, tailBits) = powerOfTwoOver32(k & 31)
        // e^x = 2^m·head·(1 + tail)·e^r ≈ 2^m·head·(1 + (tail + (e^r − 1))); the product
        // tail·(e^r − 1) left out is below 2^−59.
        let sum = (Double(bitPattern: tailBits) + r)
            + rr * ((0.5 + r * taylor3) + rr * ((taylor4 + r * taylor5) + rr * taylor6))
        if abs(x) < 708 {
            // 2^m·head is normal: m goes straight into head's exponent bits.
            let scaledHead = Double(bitPattern: headBits &+ (UInt64(bitPattern: Int64(k >> 5)) &<< 52))
            return scaledHead + scaledHead * sum
        }
        if !(x <= expOverflowThreshold) { return x.isNaN ? x : .infinity }
        if x < expUnderflowThreshold { return 0 }
        let head = Double(bitPattern: headBits)
        return scale(head + head * sum, byPowerOfTwo: k >> 5)
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
    private static let thirtyTwoOverLn2 = 0x1.71547652b82fep5
    /// ln 2/32 as a head with 32 significant bits and the tail.
    private static let ln2Over32Head = 0x1.62e42feep-6
    private static let ln2Over32Tail = 0x1.a39ef35793c76p-38
    /// 1/3!, 1/4!, 1/5!, 1/6!.
    private static let taylor3 = 0x1.5555555555555p-3
    private static let taylor4 = 0x1.5555555555555p-5
    private static let taylor5 = 0x1.1111111111111p-7
    private static let taylor6 = 0x1.6c16c16c16c17p-10
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

    /// 2^(j/32) for j in 0..<32 as the bits of a head, the double nearest it, and of the
    /// rest relative to the head (2^(j/32) = head·(1 + tail)), computed with mpmath to
    /// 300 bits.
    @inline(__always)
    private static func powerOfTwoOver32(_ j: Int) -> (head: UInt64, tail: UInt64) {
        switch j {
        case 1: (0x3FF0_59B0_D315_8574, 0x3C8C_D252_3567_F613)
        case 2: (0x3FF0_B558_6CF9_890F, 0x3C97_9AA6_5D83_7B6D)
        case 3: (0x3FF1_1301_D012_5B51, 0xBC95_5652_2A2F_BD0E)
        case 4: (0x3FF1_72B8_3C7D_517B, 0xBC80_1B15_EAA5_9348)
        case 5: (0x3FF1_D487_3168_B9AA, 0x3C9A_ECF7_3E3A_2F60)
        case 6: (0x3FF2_387A_6E75_6238, 0x3C96_8EFD_E3A8_A894)
        case 7: (0x3FF2_9E9D_F51F_DEE1, 0x3C82_F7E1_6D09_AB31)
        case 8: (0x3FF3_06FE_0A31_B715, 0x3C83_4D75_4DB0_ABB6)
        case 9: (0x3FF3_71A7_373A_A9CB, 0xBC92_4AED_CC4B_5068)
        case 10: (0x3FF3_DEA6_4C12_3422, 0x3C85_9F48_A72A_4C6D)
        case 11: (0x3FF4_4E08_6061_892D, 0x3C43_63ED_60C2_AC11)
        case 12: (0x3FF4_BFDA_D536_2A27, 0x3C76_90CE_BB7A_AFB0)
        case 13: (0x3FF5_342B_569D_4F82, 0xBC78_DEC6_BD0F_385F)
        case 14: (0x3FF5_AB07_DD48_5429, 0x3C90_63E1_E21C_5409)
        case 15: (0x3FF6_247E_B03A_5585, 0xBC8C_33C5_3BEF_4DA8)
        case 16: (0x3FF6_A09E_667F_3BCD, 0xBC93_B3EF_BF5E_2228)
        case 17: (0x3FF7_1F75_E8EC_5F74, 0xBC78_1F64_7E5A_3ECF)
        case 18: (0x3FF7_A114_73EB_0187, 0xBC7B_32DC_B94D_A51D)
        case 19: (0x3FF8_2589_994C_CE13, 0xBC93_69B6_F13B_3734)
        case 20: (0x3FF8_ACE5_422A_A0DB, 0x3C8D_B72F_C1F0_EAB4)
        case 21: (0x3FF9_3737_B0CD_C5E5, 0xBC5D_A9B8_8B6C_1E29)
        case 22: (0x3FF9_C491_82A3_F090, 0x3C71_AFFC_2B91_CE27)
        case 23: (0x3FFA_5503_B23E_255D, 0xBC91_BBD1_D3BC_BB15)
        case 24: (0x3FFA_E89F_995A_D3AD, 0x3C8C_1A77_92CB_3387)
        case 25: (0x3FFB_7F76_F2FB_5E47, 0xBC68_D6F4_38AD_9334)
        case 26: (0x3FFC_199B_DD85_529C, 0x3C73_6EAE_30AF_0CB3)
        case 27: (0x3FFC_B720_DCEF_9069, 0x3C67_6B2C_6C92_1968)
        case 28: (0x3FFD_5818_DCFB_A487, 0x3C74_A385_A63D_07A7)
        case 29: (0x3FFD_FC97_337B_9B5F, 0xBC82_D521_07B4_3E1F)
        case 30: (0x3FFE_A4AF_A2A4_90DA, 0xBC8F_F712_8FD3_91F0)
        case 31: (0x3FFF_5076_5B6E_4540, 0x3C8A_64A9_31D1_85EE)
        // j = 0, the one value left: 2^0.
        default: (0x3FF0_0000_0000_0000, 0)
        }
    }
}
