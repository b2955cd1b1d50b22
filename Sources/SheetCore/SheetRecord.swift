/// Everything the engine knows about one live sheet.
///
/// What a frame reads is `@usableFromInline`, so that the C layer's frame call inlines
/// `SheetEngine.frame(atSlot:)` and stores each field straight into the host's struct.
@usableFromInline
struct SheetRecord {
    // Fields are declared in the order of use: what every frame and tick reads comes
    // first and together, so a sheet's frame touches as few cache lines as it can;
    // what only commands and gestures need follows.

    @usableFromInline var id: SheetID
    /// False for a slot whose sheet was destroyed (or never created): a vacant record
    /// holds `.none`, an id never issued.
    var alive: Bool { id.raw != SheetID.none.raw }
    /// Whether the sheet or its content moves on its own: what a tick looks at.
    var isMoving = false
    /// Whether `runningMotion` holds a running motion.
    var hasMotion = false
    /// Whether `scrollMotion` holds a running scroll: the tick reads this flag rather
    /// than the optional, which lies far down the record.
    var hasScroll = false
    @usableFromInline var state = SheetState.hidden
    /// Who owns the pointer stream, kept with `pointer` so frames need not read it.
    @usableFromInline var gestureOwner = GestureOwner.none
    // Scalars of the configuration that frames read, kept apart so that reading them
    // does not touch the configuration's arrays.
    @usableFromInline let showsGrabber: Bool
    let stackBehavior: StackBehavior
    /// The detent the sheet rests at or is heading to; -1 when hidden or dismissing.
    @usableFromInline var detent = -1
    /// Where the sheet stands in the engine's stack; -1 when it is not in it.
    @usableFromInline var stackPosition = -1
    /// The slot of the sheet just above this one in the stack; -1 when it is on top or
    /// not in the stack. Kept with `stackPosition`, so that a frame finds the sheet that
    /// covers it without reading the stack.
    @usableFromInline var sheetAbove = -1
    @usableFromInline var visual: Visual
    /// Velocity of top, pt/s.
    @usableFromInline var velocity = 0.0
    @usableFromInline var contentID: UInt64 = 0
    @usableFromInline var outgoingContentID: UInt64 = 0
    /// Alpha of the incoming content while a content motion runs.
    @usableFromInline var contentAlpha = 1.0
    /// The outgoing content's alpha when the running swap began.
    @usableFromInline var outgoingStartAlpha = 0.0
    /// The content's scroll offset as the engine drives it, points.
    @usableFromInline var contentOffset = 0.0
    /// The content's scrollable length, points; 0 when it does not scroll.
    @usableFromInline var scrollExtent = 0.0
    @usableFromInline let cornerRadius: Double
    /// The highest detent's visible height, `heights.last`, kept here for frames.
    @usableFromInline private(set) var highestHeight = 0.0
    /// 1 / the visible height at which this sheet, pushed over another, covers it fully
    /// (its home detent's height), 1/pt; 0 when it does not recede the sheet below. Kept
    /// in step with `homeDetent` and `heights` so that the frame of the sheet below
    /// reads one number rather than this sheet's arrays, and multiplies by it.
    @usableFromInline private(set) var coverHeightReciprocal = 0.0
    /// The running motion's storage; meaningful only while `hasMotion`. Its first
    /// fields, what a tick reads, end the record's third cache line.
    var runningMotion = RunningMotion.idle
    /// Visible heights of the detents above the baseline, ascending; recomputed by
    /// `resolveHeights` when the viewport, the obstruction or the content height changes.
    private(set) var heights: ContiguousArray<Double> = []

    /// The running motion, or nil. Kept as plain storage and a flag, so that the
    /// per-frame path reads its fields in place rather than through an optional.
    var motion: RunningMotion? {
        get { hasMotion ? runningMotion : nil }
        set {
            if let newValue { runningMotion = newValue } else { runningMotion.driver.stepsInPlace = false }
            hasMotion = newValue != nil
            isMoving = hasMotion || hasScroll
        }
    }
    var config: SheetConfiguration
    var transitions: SheetTransitions
    /// The detent it last rested at or headed to while presented: where a cancelled
    /// pointer sends it back.
    var homeDetent = 0 {
        didSet { updateCoverHeight() }
    }
    var pointer: PointerSession? {
        didSet { gestureOwner = pointer?.gestureOwner ?? .none }
    }
    /// A WILL_PRESENT not yet closed by DID_PRESENT or TRANSITION_CANCELLED.
    var presentPending = false
    /// The reason of a WILL_DISMISS not yet closed.
    var dismissPending: SheetReason?
    var contentHeight = 0.0
    /// Presented, but switched away beneath another sheet (stack behaviour switch).
    var suspended = false
    /// Velocity of the content offset, pt/s.
    var contentVelocity = 0.0
    var scrollMotion: RunningScroll? {
        didSet {
            hasScroll = scrollMotion != nil
            isMoving = hasMotion || hasScroll
        }
    }

    init(id: SheetID, config: SheetConfiguration, transitions: SheetTransitions, hiddenTop: Double) {
        self.id = id
        self.config = config
        cornerRadius = config.cornerRadius
        showsGrabber = config.showsGrabber
        stackBehavior = config.stack
        self.transitions = transitions
        visual = Visual(top: hiddenTop)
    }

    /// A dead placeholder for a free slot.
    static func vacant() -> SheetRecord {
        let none = ResolvedTransition(animator: 0, parameters: [])
        return SheetRecord(id: .none, config: SheetConfiguration(),
                           transitions: SheetTransitions(present: none, dismiss: none, settle: none, content: none),
                           hiddenTop: 0)
    }

    /// Recomputes the detents' visible heights for `viewport` and the content height.
    mutating func resolveHeights(in viewport: Viewport) {
        Detent.resolveHeights(config.detents, viewport: viewport, contentHeight: contentHeight, into: &heights)
        highestHeight = heights.last ?? 0
        updateCoverHeight()
    }

    private mutating func updateCoverHeight() {
        let covers = stackBehavior == .push && homeDetent >= 0 && homeDetent < heights.count
        coverHeightReciprocal = covers && heights[homeDetent] > 0 ? 1 / heights[homeDetent] : 0
    }

    var dismissThreshold: Double {
        if config.dismissHeight > 0 { return config.dismissHeight }
        return config.dismissFraction * (heights.first ?? 0)
    }
}
