#if canImport(UIKit)
import SheetCore
import SheetHostSupport
// The iOS 16 SDK declares UIKit's accessibility notifications as mutable globals.
@preconcurrency import UIKit

/// Hands the hosted sheet's output to its controller, so that the controller's own API
/// stays UIKit's.
@MainActor
final class HostedSheetOutput: HostedSheetClient {
    weak var controller: SheetController?

    init(_ controller: SheetController) {
        self.controller = controller
    }

    func hostedSheet(_ sheet: HostedSheet, apply layout: SheetLayout?, position: SheetPosition?) {
        controller?.apply(layout, position: position, of: sheet)
    }

    func hostedSheet(_ sheet: HostedSheet, didReceive event: SheetHostEvent) {
        controller?.handle(event, of: sheet)
    }

    func hostedSheet(_ sheet: HostedSheet, perform action: PresentationBridge.Action) {
        controller?.perform(action)
    }
}

/// The engine's output in UIKit: views, the delegate's calls, completions.
extension SheetController {
    func apply(_ layout: SheetLayout?, position: SheetPosition?, of sheet: HostedSheet) {
        guard isViewLoaded else { return }
        overlay.apply(layout)
        drawPageBehind(layout?.background)
        if let layout {
            for (id, content) in contents {
                if id == layout.contentID {
                    content.view.alpha = CGFloat(layout.contentAlpha)
                } else if id == layout.outgoingContentID {
                    content.view.alpha = CGFloat(layout.outgoingContentAlpha)
                } else {
                    // The cross-fade that showed it is over.
                    uninstall(content)
                    contents[id] = nil
                }
            }
            if let offset = layout.scrollOffset, let scrollView {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset))
            }
            // A sheet that a wide layout has turned to a side or back: its scroll view pans
            // by itself on a side, and is the engine's again at the bottom.
            if let scrollView, scrollView.isScrollEnabled == sheet.handsOverScrolling {
                scrollView.isScrollEnabled = !sheet.handsOverScrolling
            }
        }
        let accessibility = sheet.accessibility
        if accessibility != appliedAccessibility {
            appliedAccessibility = accessibility
            overlay.apply(accessibility)
            onAccessibilityChange?(accessibility)
        }
        onPositionChange?(position)
    }

    func handle(_ event: SheetHostEvent, of sheet: HostedSheet) {
        switch event {
        case .willPresent(let detent):
            delegate?.sheetController(self, willPresentAt: detent)
        case .didPresent(let detent):
            delegate?.sheetController(self, didPresentAt: detent)
            runPresentCompletions()
            if sheet.accessibility.isModal { UIAccessibility.post(notification: .screenChanged, argument: overlay.sheetView) }
        case .presentationCancelled(let detent):
            delegate?.sheetController(self, didCancelPresentationTo: detent)
            runPresentCompletions()
        case .willDismiss(let reason):
            delegate?.sheetController(self, willDismissFor: reason)
            if isModal, reason != .programmatic, let presentation = presentationController {
                presentation.delegate?.presentationControllerWillDismiss?(presentation)
            }
        case .didDismiss(let reason):
            delegate?.sheetController(self, didDismissFor: reason)
            if isModal, reason != .programmatic, let presentation = presentationController {
                presentation.delegate?.presentationControllerDidDismiss?(presentation)
            }
            if case .embedded = presentationState { finishEmbeddedDismissal() }
        case .dismissalCancelled(let reason):
            delegate?.sheetController(self, didCancelDismissalFor: reason)
        case let .detentChanged(from, to, reason):
            delegate?.sheetController(self, didChangeDetentFrom: from, to: to, reason: reason)
        case .dragBegan(let detent):
            delegate?.sheetController(self, dragDidBeginAt: detent)
        case let .dragEnded(detent, reason):
            delegate?.sheetController(self, dragDidEndToward: detent, reason: reason)
        case .dismissRequested, .contentChanged, .animatorFailed, .eventsDropped:
            // A request is answered as it comes (`answerDismissalRequest(for:)`).
            break
        }
        onEvent?(event)
    }

    private func runPresentCompletions() {
        let completions = presentCompletions
        presentCompletions = []
        completions.forEach { $0() }
    }
}
#endif
