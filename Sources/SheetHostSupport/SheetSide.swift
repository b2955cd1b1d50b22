import SheetCore

/// The side of the host view a sheet is attached to, as drawn: its `SheetEdge` after the
/// layout direction (`.leading` is the left in a left-to-right layout, the right in a
/// right-to-left one).
public enum SheetSide: Equatable, Sendable {
    case bottom
    case top
    case left
    case right

    /// The side `edge` is in a layout running `direction`.
    public init(_ edge: SheetEdge, direction: SheetLayoutDirection) {
        let leftToRight = direction == .leftToRight
        switch edge {
        case .bottom: self = .bottom
        case .top: self = .top
        case .leading: self = leftToRight ? .left : .right
        case .trailing: self = leftToRight ? .right : .left
        }
    }

    /// Whether the sheet moves up and down (the bottom and the top) rather than across.
    public var isVertical: Bool { self == .bottom || self == .top }
}

/// A host's horizontal size class (UIKit's `UITraitCollection.horizontalSizeClass`,
/// SwiftUI's `\.horizontalSizeClass`).
public enum HostSizeClass: Equatable, Sendable {
    /// The host has none, or has not said.
    case unspecified
    /// A phone held upright, a narrow split of a larger screen.
    case compact
    /// An iPad's full screen, the larger phones on their side.
    case regular
}

/// When a hosted sheet takes its wide layout (`SheetSettings.wideLayout`).
public enum WideLayoutCondition: Equatable, Sendable {
    /// While the host's horizontal size class is `.regular`, as UIKit's and SwiftUI's
    /// presentations adapt; a host that has no size class (`.unspecified`) takes the
    /// engine's width threshold instead (`SheetConfiguration.wideThreshold`, 700 points).
    case regularWidth
    /// In a viewport wider than this many points (finite, >= 0).
    case widerThan(Double)

    /// The engine's `SheetConfiguration.wideThreshold` for this condition while the host's
    /// horizontal size class is `sizeClass`: 0 to take the wide layout in every viewport,
    /// `Viewport.maximumLength` (wider than any viewport may be) to take it in none.
    public func wideThreshold(sizeClass: HostSizeClass) -> Double {
        switch (self, sizeClass) {
        case (.regularWidth, .regular): 0
        case (.regularWidth, .compact): Viewport.maximumLength
        case (.regularWidth, .unspecified): SheetConfiguration().wideThreshold
        case (.widerThan(let points), _): points
        }
    }
}
