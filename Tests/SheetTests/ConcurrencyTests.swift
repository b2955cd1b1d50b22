import CSheet
import Dispatch
import Testing
@testable import Sheet

/// Engines driven from many threads at once, one engine per thread at a time, through
/// the C functions. Under `swift test --sanitize=thread` the engine's Swift code is
/// instrumented too, so a data race between engines (shared mutable state in the
/// library) is reported.
/// Result slots written by concurrent iterations, each index by exactly one of them.
private struct Slots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(count: Int, initial: Element) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: initial)
    }
    subscript(index: Int) -> Element {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }
    func free() { buffer.deallocate() }
}

@Suite struct ConcurrencyTests {
    private static let linearCreate: @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<sheet_motion>?, UnsafePointer<Double>?,
        UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> sheet_status = { _, motion, _, out in
        guard let motion, let out else { return SHEET_ERR_INVALID_ARGUMENT }
        let state = UnsafeMutablePointer<sheet_motion>.allocate(capacity: 1)
        state.initialize(to: motion.pointee)
        out.pointee = UnsafeMutableRawPointer(state)
        return SHEET_OK
    }

    private static let linearSample: @convention(c) (
        UnsafeMutableRawPointer?, Double, UnsafeMutablePointer<sheet_visual>?,
        UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Int32>?
    ) -> sheet_status = { instance, elapsed, out, velocity, finished in
        guard let instance, let out, let velocity, let finished else { return SHEET_ERR_INVALID_ARGUMENT }
        let motion = instance.assumingMemoryBound(to: sheet_motion.self).pointee
        let k = min(1, max(0, elapsed / 0.2))
        out.pointee = motion.to
        out.pointee.top = motion.from.top + (motion.to.top - motion.from.top) * k
        velocity.pointee = k < 1 ? (motion.to.top - motion.from.top) / 0.2 : 0
        finished.pointee = k >= 1 ? 1 : 0
        return SHEET_OK
    }

    private static let linearDestroy: @convention(c) (UnsafeMutableRawPointer?) -> Void = { instance in
        instance?.assumingMemoryBound(to: sheet_motion.self).deallocate()
    }

    /// One deterministic session; returns a digest of its frames.
    private static func session(seed: Int) -> (digest: Double, failures: Int) {
        var failures = 0
        var engine: OpaquePointer?
        guard sheet_engine_create(&engine) == SHEET_OK else { return (0, 1) }
        defer { sheet_engine_destroy(engine) }
        let name = "concurrency.linear"
        let registered: sheet_status = name.withCString { cName in
            var vtable = sheet_animator_vtable()
            vtable.struct_size = UInt32(MemoryLayout<sheet_animator_vtable>.size)
            vtable.abi_version = UInt32(SHEET_ABI_VERSION)
            vtable.name = cName
            vtable.create = linearCreate
            vtable.sample = linearSample
            vtable.destroy = linearDestroy
            return sheet_engine_register_animator(engine, &vtable, nil)
        }
        if registered != SHEET_OK { failures += 1 }
        if sheet_engine_set_viewport(engine, 390, 844, 47, 34) != SHEET_OK { failures += 1 }
        var sheets: [sheet_id] = []
        for stack in 0..<3 {
            var config = sheet_config()
            sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
            config.stack = Int32(stack)
            var id: sheet_id = 0
            let status: sheet_status = name.withCString { cName in
                if seed % 2 == 0 { config.present.animator = cName }
                return sheet_create(engine, &config, &id)
            }
            if status != SHEET_OK { failures += 1 }
            sheets.append(id)
        }
        var digest = 0.0
        var t = 0.0
        var rng = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        for _ in 0..<300 {
            rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17
            let sheet = sheets[Int(rng % 3)]
            t += 1.0 / 60.0
            switch (rng >> 8) % 6 {
            case 0: _ = sheet_present(engine, sheet, 0, t)
            case 1: _ = sheet_dismiss(engine, sheet, t)
            case 2:
                var hit: Int32 = 0
                _ = sheet_pointer_down(engine, sheet, 100, 500, t, &hit)
                _ = sheet_pointer_move(engine, sheet, 100, 560, t + 0.005)
                _ = sheet_pointer_up(engine, sheet, 100, 620, t + 0.01)
            default: break
            }
            if sheet_engine_tick(engine, t) != SHEET_OK { failures += 1 }
            for (index, sheet) in sheets.enumerated() {
                var frame = sheet_frame()
                frame.struct_size = UInt32(MemoryLayout<sheet_frame>.size)
                if sheet_get_frame(engine, sheet, &frame) != SHEET_OK { failures += 1 }
                digest += frame.top * Double(index + 1) + frame.opacity + Double(frame.state)
            }
            var event = sheet_event()
            event.struct_size = UInt32(MemoryLayout<sheet_event>.size)
            while sheet_engine_poll_event(engine, &event) == 1 { digest += Double(event.type) * 0.001 }
            if sheet_status_name(SHEET_ERR_PLUGIN) == nil || sheet_version_string() == nil { failures += 1 }
        }
        return (digest, failures)
    }

    @Test func enginesOnManyThreadsMatchTheSingleThreadRun() {
        let seeds = 16
        let expected = (0..<seeds).map { Self.session(seed: $0).digest }
        let results = Slots<(digest: Double, failures: Int)>(count: seeds * 4, initial: (0, 0))
        defer { results.free() }
        DispatchQueue.concurrentPerform(iterations: seeds * 4) { index in
            results[index] = Self.session(seed: index % seeds)
        }
        for index in 0..<(seeds * 4) {
            #expect(results[index].failures == 0)
            #expect(results[index].digest == expected[index % seeds], "session \(index) differs")
        }
    }

    @Test func animatorsRegisteredIntoDifferentEnginesAtOnce() {
        let count = 32
        let statuses = Slots<sheet_status>(count: count, initial: SHEET_OK)
        defer { statuses.free() }
        DispatchQueue.concurrentPerform(iterations: count) { index in
            var engine: OpaquePointer?
            guard sheet_engine_create(&engine) == SHEET_OK else {
                statuses[index] = SHEET_ERR_CAPACITY
                return
            }
            defer { sheet_engine_destroy(engine) }
            var status = SHEET_OK
            for serial in 0..<20 where status == SHEET_OK {
                status = "concurrent.\(serial)".withCString { cName in
                    var vtable = sheet_animator_vtable()
                    vtable.struct_size = UInt32(MemoryLayout<sheet_animator_vtable>.size)
                    vtable.abi_version = UInt32(SHEET_ABI_VERSION)
                    vtable.name = cName
                    vtable.create = Self.linearCreate
                    vtable.sample = Self.linearSample
                    vtable.destroy = Self.linearDestroy
                    return sheet_engine_register_animator(engine, &vtable, nil)
                }
            }
            if status == SHEET_OK, sheet_engine_animator_count(engine) != 23 { status = SHEET_ERR_INVALID_STATE }
            statuses[index] = status
        }
        for index in 0..<count { #expect(statuses[index] == SHEET_OK, "engine \(index)") }
    }
}
