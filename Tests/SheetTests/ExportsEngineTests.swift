import CSheet
import Testing
@testable import Sheet

/// The engine-wide functions of sheet.h with sizes and indices at the edges of their
/// types.
@Suite struct ExportsEngineTests {
    /// A `sheet_event` declaring a `struct_size` past INT32_MAX is filled whole and keeps
    /// the host's size. Where `Int` is 32 bits, such a size does not fit in an `Int`.
    @Test func pollingIntoAStructPastInt32Max() {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        defer { sheet_engine_destroy(engine) }
        #expect(sheet_engine_set_viewport(engine, 390, 844, 47, 34) == SHEET_OK)
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        config.user_tag = 77
        var sheet: sheet_id = 0
        #expect(sheet_create(engine, &config, &sheet) == SHEET_OK)
        #expect(sheet_present(engine, sheet, 0, 1.5) == SHEET_OK)
        #expect(sheet_engine_tick(engine, 4) == SHEET_OK)
        var types: [Int32] = []
        for size in [UInt32(Int32.max) + 1, UInt32.max] {
            var event = sheet_event()
            event.struct_size = size
            #expect(sheet_engine_poll_event(engine, &event) == 1)
            #expect(event.struct_size == size)
            #expect(event.sheet == sheet && event.detent == 0 && event.user_tag == 77 && event.animator == -1)
            types.append(event.type)
        }
        #expect(types == [SHEET_EVENT_WILL_PRESENT, SHEET_EVENT_DID_PRESENT])
    }

    /// Indices are `size_t`: one past `Int.max` (2^31 − 1 where `Int` is 32 bits) names no
    /// animator or parameter, and the error names it as the unsigned number it is.
    @Test func indicesPastIntMaxAreNamedUnsigned() {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        defer { sheet_engine_destroy(engine) }
        var spec = sheet_param_spec()
        for (index, written) in [(-1, "18446744073709551615"), (Int.min, "9223372036854775808"), (1 << 31, "2147483648")] {
            #expect(sheet_engine_animator_name(engine, index) == nil)
            #expect(sheet_engine_animator_param_count(engine, index) == 0)
            #expect(sheet_engine_animator_param(engine, index, 0, &spec) == SHEET_ERR_NOT_FOUND)
            #expect(String(cString: sheet_engine_last_error(engine)) == "there is no animator \(written); 3 are registered")
            #expect(sheet_engine_animator_param(engine, 0, index, &spec) == SHEET_ERR_NOT_FOUND)
            #expect(String(cString: sheet_engine_last_error(engine)) == "animator \"spring\" has no parameter \(written); it declares 2")
        }
        #expect(sheet_engine_animator_param(engine, 0, 1, &spec) == SHEET_OK)
        #expect(String(cString: spec.name) == "damping_ratio")
    }
}
