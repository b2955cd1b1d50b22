/// The content's own scrolling: its extent, and its momentum after a release.
extension SheetEngine {
    /// Declares how far the sheet's content scrolls: `extent` points (finite, >= 0; 0 =
    /// not scrollable), the content's length less the height it is shown in. The engine
    /// then drives `SheetFrame.contentOffset` in [0, extent] (beyond it while
    /// rubber-banding) and hands drags between the sheet and its content: a drag on a
    /// sheet at its highest detent scrolls the content while it can scroll; a downward
    /// drag with the content at its top moves the sheet; an upward drag at a lower detent
    /// moves the sheet up to the highest detent and then scrolls the content in the same
    /// gesture. A release that scrolled the content hands its velocity to the content,
    /// which decelerates and bounces at its ends (`ScrollMomentum`). Unless a pointer is
    /// down, the offset is clamped into the new range at once.
    public func setScrollExtent(_ id: SheetID, extent: Double, now: Double) throws(SheetError) {
        let index = try command(id, now: now) { _ throws(SheetError) in try require(extent, .scrollExtent, .atLeast(0)) }
        // Content whose offset runs against the axis (a top sheet's) keeps the offset the
        // host sees: its start stays where it was.
        let shown = sheets[index].placement.mirrorsContent
            ? sheets[index].scrollExtent - sheets[index].contentOffset : sheets[index].contentOffset
        sheets[index].declaredScrollExtent = extent
        if sheets[index].gesture == nil {
            sheets[index].scroll = nil
            sheets[index].contentVelocity = 0
            let kept = min(max(0, shown), sheets[index].scrollExtent)
            sheets[index].contentOffset = sheets[index].placement.mirrorsContent ? sheets[index].scrollExtent - kept : kept
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
        sheets[index].scroll = RunningScroll(
            momentum: ScrollMomentum(offset: offset, velocity: velocity, upper: extent), startTime: now)
        sheets[index].contentVelocity = velocity
    }

    /// Brings the content's momentum, if any, to `now`. One copy, out of line, for the
    /// tick and the commands: a content flung in a frame is the exception, a call to it
    /// little beside the momentum's exponential.
    @inline(never)
    func advanceScroll(_ index: Int, to now: Double) {
        guard let scroll = sheets[index].scroll else { return }
        let state = scroll.momentum.sample(elapsed: now - scroll.startTime)
        sheets[index].contentOffset = state.offset
        sheets[index].contentVelocity = state.velocity
        if state.finished {
            sheets[index].scroll = nil
        }
    }
}
