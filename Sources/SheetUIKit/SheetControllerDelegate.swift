#if canImport(UIKit)
import SheetCore
import SheetHostSupport

/// What a `SheetController` tells about its sheet, paired as the engine pairs its
/// events: every `willPresent` ends in `didPresent` or `didCancelPresentation`, every
/// `willDismiss` in `didDismiss` or `didCancelDismissal`, every drag that began ends.
/// Every method has an empty default.
@MainActor
public protocol SheetControllerDelegate: AnyObject {
    /// A presentation began toward `detent`.
    func sheetController(_ sheet: SheetController, willPresentAt detent: SheetDetent.Identifier)
    /// The sheet arrived and rests at `detent`.
    func sheetController(_ sheet: SheetController, didPresentAt detent: SheetDetent.Identifier)
    /// The presentation toward `detent` will not complete (a dismissal took over).
    func sheetController(_ sheet: SheetController, didCancelPresentationTo detent: SheetDetent.Identifier)
    /// A dismissal began for `reason`.
    func sheetController(_ sheet: SheetController, willDismissFor reason: SheetReason)
    /// The sheet has left for `reason`.
    func sheetController(_ sheet: SheetController, didDismissFor reason: SheetReason)
    /// The dismissal for `reason` will not complete (a finger caught the sheet, or the app
    /// presented it again: `cancelDismissal()`).
    func sheetController(_ sheet: SheetController, didCancelDismissalFor reason: SheetReason)
    /// The sheet's detent changed from `from` to `to`, as soon as the new one was chosen.
    func sheetController(_ sheet: SheetController, didChangeDetentFrom from: SheetDetent.Identifier,
                         to: SheetDetent.Identifier, reason: SheetReason)
    /// A finger took the sheet at, or heading to, `detent`.
    func sheetController(_ sheet: SheetController, dragDidBeginAt detent: SheetDetent.Identifier)
    /// The finger let go; the sheet goes to `detent`, nil when it leaves.
    func sheetController(_ sheet: SheetController, dragDidEndToward detent: SheetDetent.Identifier?, reason: SheetReason)
    /// Asked when the user asks to dismiss the sheet (a drag or a flick that would dismiss
    /// it, a tap on the dimmed background, the escape gesture), as
    /// `presentationControllerShouldDismiss(_:)` is: true dismisses it at once (the
    /// dismissal reported with `reason`); false keeps it, and
    /// `sheetControllerDidAttemptToDismiss(_:)` follows. A sheet with a delegate is
    /// always asked, so a release that would dismiss it goes back to its lowest detent
    /// first (`dragDidEndToward` that detent) and is dismissed from there when the answer
    /// is yes. Default true.
    func sheetControllerShouldDismiss(_ sheet: SheetController, for reason: SheetReason) -> Bool
    /// The user tried to dismiss a sheet that was kept (`isModalInPresentation`, or
    /// `sheetControllerShouldDismiss(_:for:)` said no): a release has sent it back to its
    /// lowest detent, a tap or the escape gesture left it where it was. The app may ask
    /// the user and dismiss it itself later (`dismiss(animated:completion:)`), as with
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    func sheetControllerDidAttemptToDismiss(_ sheet: SheetController)
}

/// Empty defaults: a delegate implements what it needs.
extension SheetControllerDelegate {
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, willPresentAt detent: SheetDetent.Identifier) {}
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, didPresentAt detent: SheetDetent.Identifier) {}
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, didCancelPresentationTo detent: SheetDetent.Identifier) {}
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, willDismissFor reason: SheetReason) {}
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, didDismissFor reason: SheetReason) {}
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, didCancelDismissalFor reason: SheetReason) {}
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, didChangeDetentFrom from: SheetDetent.Identifier,
                                to: SheetDetent.Identifier, reason: SheetReason) {}
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, dragDidBeginAt detent: SheetDetent.Identifier) {}
    /// Does nothing.
    public func sheetController(_ sheet: SheetController, dragDidEndToward detent: SheetDetent.Identifier?,
                                reason: SheetReason) {}
    /// True: the user may dismiss the sheet.
    public func sheetControllerShouldDismiss(_ sheet: SheetController, for reason: SheetReason) -> Bool { true }
    /// Does nothing.
    public func sheetControllerDidAttemptToDismiss(_ sheet: SheetController) {}
}
#endif
