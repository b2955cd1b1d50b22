/// The tick's one fast path: a built-in spring stepped inside the sheet's record.
///
/// Most moving sheets in most frames are springs between detents, so the tick evaluates
/// such a spring where it lies, with only the checks a spring sample can fail, and hands
/// everything else to the general path (`advance(_:to:)` through `sample(_:_:at:)`,
/// `apply(_:_:kind:)` and `complete(_:)`) having changed nothing. The two give the same
/// frames to the bit; the tests run every built-in motion both ways
/// (`stepsSpringsInPlace` off) and compare them.
extension SheetEngine {
    /// Moves a sheet the built-in spring (or the engine's own) drives to `now` in place.
    /// False, having changed nothing, when the general path must take over: the motion is
    /// not such a spring or is a content motion (whose opacity carries the incoming
    /// content's alpha), its velocity could overflow, it arrived or ran past the time
    /// limit, or its sample needs judging or clamping, or is a dismissal at the edge.
    /// Inlined into the tick's loop.
    @inline(__always)
    func stepSpringInPlace(_ index: Int, to now: Double) -> Bool {
        guard stepsSpringsInPlace else { return false }
        // One pointer to the record for the whole step: through `sheets` the table's base
        // would be loaded again after every store.
        let record = sheets.record(index)
        // Field by field where it lies: binding the motion whole would copy it.
        let driver = record.pointee.motion.driver
        guard driver == .spring || driver == .rescue else { return false }
        let kind = record.pointee.motion.kind
        // The clock never runs back past a motion's start, so `elapsed` is at least 0;
        // checked rather than clamped all the same, which keeps the path from the clock
        // to the exponential short.
        let elapsed = now - record.pointee.motion.startTime
        guard kind != .content, record.pointee.motion.spring.trajectory.hasFiniteVelocity,
              elapsed >= 0, elapsed <= inPlaceTimeLimit else { return false }
        // The basis first: what is loaded before the call to `exp` is kept across it.
        let basis = record.pointee.motion.spring.trajectory.basis.at(validTime: elapsed, inlinesExponential: true)
        let sample = record.pointee.motion.spring.sample(basis: basis)
        guard !sample.finished else { return false }
        // An unfinished spring sample's alphas are in [0, 1] and its scale is neither NaN
        // nor negative (SpringAnimation's contract), and its velocity is finite (checked
        // once, above, for the whole motion), so of `isUsable` and `clamped` only the
        // checks below can fail: each check on the sample waits for the exponential and
        // costs more than its instructions suggest. One range check on the top stands for
        // its finiteness, both clamps of `apply` and a dismissal's edge: a top outside it,
        // or NaN, goes the general way, which clamps or completes.
        let top = sample.visual.top
        let axisLength = record.pointee.axisLength
        let highest = highestAllowedTop(highestHeight: record.pointee.highestHeight, axisLength: axisLength,
                                        axisBaseline: record.pointee.axisBaseline)
        let ceiling = kind == .dismiss ? axisLength - Self.goneTolerance : axisLength
        guard top >= highest, top < ceiling,
              sample.visual.scale > 0, sample.visual.scale <= .greatestFiniteMagnitude else { return false }
        record.pointee.visual = sample.visual
        record.pointee.velocity = sample.topVelocity
        return true
    }
}
