import CSheet
import Testing
import SheetCore
@testable import Sheet

/// An engine with the phone viewport and one sheet of two detents, driven through the C
/// functions, whose error sentences the tests read.
private final class CRig {
    var engine: OpaquePointer?
    var sheet: sheet_id = 0

    init() {
        #expect(sheet_engine_create(&engine) == SHEET_OK)
        #expect(sheet_engine_set_viewport(engine, 390, 844, 47, 34) == SHEET_OK)
        let detents = [sheet_detent(kind: SHEET_DETENT_FRACTION, value: 0.5), sheet_detent(kind: SHEET_DETENT_FRACTION, value: 1)]
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        detents.withUnsafeBufferPointer { buffer in
            config.detents = buffer.baseAddress
            config.detent_count = buffer.count
            #expect(sheet_create(engine, &config, &sheet) == SHEET_OK)
        }
    }

    deinit { sheet_engine_destroy(engine) }

    var lastError: String { String(cString: sheet_engine_last_error(engine)) }

    /// Creates a sheet from the defaults as `configure` changes them; returns the status.
    func create(_ configure: (inout sheet_config) -> Void) -> sheet_status {
        var config = sheet_config()
        sheet_config_init_sized(&config, UInt32(MemoryLayout<sheet_config>.size))
        configure(&config)
        var id: sheet_id = 0
        return sheet_create(engine, &config, &id)
    }
}

/// The C face says what was wrong in sheet.h's words: parameter names, `sheet_config`
/// fields, `SHEET_*` constants and `sheet_*` functions, never the Swift API's.
@Suite struct CallErrorTests {
    @Test func aConfigurationFieldIsNamedAsInTheHeader() {
        let rig = CRig()
        #expect(rig.create { $0.dismiss_fraction = 2 } == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "dismiss_fraction must be in [0.0, 1.0], got 2.0")
        #expect(!rig.lastError.contains("dismissFraction"))
        let fields: [(String, (inout sheet_config) -> Void)] = [
            ("fling_velocity", { $0.fling_velocity = 0 }),
            ("backdrop_alpha", { $0.backdrop_alpha = -1 }),
            ("corner_radius", { $0.corner_radius = -1 }),
            ("rubber_band", { $0.rubber_band = 0 }),
            ("dismiss_height", { $0.dismiss_height = -1 }),
            ("touch_slop", { $0.touch_slop = .nan }),
            ("grabber_height", { $0.grabber_height = .infinity }),
            ("largest_undimmed_detent", { $0.largest_undimmed_detent = -2 }),
        ]
        for (name, change) in fields {
            #expect(rig.create(change) == SHEET_ERR_INVALID_ARGUMENT, "\(name)")
            #expect(rig.lastError.hasPrefix(name), "\(name): \(rig.lastError)")
        }
        #expect(rig.create { $0.dismiss_height = -1 } == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "dismiss_height must be finite and >= 0.0, got -1.0")
        #expect(rig.create { $0.largest_undimmed_detent = -2 } == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "largest_undimmed_detent must be -1 or a detent index below 1, got -2")
    }

    @Test func aDetentKindIsNamedByItsConstant() {
        let rig = CRig()
        let bad = [sheet_detent(kind: SHEET_DETENT_FRACTION, value: 1.5)]
        let status = bad.withUnsafeBufferPointer { buffer in
            rig.create {
                $0.detents = buffer.baseAddress
                $0.detent_count = 1
            }
        }
        #expect(status == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "detent 0: a SHEET_DETENT_FRACTION must be in (0, 1], got 1.5")
        let points = [sheet_detent(kind: SHEET_DETENT_POINTS, value: -4)]
        _ = points.withUnsafeBufferPointer { buffer in
            rig.create {
                $0.detents = buffer.baseAddress
                $0.detent_count = 1
            }
        }
        #expect(rig.lastError == "detent 0: a SHEET_DETENT_POINTS height must be finite and > 0, got -4.0")
        let unknown = [sheet_detent(kind: 99, value: 1)]
        _ = unknown.withUnsafeBufferPointer { buffer in
            rig.create {
                $0.detents = buffer.baseAddress
                $0.detent_count = 1
            }
        }
        #expect(rig.lastError == "detent 0: unknown kind 99 (use SHEET_DETENT_POINTS, _FRACTION or _CONTENT)")
    }

    /// A pointer's time is `t` in sheet.h; a command's is `now`.
    @Test func timesAreNamedAsTheirParameters() {
        let rig = CRig()
        #expect(sheet_pointer_down(rig.engine, rig.sheet, 195, 500, .nan, nil) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "t must be a finite number, got nan")
        #expect(sheet_pointer_cancel(rig.engine, rig.sheet, .infinity) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "t must be a finite number, got inf")
        #expect(sheet_present(rig.engine, rig.sheet, 0, -.infinity) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "now must be a finite number, got -inf")
        #expect(sheet_pointer_down(rig.engine, rig.sheet, .infinity, 500, 0, nil) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "x must be a finite number, got inf")
    }

    @Test func argumentsAreNamedAsInTheHeader() {
        let rig = CRig()
        #expect(sheet_engine_set_viewport(rig.engine, 390, 844, -1, 34) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "safe_top must be finite and >= 0.0, got -1.0")
        #expect(sheet_engine_set_viewport(rig.engine, 390, 844, 500, 400) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "safe_top + safe_bottom (900.0) must be less than the height 844.0")
        #expect(sheet_engine_set_obstruction(rig.engine, 844, 0) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "bottom_height must be in [0.0, 844.0), got 844.0")
        #expect(sheet_set_content(rig.engine, rig.sheet, 1, -1, 0) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "content_height must be finite and >= 0.0, got -1.0")
        #expect(sheet_set_scroll_extent(rig.engine, rig.sheet, -1, 0) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "scrollable_length must be finite and >= 0.0, got -1.0")
        #expect(sheet_engine_set_max_motion_duration(rig.engine, 0) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "seconds must be finite and > 0.0, got 0.0")
    }

    /// A sentence that refers the developer to another call names the C function.
    @Test func sentencesReferToCFunctions() {
        let rig = CRig()
        #expect(sheet_present(rig.engine, rig.sheet, 0, 0) == SHEET_OK)
        #expect(sheet_present(rig.engine, rig.sheet, 1, 0) == SHEET_ERR_INVALID_STATE)
        #expect(rig.lastError.contains("sheet_move_to_detent"))
        #expect(!rig.lastError.contains("moveToDetent"))
        var hit: Int32 = 0
        #expect(sheet_pointer_down(rig.engine, rig.sheet, 195, 843, 0.1, &hit) == SHEET_OK)
        #expect(sheet_pointer_down(rig.engine, rig.sheet, 195, 843, 0.1, &hit) == SHEET_ERR_INVALID_STATE)
        #expect(rig.lastError == "a pointer is already down on this sheet; send sheet_pointer_up or sheet_pointer_cancel first")

        var bare: OpaquePointer?
        #expect(sheet_engine_create(&bare) == SHEET_OK)
        defer { sheet_engine_destroy(bare) }
        var id: sheet_id = 0
        #expect(sheet_create(bare, nil, &id) == SHEET_OK)
        #expect(sheet_present(bare, id, 0, 0) == SHEET_ERR_INVALID_STATE)
        #expect(String(cString: sheet_engine_last_error(bare)) == "set a viewport with sheet_engine_set_viewport before presenting a sheet")
    }

    @Test func anActionIsNamedByItsConstant() {
        let rig = CRig()
        #expect(sheet_perform_action(rig.engine, rig.sheet, SHEET_ACTION_EXPAND, 0) == SHEET_ERR_INVALID_STATE)
        #expect(rig.lastError == "SHEET_ACTION_EXPAND is not available now (the sheet is hidden)")
        #expect(sheet_perform_action(rig.engine, rig.sheet, 3, 0) == SHEET_ERR_INVALID_ARGUMENT)
        #expect(rig.lastError == "action must be one of SHEET_ACTION_EXPAND, _COLLAPSE or _DISMISS, got 3")
    }

    @Test func aStaleIdAndASuccessfulCall() {
        let rig = CRig()
        #expect(sheet_destroy(rig.engine, rig.sheet) == SHEET_OK)
        #expect(sheet_dismiss(rig.engine, rig.sheet, 0) == SHEET_ERR_INVALID_HANDLE)
        #expect(rig.lastError == "sheet id \(rig.sheet) does not name a live sheet (never issued, or destroyed)")
        // A call that succeeds clears the sentence.
        #expect(sheet_engine_tick(rig.engine, 1) == SHEET_OK)
        #expect(rig.lastError == "")
        #expect(String(cString: sheet_engine_last_error(nil)) == "engine is NULL")
    }

    /// Every code maps to its status, and every quantity, kind, action and function has a
    /// C name.
    @Test func theCSpelling() {
        let codes: [(SheetError.Code, sheet_status)] = [
            (.invalidArgument, SHEET_ERR_INVALID_ARGUMENT), (.invalidHandle, SHEET_ERR_INVALID_HANDLE),
            (.invalidState, SHEET_ERR_INVALID_STATE), (.notFound, SHEET_ERR_NOT_FOUND),
            (.alreadyExists, SHEET_ERR_ALREADY_EXISTS), (.capacity, SHEET_ERR_CAPACITY),
        ]
        for (code, status) in codes {
            #expect(code.status == status)
            let error = CallError(SheetError(code, .reentrant))
            #expect(error.status == status)
            #expect(error.message == "the engine was called from inside one of its own animators; an animator must not call its engine")
        }
        let quantities: [(SheetError.Quantity, String)] = [
            (.now, "now"), (.pointerTime, "t"), (.x, "x"), (.y, "y"), (.viewportWidth, "width"), (.viewportHeight, "height"),
            (.safeTop, "safe_top"), (.safeBottom, "safe_bottom"), (.obstruction, "bottom_height"),
            (.contentHeight, "content_height"), (.scrollExtent, "scrollable_length"), (.maximumMotionDuration, "seconds"),
            (.dismissFraction, "dismiss_fraction"), (.dismissHeight, "dismiss_height"), (.flingVelocity, "fling_velocity"),
            (.backdropAlpha, "backdrop_alpha"), (.cornerRadius, "corner_radius"), (.rubberBand, "rubber_band"),
            (.touchSlop, "touch_slop"), (.grabberHeight, "grabber_height"), (.largestUndimmedDetent, "largest_undimmed_detent"),
        ]
        for (quantity, name) in quantities { #expect(CSpelling.name(quantity).description == name) }
        #expect(CSpelling.name(Detent.Kind.points).description == "SHEET_DETENT_POINTS")
        #expect(CSpelling.name(Detent.Kind.content).description == "SHEET_DETENT_CONTENT")
        #expect(CSpelling.name(AccessibilityAction.collapse).description == "SHEET_ACTION_COLLAPSE")
        #expect(CSpelling.name(AccessibilityAction.dismiss).description == "SHEET_ACTION_DISMISS")
        #expect(CSpelling.name(SheetError.Function.setViewport).description == "sheet_engine_set_viewport")
        #expect(CSpelling.name(SheetError.Function.pointerUp).description == "sheet_pointer_up")
        #expect(CSpelling.name(SheetError.Function.pointerCancel).description == "sheet_pointer_cancel")
        #expect(CSpelling.name(SheetError.Function.moveToDetent).description == "sheet_move_to_detent")
    }

    @Test func theLibrarysOwnRefusals() {
        #expect(CallError.null("out").message == "out is NULL")
        #expect(CallError.null("out").status == SHEET_ERR_INVALID_ARGUMENT)
        let unknown = CallError.unknown("stack", 9, expected: "SHEET_STACK_PUSH, _SWITCH or _REPLACE")
        #expect(unknown.message == "stack: unknown value 9 (use SHEET_STACK_PUSH, _SWITCH or _REPLACE)")
        let small = CallError.structTooSmall("sheet_frame", size: 4, minimum: 96)
        #expect(small.message == "sheet_frame.struct_size is 4; at least 96 is needed (set it to sizeof(sheet_frame))")
        #expect(small.status == SHEET_ERR_INVALID_ARGUMENT)
        #expect(CallError.structTooSmall("sheet_config", size: 0, minimum: 8, status: SHEET_ERR_ABI_MISMATCH).status == SHEET_ERR_ABI_MISMATCH)
        for (status, name) in [(SHEET_OK, "SHEET_OK"), (SHEET_ERR_PLUGIN, "SHEET_ERR_PLUGIN"), (SHEET_ERR_CAPACITY, "SHEET_ERR_CAPACITY"), (99, "SHEET_ERR_UNKNOWN")] {
            #expect(String(cString: sheet_status_name(status)!) == name)
        }
    }
}
