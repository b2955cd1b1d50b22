/// Pointer input: hit testing, tap versus drag, the drag with its rubber bands and its
/// hand-off to scrolling content, and what a release, a cancel or a tap does.
extension SheetEngine {
    /// A pointer went down on `id`'s sheet or around it.
    public func pointerDown(_ id: SheetID, x: Double, y: Double, t: Double) throws(SheetError) -> HitResult {
        let index = try slot(of: id)
        try requireFinite(x, "x")
        try requireFinite(y, "y")
        try requireFinite(t, "t")
        guard sheets[index].pointer == nil else {
            throw SheetError(.invalidState, "a pointer is already down on this sheet; send up or cancel first")
        }
        let now = try advanceClock(t, "t")
        catchUp(index, to: now)
        guard sheets[index].state != .hidden, !sheets[index].suspended, isTopOfStack(index),
              x >= 0, x <= viewport.width, y >= 0, y <= viewport.height else {
            return .none
        }
        let top = sheets[index].visual.top
        if y >= top {
            var pointer = PointerSession(target: .sheet, x: x, y: y, rawTopAtDown: unbandedTop(index, top))
            pointer.tracker.add(time: now, position: y)
            // A finger on moving content stops it where it is.
            sheets[index].scrollMotion = nil
            sheets[index].contentVelocity = 0
            pointer.offsetAtDown = unbandedOffset(index, sheets[index].contentOffset)
            if let motion = sheets[index].motion {
                // The finger catches the sheet where it is and holds it from now on.
                discardMotion(index)
                sheets[index].velocity = 0
                sheets[index].state = .dragging
                pointer.caught = PointerSession.CaughtMotion(kind: motion.kind)
                pointer.dragging = true
                pointer.owner = .sheet
                emit(.dragBegan, index, detent: sheets[index].detent >= 0 ? sheets[index].detent : sheets[index].homeDetent)
            }
            sheets[index].pointer = pointer
            return .sheet
        }
        let passes = sheets[index].detent >= 0
            ? backdropPassesTouches(detent: sheets[index].detent, largestUndimmed: sheets[index].config.largestUndimmedDetent)
            : sheets[index].visual.backdropAlpha == 0
        if passes { return .passThrough }
        sheets[index].pointer = PointerSession(target: .backdrop, x: x, y: y, rawTopAtDown: top)
        return .backdrop
    }

    /// Checks a move or up of the pointer that is down on `id`'s sheet: the sheet, the
    /// position and the time; returns the slot, the engine time and the pointer.
    func pointerEvent(_ id: SheetID, x: Double, y: Double, t: Double) throws(SheetError) -> (Int, Double, PointerSession) {
        let index = try slot(of: id)
        try requireFinite(x, "x")
        try requireFinite(y, "y")
        try requireFinite(t, "t")
        guard let pointer = sheets[index].pointer else {
            throw SheetError(.invalidState, "no pointer is down on this sheet")
        }
        return (index, try advanceClock(t, "t"), pointer)
    }

    /// The pointer that is down on `id`'s sheet moved.
    public func pointerMove(_ id: SheetID, x: Double, y: Double, t: Double) throws(SheetError) {
        let (index, now, found) = try pointerEvent(id, x: x, y: y, t: t)
        var pointer = found
        guard !pointer.ignored else { return }
        catchUp(index, to: now)
        pointer.tracker.add(time: now, position: y)
        let previousY = pointer.lastY
        pointer.lastY = y
        let slop = sheets[index].config.touchSlop
        let dx = x - pointer.downX
        let dy = y - pointer.downY
        switch pointer.target {
        case .declined:
            break
        case .backdrop:
            if !pointer.crossedSlop, dx * dx + dy * dy > slop * slop {
                pointer.crossedSlop = true
            }
        case .sheet:
            if !pointer.crossedSlop {
                if abs(dy) > slop {
                    pointer.crossedSlop = true
                } else if !pointer.dragging, abs(dx) > slop, abs(dx) > abs(dy) {
                    // A sideways gesture belongs to the host's views, not the sheet.
                    pointer.target = .declined
                    break
                }
            }
            guard pointer.crossedSlop || pointer.dragging else { break }
            // Until the slop was crossed nothing moved: the whole travel applies now.
            let delta = pointer.crossedSlop && pointer.owner == .undecided && !pointer.dragging ? dy : y - previousY
            drag(index, &pointer, y: y, delta: delta)
        }
        sheets[index].pointer = pointer
    }

    /// Moves the sheet and its content for a finger now at `y` that moved by `delta`
    /// since the last movement applied. Content takes the part of the movement that
    /// scrolls it: upward once the sheet is at its highest detent, downward while the
    /// content is scrolled away from its top. The sheet takes the rest, anchored so that
    /// without content scrolling its top is exactly top at touch-down + (y - y at down).
    func drag(_ index: Int, _ pointer: inout PointerSession, y: Double, delta: Double) {
        let extent = sheets[index].scrollExtent
        var contentPart = 0.0
        if extent > 0 && delta != 0 {
            let highestTop = top(forVisibleHeight: sheets[index].heights.last ?? 0)
            let rawTopBefore = pointer.rawTopAtDown + (y - delta - pointer.downY) - pointer.consumedByContent
            let offsetBefore = pointer.offsetAtDown - pointer.consumedByContent
            if delta < 0 {
                // Upward: the sheet rises to its highest detent, the content takes the rest.
                let sheetRoom = max(0, rawTopBefore - highestTop)
                contentPart = min(0, delta + sheetRoom)
            } else if offsetBefore > 0 {
                // Downward: the content scrolls back to its top before the sheet moves.
                contentPart = min(delta, offsetBefore)
            }
        }
        pointer.consumedByContent += contentPart
        if delta != 0 {
            pointer.owner = contentPart != 0 ? .content : .sheet
        }
        let rawTop = pointer.rawTopAtDown + (y - pointer.downY) - pointer.consumedByContent
        if !pointer.dragging, delta - contentPart != 0 {
            pointer.dragging = true
            discardMotion(index)
            sheets[index].state = .dragging
            emit(.dragBegan, index, detent: sheets[index].detent)
        }
        if pointer.dragging {
            follow(index, rawTop: rawTop)
            sheets[index].velocity = pointer.tracker.velocity()
        }
        if extent > 0 {
            sheets[index].contentOffset = bandedOffset(index, pointer.offsetAtDown - pointer.consumedByContent)
            sheets[index].contentVelocity = pointer.owner == .content ? -pointer.tracker.velocity() : 0
        }
    }

    /// The pointer that is down on `id`'s sheet lifted.
    public func pointerUp(_ id: SheetID, x: Double, y: Double, t: Double) throws(SheetError) {
        let (index, now, found) = try pointerEvent(id, x: x, y: y, t: t)
        var pointer = found
        sheets[index].pointer = nil
        guard !pointer.ignored else { return }
        catchUp(index, to: now)
        pointer.tracker.add(time: now, position: y)
        switch pointer.target {
        case .declined:
            break
        case .backdrop:
            let dx = x - pointer.downX
            let dy = y - pointer.downY
            let slop = sheets[index].config.touchSlop
            if !pointer.crossedSlop, dx * dx + dy * dy <= slop * slop {
                backdropTapped(index)
            }
        case .sheet:
            if let caught = pointer.caught, !pointer.crossedSlop {
                resume(index, caught)
                return
            }
            if pointer.crossedSlop {
                let delta = y - pointer.lastY
                pointer.lastY = y
                drag(index, &pointer, y: y, delta: delta)
            }
            let fingerVelocity = pointer.tracker.velocity()
            if pointer.owner == .content {
                // The content keeps the finger's momentum; the sheet stays where it got to.
                startScroll(index, velocity: -fingerVelocity, now: now)
                if pointer.dragging {
                    emit(.dragEnded, index, detent: sheets[index].heights.count - 1, reason: .drag)
                    settle(index, to: sheets[index].heights.count - 1, reason: .drag)
                }
            } else if pointer.dragging {
                startScroll(index, velocity: 0, now: now)
                release(index, velocity: fingerVelocity)
            } else if !pointer.crossedSlop {
                grabberTapped(index, y: pointer.downY)
            }
        }
    }

    /// The system took the pointer. Never dismisses: the sheet returns to the detent it
    /// rested at or was heading to.
    public func pointerCancel(_ id: SheetID, t: Double) throws(SheetError) {
        let index = try slot(of: id)
        try requireFinite(t, "t")
        guard let pointer = sheets[index].pointer else {
            throw SheetError(.invalidState, "no pointer is down on this sheet")
        }
        let now = try advanceClock(t, "t")
        sheets[index].pointer = nil
        guard !pointer.ignored, pointer.target == .sheet else { return }
        catchUp(index, to: now)
        startScroll(index, velocity: 0, now: now)
        guard pointer.dragging else { return }
        let home = sheets[index].homeDetent
        emit(.dragEnded, index, detent: home, reason: .none)
        sheets[index].velocity = 0
        settle(index, to: home, reason: .none)
    }

    // MARK: Drag geometry

    /// The sheet's top for an anchored finger position: 1:1 between the edges,
    /// rubber-banded past the highest detent and, when it cannot be dismissed, below the
    /// lowest; never below the viewport.
    func draggedTop(_ index: Int, rawTop: Double) -> Double {
        let sheet = sheets[index]
        let highestTop = top(forVisibleHeight: sheet.heights.last ?? 0)
        let lowestTop = top(forVisibleHeight: sheet.heights.first ?? 0)
        let dimension = viewport.height
        let coefficient = sheet.config.rubberBand
        if rawTop < highestTop {
            return highestTop - rubberBand(overshoot: highestTop - rawTop, coefficient: coefficient, dimension: dimension)
        }
        if !sheet.config.dismissible, rawTop > lowestTop {
            let banded = lowestTop + rubberBand(overshoot: rawTop - lowestTop, coefficient: coefficient, dimension: dimension)
            return min(banded, viewport.height)
        }
        return min(rawTop, viewport.height)
    }

    /// The finger position that `draggedTop` maps to `top`: where a drag that starts
    /// with the sheet at `top` is anchored.
    func unbandedTop(_ index: Int, _ top: Double) -> Double {
        let sheet = sheets[index]
        let highestTop = self.top(forVisibleHeight: sheet.heights.last ?? 0)
        let lowestTop = self.top(forVisibleHeight: sheet.heights.first ?? 0)
        let dimension = viewport.height
        let coefficient = sheet.config.rubberBand
        if top < highestTop {
            return highestTop - rubberBandInverse(offset: highestTop - top, coefficient: coefficient, dimension: dimension)
        }
        if !sheet.config.dismissible, top > lowestTop {
            return lowestTop + rubberBandInverse(offset: top - lowestTop, coefficient: coefficient, dimension: dimension)
        }
        return top
    }

    /// The content offset shown for a raw one: rubber-banded past either end, with the
    /// sheet's visible height as the dimension.
    func bandedOffset(_ index: Int, _ raw: Double) -> Double {
        let extent = sheets[index].scrollExtent
        let dimension = max(1, viewport.height - sheets[index].visual.top)
        let coefficient = sheets[index].config.rubberBand
        if raw < 0 { return -rubberBand(overshoot: -raw, coefficient: coefficient, dimension: dimension) }
        if raw > extent { return extent + rubberBand(overshoot: raw - extent, coefficient: coefficient, dimension: dimension) }
        return raw
    }

    func unbandedOffset(_ index: Int, _ shown: Double) -> Double {
        let extent = sheets[index].scrollExtent
        let dimension = max(1, viewport.height - sheets[index].visual.top)
        let coefficient = sheets[index].config.rubberBand
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

    /// A drag ended: the release policy decides between a detent and a dismissal.
    func release(_ index: Int, velocity: Double) {
        let sheet = sheets[index]
        let decision = decideRelease(ReleaseInput(
            detentHeights: sheet.heights, visibleHeight: viewport.baseline - sheet.visual.top,
            velocity: velocity, dismissible: sheet.config.dismissible,
            dismissThreshold: sheet.dismissThreshold, flingVelocity: sheet.config.flingVelocity))
        sheets[index].velocity = velocity
        switch decision {
        case .dismiss(let flung):
            let reason: SheetReason = flung ? .fling : .drag
            emit(.dragEnded, index, detent: -1, reason: reason)
            beginDismiss(index, reason: reason)
        case .detent(let detent, let flung):
            let reason: SheetReason = flung ? .fling : .drag
            emit(.dragEnded, index, detent: detent, reason: reason)
            settle(index, to: detent, reason: reason)
        }
    }

    /// A finger that caught a moving sheet lifted without dragging: the motion goes on
    /// toward where it was heading.
    func resume(_ index: Int, _ caught: PointerSession.CaughtMotion) {
        let detent = sheets[index].detent
        emit(.dragEnded, index, detent: caught.kind == .dismiss ? -1 : detent, reason: .none)
        switch caught.kind {
        case .dismiss: sheets[index].state = .dismissing
        case .present: sheets[index].state = .presenting
        case .settle, .content: sheets[index].state = .settling
        }
        startMotion(index, kind: caught.kind)
    }

    func backdropTapped(_ index: Int) {
        let sheet = sheets[index]
        guard sheet.state != .dismissing, sheet.state != .hidden else { return }
        switch sheet.config.backdropTap {
        case .none:
            return
        case .dismiss:
            if sheet.config.dismissible { beginDismiss(index, reason: .backdropTap) }
        case .collapse:
            if sheet.detent > 0 {
                settle(index, to: 0, reason: .backdropTap)
            } else if sheet.config.dismissible {
                beginDismiss(index, reason: .backdropTap)
            }
        }
    }

    /// A tap within the grabber band cycles the detents: up one, from the highest back
    /// to the lowest.
    func grabberTapped(_ index: Int, y: Double) {
        let sheet = sheets[index]
        guard sheet.showsGrabber, sheet.heights.count > 1, sheet.detent >= 0,
              sheet.state == .resting || sheet.state == .settling,
              y - sheet.visual.top <= sheet.config.grabberHeight else { return }
        let next = sheet.detent + 1 < sheet.heights.count ? sheet.detent + 1 : 0
        settle(index, to: next, reason: .grabber)
    }
}
