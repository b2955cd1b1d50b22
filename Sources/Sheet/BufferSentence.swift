internal import SheetPlatform
import SheetCore

/// A sentence written into a fixed buffer the C face owns (an engine's error text, a
/// `sheet_accessibility` value, a refusal's message), cut to fit and always
/// NUL-terminated. Writing allocates nothing: numbers are spelled on the stack.
struct BufferSentence: SentenceWriter {
    private let buffer: UnsafeMutableRawBufferPointer
    /// Bytes written, not counting the NUL.
    private(set) var count = 0

    /// A writer into `buffer`, which must hold at least one byte (the NUL).
    init(_ buffer: UnsafeMutableRawBufferPointer) {
        self.buffer = buffer
        buffer[0] = 0
    }

    mutating func append(utf8 bytes: UnsafeRawBufferPointer) {
        for byte in bytes where count < buffer.count - 1 {
            buffer[count] = byte
            count += 1
        }
        buffer[count] = 0
    }

    /// Appends a host's NUL-terminated string (a path, the dynamic linker's message), as
    /// much of it as fits.
    mutating func write(cString text: UnsafePointer<CChar>) {
        var index = 0
        while count < buffer.count - 1, text[index] != 0 {
            buffer[count] = UInt8(bitPattern: text[index])
            count += 1
            index += 1
        }
        buffer[count] = 0
    }

    /// Swift's spelling of the number (`Double.description`): the fewest significant
    /// digits that read back as the same value; fixed notation from 1e-4 up to 2^53 inclusive,
    /// with ".0" on whole numbers; exponential notation outside it ("1e-05", "1e+16").
    mutating func write(_ value: Double) {
        guard value.isFinite else {
            write(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf")
            return
        }
        // Room for "-1.2345678901234567e-308", or 17 digits, a sign, a point, four zeros.
        var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { raw in
            let text = raw.bindMemory(to: CChar.self)
            let size = Int32(text.count)
            // A buffer over a six-word tuple always has an address.
            let base = text.baseAddress.unsafelyUnwrapped
            var digits: Int32 = 1
            while digits < 17 {
                _ = sheet_print_exponential(base, size, digits - 1, value)
                if sheet_read_double(base) == value { break }
                digits += 1
            }
            var length = Int(sheet_print_exponential(base, size, digits - 1, value))
            let magnitude = value.magnitude
            if magnitude == 0 || (magnitude >= 1e-4 && magnitude <= 0x1p53) {
                // The decimal exponent follows the "e" of the exponential form: a sign, then
                // two or three digits.
                var exponent: Int32 = 0
                let printed = min(length, text.count - 1)
                if let e = text[..<printed].firstIndex(of: 0x65), e + 2 < printed {
                    for digit in text[(e + 2)..<printed] {
                        exponent = exponent * 10 + Int32(digit - 0x30)
                    }
                    if text[e + 1] == 0x2D { exponent = -exponent }
                }
                let decimals = max(0, digits - 1 - exponent)
                length = Int(sheet_print_fixed(base, size, decimals, value))
                append(utf8: UnsafeRawBufferPointer(rebasing: raw[..<min(length, raw.count - 1)]))
                if decimals == 0 { write(".0") }
            } else {
                append(utf8: UnsafeRawBufferPointer(rebasing: raw[..<min(length, raw.count - 1)]))
            }
        }
    }
}
