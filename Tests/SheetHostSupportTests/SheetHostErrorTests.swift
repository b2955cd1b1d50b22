import SheetCore
import SheetHostSupport
import Testing

@Suite struct SheetHostErrorTests {
    @Test func sentencesSayWhatWasWrong() {
        #expect(SheetHostError.unknownDetent("full").description == "no detent of the sheet is named \"full\"")
        #expect(SheetHostError.duplicateDetent("peek").description == "two detents of the sheet are named \"peek\"")
        let engine = SheetError(.invalidState, .notPresented)
        #expect(SheetHostError.engine(engine).description == engine.description)
    }
}
