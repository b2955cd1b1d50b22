/// Contiguous storage for the engine's sheet records, read and written in place.
///
/// An array would hand out copies of a record through its getter in places the
/// optimiser cannot see through (a record holds arrays, so each copy retains them);
/// addressing the records directly keeps every per-frame access a plain load or store.
/// Indices are slots the engine has validated; the table only grows, and the engine
/// releases it once, in its deinit.
@usableFromInline
struct SheetTable {
    /// Records start on cache-line boundaries and their stride is a whole number of
    /// lines, so the fields a frame reads (a record's first three lines) touch three lines
    /// for every sheet rather than four for every other one.
    @usableFromInline static let lineSize = 64
    @usableFromInline static var stride: Int {
        (MemoryLayout<SheetRecord>.stride + lineSize - 1) / lineSize * lineSize
    }

    @usableFromInline private(set) var base: UnsafeMutableRawPointer
    @usableFromInline private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 16
        base = .allocate(byteCount: capacity * Self.stride, alignment: Self.lineSize)
    }

    var indices: Range<Int> { 0..<count }

    @inlinable @inline(__always)
    func record(_ index: Int) -> UnsafeMutablePointer<SheetRecord> {
        (base + index &* Self.stride).assumingMemoryBound(to: SheetRecord.self)
    }

    @inlinable
    subscript(index: Int) -> SheetRecord {
        @inline(__always) unsafeAddress {
            assert(index >= 0 && index < count)   // a slot the engine validated
            return UnsafePointer(record(index))
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count)   // a slot the engine validated
            return record(index)
        }
    }

    mutating func append(_ newRecord: SheetRecord) {
        if count == capacity {
            let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2 * Self.stride, alignment: Self.lineSize)
            for index in 0..<count {
                (grown + index * Self.stride).bindMemory(to: SheetRecord.self, capacity: 1).moveInitialize(from: record(index), count: 1)
            }
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count * Self.stride).bindMemory(to: SheetRecord.self, capacity: 1).initialize(to: newRecord)
        count += 1
    }

    /// Destroys every record and frees the storage; the table must not be used after.
    func release() {
        for index in 0..<count { record(index).deinitialize(count: 1) }
        base.deallocate()
    }
}
