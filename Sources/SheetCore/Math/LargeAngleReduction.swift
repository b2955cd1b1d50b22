/// x − n·π/2 for angles of 2^20 rad and more, where π/2 in a few parts is no longer
/// enough: Payne and Hanek's reduction ("Radian reduction for trigonometric functions",
/// SIGNUM Newsletter 18(1), 1983).
///
/// |x| = m·2^e with m a 53-bit integer. In x·(2/π) the bits of 2/π of weight 2^−i with
/// i < e − 1 contribute multiples of 4, which do not change sin or cos; so only the 192
/// bits of 2/π from 2^−(e−1) on are needed. Their product with m, taken modulo 4,
/// gives the quadrant n (its integer part) and r/(π/2) (its fraction) to 190 bits, of
/// which at least 128 are significant: no double comes nearer a multiple of π/2 than
/// about 2^−61.5 of a quadrant.
extension ElementaryFunctions {
    /// n mod 4 (any integer of that class) and r = x − n·π/2 as a head and a tail, with
    /// |r| ≤ π/4, for finite x with |x| ≥ `mediumAngleLimit`.
    static func reduceLargeAngle(_ x: Double) -> (quadrant: Int, head: Double, tail: Double) {
        let bits = x.bitPattern & 0x7fff_ffff_ffff_ffff
        let significand = (bits & 0x000f_ffff_ffff_ffff) | 0x0010_0000_0000_0000
        let exponent = Int(truncatingIfNeeded: bits >> 52) - 1075
        let first = exponent - 1
        let low = significand.multipliedFullWidth(by: twoOverPiBits(from: first + 128))
        let middle = significand.multipliedFullWidth(by: twoOverPiBits(from: first + 64))
        let high = significand &* twoOverPiBits(from: first)
        // The product modulo 2^192, most significant word first; its bits 191…190 are
        // the quadrant, the other 190 the fraction of a quadrant.
        let (word1, carry) = low.high.addingReportingOverflow(middle.low)
        let word0 = middle.high &+ high &+ (carry ? 1 : 0)
        var quadrant = Int(truncatingIfNeeded: word0 >> 62)
        var fraction = (word0 & fractionMask, word1, low.low)
        // Half a quadrant or more: the next quadrant, and a negative remainder of
        // magnitude 2^190 − fraction, taken as the bits' complement, 2^190 − 1 − fraction:
        // 2^−190 of a quadrant off, 2^−128 of the remainder at most.
        let negative = fraction.0 >= 0x2000_0000_0000_0000
        if negative {
            quadrant += 1
            fraction = (~fraction.0 & fractionMask, ~fraction.1, ~fraction.2)
        }
        // Normalised so that the leading word's top bit is set; `shift` counts the bits.
        // The leading word is never 0 for a double (the nearest any double comes to a
        // multiple of π/2 is about 2^−61.5 of a quadrant, for 6381956970095103·2^797: Muller,
        // "Elementary Functions", 2006), so the loop keeps the reduction exact only should
        // that ever be wrong.
        var shift = 0
        while fraction.0 == 0 && shift < 128 {
            fraction = (fraction.1, fraction.2, 0)
            shift += 64
        }
        // Shifts written so that a count of 0 needs no branch (and a fraction of 0, whose
        // count is 64, stays 0).
        let leading = fraction.0.leadingZeroBitCount
        fraction.0 = (fraction.0 &<< leading) | ((fraction.1 &>> 1) &>> (63 - leading))
        fraction.1 = (fraction.1 &<< leading) | ((fraction.2 &>> 1) &>> (63 - leading))
        shift += leading
        // The fraction of a quadrant, f = (fraction.0·2^128 + …)·2^−190, as head + tail:
        // the head is fraction.0's top 53 bits, exactly.
        let unit = powerOfTwo(-62 - shift)
        let fHead = Double(fraction.0 & ~0x7ff) * unit
        let fTail = (Double(fraction.0 & 0x7ff) + Double(fraction.1) * 0x1p-64) * unit
        // r = f·π/2, with the product's rounding error kept in the tail.
        let product = fHead * piOverTwoHead
        let error = productError(fHead, piOverTwoHead, product: product)
        let rest = error + (fHead * piOverTwoTail + fTail * piOverTwoHead)
        let head = product + rest
        let tail = rest - (head - product)
        let sign: Double = (x < 0) != negative ? -1 : 1
        return (x < 0 ? -quadrant : quadrant, sign * head, sign * tail)
    }

    /// The 64 bits of 2/π of weights 2^−first … 2^−(first+63), first bit most
    /// significant; bits of weight 2^0 and above are 0 (2/π < 1).
    static func twoOverPiBits(from first: Int) -> UInt64 {
        let position = first - 1
        if position < 0 { return position > -64 ? twoOverPiWord(0) &>> UInt64(-position) : 0 }
        let index = position >> 6
        let offset = position & 63
        let high = twoOverPiWord(index) &<< UInt64(offset)
        return offset == 0 ? high : high | (twoOverPiWord(index + 1) &>> UInt64(64 - offset))
    }

    /// Word `index` (0...18) of 2/π's binary fraction, 64 bits each, most significant
    /// first (computed with mpmath to 1,500 bits); enough for every double's exponent.
    private static func twoOverPiWord(_ index: Int) -> UInt64 {
        switch index {
        case 0: 0xA2F9_836E_4E44_1529
        case 1: 0xFC27_57D1_F534_DDC0
        case 2: 0xDB62_9599_3C43_9041
        case 3: 0xFE51_63AB_DEBB_C561
        case 4: 0xB724_6E3A_424D_D2E0
        case 5: 0x0649_2EEA_09D1_921C
        case 6: 0xFE1D_EB1C_B129_A73E
        case 7: 0xE882_35F5_2EBB_4484
        case 8: 0xE99C_7026_B45F_7E41
        case 9: 0x3991_D639_8353_39F4
        case 10: 0x9C84_5F8B_BDF9_283B
        case 11: 0x1FF8_97FF_DE05_980F
        case 12: 0xEF2F_118B_5A0A_6D1F
        case 13: 0x6D36_7ECF_27CB_09B7
        case 14: 0x4F46_3F66_9E5F_EA2D
        case 15: 0x7527_BAC7_EBE5_F17B
        case 16: 0x3D07_39F7_8A52_92EA
        case 17: 0x6BFB_5FB1_1F8D_5D08
        // Word 18 is the last any double reads (the largest exponent's bits end in it).
        default: 0x5603_3046_FC7B_6BAB
        }
    }

    private static let fractionMask: UInt64 = 0x3fff_ffff_ffff_ffff
    /// π/2 as a double and the rest to 2^−107.
    private static let piOverTwoHead = 0x1.921fb54442d18p0
    private static let piOverTwoTail = 0x1.1a62633145c07p-54
}
