#if canImport(UIKit)
import QuartzCore
import SheetHostSupport
import UIKit

/// A sheet shown inside another controller, over its view, as its child.
extension SheetController {
    /// Shows the sheet over `parent`'s view, as its child, at the selected detent;
    /// `completion` runs once it has arrived. Touches outside the sheet at an undimmed
    /// detent go to `parent`'s views. The sheet removes itself from `parent` once
    /// dismissed (`dismiss(animated:completion:)`, or by the user).
    public func present(in parent: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        embed(in: parent, sharing: nil, animated: animated, completion: completion)
    }

    /// Shows the sheet above `sheet`, stacked on it: `sheet` recedes beneath this one
    /// (or steps away, as `stackBehavior` says) and comes forward once this one has
    /// left. A sheet on screen inside a parent (`present(in:animated:completion:)`) has
    /// this one beside it in the same parent, on the same engine; a sheet UIKit presents
    /// presents this one, as UIKit stacks presentations. A sheet inside a parent but not
    /// on screen has this one shown in that parent, on its own engine; a sheet in no
    /// parent and not presented shows nothing. `completion` runs once it has arrived.
    public func present(above sheet: SheetController, animated: Bool = true, completion: (() -> Void)? = nil) {
        if sheet.isModal {
            sheet.present(self, animated: animated, completion: completion)
        } else if let parent = sheet.parent {
            let below = sheet.hosted?.isPresented == true ? sheet.link?.displayLink : nil
            embed(in: parent, sharing: below, animated: animated, completion: completion)
        }
    }

    /// Shows the sheet over `parent`'s view on `shared`'s engine (the sheet below's), or
    /// on one of its own.
    private func embed(in parent: UIViewController, sharing shared: DisplayLinkHost?, animated: Bool,
                       completion: (() -> Void)?) {
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
        } else if shared != nil {
            parent.view.bringSubviewToFront(view)
        }
        presentationState = .embedded(.waitingForViewport(animated: animated))
        _ = prepareHostedSheet(sharing: shared)
        if let completion { presentCompletions.append(completion) }
        view.layoutIfNeeded()
        layoutChanged()
    }

    /// Presents an embedded sheet that waits for a viewport, once its view has one.
    func presentIfWaiting() {
        guard case .embedded(.waitingForViewport(let animated)) = presentationState, let hosted,
              let link, link.displayLink.host.engine.viewport.isSet else { return }
        presentationState = .embedded(.presented)
        // The content lays out first, at the view's size until the sheet's first layout
        // gives it its own, so that what it decides as it does (a SwiftUI content's
        // preferences) is in the settings the engine's sheet is made from.
        overlay.sheetView.sizeContentIfNeverLaidOut(view.bounds.size)
        contentViewController.view.layoutIfNeeded()
        giveSettings(to: hosted)
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
