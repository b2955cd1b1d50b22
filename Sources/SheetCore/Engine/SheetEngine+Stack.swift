/// Sheets presented over sheets. The stack holds presented sheets in presentation order;
/// the last one is on top, receives pointers and owns the backdrop.
extension SheetEngine {
    /// The sheet on top of the stack (the one that receives pointers), or nil when none is
    /// presented.
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
            sheets[stack[position]].sheetAbove = position + 1 < stack.count ? stack[position + 1] : nil
        }
        findBackgroundSheets()
    }

    /// Looks for a sheet of the stack that scales the background (`hasBackgroundSheets`).
    func findBackgroundSheets() {
        hasBackgroundSheets = stack.first { sheets[$0].configuration.scalesBackground } != nil
    }

    /// How the page behind is drawn: receded as far as the sheet of the stack that
    /// recedes it most, each by how far into its dimming range it shows, times its
    /// opacity (a sheet fading in recedes the page as it appears). Worked out for each
    /// frame while `hasBackgroundSheets`, so that it moves in step with a drag.
    @usableFromInline @inline(never)
    func recededBackground() -> BackgroundTransform {
        var deepest = 0.0
        for position in 0..<stack.count {
            let index = stack[position]
            guard sheets[index].configuration.scalesBackground else { continue }
            let visible = sheets[index].axisBaseline - sheets[index].visual.top
            let shown = dimmingFraction(visibleHeight: visible, dimming: sheets[index].dimming)
            deepest = max(deepest, shown * min(1, max(0, sheets[index].visual.opacity)))
        }
        return .receded(deepest, width: viewport.width, safeTop: viewport.safeTop)
    }

    func leaveStack(_ index: Int) {
        guard let position = sheets[index].stackPosition, position < stack.count, stack[position] == index else { return }
        stack.remove(at: position)
        sheets[index].stackPosition = nil
        sheets[index].sheetAbove = nil
        // The sheet below it has a new one above.
        linkStack(from: position - 1)
    }

    /// Puts a sheet that is being presented on top, applying its stack behaviour to the
    /// sheet it covers.
    func pushOntoStack(_ index: Int) {
        leaveStack(index)
        // The sheet it covers: the highest one still on screen and not on its way out.
        let below = stack.last { sheet in
            switch sheets[sheet].lifecycle {
            case .dismissing, .switchedAway: false
            case .hidden, .presenting, .resting, .settling, .dragging: true
            }
        }
        if let below {
            switch sheets[index].configuration.stack {
            case .push:
                break
            case .switchAway:
                switchAway(below)
            case .replace:
                beginDismiss(below, reason: .replaced)
            }
        }
        stack.append(index)
        linkStack(from: stack.count - 2)
        if let below, sheets[index].configuration.stack == .replace,
           sheets[below].visual.top >= sheets[below].axisLength - Self.goneTolerance {
            // Nothing of the replaced sheet shows (it was only on its way in): gone at
            // once, from under the new top, so that a sheet it had switched away stays
            // away.
            complete(below)
        }
    }

    /// A sheet presented over `index` switches it away: it leaves without events, still
    /// presented, and comes back when that sheet is dismissed. A presentation it had not
    /// finished ends here.
    func switchAway(_ index: Int) {
        endGesture(index, reason: .replaced, destination: nil)
        closeOpenTransition(index)
        if sheets[index].visual.top >= sheets[index].axisLength - Self.goneTolerance {
            // Out of view already (it was just coming back): simply stays away.
            discardMotion(index)
            sheets[index].visual = hiddenVisual(index)
            sheets[index].velocity = 0
            sheets[index].lifecycle = .switchedAway(leaving: false)
        } else {
            // Moving out of view, not being dismissed.
            sheets[index].lifecycle = .switchedAway(leaving: true)
            startMotion(index, kind: .dismiss)
        }
    }

    /// Takes a sheet that has gone (dismissed or destroyed) off the stack; a sheet that
    /// was switched away beneath it comes back.
    func removeFromStack(_ index: Int) {
        let wasTop = stack.last == index
        leaveStack(index)
        guard wasTop, let below = stack.last, sheets[below].lifecycle.isSwitchedAway else { return }
        sheets[below].lifecycle = .presenting(announced: false)
        startMotion(below, kind: .present)
    }
}
