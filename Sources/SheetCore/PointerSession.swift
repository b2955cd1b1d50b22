/// One pointer that went down on a sheet, from down to up or cancel.
struct PointerSession {
    enum Target {
        /// On the sheet: a drag once the slop is crossed.
        case sheet
        /// On the dimmed backdrop: a tap unless it travels past the slop.
        case backdrop
        /// A gesture the sheet does not take (a horizontal drag): ignored to the end.
        case declined
    }

    /// The motion a finger stopped by landing on a moving sheet, resumed when the
    /// finger lifts without dragging.
    struct CaughtMotion {
        var kind: MotionKind
    }

    /// Who the last movement went to.
    enum Owner {
        case undecided, sheet, content
    }

    var target: Target
    var downX: Double
    var downY: Double
    var lastY: Double
    /// The sheet's top at touch-down before any rubber band: the drag's anchor.
    var rawTopAtDown: Double
    /// The content offset at touch-down, before any rubber band.
    var offsetAtDown = 0.0
    /// Finger travel (points, positive downward) that went to the content instead of
    /// the sheet: the sheet's top is `rawTopAtDown + (y - downY) - consumedByContent`.
    var consumedByContent = 0.0
    var owner = Owner.undecided
    /// Whether the sheet follows the finger.
    var dragging = false
    /// Whether the finger has travelled past the touch slop.
    var crossedSlop = false
    var caught: CaughtMotion?
    /// The sheet was dismissed or moved by a command during this stream: the rest of it
    /// is ignored.
    var ignored = false
    var tracker = VelocityTracker()

    var gestureOwner: GestureOwner {
        if ignored { return .none }
        switch target {
        case .declined: return .host
        case .backdrop: return .none
        case .sheet:
            switch owner {
            case .undecided: return dragging ? .sheet : .none
            case .sheet: return .sheet
            case .content: return .content
            }
        }
    }

    init(target: Target, x: Double, y: Double, rawTopAtDown: Double) {
        self.target = target
        downX = x
        downY = y
        lastY = y
        self.rawTopAtDown = rawTopAtDown
    }
}
