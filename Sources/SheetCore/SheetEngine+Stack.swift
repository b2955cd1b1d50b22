/// Sheets presented over sheets. The stack holds presented sheets in presentation order;
/// the last one is on top, receives pointers and owns the backdrop.
extension SheetEngine {
    /// How much a sheet pushed over another shrinks it at most (iOS-style recede).
    static let recededScale = 0.92
    /// How much a covered sheet is dimmed at most.
    static let recededOverlayAlpha = 0.2

    /// The sheet on top of the stack, or nil.
    public var topSheet: SheetID? {
        stack.last.map { sheets[$0].id }
    }

    @inline(__always)
    func isTopOfStack(_ index: Int) -> Bool {
        stack.last == index
    }

    /// Puts a sheet that is being presented on top, applying its stack behaviour to the
    /// sheet it covers.
    func pushOntoStack(_ index: Int) {
        stack.removeAll { $0 == index }
        if let below = stack.last {
            switch sheets[index].config.stack {
            case .push:
                break
            case .switchAway:
                endPointerStream(below, reason: .replaced)
                sheets[below].suspended = true
                sheets[below].state = .settling
                startMotion(below, kind: .dismiss)
            case .replace:
                stack.removeLast()
                beginDismiss(below, reason: .replaced)
            }
        }
        stack.append(index)
    }

    /// Takes a sheet that has gone (dismissed or destroyed) off the stack; a sheet that
    /// was switched away beneath it comes back.
    func removeFromStack(_ index: Int) {
        let wasTop = stack.last == index
        stack.removeAll { $0 == index }
        guard wasTop, let below = stack.last, sheets[below].suspended else { return }
        sheets[below].suspended = false
        sheets[below].state = .presenting
        startMotion(below, kind: .present)
    }

    /// How far the sheet above `index` in the stack has come in, 0...1, when it was
    /// pushed over it; 0 when nothing covers it that way.
    func coverage(of index: Int) -> Double {
        guard let position = stack.firstIndex(of: index), position + 1 < stack.count else { return 0 }
        let above = sheets[stack[position + 1]]
        guard above.config.stack == .push, let target = above.heights.indices.contains(above.homeDetent) ? above.heights[above.homeDetent] : nil,
              target > 0 else { return 0 }
        let shown = min(1, max(0, (viewport.baseline - above.visual.top) / target))
        return shown * min(1, max(0, above.visual.opacity))
    }
}
