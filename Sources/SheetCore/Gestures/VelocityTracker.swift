/// Estimates a pointer's velocity from its recent positions.
///
/// The window rules follow Flutter's and Android's velocity trackers (Flutter's
/// `VelocityTracker` in gestures/velocity_tracker.dart: a history of 20 samples, a
/// 100 ms horizon, a 40 ms assumed pointer-stop gap, at least 3 samples; Android's
/// VelocityTracker.cpp uses the same horizon and gap): at most 20 samples, only those
/// within 100 ms of the newest, cut at the first gap longer than 40 ms (the pointer is
/// taken to have stopped), and no estimate from fewer than 3 samples. Those trackers fit a quadratic
/// by default; this one fits a line, whose slope is less sensitive to the noise of a
/// handful of samples.
///
/// Storage is fixed inline: adding a sample never allocates.
public struct VelocityTracker: Sendable {
    /// Ring capacity, samples; the size of the inline storage below.
    public static let capacity = 20
    /// Samples older than this before the newest one are ignored, seconds.
    public static let horizon = 0.100
    /// A gap longer than this between consecutive samples means the pointer stopped,
    /// seconds.
    public static let stopGap = 0.040
    /// Fewer samples than this give no estimate.
    public static let minimumSamples = 3

    private var times = SampleRing()
    private var positions = SampleRing()
    /// Index the next sample is written to.
    private var next = 0
    /// Number of valid samples, 0...capacity.
    private var count = 0

    /// An empty tracker.
    public init() {}

    /// Number of samples currently held, 0...20.
    public var sampleCount: Int { count }

    /// Forgets every sample (a new gesture begins).
    public mutating func reset() {
        next = 0
        count = 0
    }

    /// Records the pointer at `position` points at `time` seconds.
    ///
    /// Times are expected to be non-decreasing. A time earlier than the newest sample
    /// means the clock went backwards or a new stream began, so the history is
    /// dropped and this sample starts afresh. Non-finite samples are ignored. Once 20
    /// samples are held, each new one overwrites the oldest.
    public mutating func add(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if count > 0, time < times[newestIndex] {
            reset()
        }
        times[next] = time
        positions[next] = position
        next = (next + 1) % Self.capacity
        if count < Self.capacity { count += 1 }
    }

    /// Velocity in pt/s (signed like position), by least-squares line fit over the
    /// samples the window rules admit; 0 when fewer than 3 qualify or all share one
    /// time. Always finite.
    public func velocity() -> Double {
        guard count >= Self.minimumSamples else { return 0 }
        return times.withSamples { times in positions.withSamples { positions in fit(times, positions) } }
    }

    /// The least-squares slope over the samples the window rules admit, read from the
    /// two rings at once.
    private func fit(_ times: UnsafeBufferPointer<Double>, _ positions: UnsafeBufferPointer<Double>) -> Double {
        let newest = newestIndex
        let newestTime = times[newest]
        let newestPosition = positions[newest]

        // Times and positions are taken relative to the newest sample: absolute clock
        // values can be large, and squaring them would waste the digits the fit needs.
        var n = 0
        var sumT = 0.0, sumP = 0.0
        var index = newest
        var newerTime = newestTime
        while n < count {
            let t = times[index]
            if newestTime - t > Self.horizon || newerTime - t > Self.stopGap { break }
            n += 1
            sumT += t - newestTime
            sumP += positions[index] - newestPosition
            newerTime = t
            index = (index + Self.capacity - 1) % Self.capacity
        }
        guard n >= Self.minimumSamples else { return 0 }

        // A second pass about the means avoids the cancellation of Σt² − (Σt)²/n.
        let meanT = sumT / Double(n)
        let meanP = sumP / Double(n)
        var sumTT = 0.0, sumTP = 0.0
        index = newest
        for _ in 0..<n {
            let dt = (times[index] - newestTime) - meanT
            let dp = (positions[index] - newestPosition) - meanP
            sumTT += dt * dt
            sumTP += dt * dp
            index = (index + Self.capacity - 1) % Self.capacity
        }
        guard sumTT > 0 else { return 0 }
        let slope = sumTP / sumTT
        return slope.isFinite ? slope : 0
    }

    private var newestIndex: Int { (next + Self.capacity - 1) % Self.capacity }
}

/// `VelocityTracker.capacity` doubles stored inline, so that a tracker lives in the
/// record of the sheet it tracks and adding a sample never allocates.
private struct SampleRing {
    private var storage: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
                          Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)
        = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// The sample at `index`, which the tracker keeps in 0..<capacity.
    subscript(index: Int) -> Double {
        get { withSamples { $0[index] } }
        set { withUnsafeMutableBytes(of: &storage) { $0.bindMemory(to: Double.self)[index] = newValue } }
    }

    /// Runs `body` with the samples as a buffer of `VelocityTracker.capacity` doubles:
    /// one read of the ring, however many samples `body` reads.
    func withSamples<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
        withUnsafeBytes(of: storage) { body($0.bindMemory(to: Double.self)) }
    }
}
