import SheetCore

/// Where a sheet is, in the terms an app follows it by: its state, its free edge, how much
/// of it shows, its rectangle, where it is between its detents, how dim the background is,
/// and the detent it rests at or heads to.
///
/// `top` and `visibleHeight` are along the sheet's axis, as the engine's frame has them: a
/// bottom sheet's top edge and height; for a sheet on another side, the same in the host
/// view turned so that its side is at the bottom (a top sheet's bottom edge measured up
/// from the view's bottom, a side sheet's inner edge and width). `rect` is the sheet as
/// drawn, in the host view's coordinates, on every side.
public struct SheetPosition: Equatable, Sendable {
    /// Where it is in its life.
    public var state: SheetState
    /// Its free edge along its axis, points: for a bottom sheet, the y of its top edge in
    /// the host view (the view's height when hidden).
    public var top: Double
    /// How far it reaches in from its side of the host view, points: for a bottom sheet,
    /// how much of it shows above the view's bottom.
    public var visibleHeight: Double
    /// The side it is on (after a wide layout).
    public var edge: SheetEdge
    /// The whole sheet as drawn, in the host view's coordinates (`SheetFrame.rect`).
    public var rect: HostRect
    /// Where it is on its ladder of detents: 0 at the lowest, 1 at the next, and so on,
    /// linear in the visible height between two detents; from −1 (hidden) to 0 below the
    /// lowest; at most the highest detent's index (a sheet pulled above it stays there).
    public var detentProgress: Double
    /// The dimming behind it, [0, 1].
    public var backdropAlpha: Double
    /// The detent it rests at or heads to; nil while hidden or leaving.
    public var detent: SheetDetent.Identifier?

    /// The position of `frame`, a frame of a sheet with `detents` on any side, whose
    /// frames have the progress `detentProgress` at each detent (`SheetGeometry`).
    public init(frame: SheetFrame, detents: [SheetDetent], detentProgress: [Double]) {
        state = frame.state
        top = frame.top
        visibleHeight = frame.height
        edge = frame.edge
        rect = HostRect(frame.rect)
        // The frame's progress is its visible extent over the highest detent's: where it
        // lies among the detents' is where the visible extent lies among theirs.
        self.detentProgress = Self.detentProgress(visibleHeight: frame.progress, detentHeights: detentProgress)
        backdropAlpha = frame.backdropAlpha
        detent = frame.detent.flatMap { detents.identifier(at: $0) }
    }

    /// The position of `frame`, a frame of a bottom sheet across `viewport` with
    /// `detents`, whose detents show `detentHeights` points above the viewport's baseline
    /// (`Detent.resolveHeights`).
    public init(frame: SheetFrame, viewport: Viewport, detents: [SheetDetent], detentHeights: [Double]) {
        state = frame.state
        top = frame.top
        visibleHeight = frame.height
        edge = frame.edge
        rect = HostRect(frame.rect)
        detentProgress = Self.detentProgress(visibleHeight: viewport.baseline - frame.top, detentHeights: detentHeights)
        backdropAlpha = frame.backdropAlpha
        detent = frame.detent.flatMap { detents.identifier(at: $0) }
    }

    /// Where `visibleHeight` points above the baseline lie among `detentHeights`
    /// (ascending): see `detentProgress`. 0 without detents. Any measure proportional to
    /// the visible height does (a frame's progress among the detents' progress).
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
