import Testing
@testable import SheetCore

@Suite struct SheetTableTests {
    /// Records start on cache-line boundaries, a whole number of lines apart.
    @Test func recordsAreLineAligned() {
        #expect(SheetTable.stride % SheetTable.lineSize == 0)
        #expect(SheetTable.stride >= MemoryLayout<SheetRecord>.stride)
        #expect(SheetTable.stride < MemoryLayout<SheetRecord>.stride + SheetTable.lineSize)
        let table = SheetTable()
        #expect(Int(bitPattern: table.base) % SheetTable.lineSize == 0)
        #expect(table.count == 0)
        table.release()
    }

    /// The table an engine grows to for its most sheets, and the doubling that makes it,
    /// stay addressable where `Int` is 32 bits: a record is no larger there than here
    /// (its pointers and `Int`s are half the size), so a table that fits in `Int32.max`
    /// bytes here fits there.
    @Test func theLargestTableFitsWhereIntIs32Bits() {
        let largest = SheetEngine.maximumSheetCount.multipliedReportingOverflow(by: SheetTable.stride)
        #expect(!largest.overflow)
        #expect(largest.partialValue <= Int(Int32.max))
        #expect(SheetEngine.maximumSheetCount.isMultiple(of: 16))  // doubling from 16 lands on it
    }

    /// The table grows past its first 16 records keeping every record where it was, by
    /// content; destroyed slots are reused with a new generation.
    @Test func theTableGrowsAndSlotsAreReused() throws {
        let rig = try Rig()
        var ids: [SheetID] = []
        for k in 0..<40 {
            ids.append(try rig.sheet([.points(Double(100 + k))]) { $0.userTag = UInt64(k) })
        }
        #expect(rig.engine.sheets.count == 40)
        for (k, id) in ids.enumerated() {
            #expect(id.slot == k && id.generation == 1)
            try rig.engine.present(id, now: 0)
        }
        try rig.engine.tick(now: 3)
        for (k, id) in ids.enumerated() {
            #expect(abs(rig.frame(id).top - (844 - Double(100 + k))) < 1e-9)
        }
        let events = rig.events().filter { if case .didPresent = $0.kind { true } else { false } }
        #expect(events.map(\.userTag) == (0..<40).map(UInt64.init))
        try rig.engine.destroySheet(ids[7])
        try rig.engine.destroySheet(ids[30])
        let reused = try rig.sheet([.points(50)])
        #expect(reused.slot == 30 && reused.generation == 2)
        let again = try rig.sheet([.points(50)])
        #expect(again.slot == 7 && again.generation == 2)
        #expect(rig.engine.sheets.count == 40)
        #expect(rig.engine.sheetCount == 40)
    }
}
