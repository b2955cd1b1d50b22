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
            hosted.settings = effectiveSettings
            return hosted
        }
        hosted?.invalidate()
        if case .own(let old)? = link, old !== displayLink { old.invalidate() }
        link = ownership
        let hosted = HostedSheet(host: displayLink.host, settings: effectiveSettings, presentsModally: isModal)
        hosted.client = output
        hosted.dismissalVeto = { [weak self] reason in self?.keepsSheet(against: reason) ?? false }
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

    /// The detents the presented sheet was made with (`detents` as they were at its
    /// presentation); empty when it is not presented.
    public var liveDetents: [SheetDetent] { hosted?.liveDetents ?? [] }

    /// Catches the sheet on its way out, however its dismissal began: it comes back to the
    /// detent it had, and the dismissal is cancelled (`didCancelDismissalFor`). Nothing
    /// happens unless it is leaving.
    public func cancelDismissal() {
        guard let hosted, hosted.frame?.state == .dismissing else { return }
        do { try hosted.present(now: CACurrentMediaTime()) } catch { reportFailure(error) }
    }

    /// The settings with UIKit's say: `isModalInPresentation` keeps the sheet, and a
    /// presented sheet cannot replace the one below it.
    var effectiveSettings: SheetSettings {
        var effective = settings
        effective.isDismissible = !(isModalInPresentation || contentViewController.isModalInPresentation)
        if isModal, effective.stackBehavior == .replace { effective.stackBehavior = .switchAway }
        return effective
    }

    /// Whether a dismissal the user began is refused, and the sheet kept.
    private func keepsSheet(against reason: SheetReason) -> Bool {
        var keeps = isModalInPresentation || contentViewController.isModalInPresentation
        if !keeps, let delegate { keeps = !delegate.sheetControllerShouldDismiss(self, for: reason) }
        if !keeps, isModal, let presentation = presentationController,
           presentation.delegate?.presentationControllerShouldDismiss?(presentation) == false {
            keeps = true
        }
        if keeps {
            delegate?.sheetControllerDidAttemptToDismiss(self)
            if isModal, let presentation = presentationController {
                presentation.delegate?.presentationControllerDidAttemptToDismiss?(presentation)
            }
        }
        return keeps
    }

    /// Hands the view's size and safe area to the engine as its viewport, and the
    /// content's height and scroll view to the sheet; presents an embedded sheet that
    /// waited for them.
    func layoutChanged() {
        guard let link else { return }
        let bounds = view.bounds
        if let viewport = Viewport(hostWidth: Double(bounds.width), height: Double(bounds.height),
                                   safeArea: HostInsets(view.safeAreaInsets)) {
            do { try link.displayLink.host.setViewport(viewport) } catch { reportFailure(error) }
        }
        updateContentHeight()
        refreshScrollGeometry()
        presentIfWaiting()
    }
}
#endif
