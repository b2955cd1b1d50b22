import Testing
@testable import SheetCore

@Suite struct SheetEventTests {
    @Test func defaultsAndEquality() {
        let event = SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 5), time: 2)
        #expect(event.userTag == 0 && event.contentID == 0)
        #expect(event == SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 5), time: 2, userTag: 0, contentID: 0))
        #expect(event != SheetEvent(.willPresent(detent: 0), sheet: SheetID(rawValue: 5), time: 2))
        #expect(event != SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 6), time: 2))
        #expect(event != SheetEvent(.willPresent(detent: 1), sheet: SheetID(rawValue: 5), time: 2, userTag: 1))
        #expect(SheetEvent.Kind.dragEnded(detent: nil, .drag) != .dragEnded(detent: 0, .drag))
        #expect(SheetEvent.Kind.transitionCancelled(.presentation(detent: 0)) != .transitionCancelled(.dismissal(.programmatic)))
    }
}
