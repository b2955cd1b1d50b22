/// Everything the engine knows about one live sheet.
///
/// Fields are declared in the order of use: what every frame and tick reads comes first
/// and together, so that a sheet's frame touches as few cache lines as it can; what
/// only commands and gestures need follows. Some values are kept rather than worked out
/// when read, each written in one place: `reportedState` and `reportedDetent` (from
/// `lifecycle` and `detent`), `movement` (from `motion` and `scroll`), `gestureOwner`
/// (from `gesture`), `highestHeight`, `lowestHeight`, `dimming` and
/// `coverHeightReciprocal` (from the detents' heights and `detent`), `showsGrabber` and
/// `cornerRadius` (from `configuration`).
@usableFromInline
struct SheetRecord {
    /// The id the sheet was issued under; a vacant slot holds an id of 0, which has no
    /// slot, so the id alone tells a live record from a vacant one.
    @usableFromInline var id: SheetID
    /// Whether the slot holds a sheet.
    var isLive: Bool { id.rawValue != 0 }
    /// What moves on its own: what a tick looks at.
    private(set) var movement: Movement = []
    var lifecycle = Lifecycle.hidden {
        didSet { updateReport() }
    }
    /// The lifecycle's state, as frames report it.
    @usableFromInline private(set) var reportedState = SheetState.hidden
    /// Whether `contentID` and `outgoingContentID` have a value. Their tags are kept
    /// here, in bytes the fields around them leave free, and their values with the other
    /// content fields: as two `UInt64?` fields they would take 16 bytes each and push
    /// every field a frame reads after them further from the record's start.
    @usableFromInline private(set) var hasContentID = false
    @usableFromInline private(set) var hasOutgoingContentID = false
    /// What a frame adds to what the record holds: a footer's place, a focused field's
    /// scroll, a back gesture's shrink (from `configuration`, `focus` and `back`). Kept
    /// here, beside the content ids' tags, so that a frame of a sheet with none of them
    /// reads one byte it has already loaded.
    @usableFromInline private(set) var frameAdditions: FrameAdditions = []
    /// The detent frames and events report: `detent` while the lifecycle has one
    /// (`Lifecycle.hasDetent`), else nil.
    @usableFromInline private(set) var reportedDetent: Int?
    /// Who owns the pointer stream: what frames report of `gesture`.
    @usableFromInline private(set) var gestureOwner = GestureOwner.none
    @usableFromInline private(set) var showsGrabber: Bool
    /// The detent the sheet rests at, heads to, or comes back to: a valid index while the
    /// sheet lives. Frames and events report it only while the lifecycle has one
    /// (`Lifecycle.hasDetent`).
    var detent = 0 {
        didSet {
            updateReport()
            updateCoverHeight()
        }
    }
    /// The sheet just above this one in the engine's stack, kept with the stack so
    /// that a frame finds the sheet that covers it without reading the stack.
    @usableFromInline var sheetAbove: Int?
    @usableFromInline var visual: Visual
    /// Velocity of top, pt/s.
    @usableFromInline var velocity = 0.0
    /// The values of `contentID` and `outgoingContentID`, read only while
    /// `hasContentID` and `hasOutgoingContentID` are set; 0 otherwise.
    @usableFromInline private(set) var contentIDValue: UInt64 = 0
    @usableFromInline private(set) var outgoingContentIDValue: UInt64 = 0
    /// The content shown; nil for none.
    @usableFromInline var contentID: UInt64? {
        @inlinable get { hasContentID ? contentIDValue : nil }
        set {
            hasContentID = newValue != nil
            contentIDValue = newValue ?? 0
        }
    }
    /// While a swap cross-fades: the content fading out; nil when none is.
    @usableFromInline var outgoingContentID: UInt64? {
        @inlinable get { hasOutgoingContentID ? outgoingContentIDValue : nil }
        set {
            hasOutgoingContentID = newValue != nil
            outgoingContentIDValue = newValue ?? 0
        }
    }
    /// Alpha of the incoming content while a content motion runs.
    @usableFromInline var contentAlpha = 1.0
    /// The outgoing content's alpha when the running swap began.
    @usableFromInline var outgoingStartAlpha = 0.0
    /// The content's scroll offset as the engine drives it, points.
    @usableFromInline var contentOffset = 0.0
    /// The content's scrollable length, points, with room for the footer
    /// (`scrollExtent(declared:)`); 0 when it does not scroll.
    @usableFromInline private(set) var scrollExtent = 0.0
    @usableFromInline private(set) var cornerRadius: Double
    /// The highest detent's visible height, `heights.last`, points.
    @usableFromInline private(set) var highestHeight = 0.0
    /// 1 / the visible height at which this sheet, pushed over another, covers it fully
    /// (its detent's height), 1/pt; 0 when it does not recede the sheet below. The frame
    /// of the sheet below multiplies by it.
    @usableFromInline private(set) var coverHeightReciprocal = 0.0
    /// The length of the sheet's space along its axis (`placement.space.height`) and the
    /// line its visible heights are measured from (`placement.space.baseline`), points:
    /// what the tick and the frame read of the placement.
    @usableFromInline private(set) var axisLength = 0.0
    @usableFromInline private(set) var axisBaseline = 0.0
    /// Where the sheet lies and the space it moves in; placed again by `place` when the
    /// viewport, the obstruction, the layout direction, the configuration or the content
    /// height changes.
    @usableFromInline private(set) var placement = Placement.bottom(in: .unset)
    /// The lowest detent's visible height, `heights.first`, points.
    @usableFromInline private(set) var lowestHeight = 0.0
    /// The running motion; its driver is `.none` when there is none. Replacing it lets a
    /// host animator's motion go.
    var motion = RunningMotion.none {
        didSet {
            if let old = oldValue.hostMotion, !(motion.hostMotion.map { old.holdsSameMotion(as: $0) } ?? false) {
                old.release()
            }
            updateMovement()
        }
    }
    /// The content's momentum after a release, if it still moves.
    var scroll: RunningScroll? {
        didSet { updateMovement() }
    }
    /// The pointer down on the sheet or its backdrop, if any.
    var gesture: PointerGesture? {
        didSet { gestureOwner = gesture?.owner ?? .none }
    }
    /// Where the sheet stands in the engine's stack; nil when it is not in it.
    var stackPosition: Int?
    /// Visible heights of the detents above the baseline of the sheet's space, ascending;
    /// recomputed by `place`.
    private(set) var heights: [Double] = []
    /// The visible heights between which the backdrop goes from clear to dimmed, as the
    /// detents' heights and `configuration.largestUndimmedDetent` place them; the page
    /// behind recedes over the same range.
    private(set) var dimming = DimmingRange(clear: .infinity, dim: .infinity)
    /// How the sheet behaves, as it was made or last updated. Its transitions are not
    /// kept here (they are left at their defaults): `transitions` holds them resolved. The
    /// detents are the record's own storage, replaced in place by an update.
    private(set) var configuration: SheetConfiguration
    /// The animators of each motion kind, resolved when the sheet was made or updated.
    private(set) var transitions: ResolvedTransitions
    /// Where the pointer of `gesture` went down and where it has been.
    var pointer = PointerTrack(x: 0, y: 0, viewportX: 0, viewportY: 0)
    /// Points.
    var contentHeight = 0.0
    /// The scroll extent the host declared (`SheetEngine.setScrollExtent`), points;
    /// `scrollExtent` adds the footer's room to it.
    var declaredScrollExtent = 0.0 {
        didSet { updateScrollExtent() }
    }
    /// The field of the content that has the keyboard's focus, if any.
    var focus: FocusedField? {
        didSet { updateFrameAdditions() }
    }
    /// A back gesture in progress or springing back, if any.
    var back: BackGesture? {
        didSet {
            // A gesture springing back changes every frame; the frame's additions change
            // only when one begins or ends.
            if (oldValue == nil) != (back == nil) { updateFrameAdditions() }
            updateMovement()
        }
    }
    /// Velocity of the content offset, pt/s.
    var contentVelocity = 0.0

    init(id: SheetID, configuration: SheetConfiguration, transitions: ResolvedTransitions, hiddenTop: Double) {
        self.id = id
        self.configuration = Self.kept(configuration)
        showsGrabber = configuration.showsGrabber
        cornerRadius = configuration.cornerRadius
        self.transitions = transitions
        visual = Visual(top: hiddenTop)
        updateFrameAdditions()
    }

    /// What the record keeps of a configuration: all but the transitions, which it holds
    /// resolved.
    private static func kept(_ configuration: SheetConfiguration) -> SheetConfiguration {
        var kept = configuration
        kept.present = Transition()
        kept.dismiss = Transition()
        kept.settle = Transition()
        kept.content = Transition()
        return kept
    }

    /// Makes the detents the record's own storage, apart from the array the host passed,
    /// so that an update replaces them in place (`adopt`). Allocates.
    mutating func ownDetents() {
        var own: [Detent] = []
        own.reserveCapacity(configuration.detents.count)
        own.append(contentsOf: configuration.detents)
        configuration.detents = own
    }

    /// Takes a new configuration, whose transitions are already resolved in place
    /// (`updateTransitions`): its detents are copied into the record's own storage, which
    /// grows only when they outnumber what it holds. The heights are the caller's to
    /// resolve again.
    mutating func adopt(_ newConfiguration: SheetConfiguration) {
        var detents = configuration.detents
        configuration = Self.kept(newConfiguration)
        // The record no longer holds the old array: `detents` is its one reference, and
        // is replaced in place.
        detents.replaceSubrange(detents.indices, with: newConfiguration.detents)
        configuration.detents = detents
        showsGrabber = configuration.showsGrabber
        cornerRadius = configuration.cornerRadius
        updateScrollExtent()
        updateFrameAdditions()
    }

    /// Resolves `configuration`'s transitions, checked beforehand
    /// (`ResolvedTransitions.check`), into the record's own parameter storage.
    mutating func updateTransitions(_ newConfiguration: SheetConfiguration, in registry: AnimatorRegistry) {
        transitions.update(from: newConfiguration, in: registry)
    }

    /// What a free slot holds.
    @inline(never)
    static func vacant() -> SheetRecord {
        SheetRecord(id: SheetID(rawValue: 0), configuration: SheetConfiguration(), transitions: .vacant, hiddenTop: 0)
    }

    @inline(never)
    private mutating func updateReport() {
        reportedState = lifecycle.state
        reportedDetent = lifecycle.hasDetent ? detent : nil
    }

    /// Places the sheet in `viewport` with `direction`, and recomputes the detents'
    /// visible heights in its space for the content height.
    mutating func place(in viewport: Viewport, direction: SheetLayoutDirection) {
        placement = Placement(configuration, in: viewport, direction: direction)
        let space = placement.space
        // A footer sits below the content: a `.content` detent makes room for it.
        Detent.resolveHeights(configuration.detents, viewport: space, contentHeight: contentHeight + configuration.footerHeight,
                              into: &heights)
        if placement.highestFillsRoom, !heights.isEmpty {
            heights[heights.count - 1] = space.availableHeight < Detent.smallestHeight ? 0 : space.availableHeight
        }
        if let extent = placement.fixedExtent {
            let height = min(extent, space.availableHeight)
            for index in heights.indices { heights[index] = height }
        }
        if viewport.obstruction > 0 {
            keyboardHeights(in: space)
        }
        if placement.centresHighestDetent, let highest = heights.last {
            centreHighestDetent(highest, in: viewport)
        }
        axisLength = placement.space.height
        axisBaseline = placement.space.baseline
        updateFrameAdditions()
        // A sheet has at least one detent; a record with none has no heights, and 0.
        lowestHeight = heights.first ?? 0
        highestHeight = heights.last ?? 0
        dimming = DimmingRange(detentHeights: heights, largestUndimmed: configuration.largestUndimmedDetent)
        updateCoverHeight()
    }

    /// While a keyboard is up, the detents as the keyboard behaviour places them: each
    /// where it was (rising with the baseline), each at the highest, or each filling
    /// the space above the keyboard.
    private mutating func keyboardHeights(in viewport: Viewport) {
        let height: Double
        switch configuration.keyboard {
        case .rise: return
        case .extend: height = heights.last ?? 0
        case .fill: height = viewport.availableHeight < Detent.smallestHeight ? 0 : viewport.availableHeight
        }
        for index in heights.indices { heights[index] = height }
    }

    /// Content that scrolls scrolls the footer's height further, so that its end comes
    /// out from under the footer.
    private mutating func updateScrollExtent() {
        scrollExtent = declaredScrollExtent > 0 ? declaredScrollExtent + configuration.footerHeight : 0
    }

    /// Floats the card so that its highest detent, `highest` points tall, lies midway
    /// between the safe areas (or the keyboard) of `viewport`: its gap grows, by as much
    /// as its far margin, never below the wide layout's margin.
    private mutating func centreHighestDetent(_ highest: Double, in viewport: Viewport) {
        let room = viewport.height - viewport.safeTop - max(viewport.safeBottom, viewport.obstruction)
        let gap = max(Placement.wideMargin, (room - highest) / 2)
        let extra = gap - placement.gap
        guard extra > 0 else { return }
        placement.gap = gap
        placement.space.safeTop += extra
        placement.space.obstruction = min(placement.space.obstruction + extra, max(0, placement.space.height - placement.space.safeTop))
        let available = placement.space.availableHeight
        for index in heights.indices where heights[index] > available { heights[index] = available }
    }

    @inline(never)
    private mutating func updateFrameAdditions() {
        var additions: FrameAdditions = []
        if !placement.isPlainBottom { additions.insert(.placement) }
        if configuration.footerHeight > 0 { additions.insert(.footer) }
        if focus != nil { additions.insert(.focus) }
        if back != nil { additions.insert(.back) }
        frameAdditions = additions
    }

    private mutating func updateCoverHeight() {
        let covers = configuration.stack == .push && detent < heights.count
        coverHeightReciprocal = covers && heights[detent] > 0 ? 1 / heights[detent] : 0
    }

    /// What a frame adds to what the record holds.
    @usableFromInline
    struct FrameAdditions: OptionSet, Sendable {
        @usableFromInline let rawValue: UInt8
        @usableFromInline init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A footer is pinned to the sheet's visible bottom.
        static let footer = FrameAdditions(rawValue: 1)
        /// A focused field is kept above the keyboard.
        static let focus = FrameAdditions(rawValue: 2)
        /// A back gesture shrinks the sheet.
        static let back = FrameAdditions(rawValue: 4)
        /// The sheet is not a plain bottom sheet across the viewport: its rectangle and
        /// its space are the placement's.
        @usableFromInline static let placement = FrameAdditions(rawValue: 8)
    }

    /// What can move a sheet on its own, frame after frame.
    struct Movement: OptionSet {
        let rawValue: UInt8
        /// A motion runs.
        static let sheet = Movement(rawValue: 1)
        /// The content scrolls with its momentum.
        static let content = Movement(rawValue: 2)
        /// A cancelled back gesture springs back.
        static let back = Movement(rawValue: 4)
    }

    private mutating func updateMovement() {
        var springsBack = false
        if case .returning? = back { springsBack = true }
        movement = Movement(rawValue: (motion.driver == .none ? 0 : Movement.sheet.rawValue) | (scroll == nil ? 0 : Movement.content.rawValue)
                            | (springsBack ? Movement.back.rawValue : 0))
    }

    /// Whether a motion runs.
    var hasMotion: Bool { movement.contains(.sheet) }

    /// A slow release with less than this many points visible dismisses.
    var dismissThreshold: Double {
        configuration.dismissHeight ?? configuration.dismissFraction * lowestHeight
    }
}
