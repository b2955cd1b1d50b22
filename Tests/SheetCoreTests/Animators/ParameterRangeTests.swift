import Testing
@testable import SheetCore

@Suite struct ParameterRangeTests {
    private let duration = ParameterRange(defaultValue: 0.3, minValue: 0, maxValue: 10)

    @Test func clampsIntoItsRange() {
        #expect(duration.clamp(0.5) == 0.5)
        #expect(duration.clamp(-1) == 0)
        #expect(duration.clamp(11) == 10)
        #expect(duration.clamp(-.infinity) == 0)
        #expect(duration.clamp(.infinity) == 10)
        #expect(duration.clamp(.nan) == 0.3)
    }

    @Test func valuesInSpecOrder() {
        #expect(duration.value(at: 0, in: [0.2, 2]) == 0.2)
        #expect(duration.value(at: 1, in: [0.2, 2]) == 2)
        #expect(duration.value(at: 1, in: [0.2]) == 0.3)
        #expect(duration.value(at: 0, in: []) == 0.3)
        #expect(duration.value(at: 0, in: [99]) == 10)
    }
}
