/// The shortest decimal digits that read back as a given double, and the decimal
/// exponent that places them, found with exact integer arithmetic and no C library.
///
/// The method is the free-format algorithm of Steele and White as Burger and Dybvig
/// state it ("Printing Floating-Point Numbers Quickly and Accurately", PLDI 1996,
/// section 2): the value and the halfway points to its neighbours become big integers
/// over a common scale, and digits are generated until the remainder falls inside the
/// rounding interval, whose ends count when the significand is even (a reader rounds
/// halfway cases to even). The last digit is the nearer of the two candidates, the even
/// one when they are as near, so the result is the one Swift's `Double.description`
/// prints. It runs only when an error
/// sentence spells a number, so it favours size over speed.
struct ShortestDigits {
    /// The digits, ASCII, most significant first: at most 17.
    private(set) var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// How many of `digits` are used, 1 to 17.
    private(set) var count = 0
    /// The value is 0.d1d2...dn × 10^exponent.
    private(set) var exponent = 0

    /// The digits of `value`, which must be finite and greater than zero.
    init(_ value: Double) {
        // value = significand × 2^binaryExponent, significand an integer.
        let isSubnormal = value.exponentBitPattern == 0
        let significand = value.significandBitPattern | (isSubnormal ? 0 : 1 << 52)
        let binaryExponent = (isSubnormal ? 1 : Int(value.exponentBitPattern)) - 1075
        // At a power of two (not the smallest normal) the neighbour below is half as
        // far as the one above.
        let unevenGap = !isSubnormal && value.significandBitPattern == 0 && value.exponentBitPattern > 1
        let inclusive = significand & 1 == 0
        let gapShift = unevenGap ? 1 : 0

        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 4 * BigInteger.capacity) { words in
            // A temporary allocation of a positive capacity has an address.
            let base = words.baseAddress.unsafelyUnwrapped
            var remainder = BigInteger(base)
            var scale = BigInteger(base + BigInteger.capacity)
            var gapAbove = BigInteger(base + 2 * BigInteger.capacity)
            var gapBelow = BigInteger(base + 3 * BigInteger.capacity)
            // value = remainder / scale; the halfway points lie gapAbove / scale above and
            // gapBelow / scale below it.
            remainder.set(significand)
            scale.set(1)
            gapAbove.set(1)
            gapBelow.set(1)
            if binaryExponent >= 0 {
                remainder.shiftLeft(by: binaryExponent + 1 + gapShift)
                gapAbove.shiftLeft(by: binaryExponent + gapShift)
                gapBelow.shiftLeft(by: binaryExponent)
                scale.shiftLeft(by: 1 + gapShift)
            } else {
                remainder.shiftLeft(by: 1 + gapShift)
                gapAbove.shiftLeft(by: gapShift)
                scale.shiftLeft(by: 1 + gapShift - binaryExponent)
            }
            // Scale so that the upper end of the interval lies in [0.1, 1).
            var decimalExponent = 0
            while remainder.sum(with: gapAbove, exceeds: scale, orEquals: inclusive) {
                scale.multiply(by: 10)
                decimalExponent += 1
            }
            // Then scale the other way until ten times the upper end reaches 1: the first
            // digit's multiplication by ten, which the generation below starts from.
            while true {
                remainder.multiply(by: 10)
                gapAbove.multiply(by: 10)
                gapBelow.multiply(by: 10)
                if remainder.sum(with: gapAbove, exceeds: scale, orEquals: inclusive) { break }
                decimalExponent -= 1
            }
            exponent = decimalExponent
            withUnsafeMutableBytes(of: &digits) { out in
                var written = 0
                while true {
                    var digit = remainder.subtractMultiples(of: scale)
                    let low = remainder.isBelow(gapBelow, orEquals: inclusive)
                    let high = remainder.sum(with: gapAbove, exceeds: scale, orEquals: inclusive)
                    if low || high || written == 16 {
                        if high && (!low || remainder.roundsUp(digit, over: scale)) { digit += 1 }
                        out[written] = UInt8(truncatingIfNeeded: digit) &+ 0x30
                        written += 1
                        break
                    }
                    out[written] = UInt8(truncatingIfNeeded: digit) &+ 0x30
                    written += 1
                    remainder.multiply(by: 10)
                    gapAbove.multiply(by: 10)
                    gapBelow.multiply(by: 10)
                }
                count = written
            }
        }
    }

    /// Calls `body` with the digits' ASCII bytes.
    func withDigits<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withUnsafeBytes(of: digits) { body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }
}

/// A non-negative integer of at most `capacity` 32-bit words, least significant first,
/// in storage its owner provides.
private struct BigInteger {
    /// 1216 bits. The scale reaches 2^1076 for the smallest double and 10^309 × 4 (under
    /// 2^1030) for the largest; the remainder and the gaps stay under ten times the scale,
    /// and a multiplication by ten adds one word at most: all fit in 36 words.
    static let capacity = 38

    private let words: UnsafeMutablePointer<UInt32>
    /// Words in use; the most significant one is not zero (zero has none).
    private var used = 0

    init(_ words: UnsafeMutablePointer<UInt32>) {
        self.words = words
    }

    mutating func set(_ value: UInt64) {
        words[0] = UInt32(truncatingIfNeeded: value)
        words[1] = UInt32(truncatingIfNeeded: value >> 32)
        used = words[1] != 0 ? 2 : words[0] != 0 ? 1 : 0
    }

    @inline(never)
    mutating func shiftLeft(by bits: Int) {
        guard used > 0, bits > 0 else { return }
        let wordShift = bits / 32
        let bitShift = UInt32(bits % 32)
        var index = used + wordShift
        words[index] = 0
        var source = used - 1
        while source >= 0 {
            let word = words[source]
            words[source + wordShift + 1] |= bitShift == 0 ? 0 : word >> (32 - bitShift)
            words[source + wordShift] = word << bitShift
            source -= 1
        }
        for low in 0..<wordShift { words[low] = 0 }
        index = used + wordShift
        used = words[index] != 0 ? index + 1 : index
    }

    @inline(never)
    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in 0..<used {
            let product = UInt64(words[index]) * UInt64(factor) + carry
            words[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 {
            words[used] = UInt32(truncatingIfNeeded: carry)
            used += 1
        }
    }

    /// self - other × q for the largest q (under ten) that keeps it non-negative; returns q.
    @inline(never)
    mutating func subtractMultiples(of other: BigInteger) -> UInt32 {
        var quotient: UInt32 = 0
        while compare(other) >= 0 {
            var borrow: Int64 = 0
            for index in 0..<used {
                let difference = Int64(words[index]) - Int64(other.word(index)) + borrow
                words[index] = UInt32(truncatingIfNeeded: difference)
                borrow = difference < 0 ? -1 : 0
            }
            while used > 0 && words[used - 1] == 0 { used -= 1 }
            quotient += 1
        }
        return quotient
    }

    /// Whether self + other > limit (or = limit, when `orEquals`).
    @inline(never)
    func sum(with other: BigInteger, exceeds limit: BigInteger, orEquals: Bool) -> Bool {
        // Compared word by word from the top, carrying the sum's overflow downwards as
        // the amount by which the sum's upper words already exceed the limit's.
        let top = max(used, other.used, limit.used) + 1
        var excess: Int64 = 0
        var index = top - 1
        while index >= 0 {
            excess = excess * 0x1_0000_0000 + Int64(word(index)) + Int64(other.word(index)) - Int64(limit.word(index))
            if excess > 1 { return true }
            if excess < -1 { return false }
            index -= 1
        }
        return excess > 0 || (excess == 0 && orEquals)
    }

    /// Whether self < other (or = other, when `orEquals`).
    func isBelow(_ other: BigInteger, orEquals: Bool) -> Bool {
        let order = compare(other)
        return order < 0 || (order == 0 && orEquals)
    }

    /// Whether `digit` followed by the remainder self / scale rounds up to the next digit:
    /// past halfway, or at halfway from an odd digit (to even, as Swift prints).
    func roundsUp(_ digit: UInt32, over scale: BigInteger) -> Bool {
        sum(with: self, exceeds: scale, orEquals: digit & 1 == 1)
    }

    private func word(_ index: Int) -> UInt32 {
        index < used ? words[index] : 0
    }

    private func compare(_ other: BigInteger) -> Int {
        if used != other.used { return used < other.used ? -1 : 1 }
        var index = used - 1
        while index >= 0 {
            if words[index] != other.words[index] { return words[index] < other.words[index] ? -1 : 1 }
            index -= 1
        }
        return 0
    }
}
