import CSheet
import Testing
@testable import Sheet

/// The sheet functions of sheet.h with host structs of every declared size.
@Suite struct ExportsSheetTests {
    /// An engine on the phone's viewport with a default sheet presented at 0 and ticked
    /// to 2, at rest; the caller destroys the engine.
    private func engineWithARestingSheet() -> (OpaquePointer?, sheet_id) {
        var engine: OpaquePointer?
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        #expect(sheet_engine_set_viewport(engine, 390, 844, 47, 34) == SHEET_OK)
        var sheet: sheet_id = 0
        #expect(sheet_create(engine, nil, &sheet) == SHEET_OK)
        #expect(sheet_present(engine, sheet, 0, 0) == SHEET_OK)
        #expect(sheet_engine_tick(engine, 2) == SHEET_OK)
        return (engine, sheet)
    }

    /// A frame and an accessibility struct declaring a `struct_size` past INT32_MAX: the
    /// library fills all of its own fields and leaves the host's size as it was, on the
    /// frame's fast path and on the checked one. Where `Int` is 32 bits, such a size does
    /// not fit in an `Int`.
    @Test func structSizesPastInt32MaxAreFilledWhole() {
        let (engine, sheet) = engineWithARestingSheet()
        defer { sheet_engine_destroy(engine) }
        for size in [UInt32(Int32.max) + 1, UInt32.max] {
            var frame = sheet_frame()
            frame.struct_size = size
            #expect(sheet_get_frame(engine, sheet, &frame) == SHEET_OK)
            #expect(frame.struct_size == size)
            #expect(frame.state == SHEET_STATE_RESTING && frame.detent == 0)
            #expect(frame.top == 47 && frame.height == 797 && frame.progress == 1)
            #expect(frame.corner_radius == 12 && frame.scroll_extent == 0)

            var accessibility = sheet_accessibility()
            accessibility.struct_size = size
            #expect(sheet_get_accessibility(engine, sheet, &accessibility) == SHEET_OK)
            #expect(accessibility.struct_size == size)
            #expect(accessibility.detent == 0 && accessibility.detent_count == 1)
            #expect(accessibility.actions == SHEET_ACTION_DISMISS)
        }
        // The checked path: a stale id with such a size is refused, nothing written.
        var frame = sheet_frame()
        frame.struct_size = .max
        frame.top = -1
        #expect(sheet_get_frame(engine, sheet + 1, &frame) == SHEET_ERR_INVALID_HANDLE)
        #expect(frame.top == -1 && frame.struct_size == .max)
    }

    /// A content id of 0 is no content: swapped in, the content before fades out; swapped
    /// out, nothing fades out, and the new content fades in over 0.25 s.
    @Test func contentZeroIsNone() {
        let (engine, sheet) = engineWithARestingSheet()
        defer { sheet_engine_destroy(engine) }
        var frame = sheet_frame()
        frame.struct_size = UInt32(MemoryLayout<sheet_frame>.size)
        #expect(sheet_set_content(engine, sheet, 5, 300, 2) == SHEET_OK)
        #expect(sheet_engine_tick(engine, 3) == SHEET_OK)
        #expect(sheet_set_content(engine, sheet, 0, 300, 3) == SHEET_OK)
        #expect(sheet_engine_tick(engine, 3.1) == SHEET_OK)
        #expect(sheet_get_frame(engine, sheet, &frame) == SHEET_OK)
        #expect(frame.content_id == 0 && frame.outgoing_content_id == 5)
        #expect(abs(frame.outgoing_content_alpha - 0.6) < 1e-9)
        #expect(sheet_engine_tick(engine, 4) == SHEET_OK)
        #expect(sheet_set_content(engine, sheet, 6, 300, 4) == SHEET_OK)
        #expect(sheet_engine_tick(engine, 4.1) == SHEET_OK)
        #expect(sheet_get_frame(engine, sheet, &frame) == SHEET_OK)
        #expect(frame.content_id == 6 && frame.outgoing_content_id == 0)
        #expect(abs(frame.content_alpha - 0.4) < 1e-9 && frame.outgoing_content_alpha == 0)
        var event = sheet_event()
        event.struct_size = UInt32(MemoryLayout<sheet_event>.size)
        var contentIDs: [UInt64] = []
        while sheet_engine_poll_event(engine, &event) == 1 {
            if event.type == SHEET_EVENT_CONTENT_CHANGED { contentIDs.append(event.content_id) }
        }
        #expect(contentIDs == [5, 0, 6])
    }
}
