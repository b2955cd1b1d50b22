/// Contiguous storage for the engine's sheet records, read and written in place.
///
/// An array would hand out copies of a record through its getter in places the
/// optimiser cannot see through (a record holds arrays, so each copy retains them);
/// addressing the records directly keeps every per-frame access a plain load or store.
/// Indices are slots the engine has validated; the table only grows, and the engine
/// releases it once, in its deinit.
@usableFromInline
struct SheetTable {
    @usableFromInline private(set) var base: UnsafeMutablePointer<SheetRecord>
    @usableFromInline private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    var indices: Range<Int> { 0..<count }

    @inlinable
    subscript(index: Int) -> SheetRecord {
        @inline(__always) unsafeAddress {
            assert(index >= 0 && index < count, "sheet slot out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "sheet slot out of range")
            return base + index
        }
    }

    mutating func append(_ record: SheetRecord) {
        if count == capacity {
            let grown = UnsafeMutablePointer<SheetRecord>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: record)
        count += 1
    }

    /// Destroys every record and frees the storage; the table must not be used after.
    func release() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
