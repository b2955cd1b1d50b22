/// A first-in first-out queue of events with a fixed capacity, allocated once.
///
/// The ring's storage is reserved whole when the queue is made and filled as events
/// first arrive, so that making an engine touches none of it (a few pages of memory
/// the host would otherwise fault in before its first frame).
///
/// When the host does not poll and the queue fills, further events are counted and
/// dropped; as soon as there is room again a single `.eventsDropped` event, carrying
/// the count, is queued where the loss happened. Memory never grows.
struct EventQueue: Sendable {
    let capacity: Int
    private var storage: ContiguousArray<SheetEvent>
    private var head = 0
    private(set) var count = 0
    /// Events lost since the last `.eventsDropped` marker was queued.
    private var dropped: UInt64 = 0
    private var lastDropTime = 0.0

    /// A queue of `capacity` events, at least 2: room for an event and a loss marker.
    init(capacity: Int) {
        self.capacity = max(2, capacity)
        storage = []
        storage.reserveCapacity(self.capacity)
    }

    private static func lossMarker(_ count: UInt64, time: Double) -> SheetEvent {
        SheetEvent(.eventsDropped(count: count), sheet: nil, time: time)
    }

    var isEmpty: Bool { count == 0 && dropped == 0 }

    mutating func push(_ event: SheetEvent) {
        if dropped > 0 {
            // The marker and the event need two places; otherwise the loss goes on.
            guard count + 2 <= capacity else {
                dropped &+= 1
                lastDropTime = event.time
                return
            }
            append(Self.lossMarker(dropped, time: lastDropTime))
            dropped = 0
        }
        guard count < capacity else {
            dropped = 1
            lastDropTime = event.time
            return
        }
        append(event)
    }

    /// The oldest event, or nil when there is none. A pending loss is reported once the
    /// queue has drained.
    mutating func pop() -> SheetEvent? {
        if count == 0 {
            guard dropped > 0 else { return nil }
            let marker = Self.lossMarker(dropped, time: lastDropTime)
            dropped = 0
            return marker
        }
        let event = storage[head]
        head = head + 1 == capacity ? 0 : head + 1
        count -= 1
        return event
    }

    private mutating func append(_ event: SheetEvent) {
        var tail = head + count
        if tail >= capacity { tail -= capacity }
        // Places are written in ring order from 0, so the first write of each is at the
        // end of what the storage holds, within the capacity reserved.
        if tail == storage.count {
            storage.append(event)
        } else {
            storage[tail] = event
        }
        count += 1
    }
}
