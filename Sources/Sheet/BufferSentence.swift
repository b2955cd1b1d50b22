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
    /// digits that read back as the same value; fixed notation from 1e-4 up to 2^53
    /// inclusive, with ".0" on whole numbers; exponential notation outside it ("1e-05",
    /// "1e+16").
    mutating func write(_ value: Double) {
        guard value.isFinite else {
            write(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf")
            return
        }
        if value.sign == .minus { write("-") }
        let magnitude = value.magnitude
        guard magnitude > 0 else {
            write("0.0")
            return
        }
        let shortest = ShortestDigits(magnitude)
        let count = shortest.count
        // The value is 0.d1...dn × 10^exponent.
        let exponent = shortest.exponent
        shortest.withDigits { digits in
            if magnitude >= 1e-4 && magnitude <= 0x1p53 {
                if exponent <= 0 {
                    write("0.")
                    for _ in 0 ..< -exponent { write("0") }
                    append(utf8: digits)
                } else if exponent < count {
                    append(utf8: UnsafeRawBufferPointer(rebasing: digits[..<exponent]))
                    write(".")
                    append(utf8: UnsafeRawBufferPointer(rebasing: digits[exponent...]))
                } else {
                    append(utf8: digits)
                    for _ in count ..< exponent { write("0") }
                    write(".0")
                }
            } else {
                append(utf8: UnsafeRawBufferPointer(rebasing: digits[..<1]))
                if count > 1 {
                    write(".")
                    append(utf8: UnsafeRawBufferPointer(rebasing: digits[1...]))
                }
                let power = exponent - 1
                write(power < 0 ? "e-" : "e+")
                if power.magnitude < 10 { write("0") }
                write(UInt64(power.magnitude))
            }
        }
    }
}
