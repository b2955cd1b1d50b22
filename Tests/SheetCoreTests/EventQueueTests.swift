import Testing
@testable import SheetCore

private func event(_ n: Int) -> SheetEvent {
    SheetEvent(type: .dragBegan, sheet: SheetID(raw: 1), time: Double(n))
}

@Suite struct EventQueueTests {
    @Test func deliversInOrder() {
        var queue = EventQueue(capacity: 4)
        for n in 0..<3 { queue.push(event(n)) }
        #expect(queue.pop()?.time == 0)
        queue.push(event(3))
        queue.push(event(4))
        #expect([queue.pop(), queue.pop(), queue.pop(), queue.pop()].map { $0?.time } == [1, 2, 3, 4])
        #expect(queue.pop() == nil)
    }

    @Test func reportsTheLossAfterTheKeptEvents() {
        var queue = EventQueue(capacity: 4)
        for n in 0..<10 { queue.push(event(n)) }
        #expect(queue.count == 4)
        var times: [Double] = []
        while let next = queue.pop(), next.type != .eventsDropped { times.append(next.time) }
        #expect(times == [0, 1, 2, 3])
        #expect(queue.isEmpty)
    }

    @Test func theMarkerCarriesTheCountAndStandsWhereTheLossWas() {
        var queue = EventQueue(capacity: 4)
        for n in 0..<7 { queue.push(event(n)) }   // 0...3 kept, 4...6 lost
        #expect(queue.pop()?.time == 0)
        #expect(queue.pop()?.time == 1)
        queue.push(event(7))                      // room for the marker and 7
        let rest = [queue.pop(), queue.pop(), queue.pop(), queue.pop()]
        #expect(rest.map { $0?.time } == [2, 3, 6, 7])
        #expect(rest[2]?.type == .eventsDropped)
        #expect(rest[2]?.droppedCount == 3)
        #expect(queue.pop() == nil)
    }
}
