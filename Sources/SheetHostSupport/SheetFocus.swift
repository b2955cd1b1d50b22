/// The field of a sheet's content that has the keyboard's focus, as the engine takes it
/// (`SheetEngine.setFocus(_:y:height:now:)`): while a field has it, every frame scrolls
/// the content so that the field shows 16 points above the keyboard, the footer and the
/// bottom safe area, whichever is highest.
public enum SheetFocus: Equatable, Sendable {
    /// No field has the focus: the content gets its offset back.
    case unfocused
    /// A field `height` points tall (> 0), its top `y` points (>= 0) from the content's
    /// top, the content laid out from the sheet's top edge and not scrolled.
    case field(y: Double, height: Double)

    /// The focus of a first responder whose frame is `responderFrame` in the sheet's own
    /// coordinates (the content laid out from the sheet's top edge), as shown with the
    /// content scrolled by `contentOffset` points (`SheetFrame.contentOffset`, the offset
    /// the content shows): its place along the content is where it shows plus that
    /// offset, which scrolling does not change. It is clipped to the content — from its
    /// top, and to `contentHeight` when that is known (> 0), as the engine refuses a field
    /// past it. No frame, a frame that is not finite, or nothing left: `.unfocused`.
    public init(responderFrame: HostRect?, contentOffset: Double, contentHeight: Double) {
        guard let frame = responderFrame, contentOffset.isFinite else {
            self = .unfocused
            return
        }
        var top = max(0, frame.minY + contentOffset)
        var bottom = frame.maxY + contentOffset
        if contentHeight.isFinite, contentHeight > 0 {
            bottom = min(bottom, contentHeight)
            top = min(top, contentHeight)
        }
        guard top.isFinite, bottom.isFinite, bottom > top else {
            self = .unfocused
            return
        }
        self = .field(y: top, height: bottom - top)
    }

    /// The engine's arguments: the field's top and height, a height of 0 clearing it.
    var engineArguments: (y: Double, height: Double) {
        switch self {
        case .unfocused: (0, 0)
        case let .field(y, height): (y, height)
        }
    }
}
