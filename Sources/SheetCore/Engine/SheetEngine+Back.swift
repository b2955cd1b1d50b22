/// Back with progress: Android's predictive back gesture, a browser's close request, a
/// game pad's B button. The host begins a gesture, reports its progress, and cancels or
/// commits it; a commit alone is a plain back press. While the gesture goes on the sheet
/// shrinks as Material 3's bottom sheets do (`BackGesture`); a commit does the sheet's
/// `BackBehavior`, asking first when the sheet confirms its dismissals.
extension SheetEngine {
    /// What a back action does to a sheet now.
    enum BackAction: Equatable {
        case dismiss
        case collapse(to: Int)
    }

    /// The back action the sheet takes now; refused, with the reason, when it takes none.
    func backAction(_ index: Int) throws(SheetError) -> BackAction {
        func refused(_ refusal: SheetError.BackRefusal) -> SheetError { SheetError(.invalidState, .noBackAction(refusal)) }
        switch sheets[index].lifecycle {
        case .presenting, .resting, .settling: break
        case .dragging: throw refused(.underFinger)
        case .hidden, .dismissing, .switchedAway: throw refused(.notPresented)
        }
        // A finger on the sheet, even one that has not moved it yet, holds it.
        switch sheets[index].gesture {
        case .touching?, .holding?, .dragging?: throw refused(.underFinger)
        case .backdrop?, .declined?, .ignored?, nil: break
        }
        switch sheets[index].configuration.back {
        case .none:
            throw refused(.behaviorNone)
        case .collapse where sheets[index].detent > 0:
            return .collapse(to: sheets[index].detent - 1)
        case .dismiss, .collapse:
            guard sheets[index].configuration.dismissible else { throw refused(.notDismissible) }
            return .dismiss
        }
    }

    /// A back gesture began on the sheet at `now`: frames follow its progress from 0.
    /// Refused while one is in progress, and when the sheet takes no back action now
    /// (hidden or leaving, under a finger, not dismissible when back would dismiss it, or
    /// `BackBehavior.none`), so that the host can hand the gesture on.
    public func beginBack(_ id: SheetID, now: Double) throws(SheetError) {
        let index = try command(id, now: now, .pointerTime) { index throws(SheetError) in
            if case .following? = sheets[index].back { throw SheetError(.invalidState, .backInProgress) }
            _ = try backAction(index)
        }
        // A gesture begun while a cancelled one springs back takes it from there.
        sheets[index].back = .following(shown: sheets[index].back?.shown ?? 0)
    }

    /// The back gesture on the sheet has gone `progress` of its way ([0, 1]) at `now`: the
    /// sheet shrinks by the Material 3 curve's value at it.
    public func updateBack(_ id: SheetID, progress: Double, now: Double) throws(SheetError) {
        let index = try command(id, now: now, .pointerTime) { index throws(SheetError) in
            try require(progress, .backProgress, .closed(0, 1))
            guard case .following? = sheets[index].back else { throw SheetError(.invalidState, .noBackInProgress) }
        }
        sheets[index].back = .following(shown: BackGesture.progressCurve.value(at: progress))
    }

    /// The back gesture on the sheet was cancelled at `now`: the sheet springs back to its
    /// size in 100 ms.
    public func cancelBack(_ id: SheetID, now: Double) throws(SheetError) {
        let index = try command(id, now: now, .pointerTime) { index throws(SheetError) in
            guard case .following? = sheets[index].back else { throw SheetError(.invalidState, .noBackInProgress) }
        }
        springBack(index)
    }

    /// The back gesture on the sheet was committed at `now`, or, with no gesture begun, the
    /// back button was pressed: the sheet does its `BackBehavior` with reason `.back`,
    /// from where the gesture has shrunk it. Dismissing a sheet that confirms its
    /// dismissals queues `.dismissRequested(.back)` instead, and the sheet springs back.
    public func commitBack(_ id: SheetID, now: Double) throws(SheetError) {
        let index = try command(id, now: now, .pointerTime)
        let action = try backAction(index)
        if action == .dismiss, asksBeforeDismissing(index) {
            springBack(index)
            emit(.dismissRequested(.back), index)
            return
        }
        // The motion starts from the sheet as the gesture has shrunk it.
        if let back = sheets[index].back {
            sheets[index].visual = backVisual(index, shown: back.shown)
            sheets[index].back = nil
        }
        switch action {
        case .dismiss: beginDismiss(index, reason: .back)
        case .collapse(let detent): settle(index, to: detent, reason: .back)
        }
    }

    /// The sheet's visual state with `shown` of a back gesture's shrink applied, as its
    /// frames draw it.
    private func backVisual(_ index: Int, shown: Double) -> Visual {
        var visual = sheets[index].visual
        visual.top = min(visual.top + BackGesture.topShift * shown, sheets[index].axisLength)
        let across = sheets[index].placement.crossLength
        if across > BackGesture.narrowing {
            visual.scale *= 1 - BackGesture.narrowing * shown / across
        }
        return visual
    }

    /// Lets a back gesture the host follows go: the sheet springs back from what it shows.
    func springBack(_ index: Int) {
        guard case .following(let shown)? = sheets[index].back else { return }
        sheets[index].back = shown > 0 ? .returning(shown: shown, from: shown, since: clock) : nil
    }

    /// Brings a cancelled gesture's spring back to `now`, ending it when it has returned.
    func advanceBack(_ index: Int, to now: Double) {
        guard case let .returning(_, from, since)? = sheets[index].back else { return }
        let elapsed = now - since
        sheets[index].back = elapsed >= BackGesture.returnDuration
            ? nil : .returning(shown: BackGesture.returned(from: from, elapsed: elapsed), from: from, since: since)
    }
}
