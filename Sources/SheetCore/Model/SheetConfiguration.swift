/// What a tap on the dimmed backdrop does.
public enum BackdropTapPolicy: Sendable, Equatable {
    /// Nothing.
    case none
    /// Dismiss the sheet (reason `.backdropTap`).
    case dismiss
    /// Move to the lowest detent; dismiss when already there and dismissible.
    case collapse
    /// Move to the detent at this index (gorhom's backdrop `pressBehavior` given an
    /// index); nothing when the sheet is there already.
    case moveToDetent(Int)
}

/// What a drag on a sheet's scrollable content does.
public enum ContentInteraction: Sendable, Equatable {
    /// The sheet grows first: a drag on the content moves the sheet up to its highest
    /// detent, and only then scrolls the content.
    case resizes
    /// The content scrolls first, at every detent (UIKit's
    /// `prefersScrollingExpandsWhenScrolledToEdge = false`, SwiftUI's
    /// `presentationContentInteraction(.scrolls)`, Ionic's `expandToScroll: false`). The
    /// sheet moves from the grabber band, from content that cannot scroll, and by a
    /// downward drag once the content is at its top.
    case scrolls
}

/// What presenting a sheet does to the sheet already on top.
public enum StackBehavior: Sendable, Equatable {
    /// The sheet below stays and recedes (scaled a little and dimmed) in step with this
    /// one.
    case push
    /// The sheet below leaves without events and comes back when this one has been
    /// dismissed: it stays presented.
    case switchAway
    /// The sheet below is dismissed with reason `.replaced`.
    case replace
}

/// Whether a sheet shows a grabber.
public enum GrabberVisibility: Sendable, Equatable {
    /// Shown when the sheet has more than one detent.
    case automatic
    case visible
    case hidden
}

/// Where a sheet goes while something covers the bottom of the viewport (a software
/// keyboard, `SheetEngine.setObstruction(_:now:)`).
public enum KeyboardBehavior: Sendable, Equatable {
    /// Every detent rises by the obstruction's height, as far as the top inset allows.
    case rise
    /// The sheet goes to its highest detent above the obstruction while it is up, and
    /// back to its own detent when it goes (gorhom's `keyboardBehavior="extend"`).
    case extend
    /// The sheet fills the space above the obstruction while it is up (gorhom's
    /// `keyboardBehavior="fillParent"`).
    case fill
}

/// What a back action (Android's back gesture, a browser's close request, a game pad's
/// B button) does to a sheet.
public enum BackBehavior: Sendable, Equatable {
    /// Dismiss it (reason `.back`).
    case dismiss
    /// Move it one detent lower, and dismiss it from the lowest when it is dismissible.
    case collapse
    /// Nothing: the sheet takes no back action, and the host routes back elsewhere.
    case none
}

/// How a sheet behaves. Every field has the documented default; `SheetEngine.createSheet`
/// checks the ranges and copies the configuration.
public struct SheetConfiguration: Sendable, Equatable {
    /// Resting heights, lowest first: at least one, at most `Detent.maximumCount`;
    /// consecutive detents of one kind ascend strictly. Default: one `.fraction(1)`.
    public var detents: [Detent] = [.fraction(1)]
    /// Whether a drag, a fling or a backdrop tap may hide the sheet. Default true.
    public var dismissible = true
    /// A slow release with less than this fraction of the lowest detent's height visible
    /// dismisses, [0, 1], unless `dismissHeight` is set. Default 0.5.
    public var dismissFraction = 0.5
    /// Points, >= 0: a slow release with less than this many points visible dismisses
    /// (an "auto-dismiss height"), in place of `dismissFraction`. nil: the fraction
    /// decides. Default nil.
    public var dismissHeight: Double?
    /// pt/s, > 0: a release faster than this moves on in its direction. Default 300:
    /// PanModal's snapping threshold, 1000 · (1 − snapMovementSensitivity 0.7) pt/s
    /// (slackhq/PanModal, PanModalPresentationController.swift).
    public var flingVelocity = 300.0
    /// Default `.dismiss`.
    public var backdropTap = BackdropTapPolicy.dismiss
    /// Whether a dismissal the user asks for (a release or fling that would dismiss, a
    /// dismissing backdrop tap, an accessibility dismiss, a back action) is asked of the
    /// host first: the engine queues `.dismissRequested` with the reason instead, and the
    /// sheet goes back to its lowest detent (a release) or stays (a tap, an action); the
    /// host answers with `dismiss(_:now:)` whenever it likes. A dismissal the host makes
    /// itself is never asked. Default false.
    public var confirmsDismissal = false
    /// What a drag on scrollable content does. Default `.resizes`.
    public var contentInteraction = ContentInteraction.resizes
    /// Where the sheet goes while a keyboard covers the viewport's bottom. Default
    /// `.rise`.
    public var keyboard = KeyboardBehavior.rise
    /// Points, >= 0: a footer pinned to the sheet's visible bottom (`SheetFrame.footerTop`);
    /// `.content` detents make room for it, and so does the content's scroll extent.
    /// Default 0, no footer.
    public var footerHeight = 0.0
    /// What a back action does. Default `.dismiss`.
    public var back = BackBehavior.dismiss
    /// The side of the viewport the sheet is attached to. Default `.bottom`.
    public var edge = SheetEdge.bottom
    /// Points, >= 0, between the sheet and its side: above 0 the sheet is a floating card,
    /// every corner rounded, that leaves whole past its margin (gorhom's `detached` with
    /// `bottomInset`, FloatingPanel's margins). Default 0, attached.
    public var edgeInset = 0.0
    /// Points, >= 0, kept free on both ends across the sheet's axis (a card's side
    /// margins). Default 0.
    public var sideInset = 0.0
    /// Points, > 0: the most the sheet spans across its axis (a column of a bottom sheet
    /// on a wide screen), placed by `crossAlignment`; nil: as far as the viewport allows.
    /// Default nil.
    public var maximumCrossSize: Double?
    /// Where a sheet narrower than the room across its axis sits. Default `.center`.
    public var crossAlignment = CrossAlignment.center
    /// What the sheet becomes in a viewport wider than `wideThreshold`. Default `.same`.
    public var wideLayout = WideLayout.same
    /// Points, >= 0: a viewport wider than this is wide. Default 700: between Material 3's
    /// compact and medium window widths' boundary (600 dp) and the narrowest regular
    /// width of an iPad (744 points, an iPad mini held upright), so that every iPad and
    /// a phone on its side take the wide layout.
    public var wideThreshold = 700.0
    /// Whether the page behind recedes while this sheet is up (iOS's page sheets, vaul's
    /// `shouldScaleBackground`): frames report it in `SheetFrame.background`. Default
    /// false.
    public var scalesBackground = false
    /// nil: every detent dims the backdrop. `i`: at detents 0...i the backdrop is clear
    /// and a touch above the sheet passes through (a maps-style sheet); above detent i it
    /// dims, interpolated by position. Default nil.
    public var largestUndimmedDetent: Int? = nil
    /// Alpha of a fully dimmed backdrop, [0, 1]. Default 0.4.
    public var backdropAlpha = 0.4
    /// Points, >= 0, reported in the frame for the host to draw. Default 12.
    public var cornerRadius = 12.0
    /// Rubber-band coefficient c in (0, 1] of b(x) = (1 − 1/(x·c/d + 1))·d. Default 0.55,
    /// UIScrollView's (see `rubberBand(overshoot:coefficient:dimension:)`).
    public var rubberBand = 0.55
    /// Points, >= 0, a touch travels before it is a drag; shorter movements are taps.
    /// Default 8, Android's touch slop (ViewConfiguration.TOUCH_SLOP, 8 dp).
    public var touchSlop = 8.0
    /// Handed back in every event about the sheet. Default 0.
    public var userTag: UInt64 = 0
    /// Default `.push`.
    public var stack = StackBehavior.push
    /// Default `.automatic`.
    public var grabber = GrabberVisibility.automatic
    /// Points, >= 0: the band at the top of the sheet where a tap hits the grabber and
    /// cycles the detents. Default 24.
    public var grabberHeight = 24.0
    /// The animator of each kind of motion. Defaults: present, dismiss and settle use the
    /// built-in spring (response 0.35 s, damping ratio 1), content uses the built-in fade
    /// (0.25 s).
    public var present = Transition()
    public var dismiss = Transition()
    public var settle = Transition()
    public var content = Transition()

    /// The defaults.
    public init() {}

    /// The defaults with `detents`.
    public init(detents: [Detent]) {
        self.detents = detents
    }

    /// Whether the grabber shows, as `grabber` decides for these detents.
    public var showsGrabber: Bool {
        switch grabber {
        case .automatic: detents.count > 1
        case .visible: true
        case .hidden: false
        }
    }

    /// Checks every field's range, naming the first that is wrong.
    public func validate() throws(SheetError) {
        try Detent.validate(detents)
        try require(dismissFraction, .dismissFraction, .closed(0, 1))
        if let dismissHeight { try require(dismissHeight, .dismissHeight, .atLeast(0)) }
        try require(flingVelocity, .flingVelocity, .above(0))
        if let largestUndimmedDetent, largestUndimmedDetent < 0 || largestUndimmedDetent >= detents.count {
            throw SheetError(.invalidArgument, .undimmedDetentOutOfRange(largestUndimmedDetent, count: detents.count))
        }
        if case .moveToDetent(let detent) = backdropTap, detent < 0 || detent >= detents.count {
            throw SheetError(.invalidArgument, .backdropTapDetentOutOfRange(detent, count: detents.count))
        }
        try require(backdropAlpha, .backdropAlpha, .closed(0, 1))
        try require(cornerRadius, .cornerRadius, .atLeast(0))
        try require(rubberBand, .rubberBand, .openClosed(0, 1))
        try require(touchSlop, .touchSlop, .atLeast(0))
        try require(grabberHeight, .grabberHeight, .atLeast(0))
        try require(footerHeight, .footerHeight, .closed(0, Viewport.maximumLength))
        try require(edgeInset, .edgeInset, .closed(0, Viewport.maximumLength))
        try require(sideInset, .sideInset, .closed(0, Viewport.maximumLength))
        if let maximumCrossSize { try require(maximumCrossSize, .maximumCrossSize, .openClosed(0, Viewport.maximumLength)) }
        try require(wideThreshold, .wideThreshold, .atLeast(0))
    }
}
