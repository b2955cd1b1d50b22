/// What a tap on the dimmed backdrop does.
public enum BackdropTapPolicy: Sendable, Equatable {
    case none
    case dismiss
    /// Move to the lowest detent; dismiss when already there and dismissible.
    case collapse
}

/// What presenting a sheet does to the sheet already on top.
public enum StackBehavior: Sendable, Equatable {
    /// The sheet below stays and recedes in step with this one.
    case push
    /// The sheet below leaves and returns when this one has been dismissed.
    case switchAway
    /// The sheet below is dismissed with reason `.replaced`.
    case replace
}

/// Whether a sheet shows a grabber.
public enum GrabberVisibility: Sendable, Equatable {
    /// Shown when the sheet has more than one detent.
    case automatic
    case visible
    case hidden
}

/// How a sheet behaves, as the host configured it. Validated by `validate()`.
public struct SheetConfiguration: Sendable {
    public var detents: [Detent] = [Detent(.fraction, 1)]
    public var dismissible = true
    /// A slow release with less than this fraction of the lowest detent visible dismisses.
    public var dismissFraction = 0.5
    /// Points; when > 0 it replaces `dismissFraction`.
    public var dismissHeight = 0.0
    /// pt/s. Default 300, the seeds' threshold (PanModal uses 300 pt/s as well).
    public var flingVelocity = 300.0
    public var backdropTap = BackdropTapPolicy.dismiss
    /// -1: every detent dims; otherwise detents 0...this are undimmed and pass touches.
    public var largestUndimmedDetent = -1
    public var backdropAlpha = 0.4
    public var cornerRadius = 12.0
    /// UIScrollView's rubber-band coefficient, 0.55 (see DESIGN physics references).
    public var rubberBand = 0.55
    /// Points a touch travels before it is a drag: Android's default touch slop, 8 dp.
    public var touchSlop = 8.0
    public var userTag: UInt64 = 0
    public var stack = StackBehavior.push
    public var grabber = GrabberVisibility.automatic
    /// Points: the band at the top of the sheet where a tap hits the grabber.
    public var grabberHeight = 24.0
    public var present = TransitionSpec()
    public var dismiss = TransitionSpec()
    public var settle = TransitionSpec()
    public var content = TransitionSpec()

    public init() {}

    public var showsGrabber: Bool {
        switch grabber {
        case .automatic: detents.count > 1
        case .visible: true
        case .hidden: false
        }
    }

    /// Checks every field's range; the message names the field.
    public func validate() throws(SheetError) {
        try Detent.validate(detents)
        try Self.require(dismissFraction, in: 0...1, "dismiss_fraction")
        try Self.require(dismissHeight, in: 0...Double.greatestFiniteMagnitude, "dismiss_height")
        guard flingVelocity.isFinite, flingVelocity > 0 else {
            throw SheetError(.invalidArgument, "fling_velocity must be finite and > 0, got \(flingVelocity)")
        }
        guard largestUndimmedDetent >= -1, largestUndimmedDetent < detents.count else {
            throw SheetError(.invalidArgument, "largest_undimmed_detent must be -1 or a detent index below \(detents.count), got \(largestUndimmedDetent)")
        }
        try Self.require(backdropAlpha, in: 0...1, "backdrop_alpha")
        try Self.require(cornerRadius, in: 0...Double.greatestFiniteMagnitude, "corner_radius")
        guard rubberBand.isFinite, rubberBand > 0, rubberBand <= 1 else {
            throw SheetError(.invalidArgument, "rubber_band must be in (0, 1], got \(rubberBand)")
        }
        try Self.require(touchSlop, in: 0...Double.greatestFiniteMagnitude, "touch_slop")
        try Self.require(grabberHeight, in: 0...Double.greatestFiniteMagnitude, "grabber_height")
    }

    private static func require(_ value: Double, in range: ClosedRange<Double>, _ name: StaticString) throws(SheetError) {
        guard value.isFinite, range.contains(value) else {
            if range.upperBound == .greatestFiniteMagnitude {
                throw SheetError(.invalidArgument, "\(name) must be finite and >= \(range.lowerBound), got \(value)")
            }
            throw SheetError(.invalidArgument, "\(name) must be in [\(range.lowerBound), \(range.upperBound)], got \(value)")
        }
    }
}

/// The animators a sheet's motions use, resolved against the registry at creation.
public struct SheetTransitions: Sendable {
    public var present: ResolvedTransition
    public var dismiss: ResolvedTransition
    public var settle: ResolvedTransition
    public var content: ResolvedTransition

    public func transition(for kind: MotionKind) -> ResolvedTransition {
        switch kind {
        case .present: present
        case .dismiss: dismiss
        case .settle: settle
        case .content: content
        }
    }
}
