#if canImport(UIKit)
import QuartzCore
import SheetCore
import SheetHostSupport
// The iOS 16 SDK declares UIKit's accessibility notifications as mutable globals.
@preconcurrency import UIKit

/// A view controller that shows another view controller as a sheet, moved by libsheet's
/// engine: detents in points, as a fraction of the height, or fitted to the content; a
/// dimmed background that a tap may dismiss through; drag, fling and rubber-banding; a
/// scroll view that hands one drag over to the sheet and back; content swapped in place;
/// sheets presented from sheets, the lower one receding.
///
/// It comes from the bottom unless told otherwise: from the top, or the leading or
/// trailing side (`edge`, after the view's layout direction), attached or floating as a
/// card (`floatingInsets`), as wide as the view or a column (`maximumSpan`), and in a
/// regular-width view a layout of its own (`wideLayout`: Apple Maps' leading card, a side
/// sheet, a centred card), taken and left with a motion as the view rotates or resizes.
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
/// A keyboard lifts the sheet as `keyboardBehavior` says, followed frame by frame as it
/// moves; a text field or text view of the content that is being edited is kept in view
/// above it, and above a `footerView` pinned to the sheet's visible bottom. The escape
/// gesture is a back press, done as `backBehavior` says; `beginBack()` and the rest
/// follow a back gesture of the app's with its progress.
///
/// Settings changed while the sheet is up apply to it at once, as
/// `UISheetPresentationController`'s do: inside `animateChanges(_:)` the sheet moves to
/// its new detents with its settle transition, outside it is there at once; it keeps its
/// detent by identifier (one whose detent is gone goes to the new highest). Setting
/// `selectedDetentIdentifier` moves a presented sheet, and the content and its height
/// change at once. The content controller keeps its own navigation bar and safe area: it
/// is laid out as tall as the highest detent lets the sheet be, from the sheet's top
/// edge, and the window's safe area reaches it where the sheet overlaps it.
@MainActor
public final class SheetController: UIViewController {
    // MARK: Content

    /// The view controller the sheet shows.
    public internal(set) var contentViewController: UIViewController

    /// A scroll view inside the content that the engine drives: one drag scrolls it and
    /// moves the sheet, handing over between them, with momentum and bounce at its ends.
    /// Its own panning is turned off while it is handed over (and restored after); a
    /// scroll the app makes itself is kept until the next drag. On a side sheet, whose
    /// drags along its axis move it, the scroll view pans by itself. nil: the content
    /// does not scroll with the sheet.
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
    /// there (with the settle transition inside `animateChanges(_:)`, at once outside),
    /// and chooses where the next presentation goes. nil: the lowest detent.
    public var selectedDetentIdentifier: SheetDetent.Identifier? {
        get { hosted?.selectedDetentIdentifier ?? settings.selectedDetentIdentifier }
        set {
            settings.selectedDetentIdentifier = newValue
            if let newValue { selectionChanged(to: newValue) }
        }
    }

    /// The highest detent at which the background stays undimmed and, for a sheet shown
    /// with `present(in:animated:completion:)`, takes the touches outside the sheet. nil:
    /// every detent dims. A presented sheet's background is UIKit's container, which
    /// takes those touches itself.
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier? {
        get { settings.largestUndimmedDetentIdentifier }
        set { settings.largestUndimmedDetentIdentifier = newValue }
    }

    /// Whether the sheet shows a grabber, whose tap cycles the detents. Default false.
    public var prefersGrabberVisible: Bool {
        get { settings.grabber == .visible }
        set { settings.grabber = newValue ? .visible : .hidden }
    }

    /// Whether a drag on the content's `scrollView` raises the sheet to its highest detent
    /// before the list scrolls (true, the default), or scrolls the list at every detent
    /// (false): the sheet then moves from its grabber's band, from content that cannot
    /// scroll, and down once the list is at its top.
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { settings.contentInteraction == .resizes }
        set { settings.contentInteraction = newValue ? .resizes : .scrolls }
    }

    /// Whether the presenting view recedes while the sheet is up, as behind iOS's page
    /// sheets: scaled about its top centre, 26 points narrower at most, its top moved down
    /// under the status bar and its corners rounded, in step with the dimming. The lowest
    /// sheet on screen draws it each frame on the presenting controller's view (for a
    /// sheet shown with `present(in:)`, on the parent's views beneath it), or hands it to
    /// `onPageBehindChange`. Default false.
    public var prefersPresentingViewRecedes: Bool {
        get { settings.recedesBackground }
        set { settings.recedesBackground = newValue }
    }

    /// The radius of the sheet's rounded corners (the two at its free edge, or all four of
    /// a floating card), points; nil: 12.
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

    /// Where the sheet goes while the keyboard is up: its detents rise with the keyboard
    /// (`.rise`, the default), it goes to its highest detent above the keyboard and back
    /// to its own when the keyboard goes, its detent unchanged (`.extend`), or it fills the
    /// room above the keyboard up to the status bar (`.fill`).
    public var keyboardBehavior: KeyboardBehavior {
        get { settings.keyboard }
        set { settings.keyboard = newValue }
    }

    /// What a back action does — the escape gesture, `commitBack()`, the end of a back
    /// gesture followed with `beginBack()`: dismiss the sheet (`.dismiss`, the default;
    /// asked of the delegate first, as any dismissal by the user, reason `.back`), take it
    /// one detent lower and dismiss it from the lowest (`.collapse`), or nothing (`.none`):
    /// the escape gesture then goes on to the views behind.
    public var backBehavior: BackBehavior {
        get { settings.back }
        set { settings.back = newValue }
    }

    /// A view pinned to the bottom of the sheet's visible part, over the content: on the
    /// keyboard while one is up, else on the bottom safe area, at every detent and while
    /// the sheet is dragged, moving down with the sheet only once less than the footer
    /// shows (a Send button under a form). It is the sheet's width; its height is its Auto
    /// Layout fitting height at that width, or its frame's height when its constraints give
    /// none, measured at each layout pass of the sheet's view. A fitted detent makes room
    /// for it below the content, and so does a `scrollView`'s extent; other content leaves
    /// room for it at its bottom. nil: none.
    public var footerView: UIView? {
        get { viewIfLoaded == nil ? pendingFooterView : overlay.sheetView.footerView }
        set {
            if isViewLoaded {
                overlay.sheetView.footerView = newValue
                updateFooterHeight()
            } else {
                pendingFooterView = newValue
            }
        }
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

    /// The settings above as one value (`userDismissal` and `footerHeight` aside:
    /// `isModalInPresentation` and the delegates decide the one, `footerView` the other).
    /// They apply as the properties do; their `selectedDetentIdentifier` chooses where the
    /// next presentation goes, and moves nothing.
    public var sheetSettings: SheetSettings {
        get { settings }
        set { settings = newValue }
    }

    /// The sheet's background. Default `.systemBackground`.
    public var sheetBackgroundColor: UIColor? {
        get { overlay.sheetView.backgroundColor }
        set { overlay.sheetView.backgroundColor = newValue }
    }

    /// A view drawn behind the content over the whole sheet, inside its rounded corners
    /// and over `sheetBackgroundColor` (a material, an image, a gradient); it reaches below
    /// the content when the sheet is pulled above its highest detent. nil: none.
    public var sheetBackgroundView: UIView? {
        get { overlay.sheetView.backgroundView }
        set { overlay.sheetView.backgroundView = newValue }
    }

    // MARK: Events

    /// Told about the sheet's presentation, dismissal, detents and drags, and asked
    /// before the user dismisses it.
    public weak var delegate: SheetControllerDelegate? {
        didSet { settingsChanged() }
    }

    /// Whether UIKit's presentation is modal: the user cannot dismiss the sheet (a drag,
    /// a flick, a tap on the dimmed background, the escape gesture). With a delegate (this
    /// controller's, or its presentation controller's), the user's attempt is reported
    /// (`sheetControllerDidAttemptToDismiss(_:)`, `presentationControllerDidAttemptToDismiss(_:)`)
    /// and the sheet goes back to its lowest detent; without one, a drag below that detent
    /// gives as a rubber band. The content controller's own `isModalInPresentation` counts
    /// too, read as a finger lands. Applies at once while the sheet is up.
    public override var isModalInPresentation: Bool {
        didSet { settingsChanged() }
    }

    /// Called with every event about the sheet, after the delegate.
    public var onEvent: ((SheetHostEvent) -> Void)?

    /// Called with the sheet's position every time its views are laid out (each display
    /// frame while it moves), nil once it is not presented.
    public var onPositionChange: ((SheetPosition?) -> Void)?

    /// Draws the page behind the sheets in the controller's place: called with how to
    /// draw it whenever that changes (each display frame while it moves; `.identity` once
    /// no sheet recedes it), while this sheet is the lowest on screen of its engine. nil
    /// (the default): the controller draws it itself (`prefersPresentingViewRecedes`).
    public var onPageBehindChange: ((BackgroundTransform) -> Void)?

    /// Called when what assistive technology may do with the sheet changes.
    public var onAccessibilityChange: ((SheetAccessibility) -> Void)?

    // MARK: State

    /// The app's settings; a presented sheet follows each change (`settingsChanged()`).
    var settings = SheetSettings() {
        didSet { settingsChanged() }
    }
    /// How settings changed now apply: at once, or collected for the end of
    /// `animateChanges(_:)`.
    var changes = SettingsChanges.applyAtOnce
    /// The page behind, as this controller last drew it or handed it on; nil while it
    /// draws nothing.
    var pageBehind: PageBehind?
    /// How the sheet is shown.
    var presentationState = PresentationState.idle
    /// The display link whose host runs the engine's sheet; nil until the sheet is first
    /// prepared.
    var link: DisplayLinkOwnership?
    /// The engine's side of the sheet; nil until it is first prepared.
    var hosted: HostedSheet?
    /// The content controllers on screen, by the content id the engine knows them by: the
    /// current one, and while a swap cross-fades, the outgoing one. Keyed once the sheet
    /// has been prepared.
    var contents: [UInt64: UIViewController] = [:]
    var presentCompletions: [() -> Void] = []
    var dismissCompletions: [() -> Void] = []
    var appliedAccessibility: SheetAccessibility?
    /// The footer view's height as last measured, points; 0 without one.
    var footerHeight = 0.0
    /// A footer view set before the sheet's view was loaded, installed with it.
    var pendingFooterView: UIView?
    /// `horizontalSizeClassOverride`'s value.
    var sizeClassOverride: UIUserInterfaceSizeClass?
    /// The text field or text view of the content being edited, whose frame is the
    /// sheet's focused field.
    weak var focusedField: UIView?
    lazy var output = HostedSheetOutput(self)
    let touchRecognizer = SheetTouchRecognizer(target: nil, action: nil)
    private var scrollViewWasScrollEnabled = true
    private let transitions = SheetTransitions()
    private let panRecognizer = UIPanGestureRecognizer()
    private let recognition = SimultaneousRecognition()

    var overlay: SheetOverlayView {
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
        if let pendingFooterView {
            self.pendingFooterView = nil
            footerView = pendingFooterView
        }
        observeTextEditing()
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

    /// The engine follows the view's layout direction and horizontal size class as they
    /// change: a sheet at the leading or trailing edge moves to its other side, and one
    /// whose wide layout follows the size class moves to its other layout.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if isViewLoaded { followTraits() }
    }

    /// A fitted detent follows the content's new preferred height; a footer view that a
    /// child controller owns is measured again when its preferred size changes.
    public override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if container === contentViewController {
            updateContentHeight()
        } else if (container as? UIViewController)?.viewIfLoaded === footerView {
            updateFooterHeight()
        }
    }
}
#endif
