/// Sheets that change while they are up: a new configuration for a live sheet, in
/// whatever stage of its life, as UIKit's `UISheetPresentationController.animateChanges`
/// with `invalidateDetents()`, FloatingPanel's `invalidateLayout()` and PanModal's
/// `panModalSetNeedsLayoutUpdate()` let an app do.
extension SheetEngine {
    /// Gives the sheet a new configuration at `now`: every field may change, whether the
    /// sheet is hidden, presented, moving or under a finger. The configuration is checked
    /// whole first (its fields as `createSheet(_:)` checks them, its transitions against
    /// the registered animators); a refused update changes nothing.
    ///
    /// The sheet keeps its detent by index: at detent `d` it goes to detent `d` of the new
    /// set if there is one, else to the new highest (`.detentChanged` from `d`, reason
    /// `.programmatic`). A resting sheet whose detent moved settles there with its settle
    /// transition from `now`; a moving one is retargeted from where it is; one under a
    /// finger stays under it, and its release goes to the new detents; a hidden one uses
    /// them at its next presentation. The backdrop, the progress, the grabber, the corner
    /// radius and the page behind follow at once.
    ///
    /// Allocates nothing unless the sheet gets more detents than it has held, or a
    /// transition's animator has more parameters than the sheet's transition of that kind
    /// has held.
    public func update(_ id: SheetID, configuration: SheetConfiguration, now: Double) throws(SheetError) {
        let index = try command(id, now: now) { _ throws(SheetError) in
            try configuration.validate()
            try requireRoom(for: configuration)
            try ResolvedTransitions.check(configuration, in: registry)
        }
        sheets[index].adopt(configuration)
        sheets[index].updateTransitions(configuration, in: registry)
        let previous = sheets[index].detent
        let detent = min(previous, configuration.detents.count - 1)
        if detent != previous {
            sheets[index].detent = detent
            // A sheet that shows a detent, or comes back to one, is told it changed.
            if sheets[index].lifecycle.hasDetent || sheets[index].lifecycle.isSwitchedAway {
                emit(.detentChanged(from: previous, to: detent, .programmatic), index)
            }
        }
        let side = sheets[index].placement.side
        sheets[index].place(in: viewport, direction: layoutDirection)
        findBackgroundSheets()
        if sheets[index].placement.side != side {
            enterFromItsSide(index)
        } else {
            follow(index)
        }
    }

    /// Moves a sheet whose detents or dimming changed toward what they now say, from
    /// where it is: a resting sheet settles to its detent (its backdrop follows at once
    /// when it need not move), a moving one is retargeted when its target moved, one
    /// under a finger stays there, anchored anew.
    private func follow(_ index: Int) {
        switch sheets[index].lifecycle {
        case .hidden, .switchedAway(leaving: false):
            sheets[index].visual = hiddenVisual(index)
        case .dragging:
            sheets[index].visual.backdropAlpha = positionalBackdrop(index, top: sheets[index].visual.top)
        case .resting:
            let target = targetVisual(index, kind: .settle)
            var backdropOnly = sheets[index].visual
            backdropOnly.backdropAlpha = target.backdropAlpha
            if target == backdropOnly {
                sheets[index].visual = target
            } else {
                sheets[index].lifecycle = .settling(closesPresentation: false)
                startMotion(index, kind: .settle)
            }
        case .presenting, .settling, .dismissing, .switchedAway(leaving: true):
            let kind = sheets[index].motion.kind
            if sheets[index].hasMotion, sheets[index].motion.request.to != targetVisual(index, kind: kind) {
                startMotion(index, kind: kind)
            }
        }
        reanchorGesture(index)
    }
}
