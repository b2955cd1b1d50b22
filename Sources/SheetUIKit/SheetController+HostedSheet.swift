#if canImport(UIKit)
import QuartzCore
import SheetCore
import SheetHostSupport
import UIKit

/// The engine's sheet: the hosted sheet, the display link that runs it, the viewport
/// and UIKit's say in the settings.
extension SheetController {
    /// The hosted sheet on `shared`'s host (a presented sheet this one is presented
    /// from), or on a host of its own.
    func prepareHostedSheet(sharing shared: DisplayLinkHost?) -> HostedSheet {
        let ownership: DisplayLinkOwnership
        if let shared {
            ownership = .sharedWithSheetBelow(shared)
        } else if case .own(let own)? = link {
            ownership = .own(own)
        } else {
            ownership = .own(DisplayLinkHost())
        }
        let displayLink = ownership.displayLink
        if let hosted, hosted.host === displayLink.host, hosted.presentsModally == isModal {
            giveSettings(to: hosted)
            return hosted
        }
        hosted?.invalidate()
        if case .own(let old)? = link, old !== displayLink { old.invalidate() }
        link = ownership
        let hosted = HostedSheet(host: displayLink.host, settings: effectiveSettings, presentsModally: isModal)
        hosted.client = output
        hosted.onDismissalRequest = { [weak self] reason in self?.answerDismissalRequest(for: reason) ?? .keep }
        self.hosted = hosted
        contents = [hosted.contentID: contentViewController]
        if displayLink.referenceView?.window == nil { displayLink.referenceView = view }
        return hosted
    }

    /// Where the sheet is now; nil when it is not presented.
    public var position: SheetPosition? { hosted?.position }

    /// Whether the engine has the sheet (presented, or on its way in or out).
    public var isPresented: Bool { hosted?.isPresented ?? false }

    /// The detent the presented sheet is at or heading to, as `position` names it; nil
    /// when it is not presented, hidden or leaving.
    public var liveSelectedDetentIdentifier: SheetDetent.Identifier? { hosted?.selectedDetentIdentifier }

    /// The detents the presented sheet has now; empty when it is not presented.
    public var liveDetents: [SheetDetent] { hosted?.liveDetents ?? [] }

    /// Catches the sheet on its way out, however its dismissal began: it comes back to the
    /// detent it had, and the dismissal is cancelled (`didCancelDismissalFor`). Nothing
    /// happens unless it is leaving.
    public func cancelDismissal() {
        guard let hosted, hosted.frame?.state == .dismissing else { return }
        do { try hosted.present(now: CACurrentMediaTime()) } catch { reportFailure(error) }
    }

    /// The settings with UIKit's say: the user's dismissals are asked first when a delegate
    /// (this controller's, or its presentation controller's) may say no or hear of the
    /// attempt, refused when `isModalInPresentation` with no one to tell, allowed
    /// otherwise; a presented sheet cannot replace the one below it; the footer is the
    /// footer view's measured height.
    var effectiveSettings: SheetSettings {
        var effective = settings
        effective.footerHeight = footerHeight
        let asksDelegates = delegate != nil || (isModal && presentationController?.delegate != nil)
        if asksDelegates {
            effective.userDismissal = .confirmed
        } else {
            effective.userDismissal = keptByUIKit ? .disabled : .allowed
        }
        if isModal, effective.stackBehavior == .replace { effective.stackBehavior = .switchAway }
        return effective
    }

    /// Whether `isModalInPresentation`, this controller's or its content's, keeps the sheet.
    private var keptByUIKit: Bool {
        isModalInPresentation || contentViewController.isModalInPresentation
    }

    /// Gives `hosted` the effective settings for a presentation.
    func giveSettings(to hosted: HostedSheet) {
        do { try hosted.setSettings(effectiveSettings, now: CACurrentMediaTime()) } catch { reportFailure(error) }
    }

    /// Answers the user's request to dismiss for `reason`, as UIKit answers a swipe down:
    /// `isModalInPresentation` keeps the sheet, then the delegates are asked
    /// (`sheetControllerShouldDismiss(_:for:)`, `presentationControllerShouldDismiss(_:)`);
    /// a sheet kept tells them of the attempt.
    private func answerDismissalRequest(for reason: SheetReason) -> DismissalAnswer {
        var keeps = keptByUIKit
        if !keeps, let delegate { keeps = !delegate.sheetControllerShouldDismiss(self, for: reason) }
        if !keeps, isModal, let presentation = presentationController,
           presentation.delegate?.presentationControllerShouldDismiss?(presentation) == false {
            keeps = true
        }
        guard keeps else { return .dismiss }
        delegate?.sheetControllerDidAttemptToDismiss(self)
        if isModal, let presentation = presentationController {
            presentation.delegate?.presentationControllerDidAttemptToDismiss?(presentation)
        }
        return .keep
    }

    /// Hands the view's size and safe area to the engine as its viewport, and its layout
    /// direction and horizontal size class; the content's height, scroll view and field
    /// being edited and the footer's height to the sheet, and the keyboard layout guide to
    /// the display link; presents an embedded sheet that waited for them.
    func layoutChanged() {
        guard let link else { return }
        let bounds = view.bounds
        if let viewport = Viewport(hostWidth: Double(bounds.width), height: Double(bounds.height),
                                   safeArea: HostInsets(view.safeAreaInsets)) {
            do { try link.displayLink.host.setViewport(viewport) } catch { reportFailure(error) }
        }
        followTraits()
        link.displayLink.viewLaidOut(view)
        updateFooterHeight()
        updateContentHeight()
        refreshScrollGeometry()
        refreshFocus()
        presentIfWaiting()
    }
}
#endif
