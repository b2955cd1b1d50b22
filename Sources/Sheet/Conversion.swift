import CSheet
import SheetCore

// C structs and constants to the engine's Swift values and back.

// MARK: Host structs

/// Checks a host's output struct: not NULL, and its `struct_size` covers at least the
/// first `minimum` bytes. Returns the struct and the size the host declared: any
/// `uint32_t`, kept as one, since where `Int` is 32 bits half of them do not fit in it.
@inline(__always)
func requireOutput<T>(_ out: UnsafeMutablePointer<T>?, minimum: Int, _ name: StaticString) throws(CallError) -> (UnsafeMutablePointer<T>, UInt32) {
    guard let out else { throw CallError.null("out") }
    let hostSize = UnsafeRawPointer(out).load(as: UInt32.self)
    guard hostSize >= minimum else { throw CallError.structTooSmall(name, size: hostSize, minimum: minimum) }
    return (out, hostSize)
}

/// A `size_t` of the host (a count or an index), which Swift imports as `Int`, as the
/// unsigned number the host wrote: read as `Int`, one past `Int.max` (2^31 - 1 where
/// `Int` is 32 bits) would pass for a negative number.
@inline(__always)
func hostCount(_ value: Int) -> UInt { UInt(bitPattern: value) }

extension Bool {
    /// 1 or 0, as sheet.h's `int32_t` flags carry it.
    @inline(__always)
    var cFlag: Int32 { self ? 1 : 0 }
}

/// A struct the host passes for the library to fill, versioned by its first field.
protocol HostStruct {
    var struct_size: UInt32 { get set }
}

extension sheet_frame: HostStruct {}
extension sheet_config: HostStruct {}
extension sheet_event: HostStruct {}
extension sheet_accessibility: HostStruct {}

/// Copies `value` over the first `hostSize` bytes of a host struct (at most the whole
/// struct), leaving the host's `struct_size` as it was: it is copied over with the
/// value it already has.
@inline(__always)
func copyOut<T: HostStruct>(_ value: T, to destination: UnsafeMutablePointer<T>, hostSize: UInt32) {
    var value = value
    value.struct_size = hostSize
    if hostSize >= MemoryLayout<T>.size {
        // The host's struct holds all of ours: one typed store.
        destination.pointee = value
        return
    }
    let count = Int(hostSize)   // below MemoryLayout<T>.size
    withUnsafeBytes(of: &value) { source in
        UnsafeMutableRawBufferPointer(start: destination, count: count)
            .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[..<count]))
    }
}

// MARK: Configuration

/// The defaults of `sheet_config`, as `sheet_config_init` documents them: the engine's.
func defaultCConfig() -> sheet_config {
    let defaults = SheetConfiguration()
    var config = sheet_config()
    config.struct_size = UInt32(MemoryLayout<sheet_config>.size)
    config.detents = nil
    config.detent_count = 0
    config.dismissible = defaults.dismissible.cFlag
    config.dismiss_fraction = defaults.dismissFraction
    config.fling_velocity = defaults.flingVelocity
    config.backdrop_tap = defaults.backdropTap.cValue
    config.largest_undimmed_detent = -1
    config.backdrop_alpha = defaults.backdropAlpha
    config.corner_radius = defaults.cornerRadius
    config.rubber_band = defaults.rubberBand
    config.user_tag = defaults.userTag
    config.dismiss_height = cDismissHeight(defaults.dismissHeight)
    config.touch_slop = defaults.touchSlop
    config.stack = defaults.stack.cValue
    config.grabber = defaults.grabber.cValue
    config.grabber_height = defaults.grabberHeight
    config.confirm_dismiss = defaults.confirmsDismissal.cFlag
    config.backdrop_tap_detent = 0
    config.content_interaction = defaults.contentInteraction.cValue
    config.scales_background = defaults.scalesBackground.cFlag
    config.keyboard = defaults.keyboard.cValue
    config.back_behavior = defaults.back.cValue
    config.footer_height = defaults.footerHeight
    config.edge = defaults.edge.cValue
    config.cross_alignment = defaults.crossAlignment.cValue
    config.edge_inset = defaults.edgeInset
    config.side_inset = defaults.sideInset
    config.max_cross_size = defaults.maximumCrossSize ?? 0
    config.wide_threshold = defaults.wideThreshold
    config.wide_layout = defaults.wideLayout.cValue
    return config
}

/// The size of `sheet_config` in the ABI 1.1 and 1.2 headers: through `grabber_height`.
var configSizeOfABI1_2: Int { MemoryLayout<sheet_config>.offset(of: \sheet_config.confirm_dismiss)! }

/// The smallest `sheet_config` a host may pass: the fields of the original contract. A
/// constant, as `minimumEventSize` is.
var minimumConfigSize: Int { MemoryLayout<sheet_config>.offset(of: \sheet_config.dismiss_height)! }

/// The names an engine already holds, its animators' and their parameters': a host's
/// name with the same bytes is read as that name, so that reading it makes nothing.
struct KnownNames {
    let engine: SheetEngine?

    /// None: every name is made from the host's bytes.
    static var none: KnownNames { KnownNames(engine: nil) }

    func name(matching bytes: UnsafeRawBufferPointer) -> AnimatorName? {
        guard let engine else { return nil }
        func matches(_ name: AnimatorName) -> Bool {
            name.withUTF8 { $0.count == bytes.count && $0.elementsEqual(bytes) }
        }
        for index in 0..<engine.animatorCount {
            guard let animator = engine.animator(at: index) else { continue }
            if matches(animator.name) { return animator.name }
            for parameter in animator.parameters where matches(parameter.name) { return parameter.name }
        }
        return nil
    }
}

/// Converts a host's configuration (NULL: the defaults) into `config`, reading only what
/// its `struct_size` covers (what it does not cover keeps its default) and reusing
/// `config`'s storage: its detents' and its transitions' arguments' arrays keep their
/// capacity, and a name `known` holds is taken from it rather than made again. On a
/// refusal `config` is left partly written.
func convertConfig(_ hostConfig: UnsafePointer<sheet_config>?, into config: inout SheetConfiguration,
                   known: KnownNames = .none) throws(CallError) {
    var c = defaultCConfig()
    if let hostConfig {
        let hostSize = hostConfig.pointee.struct_size
        guard hostSize >= minimumConfigSize else {
            throw CallError.structTooSmall("sheet_config", size: hostSize, minimum: minimumConfigSize, status: SHEET_ERR_ABI_MISMATCH)
        }
        let covered = hostSize < MemoryLayout<sheet_config>.size ? Int(hostSize) : MemoryLayout<sheet_config>.size
        withUnsafeMutableBytes(of: &c) { destination in
            destination.copyMemory(from: UnsafeRawBufferPointer(start: hostConfig, count: covered))
        }
    }
    let detentCount = hostCount(c.detent_count)
    config.detents.removeAll(keepingCapacity: true)
    if detentCount > 0 {
        guard detentCount <= SHEET_MAX_DETENTS else {
            throw CallError(SHEET_ERR_INVALID_ARGUMENT, .tooManyDetents(detentCount))
        }
        guard let detents = c.detents else {
            throw CallError(SHEET_ERR_INVALID_ARGUMENT, .noDetentArray(count: detentCount))
        }
        for index in 0..<Int(detentCount) {
            let detent = detents[index]
            let kind: Detent.Kind
            switch detent.kind {
            case SHEET_DETENT_POINTS: kind = .points
            case SHEET_DETENT_FRACTION: kind = .fraction
            case SHEET_DETENT_CONTENT: kind = .content
            default:
                throw CallError(SHEET_ERR_INVALID_ARGUMENT, .unknownDetentKind(index: index, detent.kind))
            }
            config.detents.append(Detent(kind, detent.value))
        }
    } else {
        config.detents.append(.fraction(1))
    }
    config.dismissible = c.dismissible != 0
    config.dismissFraction = c.dismiss_fraction
    config.flingVelocity = c.fling_velocity
    switch c.backdrop_tap {
    case SHEET_TAP_NONE: config.backdropTap = .none
    case SHEET_TAP_DISMISS: config.backdropTap = .dismiss
    case SHEET_TAP_COLLAPSE: config.backdropTap = .collapse
    // Any index: the engine checks it against the detents.
    case SHEET_TAP_DETENT: config.backdropTap = .moveToDetent(Int(c.backdrop_tap_detent))
    default: throw CallError.unknown("backdrop_tap", c.backdrop_tap, expected: "SHEET_TAP_NONE, _DISMISS, _COLLAPSE or _DETENT")
    }
    // -1 is "every detent dims"; any other negative value is refused by the engine.
    config.largestUndimmedDetent = c.largest_undimmed_detent == -1 ? nil : Int(c.largest_undimmed_detent)
    config.backdropAlpha = c.backdrop_alpha
    config.cornerRadius = c.corner_radius
    config.rubberBand = c.rubber_band
    config.userTag = c.user_tag
    config.dismissHeight = coreDismissHeight(c.dismiss_height)
    config.touchSlop = c.touch_slop
    switch c.stack {
    case SHEET_STACK_PUSH: config.stack = .push
    case SHEET_STACK_SWITCH: config.stack = .switchAway
    case SHEET_STACK_REPLACE: config.stack = .replace
    default: throw CallError.unknown("stack", c.stack, expected: "SHEET_STACK_PUSH, _SWITCH or _REPLACE")
    }
    switch c.grabber {
    case SHEET_GRABBER_AUTO: config.grabber = .automatic
    case SHEET_GRABBER_SHOW: config.grabber = .visible
    case SHEET_GRABBER_HIDE: config.grabber = .hidden
    default: throw CallError.unknown("grabber", c.grabber, expected: "SHEET_GRABBER_AUTO, _SHOW or _HIDE")
    }
    config.grabberHeight = c.grabber_height
    config.confirmsDismissal = c.confirm_dismiss != 0
    switch c.content_interaction {
    case SHEET_CONTENT_RESIZES: config.contentInteraction = .resizes
    case SHEET_CONTENT_SCROLLS: config.contentInteraction = .scrolls
    default: throw CallError.unknown("content_interaction", c.content_interaction, expected: "SHEET_CONTENT_RESIZES or _SCROLLS")
    }
    config.scalesBackground = c.scales_background != 0
    switch c.keyboard {
    case SHEET_KEYBOARD_RISE: config.keyboard = .rise
    case SHEET_KEYBOARD_EXTEND: config.keyboard = .extend
    case SHEET_KEYBOARD_FILL: config.keyboard = .fill
    default: throw CallError.unknown("keyboard", c.keyboard, expected: "SHEET_KEYBOARD_RISE, _EXTEND or _FILL")
    }
    switch c.back_behavior {
    case SHEET_BACK_DISMISS: config.back = .dismiss
    case SHEET_BACK_COLLAPSE: config.back = .collapse
    case SHEET_BACK_NONE: config.back = .none
    default: throw CallError.unknown("back_behavior", c.back_behavior, expected: "SHEET_BACK_DISMISS, _COLLAPSE or _NONE")
    }
    config.footerHeight = c.footer_height
    switch c.edge {
    case SHEET_EDGE_BOTTOM: config.edge = .bottom
    case SHEET_EDGE_TOP: config.edge = .top
    case SHEET_EDGE_LEADING: config.edge = .leading
    case SHEET_EDGE_TRAILING: config.edge = .trailing
    default: throw CallError.unknown("edge", c.edge, expected: "SHEET_EDGE_BOTTOM, _TOP, _LEADING or _TRAILING")
    }
    switch c.cross_alignment {
    case SHEET_ALIGN_CENTER: config.crossAlignment = .center
    case SHEET_ALIGN_LEADING: config.crossAlignment = .leading
    case SHEET_ALIGN_TRAILING: config.crossAlignment = .trailing
    default: throw CallError.unknown("cross_alignment", c.cross_alignment, expected: "SHEET_ALIGN_CENTER, _LEADING or _TRAILING")
    }
    config.edgeInset = c.edge_inset
    config.sideInset = c.side_inset
    // 0 is none; any other value (a negative or non-finite one included) is the engine's
    // to check.
    config.maximumCrossSize = c.max_cross_size == 0 ? nil : c.max_cross_size
    config.wideThreshold = c.wide_threshold
    switch c.wide_layout {
    case SHEET_WIDE_SAME: config.wideLayout = .same
    case SHEET_WIDE_FLOATING_LEADING: config.wideLayout = .floatingLeading
    case SHEET_WIDE_SIDE_TRAILING: config.wideLayout = .sideTrailing
    case SHEET_WIDE_CENTERED: config.wideLayout = .centered
    default: throw CallError.unknown("wide_layout", c.wide_layout,
                                     expected: "SHEET_WIDE_SAME, _FLOATING_LEADING, _SIDE_TRAILING or _CENTERED")
    }
    try convertTransition(c.present, .present, into: &config.present, known: known)
    try convertTransition(c.dismiss, .dismiss, into: &config.dismiss, known: known)
    try convertTransition(c.settle, .settle, into: &config.settle, known: known)
    try convertTransition(c.content, .content, into: &config.content, known: known)
}

/// `dismiss_height` as sheet.h documents it: 0 leaves the dismissal to
/// `dismiss_fraction`.
func cDismissHeight(_ height: Double?) -> Double {
    height ?? 0
}

/// A host's `dismiss_height` as the engine takes it: 0 is none, and any other value
/// (a negative or non-finite one included) is the engine's to check.
func coreDismissHeight(_ cValue: Double) -> Double? {
    cValue == 0 ? nil : cValue
}

/// Converts a host's transition into `converted`, reusing its arguments' storage and the
/// names `known` holds.
func convertTransition(_ transition: sheet_transition, _ kind: MotionKind, into converted: inout Transition,
                       known: KnownNames = .none) throws(CallError) {
    if transition.animator != nil {
        converted.animator = try readName(transition.animator, known: known, .transitionAnimator(kind))
    } else {
        converted.animator = nil
    }
    let paramCount = hostCount(transition.param_count)
    guard paramCount > 0 else {
        converted.arguments.removeAll(keepingCapacity: true)
        return
    }
    guard paramCount <= SHEET_MAX_PARAMS else {
        throw CallError(SHEET_ERR_INVALID_ARGUMENT, .tooManyArguments(kind, paramCount))
    }
    guard let params = transition.params else {
        throw CallError(SHEET_ERR_INVALID_ARGUMENT, .noArgumentArray(kind, count: paramCount))
    }
    converted.arguments.removeAll(keepingCapacity: true)
    for index in 0..<Int(paramCount) {
        let name = try readName(params[index].name, known: known, .transitionParameter(kind, index: index))
        converted.arguments.append(Transition.Argument(name, params[index].value))
    }
}

extension BackdropTapPolicy {
    var cValue: Int32 {
        switch self {
        case .none: SHEET_TAP_NONE
        case .dismiss: SHEET_TAP_DISMISS
        case .collapse: SHEET_TAP_COLLAPSE
        case .moveToDetent: SHEET_TAP_DETENT
        }
    }
}

extension KeyboardBehavior {
    var cValue: Int32 {
        switch self {
        case .rise: SHEET_KEYBOARD_RISE
        case .extend: SHEET_KEYBOARD_EXTEND
        case .fill: SHEET_KEYBOARD_FILL
        }
    }
}

extension BackBehavior {
    var cValue: Int32 {
        switch self {
        case .dismiss: SHEET_BACK_DISMISS
        case .collapse: SHEET_BACK_COLLAPSE
        case .none: SHEET_BACK_NONE
        }
    }
}

extension SheetEdge {
    @inline(__always)
    var cValue: Int32 {
        switch self {
        case .bottom: SHEET_EDGE_BOTTOM
        case .top: SHEET_EDGE_TOP
        case .leading: SHEET_EDGE_LEADING
        case .trailing: SHEET_EDGE_TRAILING
        }
    }
}

extension CrossAlignment {
    var cValue: Int32 {
        switch self {
        case .center: SHEET_ALIGN_CENTER
        case .leading: SHEET_ALIGN_LEADING
        case .trailing: SHEET_ALIGN_TRAILING
        }
    }
}

extension WideLayout {
    var cValue: Int32 {
        switch self {
        case .same: SHEET_WIDE_SAME
        case .floatingLeading: SHEET_WIDE_FLOATING_LEADING
        case .sideTrailing: SHEET_WIDE_SIDE_TRAILING
        case .centered: SHEET_WIDE_CENTERED
        }
    }
}

extension ContentInteraction {
    var cValue: Int32 {
        switch self {
        case .resizes: SHEET_CONTENT_RESIZES
        case .scrolls: SHEET_CONTENT_SCROLLS
        }
    }
}

extension StackBehavior {
    var cValue: Int32 {
        switch self {
        case .push: SHEET_STACK_PUSH
        case .switchAway: SHEET_STACK_SWITCH
        case .replace: SHEET_STACK_REPLACE
        }
    }
}

extension GrabberVisibility {
    var cValue: Int32 {
        switch self {
        case .automatic: SHEET_GRABBER_AUTO
        case .visible: SHEET_GRABBER_SHOW
        case .hidden: SHEET_GRABBER_HIDE
        }
    }
}

// MARK: Frames

extension SheetState {
    @inline(__always)
    var cValue: Int32 {
        switch self {
        case .hidden: SHEET_STATE_HIDDEN
        case .presenting: SHEET_STATE_PRESENTING
        case .resting: SHEET_STATE_RESTING
        case .dragging: SHEET_STATE_DRAGGING
        case .settling: SHEET_STATE_SETTLING
        case .dismissing: SHEET_STATE_DISMISSING
        }
    }
}

extension GestureOwner {
    @inline(__always)
    var cValue: Int32 {
        switch self {
        case .none: SHEET_GESTURE_NONE
        case .sheet: SHEET_GESTURE_SHEET
        case .content: SHEET_GESTURE_CONTENT
        case .host: SHEET_GESTURE_HOST
        }
    }
}

/// A detent as the C ABI carries it: -1 for none.
@inline(__always)
func cDetent(_ detent: Int?) -> Int32 {
    detent.map { Int32(truncatingIfNeeded: $0) } ?? -1
}

/// A content id as the C ABI carries it: 0 for none.
@inline(__always)
func cContentID(_ id: UInt64?) -> UInt64 {
    id ?? 0
}

/// A host's content id as the engine takes it: 0 is none.
@inline(__always)
func coreContentID(_ cValue: UInt64) -> UInt64? {
    cValue == 0 ? nil : cValue
}

extension SheetFrame {
    /// Stores every field into a host struct that holds all of them, leaving its
    /// `struct_size` as the host set it.
    @inline(__always)
    func store(into out: UnsafeMutablePointer<sheet_frame>) {
        // The two the engine's frame path reads last, first (`SheetEngine.plainFrame(atSlot:)`).
        out.pointee.content_id = cContentID(contentID)
        out.pointee.detent = cDetent(detent)
        out.pointee.state = state.cValue
        out.pointee.top = top
        out.pointee.height = height
        out.pointee.opacity = opacity
        out.pointee.scale = scale
        out.pointee.backdrop_alpha = backdropAlpha
        out.pointee.corner_radius = cornerRadius
        out.pointee.progress = progress
        out.pointee.content_offset = contentOffset
        out.pointee.outgoing_content_id = cContentID(outgoingContentID)
        out.pointee.content_alpha = contentAlpha
        out.pointee.outgoing_content_alpha = outgoingContentAlpha
        out.pointee.velocity = velocity
        out.pointee.gesture_owner = gestureOwner.cValue
        out.pointee.grabber_visible = grabberVisible.cFlag
        out.pointee.overlay_alpha = overlayAlpha
        out.pointee.scroll_extent = scrollExtent
        out.pointee.background_scale = background.scale
        out.pointee.background_offset = background.offset
        out.pointee.background_corner_radius = background.cornerRadius
        out.pointee.footer_top = footerTop
        out.pointee.rect = sheet_rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        out.pointee.edge = edge.cValue
        out.pointee.corners = UInt32(corners.rawValue)
    }

    /// The frame as a whole `sheet_frame`.
    var cFrame: sheet_frame {
        var frame = sheet_frame()
        frame.struct_size = UInt32(MemoryLayout<sheet_frame>.size)
        withUnsafeMutablePointer(to: &frame) { store(into: $0) }
        return frame
    }
}

// MARK: Events

extension SheetReason {
    var cValue: Int32 {
        switch self {
        case .none: SHEET_REASON_NONE
        case .programmatic: SHEET_REASON_PROGRAMMATIC
        case .drag: SHEET_REASON_DRAG
        case .fling: SHEET_REASON_FLING
        case .backdropTap: SHEET_REASON_BACKDROP_TAP
        case .accessibility: SHEET_REASON_ACCESSIBILITY
        case .replaced: SHEET_REASON_REPLACED
        case .grabber: SHEET_REASON_GRABBER
        case .back: SHEET_REASON_BACK
        }
    }
}

extension AnimatorFailure {
    var cValue: Int32 {
        switch self {
        case .start: SHEET_FAILURE_CREATE
        case .sample: SHEET_FAILURE_STATUS
        case .value: SHEET_FAILURE_VALUE
        case .timeout: SHEET_FAILURE_TIMEOUT
        }
    }
}

extension SheetEvent {
    /// The event as a whole `sheet_event`: each kind's data in the fields sheet.h
    /// documents for it, -1 in the detent fields it leaves unused.
    var cEvent: sheet_event {
        var event = sheet_event()
        event.struct_size = UInt32(MemoryLayout<sheet_event>.size)
        event.sheet = sheet?.rawValue ?? 0
        event.time = time
        event.user_tag = userTag
        event.content_id = cContentID(contentID)
        event.detent = -1
        event.from_detent = -1
        event.reason = SHEET_REASON_NONE
        event.animator = -1
        event.failure = SHEET_FAILURE_NONE
        switch kind {
        case .willPresent(let detent):
            event.type = SHEET_EVENT_WILL_PRESENT
            event.detent = cDetent(detent)
            event.reason = SHEET_REASON_PROGRAMMATIC
        case .didPresent(let detent):
            event.type = SHEET_EVENT_DID_PRESENT
            event.detent = cDetent(detent)
            event.reason = SHEET_REASON_PROGRAMMATIC
        case .willDismiss(let reason):
            event.type = SHEET_EVENT_WILL_DISMISS
            event.reason = reason.cValue
        case .didDismiss(let reason):
            event.type = SHEET_EVENT_DID_DISMISS
            event.reason = reason.cValue
        case .dismissRequested(let reason):
            event.type = SHEET_EVENT_DISMISS_REQUESTED
            event.reason = reason.cValue
        case let .detentChanged(from, to, reason):
            event.type = SHEET_EVENT_DETENT_CHANGED
            event.detent = cDetent(to)
            event.from_detent = cDetent(from)
            event.reason = reason.cValue
        case .dragBegan(let detent):
            event.type = SHEET_EVENT_DRAG_BEGAN
            event.detent = cDetent(detent)
        case let .dragEnded(detent, reason):
            event.type = SHEET_EVENT_DRAG_ENDED
            event.detent = cDetent(detent)
            event.reason = reason.cValue
        case .contentChanged(let detent):
            event.type = SHEET_EVENT_CONTENT_CHANGED
            event.detent = cDetent(detent)
        case .transitionCancelled(.presentation(let detent)):
            event.type = SHEET_EVENT_TRANSITION_CANCELLED
            event.detent = cDetent(detent)
            event.reason = SHEET_REASON_PROGRAMMATIC
        case .transitionCancelled(.dismissal(let reason)):
            event.type = SHEET_EVENT_TRANSITION_CANCELLED
            event.reason = reason.cValue
        case let .animatorFailed(animator, failure, detent):
            event.type = SHEET_EVENT_ANIMATOR_FAILED
            event.detent = cDetent(detent)
            event.animator = Int32(truncatingIfNeeded: animator)
            event.failure = failure.cValue
        case .eventsDropped(let count):
            event.type = SHEET_EVENT_EVENTS_DROPPED
            event.dropped_count = count
        }
        return event
    }
}

// MARK: Accessibility

extension AccessibilityActions {
    /// The mask of `SHEET_ACTION_*` bits.
    var cValue: UInt32 {
        (contains(.expand) ? SHEET_ACTION_EXPAND : 0) | (contains(.collapse) ? SHEET_ACTION_COLLAPSE : 0)
            | (contains(.dismiss) ? SHEET_ACTION_DISMISS : 0)
    }
}

extension AccessibilityAction {
    /// The action a `SHEET_ACTION_*` value names; nil for anything but one known bit.
    init?(cValue: UInt32) {
        switch cValue {
        case SHEET_ACTION_EXPAND: self = .expand
        case SHEET_ACTION_COLLAPSE: self = .collapse
        case SHEET_ACTION_DISMISS: self = .dismiss
        default: return nil
        }
    }
}

extension AccessibilityState {
    /// The state as a whole `sheet_accessibility`; the value is cut to fit its buffer.
    var cAccessibility: sheet_accessibility {
        var result = sheet_accessibility()
        result.struct_size = UInt32(MemoryLayout<sheet_accessibility>.size)
        result.actions = actions.cValue
        result.detent = cDetent(detent)
        result.detent_count = Int32(truncatingIfNeeded: detentCount)
        withUnsafeMutableBytes(of: &result.value) { buffer in
            var sentence = BufferSentence(buffer)
            spokenValue.write(to: &sentence)
        }
        return result
    }
}
