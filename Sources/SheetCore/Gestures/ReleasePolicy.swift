/// Where a released sheet goes. A pure policy, tested on its own.
public enum ReleaseDecision: Equatable, Sendable {
    /// Settle at detent `index`; `flung` when the release was faster than the fling
    /// velocity.
    case detent(Int, flung: Bool)
    /// Hide the sheet.
    case dismiss(flung: Bool)
}

/// The inputs of a release decision, in points and points per second.
public struct ReleaseInput: Sendable {
    /// Visible heights of the detents above the baseline, ascending.
    public var detentHeights: [Double]
    /// The visible height at release.
    public var visibleHeight: Double
    /// Velocity of the sheet's top at release, pt/s; positive moves it down.
    public var velocity: Double
    public var dismissible: Bool
    /// A slow release with less than this many points visible dismisses.
    public var dismissThreshold: Double
    /// A release faster than this moves on in its direction, pt/s.
    public var flingVelocity: Double

    public init(detentHeights: [Double], visibleHeight: Double, velocity: Double,
                dismissible: Bool, dismissThreshold: Double, flingVelocity: Double) {
        self.detentHeights = detentHeights
        self.visibleHeight = visibleHeight
        self.velocity = velocity
        self.dismissible = dismissible
        self.dismissThreshold = dismissThreshold
        self.flingVelocity = flingVelocity
    }
}

/// How close (points) counts as "at" a detent when looking for the next one.
let detentTolerance = 1.0

/// Decides where a release goes:
/// - a downward release faster than the fling velocity at or below the lowest detent
///   dismisses (when dismissible);
/// - otherwise a release faster than the fling velocity goes to the next detent in its
///   direction, or further when the fling's projected travel (deceleration rate 0.998,
///   see `projectedDistance`) ends nearer a detent beyond it;
/// - otherwise, with less than the dismiss threshold visible, it dismisses (when
///   dismissible) — an upward fling wins over this, so flicking a low sheet up saves it;
/// - otherwise it goes to the nearest detent.
public func decideRelease(_ input: ReleaseInput) -> ReleaseDecision {
    let heights = input.detentHeights
    guard let lowest = heights.first, let highestIndex = heights.indices.last else {
        return .dismiss(flung: false)
    }
    let height = input.visibleHeight
    let fast = abs(input.velocity) > input.flingVelocity

    if fast {
        // Moving the top down shrinks the visible height.
        let projected = height - projectedDistance(velocity: input.velocity)
        if input.velocity > 0 {
            if height <= lowest + detentTolerance {
                return input.dismissible ? .dismiss(flung: true) : .detent(0, flung: true)
            }
            var best = -1
            for index in stride(from: highestIndex, through: 0, by: -1) where heights[index] < height - detentTolerance {
                if best < 0 || abs(heights[index] - projected) < abs(heights[best] - projected) {
                    best = index
                }
            }
            return .detent(best < 0 ? 0 : best, flung: true)
        } else {
            var best = -1
            for index in 0...highestIndex where heights[index] > height + detentTolerance {
                if best < 0 || abs(heights[index] - projected) < abs(heights[best] - projected) {
                    best = index
                }
            }
            return .detent(best < 0 ? highestIndex : best, flung: true)
        }
    }

    if input.dismissible && height < input.dismissThreshold {
        return .dismiss(flung: false)
    }
    var nearest = 0
    for index in heights.indices where abs(heights[index] - height) < abs(heights[nearest] - height) {
        nearest = index
    }
    return .detent(nearest, flung: false)
}
