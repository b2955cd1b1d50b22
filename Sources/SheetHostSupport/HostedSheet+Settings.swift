import SheetCore

/// Settings that change while the sheet is up.
extension HostedSheet {
    /// Gives the sheet `newSettings` at `now`. Before a presentation, they are what it
    /// will be made from. A sheet the engine has is updated in place
    /// (`SheetEngine.update`): it keeps its detent by identifier, and one whose detent is
    /// gone goes to the new highest (reported as `.detentChanged`, reason `.programmatic`,
    /// from the detent it was at); a resting sheet that moves does so with its settle
    /// transition when `animated`, else at once; a moving one is retargeted, one under a
    /// finger stays under it (and keeps its detent by index, as the engine does). The
    /// grabber, corner radius, dimming, dismissals, content interaction and the page
    /// behind follow at once; a new edge, inset, span or wide layout moves the sheet there
    /// as a new detent would (a sheet whose axis turns comes in from its new side). The selected detent says where the next presentation goes
    /// and moves nothing (`move(to:animated:now:)` does). Settings the engine would
    /// refuse are refused whole, and change nothing.
    public func setSettings(_ newSettings: SheetSettings, animated: Bool = true, now: Double) throws(SheetHostError) {
        let configuration = try newSettings.configuration(horizontalSizeClass: host.horizontalSizeClass)
        guard let live = presence.live,
              configuration != live.configuration || newSettings.detents != live.detents else {
            settings = newSettings
            return
        }
        let engine = host.engine
        let now = host.commandTime(now)
        // Everything the engine says up to now is about the old detents, and is named
        // after them before they change.
        try engineCall { () throws(SheetError) in try engine.tick(now: now) }
        host.collectEvents()
        let from = presence.live?.lastDetent ?? live.lastDetent
        let fromIdentifier = live.detents.identifier(at: from)
        let keptByIndex = min(from, newSettings.detents.count - 1)
        let target: Int
        if frame?.state == .dragging {
            target = keptByIndex
        } else if let fromIdentifier, let index = newSettings.detents.index(of: fromIdentifier) {
            target = index
        } else {
            target = newSettings.detents.count - 1
        }
        let mark = inbox.count
        absorbedDetentChanges = 0
        defer { absorbedDetentChanges = nil }
        try engineCall { () throws(SheetError) in
            try settling(animated: animated, live.id, to: configuration, now: now) { configuration throws(SheetError) in
                try engine.update(live.id, configuration: configuration, now: now)
                presence.changeLive { $0.adopt(newSettings.detents, configuration, lastDetent: keptByIndex) }
                guard target != keptByIndex else { return }
                do throws(SheetError) {
                    try engine.moveToDetent(live.id, detent: target, now: now)
                } catch where error.code == .invalidState {
                    // Hidden or leaving: it comes back to the detent when caught.
                    presence.changeLive { $0.adopt(newSettings.detents, configuration, lastDetent: target) }
                }
            }
        }
        presence.changeLive { $0.adopt(newSettings.detents, configuration, lastDetent: $0.lastDetent) }
        settings = newSettings
        host.collectEvents()
        let absorbed = absorbedDetentChanges ?? 0
        if let fromIdentifier, let to = presence.live?.lastDetentIdentifier, to != fromIdentifier,
           absorbed > 0 || frame?.detent != nil {
            inbox.insert(.detentChanged(from: fromIdentifier, to: to, .programmatic), at: mark)
        }
        host.update()
    }

    /// Runs `change`, engine commands at `now` on the sheet `id` that end with its
    /// configuration `configuration`, handing it the configuration to apply: that one
    /// when `animated`, else one whose settle transition is a zero-length fade, so that
    /// what the change sends to rest is there at once; the engine is then ticked to `now`
    /// and given `configuration`.
    func settling(animated: Bool, _ id: SheetID, to configuration: SheetConfiguration, now: Double,
                  _ change: (SheetConfiguration) throws(SheetError) -> Void) throws(SheetError) {
        guard !animated else { return try change(configuration) }
        var atOnce = configuration
        atOnce.settle = .fade(duration: 0)
        try change(atOnce)
        try host.engine.tick(now: now)
        try host.engine.update(id, configuration: configuration, now: now)
    }
}
