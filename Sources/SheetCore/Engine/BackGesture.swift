/// A back gesture on a sheet (Android's predictive back, a browser's close request held),
/// as Material 3 draws it on a bottom sheet: the sheet shrinks as the gesture goes on,
/// 48 points narrower and its top 24 points lower at the end, by the gesture's progress
/// through the curve cubic-bezier(0.1, 0.1, 0, 1); a cancelled gesture springs back in
/// 100 ms along cubic-bezier(0.4, 0, 0.2, 1) (material-components-android:
/// MaterialBottomContainerBackHelper, MaterialBackAnimationHelper, the motion dimens
/// `m3_back_progress_bottom_container_max_scale_x_distance` 48dp and `_y_distance` 24dp,
/// and `motionDurationShort2` with FastOutSlowInInterpolator for the cancel).
enum BackGesture: Equatable {
    /// The host is following a gesture: `shown` of the full shrink, in [0, 1].
    case following(shown: Double)
    /// The gesture was cancelled at `from` of the full shrink, at engine time `since`;
    /// `shown` is where the spring back is now.
    case returning(shown: Double, from: Double, since: Double)

    /// How much of the full shrink the sheet shows, [0, 1].
    var shown: Double {
        switch self {
        case .following(let shown), .returning(let shown, _, _): shown
        }
    }

    /// How far the top moves down at the full shrink, points.
    static let topShift = 24.0
    /// How much narrower the sheet is at the full shrink, points.
    static let narrowing = 48.0
    /// How long a cancelled gesture takes to spring back, seconds.
    static let returnDuration = 0.1
    /// How the host's progress maps to the shrink shown.
    static let progressCurve = TimingCurve.cubicBezier(x1: 0.1, y1: 0.1, x2: 0, y2: 1)
    /// How a cancelled gesture springs back (FastOutSlowIn).
    static let returnCurve = TimingCurve.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)

    /// The shrink shown `elapsed` seconds after a cancel at `from`.
    static func returned(from: Double, elapsed: Double) -> Double {
        from * (1 - returnCurve.value(at: elapsed / returnDuration))
    }
}
