/// What a motion does. The raw values are the engine's own; the C layer maps them.
public enum MotionKind: Int32, Sendable {
    /// From hidden (or where the sheet was) to a detent.
    case present = 1
    /// To hidden.
    case dismiss = 2
    /// Between detents, after a release or a command.
    case settle = 3
    /// A content change: the height follows, the content cross-fades.
    case content = 4
}

/// One motion an animator is asked to perform: from the sheet's current visual state
/// to a target, starting with the velocity of `top` in pt/s (positive downward).
public struct MotionRequest: Equatable, Sendable {
    public var kind: MotionKind
    public var from: Visual
    public var to: Visual
    /// Velocity of `top` at the start, pt/s.
    public var velocity: Double
    /// Points.
    public var viewportHeight: Double

    @inlinable
    public init(kind: MotionKind, from: Visual, to: Visual, velocity: Double, viewportHeight: Double) {
        self.kind = kind
        self.from = from
        self.to = to
        self.velocity = velocity
        self.viewportHeight = viewportHeight
    }
}

/// An animator's answer at one instant of a motion.
public struct AnimatorSample: Equatable, Sendable {
    public var visual: Visual
    /// Velocity of `top`, pt/s.
    public var topVelocity: Double
    /// True once the motion is complete; the engine then snaps to the motion's target.
    public var finished: Bool

    @inlinable
    public init(visual: Visual, topVelocity: Double, finished: Bool) {
        self.visual = visual
        self.topVelocity = topVelocity
        self.finished = finished
    }
}
