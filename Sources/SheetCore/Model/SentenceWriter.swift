/// Where a sentence the engine composes (an error's, an accessibility value) is written,
/// piece by piece. The Swift face collects the pieces in a `String`
/// (`StringSentence`); the C face writes them into storage it reserved, so that
/// reporting an error allocates nothing.
///
/// A writer supplies the two primitives; text, names and integers are written through
/// `append(utf8:)`, without allocating.
public protocol SentenceWriter {
    /// Appends UTF-8 bytes.
    mutating func append(utf8 bytes: UnsafeRawBufferPointer)
    /// Appends a number as Swift's `description` spells it: "2.0", "0.35", "1e-05",
    /// "nan", "-inf".
    mutating func write(_ value: Double)
}

extension SentenceWriter {
    /// Appends text that lives as long as the program. A sentence is written by hundreds
    /// of these calls, so each is a call with the text's address and length, the two
    /// constants where it is made (a string literal is always stored as its UTF-8 bytes).
    @inlinable @inline(__always)
    public mutating func write(_ text: StaticString) {
        append(utf8Start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    @usableFromInline @inline(never)
    mutating func append(utf8Start start: UnsafePointer<UInt8>, count: Int) {
        append(utf8: UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Appends a name the engine holds (an animator's, a parameter's), byte for byte.
    public mutating func write(name: AnimatorName) {
        name.withUTF8 { append(utf8: $0) }
    }

    /// Appends an integer in decimal.
    public mutating func write(_ value: Int) {
        if value < 0 {
            write("-")
        }
        write(value.magnitude)
    }

    /// Appends an unsigned integer in decimal.
    public mutating func write(_ value: UInt) {
        write(UInt64(value))
    }

    /// Appends an unsigned 64-bit integer in decimal (a sheet id, a count).
    public mutating func write(_ value: UInt64) {
        // 20 digits hold UInt64.max; written from the end of a buffer on the stack.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var rest = value
            var start = 24
            repeat {
                start -= 1
                buffer[start] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
                rest /= 10
            } while rest > 0
            append(utf8: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }
}

/// A sentence collected in a `String`, for the Swift face (`SheetError.description`).
public struct StringSentence: SentenceWriter {
    public private(set) var text = ""

    public init() {}

    public mutating func append(utf8 bytes: UnsafeRawBufferPointer) {
        text += String(decoding: bytes, as: UTF8.self)
    }

    public mutating func write(_ value: Double) {
        text += value.description
    }
}
