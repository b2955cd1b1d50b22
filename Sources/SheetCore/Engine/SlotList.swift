internal import SheetPlatform

/// An ordered list of sheet slots (the stack of presented sheets, the free slots) in
/// storage the engine allocates itself and grows only together with its table of
/// sheets, through an allocation that can fail (`SheetEngine.makeRoomForSheet`). So
/// presenting, dismissing and destroying a sheet never allocate, and running out of
/// memory is a status, not a crash. Released once, by the engine.
struct SlotList {
    private var base: UnsafeMutablePointer<Int>?
    private(set) var capacity = 0
    private(set) var count = 0

    var last: Int? {
        guard count > 0, let base else { return nil }
        return base[count - 1]
    }

    subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count)   // slot list position out of range: an engine defect
        return base.unsafelyUnwrapped[position]
    }

    /// The last slot that satisfies `predicate`, searching from the end.
    func last(where predicate: (Int) -> Bool) -> Int? {
        var position = count
        while position > 0 {
            position -= 1
            let slot = base.unsafelyUnwrapped[position]
            if predicate(slot) { return slot }
        }
        return nil
    }

    /// The first slot that satisfies `predicate`, searching from the start.
    func first(where predicate: (Int) -> Bool) -> Int? {
        var position = 0
        while position < count {
            let slot = base.unsafelyUnwrapped[position]
            if predicate(slot) { return slot }
            position += 1
        }
        return nil
    }

    /// Adds a slot at the end. The engine grows every list with its table, so there is
    /// always room.
    mutating func append(_ slot: Int) {
        precondition(count < capacity)   // slot list full: an engine defect
        base.unsafelyUnwrapped[count] = slot
        count += 1
    }

    mutating func popLast() -> Int? {
        guard let slot = last else { return nil }
        count -= 1
        return slot
    }

    mutating func remove(at position: Int) {
        precondition(position >= 0 && position < count)   // slot list position out of range: an engine defect
        let storage = base.unsafelyUnwrapped
        var index = position
        while index + 1 < count {
            storage[index] = storage[index + 1]
            index += 1
        }
        count -= 1
    }

    /// Makes room for `newCapacity` slots; false, with nothing changed, when memory ran
    /// out.
    mutating func grow(to newCapacity: Int) -> Bool {
        guard newCapacity > capacity else { return true }
        guard let raw = memory_allocate(newCapacity * MemoryLayout<Int>.stride, MemoryLayout<Int>.alignment) else {
            return false
        }
        let grown = raw.bindMemory(to: Int.self, capacity: newCapacity)
        if let base {
            grown.initialize(from: base, count: count)
            memory_deallocate(base)
        }
        base = grown
        capacity = newCapacity
        return true
    }

    /// Frees the storage; the list must not be used after.
    func release() {
        if let base { memory_deallocate(base) }
    }
}
