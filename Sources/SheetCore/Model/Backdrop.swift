/// The dimming layer behind a sheet, as a pure function of where the sheet is.
///
/// With every detent dimmed (`largestUndimmed` nil) the alpha grows from 0 with no sheet
/// visible to `maximumAlpha` at the lowest detent. With detents 0...largestUndimmed
/// undimmed, it is 0 up to that detent's height and reaches `maximumAlpha` at the next
/// one, interpolated linearly by visible height in between; it never exceeds
/// `maximumAlpha`, even while rubber-banding.
public func backdropAlpha(visibleHeight: Double, detentHeights: [Double],
                          largestUndimmed: Int?, maximumAlpha: Double) -> Double {
    guard let lowest = detentHeights.first else { return 0 }
    guard let largestUndimmed else {
        return interpolated(visibleHeight, clear: 0, dim: lowest, maximumAlpha: maximumAlpha)
    }
    // Undimmed up to the highest detent (or past it): nothing dims. Compared with the
    // count less one, which is at least 0 here, so that no index overflows.
    guard largestUndimmed >= 0, largestUndimmed < detentHeights.count - 1 else { return 0 }
    return interpolated(visibleHeight, clear: detentHeights[largestUndimmed],
                        dim: detentHeights[largestUndimmed + 1], maximumAlpha: maximumAlpha)
}

/// 0 up to `clear` points visible, `maximumAlpha` from `dim` on, linear between.
private func interpolated(_ visibleHeight: Double, clear: Double, dim: Double, maximumAlpha: Double) -> Double {
    guard dim > clear else { return visibleHeight > clear ? maximumAlpha : 0 }
    let fraction = (visibleHeight - clear) / (dim - clear)
    return maximumAlpha * min(1, max(0, fraction))
}

/// Whether touches above a sheet at `detent` go through to what is behind it.
public func backdropPassesTouches(detent: Int, largestUndimmed: Int?) -> Bool {
    guard let largestUndimmed else { return false }
    return detent >= 0 && detent <= largestUndimmed
}
