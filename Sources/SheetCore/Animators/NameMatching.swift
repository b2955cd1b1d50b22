extension String {
    /// Whether two animator or parameter names are the same name: the same UTF-8 bytes,
    /// as C's `strcmp` compares the names a C host passes. `==` compares strings by
    /// Unicode canonical equivalence, which needs the standard library's normalization
    /// tables (some 30 KB in an Embedded Swift build) for a question no identifier asks.
    func isSameName(as other: String) -> Bool {
        var other = other
        return other.withUTF8 { isSameName(as: UnsafeRawBufferPointer($0)) }
    }

    /// Whether the name's UTF-8 bytes are `bytes`. Compared through the string's
    /// contiguous storage rather than its `utf8` view, whose index machinery is a good
    /// part of the standard library's string code in an Embedded Swift build.
    public func isSameName(as bytes: UnsafeRawBufferPointer) -> Bool {
        var name = self
        return name.withUTF8 { $0.count == bytes.count && $0.elementsEqual(bytes) }
    }
}
