import SheetCore

/// What shows a hosted sheet: a toolkit's views and its transitions.
@MainActor
public protocol HostedSheetClient: AnyObject {
    /// Puts the views where `layout` says, the sheet being at `position` (the frame's
    /// layout and position, read once); both nil: the sheet is not on screen.
    func hostedSheet(_ sheet: HostedSheet, apply layout: SheetLayout?, position: SheetPosition?)
    /// Something happened to the sheet. Called after the layout of the same update.
    func hostedSheet(_ sheet: HostedSheet, didReceive event: SheetHostEvent)
    /// A modal sheet's transition needs the toolkit (see `PresentationBridge`).
    func hostedSheet(_ sheet: HostedSheet, perform action: PresentationBridge.Action)
}

/// One sheet as a host shows it, everything but the views: its settings and named
/// detents, its life in the engine, the finger on it, the scroll view handed over to
/// the engine, its content's height and swaps, the field with the keyboard's focus, back
/// actions, its accessibility, and — for a sheet that a toolkit presents modally — its
/// bridge to the toolkit's transitions.
///
/// The engine's sheet is made from `settings` when the sheet is presented and destroyed
/// once it has been dismissed; settings that change while it is up update it in place
/// (`setSettings(_:animated:now:)`), and the detent (`move(to:animated:now:)`) and the
/// content's height change at once. Times are seconds on the host's clock; positions are
/// points in the host view's coordinates, which are the viewport's.
@MainActor
public final class HostedSheet {
    /// The host whose engine runs the sheet.
    public let host: SheetHost
    /// The views; held weakly.
    public weak var client: HostedSheetClient?
    /// How the sheet looks and behaves: what a presentation makes the engine's sheet from,
    /// and what the presented sheet has (`setSettings(_:animated:now:)`).
    public internal(set) var settings: SheetSettings
    /// Whether a toolkit presents the sheet modally, with transitions the engine must
    /// close (`systemPresentationBegan(animated:now:)` and the rest); false for a sheet
    /// the host presents itself (`present(animated:now:)`).
    public let presentsModally: Bool
    /// Answers the user's request to dismiss a sheet whose dismissals are confirmed
    /// (`SheetSettings.userDismissal` `.confirmed`), with the request's reason, right
    /// after the client has heard it (`.dismissRequested`): `.dismiss` dismisses the sheet
    /// at once, its dismissal reported with the user's reason; `.keep` leaves it where the
    /// engine left it, for the host to dismiss later (`dismiss(now:)`) if it likes. nil:
    /// the request is the client's event alone.
    public var onDismissalRequest: ((SheetReason) -> DismissalAnswer)?

    /// Whether the engine has the sheet, and what its sheet there has.
    public internal(set) var presence = Presence.absent
    /// The toolkit's transition, for a sheet presented modally.
    public private(set) var bridge = PresentationBridge()
    /// The finger on the sheet.
    public private(set) var pointer = PointerStream()
    /// The scroll view handed over to the engine.
    public private(set) var scroll = ScrollHandoff()
    /// The content's height, points (what fitted detents fit).
    public private(set) var contentHeight = 0.0
    /// The content shown: 1 for the first, one more for each swap.
    public private(set) var contentID: UInt64 = 1
    /// The field of the content with the keyboard's focus, as the engine was last told
    /// (`setFocus(_:now:)`); a content swap clears it.
    public internal(set) var focus = SheetFocus.unfocused
    /// Measures where the engine places the sheet, again only when that changes.
    private let probe = GeometryProbe()
    /// The engine's events about the sheet, named as they were collected, to be passed on
    /// at the host's next update.
    var inbox: [SheetHostEvent] = []
    /// While an update of the settings collects its own events: how many detent changes
    /// the engine reported for it, which the host reports as one once it is done. nil
    /// otherwise.
    var absorbedDetentChanges: Int?

    /// A sheet of `host` with `settings`, not presented.
    public init(host: SheetHost, settings: SheetSettings = SheetSettings(), presentsModally: Bool = false) {
        self.host = host
        self.settings = settings
        self.presentsModally = presentsModally
    }

    /// The engine's sheet while presented (from the presentation until the dismissal
    /// ends), else nil.
    public var id: SheetID? { presence.live?.id }

    /// The detents of the engine's sheet now; empty while it has none.
    public var liveDetents: [SheetDetent] { presence.live?.detents ?? [] }

    /// The engine's configuration of the sheet now; nil while it has none.
    public var liveConfiguration: SheetConfiguration? { presence.live?.configuration }

    /// Its frame now; nil when not presented.
    public var frame: SheetFrame? { id.flatMap { host.engine.frame(of: $0) } }

    /// Whether the engine has the sheet (presented, or on its way in or out).
    public var isPresented: Bool { id != nil }

    /// The detent the sheet is at or heading to; nil when it is hidden or leaving.
    public var selectedDetentIdentifier: SheetDetent.Identifier? {
        guard let live = presence.live else { return nil }
        return host.engine.frame(of: live.id)?.detent.flatMap { live.detents.identifier(at: $0) }
    }

    /// Where its views go now; nil when not presented.
    public var layout: SheetLayout? { placement()?.layout }

    /// Where the sheet is now, as an app follows it; nil when not presented.
    public var position: SheetPosition? { placement()?.position }

    /// Where the engine places the sheet in the host's viewport now: its side, whether it
    /// floats, its content's extent and its detents — the presented sheet's, or, before a
    /// presentation, the one its settings would make. nil while there is no viewport, or
    /// while the engine would place no such sheet there.
    public var geometry: SheetGeometry? {
        let configuration: SheetConfiguration
        if let live = presence.live {
            configuration = live.configuration
        } else {
            do {
                configuration = try settings.configuration(horizontalSizeClass: host.horizontalSizeClass)
            } catch {
                return nil
            }
        }
        let engine = host.engine
        return probe.geometry(configuration: configuration, contentHeight: contentHeight, viewport: engine.viewport,
                              direction: engine.layoutDirection)
    }

    /// The frame now, with its layout and position: one reading of the frame, laid out
    /// from the sheet's geometry, which is measured again only when it changes, so that
    /// each display frame allocates nothing. Nil when not presented. The page behind is
    /// the lowest sheet's to draw; the engine's content offset moves the content of a
    /// bottom sheet itself when no scroll view takes it.
    private func placement() -> (frame: SheetFrame, layout: SheetLayout, position: SheetPosition)? {
        guard let live = presence.live, let frame = host.engine.frame(of: live.id) else { return nil }
        let engine = host.engine
        let direction = engine.layoutDirection
        let geometry = probe.geometry(configuration: live.configuration, contentHeight: contentHeight,
                                      viewport: engine.viewport, direction: direction)
            ?? SheetGeometry(frame: frame, direction: direction)
        var layout = SheetLayout(frame: frame, direction: direction, contentExtent: geometry.contentExtent,
                                 footerHeight: live.configuration.footerHeight)
        if scroll.geometry == nil, layout.side == .bottom { layout.contentFrame.y = -frame.contentOffset }
        if host.lowestPresentedSheet !== self { layout.background = nil }
        let position = SheetPosition(frame: frame, detents: live.detents, detentProgress: geometry.detentProgress)
        return (frame, layout, position)
    }

    /// What assistive technology is told and can do now.
    public var accessibility: SheetAccessibility {
        guard let live = presence.live, let state = try? host.engine.accessibility(of: live.id) else { return .hidden }
        return SheetAccessibility(state: state, largestUndimmed: live.configuration.largestUndimmedDetent)
    }

    // MARK: Presentation

    /// Presents the sheet at the selected detent (or the lowest) at `now`, `animated` or
    /// arriving at once. A sheet on its way out is caught and comes back; a presented one
    /// stays as it is.
    public func present(animated: Bool = true, now: Double) throws(SheetHostError) {
        if let live = presence.live {
            guard frame?.state == .dismissing else { return }
            let now = host.commandTime(now)
            try engineCall { () throws(SheetError) in try host.engine.present(live.id, detent: live.lastDetent, now: now) }
        } else {
            try makeAndPresent(animated: animated, now: now)
        }
        host.update()
    }

    /// Dismisses the sheet at `now` with its dismiss transition (reason `.programmatic`).
    /// Nothing happens when it is not presented or already leaving.
    public func dismiss(now: Double) throws(SheetHostError) {
        guard let id, frame?.state != .dismissing else { return }
        let now = host.commandTime(now)
        try engineCall { () throws(SheetError) in try host.engine.dismiss(id, now: now) }
        host.update()
    }

    /// Moves the presented sheet to the detent named `identifier` at `now`, with its
    /// settle transition when `animated`, else at once.
    public func move(to identifier: SheetDetent.Identifier, animated: Bool = true, now: Double) throws(SheetHostError) {
        guard let live = presence.live else { return }
        guard let index = live.detents.index(of: identifier) else { throw .unknownDetent(identifier) }
        let engine = host.engine
        let now = host.commandTime(now)
        try engineCall { () throws(SheetError) in
            try settling(animated: animated, live.id, to: live.configuration, now: now) { configuration throws(SheetError) in
                if configuration != live.configuration { try engine.update(live.id, configuration: configuration, now: now) }
                try engine.moveToDetent(live.id, detent: index, now: now)
            }
        }
        host.update()
    }

    /// The toolkit began presenting the sheet modally at `now`.
    public func systemPresentationBegan(animated: Bool, now: Double) throws(SheetHostError) {
        bridge.systemBeganPresentation()
        if let id { destroy(id) }
        try makeAndPresent(animated: animated, now: now)
        host.update()
    }

    /// The toolkit began dismissing the sheet at `now`: it was asked to by the app, or by
    /// the sheet after the engine began a dismissal.
    public func systemDismissalBegan(animated: Bool, now: Double) throws(SheetHostError) {
        switch bridge.systemBeganDismissal(animated: animated) {
        case .startEngineDismissal:
            do throws(SheetError) {
                guard let id else { throw SheetError(.invalidState, .nothingToDismiss) }
                try host.engine.dismiss(id, now: host.commandTime(now))
                host.update()
            } catch where error.code == .invalidState {
                // Nothing left to dismiss: it was never presented, or is already hidden.
                bridge.systemEndedTransition(presentation: false, completed: true)
                client?.hostedSheet(self, perform: .finishTransition)
            } catch {
                throw .engine(error)
            }
        case .wait:
            host.update()
        case .finishNow:
            client?.hostedSheet(self, perform: .finishTransition)
        case .cancelNow:
            client?.hostedSheet(self, perform: .cancelTransition)
        case .removeNow:
            removeAtOnce(now: now)
            client?.hostedSheet(self, perform: .finishTransition)
        }
    }

    /// The toolkit ended a transition; a presentation it cancelled or a dismissal it
    /// completed takes the sheet out of the engine.
    public func systemTransitionEnded(presentation: Bool, completed: Bool) {
        bridge.systemEndedTransition(presentation: presentation, completed: completed)
        if presentation != completed, let id {
            destroy(id)
            // The sheets below may have been receding beneath this one.
            host.update()
            client?.hostedSheet(self, apply: nil, position: nil)
        }
    }

    /// Takes the sheet out of the engine at once, without events of its own (the engine
    /// closes what was open); the views are told it is gone.
    public func invalidate() {
        guard let id else { return }
        destroy(id)
        host.update()
        client?.hostedSheet(self, apply: nil, position: nil)
    }

    private func makeAndPresent(animated: Bool, now: Double) throws(SheetHostError) {
        let configuration = try settings.configuration(animated: animated, horizontalSizeClass: host.horizontalSizeClass)
        let detent = try settings.presentationIndex()
        let engine = host.engine
        let now = host.commandTime(now)
        let id = try engineCall { () throws(SheetError) in try engine.createSheet(configuration) }
        do {
            try engine.setContent(id, contentID: contentID, height: contentHeight, now: now)
            scroll.contentChanged()
            if let extent = scroll.update(scroll.geometry) {
                try engine.setScrollExtent(id, extent: extent, now: now)
            }
            if case let .field(y, height) = focus { try engine.setFocus(id, y: y, height: height, now: now) }
            try engine.present(id, detent: detent, now: now)
        } catch {
            try? engine.destroySheet(id)
            throw .engine(error)
        }
        presence = .live(LiveSheet(id: id, detents: settings.detents, configuration: configuration, lastDetent: detent))
        pointer.reset()
        host.attach(self)
    }

    private func destroy(_ id: SheetID) {
        try? host.engine.destroySheet(id)
        presence = .absent
        pointer.reset()
    }

    /// A dismissal without animation: the engine dismisses and the sheet is destroyed at
    /// once; the cancelled dismissal that destroying it reports is passed on as done.
    private func removeAtOnce(now: Double) {
        guard let live = presence.live else { return }
        let now = host.commandTime(now)
        if frame?.state != .dismissing { try? host.engine.dismiss(live.id, now: now) }
        destroy(live.id)
        presence = .removedAtOnce(id: live.id, detents: live.detents)
        host.update()
        client?.hostedSheet(self, apply: nil, position: nil)
    }

    // MARK: Content

    /// The content is now `height` points tall (finite, >= 0); fitted detents follow, a
    /// resting sheet with its settle transition when `animated`, else at once.
    public func setContentHeight(_ height: Double, animated: Bool = true, now: Double) throws(SheetHostError) {
        guard height != contentHeight else { return }
        if let live = presence.live {
            let engine = host.engine
            let now = host.commandTime(now)
            try engineCall { () throws(SheetError) in
                try settling(animated: animated, live.id, to: live.configuration, now: now) { configuration throws(SheetError) in
                    if configuration != live.configuration { try engine.update(live.id, configuration: configuration, now: now) }
                    try engine.setContentHeight(live.id, height: height, now: now)
                }
            }
        } else {
            try checkContentHeight(height)
        }
        contentHeight = height
        host.update()
    }

    /// Swaps the content for new content `height` points tall, cross-faded in place with
    /// the content transition; returns the new content's id (the layout's `contentID`).
    /// The scroll view the new content brings is reported with `scrollGeometryChanged`.
    @discardableResult
    public func swapContent(height: Double, now: Double) throws(SheetHostError) -> UInt64 {
        let next = contentID &+ 1
        if let id {
            let now = host.commandTime(now)
            try engineCall { () throws(SheetError) in try host.engine.setContent(id, contentID: next, height: height, now: now) }
        } else {
            try checkContentHeight(height)
        }
        contentID = next
        contentHeight = height
        scroll = ScrollHandoff()
        // The engine forgets the focus with the content it was in.
        focus = .unfocused
        host.update()
        return next
    }

    /// Refuses a content height the engine would refuse, in the engine's words.
    private func checkContentHeight(_ height: Double) throws(SheetHostError) {
        guard height.isFinite else { throw .engine(SheetError(.invalidArgument, .notFinite(.contentHeight, height))) }
        guard height >= 0 else { throw .engine(SheetError(.invalidArgument, .outOfRange(.contentHeight, height, .atLeast(0)))) }
    }

    // MARK: Scrolling

    /// The content's scroll view now has `geometry` (nil: it has none) at `now`: the
    /// engine is told its extent when it changed.
    public func scrollGeometryChanged(_ geometry: ScrollGeometry?, now: Double) throws(SheetHostError) {
        guard let extent = scroll.update(geometry), let id else { return }
        let now = host.commandTime(now)
        try engineCall { () throws(SheetError) in try host.engine.setScrollExtent(id, extent: extent, now: now) }
        host.update()
    }

    /// The scroll view's `contentOffset.y` to apply now, nil to leave it; call it when
    /// applying a layout.
    public func scrollOffsetToApply() -> Double? {
        guard let frame, Self.handsOverScrolling(on: frame.edge) else { return nil }
        return scroll.offsetToApply(for: frame)
    }

    /// Whether the content's scroll view is the engine's to scroll now, its own panning
    /// off: on a sheet at the bottom or the top, where one drag scrolls the content and
    /// moves the sheet. A side sheet's content scrolls across its axis, by itself, while
    /// drags along the axis move the sheet (a wide layout may turn a sheet either way).
    public var handsOverScrolling: Bool {
        Self.handsOverScrolling(on: frame?.edge ?? geometry?.edge ?? settings.edge)
    }

    private static func handsOverScrolling(on edge: SheetEdge) -> Bool {
        edge == .bottom || edge == .top
    }

    // MARK: Input

    /// What a finger landing at `point` would hit, without telling the engine: a host's
    /// hit test sends `.passThrough` and `.none` to the views behind.
    public func hitTest(_ point: HostPoint) -> HitResult {
        guard let live = presence.live, let frame = host.engine.frame(of: live.id) else { return .none }
        return predictedHit(at: point, frame: frame, largestUndimmed: live.configuration.largestUndimmedDetent,
                            isTop: host.engine.topSheet == live.id, viewport: host.engine.viewport)
    }

    /// A finger landed at `point` at `time` (a touch's timestamp).
    @discardableResult
    public func touchBegan(at point: HostPoint, time: Double) throws(SheetHostError) -> HitResult {
        guard let id else { return .none }
        let time = host.inputTime(time)
        let hit = try engineCall { () throws(SheetError) in
            try pointer.touchDown(at: point, time: time, engine: host.engine, sheet: id)
        }
        host.update()
        return hit
    }

    /// The pan recognizer reports `phase` with the finger at `point`, `translation` from
    /// where it landed, at `time`.
    public func pan(_ phase: GesturePhase, at point: HostPoint, translation: HostPoint, time: Double) throws(SheetHostError) {
        guard let id else { return }
        let time = host.inputTime(time)
        try engineCall { () throws(SheetError) in
            try pointer.pan(phase, at: point, translation: translation, time: time, engine: host.engine, sheet: id)
        }
        host.update()
    }

    /// The finger lifted at `point` at `time`.
    public func touchEnded(at point: HostPoint, time: Double) throws(SheetHostError) {
        guard let id else { return }
        let time = host.inputTime(time)
        try engineCall { () throws(SheetError) in try pointer.touchUp(at: point, time: time, engine: host.engine, sheet: id) }
        host.update()
    }

    /// The system took the finger at `time`.
    public func touchCancelled(time: Double) throws(SheetHostError) {
        guard let id else { return }
        let time = host.inputTime(time)
        try engineCall { () throws(SheetError) in try pointer.touchCancelled(time: time, engine: host.engine, sheet: id) }
        host.update()
    }

    // MARK: Accessibility

    /// Performs an accessibility action at `now` (it must be among
    /// `accessibility.actions`).
    public func perform(_ action: AccessibilityAction, now: Double) throws(SheetHostError) {
        guard let id else { return }
        let now = host.inputTime(now)
        try engineCall { () throws(SheetError) in try host.engine.perform(action, on: id, now: now) }
        host.update()
    }

    /// The escape gesture as an accessibility dismiss at `now`: dismisses the sheet (reason
    /// `.accessibility`) when it may be dismissed; returns whether it did. A host whose
    /// escape gesture is a back press, as SheetUIKit's is, calls `commitBack(now:)`.
    public func performEscape(now: Double) -> Bool {
        guard accessibility.escapeDismisses else { return false }
        do {
            try perform(.dismiss, now: now)
            return true
        } catch {
            return false
        }
    }

    // MARK: Updates

    /// Whether `id` is, or was until a dismissal without animation, this sheet's.
    func owns(_ id: SheetID?) -> Bool {
        guard let id else { return false }
        return presence.owns(id)
    }

    /// Takes the engine's `event` about the sheet (`SheetHost.collectEvents()`), named
    /// now, after the detents the sheet has now, to pass on at the host's next update.
    func receive(_ event: SheetEvent) {
        let engine = host.engine
        guard let named = presence.take(event, animatorName: { engine.animator(at: $0)?.name ?? AnimatorName("\($0)") }) else { return }
        if let absorbed = absorbedDetentChanges, case .detentChanged(_, _, .programmatic) = named {
            absorbedDetentChanges = absorbed + 1
            return
        }
        inbox.append(named)
    }

    /// The host's update: the layout, then the events received since the last one, then
    /// what they mean for the toolkit's transition or the engine's sheet.
    func engineUpdated() {
        let named = inbox
        inbox = []
        if id != nil || !named.isEmpty {
            var placement = placement()
            if let frame = placement?.frame, Self.handsOverScrolling(on: frame.edge) {
                placement?.layout.scrollOffset = scroll.offsetToApply(for: frame)
            }
            client?.hostedSheet(self, apply: placement?.layout, position: placement?.position)
        }
        for event in named {
            client?.hostedSheet(self, didReceive: event)
            if case .dismissRequested(let reason) = event { answerDismissalRequest(for: reason) }
        }
        if presentsModally {
            for action in bridge.engineReported(named) { client?.hostedSheet(self, perform: action) }
        } else if named.contains(where: { if case .didDismiss = $0 { true } else { false } }), let id,
                  frame?.state == .hidden {
            destroy(id)
            client?.hostedSheet(self, apply: nil, position: nil)
        }
    }

    /// Puts the user's request to dismiss for `reason` to `onDismissalRequest`, and
    /// dismisses the sheet when it agrees, unless it is leaving already.
    private func answerDismissalRequest(for reason: SheetReason) {
        guard let onDismissalRequest, onDismissalRequest(reason) == .dismiss, let live = presence.live,
              let state = frame?.state, state != .dismissing, state != .hidden else { return }
        do {
            try host.engine.dismiss(live.id, now: host.clock.latest)
        } catch {
            return
        }
        presence.changeLive { $0.grantDismissal(reason) }
        host.update()
    }
}
