import SheetCore
import SheetHostSupport
import Testing

@Suite struct SheetDetentTests {
    @Test func namedDetentsCarryTheEngineDetent() {
        #expect(SheetDetent.points(200, identifier: "peek").detent == .points(200))
        #expect(SheetDetent.fraction(0.9, identifier: "full").detent == .fraction(0.9))
        #expect(SheetDetent.fitted().detent == .content)
        #expect(SheetDetent.fitted().identifier == .fitted)
        #expect(SheetDetent.medium == SheetDetent(.fraction(0.5), identifier: .medium))
        #expect(SheetDetent.large == SheetDetent(.fraction(1), identifier: .large))
    }

    @Test func identifiersAreTheirNames() {
        let identifier: SheetDetent.Identifier = "peek"
        #expect(identifier.rawValue == "peek")
        #expect(identifier == SheetDetent.Identifier(rawValue: "peek"))
        #expect(identifier.description == "peek")
    }

    @Test func aListFindsItsDetentsByName() {
        let detents: [SheetDetent] = [.points(200, identifier: "peek"), .fraction(0.9, identifier: "full")]
        #expect(detents.index(of: "peek") == 0)
        #expect(detents.index(of: "full") == 1)
        #expect(detents.index(of: "large") == nil)
        #expect(detents.identifier(at: 1) == "full")
        #expect(detents.identifier(at: 2) == nil)
        #expect(detents.identifier(at: -1) == nil)
        #expect(detents.engineDetents == [.points(200), .fraction(0.9)])
    }
}
