#if canImport(UIKit)
import QuartzCore
import SheetHostSupport
import UIKit

/// A sheet UIKit presents: its transitions stay open until the engine's events end them
/// (see `SheetTransitions` and `PresentationBridge`).
extension SheetController {
    /// UIKit is about to present the sheet from `source`: it joins the host of the
    /// presented sheet it comes from, if any, so that the engine stacks the two.
    func prepareModalPresentation(source: UIViewController, presenting: UIViewController?) {
        if !isModal { presentationState = .modal(.detached) }
        let below = Self.presentedSheet(around: source) ?? Self.presentedSheet(around: presenting)
        _ = prepareHostedSheet(sharing: below?.link?.displayLink)
    }

    private static func presentedSheet(around controller: UIViewController?) -> SheetController? {
        var current = controller
        while let candidate = current {
            if let sheet = candidate as? SheetController, sheet.isModal, sheet.hosted?.isPresented == true {
                return sheet
            }
            current = candidate.parent
        }
        return nil
    }

    /// UIKit began presenting the sheet: the engine presents it.
    func beginModalPresentation(animated: Bool) {
        if !isModal || hosted == nil { prepareModalPresentation(source: self, presenting: presentingViewController) }
        guard let hosted else { return }
        forgetTransitionEndedBeforeAttached()
        layoutChanged()
        do {
            try hosted.systemPresentationBegan(animated: animated, now: CACurrentMediaTime())
        } catch {
            reportFailure(error)
            endModalTransition(finished: false)
        }
    }

    /// UIKit began dismissing the sheet: the engine dismisses it, unless it already is.
    func beginModalDismissal(animated: Bool) {
        forgetTransitionEndedBeforeAttached()
        guard let hosted else { return endModalTransition(finished: true) }
        do {
            try hosted.systemDismissalBegan(animated: animated, now: CACurrentMediaTime())
        } catch {
            reportFailure(error)
            endModalTransition(finished: true)
        }
    }

    /// UIKit's transition object for the presentation or dismissal under way: the
    /// engine's events end it, or have already.
    func attach(_ transition: SheetTransition) {
        if case .modal(.endedBeforeAttached(let finished)) = presentationState {
            presentationState = .modal(.detached)
            end(transition, finished: finished)
        } else {
            presentationState = .modal(.attached(transition))
        }
    }

    /// UIKit ended a presentation or dismissal, `completed` or not.
    func modalTransitionEnded(presentation: Bool, completed: Bool) {
        if case .modal = presentationState { presentationState = .modal(.detached) }
        hosted?.systemTransitionEnded(presentation: presentation, completed: completed)
        if presentation != completed { presentationState = .idle }
    }

    /// Does to UIKit what the engine's events ask of it.
    func perform(_ action: PresentationBridge.Action) {
        switch action {
        case .requestSystemDismissal: presentingViewController?.dismiss(animated: true)
        case .finishTransition: endModalTransition(finished: true)
        case .cancelTransition: endModalTransition(finished: false)
        }
    }

    /// Ends UIKit's transition under way, `finished` or cancelled: now, or once UIKit
    /// hands over its object.
    private func endModalTransition(finished: Bool) {
        guard case .modal(let transition) = presentationState else { return }
        if case .attached(let object) = transition {
            presentationState = .modal(.detached)
            end(object, finished: finished)
        } else {
            presentationState = .modal(.endedBeforeAttached(finished: finished))
        }
    }

    private func end(_ transition: SheetTransition, finished: Bool) {
        if finished { transition.finish() } else { transition.cancel() }
    }

    /// A new transition begins: how the engine ended an earlier one is not its end.
    private func forgetTransitionEndedBeforeAttached() {
        if case .modal(.endedBeforeAttached) = presentationState { presentationState = .modal(.detached) }
    }
}
#endif
