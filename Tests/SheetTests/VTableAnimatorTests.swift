import CSheet
import SheetCore
import Testing
@testable import Sheet

/// Registering a C vtable as an animator: what of the host's struct is read, and how.
@Suite struct VTableAnimatorTests {
    private static let create: @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<sheet_motion>?, UnsafePointer<Double>?,
        UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> sheet_status = { _, _, _, out in
        out?.pointee = nil
        return SHEET_OK
    }

    private static let sample: @convention(c) (
        UnsafeMutableRawPointer?, Double, UnsafeMutablePointer<sheet_visual>?,
        UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?
    ) -> sheet_status = { _, _, _, _, finished in
        finished?.pointee = 1
        return SHEET_OK
    }

    private static let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Void = { _ in }

    /// Registers a vtable named `name` with one parameter spec, `struct_size` and
    /// `param_count` as given; returns the status and the engine's last error.
    private static func register(_ engine: OpaquePointer?, _ name: String, structSize: UInt32,
                                 paramCount: Int) -> (sheet_status, String) {
        name.withCString { cName in
            "k".withCString { parameter in
                var spec = sheet_param_spec(name: parameter, default_value: 0.5, min_value: 0, max_value: 1)
                return withUnsafePointer(to: &spec) { specs in
                    var vtable = sheet_animator_vtable()
                    vtable.struct_size = structSize
                    vtable.abi_version = SHEET_ABI_VERSION
                    vtable.name = cName
                    vtable.params = specs
                    vtable.param_count = paramCount
                    vtable.create = create
                    vtable.sample = sample
                    vtable.destroy = destroy
                    let status = sheet_engine_register_animator(engine, &vtable, nil)
                    return (status, String(cString: sheet_engine_last_error(engine)))
                }
            }
        }
    }

    /// A vtable declaring a `struct_size` past INT32_MAX is a newer, larger one: it is
    /// registered from the fields this library knows. Where `Int` is 32 bits, such a size
    /// does not fit in an `Int`.
    @Test func aStructSizePastInt32MaxIsANewerVTable() {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        defer { sheet_engine_destroy(engine) }
        #expect(Self.register(engine, "big.0", structSize: UInt32(Int32.max) + 1, paramCount: 1) == (SHEET_OK, ""))
        #expect(Self.register(engine, "big.1", structSize: .max, paramCount: 1) == (SHEET_OK, ""))
        #expect(sheet_engine_animator_count(engine) == 5)
        #expect(sheet_engine_animator_param_count(engine, 4) == 1)
        let small = Self.register(engine, "small", structSize: 8, paramCount: 1)
        #expect(small.0 == SHEET_ERR_ABI_MISMATCH)
        #expect(small.1 == "sheet_animator_vtable.struct_size is 8; ABI 1 needs at least \(minimumVTableSize)")
    }

    /// A C animator named by all four transitions of a sheet is asked for each kind of
    /// motion with its `SHEET_MOTION_*` constant, and from where to where.
    @Test func everyKindOfMotionReachesACAnimator() {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        defer { sheet_engine_destroy(engine) }
        let recorder = MotionRecorder()
        let recorded = withExtendedLifetime(recorder) { () -> [sheet_motion] in
            "recorder".withCString { name in
                var vtable = sheet_animator_vtable()
                vtable.struct_size = UInt32(MemoryLayout<sheet_animator_vtable>.size)
                vtable.abi_version = SHEET_ABI_VERSION
                vtable.name = name
                vtable.create = MotionRecorder.create
                vtable.sample = MotionRecorder.sample
                vtable.destroy = MotionRecorder.destroy
                #expect(sheet_engine_register_animator(engine, &vtable, Unmanaged.passUnretained(recorder).toOpaque()) == SHEET_OK)
                #expect(sheet_engine_set_viewport(engine, 390, 844, 47, 34) == SHEET_OK)
                var config = sheet_config()
                sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
                let detents = [sheet_detent(kind: SHEET_DETENT_FRACTION, value: 0.5), sheet_detent(kind: SHEET_DETENT_FRACTION, value: 1)]
                let transition = sheet_transition(animator: name, params: nil, param_count: 0)
                config.present = transition
                config.dismiss = transition
                config.settle = transition
                config.content = transition
                var sheet: sheet_id = 0
                detents.withUnsafeBufferPointer { buffer in
                    config.detents = buffer.baseAddress
                    config.detent_count = 2
                    #expect(sheet_create(engine, &config, &sheet) == SHEET_OK)
                }
                #expect(sheet_present(engine, sheet, 0, 0) == SHEET_OK)
                #expect(sheet_engine_tick(engine, 0.1) == SHEET_OK)
                #expect(sheet_move_to_detent(engine, sheet, 1, 0.2) == SHEET_OK)
                #expect(sheet_engine_tick(engine, 0.3) == SHEET_OK)
                #expect(sheet_set_content(engine, sheet, 7, 300, 0.4) == SHEET_OK)
                #expect(sheet_engine_tick(engine, 0.5) == SHEET_OK)
                #expect(sheet_dismiss(engine, sheet, 0.6) == SHEET_OK)
                #expect(sheet_engine_tick(engine, 0.7) == SHEET_OK)
                var frame = sheet_frame()
                frame.struct_size = UInt32(MemoryLayout<sheet_frame>.size)
                #expect(sheet_get_frame(engine, sheet, &frame) == SHEET_OK)
                #expect(frame.state == SHEET_STATE_HIDDEN)
                var event = sheet_event()
                event.struct_size = UInt32(MemoryLayout<sheet_event>.size)
                while sheet_engine_poll_event(engine, &event) == 1 {
                    #expect(event.type != SHEET_EVENT_ANIMATOR_FAILED)
                }
                return recorder.motions
            }
        }
        #expect(recorded.map(\.kind) == [SHEET_MOTION_PRESENT, SHEET_MOTION_SETTLE, SHEET_MOTION_CONTENT, SHEET_MOTION_DISMISS])
        let half: Double = 844 - 0.5 * 797, full: Double = 844 - 797
        let fromTops: [Double] = [844, half, full, full], toTops: [Double] = [half, full, full, 844]
        #expect(recorded.map(\.from.top) == fromTops)
        #expect(recorded.map(\.to.top) == toTops)
        // The content motion's opacity channel is the incoming content's alpha: from 0.
        let fromOpacities: [Double] = [1, 1, 0, 1]
        #expect(recorded.map(\.from.opacity) == fromOpacities)
        #expect(recorded.allSatisfy { $0.viewport_height == 844 && $0.struct_size == UInt32(MemoryLayout<sheet_motion>.size) })
        #expect(recorder.live == 0)
    }

    /// `param_count` is a `size_t`: a count past `Int.max` (2^31 − 1 where `Int` is 32
    /// bits) is refused as the number the host wrote, not read as negative and taken for
    /// no parameters.
    @Test func aParamCountPastIntMaxIsRefused() {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        defer { sheet_engine_destroy(engine) }
        for (count, written) in [(-1, "18446744073709551615"), (Int.min, "9223372036854775808"), (1 << 31, "2147483648")] {
            let (status, message) = Self.register(engine, "many", structSize: UInt32(MemoryLayout<sheet_animator_vtable>.size), paramCount: count)
            #expect(status == SHEET_ERR_INVALID_ARGUMENT)
            #expect(message == "animator \"many\" declares \(written) parameters; at most 16 are allowed")
        }
        #expect(sheet_engine_animator_count(engine) == 3)
    }

    /// A C function stores its visual straight into the engine's `Visual`, which must
    /// therefore be laid out as `sheet_visual`.
    @Test func visualIsLaidOutAsTheCStruct() {
        #expect(MemoryLayout<Visual>.size == MemoryLayout<sheet_visual>.size)
        #expect(MemoryLayout<Visual>.stride == MemoryLayout<sheet_visual>.stride)
        #expect(MemoryLayout<Visual>.alignment == MemoryLayout<sheet_visual>.alignment)
        #expect(MemoryLayout<Visual>.offset(of: \.top) == MemoryLayout<sheet_visual>.offset(of: \.top))
        #expect(MemoryLayout<Visual>.offset(of: \.opacity) == MemoryLayout<sheet_visual>.offset(of: \.opacity))
        #expect(MemoryLayout<Visual>.offset(of: \.backdropAlpha) == MemoryLayout<sheet_visual>.offset(of: \.backdrop_alpha))
        #expect(MemoryLayout<Visual>.offset(of: \.scale) == MemoryLayout<sheet_visual>.offset(of: \.scale))
    }

    /// A C animator's motion answers alike whichever way it is asked: what the C function
    /// stores in each out-parameter lands in its own field, its status decides the
    /// answer, and `finished` is any non-zero value.
    @Test func bothWaysOfSamplingAnswerAlike() {
        let motion = VTableMotion(instance: nil, sample: FieldWriter.sample, destroy: { _ in })
        for elapsed in [0, 0.5, 1, 2, 3.5] {
            var answer = AnimatorSample(visual: Visual(top: .nan, opacity: .nan, backdropAlpha: .nan, scale: .nan),
                                        topVelocity: .nan, finished: true)
            let answered = motion.sample(elapsed: elapsed, into: &answer)
            let returned = motion.sample(elapsed: elapsed)
            if elapsed < 3 {
                let expected = AnimatorSample(
                    visual: Visual(top: 10 + elapsed, opacity: 0.125, backdropAlpha: 0.375, scale: 1.5 + elapsed),
                    topVelocity: -20 * elapsed, finished: elapsed >= 1)
                #expect(answered && answer == expected)
                #expect(returned == expected)
            } else {
                #expect(!answered && returned == nil)
            }
        }
    }
}

/// A C sample function that stores a distinct value in every field, `finished` as 7 from
/// 1 s on, and errs from 3 s on.
private enum FieldWriter {
    static let sample: @convention(c) (
        UnsafeMutableRawPointer?, Double, UnsafeMutablePointer<sheet_visual>?,
        UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?
    ) -> sheet_status = { _, elapsed, visual, velocity, finished in
        guard let visual, let velocity, let finished else { return SHEET_ERR_INVALID_ARGUMENT }
        guard elapsed < 3 else { return SHEET_ERR_INVALID_STATE }
        visual.pointee.top = 10 + elapsed
        visual.pointee.opacity = 0.125
        visual.pointee.backdrop_alpha = 0.375
        visual.pointee.scale = 1.5 + elapsed
        velocity.pointee = -20 * elapsed
        finished.pointee = elapsed >= 1 ? 7 : 0
        return SHEET_OK
    }
}

/// A C animator (through the plugin data) that records every motion it is asked for and
/// finishes each at once at its target.
private final class MotionRecorder {
    var motions: [sheet_motion] = []
    /// Instances made and not yet destroyed.
    var live = 0

    /// What `create` makes: the motion's target and the recorder that counts it.
    struct Instance {
        let target: sheet_visual
        let recorder: Unmanaged<MotionRecorder>
    }

    static let create: @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<sheet_motion>?, UnsafePointer<Double>?,
        UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> sheet_status = { data, motion, _, out in
        guard let data, let motion, let out else { return SHEET_ERR_INVALID_ARGUMENT }
        let recorder = Unmanaged<MotionRecorder>.fromOpaque(data)
        recorder.takeUnretainedValue().motions.append(motion.pointee)
        recorder.takeUnretainedValue().live += 1
        let instance = UnsafeMutablePointer<Instance>.allocate(capacity: 1)
        instance.initialize(to: Instance(target: motion.pointee.to, recorder: recorder))
        out.pointee = UnsafeMutableRawPointer(instance)
        return SHEET_OK
    }

    static let sample: @convention(c) (
        UnsafeMutableRawPointer?, Double, UnsafeMutablePointer<sheet_visual>?,
        UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?
    ) -> sheet_status = { instance, _, visual, velocity, finished in
        guard let instance, let visual, let velocity, let finished else { return SHEET_ERR_INVALID_ARGUMENT }
        visual.pointee = instance.assumingMemoryBound(to: Instance.self).pointee.target
        velocity.pointee = 0
        finished.pointee = 1
        return SHEET_OK
    }

    static let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Void = { raw in
        guard let instance = raw?.assumingMemoryBound(to: Instance.self) else { return }
        instance.pointee.recorder.takeUnretainedValue().live -= 1
        instance.deinitialize(count: 1)
        instance.deallocate()
    }
}
