/// Sheets presented over sheets. The stack holds presented sheets in presentation order;
/// the last one is on top, receives pointers and owns the backdrop.
extension SheetEngine {
    /// How much a sheet pushed over another shrinks it at most (iOS-style recede).
    @inlinable static var recededScale: Double { 0.92 }
    /// How much a covered sheet is dimmed at most.
    @inlinable static var recededOverlayAlpha: Double { 0.2 }

    /// The sheet on top of the stack, or nil.
    public var topSheet: SheetID? {
        stack.last.map { sheets[$0].id }
    }

    @inline(__always)
    func isTopOfStack(_ index: Int) -> Bool {
        stack.last == index
    }

    /// Records each sheet's place in the stack, and the sheet above it, from `start` on
    /// after a change there.
    func linkStack(from start: Int) {
        for position in max(0, start)..<stack.count {
            sheets[stack[position]].stackPosition = position
            sheets[stack[position]].sheetAbove = position + 1 < stack.count ? stack[position + 1] : -1
        }
        assert(stack.indices.allSatisfy { sheets[stack[$0]].stackPosition == $0 && sheets[stack[$0]].sheetAbove == ($0 + 1 < stack.count ? stack[$0 + 1] : -1) },
               "stack links out of step")
    }

    func leaveStack(_ index: Int) {
        let position = sheets[index].stackPosition
        guard position >= 0, position < stack.count, stack[position] == index else { return }
        stack.remove(at: position)
        sheets[index].stackPosition = -1
        sheets[index].sheetAbove = -1
        // The sheet below it has a new one above.
        linkStack(from: position - 1)
    }

    /// Puts a sheet that is being presented on top, applying its stack behaviour to the
    /// sheet it covers.
    func pushOntoStack(_ index: Int) {
        leaveStack(index)
        // The sheet it covers: the highest one still on screen and not on its way out.
        let below = stack.last { sheets[$0].state != .dismissing && !sheets[$0].suspended }
        if let below {
            switch sheets[index].stackBehavior {
            case .push:
                break
            case .switchAway:
                // It leaves without events: it is still presented, and comes back. A
                // presentation it had not finished ends here.
                endPointerStream(below, reason: .replaced)
                closePendingTransitions(below)
                sheets[below].suspended = true
                sheets[below].detent = -1
                if sheets[below].visual.top >= viewport.height - Self.goneTolerance {
                    // Out of view already (it was just coming back): simply stays away.
                    discardMotion(below)
                    sheets[below].visual = hiddenVisual()
                    sheets[below].velocity = 0
                    sheets[below].state = .hidden
                } else {
                    // Moving out of view, not being dismissed: it settles away.
                    sheets[below].state = .settling
                    startMotion(below, kind: .dismiss)
                }
            case .replace:
                beginDismiss(below, reason: .replaced)
                if sheets[below].visual.top >= viewport.height - Self.goneTolerance {
                    // Nothing of it shows (it was only on its way back): gone at once.
                    complete(below)
                }
            }
        }
        stack.append(index)
        linkStack(from: stack.count - 2)
    }

    /// Takes a sheet that has gone (dismissed or destroyed) off the stack; a sheet that
    /// was switched away beneath it comes back.
    func removeFromStack(_ index: Int) {
        let wasTop = stack.last == index
        leaveStack(index)
        guard wasTop, let below = stack.last, sheets[below].suspended else { return }
        sheets[below].suspended = false
        sheets[below].state = .presenting
        sheets[below].detent = sheets[below].homeDetent
        startMotion(below, kind: .present)
    }

    /// How far the sheet above `index` in the stack has come in, 0...1, when it was
    /// pushed over it; 0 when nothing covers it that way.
    @inlinable @inline(__always)
    func coverage(of index: Int) -> Double {
        let above = sheets[index].sheetAbove
        guard above >= 0 else { return 0 }
        // A sheet that does not recede the one below has a reciprocal of 0: shown is 0.
        let shown = min(1, max(0, (viewport.baseline - sheets[above].visual.top) * sheets[above].coverHeightReciprocal))
        return shown * min(1, max(0, sheets[above].visual.opacity))
    }
}
