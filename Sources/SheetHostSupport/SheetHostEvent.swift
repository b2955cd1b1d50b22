import SheetCore

/// An engine event about one sheet, with detents named by their identifiers. Pairs as
/// the engine's do: `willPresent` ends in `didPresent` or `presentationCancelled`,
/// `willDismiss` in `didDismiss` or `dismissalCancelled`, `dragBegan` in `dragEnded`.
public enum SheetHostEvent: Equatable, Sendable {
    /// A presentation began toward the detent.
    case willPresent(SheetDetent.Identifier)
    /// The presentation ended: the sheet rests at the detent.
    case didPresent(SheetDetent.Identifier)
    /// The presentation toward the detent will not complete (a dismissal or a drag took
    /// over, or the sheet was destroyed).
    case presentationCancelled(SheetDetent.Identifier)
    /// A dismissal began, for this reason.
    case willDismiss(SheetReason)
    /// The dismissal ended: the sheet is hidden.
    case didDismiss(SheetReason)
    /// The user asked to dismiss a sheet that confirms its dismissals, for this reason;
    /// nothing was dismissed.
    case dismissRequested(SheetReason)
    /// The dismissal for this reason will not complete (a finger caught the sheet, or it
    /// was presented again).
    case dismissalCancelled(SheetReason)
    /// The detent changed, as soon as the new target was chosen.
    case detentChanged(from: SheetDetent.Identifier, to: SheetDetent.Identifier, SheetReason)
    /// A finger took the sheet at, or heading to, the detent.
    case dragBegan(SheetDetent.Identifier)
    /// The finger let go (or a command took the sheet from it): the detent the sheet goes
    /// to, nil when it leaves the viewport.
    case dragEnded(SheetDetent.Identifier?, SheetReason)
    /// The content changed to `contentID` (nil: none).
    case contentChanged(contentID: UInt64?)
    /// The named animator misbehaved and was cut off; the engine finished the motion.
    case animatorFailed(animator: AnimatorName, AnimatorFailure)
    /// The engine's event queue overflowed: `count` events were lost, for any sheet.
    case eventsDropped(count: UInt64)

    /// `event` with its detent indices named after `detents` (the sheet's, as it was
    /// made); `animatorName` names an animator by its index. nil for an index no detent
    /// has, which a live sheet's events never carry.
    public init?(_ event: SheetEvent, detents: [SheetDetent], animatorName: (Int) -> AnimatorName = { AnimatorName("\($0)") }) {
        func name(_ index: Int) -> SheetDetent.Identifier? { detents.identifier(at: index) }
        switch event.kind {
        case .willPresent(let detent):
            guard let detent = name(detent) else { return nil }
            self = .willPresent(detent)
        case .didPresent(let detent):
            guard let detent = name(detent) else { return nil }
            self = .didPresent(detent)
        case .transitionCancelled(.presentation(let detent)):
            guard let detent = name(detent) else { return nil }
            self = .presentationCancelled(detent)
        case .willDismiss(let reason):
            self = .willDismiss(reason)
        case .didDismiss(let reason):
            self = .didDismiss(reason)
        case .dismissRequested(let reason):
            self = .dismissRequested(reason)
        case .transitionCancelled(.dismissal(let reason)):
            self = .dismissalCancelled(reason)
        case let .detentChanged(from, to, reason):
            guard let from = name(from), let to = name(to) else { return nil }
            self = .detentChanged(from: from, to: to, reason)
        case .dragBegan(let detent):
            guard let detent = name(detent) else { return nil }
            self = .dragBegan(detent)
        case let .dragEnded(detent, reason):
            if let detent {
                guard let named = name(detent) else { return nil }
                self = .dragEnded(named, reason)
            } else {
                self = .dragEnded(nil, reason)
            }
        case .contentChanged:
            self = .contentChanged(contentID: event.contentID)
        case let .animatorFailed(animator, failure, _):
            self = .animatorFailed(animator: animatorName(animator), failure)
        case .eventsDropped(let count):
            self = .eventsDropped(count: count)
        }
    }
}
