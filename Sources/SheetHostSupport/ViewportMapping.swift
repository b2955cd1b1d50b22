import SheetCore

extension Viewport {
    /// The viewport of a host view `width` x `height` points whose safe area is inset by
    /// `safeArea`: sheets never rise above the top inset, and fitted detents clear the
    /// bottom one. The side insets play no part, the engine's viewport having none: a
    /// bottom sheet spans the view's width, a card keeps its margins from the view's edges,
    /// and the content's own safe area keeps its views clear of a notch at the side. nil
    /// for a view the engine cannot use yet (no size, or insets that leave no room).
    public init?(hostWidth width: Double, height: Double, safeArea: HostInsets) {
        let viewport = Viewport(width: width, height: height,
                                safeTop: max(0, safeArea.top), safeBottom: max(0, safeArea.bottom))
        guard width.isFinite, height.isFinite, width > 0, height > 0,
              viewport.safeTop.isFinite, viewport.safeBottom.isFinite,
              viewport.safeTop + viewport.safeBottom < height else { return nil }
        self = viewport
    }

    /// Whether `other` is the same viewport as far as a host sets one: size and safe
    /// insets (the engine keeps the obstruction apart).
    public func sameGeometry(as other: Viewport) -> Bool {
        width == other.width && height == other.height && safeTop == other.safeTop && safeBottom == other.safeBottom
    }
}
