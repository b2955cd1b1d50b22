import CSheet
import Glibc
import Testing
import SheetCore
@testable import Sheet

/// An engine with a phone viewport and one sheet, driven through the C functions.
private final class Rig {
    var engine: OpaquePointer?
    var sheet: sheet_id = 0

    init(detents: [sheet_detent] = [sheet_detent(kind: SHEET_DETENT_FRACTION, value: 0.5),
                                    sheet_detent(kind: SHEET_DETENT_FRACTION, value: 1)],
         configure: (inout sheet_config) -> Void = { _ in }) {
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        #expect(sheet_engine_set_viewport(engine, 390, 844, 47, 34) == SHEET_OK)
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        configure(&config)
        detents.withUnsafeBufferPointer { buffer in
            config.detents = buffer.baseAddress
            config.detent_count = buffer.count
            #expect(sheet_create(engine, &config, &sheet) == SHEET_OK)
        }
    }

    deinit { sheet_engine_destroy(engine) }

    var frame: sheet_frame {
        var frame = sheet_frame()
        frame.struct_size = UInt32(MemoryLayout<sheet_frame>.size)
        #expect(sheet_get_frame(engine, sheet, &frame) == SHEET_OK)
        return frame
    }

    func events() -> [sheet_event] {
        var result: [sheet_event] = []
        var event = sheet_event()
        event.struct_size = UInt32(MemoryLayout<sheet_event>.size)
        while sheet_engine_poll_event(engine, &event) == 1 { result.append(event) }
        return result
    }
}

@Suite struct EngineABITests {
    @Test func versionAndStatusNames() {
        #expect(sheet_abi_version() == SHEET_ABI_VERSION)
        // The library's version is the header's, and its major is the ABI's major.
        let header = "\(SHEET_VERSION_MAJOR).\(SHEET_VERSION_MINOR).\(SHEET_VERSION_PATCH)"
        #expect(String(cString: sheet_version_string()!) == header)
        #expect(SHEET_VERSION_MINOR >= Int32(SHEET_ABI_VERSION & 0xffff))
        #expect(UInt32(SHEET_VERSION_MAJOR) == SHEET_ABI_VERSION >> 16)
        #expect(sheet_abi_version() >> 16 == UInt32(SHEET_VERSION_MAJOR))
        #expect(String(cString: sheet_status_name(SHEET_ERR_INVALID_HANDLE)!) == "SHEET_ERR_INVALID_HANDLE")
        #expect(String(cString: sheet_status_name(SHEET_ERR_OUT_OF_MEMORY)!) == "SHEET_ERR_OUT_OF_MEMORY")
        // The header's limits are the engine's.
        #expect(SheetEngine.maximumSheetCount == Int(SHEET_MAX_SHEETS))
        #expect(SheetEngine.maximumAnimatorCount == Int(SHEET_MAX_ANIMATORS))
        #expect(Int(SHEET_MAX_QUEUED_EVENTS) == EngineHandle().core.eventCapacity)
        #expect(String(cString: sheet_status_name(-7)!) == "SHEET_ERR_UNKNOWN")
    }

    /// The closed-form animators make every frame schedule land on one trajectory.
    @Test func presentationIsTheSameAt60_120_240HzAndJittered() {
        func trajectory(_ steps: [Double]) -> [Double] {
            let rig = Rig()
            #expect(sheet_present(rig.engine, rig.sheet, 1, 0) == SHEET_OK)
            var tops: [Double] = []
            var now = 0.0
            var checkpoint = 1
            for step in steps {
                let next = now + step
                // Land exactly on each 50 ms checkpoint, whatever the schedule.
                while checkpoint <= 20 && Double(checkpoint) * 0.05 <= next {
                    #expect(sheet_engine_tick(rig.engine, Double(checkpoint) * 0.05) == SHEET_OK)
                    tops.append(rig.frame.top)
                    checkpoint += 1
                }
                #expect(sheet_engine_tick(rig.engine, next) == SHEET_OK)
                now = next
            }
            return tops
        }
        var seed: UInt64 = 12345
        let jittered = (0..<400).map { _ -> Double in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return 0.004 + Double(seed >> 40) / Double(1 << 24) * 0.016
        }
        let reference = trajectory(Array(repeating: 1.0 / 60, count: 70))
        #expect(reference.count == 20)
        for schedule in [Array(repeating: 1.0 / 120, count: 130), Array(repeating: 1.0 / 240, count: 250), jittered] {
            let other = trajectory(schedule)
            #expect(other.count == reference.count)
            for (a, b) in zip(reference, other) { #expect(abs(a - b) < 1e-9) }
        }
        // The spring moves between checkpoints and arrives at the highest detent.
        #expect(reference[0] < 844 && reference[0] > 47)
        #expect(abs(reference[19] - 47) < 0.25)
    }

    @Test func aMotionStartsAtItsCommandsTime() {
        let rig = Rig()
        #expect(sheet_present(rig.engine, rig.sheet, 0, 10) == SHEET_OK)
        #expect(sheet_engine_tick(rig.engine, 10) == SHEET_OK)
        #expect(rig.frame.top == 844)
        #expect(sheet_engine_tick(rig.engine, 10.1) == SHEET_OK)
        // Critically damped, response 0.35 s, from 844 to 844 - 398.5 = 445.5.
        let omega = 2 * Double.pi / 0.35
        let decay: Double = exp(-omega * 0.1)
        let expected: Double = 445.5 + 398.5 * (1 + omega * 0.1) * decay
        #expect(abs(rig.frame.top - expected) < 1e-9)
    }

    @Test func aStaleIdStaysInvalidAfterItsSlotIsReused() {
        let rig = Rig()
        let old = rig.sheet
        #expect(sheet_destroy(rig.engine, old) == SHEET_OK)
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        var fresh: sheet_id = 0
        #expect(sheet_create(rig.engine, &config, &fresh) == SHEET_OK)
        #expect(fresh != old)
        #expect(fresh & 0xffff_ffff == old & 0xffff_ffff)
        #expect(sheet_present(rig.engine, old, 0, 0) == SHEET_ERR_INVALID_HANDLE)
        #expect(sheet_present(rig.engine, 0, 0, 0) == SHEET_ERR_INVALID_HANDLE)
        #expect(sheet_present(rig.engine, fresh, 0, 0) == SHEET_OK)
    }

    @Test func aViewportChangeMidMotionKeepsTheVisibleHeightAndTheDetent() {
        let rig = Rig()
        #expect(sheet_present(rig.engine, rig.sheet, 0, 0) == SHEET_OK)
        #expect(sheet_engine_tick(rig.engine, 0.1) == SHEET_OK)
        let before = rig.frame
        // Rotate: 844 x 390 with small insets.
        #expect(sheet_engine_set_viewport(rig.engine, 844, 390, 20, 21) == SHEET_OK)
        let after = rig.frame
        #expect(after.detent == 0)
        #expect(after.state == SHEET_STATE_PRESENTING)
        #expect(abs(after.height - min(before.height, 370)) < 1e-9)
        for step in 1...90 { #expect(sheet_engine_tick(rig.engine, 0.1 + Double(step) / 60) == SHEET_OK) }
        let rest = rig.frame
        #expect(rest.state == SHEET_STATE_RESTING)
        #expect(abs(rest.height - 0.5 * 370) < 1e-9)
        let types = rig.events().map(\.type)
        #expect(types == [SHEET_EVENT_WILL_PRESENT, SHEET_EVENT_DID_PRESENT])
    }

    @Test func reduceMotionPresentsInPlaceWithAFade() {
        let rig = Rig()
        #expect(sheet_engine_set_reduce_motion(rig.engine, 1) == SHEET_OK)
        #expect(sheet_engine_set_reduce_motion(rig.engine, 2) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(sheet_present(rig.engine, rig.sheet, 0, 0) == SHEET_OK)
        #expect(sheet_engine_tick(rig.engine, 0.1) == SHEET_OK)
        let mid = rig.frame
        #expect(mid.top == 445.5)
        #expect(abs(mid.opacity - 0.4) < 1e-9)   // fade, 0.25 s by default
        #expect(sheet_engine_tick(rig.engine, 0.25) == SHEET_OK)
        #expect(rig.frame.state == SHEET_STATE_RESTING)
        #expect(rig.frame.opacity == 1)
    }

    @Test func framesOfSmallerOlderStructsAndBadIdsTakeTheCheckedPath() {
        let rig = Rig()
        #expect(sheet_present(rig.engine, rig.sheet, 0, 0) == SHEET_OK)
        #expect(sheet_engine_tick(rig.engine, 1) == SHEET_OK)
        let full = rig.frame
        // A host built against the first fields only: they are written, the rest is not.
        let minimum = MemoryLayout<sheet_frame>.offset(of: \sheet_frame.outgoing_content_id)!
        var short = sheet_frame()
        short.struct_size = UInt32(minimum)
        short.velocity = -7
        #expect(sheet_get_frame(rig.engine, rig.sheet, &short) == SHEET_OK)
        #expect(short.top == full.top)
        #expect(short.velocity == -7)
        #expect(short.struct_size == UInt32(minimum))
        short.struct_size = UInt32(minimum - 1)
        #expect(sheet_get_frame(rig.engine, rig.sheet, &short) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(String(cString: sheet_engine_last_error(rig.engine)).contains("struct_size"))
        var frame = sheet_frame()
        frame.struct_size = UInt32(MemoryLayout<sheet_frame>.size)
        #expect(sheet_get_frame(rig.engine, rig.sheet + 1, &frame) == SHEET_ERR_INVALID_HANDLE)
        #expect(String(cString: sheet_engine_last_error(rig.engine)).contains("does not name a live sheet"))
        #expect(sheet_get_frame(rig.engine, rig.sheet, &frame) == SHEET_OK)
        #expect(String(cString: sheet_engine_last_error(rig.engine)) == "")
        #expect(sheet_get_frame(rig.engine, rig.sheet, nil) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(sheet_get_frame(nil, rig.sheet, &frame) == SHEET_ERR_INVALID_ARGUMENT)
    }
}
