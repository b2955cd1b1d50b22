import Testing
@testable import SheetCore

@Suite struct SheetIDTests {
    /// The low 32 bits hold the slot plus one, the high 32 bits the generation.
    @Test func layout() {
        let id = SheetID(slot: 4, generation: 7)
        #expect(id.rawValue == 7 << 32 | 5)
        #expect(id.slot == 4)
        #expect(id.generation == 7)
        #expect(id.description == "sheet \(7 << 32 | 5)")
        #expect(SheetID(rawValue: id.rawValue) == id)
    }

    @Test func zeroLowBitsNameNoSlot() {
        #expect(SheetID(rawValue: 0).slot == nil)
        #expect(SheetID(rawValue: 9 << 32).slot == nil)
        #expect(SheetID(rawValue: 1).slot == 0)
        #expect(SheetID(rawValue: 0xFFFF_FFFF).slot == 0xFFFF_FFFE)
    }
}
