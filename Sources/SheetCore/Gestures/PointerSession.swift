/// What a pointer that went down on a sheet, or on the backdrop around it, is doing, from
/// down to up or cancel.
///
/// The phases, in the order a gesture can pass through them:
///
///     backdrop(tapping)                      a tap while it stays within the slop
///     touching ─┬─> dragging(sheet|content)  past the slop: a drag
///               └─> declined                 sideways first: the host's
///     holding ────> dragging                 a finger that stopped a moving sheet
///     any ────────> ignored                  a command took the sheet
///
/// Whether the sheet itself follows the finger is the sheet's lifecycle
/// (`.dragging`), not the gesture's: a drag may scroll only the content.
enum PointerGesture: Equatable {
    /// Down on the dimmed backdrop: a tap while `tapping`, which it stops being once the
    /// pointer travels past the touch slop.
    case backdrop(tapping: Bool)
    /// Down on a sheet at rest and not yet past the touch slop: a tap (on the grabber)
    /// or the start of a drag, anchored where it went down. Nothing moves yet.
    case touching(Drag)
    /// Down on a moving sheet, which it stopped and holds under the finger. Lifted
    /// within the slop, the motion of `caught` kind resumes.
    case holding(caught: MotionKind, Drag, mover: Mover)
    /// Past the slop: the finger moves the sheet, its content, or first one and then
    /// the other.
    case dragging(Drag, mover: Mover)
    /// A sideways gesture: the sheet leaves it to the host's views.
    case declined
    /// A command moved or dismissed the sheet during the gesture: the rest of the
    /// stream does nothing.
    case ignored

    /// What the last movement went to.
    enum Mover: Equatable {
        case sheet, content
    }

    /// Who owns the pointer stream, as a frame reports it.
    var owner: GestureOwner {
        switch self {
        case .backdrop, .touching, .ignored: .none
        case .declined: .host
        case .holding(_, _, let mover), .dragging(_, let mover): mover == .sheet ? .sheet : .content
        }
    }
}

/// Where a drag is anchored and how much of it went to the content.
///
/// Without content scrolling, the sheet's top before any rubber band is exactly
/// `anchorTop + (y − y at touch-down)`; finger travel the content took is taken off:
/// `anchorTop + (y − y at touch-down) − consumedByContent`. The content's offset before
/// any rubber band is `anchorOffset − consumedByContent`.
struct Drag: Equatable {
    /// The sheet's top at touch-down before any rubber band, points.
    var anchorTop: Double
    /// The content's offset at touch-down before any rubber band, points.
    var anchorOffset: Double
    /// Finger travel that went to the content instead of the sheet, points, positive
    /// downward.
    var consumedByContent = 0.0
    /// Whether the finger went down within the grabber band at the sheet's top, where a
    /// drag on a sheet whose content scrolls first moves the sheet alone.
    var inGrabberBand = false
}

/// Where the pointer down on a sheet went down and where it has been since: the touch
/// slop is measured from the touch-down point, the drag follows from it, and the release
/// velocity comes from the samples.
struct PointerTrack {
    /// In the sheet's space: across its axis and along it.
    var downX: Double
    var downY: Double
    var lastX: Double
    var lastY: Double
    /// The last point in the viewport, from which the sheet's space is entered again
    /// when it changes under the finger.
    var viewportX: Double
    var viewportY: Double
    var tracker = VelocityTracker()

    init(x: Double, y: Double, viewportX: Double, viewportY: Double) {
        downX = x
        downY = y
        lastX = x
        lastY = y
        self.viewportX = viewportX
        self.viewportY = viewportY
    }

    /// Starts the track again at (`x`, `y`) of a new space, at `time`: the samples so far
    /// were measured along the old axis.
    mutating func rebase(x: Double, y: Double, at time: Double) {
        downX = x
        downY = y
        lastX = x
        lastY = y
        tracker.reset()
        tracker.add(time: time, position: y)
    }

    /// Whether a pointer now `dx`, `dy` points from where it went down has moved past
    /// `slop` in any direction.
    static func leftSlop(dx: Double, dy: Double, slop: Double) -> Bool {
        dx * dx + dy * dy > slop * slop
    }
}
