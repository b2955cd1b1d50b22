internal import SheetPlatform

/// A first-in first-out queue of events with a fixed capacity, allocated once.
///
/// The ring's storage is allocated whole when the queue is made, through an allocation
/// that can fail (then the queue has no room: `capacity` is 0, and every event counts
/// as dropped), and its pages are touched only as events first arrive, so that making
/// an engine costs the host no page faults before its first frame.
///
/// When the host does not poll and the queue fills, further events are counted and
/// dropped; as soon as there is room again a single `.eventsDropped` event, carrying
/// the count, is queued where the loss happened. Memory never grows.
final class EventQueue {
    /// Room for events: the capacity asked for (at least 2), or 0 when memory ran out.
    let capacity: Int
    private let storage: UnsafeMutablePointer<SheetEvent>?
    private var head = 0
    private(set) var count = 0
    /// Events lost since the last `.eventsDropped` marker was queued.
    private var dropped: UInt64 = 0
    private var lastDropTime = 0.0

    /// A queue of `capacity` events, at least 2: room for an event and a loss marker.
    init(capacity: Int) {
        let wanted = max(2, min(capacity, Int(Int32.max) / MemoryLayout<SheetEvent>.stride))
        storage = memory_allocate(wanted * MemoryLayout<SheetEvent>.stride, MemoryLayout<SheetEvent>.alignment)?
            .bindMemory(to: SheetEvent.self, capacity: wanted)
        self.capacity = storage == nil ? 0 : wanted
    }

    deinit {
        // SheetEvent holds no references: the events need no deinitialization.
        if let storage { memory_deallocate(storage) }
    }

    private static func lossMarker(_ count: UInt64, time: Double) -> SheetEvent {
        SheetEvent(.eventsDropped(count: count), sheet: nil, time: time)
    }

    var isEmpty: Bool { count == 0 && dropped == 0 }

    func push(_ event: SheetEvent) {
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
    func pop() -> SheetEvent? {
        if count == 0 {
            guard dropped > 0 else { return nil }
            let marker = Self.lossMarker(dropped, time: lastDropTime)
            dropped = 0
            return marker
        }
        let event = storage.unsafelyUnwrapped[head]
        head = head + 1 == capacity ? 0 : head + 1
        count -= 1
        return event
    }

    /// Queues `event`; there is room (count < capacity).
    private func append(_ event: SheetEvent) {
        var tail = head + count
        if tail >= capacity { tail -= capacity }
        // SheetEvent is trivial: writing it over uninitialized memory is an assignment.
        (storage.unsafelyUnwrapped + tail).initialize(to: event)
        count += 1
    }
}
