import SheetCore

/// A point in a host view's coordinate space: points, origin at the top-left corner, y
/// downward — the space the engine's viewport uses.
public struct HostPoint: Equatable, Sendable {
    /// Points from the left edge.
    public var x: Double
    /// Points from the top edge.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in a host view's coordinate space, points, y downward.
public struct HostRect: Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// Points, >= 0 for a rectangle a toolkit reports.
    public var width: Double
    /// Points, >= 0 for a rectangle a toolkit reports.
    public var height: Double

    /// The rectangle with its top-left corner at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The centre.
    public var center: HostPoint { HostPoint(x: x + width / 2, y: y + height / 2) }
    /// Whether it covers no area.
    public var isEmpty: Bool { !(width > 0 && height > 0) }
}

/// Insets of a host view's edges (its safe area), points.
public struct HostInsets: Equatable, Sendable {
    /// Points from the top edge.
    public var top: Double
    /// Points from the left edge.
    public var left: Double
    /// Points from the bottom edge.
    public var bottom: Double
    /// Points from the right edge.
    public var right: Double

    /// Insets of the given sizes.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = HostInsets()
}

extension HostRect {
    /// The engine's rectangle `rect`.
    public init(_ rect: SheetRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// Whether `point` lies in it or on its edges.
    public func contains(_ point: HostPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
