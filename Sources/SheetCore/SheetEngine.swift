/// The engine: a viewport, the sheets in it, the animators they can use and the events
/// they produce. Time only moves when the host passes it in.
///
/// Commands take the host's `now` (seconds). A time earlier than the latest one seen is
/// treated as the latest, so the engine's clock never runs backwards. Each command first
/// brings the sheet it touches up to `now`, so it acts on where the sheet really is.
public final class SheetEngine {
    @exclusivity(unchecked) public private(set) var viewport = Viewport.unset
    @exclusivity(unchecked) public var registry = AnimatorRegistry()
    /// Presentation and dismissal cross-fade, settles never overshoot.
    @exclusivity(unchecked) public var reduceMotion = false
    /// Seconds; a motion that has not finished by then is cut off and finished by the
    /// engine's own spring.
    @exclusivity(unchecked) public var maximumMotionDuration = SheetEngine.defaultMaximumMotionDuration {
        didSet { inPlaceTimeLimit = Self.inPlaceTimeLimit(maximumMotionDuration) }
    }
    /// `maximumMotionDuration` until the host sets it, seconds.
    public static let defaultMaximumMotionDuration = 10.0
    /// The latest elapsed time, seconds, at which the tick steps a built-in spring in
    /// place; kept in step with `maximumMotionDuration`.
    @exclusivity(unchecked) var inPlaceTimeLimit = SheetEngine.inPlaceTimeLimit(SheetEngine.defaultMaximumMotionDuration)

    /// The maximum motion duration, and never past the last instant a spring's basis is
    /// evaluated at unclamped.
    static func inPlaceTimeLimit(_ maximumMotionDuration: Double) -> Double {
        min(maximumMotionDuration, Spring.maximumTime)
    }
    /// The most sheets alive at once.
    public static let maximumSheetCount = 65536

    /// The latest time seen, seconds; -infinity before the first.
    // The engine is used from one thread at a time and never hands out references into
    // its storage, so the per-access exclusivity checks on the hot paths buy nothing.
    @exclusivity(unchecked) public private(set) var clock = -Double.infinity
    @exclusivity(unchecked) var events = EventQueue(capacity: 256)
    @exclusivity(unchecked) @usableFromInline var sheets = SheetTable()
    /// The generation the next id issued from each slot carries.
    @exclusivity(unchecked) @usableFromInline var generations: ContiguousArray<UInt32> = []
    var freeSlots: [Int] = []
    var liveCount = 0
    /// The obstruction the host declared, points; the viewport holds it clamped to what
    /// the current viewport allows.
    var requestedObstruction = 0.0
    /// Slots of the presented sheets, in presentation order: the last is on top.
    @exclusivity(unchecked) @usableFromInline var stack: [Int] = []

    public init(eventCapacity: Int = 256) {
        events = EventQueue(capacity: max(2, eventCapacity))
    }

    deinit {
        for index in sheets.indices where sheets[index].alive {
            discardMotion(index)
        }
        sheets.release()
    }

    // MARK: Clock and events

    /// Accepts a host time: finite, and never earlier than the clock.
    @inline(__always)
    func advanceClock(_ now: Double, _ name: StaticString = "now") throws(SheetError) -> Double {
        try requireFinite(now, name)
        if now > clock { clock = now }
        return clock
    }

    /// Brings a sheet and its content up to `now`: the motion a command acts on and the
    /// scroll offset it leaves are where they are at that time.
    func catchUp(_ index: Int, to now: Double) {
        advance(index, to: now)
        advanceScroll(index, to: now)
    }

    /// Brings every moving sheet and its content up to `now`, as a tick would.
    func catchUpAll(to now: Double) {
        for index in sheets.indices where sheets[index].isMoving {
            advance(index, to: now)
            if sheets[index].hasScroll { advanceScroll(index, to: now) }
        }
    }

    /// The oldest queued event, or nil.
    public func pollEvent() -> SheetEvent? { events.pop() }

    func emit(_ type: SheetEventType, _ index: Int, detent: Int = -1, from: Int = -1, reason: SheetReason = .none,
              animator: Int = -1, failure: AnimatorFailure = .none) {
        events.push(SheetEvent(
            type: type, sheet: sheets[index].id, time: clock, detent: Int32(truncatingIfNeeded: detent),
            fromDetent: Int32(truncatingIfNeeded: from), reason: reason,
            userTag: sheets[index].config.userTag, contentID: sheets[index].contentID,
            animator: Int32(truncatingIfNeeded: animator), failure: failure))
    }

    // MARK: Sheets

    /// Number of live sheets.
    public var sheetCount: Int { liveCount }

    /// Creates a hidden sheet after validating the configuration and resolving its
    /// transitions against the registry.
    public func createSheet(_ config: SheetConfiguration) throws(SheetError) -> SheetID {
        try config.validate()
        let transitions = SheetTransitions(
            present: try registry.resolve(config.present, defaultAnimator: "spring", role: "present"),
            dismiss: try registry.resolve(config.dismiss, defaultAnimator: "spring", role: "dismiss"),
            settle: try registry.resolve(config.settle, defaultAnimator: "spring", role: "settle"),
            content: try registry.resolve(config.content, defaultAnimator: "fade", role: "content"))
        guard liveCount < Self.maximumSheetCount else {
            throw SheetError(.capacity, "an engine holds at most \(Self.maximumSheetCount) sheets")
        }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = sheets.count
            sheets.append(.vacant())
            generations.append(1)
        }
        let id = SheetID(slot: slot, generation: generations[slot])
        var record = SheetRecord(id: id, config: config, transitions: transitions, hiddenTop: viewport.height)
        record.resolveHeights(in: viewport)
        sheets[slot] = record
        liveCount += 1
        return id
    }

    /// The slot of a live sheet, or `.invalidHandle`.
    @inline(__always)
    func slot(of id: SheetID) throws(SheetError) -> Int {
        guard let slot = liveSlot(of: id) else { throw Self.notLive(id) }
        return slot
    }

    /// The slot of a live sheet, or nil. Not throwing, so that it inlines into callers
    /// in other modules (the optimiser does not inline typed-throwing functions there).
    @inlinable @inline(__always)
    public func liveSlot(of id: SheetID) -> Int? {
        // A live record holds the id it was issued under; a vacant one holds `.none`,
        // which has no slot, so the id alone tells them apart.
        guard let slot = id.slot, slot < sheets.count, sheets[slot].id.raw == id.raw else {
            return nil
        }
        return slot
    }

    /// The error for an id that names no live sheet; out of line, so that the inlined
    /// check stays a few instructions.
    @usableFromInline @inline(never)
    static func notLive(_ id: SheetID) -> SheetError {
        SheetError(.invalidHandle, "sheet id \(id.raw) does not name a live sheet (never issued, or destroyed)")
    }

    /// Destroys a sheet at once, closing whatever it had open with events.
    public func destroySheet(_ id: SheetID) throws(SheetError) {
        let index = try slot(of: id)
        if let pointer = sheets[index].pointer, pointer.dragging, !pointer.ignored {
            emit(.dragEnded, index, detent: sheets[index].detent)
        }
        closePendingTransitions(index)
        discardMotion(index)
        removeFromStack(index)
        sheets[index] = .vacant()
        liveCount -= 1
        // A slot whose generation would wrap is retired, so an old id can never revive.
        if generations[index] < UInt32.max - 1 {
            generations[index] += 1
            freeSlots.append(index)
        } else {
            generations[index] = UInt32.max
        }
    }

    func closePendingTransitions(_ index: Int) {
        if sheets[index].presentPending {
            sheets[index].presentPending = false
            emit(.transitionCancelled, index, detent: sheets[index].detent, reason: .programmatic)
        }
        if let reason = sheets[index].dismissPending {
            sheets[index].dismissPending = nil
            emit(.transitionCancelled, index, detent: -1, reason: reason)
        }
    }

    // MARK: Viewport

    /// Sets the viewport. Visible sheets keep their visible height (clamped to the new
    /// available height) and move on from there toward their detent, recomputed.
    public func setViewport(_ newViewport: Viewport) {
        var next = newViewport
        next.obstruction = min(requestedObstruction, max(0, next.height - next.safeTop))
        // Every sheet moves on from where it is now, as the old viewport placed it.
        catchUpAll(to: clock)
        let old = viewport
        viewport = next
        for index in sheets.indices where sheets[index].alive {
            let visibleHeight = old.height - sheets[index].visual.top
            relayout(index, keepingVisibleHeight: old.isSet ? visibleHeight : nil)
        }
    }

    /// Declares a bottom obstruction (a keyboard); presented sheets rise above it.
    public func setObstruction(_ height: Double, now: Double) throws(SheetError) {
        try requireFinite(height, "bottom_height")
        guard viewport.isSet else {
            throw SheetError(.invalidState, "set a viewport before an obstruction")
        }
        guard height >= 0, height < viewport.height else {
            throw SheetError(.invalidArgument, "bottom_height must be in [0, \(viewport.height)), got \(height)")
        }
        catchUpAll(to: try advanceClock(now))
        // Sheets rise above the obstruction but never above the top inset.
        requestedObstruction = height
        viewport.obstruction = min(height, viewport.height - viewport.safeTop)
        for index in sheets.indices where sheets[index].alive {
            relayout(index, keepingVisibleHeight: nil)
        }
    }

    /// Recomputes a sheet's detents and moves it toward the recomputed target from where
    /// it is (or from `visibleHeight` above the viewport's bottom, kept continuous).
    func relayout(_ index: Int, keepingVisibleHeight visibleHeight: Double?) {
        sheets[index].resolveHeights(in: viewport)
        if sheets[index].state == .hidden {
            sheets[index].visual.top = viewport.height
            return
        }
        if let visibleHeight {
            let kept = min(max(0, visibleHeight), viewport.height - viewport.safeTop)
            sheets[index].visual.top = viewport.height - kept
        }
        switch sheets[index].state {
        case .hidden:
            break
        case .dragging:
            // Re-anchor the drag where the finger is, so the sheet stays under it.
            if var pointer = sheets[index].pointer {
                pointer.rawTopAtDown = unbandedTop(index, sheets[index].visual.top)
                pointer.downY = pointer.lastY
                sheets[index].pointer = pointer
            }
            sheets[index].visual.backdropAlpha = positionalBackdrop(index, top: sheets[index].visual.top)
        case .resting:
            let target = targetVisual(index, kind: .settle)
            if target != sheets[index].visual {
                sheets[index].state = .settling
                startMotion(index, kind: .settle)
            }
        case .presenting, .settling, .dismissing:
            startMotion(index, kind: sheets[index].motion?.kind ?? .settle)
        }
    }

    // MARK: Commands

    /// Presents a hidden or dismissing sheet at `detent`.
    public func present(_ id: SheetID, detent: Int, now: Double) throws(SheetError) {
        let index = try slot(of: id)
        try requireFinite(now, "now")
        guard viewport.isSet else {
            throw SheetError(.invalidState, "set a viewport before presenting a sheet")
        }
        try requireDetent(index, detent)
        catchUp(index, to: try advanceClock(now))
        guard !sheets[index].suspended else {
            throw SheetError(.invalidState, "the sheet is presented beneath another one; dismiss that one first")
        }
        switch sheets[index].state {
        case .hidden:
            sheets[index].visual = hiddenVisual()
            sheets[index].velocity = 0
        case .dismissing:
            closePendingTransitions(index)
            endPointerStream(index, reason: .programmatic)
        default:
            throw SheetError(.invalidState, "the sheet is already presented; use sheet_move_to_detent to change its detent")
        }
        sheets[index].detent = detent
        sheets[index].homeDetent = detent
        sheets[index].state = .presenting
        sheets[index].presentPending = true
        emit(.willPresent, index, detent: detent, reason: .programmatic)
        pushOntoStack(index)
        startMotion(index, kind: .present)
    }

    /// Dismisses a presented sheet from wherever it is.
    public func dismiss(_ id: SheetID, now: Double, reason: SheetReason = .programmatic) throws(SheetError) {
        let index = try slot(of: id)
        catchUp(index, to: try advanceClock(now))
        if sheets[index].suspended {
            dismissSwitchedAway(index, reason: reason)
            return
        }
        if sheets[index].state == .dismissing { return }
        guard sheets[index].state != .hidden else {
            throw SheetError(.invalidState, "the sheet is hidden; there is nothing to dismiss")
        }
        beginDismiss(index, reason: reason)
    }

    /// Moves a presented sheet to `detent` with the settle transition.
    public func moveToDetent(_ id: SheetID, detent: Int, now: Double, reason: SheetReason = .programmatic) throws(SheetError) {
        let index = try slot(of: id)
        try requireFinite(now, "now")
        try requireDetent(index, detent)
        catchUp(index, to: try advanceClock(now))
        if !sheets[index].suspended && (sheets[index].state == .hidden || sheets[index].state == .dismissing) {
            throw SheetError(.invalidState, "the sheet is not presented; present it first")
        }
        settle(index, to: detent, reason: reason)
    }

    func requireDetent(_ index: Int, _ detent: Int) throws(SheetError) {
        let count = sheets[index].config.detents.count
        guard detent >= 0, detent < count else {
            throw SheetError(.invalidArgument, "detent \(detent) is out of range: the sheet has \(count) detent\(count == 1 ? "" : "s")")
        }
    }

    /// Dismisses a sheet switched away beneath another: it is presented though out of
    /// view, so it is dismissed at once, or, while still leaving, on arrival.
    func dismissSwitchedAway(_ index: Int, reason: SheetReason) {
        sheets[index].suspended = false
        sheets[index].dismissPending = reason
        emit(.willDismiss, index, reason: reason)
        if sheets[index].state == .hidden {
            sheets[index].dismissPending = nil
            leaveStack(index)
            emit(.didDismiss, index, reason: reason)
        } else {
            // Still moving out of view: that motion now ends the dismissal.
            sheets[index].state = .dismissing
        }
    }

    func beginDismiss(_ index: Int, reason: SheetReason) {
        endPointerStream(index, reason: reason)
        closePendingTransitions(index)
        sheets[index].suspended = false
        sheets[index].state = .dismissing
        sheets[index].detent = -1
        sheets[index].dismissPending = reason
        emit(.willDismiss, index, reason: reason)
        startMotion(index, kind: .dismiss)
    }

    /// Sends a presented sheet to `detent` (a command, a release or a cancel).
    func settle(_ index: Int, to detent: Int, reason: SheetReason) {
        endPointerStream(index, reason: reason)
        if let reason = sheets[index].dismissPending {
            sheets[index].dismissPending = nil
            emit(.transitionCancelled, index, detent: -1, reason: reason)
        }
        let from = sheets[index].detent >= 0 ? sheets[index].detent : sheets[index].homeDetent
        if detent != from {
            emit(.detentChanged, index, detent: detent, from: from, reason: reason)
        }
        sheets[index].homeDetent = detent
        if sheets[index].suspended {
            // Away beneath another sheet: it comes back to this detent.
            return
        }
        sheets[index].detent = detent
        if sheets[index].state == .resting, sheets[index].visual == targetVisual(index, kind: .settle) {
            return
        }
        // A presentation that is retargeted stays a presentation.
        let kind: MotionKind = sheets[index].state == .presenting ? .present : .settle
        sheets[index].state = kind == .present ? .presenting : .settling
        startMotion(index, kind: kind)
    }

    /// Ends a pointer stream a command interrupted: a drag reports DRAG_ENDED, and the
    /// rest of the stream is ignored.
    func endPointerStream(_ index: Int, reason: SheetReason) {
        guard var pointer = sheets[index].pointer, !pointer.ignored else { return }
        if pointer.dragging {
            emit(.dragEnded, index, detent: sheets[index].detent, reason: reason)
        }
        pointer.ignored = true
        sheets[index].pointer = pointer
    }

    // MARK: Frames

    /// Advances every running motion to `now`.
    public func tick(now: Double) throws(SheetError) {
        catchUpAll(to: try advanceClock(now))
    }

    /// True while any sheet or its content is moving on its own.
    public var isAnimating: Bool {
        sheets.indices.contains { sheets[$0].isMoving }
    }

    /// The frame of a live sheet.
    public func frame(of id: SheetID) throws(SheetError) -> SheetFrame {
        frame(atSlot: try slot(of: id))
    }

    /// The frame of the live sheet in `index`, a slot `liveSlot(of:)` returned.
    /// Inlinable: the C layer's frame call, made for every sheet every frame, compiles to
    /// loads from the record and stores into the host's struct.
    @inlinable @inline(__always)
    public func frame(atSlot index: Int) -> SheetFrame {
        // Field by field: copying the whole record would retain everything it holds.
        var frame = SheetFrame()
        frame.state = sheets[index].state
        frame.detent = sheets[index].detent
        let visual = sheets[index].visual
        frame.top = visual.top
        frame.height = viewport.height - visual.top
        frame.opacity = visual.opacity
        frame.scale = visual.scale
        frame.overlayAlpha = 0
        // Most sheets have nothing above them; a covered one recedes.
        if sheets[index].sheetAbove >= 0 {
            let covered = coverage(of: index)
            frame.scale = visual.scale * (1 - (1 - Self.recededScale) * covered)
            frame.overlayAlpha = Self.recededOverlayAlpha * covered
        }
        frame.backdropAlpha = visual.backdropAlpha
        frame.cornerRadius = sheets[index].cornerRadius
        let highest = sheets[index].highestHeight
        frame.progress = highest > 0 ? max(0, viewport.baseline - visual.top) / highest : 0
        frame.contentID = sheets[index].contentID
        frame.contentAlpha = sheets[index].contentAlpha
        frame.outgoingContentID = sheets[index].outgoingContentID
        frame.outgoingContentAlpha = frame.outgoingContentID == 0 ? 0 : sheets[index].outgoingStartAlpha * (1 - frame.contentAlpha)
        frame.velocity = sheets[index].velocity
        frame.contentOffset = sheets[index].contentOffset
        frame.scrollExtent = sheets[index].scrollExtent
        frame.grabberVisible = sheets[index].showsGrabber
        frame.gestureOwner = sheets[index].gestureOwner
        return frame
    }

    // MARK: Geometry

    func hiddenVisual() -> Visual {
        Visual(top: viewport.height, opacity: 1, backdropAlpha: 0, scale: 1)
    }

    /// The top of the sheet when `visibleHeight` points show above the baseline.
    @inline(__always)
    func top(forVisibleHeight visibleHeight: Double) -> Double {
        viewport.baseline - visibleHeight
    }

    func positionalBackdrop(_ index: Int, top: Double) -> Double {
        let sheet = sheets[index]
        return backdropAlpha(visibleHeight: viewport.baseline - top, detentHeights: sheet.heights,
                             largestUndimmed: sheet.config.largestUndimmedDetent,
                             maximumAlpha: sheet.config.backdropAlpha)
    }

    /// Where a motion of `kind` ends for this sheet now.
    func targetVisual(_ index: Int, kind: MotionKind) -> Visual {
        if kind == .dismiss { return hiddenVisual() }
        let sheet = sheets[index]
        let detent = min(max(0, sheet.detent >= 0 ? sheet.detent : sheet.homeDetent), sheet.heights.count - 1)
        let top = top(forVisibleHeight: sheet.heights[detent])
        return Visual(top: top, opacity: 1, backdropAlpha: positionalBackdrop(index, top: top), scale: 1)
    }
}
