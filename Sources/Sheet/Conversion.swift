import CSheet
import Glibc
import SheetCore

/// The longest name (animator, parameter) the library reads, in bytes. Longer strings
/// are refused rather than read without end.
let maximumNameLength = 255

/// Reads a host C string of at most `maximumNameLength` bytes.
func readName(_ pointer: UnsafePointer<CChar>?, _ what: String) throws(SheetError) -> String {
    guard let pointer else {
        throw SheetError(.invalidArgument, "\(what) is NULL")
    }
    let length = strnlen(pointer, maximumNameLength + 1)
    guard length <= maximumNameLength else {
        throw SheetError(.invalidArgument, "\(what) is longer than \(maximumNameLength) bytes")
    }
    guard length > 0 else {
        throw SheetError(.invalidArgument, "\(what) is empty")
    }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
    return String(decoding: bytes, as: UTF8.self)
}

/// Checks a host's output struct: not NULL, and its `struct_size` covers at least the
/// first `minimum` bytes. Returns the size the host declared.
@inline(__always)
func requireOutput<T>(_ out: UnsafeMutablePointer<T>?, minimum: Int, _ name: StaticString) throws(SheetError) -> (UnsafeMutablePointer<T>, Int) {
    guard let out else {
        throw SheetError(.invalidArgument, "out is NULL")
    }
    let hostSize = Int(UnsafeRawPointer(out).load(as: UInt32.self))
    guard hostSize >= minimum else {
        throw SheetError(.invalidArgument, "\(name).struct_size is \(hostSize); at least \(minimum) is needed (set it to sizeof(\(name)))")
    }
    return (out, hostSize)
}

/// A struct the host passes for the library to fill, versioned by its first field.
protocol HostStruct {
    var struct_size: UInt32 { get set }
}

extension sheet_frame: HostStruct {}
extension sheet_event: HostStruct {}
extension sheet_accessibility: HostStruct {}

/// Copies `value` over the first `hostSize` bytes of a host struct (at most the whole
/// struct), leaving the host's `struct_size` as it was.
@inline(__always)
func copyOut<T: HostStruct>(_ value: T, to destination: UnsafeMutablePointer<T>, hostSize: Int) {
    var value = value
    if hostSize >= MemoryLayout<T>.size {
        // The host's struct holds all of ours: one typed store.
        value.struct_size = UInt32(truncatingIfNeeded: hostSize)
        destination.pointee = value
        return
    }
    let count = min(hostSize, MemoryLayout<T>.size)
    let sizeField = MemoryLayout<UInt32>.size
    guard count > sizeField else { return }
    withUnsafeBytes(of: &value) { source in
        UnsafeMutableRawPointer(destination).advanced(by: sizeField)
            .copyMemory(from: source.baseAddress!.advanced(by: sizeField), byteCount: count - sizeField)
    }
}

/// The defaults of `sheet_config`, as `sheet_config_init` documents them.
func defaultCConfig() -> sheet_config {
    var config = sheet_config()
    let defaults = SheetConfiguration()
    config.struct_size = UInt32(MemoryLayout<sheet_config>.size)
    config.detents = nil
    config.detent_count = 0
    config.dismissible = defaults.dismissible ? 1 : 0
    config.dismiss_fraction = defaults.dismissFraction
    config.fling_velocity = defaults.flingVelocity
    config.backdrop_tap = SHEET_TAP_DISMISS
    config.largest_undimmed_detent = Int32(defaults.largestUndimmedDetent)
    config.backdrop_alpha = defaults.backdropAlpha
    config.corner_radius = defaults.cornerRadius
    config.rubber_band = defaults.rubberBand
    config.user_tag = defaults.userTag
    config.dismiss_height = defaults.dismissHeight
    config.touch_slop = defaults.touchSlop
    config.stack = SHEET_STACK_PUSH
    config.grabber = SHEET_GRABBER_AUTO
    config.grabber_height = defaults.grabberHeight
    return config
}

/// The smallest `sheet_config` a host may pass: the fields of the original contract.
let minimumConfigSize = MemoryLayout<sheet_config>.offset(of: \sheet_config.dismiss_height) ?? MemoryLayout<sheet_config>.size

/// Converts a host's configuration, reading only what its `struct_size` covers.
func convertConfig(_ hostConfig: UnsafePointer<sheet_config>?) throws(SheetError) -> SheetConfiguration {
    var c = defaultCConfig()
    if let hostConfig {
        let hostSize = Int(hostConfig.pointee.struct_size)
        guard hostSize >= minimumConfigSize else {
            throw SheetError(.abiMismatch, "sheet_config.struct_size is \(hostSize); at least \(minimumConfigSize) is needed (call sheet_config_init)")
        }
        withUnsafeMutableBytes(of: &c) { destination in
            destination.copyMemory(from: UnsafeRawBufferPointer(start: hostConfig, count: min(hostSize, MemoryLayout<sheet_config>.size)))
        }
    }
    var config = SheetConfiguration()
    if c.detent_count > 0 {
        guard c.detent_count <= Detent.maximumCount else {
            throw SheetError(.invalidArgument, "detent_count is \(c.detent_count); at most \(Detent.maximumCount) detents are allowed")
        }
        guard let detents = c.detents else {
            throw SheetError(.invalidArgument, "detents is NULL but detent_count is \(c.detent_count)")
        }
        var converted: [Detent] = []
        for index in 0..<c.detent_count {
            let detent = detents[index]
            let kind: Detent.Kind
            switch detent.kind {
            case SHEET_DETENT_POINTS: kind = .points
            case SHEET_DETENT_FRACTION: kind = .fraction
            case SHEET_DETENT_CONTENT: kind = .content
            default:
                throw SheetError(.invalidArgument, "detent \(index): unknown kind \(detent.kind) (use SHEET_DETENT_POINTS, _FRACTION or _CONTENT)")
            }
            converted.append(Detent(kind, detent.value))
        }
        config.detents = converted
    }
    config.dismissible = c.dismissible != 0
    config.dismissFraction = c.dismiss_fraction
    config.flingVelocity = c.fling_velocity
    switch c.backdrop_tap {
    case SHEET_TAP_NONE: config.backdropTap = .none
    case SHEET_TAP_DISMISS: config.backdropTap = .dismiss
    case SHEET_TAP_COLLAPSE: config.backdropTap = .collapse
    default:
        throw SheetError(.invalidArgument, "backdrop_tap: unknown value \(c.backdrop_tap) (use SHEET_TAP_NONE, _DISMISS or _COLLAPSE)")
    }
    config.largestUndimmedDetent = Int(c.largest_undimmed_detent)
    config.backdropAlpha = c.backdrop_alpha
    config.cornerRadius = c.corner_radius
    config.rubberBand = c.rubber_band
    config.userTag = c.user_tag
    config.dismissHeight = c.dismiss_height
    config.touchSlop = c.touch_slop
    switch c.stack {
    case SHEET_STACK_PUSH: config.stack = .push
    case SHEET_STACK_SWITCH: config.stack = .switchAway
    case SHEET_STACK_REPLACE: config.stack = .replace
    default:
        throw SheetError(.invalidArgument, "stack: unknown value \(c.stack) (use SHEET_STACK_PUSH, _SWITCH or _REPLACE)")
    }
    switch c.grabber {
    case SHEET_GRABBER_AUTO: config.grabber = .automatic
    case SHEET_GRABBER_SHOW: config.grabber = .visible
    case SHEET_GRABBER_HIDE: config.grabber = .hidden
    default:
        throw SheetError(.invalidArgument, "grabber: unknown value \(c.grabber) (use SHEET_GRABBER_AUTO, _SHOW or _HIDE)")
    }
    config.grabberHeight = c.grabber_height
    config.present = try convertTransition(c.present, role: "present")
    config.dismiss = try convertTransition(c.dismiss, role: "dismiss")
    config.settle = try convertTransition(c.settle, role: "settle")
    config.content = try convertTransition(c.content, role: "content")
    return config
}

func convertTransition(_ transition: sheet_transition, role: String) throws(SheetError) -> TransitionSpec {
    var spec = TransitionSpec()
    if transition.animator != nil {
        spec.animator = try readName(transition.animator, "\(role) transition's animator name")
    }
    guard transition.param_count > 0 else { return spec }
    guard transition.param_count <= Int(SHEET_MAX_PARAMS) else {
        throw SheetError(.invalidArgument, "\(role) transition: param_count is \(transition.param_count); at most \(SHEET_MAX_PARAMS) are allowed")
    }
    guard let params = transition.params else {
        throw SheetError(.invalidArgument, "\(role) transition: params is NULL but param_count is \(transition.param_count)")
    }
    for index in 0..<transition.param_count {
        let name = try readName(params[index].name, "\(role) transition: parameter \(index)'s name")
        spec.parameters.append((name: name, value: params[index].value))
    }
    return spec
}

extension SheetState {
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

extension SheetFrame {
    /// Stores every field into a host struct that holds all of them, leaving its
    /// `struct_size` as the host set it.
    @inline(__always)
    func store(into out: UnsafeMutablePointer<sheet_frame>) {
        out.pointee.state = state.cValue
        out.pointee.detent = Int32(truncatingIfNeeded: detent)
        out.pointee.top = top
        out.pointee.height = height
        out.pointee.opacity = opacity
        out.pointee.scale = scale
        out.pointee.backdrop_alpha = backdropAlpha
        out.pointee.corner_radius = cornerRadius
        out.pointee.progress = progress
        out.pointee.content_offset = contentOffset
        out.pointee.content_id = contentID
        out.pointee.outgoing_content_id = outgoingContentID
        out.pointee.content_alpha = contentAlpha
        out.pointee.outgoing_content_alpha = outgoingContentAlpha
        out.pointee.velocity = velocity
        out.pointee.gesture_owner = gestureOwner.cValue
        out.pointee.grabber_visible = grabberVisible ? 1 : 0
        out.pointee.overlay_alpha = overlayAlpha
        out.pointee.scroll_extent = scrollExtent
    }

    @inline(__always)
    var cFrame: sheet_frame {
        var frame = sheet_frame()
        frame.struct_size = UInt32(MemoryLayout<sheet_frame>.size)
        frame.state = state.cValue
        frame.detent = Int32(truncatingIfNeeded: detent)
        frame.top = top
        frame.height = height
        frame.opacity = opacity
        frame.scale = scale
        frame.backdrop_alpha = backdropAlpha
        frame.corner_radius = cornerRadius
        frame.progress = progress
        frame.content_offset = contentOffset
        frame.content_id = contentID
        frame.outgoing_content_id = outgoingContentID
        frame.content_alpha = contentAlpha
        frame.outgoing_content_alpha = outgoingContentAlpha
        frame.velocity = velocity
        frame.gesture_owner = gestureOwner.cValue
        frame.grabber_visible = grabberVisible ? 1 : 0
        frame.overlay_alpha = overlayAlpha
        frame.scroll_extent = scrollExtent
        return frame
    }
}

extension GestureOwner {
    var cValue: Int32 {
        switch self {
        case .none: SHEET_GESTURE_NONE
        case .sheet: SHEET_GESTURE_SHEET
        case .content: SHEET_GESTURE_CONTENT
        case .host: SHEET_GESTURE_HOST
        }
    }
}

extension SheetEventType {
    var cValue: Int32 {
        switch self {
        case .willPresent: SHEET_EVENT_WILL_PRESENT
        case .didPresent: SHEET_EVENT_DID_PRESENT
        case .willDismiss: SHEET_EVENT_WILL_DISMISS
        case .didDismiss: SHEET_EVENT_DID_DISMISS
        case .detentChanged: SHEET_EVENT_DETENT_CHANGED
        case .dragBegan: SHEET_EVENT_DRAG_BEGAN
        case .dragEnded: SHEET_EVENT_DRAG_ENDED
        case .contentChanged: SHEET_EVENT_CONTENT_CHANGED
        case .transitionCancelled: SHEET_EVENT_TRANSITION_CANCELLED
        case .animatorFailed: SHEET_EVENT_ANIMATOR_FAILED
        case .eventsDropped: SHEET_EVENT_EVENTS_DROPPED
        }
    }
}

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
        }
    }
}

extension SheetEvent {
    @inline(__always)
    var cEvent: sheet_event {
        var event = sheet_event()
        event.struct_size = UInt32(MemoryLayout<sheet_event>.size)
        event.type = type.cValue
        event.sheet = sheet.raw
        event.time = time
        event.detent = detent
        event.from_detent = fromDetent
        event.reason = reason.cValue
        event.user_tag = userTag
        event.content_id = contentID
        event.dropped_count = droppedCount
        event.animator = animator
        event.failure = switch failure {
        case .none: SHEET_FAILURE_NONE
        case .create: SHEET_FAILURE_CREATE
        case .status: SHEET_FAILURE_STATUS
        case .value: SHEET_FAILURE_VALUE
        case .timeout: SHEET_FAILURE_TIMEOUT
        }
        return event
    }
}
