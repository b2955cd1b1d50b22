#if canImport(UIKit)
import SheetCore
import SheetHostSupport
import UIKit

/// A `SheetController`'s transitioning delegate: UIKit presents and dismisses the sheet
/// through a presentation that keeps the presenting view on screen, and through
/// transitions that stay open until the engine's events close them (see
/// `PresentationBridge`). They are interactive, so the sheet takes a finger while it
/// moves in or out, and UIKit can cancel them when a finger brings the sheet back.
@MainActor
final class SheetTransitions: NSObject, UIViewControllerTransitioningDelegate {
    weak var sheet: SheetController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        sheet?.prepareModalPresentation(source: source, presenting: presenting)
        return SheetPresentation(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        sheet.map { SheetTransition(sheet: $0, presenting: true) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        sheet.map { SheetTransition(sheet: $0, presenting: false) }
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        animator as? SheetTransition
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        animator as? SheetTransition
    }
}

/// The presentation: the sheet's view covers the container, over the presenting view,
/// which stays. The engine's presentation and dismissal start here, which UIKit calls
/// whether or not the change is animated (a change without animation may never reach
/// the transition objects).
@MainActor
final class SheetPresentation: UIPresentationController {
    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let sheet = presentedViewController as? SheetController, let containerView else { return }
        if sheet.view.superview !== containerView { containerView.addSubview(sheet.view) }
        sheet.view.frame = frameOfPresentedViewInContainerView
        sheet.view.layoutIfNeeded()
        sheet.beginModalPresentation(animated: sheet.transitionCoordinator?.isAnimated ?? false)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let sheet = presentedViewController as? SheetController else { return }
        sheet.beginModalDismissal(animated: sheet.transitionCoordinator?.isAnimated ?? false)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        (presentedViewController as? SheetController)?.modalTransitionEnded(presentation: true, completed: completed)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        (presentedViewController as? SheetController)?.modalTransitionEnded(presentation: false, completed: completed)
    }
}

/// One presentation or dismissal of a sheet, run by the engine and closed by it.
@MainActor
final class SheetTransition: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    private weak var sheet: SheetController?
    private let presenting: Bool
    private var context: UIViewControllerContextTransitioning?
    private var interactive = false

    init(sheet: SheetController, presenting: Bool) {
        self.sheet = sheet
        self.presenting = presenting
    }

    /// UIKit's estimate, for animations run alongside: the transition's nominal
    /// duration (the engine decides when it really ends).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let sheet else { return 0 }
        return TimeInterval((presenting ? sheet.presentTransition : sheet.dismissTransition).nominalDuration)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        start(transitionContext, interactive: false)
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        start(transitionContext, interactive: true)
    }

    private func start(_ context: UIViewControllerContextTransitioning, interactive: Bool) {
        self.context = context
        self.interactive = interactive
        guard let sheet else {
            complete(true)
            return
        }
        if presenting, sheet.view.superview !== context.containerView {
            context.containerView.addSubview(sheet.view)
            sheet.view.frame = context.finalFrame(for: sheet)
        }
        // The engine runs the transition (see SheetPresentation); this one ends with it.
        sheet.attach(self)
    }

    /// The engine has finished the transition.
    func finish() {
        complete(true)
    }

    /// The engine has gone back on the transition.
    func cancel() {
        complete(false)
    }

    private func complete(_ finished: Bool) {
        guard let context else { return }
        self.context = nil
        if interactive {
            if finished { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        }
        if presenting != finished {
            // A dismissal that completed, or a presentation that did not: the sheet's view
            // leaves the container.
            sheet?.view.removeFromSuperview()
        }
        context.completeTransition(finished)
    }
}
#endif
