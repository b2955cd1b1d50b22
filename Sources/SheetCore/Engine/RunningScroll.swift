/// A content scroll in progress on one sheet.
struct RunningScroll {
    var momentum: ScrollMomentum
    /// Engine time of the release, seconds.
    var startTime: Double
}
