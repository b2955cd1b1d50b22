import CSheet
import SheetCore

/// Why a C call was refused: its status and a sentence naming the C API.
///
/// The sentence is written when the error is made, into storage the error carries (512
/// bytes, cut to fit), so that refusing a call allocates nothing: errors are thrown
/// typed, as values, and the engine copies the text into its own buffer.
struct CallError: Error {
    let status: sheet_status
    private var text: Text
    private var length: Int

    /// 512 bytes, inline.
    private typealias Text = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64)

    /// A refusal with `status`, its sentence written by `compose`.
    init(_ status: sheet_status, _ compose: (inout BufferSentence) -> Void) {
        self.status = status
        text = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        length = withUnsafeMutableBytes(of: &text) { buffer in
            var sentence = BufferSentence(buffer)
            compose(&sentence)
            return sentence.count
        }
    }

    /// A refusal whose sentence is `text` alone.
    init(_ status: sheet_status, _ text: StaticString) {
        self.init(status) { $0.write(text) }
    }

    /// The engine's refusal, in the C face's words.
    init(_ error: SheetError) {
        self.init(error.code.status) { error.write(to: &$0, spelledBy: CSpelling.self) }
    }

    /// The sentence's bytes, without the NUL.
    func withMessage<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withUnsafeBytes(of: text) { body(UnsafeRawBufferPointer(rebasing: $0[..<length])) }
    }

    /// The sentence, for tests and diagnostics (this allocates).
    var message: String {
        withMessage { String(decoding: $0, as: UTF8.self) }
    }

    /// A NULL pointer where one is needed; `argument` is its name in sheet.h.
    static func null(_ argument: StaticString) -> CallError {
        CallError(SHEET_ERR_INVALID_ARGUMENT) { $0.write(argument); $0.write(" is NULL") }
    }

    /// A call from inside one of the engine's own callbacks.
    static var reentrant: CallError {
        CallError(SHEET_ERR_INVALID_STATE,
                  "the engine was called from inside one of its own callbacks (an animator's create, sample or destroy, or the log handler); a callback must not call its engine")
    }

    /// A value of a `SHEET_*` constant family that names none of them.
    static func unknown(_ field: StaticString, _ value: Int32, expected: StaticString) -> CallError {
        CallError(SHEET_ERR_INVALID_ARGUMENT) {
            $0.write(field); $0.write(": unknown value "); $0.write(Int(value)); $0.write(" (use ")
            $0.write(expected); $0.write(")")
        }
    }

    /// A host struct whose `struct_size` does not cover what the library must read.
    static func structTooSmall(_ name: StaticString, size: UInt32, minimum: Int, status: sheet_status = SHEET_ERR_INVALID_ARGUMENT) -> CallError {
        CallError(status) {
            $0.write(name); $0.write(".struct_size is "); $0.write(UInt64(size)); $0.write("; at least ")
            $0.write(minimum); $0.write(" is needed (set it to sizeof("); $0.write(name); $0.write("))")
        }
    }
}

extension SheetError.Code {
    /// The C status of this error.
    var status: sheet_status {
        switch self {
        case .invalidArgument: SHEET_ERR_INVALID_ARGUMENT
        case .invalidHandle: SHEET_ERR_INVALID_HANDLE
        case .invalidState: SHEET_ERR_INVALID_STATE
        case .notFound: SHEET_ERR_NOT_FOUND
        case .alreadyExists: SHEET_ERR_ALREADY_EXISTS
        case .capacity: SHEET_ERR_CAPACITY
        case .outOfMemory: SHEET_ERR_OUT_OF_MEMORY
        }
    }
}

/// The C API's names for what the engine's error sentences mention: parameter names of
/// sheet.h, `sheet_config` fields, `SHEET_*` constants and `sheet_*` functions.
enum CSpelling: SheetErrorSpelling {
    static func name(_ quantity: SheetError.Quantity) -> StaticString {
        switch quantity {
        case .now: "now"
        case .pointerTime: "t"
        case .x: "x"
        case .y: "y"
        case .viewportWidth: "width"
        case .viewportHeight: "height"
        case .safeTop: "safe_top"
        case .safeBottom: "safe_bottom"
        case .obstruction: "bottom_height"
        case .contentHeight: "content_height"
        case .scrollExtent: "scrollable_length"
        case .maximumMotionDuration: "seconds"
        case .dismissFraction: "dismiss_fraction"
        case .dismissHeight: "dismiss_height"
        case .flingVelocity: "fling_velocity"
        case .backdropAlpha: "backdrop_alpha"
        case .cornerRadius: "corner_radius"
        case .rubberBand: "rubber_band"
        case .touchSlop: "touch_slop"
        case .grabberHeight: "grabber_height"
        case .largestUndimmedDetent: "largest_undimmed_detent"
        case .backdropTapDetent: "backdrop_tap_detent"
        case .footerHeight: "footer_height"
        case .edgeInset: "edge_inset"
        case .sideInset: "side_inset"
        case .maximumCrossSize: "max_cross_size"
        case .wideThreshold: "wide_threshold"
        case .focusY: "y"
        case .focusHeight: "height"
        case .backProgress: "progress"
        }
    }

    static func name(_ kind: Detent.Kind) -> StaticString {
        switch kind {
        case .points: "SHEET_DETENT_POINTS"
        case .fraction: "SHEET_DETENT_FRACTION"
        case .content: "SHEET_DETENT_CONTENT"
        }
    }

    static func name(_ action: AccessibilityAction) -> StaticString {
        switch action {
        case .expand: "SHEET_ACTION_EXPAND"
        case .collapse: "SHEET_ACTION_COLLAPSE"
        case .dismiss: "SHEET_ACTION_DISMISS"
        }
    }

    static func name(_ function: SheetError.Function) -> StaticString {
        switch function {
        case .setViewport: "sheet_engine_set_viewport"
        case .moveToDetent: "sheet_move_to_detent"
        case .pointerUp: "sheet_pointer_up"
        case .pointerCancel: "sheet_pointer_cancel"
        case .beginBack: "sheet_back_begin"
        case .commitBack: "sheet_back_commit"
        case .cancelBack: "sheet_back_cancel"
        }
    }
}

/// A static, NUL-terminated name for a status; the storage lives as long as the library.
func staticName(of status: sheet_status) -> StaticString {
    switch status {
    case SHEET_OK: "SHEET_OK"
    case SHEET_ERR_INVALID_ARGUMENT: "SHEET_ERR_INVALID_ARGUMENT"
    case SHEET_ERR_INVALID_HANDLE: "SHEET_ERR_INVALID_HANDLE"
    case SHEET_ERR_INVALID_STATE: "SHEET_ERR_INVALID_STATE"
    case SHEET_ERR_NOT_FOUND: "SHEET_ERR_NOT_FOUND"
    case SHEET_ERR_ALREADY_EXISTS: "SHEET_ERR_ALREADY_EXISTS"
    case SHEET_ERR_ABI_MISMATCH: "SHEET_ERR_ABI_MISMATCH"
    case SHEET_ERR_PLUGIN: "SHEET_ERR_PLUGIN"
    case SHEET_ERR_CAPACITY: "SHEET_ERR_CAPACITY"
    case SHEET_ERR_OUT_OF_MEMORY: "SHEET_ERR_OUT_OF_MEMORY"
    default: "SHEET_ERR_UNKNOWN"
    }
}
