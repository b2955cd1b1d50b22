/// A resting height of a sheet.
public struct Detent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `value` is the visible height in points (> 0).
        case points
        /// `value` is a fraction in (0, 1] of the viewport height less the top inset.
        case fraction
        /// The content's height plus the bottom inset; `value` is ignored.
        case content
    }

    public var kind: Kind
    public var value: Double

    public init(_ kind: Kind, _ value: Double = 0) {
        self.kind = kind
        self.value = value
    }

    /// The most detents one sheet may have.
    public static let maximumCount = 16

    /// Checks a host's detent list: each value in range, at most `maximumCount`, and
    /// consecutive detents of the same kind strictly ascending.
    public static func validate(_ detents: [Detent]) throws(SheetError) {
        guard !detents.isEmpty else {
            throw SheetError(.invalidArgument, "a sheet needs at least one detent")
        }
        guard detents.count <= maximumCount else {
            throw SheetError(.invalidArgument, "a sheet has at most \(maximumCount) detents, got \(detents.count)")
        }
        for (index, detent) in detents.enumerated() {
            switch detent.kind {
            case .points:
                guard detent.value.isFinite, detent.value > 0 else {
                    throw SheetError(.invalidArgument, "detent \(index): a POINTS height must be finite and > 0, got \(detent.value)")
                }
            case .fraction:
                guard detent.value.isFinite, detent.value > 0, detent.value <= 1 else {
                    throw SheetError(.invalidArgument, "detent \(index): a FRACTION must be in (0, 1], got \(detent.value)")
                }
            case .content:
                break
            }
            if index > 0 {
                let previous = detents[index - 1]
                if previous.kind == detent.kind, detent.kind != .content, !(detent.value > previous.value) {
                    throw SheetError(.invalidArgument, "detents must ascend: detent \(index) (\(detent.value)) is not above detent \(index - 1) (\(previous.value))")
                }
                if previous.kind == .content, detent.kind == .content {
                    throw SheetError(.invalidArgument, "detent \(index): two CONTENT detents in a row would always coincide")
                }
            }
        }
    }

    /// Visible heights above the baseline for `detents`, lowest first, written into
    /// `heights` (resized to match). Each is clamped to the available height and to at
    /// least the one below it, so the result always ascends (not strictly).
    public static func resolveHeights(
        _ detents: [Detent], viewport: Viewport, contentHeight: Double,
        into heights: inout ContiguousArray<Double>
    ) {
        if heights.count != detents.count {
            heights = ContiguousArray(repeating: 0, count: detents.count)
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
            let height = max(floor, min(wanted, limit))
            heights[index] = height
            floor = height
        }
    }
}
