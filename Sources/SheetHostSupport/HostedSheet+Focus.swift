import SheetCore

/// The field of the content that has the keyboard's focus.
extension HostedSheet {
    /// The field with the keyboard's focus is now `newFocus` at `now` (`.unfocused`: the
    /// first responder resigned): while a field has it, every frame scrolls the content so
    /// that the field shows above the keyboard, the footer and the bottom safe area, and
    /// the offset comes back when it goes. The engine is told only of a change. Before a
    /// presentation it is what the sheet is made with; a content swap clears it. A field
    /// the engine refuses (past the content's height and scroll extent) changes nothing.
    public func setFocus(_ newFocus: SheetFocus, now: Double) throws(SheetHostError) {
        guard newFocus != focus else { return }
        if let id {
            let (y, height) = newFocus.engineArguments
            let now = host.commandTime(now)
            try engineCall { () throws(SheetError) in try host.engine.setFocus(id, y: y, height: height, now: now) }
        }
        focus = newFocus
        host.update()
    }

    /// The content's first responder is at `responderFrame` in the sheet's own coordinates
    /// (nil: nothing in the content has the focus) at `now`: its field along the content
    /// (`SheetFocus(responderFrame:contentOffset:contentHeight:)`, with the content offset
    /// the sheet's layouts apply now and the content's height) becomes the focus.
    public func focusResponder(at responderFrame: HostRect?, now: Double) throws(SheetHostError) {
        let offset = frame?.contentOffset ?? 0
        try setFocus(SheetFocus(responderFrame: responderFrame, contentOffset: offset, contentHeight: contentHeight),
                     now: now)
    }
}
