/// Accessibility as data: what can be done with a sheet now, a value to speak, and a way
/// to do it.
extension SheetEngine {
    /// What assistive technology can say about the sheet and do with it now.
    public func accessibility(of id: SheetID) throws(SheetError) -> AccessibilityState {
        accessibility(atSlot: try slot(of: id))
    }

    func accessibility(atSlot index: Int) -> AccessibilityState {
        let count = sheets[index].heights.count
        var state = AccessibilityState(actions: [], detent: sheets[index].reportedDetent, detentCount: count,
                                       spokenValue: .hidden)
        switch sheets[index].lifecycle {
        case .hidden, .switchedAway:
            return state
        case .dismissing, .dragging(interrupted: .dismissal):
            state.spokenValue = .dismissing
            return state
        case .presenting, .resting, .settling, .dragging:
            break
        }
        let detent = sheets[index].detent
        state.spokenValue = .detent(detent, of: count)
        if detent + 1 < count { state.actions.insert(.expand) }
        if detent > 0 { state.actions.insert(.collapse) }
        if sheets[index].configuration.dismissible { state.actions.insert(.dismiss) }
        return state
    }

    /// Performs an accessibility action at `now`: expand and collapse move one detent
    /// with the settle transition, dismiss dismisses with reason `.accessibility` (or,
    /// for a sheet that confirms its dismissals, queues `.dismissRequested` and stays). An
    /// action the sheet does not offer now is refused.
    public func perform(_ action: AccessibilityAction, on id: SheetID, now: Double) throws(SheetError) {
        let index = try command(id, now: now)
        let available = accessibility(atSlot: index)
        guard available.actions.contains(action) else {
            throw SheetError(.invalidState, .actionUnavailable(action, state: available.spokenValue))
        }
        switch action {
        case .expand: settle(index, to: sheets[index].detent + 1, reason: .accessibility)
        case .collapse: settle(index, to: sheets[index].detent - 1, reason: .accessibility)
        case .dismiss: dismissOrAsk(index, reason: .accessibility)
        }
    }
}
