import SheetCore

extension HostedSheet {
    /// Whether the engine has a hosted sheet, with what each case needs:
    ///
    ///     absent ──present──> live ──its dismissal ends, or invalidate()──> absent
    ///                          │
    ///                          └──dismissed without animation──> removedAtOnce ──present──> live
    ///
    /// A live sheet on its way out is still live: it can be caught and presented again
    /// (`HostedSheet.present(animated:now:)`), and the engine's frame says it is leaving.
    public enum Presence: Equatable, Sendable {
        /// The engine has no sheet for it: never presented, dismissed, or taken out.
        case absent
        /// The engine has its sheet, from the presentation until the dismissal ends.
        case live(LiveSheet)
        /// Taken out of the engine at once by a dismissal without animation: `id` was its
        /// sheet, whose last events may still be on their way to the host (the dismissal
        /// cut short, reported as done), named after `detents`.
        case removedAtOnce(id: SheetID, detents: [SheetDetent])

        /// The engine's sheet, while it has one.
        public var live: LiveSheet? {
            if case .live(let live) = self { live } else { nil }
        }

        /// Whether the engine's events about `id` are this sheet's.
        func owns(_ id: SheetID) -> Bool {
            switch self {
            case .absent: false
            case .live(let live): live.id == id
            case .removedAtOnce(let removed, _): removed == id
            }
        }

        /// The engine's `event` about the sheet as the host reports it, followed: its
        /// detents named, the dismissal that a removal without animation cut short
        /// reported as done, and a dismissal the host granted at the user's request
        /// (`LiveSheet.grantedDismissal`) reported with the user's reason. nil for what is
        /// not passed on: the engine's news of the content the sheet was made with, and a
        /// detent the sheet does not have.
        mutating func take(_ event: SheetEvent, animatorName: (Int) -> AnimatorName) -> SheetHostEvent? {
            switch self {
            case .absent:
                return SheetHostEvent(event, detents: [], animatorName: animatorName)
            case .live(var live):
                let named = live.take(event, animatorName: animatorName)
                self = .live(live)
                return named
            case let .removedAtOnce(id, detents):
                let named = SheetHostEvent(event, detents: detents, animatorName: animatorName)
                if event.sheet == id, case .dismissalCancelled(let reason) = named { return .didDismiss(reason) }
                return named
            }
        }

        /// The live sheet changed by `change`; nothing when there is none.
        mutating func changeLive(_ change: (inout LiveSheet) -> Void) {
            guard case .live(var live) = self else { return }
            change(&live)
            self = .live(live)
        }
    }

    /// The engine's sheet of a presented hosted sheet: what it has now, and what its
    /// events have said since it was made.
    public struct LiveSheet: Equatable, Sendable {
        /// The engine's sheet.
        public let id: SheetID
        /// Its detents now: what its detent indices name. They are the settings' at the
        /// presentation, and follow each update of the settings.
        public private(set) var detents: [SheetDetent]
        /// The engine's configuration of it now.
        public private(set) var configuration: SheetConfiguration
        /// The index of the detent it was last at or heading to: where it goes back to
        /// when a presentation catches it on its way out.
        public private(set) var lastDetent: Int
        /// The reason of a dismissal the user asked for and the host granted
        /// (`HostedSheet.onDismissalRequest`), while that dismissal runs: the engine
        /// reports it as the host's own (`.programmatic`), the host as the user's.
        public private(set) var grantedDismissal: SheetReason?
        /// The engine's `.contentChanged` for the content the sheet was made with is still
        /// to come: it says nothing the host does not know, and is not passed on.
        private(set) var awaitsInitialContentChange = true

        init(id: SheetID, detents: [SheetDetent], configuration: SheetConfiguration, lastDetent: Int) {
            self.id = id
            self.detents = detents
            self.configuration = configuration
            self.lastDetent = lastDetent
        }

        /// The identifier of `lastDetent`.
        public var lastDetentIdentifier: SheetDetent.Identifier? { detents.identifier(at: lastDetent) }

        /// The sheet has `detents` and `configuration` from now on; it heads to (or comes
        /// back to) the detent at `lastDetent`, in the new detents.
        mutating func adopt(_ detents: [SheetDetent], _ configuration: SheetConfiguration, lastDetent: Int) {
            self.detents = detents
            self.configuration = configuration
            self.lastDetent = lastDetent
        }

        /// The host granted the user's request to dismiss for `reason`, and dismissed.
        mutating func grantDismissal(_ reason: SheetReason) {
            grantedDismissal = reason
        }

        /// The engine's `event` about the sheet as the host reports it (see
        /// `Presence.take(_:animatorName:)`), followed.
        mutating func take(_ event: SheetEvent, animatorName: (Int) -> AnimatorName) -> SheetHostEvent? {
            var named = SheetHostEvent(event, detents: detents, animatorName: animatorName)
            if let granted = grantedDismissal {
                switch named {
                case .willDismiss(.programmatic): named = .willDismiss(granted)
                case .didDismiss(.programmatic):
                    named = .didDismiss(granted)
                    grantedDismissal = nil
                case .dismissalCancelled(.programmatic):
                    named = .dismissalCancelled(granted)
                    grantedDismissal = nil
                default: break
                }
            }
            switch event.kind {
            case .willPresent(let detent), .didPresent(let detent), .dragBegan(let detent), .detentChanged(_, let detent, _):
                lastDetent = detent
            case .contentChanged where awaitsInitialContentChange && event.sheet == id:
                awaitsInitialContentChange = false
                return nil
            default:
                break
            }
            return named
        }
    }
}
