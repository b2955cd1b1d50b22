import CSheet
import Testing
@testable import SheetCore
@testable import Sheet

/// A host's configuration converted into a new `SheetConfiguration`.
private func convertConfig(_ hostConfig: UnsafePointer<sheet_config>?) throws(CallError) -> SheetConfiguration {
    var config = SheetConfiguration()
    try convertConfig(hostConfig, into: &config)
    return config
}

/// The engine's Swift values as the C ABI carries them, field by field as sheet.h
/// documents them.
@Suite struct ConversionTests {
    private let sheet = SheetID(rawValue: 7 << 32 | 3)

    private func converted(_ kind: SheetEvent.Kind) -> sheet_event {
        SheetEvent(kind, sheet: sheet, time: 12.5, userTag: 0xBEEF, contentID: 42).cEvent
    }

    /// What every event carries, whatever its kind.
    @Test func everyEventCarriesItsSheetTimeTagAndContent() {
        let event = converted(.didPresent(detent: 1))
        #expect(event.struct_size == UInt32(MemoryLayout<sheet_event>.size))
        #expect(event.sheet == sheet.rawValue)
        #expect(event.time == 12.5)
        #expect(event.user_tag == 0xBEEF)
        #expect(event.content_id == 42)
        #expect(event.dropped_count == 0)
        #expect(SheetEvent(.didPresent(detent: 1), sheet: sheet, time: 1).cEvent.content_id == 0)
    }

    /// No content is nil in the Swift API and 0 in the C ABI.
    @Test func noContentIsZeroInC() {
        #expect(cContentID(nil) == 0 && cContentID(7) == 7)
        #expect(coreContentID(0) == nil && coreContentID(7) == 7 && coreContentID(.max) == .max)
    }

    /// Each kind in the fields sheet.h documents for it; -1 in the detent fields it
    /// leaves unused, -1 and SHEET_FAILURE_NONE for the animator fields of every kind but
    /// ANIMATOR_FAILED.
    @Test func eachKindInItsFields() {
        typealias Expected = (type: Int32, detent: Int32, from: Int32, reason: Int32)
        let cases: [(SheetEvent.Kind, Expected)] = [
            (.willPresent(detent: 1), (SHEET_EVENT_WILL_PRESENT, 1, -1, SHEET_REASON_PROGRAMMATIC)),
            (.didPresent(detent: 0), (SHEET_EVENT_DID_PRESENT, 0, -1, SHEET_REASON_PROGRAMMATIC)),
            (.willDismiss(.fling), (SHEET_EVENT_WILL_DISMISS, -1, -1, SHEET_REASON_FLING)),
            (.didDismiss(.backdropTap), (SHEET_EVENT_DID_DISMISS, -1, -1, SHEET_REASON_BACKDROP_TAP)),
            (.detentChanged(from: 2, to: 0, .grabber), (SHEET_EVENT_DETENT_CHANGED, 0, 2, SHEET_REASON_GRABBER)),
            (.dragBegan(detent: 1), (SHEET_EVENT_DRAG_BEGAN, 1, -1, SHEET_REASON_NONE)),
            (.dragEnded(detent: 1, .drag), (SHEET_EVENT_DRAG_ENDED, 1, -1, SHEET_REASON_DRAG)),
            (.dragEnded(detent: nil, .fling), (SHEET_EVENT_DRAG_ENDED, -1, -1, SHEET_REASON_FLING)),
            (.dragEnded(detent: 0, .none), (SHEET_EVENT_DRAG_ENDED, 0, -1, SHEET_REASON_NONE)),
            (.contentChanged(detent: 0), (SHEET_EVENT_CONTENT_CHANGED, 0, -1, SHEET_REASON_NONE)),
            (.contentChanged(detent: nil), (SHEET_EVENT_CONTENT_CHANGED, -1, -1, SHEET_REASON_NONE)),
            (.transitionCancelled(.presentation(detent: 1)), (SHEET_EVENT_TRANSITION_CANCELLED, 1, -1, SHEET_REASON_PROGRAMMATIC)),
            (.transitionCancelled(.dismissal(.replaced)), (SHEET_EVENT_TRANSITION_CANCELLED, -1, -1, SHEET_REASON_REPLACED)),
            (.eventsDropped(count: 9), (SHEET_EVENT_EVENTS_DROPPED, -1, -1, SHEET_REASON_NONE)),
        ]
        for (kind, expected) in cases {
            let event = converted(kind)
            #expect(event.type == expected.type, "\(kind)")
            #expect(event.detent == expected.detent, "\(kind)")
            #expect(event.from_detent == expected.from, "\(kind)")
            #expect(event.reason == expected.reason, "\(kind)")
            #expect(event.animator == -1, "\(kind)")
            #expect(event.failure == SHEET_FAILURE_NONE, "\(kind)")
        }
        #expect(converted(.eventsDropped(count: 9)).dropped_count == 9)
        #expect(SheetEvent(.eventsDropped(count: 3), sheet: nil, time: 1).cEvent.sheet == 0)
    }

    @Test func animatorFailures() {
        let failures: [(AnimatorFailure, Int32)] = [
            (.start, SHEET_FAILURE_CREATE), (.sample, SHEET_FAILURE_STATUS),
            (.value, SHEET_FAILURE_VALUE), (.timeout, SHEET_FAILURE_TIMEOUT),
        ]
        for (failure, code) in failures {
            let event = converted(.animatorFailed(animator: 4, failure, detent: 1))
            #expect(event.type == SHEET_EVENT_ANIMATOR_FAILED)
            #expect(event.animator == 4)
            #expect(event.failure == code)
            #expect(event.detent == 1)
            #expect(event.from_detent == -1)
        }
        #expect(converted(.animatorFailed(animator: 0, .timeout, detent: nil)).detent == -1)
    }

    @Test func everyReasonHasItsConstant() {
        let reasons: [(SheetReason, Int32)] = [
            (.none, SHEET_REASON_NONE), (.programmatic, SHEET_REASON_PROGRAMMATIC), (.drag, SHEET_REASON_DRAG),
            (.fling, SHEET_REASON_FLING), (.backdropTap, SHEET_REASON_BACKDROP_TAP),
            (.accessibility, SHEET_REASON_ACCESSIBILITY), (.replaced, SHEET_REASON_REPLACED), (.grabber, SHEET_REASON_GRABBER),
        ]
        for (reason, code) in reasons {
            #expect(reason.cValue == code)
            #expect(converted(.willDismiss(reason)).reason == code)
        }
    }

    /// A frame's every field, the detent -1 when there is none.
    @Test func framesFieldByField() {
        var frame = SheetFrame()
        frame.state = .settling
        frame.detent = 2
        frame.top = 126.7
        frame.height = 717.3
        frame.opacity = 0.5
        frame.scale = 0.92
        frame.backdropAlpha = 0.3
        frame.cornerRadius = 12
        frame.progress = 1.25
        frame.contentOffset = 40
        frame.scrollExtent = 1000
        frame.contentID = 22
        frame.outgoingContentID = 11
        frame.contentAlpha = 0.25
        frame.outgoingContentAlpha = 0.75
        frame.velocity = -880
        frame.gestureOwner = .content
        frame.grabberVisible = true
        frame.overlayAlpha = 0.2
        let c = frame.cFrame
        #expect(c.struct_size == UInt32(MemoryLayout<sheet_frame>.size))
        #expect(c.state == SHEET_STATE_SETTLING && c.detent == 2)
        #expect(c.top == 126.7 && c.height == 717.3 && c.opacity == 0.5 && c.scale == 0.92)
        #expect(c.backdrop_alpha == 0.3 && c.corner_radius == 12 && c.progress == 1.25)
        #expect(c.content_offset == 40 && c.scroll_extent == 1000)
        #expect(c.content_id == 22 && c.outgoing_content_id == 11)
        #expect(c.content_alpha == 0.25 && c.outgoing_content_alpha == 0.75)
        #expect(c.velocity == -880 && c.gesture_owner == SHEET_GESTURE_CONTENT && c.grabber_visible == 1 && c.overlay_alpha == 0.2)
        frame.detent = nil
        frame.grabberVisible = false
        frame.contentID = nil
        frame.outgoingContentID = nil
        #expect(frame.cFrame.detent == -1)
        #expect(frame.cFrame.grabber_visible == 0)
        #expect(frame.cFrame.content_id == 0 && frame.cFrame.outgoing_content_id == 0)
        #expect(cDetent(nil) == -1 && cDetent(0) == 0 && cDetent(15) == 15)
    }

    @Test func statesAndOwners() {
        let states: [(SheetState, Int32)] = [
            (.hidden, SHEET_STATE_HIDDEN), (.presenting, SHEET_STATE_PRESENTING), (.resting, SHEET_STATE_RESTING),
            (.dragging, SHEET_STATE_DRAGGING), (.settling, SHEET_STATE_SETTLING), (.dismissing, SHEET_STATE_DISMISSING),
        ]
        for (state, code) in states { #expect(state.cValue == code) }
        let owners: [(GestureOwner, Int32)] = [
            (.none, SHEET_GESTURE_NONE), (.sheet, SHEET_GESTURE_SHEET), (.content, SHEET_GESTURE_CONTENT), (.host, SHEET_GESTURE_HOST),
        ]
        for (owner, code) in owners { #expect(owner.cValue == code) }
    }

    /// Accessibility: the action mask, the detent, and the spoken value in its buffer.
    @Test func accessibility() {
        let state = AccessibilityState(actions: [.collapse, .dismiss], detent: 1, detentCount: 2, spokenValue: .detent(1, of: 2))
        var c = state.cAccessibility
        #expect(c.struct_size == UInt32(MemoryLayout<sheet_accessibility>.size))
        #expect(c.actions == SHEET_ACTION_COLLAPSE | SHEET_ACTION_DISMISS)
        #expect(c.detent == 1 && c.detent_count == 2)
        #expect(withUnsafeBytes(of: &c.value) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) } == "detent 2 of 2")
        let leaving = AccessibilityState(actions: [], detent: nil, detentCount: 16, spokenValue: .dismissing)
        c = leaving.cAccessibility
        #expect(c.detent == -1 && c.actions == 0 && c.detent_count == 16)
        var text = withUnsafeBytes(of: &c.value) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        #expect(text == "dismissing")
        // The longest value there is fits the buffer whole.
        c = AccessibilityState(actions: [], detent: 15, detentCount: 16, spokenValue: .detent(15, of: 16)).cAccessibility
        text = withUnsafeBytes(of: &c.value) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        #expect(text == "detent 16 of 16")
        #expect(AccessibilityAction(cValue: SHEET_ACTION_EXPAND) == .expand)
        #expect(AccessibilityAction(cValue: SHEET_ACTION_COLLAPSE) == .collapse)
        #expect(AccessibilityAction(cValue: SHEET_ACTION_DISMISS) == .dismiss)
        #expect(AccessibilityAction(cValue: 0) == nil)
        #expect(AccessibilityAction(cValue: 3) == nil)
        #expect(AccessibilityAction(cValue: 8) == nil)
    }

    /// `sheet_config_init_sized` writes nothing past the size it is given; the exported
    /// `sheet_config_init` fills the ABI 1.2 struct, for the programs built against it.
    @Test func initialisingAConfigWritesOnlyItsSize() {
        var config = sheet_config()
        withUnsafeMutableBytes(of: &config) { $0.initializeMemory(as: UInt8.self, repeating: 0xAB) }
        let older = UInt32(MemoryLayout<sheet_config>.offset(of: \sheet_config.confirm_dismiss)!)
        sheet_config_init_sized(&config, older)
        #expect(config.struct_size == older)
        #expect(config.grabber_height == 24)
        #expect(config.confirm_dismiss == Int32(bitPattern: 0xABABABAB))
        withUnsafeMutableBytes(of: &config) { $0.initializeMemory(as: UInt8.self, repeating: 0xAB) }
        sheet_config_init(&config)
        #expect(config.struct_size == older && config.grabber_height == 24)
        #expect(config.scales_background == Int32(bitPattern: 0xABABABAB))
        withUnsafeMutableBytes(of: &config) { $0.initializeMemory(as: UInt8.self, repeating: 0xAB) }
        sheet_config_init_sized(&config, 3)
        #expect(config.struct_size == 0xABABABAB)
        sheet_config_init_sized(&config, 100_000)
        #expect(config.struct_size == UInt32(MemoryLayout<sheet_config>.size) && config.confirm_dismiss == 0)
        sheet_config_init_sized(nil, 100)
    }

    /// `sheet_config_init` fills in the engine's defaults, and a configuration converts
    /// field by field; what a small struct does not cover keeps its default.
    @Test func configurations() throws {
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        #expect(config.struct_size == UInt32(MemoryLayout<sheet_config>.size))
        #expect(try convertConfig(&config) == SheetConfiguration())
        #expect(try convertConfig(nil) == SheetConfiguration())
        #expect(config.largest_undimmed_detent == -1 && config.backdrop_tap == SHEET_TAP_DISMISS)
        #expect(config.stack == SHEET_STACK_PUSH && config.grabber == SHEET_GRABBER_AUTO)

        let detents = [sheet_detent(kind: SHEET_DETENT_POINTS, value: 200), sheet_detent(kind: SHEET_DETENT_CONTENT, value: 0)]
        let expected: SheetConfiguration = {
            var c = SheetConfiguration(detents: [.points(200), .content])
            c.dismissible = false
            c.dismissFraction = 0.3
            c.flingVelocity = 500
            c.backdropTap = .collapse
            c.largestUndimmedDetent = 0
            c.backdropAlpha = 0.6
            c.cornerRadius = 20
            c.rubberBand = 0.7
            c.userTag = 99
            c.dismissHeight = 120
            c.touchSlop = 10
            c.stack = .replace
            c.grabber = .hidden
            c.grabberHeight = 30
            c.content = Transition(animator: "fade", arguments: [.init("duration", 0.4)])
            return c
        }()
        let converted = try detents.withUnsafeBufferPointer { detentBuffer in
            try "duration".withCString { duration in
                try [sheet_param(name: duration, value: 0.4)].withUnsafeBufferPointer { paramBuffer in
                try "fade".withCString { fade in
                    config.detents = detentBuffer.baseAddress
                    config.detent_count = 2
                    config.dismissible = 0
                    config.dismiss_fraction = 0.3
                    config.fling_velocity = 500
                    config.backdrop_tap = SHEET_TAP_COLLAPSE
                    config.largest_undimmed_detent = 0
                    config.backdrop_alpha = 0.6
                    config.corner_radius = 20
                    config.rubber_band = 0.7
                    config.user_tag = 99
                    config.dismiss_height = 120
                    config.touch_slop = 10
                    config.stack = SHEET_STACK_REPLACE
                    config.grabber = SHEET_GRABBER_HIDE
                    config.grabber_height = 30
                    config.content = sheet_transition(animator: fade, params: paramBuffer.baseAddress, param_count: 1)
                    let full = try convertConfig(&config)
                    // A host built against the original contract: nothing past it is read.
                    config.struct_size = UInt32(minimumConfigSize)
                    let original = try convertConfig(&config)
                    #expect(original.dismissHeight == nil && original.touchSlop == 8 && original.stack == .push)
                    #expect(original.grabber == .automatic && original.grabberHeight == 24)
                    #expect(original.dismissFraction == 0.3 && original.userTag == 99)
                    return full
                }
                }
            }
        }
        #expect(converted == expected)
    }

    /// The constants `sheet_config_init` writes for the engine's defaults come from the
    /// engine's values: each value's constant is read back as that value.
    @Test func configurationConstantsRoundTrip() throws {
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        for policy in [BackdropTapPolicy.none, .dismiss, .collapse] {
            config.backdrop_tap = policy.cValue
            #expect(try convertConfig(&config).backdropTap == policy)
        }
        for stack in [StackBehavior.push, .switchAway, .replace] {
            config.stack = stack.cValue
            #expect(try convertConfig(&config).stack == stack)
        }
        for grabber in [GrabberVisibility.automatic, .visible, .hidden] {
            config.grabber = grabber.cValue
            #expect(try convertConfig(&config).grabber == grabber)
        }
        #expect([BackdropTapPolicy.none, .dismiss, .collapse].map(\.cValue) == [SHEET_TAP_NONE, SHEET_TAP_DISMISS, SHEET_TAP_COLLAPSE])
        #expect([StackBehavior.push, .switchAway, .replace].map(\.cValue) == [SHEET_STACK_PUSH, SHEET_STACK_SWITCH, SHEET_STACK_REPLACE])
        #expect([GrabberVisibility.automatic, .visible, .hidden].map(\.cValue) == [SHEET_GRABBER_AUTO, SHEET_GRABBER_SHOW, SHEET_GRABBER_HIDE])
    }

    /// A `dismiss_height` of 0 leaves the dismissal to the fraction: the engine's nil;
    /// any other value is the engine's height, which checks it.
    @Test func dismissHeightZeroIsTheFraction() throws {
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        #expect(config.dismiss_height == 0)
        #expect(try convertConfig(&config).dismissHeight == nil)
        config.dismiss_height = -0.0
        #expect(try convertConfig(&config).dismissHeight == nil)
        config.dismiss_height = 300
        #expect(try convertConfig(&config).dismissHeight == 300)
        config.dismiss_height = -1
        #expect(try convertConfig(&config).dismissHeight == -1)
        #expect(cDismissHeight(nil) == 0 && cDismissHeight(300) == 300)
    }

    @Test func unknownConstantsAreRefused() {
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        config.backdrop_tap = 4
        let error = #expect(throws: CallError.self) { _ = try convertConfig(&config) }
        #expect(error?.status == SHEET_ERR_INVALID_ARGUMENT)
        #expect(error?.message == "backdrop_tap: unknown value 4 (use SHEET_TAP_NONE, _DISMISS, _COLLAPSE or _DETENT)")
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        config.content_interaction = 2
        let interaction = #expect(throws: CallError.self) { _ = try convertConfig(&config) }
        #expect(interaction?.message == "content_interaction: unknown value 2 (use SHEET_CONTENT_RESIZES or _SCROLLS)")
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        config.stack = -1
        let stack = #expect(throws: CallError.self) { _ = try convertConfig(&config) }
        #expect(stack?.message == "stack: unknown value -1 (use SHEET_STACK_PUSH, _SWITCH or _REPLACE)")
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        config.grabber = 5
        let grabber = #expect(throws: CallError.self) { _ = try convertConfig(&config) }
        #expect(grabber?.message == "grabber: unknown value 5 (use SHEET_GRABBER_AUTO, _SHOW or _HIDE)")
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        config.struct_size = 4
        let small = #expect(throws: CallError.self) { _ = try convertConfig(&config) }
        #expect(small?.status == SHEET_ERR_ABI_MISMATCH)
        #expect(small?.message == "sheet_config.struct_size is 4; at least \(minimumConfigSize) is needed (set it to sizeof(sheet_config))")
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        config.detent_count = 2
        let noDetents = #expect(throws: CallError.self) { _ = try convertConfig(&config) }
        #expect(noDetents?.status == SHEET_ERR_INVALID_ARGUMENT)
        #expect(noDetents?.message == "detents is NULL but detent_count is 2")
    }

    /// A `struct_size` is any `uint32_t`. One past INT32_MAX, or UINT32_MAX, declares a
    /// struct larger than the library's: it is filled whole and keeps the size the host
    /// wrote. Where `Int` is 32 bits, such a size does not fit in an `Int`.
    @Test func structSizesPastInt32MaxAreTheHostsOwn() throws {
        for size in [UInt32(Int32.max) + 1, UInt32.max] {
            var out = sheet_event()
            out.struct_size = size
            try withUnsafeMutablePointer(to: &out) { pointer throws(CallError) in
                let (checked, hostSize) = try requireOutput(pointer, minimum: 8, "sheet_event")
                #expect(hostSize == size)
                copyOut(converted(.didPresent(detent: 1)), to: checked, hostSize: hostSize)
            }
            #expect(out.struct_size == size)
            #expect(out.type == SHEET_EVENT_DID_PRESENT && out.detent == 1)
            #expect(out.user_tag == 0xBEEF && out.content_id == 42 && out.animator == -1)

            var config = sheet_config()
            sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
            config.struct_size = size
            config.touch_slop = 3
            config.grabber = SHEET_GRABBER_SHOW
            let read = try convertConfig(&config)
            #expect(read.touchSlop == 3 && read.grabber == .visible)
        }
        var small = sheet_event()
        small.struct_size = 7
        let error = #expect(throws: CallError.self) { _ = try requireOutput(&small, minimum: 8, "sheet_event") }
        #expect(error?.message == "sheet_event.struct_size is 7; at least 8 is needed (set it to sizeof(sheet_event))")
    }

    /// `detent_count` and a transition's `param_count` are `size_t`, which Swift imports
    /// as `Int`: a count past `Int.max` (2^31 − 1 where `Int` is 32 bits) is refused, named
    /// as the unsigned number the host wrote, rather than read as a negative count and
    /// ignored.
    @Test func countsPastIntMaxAreRefused() {
        let counts: [(Int, String)] = [(-1, "18446744073709551615"), (Int.min, "9223372036854775808"),
                                       (1 << 31, "2147483648"), (Int(UInt32.max), "4294967295")]
        let detents = [sheet_detent(kind: SHEET_DETENT_FRACTION, value: 0.5)]
        let params = [sheet_param(name: nil, value: 0.3)]
        for (count, written) in counts {
            #expect(String(hostCount(count)) == written)
            var config = sheet_config()
            sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
            let error = detents.withUnsafeBufferPointer { buffer in
                config.detents = buffer.baseAddress
                config.detent_count = count
                return #expect(throws: CallError.self) { _ = try convertConfig(&config) }
            }
            #expect(error?.status == SHEET_ERR_INVALID_ARGUMENT)
            #expect(error?.message == "detent_count is \(written); at most 16 detents are allowed")
            let transition = params.withUnsafeBufferPointer { buffer in
                #expect(throws: CallError.self) {
                    var converted = Transition()
                    try convertTransition(sheet_transition(animator: nil, params: buffer.baseAddress, param_count: count), .settle,
                                          into: &converted)
                }
            }
            #expect(transition?.status == SHEET_ERR_INVALID_ARGUMENT)
            #expect(transition?.message == "settle transition: param_count is \(written); at most 16 are allowed")
        }
    }

    /// Events through `sheet_engine_poll_event`: a present's two, with the detent and the
    /// reason in their fields.
    @Test func polledEvents() {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        defer { sheet_engine_destroy(engine) }
        #expect(sheet_engine_set_viewport(engine, 390, 844, 47, 34) == SHEET_OK)
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        config.user_tag = 0xA11CE
        var id: sheet_id = 0
        #expect(sheet_create(engine, &config, &id) == SHEET_OK)
        #expect(sheet_present(engine, id, 0, 1) == SHEET_OK)
        #expect(sheet_engine_tick(engine, 3) == SHEET_OK)
        #expect(sheet_dismiss(engine, id, 3) == SHEET_OK)
        var events: [sheet_event] = []
        var event = sheet_event()
        event.struct_size = UInt32(MemoryLayout<sheet_event>.size)
        while sheet_engine_poll_event(engine, &event) == 1 { events.append(event) }
        #expect(events.map(\.type) == [SHEET_EVENT_WILL_PRESENT, SHEET_EVENT_DID_PRESENT, SHEET_EVENT_WILL_DISMISS])
        #expect(events.map(\.detent) == [0, 0, -1])
        #expect(events.map(\.reason) == [SHEET_REASON_PROGRAMMATIC, SHEET_REASON_PROGRAMMATIC, SHEET_REASON_PROGRAMMATIC])
        #expect(events.allSatisfy { $0.sheet == id && $0.user_tag == 0xA11CE && $0.animator == -1 })
        #expect(events.map(\.time) == [1, 3, 3])
    }
}
