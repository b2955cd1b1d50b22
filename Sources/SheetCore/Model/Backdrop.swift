/// The dimming layer behind a sheet, as a pure function of where the sheet is.
///
/// With every detent dimmed (`largestUndimmed` nil) the alpha grows from 0 with no sheet
/// visible to `maximumAlpha` at the lowest detent. With detents 0...largestUndimmed
/// undimmed, it is 0 up to that detent's height and reaches `maximumAlpha` at the next
/// one, interpolated linearly by visible height in between; it never exceeds
/// `maximumAlpha`, even while rubber-banding.
public func backdropAlpha(visibleHeight: Double, detentHeights: [Double],
                          largestUndimmed: Int?, maximumAlpha: Double) -> Double {
    maximumAlpha * dimmingFraction(visibleHeight: visibleHeight,
                                   dimming: DimmingRange(detentHeights: detentHeights, largestUndimmed: largestUndimmed))
}

/// The visible heights, points, between which a sheet's backdrop goes from clear to fully
/// dimmed: from 0 to the lowest detent when every detent dims, from the largest undimmed
/// detent to the one above it otherwise; never dimmed (both infinite) when every detent
/// is undimmed or there is none.
public struct DimmingRange: Sendable, Equatable {
    /// At or below this visible height the backdrop is clear.
    public var clear: Double
    /// From this visible height on the backdrop is fully dimmed.
    public var dim: Double

    @inlinable
    public init(clear: Double, dim: Double) {
        self.clear = clear
        self.dim = dim
    }

    /// The range a sheet with these detent heights (ascending) and largest undimmed
    /// detent (nil: every detent dims) has.
    public init(detentHeights: [Double], largestUndimmed: Int?) {
        guard let lowest = detentHeights.first else {
            self.init(clear: .infinity, dim: .infinity)
            return
        }
        guard let largestUndimmed else {
            self.init(clear: 0, dim: lowest)
            return
        }
        // Undimmed up to the highest detent (or past it): nothing dims. Compared with the
        // count less one, which is at least 0 here, so that no index overflows.
        guard largestUndimmed >= 0, largestUndimmed < detentHeights.count - 1 else {
            self.init(clear: .infinity, dim: .infinity)
            return
        }
        self.init(clear: detentHeights[largestUndimmed], dim: detentHeights[largestUndimmed + 1])
    }
}

/// How far into its dimming range a sheet `visibleHeight` points tall is, [0, 1]: 0 up to
/// `clear`, 1 from `dim` on, linear between (a step at `clear` when the two coincide).
@inlinable
public func dimmingFraction(visibleHeight: Double, dimming: DimmingRange) -> Double {
    guard dimming.dim > dimming.clear else { return visibleHeight > dimming.clear ? 1 : 0 }
    let fraction = (visibleHeight - dimming.clear) / (dimming.dim - dimming.clear)
    return min(1, max(0, fraction))
}

/// Whether touches above a sheet at `detent` go through to what is behind it.
public func backdropPassesTouches(detent: Int, largestUndimmed: Int?) -> Bool {
    guard let largestUndimmed else { return false }
    return detent >= 0 && detent <= largestUndimmed
}
