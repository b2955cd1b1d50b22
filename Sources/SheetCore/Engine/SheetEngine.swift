/// The engine: a viewport, the sheets in it, the animators they can use and the events
/// they produce. Time moves only when the host passes it in.
///
/// Commands take the host's `now` (seconds on its monotonic clock). A time earlier than
/// the latest one seen is taken as the latest, so the engine's clock never runs
/// backwards. A command first checks its arguments, then brings the sheet it touches up
/// to `now` (as a tick would), then acts on where the sheet really is; a call refused for
/// its arguments changes nothing.
///
/// An engine is used from one thread at a time. Its animators are called from inside its
/// own calls and must not call it back: such a call is refused with `.reentrant`.
public final class SheetEngine {
    /// The viewport the sheets live in; `Viewport.isSet` is false until the first
    /// `setViewport(_:)`.
    @exclusivity(unchecked) public private(set) var viewport = Viewport.unset
    /// Which way lines run: which side `SheetEdge.leading` and `.trailing` are, and
    /// `CrossAlignment`'s ends. Set it with `setLayoutDirection(_:)`. Default
    /// `.leftToRight`.
    @exclusivity(unchecked) public private(set) var layoutDirection = SheetLayoutDirection.leftToRight
    /// Presentation and dismissal cross-fade in place with the built-in fade, and settles
    /// use a critically damped spring that never overshoots; every motion still arrives.
    /// Takes effect for motions that start afterwards.
    @exclusivity(unchecked) public var reduceMotion = false
    /// The longest a motion may run, seconds: an animator that has not finished by then
    /// is cut off, and the engine's own spring finishes the motion. Set it with
    /// `setMaximumMotionDuration(_:)`.
    @exclusivity(unchecked) public private(set) var maximumMotionDuration = SheetEngine.defaultMaximumMotionDuration
    /// `maximumMotionDuration` until the host sets it, seconds.
    public static let defaultMaximumMotionDuration = 10.0
    /// The most sheets alive at once.
    public static let maximumSheetCount = 65536
    /// The most animators an engine holds, the built-in ones included.
    public static let maximumAnimatorCount = AnimatorRegistry.maximumCount
    /// The latest time seen, seconds; -infinity before the first.
    @exclusivity(unchecked) public private(set) var clock = -Double.infinity
    /// Number of live sheets.
    public private(set) var sheetCount = 0

    // The engine is used from one thread at a time and never hands out references into
    // its storage, so the per-access exclusivity checks on the per-frame paths buy
    // nothing.
    @exclusivity(unchecked) var registry = AnimatorRegistry()
    let events: EventQueue
    @exclusivity(unchecked) @usableFromInline var sheets = SheetTable()
    /// Slots of destroyed sheets, to be issued again (with the next generation).
    var freeSlots = SlotList()
    /// The obstruction the host declared, points; the viewport holds it clamped to what
    /// the current viewport allows.
    var requestedObstruction = 0.0
    /// Slots of the presented sheets, in presentation order: the last is on top.
    @exclusivity(unchecked) var stack = SlotList()
    /// The latest elapsed time, seconds, at which the tick steps a built-in spring in
    /// place: the maximum motion duration, and never past the last instant a spring's
    /// basis is evaluated at unclamped.
    @exclusivity(unchecked) var inPlaceTimeLimit = SheetEngine.inPlaceTimeLimit(SheetEngine.defaultMaximumMotionDuration)
    /// How many calls into host animators are running: a call back into the engine
    /// from one of them is refused.
    var calloutDepth = 0
    /// Whether a sheet of the stack scales the background, so that frames work out how
    /// the page behind recedes; looked at again whenever the stack or a configuration
    /// changes (`findBackgroundSheets`).
    @exclusivity(unchecked) @usableFromInline var hasBackgroundSheets = false
    /// Whether the tick may step built-in springs in place (`stepSpringInPlace`); off
    /// only in the tests that compare the fast path with the general one.
    @exclusivity(unchecked) var stepsSpringsInPlace = true

    /// An engine with no viewport, no sheets, the built-in animators "spring", "slide"
    /// and "fade", and room for `eventCapacity` queued events (at least 2).
    public init(eventCapacity: Int = 256) {
        events = EventQueue(capacity: eventCapacity)
    }

    /// Room for queued events: the capacity asked for (at least 2), or 0 when the memory
    /// for the queue could not be had, in which case every event counts as dropped.
    public var eventCapacity: Int { events.capacity }

    deinit {
        // Host animators' motions are let go through their records, inside a callout.
        for index in sheets.indices { discardMotion(index) }
        sheets.release()
        stack.release()
        freeSlots.release()
    }

    static func inPlaceTimeLimit(_ maximumMotionDuration: Double) -> Double {
        min(maximumMotionDuration, Spring.maximumTime)
    }

    /// Sets the longest a motion may run, seconds: finite and > 0.
    public func setMaximumMotionDuration(_ seconds: Double) throws(SheetError) {
        try refuseReentry()
        try require(seconds, .maximumMotionDuration, .above(0))
        maximumMotionDuration = seconds
        inPlaceTimeLimit = Self.inPlaceTimeLimit(seconds)
    }

    // MARK: Calls

    /// Refuses a call made from inside one of the engine's animators.
    @inline(__always)
    func refuseReentry() throws(SheetError) {
        guard calloutDepth == 0 else { throw SheetError(.invalidState, .reentrant) }
    }

    /// Runs `body`, which calls into a host's animator (or releases one of its motions).
    @inline(__always)
    func callingOut<Result>(_ body: () -> Result) -> Result {
        // Wrapping arithmetic: the depth is bounded by the call stack.
        calloutDepth &+= 1
        defer { calloutDepth &-= 1 }
        return body()
    }

    /// The opening of every command on one sheet: refuses a call from inside an
    /// animator, resolves the id, checks `now` (named `time`) and the command's own
    /// arguments (`check`, given the slot), then moves the clock to `now` and brings the
    /// sheet and its content up to it. Returns the sheet's slot. Out of line: the
    /// commands share one copy.
    @inline(never)
    func command(_ id: SheetID, now: Double, _ time: SheetError.Quantity = .now,
                 check: (Int) throws(SheetError) -> Void = { _ throws(SheetError) in }) throws(SheetError) -> Int {
        try refuseReentry()
        let index = try slot(of: id)
        try requireFinite(now, time)
        try check(index)
        advanceClock(to: now)
        catchUp(index)
        return index
    }

    /// `advanceMoving(_:to:)` to the clock, out of line: the commands share this one copy
    /// of a motion's and a content's step, which the tick's loop has inlined. Without the
    /// tick's fast path, which gives the same frames to the bit (`stepsSpringsInPlace`).
    @inline(never)
    func catchUp(_ index: Int) {
        advanceMoving(index, to: clock, inPlace: false)
    }

    /// Moves the clock to `now` unless it is already later.
    @inline(__always)
    func advanceClock(to now: Double) {
        if now > clock { clock = now }
    }

    /// Brings every moving sheet and its content up to the clock, as a tick would.
    func advanceAll() {
        for index in sheets.indices {
            catchUp(index)
        }
    }

    /// Brings whatever moves on its own in a sheet, its motion and its content's
    /// momentum, to `now`; a built-in spring in place when `inPlace`
    /// (`stepSpringInPlace(_:to:)`).
    @inline(__always)
    func advanceMoving(_ index: Int, to now: Double, inPlace: Bool = true) {
        let movement = sheets[index].movement
        // Most sheets are at rest: one test of the whole set sends such a sheet on at
        // once, past both inlined steps, rather than a test and a jump for each.
        guard !movement.isEmpty else { return }
        if movement.contains(.sheet) { advance(index, to: now, inPlace: inPlace) }
        if movement.contains(.content) { advanceScroll(index, to: now) }
        if movement.contains(.back) { advanceBack(index, to: now) }
    }

    // MARK: Events

    /// The oldest queued event, or nil when there is none.
    public func pollEvent() -> SheetEvent? { events.pop() }

    func emit(_ kind: SheetEvent.Kind, _ index: Int) {
        events.push(SheetEvent(kind, sheet: sheets[index].id, time: clock,
                               userTag: sheets[index].configuration.userTag, contentID: sheets[index].contentID))
    }

    // MARK: Sheets

    /// Creates a hidden sheet, after checking the configuration and resolving its
    /// transitions against the registered animators.
    public func createSheet(_ configuration: SheetConfiguration) throws(SheetError) -> SheetID {
        try refuseReentry()
        try configuration.validate()
        try requireRoom(for: configuration)
        let transitions = try ResolvedTransitions(configuration, in: registry)
        guard sheetCount < Self.maximumSheetCount else {
            throw SheetError(.capacity, .tooManySheets(limit: Self.maximumSheetCount))
        }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            guard makeRoomForSheet() else { throw SheetError(.outOfMemory, .outOfMemory(.sheets)) }
            slot = sheets.count
            sheets.append(.vacant())
        }
        let id = SheetID(slot: slot, generation: sheets.generation(of: slot))
        var record = SheetRecord(id: id, configuration: configuration, transitions: transitions, hiddenTop: viewport.height)
        record.ownDetents()
        record.place(in: viewport, direction: layoutDirection)
        record.visual.top = record.axisLength
        sheets.replace(slot, with: consume record)
        sheetCount += 1
        return id
    }

    /// The slot of a live sheet, or `.invalidHandle`.
    @inline(__always)
    func slot(of id: SheetID) throws(SheetError) -> Int {
        guard let slot = liveSlot(of: id) else { throw Self.notLive(id) }
        return slot
    }

    /// The slot of a live sheet, or nil.
    @inlinable @inline(__always)
    func liveSlot(of id: SheetID) -> Int? {
        // A live record holds the id it was issued under; a vacant one holds an id of 0,
        // which has no slot.
        guard let slot = id.slot, slot < sheets.count, sheets[slot].id.rawValue == id.rawValue else { return nil }
        return slot
    }

    /// The error for an id that names no live sheet; out of line, so that the inlined
    /// check stays a few instructions.
    @inline(never)
    static func notLive(_ id: SheetID) -> SheetError {
        SheetError(.invalidHandle, .notLive(id))
    }

    /// Destroys a sheet at once. A drag in progress ends with `.dragEnded` and an open
    /// presentation or dismissal with `.transitionCancelled`; the id is never valid again.
    public func destroySheet(_ id: SheetID) throws(SheetError) {
        try refuseReentry()
        destroy(at: try slot(of: id))
    }

    /// Destroys every sheet, each as `destroySheet(_:)` destroys one. What host animators
    /// made for running motions is released inside this call: a host about to let the
    /// engine go calls it first, so that those releases run while its own state around
    /// the engine is whole.
    public func destroyAllSheets() throws(SheetError) {
        try refuseReentry()
        for index in sheets.indices where liveSlot(of: sheets[index].id) == index {
            destroy(at: index)
        }
    }

    /// Destroys the live sheet in slot `index`.
    private func destroy(at index: Int) {
        if sheets[index].lifecycle.isDragging {
            emit(.dragEnded(detent: nil, .none), index)
        }
        closeOpenTransition(index)
        discardMotion(index)
        removeFromStack(index)
        sheets.replace(index, with: .vacant())
        sheetCount -= 1
        // A slot whose generation would wrap is retired, so an old id can never revive.
        let generation = sheets.generation(of: index)
        if generation < UInt32.max - 1 {
            sheets.setGeneration(generation + 1, of: index)
            freeSlots.append(index)
        } else {
            sheets.setGeneration(UInt32.max, of: index)
        }
    }

    /// Makes room for one more slot: the table of sheets doubles when it is full (from 16
    /// up to `maximumSheetCount`), and the lists of slots grow to the table's capacity.
    /// False when memory ran out; what did grow keeps its room, and the next call grows
    /// the rest.
    func makeRoomForSheet() -> Bool {
        let capacity = sheets.count < sheets.capacity
            ? sheets.capacity : min(max(16, sheets.capacity * 2), Self.maximumSheetCount)
        return sheets.grow(to: capacity) && stack.grow(to: capacity) && freeSlots.grow(to: capacity)
    }

    /// Closes the presentation or dismissal the sheet holds open with
    /// `.transitionCancelled`.
    func closeOpenTransition(_ index: Int) {
        switch sheets[index].lifecycle.openTransition {
        case nil:
            return
        case .presentation:
            emit(.transitionCancelled(.presentation(detent: sheets[index].detent)), index)
        case .dismissal(let reason):
            emit(.transitionCancelled(.dismissal(reason)), index)
        }
        sheets[index].lifecycle = sheets[index].lifecycle.closingOpenTransition
    }

    // MARK: Viewport

    /// Sets the viewport. Visible sheets keep their visible height (clamped to the new
    /// available height) and move on from there toward their detent, recomputed for the
    /// new viewport, with the velocity they had; no `.detentChanged` is queued.
    public func setViewport(_ newViewport: Viewport) throws(SheetError) {
        try refuseReentry()
        try newViewport.validate()
        var next = newViewport
        next.obstruction = min(requestedObstruction, max(0, next.height - next.safeTop))
        // Every sheet moves on from where it is now, as the old viewport placed it.
        advanceAll()
        let old = viewport
        viewport = next
        for index in sheets.indices where sheets[index].isLive {
            let visibleHeight = sheets[index].axisLength - sheets[index].visual.top
            relayout(index, keepingVisibleHeight: old.isSet ? visibleHeight : nil)
        }
    }

    /// Sets which way lines run. Sheets on the leading or trailing side, and those aligned
    /// to a leading or trailing end, move to the other side at once, each where it was in
    /// its space: the layout is mirrored, not animated.
    public func setLayoutDirection(_ direction: SheetLayoutDirection) throws(SheetError) {
        try refuseReentry()
        guard direction != layoutDirection else { return }
        advanceAll()
        layoutDirection = direction
        for index in sheets.indices where sheets[index].isLive {
            relayout(index, keepingVisibleHeight: nil)
        }
    }

    /// Refuses a configuration whose insets leave its sheet no room in the viewport, when
    /// one is set: the edge inset must be less than the length along the sheet's side,
    /// twice the side inset less than the length across it. (A later, smaller viewport
    /// leaves such a sheet no room rather than a negative one.)
    func requireRoom(for configuration: SheetConfiguration) throws(SheetError) {
        guard viewport.isSet else { return }
        let vertical = configuration.edge == .bottom || configuration.edge == .top
        let axis = vertical ? viewport.height : viewport.width
        let across = vertical ? viewport.width : viewport.height
        guard configuration.edgeInset < axis, 2 * configuration.sideInset < across else {
            throw SheetError(.invalidArgument, .insetsExceedViewport(
                edgeInset: configuration.edgeInset, sideInset: configuration.sideInset, axis: axis, across: across))
        }
    }

    /// Declares something covering the bottom of the viewport (a software keyboard),
    /// `height` points, in [0, viewport height); 0 clears it. Presented sheets rise by as
    /// much (never above the top inset), moving with their settle transition from `now`.
    /// The height is kept across viewport changes, applied as far as each allows.
    public func setObstruction(_ height: Double, now: Double) throws(SheetError) {
        try refuseReentry()
        try requireFinite(height, .obstruction)
        guard viewport.isSet else { throw SheetError(.invalidState, .noViewport(before: .obstruction)) }
        try require(height, .obstruction, .closedOpen(0, viewport.height))
        try requireFinite(now, .now)
        advanceClock(to: now)
        advanceAll()
        requestedObstruction = height
        viewport.obstruction = min(height, viewport.height - viewport.safeTop)
        for index in sheets.indices where sheets[index].isLive {
            relayout(index, keepingVisibleHeight: nil)
        }
    }

    /// Places a sheet again and moves it toward the recomputed target from where it is (or
    /// from `visibleHeight` above its space's bottom, kept continuous). A sheet whose axis
    /// turned (a wide layout taken or left) comes in from its new side.
    func relayout(_ index: Int, keepingVisibleHeight visibleHeight: Double?) {
        let previous = sheets[index].placement.side
        sheets[index].place(in: viewport, direction: layoutDirection)
        if Placement.isVertical(previous) != Placement.isVertical(sheets[index].placement.side) {
            enterFromItsSide(index)
            return
        }
        switch sheets[index].lifecycle {
        case .hidden, .switchedAway(leaving: false):
            sheets[index].visual.top = sheets[index].axisLength
        case .dragging:
            keepVisibleHeight(index, visibleHeight)
            sheets[index].visual.backdropAlpha = positionalBackdrop(index, top: sheets[index].visual.top)
        case .resting:
            keepVisibleHeight(index, visibleHeight)
            if targetVisual(index, kind: .settle) != sheets[index].visual {
                sheets[index].lifecycle = .settling(closesPresentation: false)
                startMotion(index, kind: .settle)
            }
        case .presenting, .settling, .dismissing, .switchedAway(leaving: true):
            keepVisibleHeight(index, visibleHeight)
            // Each of these stages has a motion: it starts again, of its kind, toward the
            // new target.
            startMotion(index, kind: sheets[index].motion.kind)
        }
        reanchorGesture(index)
    }

    /// Puts a sheet's top `visibleHeight` above its space's bottom (clamped to the
    /// available height); nil leaves it where it is.
    private func keepVisibleHeight(_ index: Int, _ visibleHeight: Double?) {
        guard let visibleHeight else { return }
        let space = sheets[index].placement.space
        // A space whose safe area takes all of it (a keyboard over a small viewport)
        // leaves no height to keep.
        let kept = min(max(0, visibleHeight), max(0, space.height - space.safeTop))
        sheets[index].visual.top = space.height - kept
    }

    /// Brings a sheet that has moved to another side in from there: from out of view on
    /// its new side, toward its detent, with the motion of its stage. A finger dragging
    /// it lets go (`.dragEnded`, reason `.none`); a sheet on its way out is gone.
    func enterFromItsSide(_ index: Int) {
        let hidden = hiddenVisual(index)
        switch sheets[index].lifecycle {
        case .hidden, .switchedAway(leaving: false):
            sheets[index].visual = hidden
        case .dismissing, .switchedAway(leaving: true):
            sheets[index].visual = hidden
            complete(index)
        case .dragging:
            sheets[index].visual = hidden
            sheets[index].velocity = 0
            settle(index, to: sheets[index].detent, reason: .none)
        case .presenting:
            sheets[index].visual = hidden
            sheets[index].velocity = 0
            startMotion(index, kind: .present)
        case .resting, .settling:
            sheets[index].visual = hidden
            sheets[index].velocity = 0
            sheets[index].lifecycle = .settling(closesPresentation: sheets[index].lifecycle.openTransition == .presentation)
            startMotion(index, kind: .settle)
        }
    }

    // MARK: Commands

    /// Presents a hidden or dismissing sheet at `detent` (an index into its detents) with
    /// its present transition: `.willPresent` now, `.didPresent` when it comes to rest. A
    /// dismissing sheet is caught where it is, its dismissal closed with
    /// `.transitionCancelled`.
    public func present(_ id: SheetID, detent: Int = 0, now: Double) throws(SheetError) {
        let index = try command(id, now: now) { index throws(SheetError) in
            guard viewport.isSet else { throw SheetError(.invalidState, .noViewport(before: .presentation)) }
            try requireDetent(index, detent)
        }
        switch sheets[index].lifecycle {
        case .hidden:
            sheets[index].visual = hiddenVisual(index)
            sheets[index].velocity = 0
        case .dismissing:
            closeOpenTransition(index)
            endGesture(index, reason: .programmatic, destination: detent)
        case .switchedAway:
            throw SheetError(.invalidState, .switchedAway)
        case .presenting, .resting, .settling, .dragging:
            throw SheetError(.invalidState, .alreadyPresented)
        }
        sheets[index].detent = detent
        sheets[index].lifecycle = .presenting(announced: true)
        emit(.willPresent(detent: detent), index)
        pushOntoStack(index)
        startMotion(index, kind: .present)
    }

    /// Dismisses a presented sheet from wherever it is, with its dismiss transition and
    /// reason `.programmatic`. A sheet switched away beneath another counts as presented:
    /// out of view, it is dismissed at once. A running presentation is closed with
    /// `.transitionCancelled`; a drag in progress ends and the rest of that pointer stream
    /// is ignored. Dismissing a dismissing sheet does nothing.
    public func dismiss(_ id: SheetID, now: Double) throws(SheetError) {
        let index = try command(id, now: now)
        switch sheets[index].lifecycle {
        case .switchedAway: dismissSwitchedAway(index, reason: .programmatic)
        case .dismissing: return
        case .hidden: throw SheetError(.invalidState, .nothingToDismiss)
        case .presenting, .resting, .settling, .dragging: beginDismiss(index, reason: .programmatic)
        }
    }

    /// Moves a presented sheet to `detent` with its settle transition (`.detentChanged`
    /// now if the detent differs). During a presentation it retargets the presentation;
    /// a sheet switched away comes back to it.
    public func moveToDetent(_ id: SheetID, detent: Int, now: Double) throws(SheetError) {
        let index = try command(id, now: now) { index throws(SheetError) in try requireDetent(index, detent) }
        switch sheets[index].lifecycle {
        case .hidden, .dismissing: throw SheetError(.invalidState, .notPresented)
        case .presenting, .resting, .settling, .dragging, .switchedAway: settle(index, to: detent, reason: .programmatic)
        }
    }

    func requireDetent(_ index: Int, _ detent: Int) throws(SheetError) {
        let count = sheets[index].configuration.detents.count
        guard detent >= 0, detent < count else { throw SheetError(.invalidArgument, .detentOutOfRange(detent, count: count)) }
    }

    /// Dismisses a sheet switched away beneath another: it is presented though out of
    /// view, so it is dismissed at once or, while still leaving, on arrival.
    func dismissSwitchedAway(_ index: Int, reason: SheetReason) {
        emit(.willDismiss(reason), index)
        if sheets[index].lifecycle == .switchedAway(leaving: false) {
            sheets[index].lifecycle = .hidden
            leaveStack(index)
            emit(.didDismiss(reason), index)
        } else {
            // Still moving out of view: that motion now ends the dismissal.
            sheets[index].lifecycle = .dismissing(reason)
        }
    }

    /// Whether a dismissal the user asks for (a release, a backdrop tap, an
    /// accessibility action, a back action) is put to the host first: the sheet confirms
    /// its dismissals, and no dismissal is already under way (a finger that caught a
    /// dismissal the host began and throws the sheet out lets that dismissal go on).
    func asksBeforeDismissing(_ index: Int) -> Bool {
        guard sheets[index].configuration.confirmsDismissal else { return false }
        if case .dismissal = sheets[index].lifecycle.openTransition { return false }
        return true
    }

    /// A dismissal the user asked for, from a sheet that stays: asked of the host with
    /// `.dismissRequested`, or begun.
    func dismissOrAsk(_ index: Int, reason: SheetReason) {
        if asksBeforeDismissing(index) {
            emit(.dismissRequested(reason), index)
        } else {
            beginDismiss(index, reason: reason)
        }
    }

    func beginDismiss(_ index: Int, reason: SheetReason) {
        endGesture(index, reason: reason, destination: nil)
        closeOpenTransition(index)
        sheets[index].lifecycle = .dismissing(reason)
        emit(.willDismiss(reason), index)
        startMotion(index, kind: .dismiss)
    }

    /// Sends a presented sheet to `detent` (a command, a release or a cancel).
    func settle(_ index: Int, to detent: Int, reason: SheetReason) {
        endGesture(index, reason: reason, destination: detent)
        if case .dismissal(let dismissal) = sheets[index].lifecycle.openTransition {
            emit(.transitionCancelled(.dismissal(dismissal)), index)
            sheets[index].lifecycle = .settling(closesPresentation: false)
        }
        let from = sheets[index].detent
        if detent != from {
            emit(.detentChanged(from: from, to: detent, reason), index)
        }
        sheets[index].detent = detent
        switch sheets[index].lifecycle {
        case .switchedAway:
            // Away beneath another sheet: it comes back to this detent.
            return
        case .resting where sheets[index].visual == targetVisual(index, kind: .settle):
            return
        case .presenting:
            // A presentation that is retargeted stays a presentation.
            startMotion(index, kind: .present)
        default:
            sheets[index].lifecycle = .settling(closesPresentation: sheets[index].lifecycle.openTransition == .presentation)
            startMotion(index, kind: .settle)
        }
    }

    // MARK: Ticks

    /// Advances every running motion, and every content scrolling on its own, to `now`
    /// (seconds, finite), queueing the events that happen on the way. Call it once per
    /// displayed frame, then read the frames.
    public func tick(now: Double) throws(SheetError) {
        try refuseReentry()
        try requireFinite(now, .now)
        advanceClock(to: now)
        let now = clock
        for index in sheets.indices {
            advanceMoving(index, to: now)
        }
    }

    /// Whether any sheet or its content is moving on its own: keep ticking while it is.
    public var isAnimating: Bool {
        sheets.indices.contains { !sheets[$0].movement.isEmpty }
    }

    // MARK: Geometry

    /// Where a sheet is out of view: its top at the end of its space.
    func hiddenVisual(_ index: Int) -> Visual {
        Visual(top: sheets[index].axisLength, opacity: 1, backdropAlpha: 0, scale: 1)
    }

    /// The top of a sheet when `visibleHeight` points show above its space's baseline.
    @inline(__always)
    func top(_ index: Int, forVisibleHeight visibleHeight: Double) -> Double {
        sheets[index].axisBaseline - visibleHeight
    }

    /// The backdrop's alpha for a sheet whose top is at `top`: `backdropAlpha(...)` over
    /// the sheet's dimming range.
    func positionalBackdrop(_ index: Int, top: Double) -> Double {
        sheets[index].configuration.backdropAlpha
            * dimmingFraction(visibleHeight: sheets[index].axisBaseline - top, dimming: sheets[index].dimming)
    }

    /// Where a motion of `kind` ends for this sheet now.
    func targetVisual(_ index: Int, kind: MotionKind) -> Visual {
        if kind == .dismiss { return hiddenVisual(index) }
        let heights = sheets[index].heights
        let top = top(index, forVisibleHeight: heights[min(sheets[index].detent, heights.count - 1)])
        return Visual(top: top, opacity: 1, backdropAlpha: positionalBackdrop(index, top: top), scale: 1)
    }
}
