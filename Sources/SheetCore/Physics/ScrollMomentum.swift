/// Scrolled content after a release: it decelerates exponentially, and where it would
/// run past an end it bounces there on a critically damped spring. A closed form of the
/// time since release, so every frame schedule lands on the same trajectory.
///
/// Offsets are points, velocities pt/s; the offset grows as content scrolls up.
public struct ScrollMomentum: Sendable {
    /// UIScrollView.DecelerationRate.normal: velocity keeps 0.998 of itself per ms.
    public static let decelerationRate = 0.998
    /// Below this speed (pt/s) the content is at rest.
    public static let restingSpeed = 0.1
    /// The bounce at the ends: a critically damped spring with this response (s).
    public static let bounceResponse = 0.4

    public let startOffset: Double
    public let startVelocity: Double
    public let lower: Double
    public let upper: Double
    /// ln(rate) per second: negative.
    private let decay: Double
    /// When deceleration alone has slowed to `restingSpeed`; +infinity if it never moves.
    private let stopTime: Double
    /// When the content reaches an end, if it does (the bounce starts there).
    private let boundTime: Double?
    private let bound: Double
    private let bounce = Spring(response: ScrollMomentum.bounceResponse, dampingRatio: 1)

    public init(offset: Double, velocity: Double, lower: Double = 0, upper: Double) {
        startOffset = offset
        startVelocity = velocity
        self.lower = lower
        self.upper = max(lower, upper)
        decay = 1000 * ElementaryFunctions.log(Self.decelerationRate)
        let speed = abs(velocity)
        stopTime = speed > Self.restingSpeed ? ElementaryFunctions.log(Self.restingSpeed / speed) / decay : 0
        if offset > self.upper || offset < lower {
            // Released past an end: the spring takes it back from where it is.
            bound = offset > self.upper ? self.upper : lower
            boundTime = 0
            return
        }
        let resting = offset - velocity / decay
        if resting > self.upper || resting < lower {
            bound = resting > self.upper ? self.upper : lower
            // offset(t) = offset + velocity (e^(decay t) - 1) / decay = bound. The bound
            // lies between the offset and the resting point, so the argument is at most 1;
            // when the resting point is a rounding error past the bound, the argument
            // rounds to 0: the content comes to rest there and never reaches it.
            let argument = 1 + (bound - offset) * decay / velocity
            boundTime = argument > 0 ? ElementaryFunctions.log(argument) / decay : nil
        } else {
            bound = resting
            boundTime = nil
        }
    }

    /// The offset, its velocity and whether the content has come to rest, `elapsed`
    /// seconds after the release.
    public func sample(elapsed: Double) -> (offset: Double, velocity: Double, finished: Bool) {
        let t = max(0, elapsed)
        if let boundTime, t >= boundTime {
            let (startX, startV) = boundTime == 0 && (startOffset > upper || startOffset < lower)
                ? (startOffset - bound, startVelocity)
                : (0, startVelocity * ElementaryFunctions.exp(decay * boundTime))
            let state = bounce.evaluate(displacement: startX, velocity: startV, at: t - boundTime)
            if abs(state.displacement) < 0.05 && abs(state.velocity) < 1 {
                return (bound, 0, true)
            }
            return (bound + state.displacement, state.velocity, false)
        }
        let clampedT = min(t, stopTime)
        let factor = ElementaryFunctions.exp(decay * clampedT)
        let offset = startOffset + startVelocity * (factor - 1) / decay
        return t >= stopTime ? (offset, 0, true) : (offset, startVelocity * factor, false)
    }
}
