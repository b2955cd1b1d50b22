/// The elementary functions the engine's closed forms need — e^x, e^x − 1, ln x, and
/// sin x with cos x — in plain IEEE-754 double arithmetic, rather than from the C
/// library's libm:
///
/// - libsheet then needs nothing but libc: loading libm beside it would cost a fresh
///   process more than the rest of `dlopen` and `sheet_engine_create` together;
/// - every platform computes the same bits. glibc, Apple's libm, musl and wasi-libc
///   disagree in the last place here and there; these functions do not, so a spring's
///   trajectory is the same on a phone, in a browser and on a server;
/// - nothing here allocates, traps, reads global state or depends on the rounding mode
///   beyond IEEE-754's default (round to nearest, ties to even).
///
/// The algorithms are the classic ones: reduction by a multiple of ln 2 or π/2 carried in
/// extra precision, then a polynomial or rational kernel on a small interval. Each
/// function stays within one unit in the last place of the exact value across its
/// domain; `ElementaryFunctionsTests` measures every one against the platform's libm.
enum ElementaryFunctions {
    /// The integer nearest `x` (ties to even), for |x| < 2^51, as a Double. Adding and
    /// taking away 1.5·2^52 leaves no fraction bits at the hardware's default rounding;
    /// `rounded()` would be a call into libm on targets without a rounding instruction
    /// (baseline x86-64).
    @inline(__always)
    static func nearestInteger(_ x: Double) -> Double {
        (x + 0x1.8p52) - 0x1.8p52
    }

    /// 2^k, for k in −1022...1023 (the normal exponents).
    @inline(__always)
    static func powerOfTwo(_ k: Int) -> Double {
        Double(bitPattern: UInt64(truncatingIfNeeded: k &+ 1023) &<< 52)
    }

    /// y·2^k for y in [0.5, 2] and k in −2022...2046, rounded once at most (when the
    /// result is subnormal or overflows). Out of line: the exponentials need it only for
    /// results near overflow or below the normal range, off the path the tick inlines.
    @inline(never)
    static func scale(_ y: Double, byPowerOfTwo k: Int) -> Double {
        if k > 1023 { return y * powerOfTwo(1023) * powerOfTwo(k - 1023) }
        // Into the normal range first, then one multiplication that rounds to the
        // subnormal result: two steps through subnormals would round twice.
        if k < -1022 { return y * powerOfTwo(k + 1000) * 0x1p-1000 }
        return y * powerOfTwo(k)
    }

    /// `a + b` as a head and the exact rounding error of it (Knuth's TwoSum: no
    /// condition on the magnitudes).
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> (head: Double, tail: Double) {
        let head = a + b
        let bPart = head - a
        return (head, (a - (head - bPart)) + (b - bPart))
    }

    /// The exact rounding error of `product = a * b` (Dekker's product, with Veltkamp's
    /// splitting into 26-bit halves: no fused multiply-add needed). For |a·b| well
    /// inside the normal range.
    static func productError(_ a: Double, _ b: Double, product: Double) -> Double {
        let (aHigh, aLow) = split(a)
        let (bHigh, bLow) = split(b)
        return ((aHigh * bHigh - product) + aHigh * bLow + aLow * bHigh) + aLow * bLow
    }

    /// `x` as a head of 26 significant bits and the rest.
    @inline(__always)
    private static func split(_ x: Double) -> (high: Double, low: Double) {
        let scaled = 0x1.000002p27 * x  // 2^27 + 1
        let high = scaled - (scaled - x)
        return (high, x - high)
    }
}
