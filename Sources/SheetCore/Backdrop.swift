/// The dimming layer behind a sheet, as a pure function of where the sheet is.
///
/// With every detent dimmed (`largestUndimmed` -1) the alpha grows from 0 with no sheet
/// visible to `maximumAlpha` at the lowest detent. With detents 0...largestUndimmed
/// undimmed, it is 0 up to that detent's height and reaches `maximumAlpha` at the next
/// one, interpolated linearly by visible height in between; it never exceeds
/// `maximumAlpha`, even while rubber-banding.
public func backdropAlpha(visibleHeight: Double, detentHeights: ContiguousArray<Double>,
                          largestUndimmed: Int, maximumAlpha: Double) -> Double {
    guard let lowest = detentHeights.first else { return 0 }
    let clear: Double
    let dim: Double
    if largestUndimmed < 0 {
        clear = 0
        dim = lowest
    } else if largestUndimmed + 1 < detentHeights.count {
        clear = detentHeights[largestUndimmed]
        dim = detentHeights[largestUndimmed + 1]
    } else {
        return 0
    }
    guard dim > clear else { return visibleHeight > clear ? maximumAlpha : 0 }
    let fraction = (visibleHeight - clear) / (dim - clear)
    return maximumAlpha * min(1, max(0, fraction))
}

/// Whether touches above a sheet at `detent` go through to what is behind it.
@inlinable
public func backdropPassesTouches(detent: Int, largestUndimmed: Int) -> Bool {
    detent >= 0 && detent <= largestUndimmed
}
