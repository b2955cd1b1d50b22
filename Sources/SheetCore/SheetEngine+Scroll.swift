/// The content's own scrolling: its extent, and its momentum after a release.
extension SheetEngine {
    /// Declares the content's scrollable length; the offset is clamped into it.
    public func setScrollExtent(_ id: SheetID, extent: Double, now: Double) throws(SheetError) {
        let index = try slot(of: id)
        try requireNonNegative(extent, "scrollable_length")
        catchUp(index, to: try advanceClock(now))
        sheets[index].scrollExtent = extent
        if sheets[index].pointer == nil {
            sheets[index].scrollMotion = nil
            sheets[index].contentVelocity = 0
            sheets[index].contentOffset = min(max(0, sheets[index].contentOffset), extent)
        }
    }

    /// Lets the content run on with `velocity` (pt/s of the offset) from where it is,
    /// bouncing back if it is past an end.
    func startScroll(_ index: Int, velocity: Double, now: Double) {
        let extent = sheets[index].scrollExtent
        let offset = sheets[index].contentOffset
        guard extent > 0 || offset != 0 else { return }
        if velocity == 0, offset >= 0, offset <= extent {
            sheets[index].contentVelocity = 0
            return
        }
        sheets[index].scrollMotion = RunningScroll(
            momentum: ScrollMomentum(offset: offset, velocity: velocity, upper: extent), startTime: now)
        sheets[index].contentVelocity = velocity
    }

    func advanceScroll(_ index: Int, to now: Double) {
        guard let scroll = sheets[index].scrollMotion else { return }
        let state = scroll.momentum.sample(elapsed: now - scroll.startTime)
        sheets[index].contentOffset = state.offset
        sheets[index].contentVelocity = state.velocity
        if state.finished {
            sheets[index].scrollMotion = nil
        }
    }
}
