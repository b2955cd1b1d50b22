#if canImport(UIKit)
import QuartzCore
import SheetHostSupport
import UIKit

/// A sheet shown inside another controller, over its view, as its child.
extension SheetController {
    /// Shows the sheet over `parent`'s view, as its child, at the selected detent;
    /// `completion` runs once it has arrived. Touches above the sheet at an undimmed
    /// detent go to `parent`'s views. The sheet removes itself from `parent` once
    /// dismissed (`dismiss(animated:completion:)`, or by the user).
    public func present(in parent: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard !isModal else {
            assertionFailure("a SheetController that UIKit presents cannot also be shown inside a parent")
            return
        }
        if self.parent !== parent {
            if self.parent != nil { removeFromParentController() }
            parent.addChild(self)
            view.frame = parent.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.view.addSubview(view)
            didMove(toParent: parent)
        }
        presentationState = .embedded(.waitingForViewport(animated: animated))
        _ = prepareHostedSheet(sharing: nil)
        if let completion { presentCompletions.append(completion) }
        view.layoutIfNeeded()
        layoutChanged()
    }

    /// Presents an embedded sheet that waits for a viewport, once its view has one.
    func presentIfWaiting() {
        guard case .embedded(.waitingForViewport(let animated)) = presentationState, let hosted,
              let link, link.displayLink.host.engine.viewport.isSet else { return }
        presentationState = .embedded(.presented)
        do { try hosted.present(animated: animated, now: CACurrentMediaTime()) } catch { reportFailure(error) }
    }

    /// Dismisses the sheet. A sheet shown with `present(in:animated:completion:)` leaves
    /// with its dismiss transition (or at once, not `animated`) and removes itself from
    /// its parent; `completion` runs once it has left. A presented sheet is dismissed by
    /// UIKit as usual.
    public override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard case .embedded = presentationState, presentedViewController == nil, let hosted else {
            super.dismiss(animated: flag, completion: completion)
            return
        }
        presentationState = .embedded(.presented)
        if let completion { dismissCompletions.append(completion) }
        if flag, hosted.isPresented {
            do { try hosted.dismiss(now: CACurrentMediaTime()) } catch { reportFailure(error) }
        } else {
            hosted.invalidate()
            finishEmbeddedDismissal()
        }
    }

    /// The embedded sheet has left: it leaves its parent too.
    func finishEmbeddedDismissal() {
        removeFromParentController()
        presentationState = .idle
        let completions = dismissCompletions
        dismissCompletions = []
        completions.forEach { $0() }
    }

    private func removeFromParentController() {
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}
#endif
