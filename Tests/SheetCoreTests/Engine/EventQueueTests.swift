import Testing
@testable import SheetCore

private func event(_ n: Int) -> SheetEvent {
    SheetEvent(.dragBegan(detent: n), sheet: SheetID(rawValue: 1), time: Double(n))
}

@Suite struct EventQueueTests {
    @Test func deliversInOrder() {
        let queue = EventQueue(capacity: 4)
        #expect(queue.isEmpty)
        for n in 0..<3 { queue.push(event(n)) }
        #expect(queue.count == 3)
        #expect(queue.pop() == event(0))
        queue.push(event(3))
        queue.push(event(4))
        #expect([queue.pop(), queue.pop(), queue.pop(), queue.pop()] == [event(1), event(2), event(3), event(4)])
        #expect(queue.pop() == nil)
        #expect(queue.isEmpty)
    }

    @Test func reportsTheLossAfterTheKeptEvents() {
        let queue = EventQueue(capacity: 4)
        for n in 0..<10 { queue.push(event(n)) }
        #expect(queue.count == 4)
        #expect(!queue.isEmpty)
        var times: [Double] = []
        var marker: SheetEvent?
        while let next = queue.pop() {
            if case .eventsDropped = next.kind { marker = next; break }
            times.append(next.time)
        }
        #expect(times == [0, 1, 2, 3])
        // Six were lost, the last at time 9; the marker is about the queue, not a sheet.
        #expect(marker == SheetEvent(.eventsDropped(count: 6), sheet: nil, time: 9))
        #expect(queue.isEmpty)
        #expect(queue.pop() == nil)
    }

    @Test func theMarkerCarriesTheCountAndStandsWhereTheLossWas() {
        let queue = EventQueue(capacity: 4)
        for n in 0..<7 { queue.push(event(n)) }   // 0...3 kept, 4...6 lost
        #expect(queue.pop()?.time == 0)
        #expect(queue.pop()?.time == 1)
        queue.push(event(7))                      // room for the marker and 7
        let rest = [queue.pop(), queue.pop(), queue.pop(), queue.pop()]
        #expect(rest.map { $0?.time } == [2, 3, 6, 7])
        #expect(rest[2]?.kind == .eventsDropped(count: 3))
        #expect(rest[2]?.sheet == nil)
        #expect(rest[3] == event(7))
        #expect(queue.pop() == nil)
    }

    /// With room for one event only, the loss goes on until the marker and the next
    /// event fit together.
    @Test func theLossGoesOnUntilTwoPlacesAreFree() {
        let queue = EventQueue(capacity: 4)
        for n in 0..<5 { queue.push(event(n)) }   // 4 lost
        #expect(queue.pop() == event(0))
        queue.push(event(5))                      // one place: lost too
        #expect(queue.count == 3)
        #expect(queue.pop() == event(1))
        queue.push(event(6))                      // two places: marker (2 lost) and 6
        let rest = [queue.pop(), queue.pop(), queue.pop(), queue.pop()]
        #expect(rest == [event(2), event(3), SheetEvent(.eventsDropped(count: 2), sheet: nil, time: 5), event(6)])
    }

    /// Pushes and pops that go round the ring many times, at every fill level, keep the
    /// order: the storage is filled as places are first used, then reused in turn.
    @Test func goesRoundTheRingInOrder() {
        let queue = EventQueue(capacity: 5)
        var next = 0, expected = 0
        for round in 0..<40 {
            for _ in 0...(round % 5) where queue.count < 5 {
                queue.push(event(next))
                next += 1
            }
            for _ in 0..<(1 + round % 3) {
                guard let popped = queue.pop() else { break }
                #expect(popped == event(expected))
                expected += 1
            }
        }
        while let popped = queue.pop() {
            #expect(popped == event(expected))
            expected += 1
        }
        #expect(expected == next)
        #expect(next > 40)
    }

    @Test func capacityIsAtLeastTwo() {
        #expect(EventQueue(capacity: 0).capacity == 2)
        #expect(EventQueue(capacity: 1).capacity == 2)
        #expect(EventQueue(capacity: 256).capacity == 256)
        let queue = EventQueue(capacity: 1)
        queue.push(event(0))
        queue.push(event(1))
        queue.push(event(2))
        #expect([queue.pop(), queue.pop(), queue.pop()] == [event(0), event(1), SheetEvent(.eventsDropped(count: 1), sheet: nil, time: 2)])
    }
}
