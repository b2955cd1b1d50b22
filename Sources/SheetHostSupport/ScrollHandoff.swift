import SheetCore

/// The vertical geometry of a scroll view inside a sheet's content, points, as UIKit's
/// `UIScrollView` reports it.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content's height (`contentSize.height`).
    public var contentHeight: Double
    /// The height the scroll view shows (`bounds.height`).
    public var visibleHeight: Double
    /// The inset above the content (`adjustedContentInset.top`).
    public var insetTop: Double
    /// The inset below the content (`adjustedContentInset.bottom`).
    public var insetBottom: Double

    /// The geometry of a scroll view with these measures.
    public init(contentHeight: Double, visibleHeight: Double, insetTop: Double = 0, insetBottom: Double = 0) {
        self.contentHeight = contentHeight
        self.visibleHeight = visibleHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
    }

    /// How far the content scrolls, points, >= 0: the engine's scroll extent.
    public var extent: Double {
        let extent = contentHeight + insetTop + insetBottom - visibleHeight
        return extent.isFinite ? max(0, extent) : 0
    }

    /// The scroll view's `contentOffset.y` for the engine's content offset (0 at the top
    /// of the content, the inset above it showing).
    public func scrollOffset(forEngineOffset offset: Double) -> Double {
        offset - insetTop
    }

    /// The engine's content offset for the scroll view's `contentOffset.y`.
    public func engineOffset(forScrollOffset offset: Double) -> Double {
        offset + insetTop
    }
}

/// A scroll view handed over to the engine: the extent the engine was told, and the
/// offsets it drives.
///
/// The engine drives the content offset while a finger or the content's momentum moves
/// it (`SheetFrame.contentOffset`, rubber-banded past either end), and the scroll view's
/// own panning is off, so that one finger moves the list and the sheet. The host applies
/// an offset only when the engine's has changed since the last one it applied, so that
/// a scroll the host makes itself while the engine's offset rests is left alone.
public struct ScrollHandoff: Equatable, Sendable {
    /// The scroll view's geometry, as last reported; nil: no scroll view.
    public private(set) var geometry: ScrollGeometry?
    /// The extent the engine was last told, nil when it has not been told since the
    /// content changed.
    public private(set) var extentSent: Double?
    /// The engine's content offset last applied to the scroll view.
    public private(set) var appliedEngineOffset: Double?

    /// No scroll view.
    public init() {}

    /// Records a new geometry (nil: the scroll view went away); returns the extent to
    /// send to the engine when it differs from what the engine was told.
    public mutating func update(_ geometry: ScrollGeometry?) -> Double? {
        self.geometry = geometry
        let extent = geometry?.extent ?? 0
        guard extent != extentSent else { return nil }
        extentSent = extent
        return extent
    }

    /// The engine forgot the extent (it does on a content swap): the next update sends
    /// it again, and the new content's offset is applied.
    public mutating func contentChanged() {
        extentSent = nil
        appliedEngineOffset = nil
    }

    /// The scroll view's `contentOffset.y` to apply for `frame`, nil when there is no
    /// scroll view or the engine's offset has not changed since the last one applied.
    public mutating func offsetToApply(for frame: SheetFrame) -> Double? {
        guard let geometry, frame.contentOffset != appliedEngineOffset else { return nil }
        appliedEngineOffset = frame.contentOffset
        return geometry.scrollOffset(forEngineOffset: frame.contentOffset)
    }
}
