/// A sheet's identity: generational, so an id outlives its sheet without ever naming
/// another one.
///
/// The low 32 bits hold the slot index plus one, the high 32 bits the slot's generation.
/// 0 is never issued, and an id whose generation no longer matches its slot names a
/// destroyed sheet forever, even after the slot is reused. Events can name a sheet that
/// is gone.
public struct SheetID: Hashable, Sendable, CustomStringConvertible {
    /// The id as the C ABI carries it (`sheet_id`).
    public let rawValue: UInt64

    /// An id from its raw value, for instance one a C host handed over. Nothing is
    /// checked here: the engine refuses an id that names no live sheet.
    @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue }

    @inlinable
    init(slot: Int, generation: UInt32) {
        rawValue = UInt64(generation) << 32 | UInt64(UInt32(truncatingIfNeeded: slot + 1))
    }

    /// The slot index this id claims, or nil for an id that was never a valid shape. An
    /// index that the platform's `Int` cannot hold (a hostile id where `Int` is 32 bits)
    /// is nil too: no slot of an engine is that large.
    @inlinable
    var slot: Int? {
        let low = UInt32(truncatingIfNeeded: rawValue)
        return low == 0 ? nil : Int(exactly: low &- 1)
    }

    @inlinable
    var generation: UInt32 { UInt32(truncatingIfNeeded: rawValue >> 32) }

    public var description: String { "sheet \(rawValue)" }
}
