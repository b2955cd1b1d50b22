extension String {
    /// Whether two animator or parameter names are the same name: the same UTF-8 bytes,
    /// as C's `strcmp` compares the names a C host passes. `==` compares strings by
    /// Unicode canonical equivalence, which needs the standard library's normalization
    /// tables (some 30 KB in an Embedded Swift build) for a question no identifier asks.
    func isSameName(as other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
