/// Where a sheet is in its life, with what each stage needs to know. Frames report its
/// projection, `SheetState`.
///
///     hidden ──present──> presenting ──arrives──> resting <──arrives── settling
///        ^                     │                     │                    ^
///        │                     └──── a finger ───> dragging ── release ───┘
///        └──arrives── dismissing <── dismiss, release ─┘
///
/// and, beneath a sheet presented with `StackBehavior.switchAway`, `switchedAway` until
/// that sheet is dismissed (then `presenting` again, without events).
enum Lifecycle: Equatable {
    /// Not presented: off screen and out of the stack.
    case hidden
    /// Moving in. `announced`: its WILL_PRESENT is open, and DID_PRESENT closes it on
    /// arrival; a sheet coming back after being switched away moves in without events.
    case presenting(announced: Bool)
    /// At its detent; nothing moves.
    case resting
    /// Moving to its detent after a release or a command, or following its content or
    /// its geometry. `closesPresentation`: the WILL_PRESENT of a presentation a finger
    /// interrupted is still open, and DID_PRESENT closes it on arrival.
    case settling(closesPresentation: Bool)
    /// Under a finger. `interrupted`: the transition the finger stopped that is still
    /// open — a presentation (closed when the sheet comes to rest) or a dismissal (the
    /// sheet has no detent until the release decides).
    case dragging(interrupted: OpenTransition?)
    /// Moving out; `reason` is its WILL_DISMISS's, which DID_DISMISS repeats.
    case dismissing(SheetReason)
    /// Presented, but switched away beneath another sheet: `leaving` while it still
    /// moves out of view, then out of view until the sheet above it is dismissed.
    case switchedAway(leaving: Bool)

    /// A WILL_PRESENT or WILL_DISMISS not yet closed by its DID_ event or a
    /// TRANSITION_CANCELLED.
    enum OpenTransition: Equatable {
        case presentation
        case dismissal(SheetReason)
    }

    /// The state a frame reports.
    var state: SheetState {
        switch self {
        case .hidden, .switchedAway(leaving: false): .hidden
        case .presenting: .presenting
        case .resting: .resting
        case .settling, .switchedAway(leaving: true): .settling
        case .dragging: .dragging
        case .dismissing: .dismissing
        }
    }

    /// Whether the sheet is at, or heading to, its detent, so that frames and events
    /// report the detent: not when it is hidden, leaving or out of view.
    var hasDetent: Bool {
        switch self {
        case .presenting, .resting, .settling, .dragging(interrupted: nil), .dragging(interrupted: .presentation): true
        case .hidden, .dismissing, .switchedAway, .dragging(interrupted: .dismissal): false
        }
    }

    /// The transition this stage holds open.
    var openTransition: OpenTransition? {
        switch self {
        case .presenting(announced: true), .settling(closesPresentation: true): .presentation
        case .dragging(let interrupted): interrupted
        case .dismissing(let reason): .dismissal(reason)
        case .hidden, .presenting(announced: false), .resting, .settling(closesPresentation: false), .switchedAway: nil
        }
    }

    /// The same stage with its open transition closed.
    var closingOpenTransition: Lifecycle {
        switch self {
        case .presenting: .presenting(announced: false)
        case .settling: .settling(closesPresentation: false)
        case .dragging: .dragging(interrupted: nil)
        case .dismissing, .hidden, .resting, .switchedAway: self
        }
    }

    var isDragging: Bool {
        if case .dragging = self { true } else { false }
    }

    var isSwitchedAway: Bool {
        if case .switchedAway = self { true } else { false }
    }
}
