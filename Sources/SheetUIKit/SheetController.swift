#if canImport(UIKit)
import QuartzCore
import SheetCore
import SheetHostSupport
// The iOS 16 SDK declares UIKit's accessibility notifications as mutable globals.
@preconcurrency import UIKit

/// A view controller that shows another view controller as a bottom sheet, moved by
/// libsheet's engine: detents in points, as a fraction of the height, or fitted to the
/// content; a dimmed background that a tap may dismiss through; drag, fling and
/// rubber-banding; a scroll view that hands one drag over to the sheet and back; content
/// swapped in place; sheets presented from sheets, the lower one receding.
///
/// Present it like any view controller — it brings its own presentation, which keeps
/// the presenting view on screen:
///
///     let sheet = SheetController(content: PageViewController())
///     sheet.detents = [.fraction(0.6, identifier: "page")]
///     present(sheet, animated: true)
///
/// or keep it on screen inside another controller, over that controller's view, with
/// `present(in:animated:completion:)` (a maps-style sheet that lets touches through to
/// a live background at its undimmed detents).
///
/// Settings take effect at the next presentation, except `selectedDetentIdentifier`,
/// which moves a presented sheet, and the content and its height, which change at once.
/// The content controller keeps its own navigation bar and safe area: it is laid out as
/// tall as the highest detent lets the sheet be, from the sheet's top edge, and the
/// window's safe area reaches it where the sheet overlaps it.
@MainActor
public final class SheetController: UIViewController {
    // MARK: Content

    /// The view controller the sheet shows.
    public private(set) var contentViewController: UIViewController

    /// A scroll view inside the content that the engine drives: one drag scrolls it and
    /// moves the sheet, handing over between them, with momentum and bounce at its ends.
    /// Its own panning is turned off while it is handed over (and restored after); a
    /// scroll the app makes itself is kept until the next drag. nil: the content does
    /// not scroll with the sheet.
    public var scrollView: UIScrollView? {
        didSet {
            guard scrollView !== oldValue else { return }
            if let oldValue { oldValue.isScrollEnabled = scrollViewWasScrollEnabled }
            scrollViewWasScrollEnabled = scrollView?.isScrollEnabled ?? true
            scrollView?.isScrollEnabled = false
            refreshScrollGeometry()
        }
    }

    // MARK: Settings

    /// The sheet's resting heights, lowest first, with unique identifiers. Default
    /// `[.large]`.
    public var detents: [SheetDetent] {
        get { settings.detents }
        set { settings.detents = newValue }
    }

    /// The detent the sheet is at or heading to; setting it moves a presented sheet
    /// there with the settle transition, and chooses where the next presentation goes.
    /// nil: the lowest detent.
    public var selectedDetentIdentifier: SheetDetent.Identifier? {
        get { hosted?.selectedDetentIdentifier ?? settings.selectedDetentIdentifier }
        set {
            settings.selectedDetentIdentifier = newValue
            guard let newValue, let hosted, hosted.isPresented else { return }
            do { try hosted.move(to: newValue, now: CACurrentMediaTime()) } catch { reportFailure(error) }
        }
    }

    /// The highest detent at which the background stays undimmed and, for a sheet shown
    /// with `present(in:animated:completion:)`, takes the touches above the sheet. nil:
    /// every detent dims. A presented sheet's background is UIKit's container, which
    /// takes those touches itself.
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier? {
        get { settings.largestUndimmedDetentIdentifier }
        set { settings.largestUndimmedDetentIdentifier = newValue }
    }

    /// Whether the sheet shows a grabber, whose tap cycles the detents. Default false.
    public var prefersGrabberVisible: Bool {
        get { settings.prefersGrabberVisible }
        set { settings.prefersGrabberVisible = newValue }
    }

    /// The radius of the sheet's top corners, points; nil: 12.
    public var preferredCornerRadius: CGFloat? {
        get { settings.preferredCornerRadius.map { CGFloat($0) } }
        set { settings.preferredCornerRadius = newValue.map { Double($0) } }
    }

    /// Points, >= 0: a slow release with less than this much of the sheet visible
    /// dismisses it (an auto-dismiss height); nil leaves it to the dismiss fraction
    /// (half the lowest detent by default). `isModalInPresentation` (on this controller or
    /// its content) keeps the sheet from being dismissed by the user at all.
    public var dismissHeight: CGFloat? {
        get { settings.dismissHeight.map { CGFloat($0) } }
        set { settings.dismissHeight = newValue.map { Double($0) } }
    }

    /// What a tap on the dimmed background does. Default `.dismiss`.
    public var backdropTapBehavior: BackdropTapPolicy {
        get { settings.backdropTap }
        set { settings.backdropTap = newValue }
    }

    /// The alpha of the fully dimmed background, 0...1. Default 0.4.
    public var dimmingAlpha: CGFloat {
        get { CGFloat(settings.dimmingAlpha) }
        set { settings.dimmingAlpha = Double(newValue) }
    }

    /// What presenting this sheet from another sheet does to that one: `.push` (it
    /// recedes, default) or `.switchAway` (it leaves and comes back). A presented sheet
    /// stays in UIKit's chain of presentations until the one above is dismissed, so
    /// `.replace` acts as `.switchAway` for it.
    public var stackBehavior: StackBehavior {
        get { settings.stackBehavior }
        set { settings.stackBehavior = newValue }
    }

    /// How the sheet comes in. Default: a critically damped spring, response 0.35 s.
    public var presentTransition: Transition {
        get { settings.presentTransition }
        set { settings.presentTransition = newValue }
    }

    /// How the sheet leaves. Default: as `presentTransition`'s default.
    public var dismissTransition: Transition {
        get { settings.dismissTransition }
        set { settings.dismissTransition = newValue }
    }

    /// How the sheet moves between detents and back after a drag. Default: as
    /// `presentTransition`'s default.
    public var settleTransition: Transition {
        get { settings.settleTransition }
        set { settings.settleTransition = newValue }
    }

    /// How swapped content cross-fades (`setContent(_:scrollView:)`). Default: a 0.25 s
    /// fade.
    public var contentTransition: Transition {
        get { settings.contentTransition }
        set { settings.contentTransition = newValue }
    }

    /// Sets the present, dismiss and settle transitions at once.
    public func setTransitions(_ transition: Transition) {
        settings.setTransitions(transition)
    }

    /// The engine's settings that the properties above do not name: fling velocity,
    /// rubber band, touch slop, the grabber's tap band, dismiss fraction. The fields the
    /// properties above name are taken from them.
    public var engineConfiguration: SheetConfiguration {
        get { settings.engine }
        set { settings.engine = newValue }
    }

    /// The sheet's background. Default `.systemBackground`.
    public var sheetBackgroundColor: UIColor? {
        get { overlay.sheetView.backgroundColor }
        set { overlay.sheetView.backgroundColor = newValue }
    }

    // MARK: Events

    /// Told about the sheet's presentation, dismissal, detents and drags.
    public weak var delegate: SheetControllerDelegate?

    /// Called with every event about the sheet, after the delegate.
    public var onEvent: ((SheetHostEvent) -> Void)?

    // MARK: State

    private var settings = SheetSettings()
    /// How the sheet is shown.
    var presentationState = PresentationState.idle
    /// The display link whose host runs the engine's sheet; nil until the sheet is first
    /// prepared.
    private var link: DisplayLinkOwnership?
    /// The engine's side of the sheet; nil until it is first prepared.
    private var hosted: HostedSheet?
    /// The content controllers on screen, by the content id the engine knows them by: the
    /// current one, and while a swap cross-fades, the outgoing one. Keyed once the sheet
    /// has been prepared.
    private var contents: [UInt64: UIViewController] = [:]
    private var scrollViewWasScrollEnabled = true
    private var presentCompletions: [() -> Void] = []
    private var dismissCompletions: [() -> Void] = []
    private var appliedAccessibility: SheetAccessibility?
    private let transitions = SheetTransitions()
    private lazy var output = HostedSheetOutput(self)
    private let touchRecognizer = SheetTouchRecognizer(target: nil, action: nil)
    private let panRecognizer = UIPanGestureRecognizer()
    private let recognition = SimultaneousRecognition()

    private var overlay: SheetOverlayView {
        if let overlay = viewIfLoaded as? SheetOverlayView { return overlay }
        loadViewIfNeeded()
        guard let overlay = view as? SheetOverlayView else { preconditionFailure("a SheetController's view is its overlay") }
        return overlay
    }

    /// A sheet showing `content`.
    public init(content: UIViewController) {
        contentViewController = content
        super.init(nibName: nil, bundle: nil)
        transitions.sheet = self
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    /// Not available: a sheet is made in code, with its content.
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The sheet's view: it covers the area sheets live in, with the dimming behind the
    /// sheet; touches above an undimmed sheet go through it.
    public override func loadView() {
        let overlay = SheetOverlayView(frame: .zero)
        overlay.owner = self
        view = overlay
    }

    /// Installs the content and the recognizers that feed the engine.
    public override func viewDidLoad() {
        super.viewDidLoad()
        install(contentViewController)
        if let hosted { contents = [hosted.contentID: contentViewController] }
        touchRecognizer.onTouch = { [weak self] state, point, time in self?.touch(state, at: point, time: time) }
        touchRecognizer.delegate = recognition
        panRecognizer.addTarget(self, action: #selector(pan(_:)))
        panRecognizer.maximumNumberOfTouches = 1
        panRecognizer.delegate = recognition
        view.addGestureRecognizer(touchRecognizer)
        view.addGestureRecognizer(panRecognizer)
    }

    /// Hands the view's size and safe area to the engine as its viewport, and the
    /// content's height and scroll view to the sheet.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutChanged()
    }

    /// As `viewDidLayoutSubviews()`: the viewport's insets changed.
    public override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        layoutChanged()
    }

    /// Rotation and size changes reach the engine through the layout pass UIKit runs
    /// inside the change's animation (`viewDidLayoutSubviews`, with the new size and safe
    /// area); the engine keeps each sheet's visible height and moves it to its detent
    /// for the new viewport.
    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        view.setNeedsLayout()
    }

    /// A fitted detent follows the content's new preferred height.
    public override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if container === contentViewController { updateContentHeight() }
    }

    // MARK: Showing inside another controller

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
    private func presentIfWaiting() {
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

    private func finishEmbeddedDismissal() {
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

    // MARK: Swapping content

    /// Swaps the content for `content` in place: the two cross-fade with
    /// `contentTransition`, and a fitted detent follows the new content's height. The
    /// new content's `scrollView` (nil: none) is handed over to the engine.
    public func setContent(_ content: UIViewController, scrollView: UIScrollView? = nil) {
        guard content !== contentViewController else {
            self.scrollView = scrollView
            return
        }
        let outgoing = contentViewController
        contentViewController = content
        self.scrollView = scrollView
        guard isViewLoaded else { return }
        let presented = hosted?.isPresented ?? false
        install(content)
        content.view.alpha = presented ? 0 : 1
        let height = fittedHeight(of: content)
        if let hosted {
            do {
                let id = try hosted.swapContent(height: height, now: CACurrentMediaTime())
                contents[id] = content
            } catch {
                reportFailure(error)
            }
        }
        if !presented {
            uninstall(outgoing)
            contents = contents.filter { $0.value !== outgoing }
        }
        refreshScrollGeometry()
    }

    private func install(_ child: UIViewController) {
        addChild(child)
        child.view.frame = overlay.sheetView.contentView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.sheetView.contentView.addSubview(child.view)
        child.didMove(toParent: self)
    }

    private func uninstall(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    // MARK: The engine's sheet

    /// The hosted sheet on `shared`'s host (a presented sheet this one is presented
    /// from), or on a host of its own.
    private func prepareHostedSheet(sharing shared: DisplayLinkHost?) -> HostedSheet {
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

    /// The settings with UIKit's say: `isModalInPresentation` keeps the sheet, and a
    /// presented sheet cannot replace the one below it.
    private var effectiveSettings: SheetSettings {
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

    private func layoutChanged() {
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

    /// Tells the engine the content's height, for fitted detents.
    private func updateContentHeight() {
        guard let hosted, settings.detents.contains(where: { $0.detent.kind == .content }) else { return }
        do {
            try hosted.setContentHeight(fittedHeight(of: contentViewController), now: CACurrentMediaTime())
        } catch {
            reportFailure(error)
        }
    }

    /// The height a fitted detent gives `content`, without the bottom safe-area inset,
    /// which the engine adds: its `preferredContentSize`'s, or its view's Auto Layout
    /// fitting height at the sheet's width less the bottom inset its view has now
    /// (content laid out above its safe area's bottom, as UIKit's content is).
    private func fittedHeight(of content: UIViewController) -> Double {
        let preferred = content.preferredContentSize.height
        if preferred > 0 { return Double(preferred) }
        let width = view.bounds.width
        let fitting = content.view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(0, Double(fitting.height - content.view.safeAreaInsets.bottom))
    }

    private func refreshScrollGeometry() {
        guard let hosted else { return }
        do {
            try hosted.scrollGeometryChanged(scrollView.map(ScrollGeometry.init), now: CACurrentMediaTime())
        } catch {
            reportFailure(error)
        }
    }

    // MARK: Presented by UIKit

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

    // MARK: Input

    private func touch(_ state: UIGestureRecognizer.State, at point: CGPoint, time: TimeInterval) {
        guard let hosted else { return }
        do {
            switch state {
            case .began:
                refreshScrollGeometry()
                try hosted.touchBegan(at: HostPoint(point), time: time)
            case .ended:
                try hosted.touchEnded(at: HostPoint(point), time: time)
            default:
                try hosted.touchCancelled(time: time)
            }
        } catch {
            reportFailure(error)
        }
    }

    @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
        guard let hosted else { return }
        let phase: GesturePhase
        switch recognizer.state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled, .failed: phase = .cancelled
        default: return
        }
        // The touch recognizer saw this movement first, with the touch's own timestamp.
        let time = touchRecognizer.latestTimestamp > 0 ? touchRecognizer.latestTimestamp : CACurrentMediaTime()
        do {
            try hosted.pan(phase, at: HostPoint(recognizer.location(in: view)),
                           translation: HostPoint(recognizer.translation(in: view)), time: time)
        } catch {
            reportFailure(error)
        }
    }
}

// MARK: - The engine's output

/// Hands the hosted sheet's output to its controller, so that the controller's own API
/// stays UIKit's.
@MainActor
private final class HostedSheetOutput: HostedSheetClient {
    weak var controller: SheetController?

    init(_ controller: SheetController) {
        self.controller = controller
    }

    func hostedSheet(_ sheet: HostedSheet, apply layout: SheetLayout?) {
        controller?.apply(layout, of: sheet)
    }

    func hostedSheet(_ sheet: HostedSheet, didReceive event: SheetHostEvent) {
        controller?.handle(event, of: sheet)
    }

    func hostedSheet(_ sheet: HostedSheet, perform action: PresentationBridge.Action) {
        controller?.perform(action)
    }
}

extension SheetController {
    fileprivate func apply(_ layout: SheetLayout?, of sheet: HostedSheet) {
        guard isViewLoaded else { return }
        overlay.apply(layout)
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
        }
        let accessibility = sheet.accessibility
        if accessibility != appliedAccessibility {
            appliedAccessibility = accessibility
            overlay.apply(accessibility)
        }
    }

    fileprivate func handle(_ event: SheetHostEvent, of sheet: HostedSheet) {
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
        case .contentChanged, .animatorFailed, .eventsDropped:
            break
        }
        onEvent?(event)
    }

    fileprivate func perform(_ action: PresentationBridge.Action) {
        switch action {
        case .requestSystemDismissal: presentingViewController?.dismiss(animated: true)
        case .finishTransition: endModalTransition(finished: true)
        case .cancelTransition: endModalTransition(finished: false)
        }
    }

    private func runPresentCompletions() {
        let completions = presentCompletions
        presentCompletions = []
        completions.forEach { $0() }
    }
}

// MARK: - The overlay's questions

extension SheetController: SheetOverlayOwner {
    func overlayHitTest(_ point: CGPoint) -> HitResult {
        hosted?.hitTest(HostPoint(point)) ?? .none
    }

    func overlayPerform(_ action: AccessibilityAction) -> Bool {
        guard let hosted, hosted.accessibility.actions.contains(action) else { return false }
        do {
            try hosted.perform(action, now: CACurrentMediaTime())
            return true
        } catch {
            return false
        }
    }

    func overlayEscape() -> Bool {
        hosted?.performEscape(now: CACurrentMediaTime()) ?? false
    }
}

/// Lets the sheet's recognizers work beside the content's own (buttons, horizontal
/// scroll views): the engine declines a sideways drag and leaves it to them.
@MainActor
private final class SimultaneousRecognition: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
#endif
