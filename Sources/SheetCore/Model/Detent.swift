/// A resting height of a sheet.
public struct Detent: Equatable, Sendable {
    /// How `value` gives the height.
    public enum Kind: Equatable, Sendable {
        /// `value` is the visible height in points (> 0).
        case points
        /// `value` is a fraction in (0, 1] of the viewport height less the top inset.
        case fraction
        /// The content's height plus the bottom inset; `value` is ignored.
        case content
    }

    public var kind: Kind
    /// Points, a fraction, or ignored: see `Kind`.
    public var value: Double

    public init(_ kind: Kind, _ value: Double = 0) {
        self.kind = kind
        self.value = value
    }

    /// A detent `height` points tall.
    public static func points(_ height: Double) -> Detent { Detent(.points, height) }
    /// A detent `fraction` of the viewport height less the top inset tall.
    public static func fraction(_ fraction: Double) -> Detent { Detent(.fraction, fraction) }
    /// A detent as tall as the content plus the bottom inset.
    public static var content: Detent { Detent(.content) }

    /// The most detents one sheet may have.
    public static let maximumCount = 16

    /// The lowest visible height a detent resolves to, points: a detent lower than this
    /// (a CONTENT detent of empty content over a denormal bottom inset, a POINTS detent
    /// of 1e-300) resolves to 0, and shows nothing, as it would on any display. A frame's
    /// progress and the recession of the sheet below divide by detent heights; over a
    /// denormal one a sheet still showing points had an infinite progress.
    public static let smallestHeight = 1e-6

    /// Checks a host's detent list: each value in range, at most `maximumCount`, and
    /// consecutive detents of the same kind strictly ascending.
    public static func validate(_ detents: [Detent]) throws(SheetError) {
        guard !detents.isEmpty else { throw SheetError(.invalidArgument, .noDetents) }
        guard detents.count <= maximumCount else {
            throw SheetError(.invalidArgument, .tooManyDetents(detents.count))
        }
        for (index, detent) in detents.enumerated() {
            let valid = switch detent.kind {
            case .points: detent.value.isFinite && detent.value > 0
            case .fraction: detent.value.isFinite && detent.value > 0 && detent.value <= 1
            case .content: true
            }
            guard valid else { throw SheetError(.invalidArgument, .invalidDetent(index: index, detent)) }
            guard index > 0 else { continue }
            let previous = detents[index - 1]
            if previous.kind == detent.kind, detent.kind != .content, !(detent.value > previous.value) {
                throw SheetError(.invalidArgument, .detentsNotAscending(index: index, value: detent.value, previous: previous.value))
            }
            if previous.kind == .content, detent.kind == .content {
                throw SheetError(.invalidArgument, .adjacentContentDetents(index: index))
            }
        }
    }

    /// Visible heights above the baseline for `detents`, lowest first, written into
    /// `heights` (resized to match). Each is clamped to the available height and to at
    /// least the one below it, so the result always ascends (not strictly); one below
    /// `smallestHeight` is 0. `heights` keeps its storage: it grows only when there are
    /// more detents than it has held.
    public static func resolveHeights(
        _ detents: [Detent], viewport: Viewport, contentHeight: Double,
        into heights: inout [Double]
    ) {
        if heights.count != detents.count {
            heights.removeAll(keepingCapacity: true)
            heights.append(contentsOf: repeatElement(0, count: detents.count))
        }
        let limit = viewport.availableHeight
        var floor = 0.0
        for index in detents.indices {
            let detent = detents[index]
            let wanted: Double
            switch detent.kind {
            case .points: wanted = detent.value
            case .fraction: wanted = detent.value * viewport.fractionBase
            case .content: wanted = contentHeight + viewport.safeBottom
            }
            var height = max(floor, min(wanted, limit))
            // The one below is 0 or at least smallestHeight: the heights still ascend.
            if height < smallestHeight { height = 0 }
            heights[index] = height
            floor = height
        }
    }
}
