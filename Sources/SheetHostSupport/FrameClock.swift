/// Engine time from a display link's timestamps and from input events' timestamps, all
/// seconds on the host's monotonic clock.
///
/// On iOS that clock is the device's time since startup: Apple documents a display
/// link's `targetTimestamp` against `CACurrentMediaTime()` (a `mach_absolute_time()` in
/// seconds) and a touch's `timestamp` as seconds since system startup, as
/// `ProcessInfo.systemUptime` counts them (developer.apple.com/documentation:
/// quartzcore/cadisplaylink/targettimestamp, quartzcore/cacurrentmediatime,
/// uikit/uitouch/timestamp).
///
/// A display frame is worked out for the moment it will be shown, its target
/// timestamp, so motion is drawn where it will be when the frame is on screen. The
/// engine's clock never runs backwards, and it takes an earlier time as the latest it
/// has seen; a tick to a target timestamp ahead of the finger would therefore stamp the
/// finger's next samples with that future time and bunch them, spoiling the release
/// velocity. So while a pointer is down, frames tick no later than the latest input:
/// the finger's samples keep their own times, and the sheet under it is where the
/// finger put it.
public struct FrameClock: Equatable, Sendable {
    /// The latest input time seen, seconds; -infinity before the first.
    public private(set) var latestInput = -Double.infinity
    /// The latest time handed to the engine, seconds; -infinity before the first.
    public private(set) var latest = -Double.infinity

    /// A clock that has seen nothing.
    public init() {}

    /// The time to tick to for a display frame to be shown at `targetTimestamp`: that
    /// time, or while `pointerDown`, no later than the latest input (never earlier than
    /// the latest time handed out, which the engine would take instead).
    public mutating func frameTime(targetTimestamp: Double, pointerDown: Bool) -> Double {
        var time = targetTimestamp
        if pointerDown, latestInput.isFinite { time = min(time, latestInput) }
        return handOut(time)
    }

    /// The time of an input event (a touch, a key, a call the user caused) that
    /// happened at `timestamp`.
    public mutating func inputTime(_ timestamp: Double) -> Double {
        if timestamp > latestInput { latestInput = timestamp }
        return handOut(timestamp)
    }

    /// The time of a command the host issues on its own at `now`.
    public mutating func commandTime(_ now: Double) -> Double {
        handOut(now)
    }

    private mutating func handOut(_ time: Double) -> Double {
        guard time.isFinite else { return time }
        latest = max(latest, time)
        return latest
    }
}
