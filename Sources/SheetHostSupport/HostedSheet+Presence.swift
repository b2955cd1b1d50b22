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

        /// Follows the engine's `event` about the sheet; returns whether it is passed on.
        mutating func follow(_ event: SheetEvent) -> Bool {
            guard case .live(var live) = self else { return true }
            let passesOn = live.follow(event)
            self = .live(live)
            return passesOn
        }

        /// The engine's `event` about the sheet as the host reports it: its detents named,
        /// and the dismissal that a removal without animation cut short reported as done.
        /// nil for a detent the sheet does not have.
        func hostEvent(for event: SheetEvent, animatorName: (Int) -> String) -> SheetHostEvent? {
            switch self {
            case .absent:
                return SheetHostEvent(event, detents: [], animatorName: animatorName)
            case .live(let live):
                return SheetHostEvent(event, detents: live.detents, animatorName: animatorName)
            case let .removedAtOnce(id, detents):
                let named = SheetHostEvent(event, detents: detents, animatorName: animatorName)
                if event.sheet == id, case .dismissalCancelled(let reason) = named { return .didDismiss(reason) }
                return named
            }
        }
    }

    /// The engine's sheet of a presented hosted sheet: what it was made with, and what
    /// its events have said since.
    public struct LiveSheet: Equatable, Sendable {
        /// The engine's sheet.
        public let id: SheetID
        /// The detents it was made with: what its detent indices name.
        public let detents: [SheetDetent]
        /// The engine's configuration it was made with.
        public let configuration: SheetConfiguration
        /// The index of the detent it was last at or heading to: where it goes back to
        /// when a presentation catches it on its way out or a veto keeps it.
        public private(set) var lastDetent: Int
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

        /// Follows the engine's `event` about the sheet; returns whether it is passed on.
        mutating func follow(_ event: SheetEvent) -> Bool {
            switch event.kind {
            case .willPresent(let detent), .didPresent(let detent), .dragBegan(let detent), .detentChanged(_, let detent, _):
                lastDetent = detent
            case .contentChanged where awaitsInitialContentChange && event.sheet == id:
                awaitsInitialContentChange = false
                return false
            default:
                break
            }
            return true
        }
    }
}
