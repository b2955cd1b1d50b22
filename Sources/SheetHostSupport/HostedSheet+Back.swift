import SheetCore

/// Back actions: a back press, or a back gesture the host follows with its progress
/// (Android's predictive back, an edge swipe, a close request held), done as the
/// sheet's `SheetSettings.back` says.
///
/// Each answers whether the sheet took the action. It does not when it is not presented,
/// or takes no back action now: it is hidden or leaving, a finger holds it, its back
/// behaviour is `.none`, or back would dismiss it and it is not dismissible. Then the
/// host passes the action on (to the view behind, a navigation stack, the system).
extension HostedSheet {
    /// A back gesture began at `now`: frames shrink the sheet as the gesture goes on
    /// (Material 3's predictive back: its top lower and its width narrower, by up to 24
    /// and 48 points). Returns whether the sheet follows the gesture; a gesture begun
    /// while one is under way is that one, taken up again.
    @discardableResult
    public func beginBack(now: Double) throws(SheetHostError) -> Bool {
        try backCall(now: now) { id, now throws(SheetError) in
            do throws(SheetError) {
                try host.engine.beginBack(id, now: now)
            } catch where error.issue == .backInProgress {
                // The host lost track of its own gesture's end: it goes on.
            }
        }
    }

    /// The back gesture has gone `progress` of its way at `now`, from 0 (just begun) to 1
    /// (all the way; values past either end are taken as it): the sheet shrinks along
    /// Material 3's curve. Returns false when no gesture is under way. A progress that is
    /// not finite is refused.
    @discardableResult
    public func updateBack(progress: Double, now: Double) throws(SheetHostError) -> Bool {
        let progress = progress.isFinite ? min(max(progress, 0), 1) : progress
        return try backCall(now: now) { id, now throws(SheetError) in
            try host.engine.updateBack(id, progress: progress, now: now)
        }
    }

    /// The back gesture was cancelled at `now`: the sheet springs back to its size in 100
    /// ms. Returns false when no gesture was under way.
    @discardableResult
    public func cancelBack(now: Double) throws(SheetHostError) -> Bool {
        try backCall(now: now) { id, now throws(SheetError) in try host.engine.cancelBack(id, now: now) }
    }

    /// The back gesture was committed at `now`, or with none begun the back button was
    /// pressed (an escape gesture, a hardware keyboard's Escape): the sheet does its back
    /// behaviour, reason `.back`, from where a gesture has shrunk it. A dismissal the
    /// sheet asks of the host first (`SheetSettings.userDismissal` `.confirmed`) is
    /// reported as `.dismissRequested(.back)`, and the sheet springs back. Returns whether
    /// the sheet took it.
    @discardableResult
    public func commitBack(now: Double) throws(SheetHostError) -> Bool {
        try backCall(now: now) { id, now throws(SheetError) in try host.engine.commitBack(id, now: now) }
    }

    /// Runs `call` on the engine's sheet at the input time of `now`, then updates the host;
    /// false, changing nothing, when there is no sheet or the engine finds it in a state
    /// that takes no back action.
    private func backCall(now: Double, _ call: (SheetID, Double) throws(SheetError) -> Void) throws(SheetHostError) -> Bool {
        guard let id else { return false }
        let now = host.inputTime(now)
        do throws(SheetError) {
            try call(id, now)
        } catch where error.code == .invalidState {
            return false
        } catch {
            throw .engine(error)
        }
        host.update()
        return true
    }
}
