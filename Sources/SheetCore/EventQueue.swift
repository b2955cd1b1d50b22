/// A first-in first-out queue of events with a fixed capacity, allocated once.
///
/// When the host does not poll and the queue fills, further events are counted and
/// dropped; as soon as there is room again a single `.eventsDropped` event, carrying
/// the count, is queued where the loss happened. Memory never grows.
public struct EventQueue: Sendable {
    public let capacity: Int
    private var storage: ContiguousArray<SheetEvent>
    private var head = 0
    public private(set) var count = 0
    /// Events lost since the last `.eventsDropped` marker was queued.
    private var dropped: UInt64 = 0
    private var lastDropTime = 0.0

    public init(capacity: Int) {
        precondition(capacity >= 2, "an event queue needs room for an event and a loss marker")
        self.capacity = capacity
        storage = ContiguousArray(repeating: SheetEvent(type: .eventsDropped, sheet: .none, time: 0), count: capacity)
    }

    public var isEmpty: Bool { count == 0 && dropped == 0 }

    public mutating func push(_ event: SheetEvent) {
        if dropped > 0 {
            // The marker and the event need two places; otherwise the loss goes on.
            guard count + 2 <= capacity else {
                dropped &+= 1
                lastDropTime = event.time
                return
            }
            append(SheetEvent(type: .eventsDropped, sheet: .none, time: lastDropTime, droppedCount: dropped))
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
    public mutating func pop() -> SheetEvent? {
        if count == 0 {
            guard dropped > 0 else { return nil }
            let marker = SheetEvent(type: .eventsDropped, sheet: .none, time: lastDropTime, droppedCount: dropped)
            dropped = 0
            return marker
        }
        let event = storage[head]
        head = head + 1 == capacity ? 0 : head + 1
        count -= 1
        return event
    }

    public mutating func removeAll() {
        head = 0
        count = 0
        dropped = 0
    }

    private mutating func append(_ event: SheetEvent) {
        var tail = head + count
        if tail >= capacity { tail -= capacity }
        storage[tail] = event
        count += 1
    }
}
