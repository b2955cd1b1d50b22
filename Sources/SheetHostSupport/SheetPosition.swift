import SheetCore

/// Where a sheet is, in the terms an app follows it by: its state, its top edge, how much
/// of it shows, where it is between its detents, how dim the background is, and the
/// detent it rests at or heads to.
public struct SheetPosition: Equatable, Sendable {
    /// Where it is in its life.
    public var state: SheetState
    /// y of its top edge in the host view, points (the view's height when hidden).
    public var top: Double
    /// How much of it shows above the bottom of the host view, points.
    public var visibleHeight: Double
    /// Where it is on its ladder of detents: 0 at the lowest, 1 at the next, and so on,
    /// linear in the visible height between two detents; from −1 (hidden) to 0 below the
    /// lowest; at most the highest detent's index (a sheet pulled above it stays there).
    public var detentProgress: Double
    /// The dimming behind it, [0, 1].
    public var backdropAlpha: Double
    /// The detent it rests at or heads to; nil while hidden or leaving.
    public var detent: SheetDetent.Identifier?

    /// The position of `frame`, a frame of a sheet with `detents` in `viewport`, whose
    /// detents show `detentHeights` points above the viewport's baseline
    /// (`Detent.resolveHeights`).
    public init(frame: SheetFrame, viewport: Viewport, detents: [SheetDetent], detentHeights: [Double]) {
        state = frame.state
        top = frame.top
        visibleHeight = frame.height
        detentProgress = Self.detentProgress(visibleHeight: viewport.baseline - frame.top, detentHeights: detentHeights)
        backdropAlpha = frame.backdropAlpha
        detent = frame.detent.flatMap { detents.identifier(at: $0) }
    }

    /// Where `visibleHeight` points above the baseline lie among `detentHeights`
    /// (ascending): see `detentProgress`. 0 without detents.
    public static func detentProgress(visibleHeight: Double, detentHeights: [Double]) -> Double {
        guard let lowest = detentHeights.first, visibleHeight.isFinite else { return 0 }
        if visibleHeight < lowest {
            return lowest > 0 ? max(-1, visibleHeight / lowest - 1) : 0
        }
        for index in detentHeights.indices.dropLast() {
            let low = detentHeights[index], high = detentHeights[index + 1]
            guard visibleHeight < high else { continue }
            return Double(index) + (visibleHeight - low) / (high - low)
        }
        return Double(detentHeights.count - 1)
    }
}
