/// A rectangle in viewport points: the origin is the viewport's top-left corner, y grows
/// downward.
public struct SheetRect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable
    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// The corners of a sheet that are rounded by its corner radius.
public struct SheetCorners: OptionSet, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let topLeft = SheetCorners(rawValue: 1)
    public static let topRight = SheetCorners(rawValue: 2)
    public static let bottomRight = SheetCorners(rawValue: 4)
    public static let bottomLeft = SheetCorners(rawValue: 8)
    public static let all: SheetCorners = [.topLeft, .topRight, .bottomRight, .bottomLeft]
}
