/// What a motion does.
public enum MotionKind: Sendable, Equatable, CaseIterable {
    /// From hidden (or where the sheet was) to a detent.
    case present
    /// To hidden.
    case dismiss
    /// Between detents, after a release or a command.
    case settle
    /// A content change: the height follows, the content cross-fades.
    case content

    /// The name a configuration's transition for this kind goes by: "present", ...
    public var name: StaticString {
        switch self {
        case .present: "present"
        case .dismiss: "dismiss"
        case .settle: "settle"
        case .content: "content"
        }
    }
}

/// One motion an animator is asked to perform: from the sheet's visual state now to a
/// target, starting with the velocity of `top`.
public struct MotionRequest: Equatable, Sendable {
    public var kind: MotionKind
    /// Where the sheet is. For a content motion, `from.opacity` is the incoming
    /// content's alpha rather than the sheet's opacity.
    public var from: Visual
    /// Where the motion must end.
    public var to: Visual
    /// Velocity of `top` at the start, pt/s, positive downward.
    public var velocity: Double
    /// The viewport's height, points.
    public var viewportHeight: Double

    public init(kind: MotionKind, from: Visual, to: Visual, velocity: Double, viewportHeight: Double) {
        self.kind = kind
        self.from = from
        self.to = to
        self.velocity = velocity
        self.viewportHeight = viewportHeight
    }
}
