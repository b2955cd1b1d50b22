/// A generational sheet id: the slot index plus one in the low 32 bits and the slot's
/// generation in the high 32 bits. 0 is never issued, and an id whose generation no
/// longer matches its slot names a destroyed sheet forever.
public struct SheetID: Hashable, Sendable {
    public let raw: UInt64

    @inlinable public init(raw: UInt64) { self.raw = raw }

    @inlinable
    init(slot: Int, generation: UInt32) {
        raw = UInt64(generation) << 32 | UInt64(UInt32(truncatingIfNeeded: slot + 1))
    }

    /// The slot index this id claims, or nil for an id that was never a valid shape.
    @inlinable
    var slot: Int? {
        let low = UInt32(truncatingIfNeeded: raw)
        return low == 0 ? nil : Int(low) - 1
    }

    @inlinable
    var generation: UInt32 { UInt32(truncatingIfNeeded: raw >> 32) }

    public static let none = SheetID(raw: 0)
}
