/// Something that happened, in the order it happened. Poll them with
/// `SheetEngine.pollEvent()`.
///
/// Presentation and dismissal come in pairs: a `.willPresent` is closed by exactly one
/// `.didPresent` or `.transitionCancelled(.presentation)`, a `.willDismiss` by one
/// `.didDismiss` or `.transitionCancelled(.dismissal)`, and a `.dragBegan` by one
/// `.dragEnded`.
public struct SheetEvent: Sendable, Equatable {
    /// What happened.
    public var kind: Kind
    /// The sheet it happened to, which may be destroyed by now; nil for
    /// `.eventsDropped`, which is about the queue.
    public var sheet: SheetID?
    /// Engine time it happened at, seconds.
    public var time: Double
    /// The sheet's `SheetConfiguration.userTag`; 0 for `.eventsDropped`.
    public var userTag: UInt64
    /// The sheet's content when it happened; nil for none.
    public var contentID: UInt64?

    public init(_ kind: Kind, sheet: SheetID?, time: Double, userTag: UInt64 = 0, contentID: UInt64? = nil) {
        self.kind = kind
        self.sheet = sheet
        self.time = time
        self.userTag = userTag
        self.contentID = contentID
    }

    /// What happened, with what the host needs to know about it.
    public enum Kind: Sendable, Equatable {
        /// A presentation began toward `detent`.
        case willPresent(detent: Int)
        /// The presentation ended: the sheet rests at `detent`.
        case didPresent(detent: Int)
        /// A dismissal began.
        case willDismiss(SheetReason)
        /// The dismissal ended: the sheet is hidden. The reason is its `.willDismiss`'s.
        case didDismiss(SheetReason)
        /// The user asked to dismiss a sheet that confirms its dismissals
        /// (`SheetConfiguration.confirmsDismissal`), for `reason`: nothing was dismissed,
        /// and no `.willDismiss` opened. The host answers with `dismiss(_:now:)` when it
        /// agrees, whenever it likes.
        case dismissRequested(SheetReason)
        /// The sheet's detent changed from `from` to `to`, as soon as the new target is
        /// chosen.
        case detentChanged(from: Int, to: Int, SheetReason)
        /// A finger took the sheet, at or heading to `detent`.
        case dragBegan(detent: Int)
        /// The finger let go, or a command or the system took the sheet from it. `detent`
        /// is where the sheet goes now, nil when it leaves the viewport (dismissed,
        /// switched away beneath another sheet, or destroyed). The reason is
        /// `.drag` or `.fling` for a release, `.none` for a cancelled pointer, a finger
        /// that lifts off a sheet it only stopped, or a destroyed sheet, and the
        /// command's reason (`.programmatic`, `.accessibility`, `.replaced`) when a
        /// command interrupted the drag.
        case dragEnded(detent: Int?, SheetReason)
        /// The sheet's content changed (`contentID` is the new one); `detent` is where the
        /// sheet is or is heading, nil when it is not presented.
        case contentChanged(detent: Int?)
        /// A presentation or dismissal will not complete.
        case transitionCancelled(CancelledTransition)
        /// An animator misbehaved and was cut off; the engine's own spring finishes the
        /// motion. `animator` indexes `SheetEngine.animators`; `detent` is as in
        /// `.contentChanged`.
        case animatorFailed(animator: Int, AnimatorFailure, detent: Int?)
        /// The queue was full: `count` events were lost just before this one.
        case eventsDropped(count: UInt64)
    }

    /// The transition a `.transitionCancelled` closes.
    public enum CancelledTransition: Sendable, Equatable {
        /// A presentation toward `detent`.
        case presentation(detent: Int)
        /// A dismissal for `reason`.
        case dismissal(SheetReason)
    }
}

/// Why an animator was cut off.
public enum AnimatorFailure: Sendable, Equatable {
    /// It refused to start the motion.
    case start
    /// A sample reported an error.
    case sample
    /// A sample was not finite, or its scale not positive.
    case value
    /// It had not finished within the maximum motion duration.
    case timeout
}

/// Why a sheet moved.
public enum SheetReason: Sendable, Equatable {
    /// Nothing the host or the user asked for: a cancelled pointer, a finger that lifted
    /// off a sheet it only stopped.
    case none
    /// A call from the host.
    case programmatic
    /// A release slower than the fling velocity.
    case drag
    /// A release faster than the fling velocity.
    case fling
    /// A tap on the dimmed backdrop.
    case backdropTap
    /// An accessibility action.
    case accessibility
    /// Another sheet replaced this one (`StackBehavior.replace`).
    case replaced
    /// A tap on the grabber.
    case grabber
    /// A back action (`SheetEngine.commitBack(_:now:)`).
    case back
}

extension SheetEvent.Kind: CustomStringConvertible {
    /// The case and its data, as Swift spells them: "dragEnded(detent: 1, fling)".
    public var description: String {
        func detent(_ value: Int?) -> String { value.map { "\($0)" } ?? "nil" }
        switch self {
        case .willPresent(let to): return "willPresent(detent: \(to))"
        case .didPresent(let at): return "didPresent(detent: \(at))"
        case .willDismiss(let reason): return "willDismiss(\(reason))"
        case .didDismiss(let reason): return "didDismiss(\(reason))"
        case .dismissRequested(let reason): return "dismissRequested(\(reason))"
        case let .detentChanged(from, to, reason): return "detentChanged(from: \(from), to: \(to), \(reason))"
        case .dragBegan(let at): return "dragBegan(detent: \(at))"
        case let .dragEnded(to, reason): return "dragEnded(detent: \(detent(to)), \(reason))"
        case .contentChanged(let at): return "contentChanged(detent: \(detent(at)))"
        case .transitionCancelled(.presentation(let to)): return "transitionCancelled(.presentation(detent: \(to)))"
        case .transitionCancelled(.dismissal(let reason)): return "transitionCancelled(.dismissal(\(reason)))"
        case let .animatorFailed(animator, failure, at):
            return "animatorFailed(animator: \(animator), \(failure), detent: \(detent(at)))"
        case .eventsDropped(let count): return "eventsDropped(count: \(count))"
        }
    }
}

extension SheetReason: CustomStringConvertible {
    /// The case's name: "backdropTap".
    public var description: String {
        switch self {
        case .none: "none"
        case .programmatic: "programmatic"
        case .drag: "drag"
        case .fling: "fling"
        case .backdropTap: "backdropTap"
        case .accessibility: "accessibility"
        case .replaced: "replaced"
        case .grabber: "grabber"
        case .back: "back"
        }
    }
}

extension AnimatorFailure: CustomStringConvertible {
    /// The case's name: "timeout".
    public var description: String {
        switch self {
        case .start: "start"
        case .sample: "sample"
        case .value: "value"
        case .timeout: "timeout"
        }
    }
}
