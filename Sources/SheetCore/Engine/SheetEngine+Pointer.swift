/// Pointer input: hit testing, tap versus drag, the drag with its rubber bands and its
/// hand-off to scrolling content, and what a release, a cancel or a tap does.
extension SheetEngine {
    /// A pointer went down at (`x`, `y`) (viewport points) on `id`'s sheet or around it.
    /// `.sheet` and `.backdrop` are the engine's: send it the rest of the stream;
    /// `.passThrough` and `.none` are not. A finger that lands on a moving sheet stops it
    /// and holds it.
    public func pointerDown(on id: SheetID, x viewportX: Double, y viewportY: Double, now: Double) throws(SheetError) -> HitResult {
        let index = try command(id, now: now, .pointerTime) { index throws(SheetError) in
            try requireFinite(viewportX, .x)
            try requireFinite(viewportY, .y)
            guard sheets[index].gesture == nil else { throw SheetError(.invalidState, .pointerAlreadyDown) }
        }
        switch sheets[index].lifecycle {
        case .hidden, .switchedAway: return .none
        case .presenting, .resting, .settling, .dragging, .dismissing: break
        }
        guard isTopOfStack(index), viewportX >= 0, viewportX <= viewport.width, viewportY >= 0, viewportY <= viewport.height
        else { return .none }
        // From here on, in the sheet's space: `x` across its axis, `y` along it.
        let placement = sheets[index].placement
        let (x, y) = placement.spacePoint(x: viewportX, y: viewportY, in: viewport)
        let top = sheets[index].visual.top
        let onSheet = y >= top && y <= placement.nearEdge(top: top, lowestHeight: sheets[index].lowestHeight)
            && x >= placement.crossStart && x <= placement.crossStart + placement.crossLength
        if onSheet {
            // A finger takes the sheet from a back gesture, which lets go.
            springBack(index)
            sheets[index].pointer = PointerTrack(x: x, y: y, viewportX: viewportX, viewportY: viewportY)
            sheets[index].pointer.tracker.add(time: clock, position: y)
            // A finger on moving content stops it where it is.
            sheets[index].scroll = nil
            sheets[index].contentVelocity = 0
            let drag = Drag(anchorTop: unbandedTop(index, top), anchorOffset: unbandedOffset(index, sheets[index].contentOffset),
                            inGrabberBand: y - top <= sheets[index].configuration.grabberHeight)
            if sheets[index].hasMotion {
                // The finger catches the sheet where it is and holds it from now on.
                let caught = sheets[index].motion.kind
                discardMotion(index)
                sheets[index].velocity = 0
                sheets[index].lifecycle = .dragging(interrupted: sheets[index].lifecycle.openTransition)
                sheets[index].gesture = .holding(caught: caught, drag, mover: .sheet)
                emit(.dragBegan(detent: sheets[index].detent), index)
            } else {
                sheets[index].gesture = .touching(drag)
            }
            return .sheet
        }
        let passes = sheets[index].lifecycle.hasDetent
            ? backdropPassesTouches(detent: sheets[index].detent, largestUndimmed: sheets[index].configuration.largestUndimmedDetent)
            : sheets[index].visual.backdropAlpha == 0
        if passes { return .passThrough }
        sheets[index].pointer = PointerTrack(x: x, y: y, viewportX: viewportX, viewportY: viewportY)
        sheets[index].gesture = .backdrop(tapping: true)
        return .backdrop
    }

    /// Checks a move or up of the pointer that is down on `id`'s sheet and brings the
    /// clock up to `now`; returns the slot, the gesture, and the point in the sheet's
    /// space (`x` across its axis, `y` along it).
    func pointerEvent(_ id: SheetID, x: Double, y: Double, now: Double)
        throws(SheetError) -> (index: Int, gesture: PointerGesture, x: Double, y: Double) {
        try refuseReentry()
        let index = try slot(of: id)
        try requireFinite(x, .x)
        try requireFinite(y, .y)
        try requireFinite(now, .pointerTime)
        guard let gesture = sheets[index].gesture else { throw SheetError(.invalidState, .noPointerDown) }
        advanceClock(to: now)
        let point = sheets[index].placement.spacePoint(x: x, y: y, in: viewport)
        return (index, gesture, point.cross, point.along)
    }

    /// The pointer that is down on `id`'s sheet moved to (`x`, `y`).
    public func pointerMove(on id: SheetID, x viewportX: Double, y viewportY: Double, now: Double) throws(SheetError) {
        let (index, gesture, x, y) = try pointerEvent(id, x: viewportX, y: viewportY, now: now)
        guard gesture != .ignored else { return }
        catchUp(index)
        sheets[index].pointer.tracker.add(time: clock, position: y)
        let previousY = sheets[index].pointer.lastY
        sheets[index].pointer.lastX = x
        sheets[index].pointer.lastY = y
        sheets[index].pointer.viewportX = viewportX
        sheets[index].pointer.viewportY = viewportY
        let slop = sheets[index].configuration.touchSlop
        let dx = x - sheets[index].pointer.downX
        let dy = y - sheets[index].pointer.downY
        switch gesture {
        case .declined, .ignored:
            break
        case .backdrop(tapping: true):
            if PointerTrack.leftSlop(dx: dx, dy: dy, slop: slop) {
                sheets[index].gesture = .backdrop(tapping: false)
            }
        case .backdrop(tapping: false):
            break
        case .touching(var drag):
            if abs(dy) > slop {
                // Until the slop was crossed nothing moved: the whole travel applies now.
                // Past the slop it is not 0, so it decides what takes it: `lastMover` is
                // not used. A sheet that began to move since the touch (its detents
                // changed under the finger) is taken from where it is now.
                if sheets[index].hasMotion {
                    drag.anchorTop = unbandedTop(index, sheets[index].visual.top)
                }
                let mover = self.drag(index, &drag, lastMover: .sheet, y: y, delta: dy)
                sheets[index].gesture = .dragging(drag, mover: mover)
            } else if abs(dx) > slop, abs(dx) > abs(dy) {
                // A sideways gesture belongs to the host's views, not the sheet.
                sheets[index].gesture = .declined
            }
        case .holding(let caught, var drag, let mover):
            // A held sheet follows the finger from the start; past the slop it is dragged.
            let moved = self.drag(index, &drag, lastMover: mover, y: y, delta: y - previousY)
            sheets[index].gesture = abs(dy) > slop ? .dragging(drag, mover: moved) : .holding(caught: caught, drag, mover: moved)
        case .dragging(var drag, let mover):
            let moved = self.drag(index, &drag, lastMover: mover, y: y, delta: y - previousY)
            sheets[index].gesture = .dragging(drag, mover: moved)
        }
    }

    /// Moves the sheet and its content for a finger now at `y` that moved by `delta`
    /// since the last movement applied. Content takes the part of the movement that
    /// scrolls it: upward once the sheet is at its scrolling top (`scrollingTop`),
    /// downward while the content is scrolled away from its top; a drag from the grabber
    /// band of a sheet whose content scrolls first moves the sheet alone. The sheet takes
    /// the rest, anchored so that without content scrolling its top is exactly top at
    /// touch-down + (y − y at down). Returns what took the movement: `lastMover`, what
    /// took the one before, when there was none.
    func drag(_ index: Int, _ drag: inout Drag, lastMover: PointerGesture.Mover, y: Double, delta: Double) -> PointerGesture.Mover {
        let extent = sheets[index].scrollExtent
        let downY = sheets[index].pointer.downY
        var contentPart = 0.0
        let scrollsFirst = sheets[index].configuration.contentInteraction == .scrolls
        if extent > 0 && delta != 0 && !(scrollsFirst && drag.inGrabberBand) && sheets[index].placement.handsOffScrolling {
            let rawTopBefore = drag.anchorTop + (y - delta - downY) - drag.consumedByContent
            let offsetBefore = drag.anchorOffset - drag.consumedByContent
            if delta < 0 {
                // Upward: the sheet rises to its scrolling top, the content takes the rest.
                let sheetRoom = max(0, rawTopBefore - top(index, forVisibleHeight: sheets[index].heights[scrollingDetent(index)]))
                contentPart = min(0, delta + sheetRoom)
            } else if offsetBefore > 0 {
                // Downward: the content scrolls back to its top before the sheet moves.
                contentPart = min(delta, offsetBefore)
            }
        }
        drag.consumedByContent += contentPart
        let mover: PointerGesture.Mover = delta == 0 ? lastMover : (contentPart != 0 ? .content : .sheet)
        let rawTop = drag.anchorTop + (y - downY) - drag.consumedByContent
        if !sheets[index].lifecycle.isDragging, delta - contentPart != 0 {
            springBack(index)
            discardMotion(index)
            sheets[index].lifecycle = .dragging(interrupted: sheets[index].lifecycle.openTransition)
            emit(.dragBegan(detent: sheets[index].detent), index)
        }
        let fingerVelocity = sheets[index].pointer.tracker.velocity()
        if sheets[index].lifecycle.isDragging {
            follow(index, rawTop: rawTop)
            // The sheet stands still once the content has taken over: upward the content
            // takes the end of a movement (the sheet is at its highest detent), downward
            // the start of one (the sheet moves on with the rest, if any).
            let contentMovesOn = delta < 0 ? contentPart != 0 : (delta > 0 && contentPart == delta)
            sheets[index].velocity = contentMovesOn ? 0 : fingerVelocity
        }
        if extent > 0 {
            sheets[index].contentOffset = bandedOffset(index, drag.anchorOffset - drag.consumedByContent)
            sheets[index].contentVelocity = mover == .content ? -fingerVelocity : 0
        }
        return mover
    }

    /// The pointer that is down on `id`'s sheet lifted at (`x`, `y`): a drag is released
    /// (to a detent or dismissed, as the release policy decides), a tap on the backdrop
    /// does what `SheetConfiguration.backdropTap` says, a tap on the grabber cycles the
    /// detents.
    public func pointerUp(on id: SheetID, x viewportX: Double, y viewportY: Double, now: Double) throws(SheetError) {
        let (index, gesture, x, y) = try pointerEvent(id, x: viewportX, y: viewportY, now: now)
        sheets[index].gesture = nil
        guard gesture != .ignored else { return }
        catchUp(index)
        sheets[index].pointer.tracker.add(time: clock, position: y)
        switch gesture {
        case .declined, .ignored, .backdrop(tapping: false):
            break
        case .backdrop(tapping: true):
            let slop = sheets[index].configuration.touchSlop
            if !PointerTrack.leftSlop(dx: x - sheets[index].pointer.downX, dy: y - sheets[index].pointer.downY, slop: slop) {
                backdropTapped(index)
            }
        case .touching:
            grabberTapped(index, y: sheets[index].pointer.downY)
        case .holding(let caught, _, _):
            resume(index, caught)
        case .dragging(var drag, let mover):
            let delta = y - sheets[index].pointer.lastY
            sheets[index].pointer.lastY = y
            let moved = self.drag(index, &drag, lastMover: mover, y: y, delta: delta)
            release(index, lastMover: moved, fingerVelocity: sheets[index].pointer.tracker.velocity())
        }
    }

    /// The system took the pointer. Never dismisses: the sheet goes back to the detent it
    /// rested at or was heading to.
    public func pointerCancel(on id: SheetID, now: Double) throws(SheetError) {
        try refuseReentry()
        let index = try slot(of: id)
        try requireFinite(now, .pointerTime)
        guard let gesture = sheets[index].gesture else { throw SheetError(.invalidState, .noPointerDown) }
        advanceClock(to: now)
        sheets[index].gesture = nil
        switch gesture {
        case .touching, .holding, .dragging: break
        case .backdrop, .declined, .ignored: return
        }
        catchUp(index)
        startScroll(index, velocity: 0, now: clock)
        guard sheets[index].lifecycle.isDragging else { return }
        let home = sheets[index].detent
        emit(.dragEnded(detent: home, .none), index)
        sheets[index].velocity = 0
        settle(index, to: home, reason: .none)
    }

    /// Ends a gesture a command interrupted: a drag reports `.dragEnded` with the
    /// command's reason and where the command sends the sheet (`destination`, nil when it
    /// leaves the viewport), and the rest of the stream is ignored.
    func endGesture(_ index: Int, reason: SheetReason, destination: Int?) {
        guard let gesture = sheets[index].gesture, gesture != .ignored else { return }
        if sheets[index].lifecycle.isDragging {
            emit(.dragEnded(detent: destination, reason), index)
        }
        sheets[index].gesture = .ignored
    }

    /// Re-anchors the gesture under the finger after the sheet's geometry changed beneath
    /// it (its detents, its placement, the viewport or the direction), so that the sheet
    /// stays where the finger holds it: a drag goes on from the finger's last point and
    /// the top the sheet has, plus the travel the content took. When the sheet's space
    /// moved under the finger, its last point is taken into the space as it is now and
    /// starts the track again: a touch measures its slop from there, and the release
    /// velocity starts afresh.
    func reanchorGesture(_ index: Int) {
        guard let gesture = sheets[index].gesture else { return }
        let point = sheets[index].placement.spacePoint(x: sheets[index].pointer.viewportX,
                                                       y: sheets[index].pointer.viewportY, in: viewport)
        let spaceMoved = point.cross != sheets[index].pointer.lastX || point.along != sheets[index].pointer.lastY
        if spaceMoved {
            sheets[index].pointer.rebase(x: point.cross, y: point.along, at: clock)
        }
        let top = unbandedTop(index, sheets[index].visual.top)
        switch gesture {
        case .touching(var drag) where spaceMoved:
            drag.anchorTop = top
            drag.anchorOffset = unbandedOffset(index, sheets[index].contentOffset)
            sheets[index].gesture = .touching(drag)
        case .holding(let caught, var drag, let mover):
            sheets[index].pointer.downY = sheets[index].pointer.lastY
            drag.anchorTop = top + drag.consumedByContent
            sheets[index].gesture = .holding(caught: caught, drag, mover: mover)
        case .dragging(var drag, let mover):
            sheets[index].pointer.downY = sheets[index].pointer.lastY
            drag.anchorTop = top + drag.consumedByContent
            sheets[index].gesture = .dragging(drag, mover: mover)
        case .touching, .backdrop, .declined, .ignored:
            break
        }
    }

    // MARK: Drag geometry

    /// The sheet's top for an anchored finger position: 1:1 between the edges,
    /// rubber-banded past the highest detent and, when it cannot be dismissed, below the
    /// lowest; never below the viewport.
    func draggedTop(_ index: Int, rawTop: Double) -> Double {
        let highestTop = top(index, forVisibleHeight: sheets[index].highestHeight)
        let lowestTop = top(index, forVisibleHeight: sheets[index].lowestHeight)
        let coefficient = sheets[index].configuration.rubberBand
        let length = sheets[index].axisLength
        if rawTop < highestTop {
            return highestTop - rubberBand(overshoot: highestTop - rawTop, coefficient: coefficient, dimension: length)
        }
        if !sheets[index].configuration.dismissible, rawTop > lowestTop {
            let banded = lowestTop + rubberBand(overshoot: rawTop - lowestTop, coefficient: coefficient, dimension: length)
            return min(banded, length)
        }
        return min(rawTop, length)
    }

    /// The finger position that `draggedTop` maps to `top`: where a drag that starts
    /// with the sheet at `top` is anchored.
    func unbandedTop(_ index: Int, _ top: Double) -> Double {
        let highestTop = self.top(index, forVisibleHeight: sheets[index].highestHeight)
        let lowestTop = self.top(index, forVisibleHeight: sheets[index].lowestHeight)
        let coefficient = sheets[index].configuration.rubberBand
        let length = sheets[index].axisLength
        if top < highestTop {
            return highestTop - rubberBandInverse(offset: highestTop - top, coefficient: coefficient, dimension: length)
        }
        if !sheets[index].configuration.dismissible, top > lowestTop {
            return lowestTop + rubberBandInverse(offset: top - lowestTop, coefficient: coefficient, dimension: length)
        }
        return top
    }

    /// The content offset shown for a raw one: rubber-banded past either end, with the
    /// sheet's visible height as the dimension.
    func bandedOffset(_ index: Int, _ raw: Double) -> Double {
        let extent = sheets[index].scrollExtent
        let dimension = max(1, sheets[index].axisLength - sheets[index].visual.top)
        let coefficient = sheets[index].configuration.rubberBand
        if raw < 0 { return -rubberBand(overshoot: -raw, coefficient: coefficient, dimension: dimension) }
        if raw > extent { return extent + rubberBand(overshoot: raw - extent, coefficient: coefficient, dimension: dimension) }
        return raw
    }

    /// The raw offset `bandedOffset` maps to `shown`: where a drag that starts with the
    /// content at `shown` is anchored.
    func unbandedOffset(_ index: Int, _ shown: Double) -> Double {
        let extent = sheets[index].scrollExtent
        let dimension = max(1, sheets[index].axisLength - sheets[index].visual.top)
        let coefficient = sheets[index].configuration.rubberBand
        if shown < 0 { return -rubberBandInverse(offset: min(-shown, dimension * 0.999), coefficient: coefficient, dimension: dimension) }
        if shown > extent { return extent + rubberBandInverse(offset: min(shown - extent, dimension * 0.999), coefficient: coefficient, dimension: dimension) }
        return shown
    }

    func follow(_ index: Int, rawTop: Double) {
        let top = draggedTop(index, rawTop: rawTop)
        sheets[index].visual.top = top
        sheets[index].visual.backdropAlpha = positionalBackdrop(index, top: top)
    }

    // MARK: Outcomes

    /// The detent at whose top an upward drag on scrollable content hands over to the
    /// content: the highest when the sheet resizes first, the one it rests at or heads to
    /// when the content scrolls first.
    func scrollingDetent(_ index: Int) -> Int {
        switch sheets[index].configuration.contentInteraction {
        case .resizes: sheets[index].heights.count - 1
        case .scrolls: sheets[index].detent
        }
    }

    /// A drag past the slop ended. When the content took the last movement it keeps the
    /// finger's momentum, and the sheet goes to its scrolling detent without it;
    /// otherwise the release policy decides between a detent and a dismissal. A
    /// dismissal of a sheet that confirms its dismissals is asked of the host instead
    /// (`.dismissRequested`), and the sheet goes back to its lowest detent.
    func release(_ index: Int, lastMover: PointerGesture.Mover, fingerVelocity: Double) {
        if lastMover == .content {
            startScroll(index, velocity: -fingerVelocity, now: clock)
            guard sheets[index].lifecycle.isDragging else { return }
            let detent = scrollingDetent(index)
            emit(.dragEnded(detent: detent, .drag), index)
            // The finger's velocity went to the content: a sheet that kept it too would
            // fly past its detent and out of the viewport.
            sheets[index].velocity = 0
            settle(index, to: detent, reason: .drag)
            return
        }
        guard sheets[index].lifecycle.isDragging else { return }
        startScroll(index, velocity: 0, now: clock)
        let decision = decideRelease(ReleaseInput(
            detentHeights: sheets[index].heights, visibleHeight: sheets[index].axisBaseline - sheets[index].visual.top,
            velocity: fingerVelocity, dismissible: sheets[index].configuration.dismissible,
            dismissThreshold: sheets[index].dismissThreshold, flingVelocity: sheets[index].configuration.flingVelocity))
        sheets[index].velocity = fingerVelocity
        switch decision {
        case .dismiss(let flung) where asksBeforeDismissing(index):
            let reason: SheetReason = flung ? .fling : .drag
            emit(.dragEnded(detent: 0, reason), index)
            settle(index, to: 0, reason: reason)
            emit(.dismissRequested(reason), index)
        case .dismiss(let flung):
            let reason: SheetReason = flung ? .fling : .drag
            emit(.dragEnded(detent: nil, reason), index)
            beginDismiss(index, reason: reason)
        case .detent(let detent, let flung):
            let reason: SheetReason = flung ? .fling : .drag
            emit(.dragEnded(detent: detent, reason), index)
            settle(index, to: detent, reason: reason)
        }
    }

    /// A finger that stopped a moving sheet lifted without dragging: the motion goes on
    /// toward where it was heading.
    func resume(_ index: Int, _ caught: MotionKind) {
        // The finger has held the sheet `.dragging` since it caught it: what it
        // interrupted is still open.
        let interrupted = sheets[index].lifecycle.openTransition
        emit(.dragEnded(detent: caught == .dismiss ? nil : sheets[index].reportedDetent, .none), index)
        switch caught {
        case .dismiss:
            if case .dismissal(let reason) = interrupted {
                sheets[index].lifecycle = .dismissing(reason)
            } else {
                sheets[index].lifecycle = .dismissing(.programmatic)
            }
        case .present:
            sheets[index].lifecycle = .presenting(announced: interrupted == .presentation)
        case .settle, .content:
            sheets[index].lifecycle = .settling(closesPresentation: interrupted == .presentation)
        }
        startMotion(index, kind: caught)
    }

    func backdropTapped(_ index: Int) {
        switch sheets[index].lifecycle {
        case .dismissing, .hidden: return
        case .presenting, .resting, .settling, .dragging, .switchedAway: break
        }
        let configuration = sheets[index].configuration
        switch configuration.backdropTap {
        case .none:
            return
        case .dismiss:
            if configuration.dismissible { dismissOrAsk(index, reason: .backdropTap) }
        case .collapse:
            if let detent = sheets[index].reportedDetent, detent > 0 {
                settle(index, to: 0, reason: .backdropTap)
            } else if configuration.dismissible {
                dismissOrAsk(index, reason: .backdropTap)
            }
        case .moveToDetent(let detent):
            if sheets[index].reportedDetent != detent { settle(index, to: detent, reason: .backdropTap) }
        }
    }

    /// A tap within the grabber band cycles the detents: up one, from the highest back
    /// to the lowest.
    func grabberTapped(_ index: Int, y: Double) {
        guard sheets[index].showsGrabber, sheets[index].heights.count > 1, sheets[index].lifecycle.hasDetent,
              y - sheets[index].visual.top <= sheets[index].configuration.grabberHeight else { return }
        switch sheets[index].lifecycle {
        case .resting, .settling: break
        default: return
        }
        let detent = sheets[index].detent
        settle(index, to: detent + 1 < sheets[index].heights.count ? detent + 1 : 0, reason: .grabber)
    }
}
