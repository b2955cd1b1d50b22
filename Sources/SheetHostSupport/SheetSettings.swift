import SheetCore

/// How a hosted sheet looks and behaves, in a UI toolkit's terms: named detents, which
/// of them leave the background undimmed, the grabber and corner radius, where it is
/// placed (its edge, floating or attached, its span, its wide layout), and the engine's
/// behaviour. `configuration(animated:)` turns it into the engine's
/// `SheetConfiguration`, when the sheet is presented and when its settings change while
/// it is up (`HostedSheet.setSettings(_:animated:now:)`).
public struct SheetSettings: Equatable, Sendable {
    /// Resting heights, lowest first, with unique identifiers. Default: `[.large]`.
    public var detents: [SheetDetent] = [.large]
    /// The detent a presentation goes to; nil: the lowest.
    public var selectedDetentIdentifier: SheetDetent.Identifier?
    /// The highest detent at which the background is neither dimmed nor blocked: touches
    /// above the sheet go through to it. nil: every detent dims. Default nil.
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
    /// Whether the sheet shows a grabber (a tap on it cycles the detents): `.automatic`
    /// shows it when there is more than one detent. Default `.hidden`.
    public var grabber = GrabberVisibility.hidden
    /// The radius of the sheet's rounded corners (those at its free edge, or all four of a
    /// floating card), points; nil: the engine's default (12).
    public var preferredCornerRadius: Double?
    /// What the user's dismissals (a drag, a fling, a tap on the dimmed background, an
    /// accessibility action) do. Default `.allowed`.
    public var userDismissal = UserDismissal.allowed
    /// What a drag on the content's handed-over scroll view does first: the sheet grows
    /// (`.resizes`, the default) or the content scrolls (`.scrolls`).
    public var contentInteraction = ContentInteraction.resizes
    /// Whether the page behind recedes while the sheet is up, as behind iOS's page sheets:
    /// the host draws it as `SheetLayout.background` says. Default false.
    public var recedesBackground = false
    /// Points, >= 0: a slow release with less than this visible dismisses (an
    /// auto-dismiss height). nil: the engine's `dismissFraction` decides (half the lowest
    /// detent by default). Default nil.
    public var dismissHeight: Double?
    /// What a tap on the dimmed background does. Default `.dismiss`.
    public var backdropTap = BackdropTapPolicy.dismiss
    /// Alpha of the fully dimmed background, [0, 1]. Default 0.4.
    public var dimmingAlpha = 0.4
    /// What presenting this sheet over another does to that one. Default `.push`.
    public var stackBehavior = StackBehavior.push
    /// Where the sheet goes while a keyboard is up: its detents rise with it (`.rise`,
    /// the default), it goes to its highest detent above it (`.extend`), or it fills the
    /// room above it (`.fill`).
    public var keyboard = KeyboardBehavior.rise
    /// What a back action (`HostedSheet.performBack(now:)`, a back gesture followed with
    /// `HostedSheet.beginBack(now:)`) does: dismiss the sheet (`.dismiss`, the default),
    /// take it one detent lower (`.collapse`), or nothing, the host passing it on (`.none`).
    public var back = BackBehavior.dismiss
    /// Points, >= 0: the height of a footer the host draws at the sheet's visible bottom
    /// (`SheetLayout.footerFrame`), above a keyboard; fitted detents and a scroll view's
    /// extent make room for it. Default 0: none.
    public var footerHeight = 0.0
    /// The side of the host view the sheet is attached to, and comes from: the bottom
    /// (the default), the top (a notification), or the leading or trailing side (a side
    /// sheet, whose detents are widths), after the host's layout direction
    /// (`SheetHost.setLayoutDirection(_:)`).
    public var edge = SheetEdge.bottom
    /// Points, >= 0, between the sheet and its edge (beyond the safe area and a keyboard):
    /// above 0 the sheet is a floating card, every corner rounded, that keeps its lowest
    /// detent's size as it leaves. Default 0: attached.
    public var edgeInset = 0.0
    /// Points, >= 0, kept free at both ends across the sheet's axis (a card's side
    /// margins; for a side sheet, above and below it). Default 0.
    public var sideInset = 0.0
    /// Points, > 0: the most the sheet spans across its axis (its width at the bottom or
    /// the top, a column on a wide screen; its height on a side), placed by
    /// `crossAlignment`. nil: as far as the host view allows. Default nil.
    public var maximumCrossSize: Double?
    /// Where a sheet narrower than the room across its axis sits: in the middle (the
    /// default), or at the leading or trailing end (for a side sheet, the top or the bottom).
    public var crossAlignment = CrossAlignment.center
    /// What the sheet becomes in a wide host view (`wideLayoutCondition`): a floating card
    /// at the leading side as Apple Maps' on an iPad (`.floatingLeading`), a trailing side
    /// sheet (`.sideTrailing`), a centred card as a form sheet (`.centered`), or what it is
    /// everywhere (`.same`, the default). A host view that becomes wide or narrow (a
    /// rotation, a window resized, a size class that changes) moves a presented sheet to
    /// its other layout with a motion, keeping its detent.
    public var wideLayout = WideLayout.same
    /// When the host view is wide: while its horizontal size class is regular (the
    /// default; `SheetHost.setHorizontalSizeClass(_:now:)`), or wider than a width.
    public var wideLayoutCondition = WideLayoutCondition.regularWidth
    /// How the sheet comes in. Default: the engine's spring.
    public var presentTransition = Transition()
    /// How it leaves. Default: the engine's spring.
    public var dismissTransition = Transition()
    /// How it moves between detents. Default: the engine's spring.
    public var settleTransition = Transition()
    /// How swapped content cross-fades. Default: the engine's fade.
    public var contentTransition = Transition()
    /// The engine's fields this type does not name (fling velocity, rubber band, touch
    /// slop, grabber height, ...). Its detents, dimming, grabber, corner radius,
    /// dismissal, content interaction, background, stacking, keyboard, back, footer,
    /// placement (edge, insets, span, alignment, wide layout) and transitions are replaced
    /// by the fields above.
    public var engine = SheetConfiguration()

    /// The defaults.
    public init() {}

    /// The defaults with `detents`.
    public init(detents: [SheetDetent]) {
        self.detents = detents
    }

    /// The same transition for presentation, dismissal and moves between detents.
    public mutating func setTransitions(_ transition: Transition) {
        setTransition(transition, for: .sheet)
    }

    /// `transition` for each of `motions`; the others keep theirs.
    public mutating func setTransition(_ transition: Transition, for motions: SheetMotions) {
        if motions.contains(.present) { presentTransition = transition }
        if motions.contains(.dismiss) { dismissTransition = transition }
        if motions.contains(.settle) { settleTransition = transition }
        if motions.contains(.content) { contentTransition = transition }
    }

    /// The index of the detent named `identifier`.
    public func index(of identifier: SheetDetent.Identifier) throws(SheetHostError) -> Int {
        guard let index = detents.index(of: identifier) else { throw .unknownDetent(identifier) }
        return index
    }

    /// The index a presentation goes to: the selected detent's, or 0.
    public func presentationIndex() throws(SheetHostError) -> Int {
        guard let selected = selectedDetentIdentifier else { return 0 }
        return try index(of: selected)
    }

    /// The engine's configuration while the host's horizontal size class is
    /// `horizontalSizeClass` (which decides the wide layout under `.regularWidth`).
    /// `animated` false makes the presentation arrive at once (a zero-length fade): the
    /// engine takes a sheet's transitions when the sheet is made.
    ///
    /// A `backdropTap` of `.moveToDetent(i)` names a detent by its index in `detents`.
    public func configuration(animated: Bool = true,
                              horizontalSizeClass: HostSizeClass = .unspecified) throws(SheetHostError) -> SheetConfiguration {
        var seen: Set<SheetDetent.Identifier> = []
        for detent in detents {
            guard seen.insert(detent.identifier).inserted else { throw .duplicateDetent(detent.identifier) }
        }
        var configuration = engine
        configuration.detents = detents.engineDetents
        if let undimmed = largestUndimmedDetentIdentifier {
            configuration.largestUndimmedDetent = try index(of: undimmed)
        } else {
            configuration.largestUndimmedDetent = nil
        }
        configuration.grabber = grabber
        if let preferredCornerRadius { configuration.cornerRadius = preferredCornerRadius }
        configuration.dismissible = userDismissal != .disabled
        configuration.confirmsDismissal = userDismissal == .confirmed
        configuration.contentInteraction = contentInteraction
        configuration.scalesBackground = recedesBackground
        configuration.dismissHeight = dismissHeight
        configuration.backdropTap = backdropTap
        configuration.backdropAlpha = dimmingAlpha
        configuration.stack = stackBehavior
        configuration.keyboard = keyboard
        configuration.back = back
        configuration.footerHeight = footerHeight
        configuration.edge = edge
        configuration.edgeInset = edgeInset
        configuration.sideInset = sideInset
        configuration.maximumCrossSize = maximumCrossSize
        configuration.crossAlignment = crossAlignment
        configuration.wideLayout = wideLayout
        configuration.wideThreshold = wideLayoutCondition.wideThreshold(sizeClass: horizontalSizeClass)
        configuration.present = animated ? presentTransition : .fade(duration: 0)
        configuration.dismiss = dismissTransition
        configuration.settle = settleTransition
        configuration.content = contentTransition
        do {
            try configuration.validate()
        } catch {
            throw .engine(error)
        }
        return configuration
    }
}

extension Transition {
    /// About how long the transition's motion lasts, seconds, for a toolkit that wants a
    /// duration up front (UIKit's `transitionDuration(using:)`, used to run animations
    /// alongside): a slide's or fade's duration, a spring's response, or the default
    /// spring's response (0.35 s) for the default animator. The engine decides when the
    /// motion really ends.
    public var nominalDuration: Double {
        for name: AnimatorName in ["duration", "response"] {
            if let argument = arguments.first(where: { $0.name == name }) { return argument.value }
        }
        return SpringAnimation.defaultResponse
    }
}
