internal import SheetPlatform

/// Contiguous storage for the engine's sheet records, read and written in place, and
/// the generation each slot's next id carries.
///
/// An array would hand out copies of a record through its getter in places the
/// optimiser cannot see through (a record holds arrays, so each copy retains them);
/// addressing the records directly keeps every per-frame access a plain load or store.
/// Indices are slots the engine has validated. The table starts empty and grows only
/// through `grow(to:)`, an allocation that can fail, so that running out of memory
/// refuses a new sheet rather than stopping the program; the engine releases it once,
/// in its deinit.
@usableFromInline
struct SheetTable {
    /// Records start on cache-line boundaries and their stride is a whole number of
    /// lines, so the fields a frame reads (a record's first three lines) touch three lines
    /// for every sheet rather than four for every other one.
    @usableFromInline static let lineSize = 64
    @usableFromInline static var stride: Int {
        (MemoryLayout<SheetRecord>.stride + lineSize - 1) / lineSize * lineSize
    }

    /// The records; before the first growth, an aligned address that is never read.
    @usableFromInline private(set) var base = UnsafeMutableRawPointer(bitPattern: SheetTable.lineSize).unsafelyUnwrapped
    @usableFromInline private(set) var count = 0
    private(set) var capacity = 0
    /// The generation of the next id issued from each slot.
    private var generations: UnsafeMutablePointer<UInt32>?

    init() {}

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

    /// Adds a slot holding `newRecord`, whose first id carries generation 1. There must
    /// be room (`grow(to:)`). The record is moved in, not copied.
    mutating func append(_ newRecord: consuming SheetRecord) {
        precondition(count < capacity)   // sheet table full: an engine defect
        (base + count * Self.stride).bindMemory(to: SheetRecord.self, capacity: 1).initialize(to: newRecord)
        generations.unsafelyUnwrapped[count] = 1
        count += 1
    }

    /// Puts `newRecord` in slot `index` in place of the record there, which is destroyed;
    /// the new one is moved in, not copied.
    func replace(_ index: Int, with newRecord: consuming SheetRecord) {
        precondition(index >= 0 && index < count)   // sheet slot out of range: an engine defect
        let slot = record(index)
        slot.deinitialize(count: 1)
        slot.initialize(to: newRecord)
    }

    /// The generation of the next id issued from `slot`.
    func generation(of slot: Int) -> UInt32 {
        precondition(slot >= 0 && slot < count)   // sheet slot out of range: an engine defect
        return generations.unsafelyUnwrapped[slot]
    }

    func setGeneration(_ generation: UInt32, of slot: Int) {
        precondition(slot >= 0 && slot < count)   // sheet slot out of range: an engine defect
        generations.unsafelyUnwrapped[slot] = generation
    }

    /// Makes room for `newCapacity` slots; false, with nothing changed, when memory ran
    /// out.
    mutating func grow(to newCapacity: Int) -> Bool {
        guard newCapacity > capacity else { return true }
        guard let records = memory_allocate(newCapacity * Self.stride, Self.lineSize) else { return false }
        guard let rawGenerations = memory_allocate(newCapacity * MemoryLayout<UInt32>.stride, MemoryLayout<UInt32>.alignment) else {
            memory_deallocate(records)
            return false
        }
        let grownGenerations = rawGenerations.bindMemory(to: UInt32.self, capacity: newCapacity)
        for index in 0..<count {
            (records + index * Self.stride).bindMemory(to: SheetRecord.self, capacity: 1).moveInitialize(from: record(index), count: 1)
        }
        if let generations {
            grownGenerations.initialize(from: generations, count: count)
            memory_deallocate(generations)
        }
        if capacity > 0 { memory_deallocate(base) }
        base = records
        generations = grownGenerations
        capacity = newCapacity
        return true
    }

    /// Destroys every record and frees the storage; the table must not be used after.
    func release() {
        for index in 0..<count { record(index).deinitialize(count: 1) }
        if capacity > 0 { memory_deallocate(base) }
        if let generations { memory_deallocate(generations) }
    }
}
