import SheetHostSupport
import Testing

@Suite struct SheetMotionsTests {
    @Test func theSheetsMotionsAreTheOnesSetTransitionsSets() {
        #expect(SheetMotions.sheet == [.present, .dismiss, .settle])
        #expect(!SheetMotions.sheet.contains(.content))
        #expect(SheetMotions([.present, .dismiss, .settle, .content]).rawValue == 15)
    }
}
