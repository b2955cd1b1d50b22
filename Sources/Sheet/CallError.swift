import CSheet
import SheetCore

/// Why a C call was refused: its status and what was wrong, which `write(to:)` puts in
/// a sentence naming the C API.
///
/// A refusal is a small value: the sentence is written once, when the call returns, into
/// the engine's own buffer, so that refusing a call allocates nothing and a refusal
/// passed up through the adapter's functions carries no text with it. A refusal lives
/// within the call that made it, on its thread: the host's strings it points to are valid
/// until then.
struct CallError: Error, @unchecked Sendable {
    let status: sheet_status
    let refusal: Refusal
    #if !(arch(wasm32) || arch(wasm64))
    /// The path of the plugin whose load ends with this refusal of one of its
    /// registrations; nil for any other refusal.
    private(set) var plugin: UnsafePointer<CChar>?
    #endif

    /// What was wrong. A host's strings (a plugin's path, the dynamic linker's message)
    /// are held by pointer: they outlive the call, whose end writes the sentence.
    enum Refusal {
        /// The engine's refusal.
        case engine(SheetError)
        /// A sentence that is the same every time.
        case text(StaticString)
        /// A NULL pointer where one is needed; its name in sheet.h.
        case null(StaticString)
        /// A value of a `SHEET_*` constant family that names none of them.
        case unknown(StaticString, Int32, expected: StaticString)
        /// A host struct whose `struct_size` does not cover what the library must read.
        case structTooSmall(StaticString, size: UInt32, minimum: Int)
        /// A flag that is neither 0 nor 1.
        case notAFlag(StaticString, Int32)
        /// A `detent_count` above `SHEET_MAX_DETENTS`.
        case tooManyDetents(UInt)
        /// NULL `detents` with a `detent_count` above 0.
        case noDetentArray(count: UInt)
        /// A detent whose kind is not a `SHEET_DETENT_*`.
        case unknownDetentKind(index: Int, Int32)
        /// A transition's `param_count` above `SHEET_MAX_PARAMS`.
        case tooManyArguments(MotionKind, UInt)
        /// NULL `params` with a `param_count` above 0.
        case noArgumentArray(MotionKind, count: UInt)
        /// A name (an animator's, a parameter's) that cannot be read.
        case badName(NameUse, NameFault)
        /// An animator index past the registered ones.
        case noAnimator(UInt, registered: Int)
        /// A parameter index past an animator's parameters.
        case noParameter(animator: AnimatorName, UInt, declared: Int)
        /// An accessibility action that is not a `SHEET_ACTION_*`.
        case unknownAction(UInt32)
        /// A vtable smaller than ABI 1.0's.
        case vtableTooSmall(UInt32)
        /// A vtable of another major ABI version.
        case abiMismatch(UInt32)
        /// A vtable without `create`, `sample` or `destroy`.
        case missingCallbacks(animator: AnimatorName)
        /// A vtable declaring more than `SHEET_MAX_PARAMS` parameters.
        case tooManyParameters(animator: AnimatorName, UInt)
        /// NULL `params` in a vtable with a `param_count` above 0.
        case noParameterArray(animator: AnimatorName, count: UInt)
        // A build has the refusals of the plugin loader it has: WebAssembly's refuses
        // every load, and never speaks of a dynamic linker.
        #if arch(wasm32) || arch(wasm64)
        /// A plugin load where there is no dynamic linker (WebAssembly).
        case pluginsUnsupported(path: UnsafePointer<CChar>)
        #else
        /// A plugin the dynamic linker could not load; its message, if it gave one.
        case pluginNotLoaded(path: UnsafePointer<CChar>, detail: UnsafePointer<CChar>?)
        /// A plugin without `sheet_plugin_init`; the dynamic linker's message.
        case pluginWithoutInit(path: UnsafePointer<CChar>, detail: UnsafePointer<CChar>?)
        /// A plugin whose `sheet_plugin_init` returned a status other than SHEET_OK.
        case pluginInitFailed(path: UnsafePointer<CChar>, sheet_status)
        #endif
    }

    /// Which name could not be read.
    enum NameUse {
        case transitionAnimator(MotionKind)
        case transitionParameter(MotionKind, index: Int)
        case animator
        case animatorParameter(animator: AnimatorName, index: Int)
    }

    /// What is wrong with a name.
    enum NameFault {
        case null, tooLong, empty
    }

    init(_ status: sheet_status, _ refusal: Refusal) {
        self.status = status
        self.refusal = refusal
    }

    /// A refusal whose sentence is `text` alone.
    init(_ status: sheet_status, _ text: StaticString) {
        self.init(status, .text(text))
    }

    /// The engine's refusal, in the C face's words.
    init(_ error: SheetError) {
        self.init(error.code.status, .engine(error))
    }

    /// A NULL pointer where one is needed; `argument` is its name in sheet.h.
    static func null(_ argument: StaticString) -> CallError {
        CallError(SHEET_ERR_INVALID_ARGUMENT, .null(argument))
    }

    /// A call from inside one of the engine's own callbacks.
    static var reentrant: CallError {
        CallError(SHEET_ERR_INVALID_STATE,
                  "the engine was called from inside one of its own callbacks (an animator's create, sample or destroy, or the log handler); a callback must not call its engine")
    }

    /// A value of a `SHEET_*` constant family that names none of them.
    static func unknown(_ field: StaticString, _ value: Int32, expected: StaticString) -> CallError {
        CallError(SHEET_ERR_INVALID_ARGUMENT, .unknown(field, value, expected: expected))
    }

    /// A host struct whose `struct_size` does not cover what the library must read.
    static func structTooSmall(_ name: StaticString, size: UInt32, minimum: Int, status: sheet_status = SHEET_ERR_INVALID_ARGUMENT) -> CallError {
        CallError(status, .structTooSmall(name, size: size, minimum: minimum))
    }

    /// Writes the sentence.
    func write(to w: inout BufferSentence) {
        #if !(arch(wasm32) || arch(wasm64))
        if let plugin {
            w.write("plugin \""); w.write(cString: plugin); w.write("\": a registration failed: ")
        }
        #endif
        switch refusal {
        case let .engine(error):
            error.write(to: &w, spelledBy: CSpelling.self)
        case let .text(text):
            w.write(text)
        case let .null(argument):
            w.write(argument); w.write(" is NULL")
        case let .unknown(field, value, expected):
            w.write(field); w.write(": unknown value "); w.write(Int(value)); w.write(" (use ")
            w.write(expected); w.write(")")
        case let .structTooSmall(name, size, minimum):
            w.write(name); w.write(".struct_size is "); w.write(UInt64(size)); w.write("; at least ")
            w.write(minimum); w.write(" is needed (set it to sizeof("); w.write(name); w.write("))")
        case let .notAFlag(name, value):
            w.write(name); w.write(" must be 0 or 1, got "); w.write(Int(value))
        case let .tooManyDetents(count):
            w.write("detent_count is "); w.write(count); w.write("; at most ")
            w.write(Int(SHEET_MAX_DETENTS)); w.write(" detents are allowed")
        case let .noDetentArray(count):
            w.write("detents is NULL but detent_count is "); w.write(count)
        case let .unknownDetentKind(index, kind):
            w.write("detent "); w.write(index); w.write(": unknown kind "); w.write(Int(kind))
            w.write(" (use SHEET_DETENT_POINTS, _FRACTION or _CONTENT)")
        case let .tooManyArguments(kind, count):
            w.write(kind.name); w.write(" transition: param_count is "); w.write(count)
            w.write("; at most "); w.write(Int(SHEET_MAX_PARAMS)); w.write(" are allowed")
        case let .noArgumentArray(kind, count):
            w.write(kind.name); w.write(" transition: params is NULL but param_count is "); w.write(count)
        case let .badName(use, fault):
            switch use {
            case let .transitionAnimator(kind):
                w.write(kind.name); w.write(" transition's animator name")
            case let .transitionParameter(kind, index):
                w.write(kind.name); w.write(" transition: parameter "); w.write(index); w.write("'s name")
            case .animator:
                w.write("the animator's name")
            case let .animatorParameter(animator, index):
                Self.writeAnimator(animator, to: &w); w.write(": parameter "); w.write(index); w.write("'s name")
            }
            switch fault {
            case .null: w.write(" is NULL")
            case .tooLong: w.write(" is longer than "); w.write(maximumNameLength); w.write(" bytes")
            case .empty: w.write(" is empty")
            }
        case let .noAnimator(index, registered):
            w.write("there is no animator "); w.write(index); w.write("; "); w.write(registered); w.write(" are registered")
        case let .noParameter(animator, index, declared):
            Self.writeAnimator(animator, to: &w); w.write(" has no parameter "); w.write(index)
            w.write("; it declares "); w.write(declared)
        case let .unknownAction(action):
            w.write("action must be one of SHEET_ACTION_EXPAND, _COLLAPSE or _DISMISS, got "); w.write(UInt64(action))
        case let .vtableTooSmall(size):
            w.write("sheet_animator_vtable.struct_size is "); w.write(UInt64(size)); w.write("; ABI 1 needs at least ")
            w.write(minimumVTableSize)
        case let .abiMismatch(version):
            w.write("the animator was built for ABI "); w.write(UInt64(abiMajor(version))); w.write(".")
            w.write(UInt64(version & 0xffff)); w.write("; this library speaks ABI ")
            w.write(UInt64(abiMajor(SHEET_ABI_VERSION))); w.write(".x")
        case let .missingCallbacks(animator):
            Self.writeAnimator(animator, to: &w); w.write(": create, sample and destroy must all be set")
        case let .tooManyParameters(animator, count):
            Self.writeAnimator(animator, to: &w); w.write(" declares "); w.write(count)
            w.write(" parameters; at most "); w.write(Int(SHEET_MAX_PARAMS)); w.write(" are allowed")
        case let .noParameterArray(animator, count):
            Self.writeAnimator(animator, to: &w); w.write(": params is NULL but param_count is "); w.write(count)
        #if arch(wasm32) || arch(wasm64)
        case let .pluginsUnsupported(path):
            w.write("cannot load plugin \""); w.write(cString: path)
            w.write("\": this build of libsheet (WebAssembly) cannot load plugins; register animators with sheet_engine_register_animator")
        #else
        case let .pluginNotLoaded(path, detail):
            w.write("cannot load plugin \""); w.write(cString: path); w.write("\" to look up sheet_plugin_init: ")
            Self.writeDetail(detail, to: &w)
        case let .pluginWithoutInit(path, detail):
            w.write("plugin \""); w.write(cString: path); w.write("\" has no symbol sheet_plugin_init: ")
            Self.writeDetail(detail, to: &w)
        case let .pluginInitFailed(path, status):
            w.write("plugin \""); w.write(cString: path); w.write("\": sheet_plugin_init returned ")
            w.write(staticName(of: status))
        #endif
        }
    }

    /// `animator "name"`.
    private static func writeAnimator(_ name: AnimatorName, to w: inout BufferSentence) {
        w.write("animator \""); w.write(name: name); w.write("\"")
    }

    #if !(arch(wasm32) || arch(wasm64))
    /// This refusal of a registration, as the end of the load of the plugin at `path`.
    func endingLoad(of path: UnsafePointer<CChar>) -> CallError {
        var error = self
        error.plugin = path
        return error
    }

    /// The dynamic linker's message.
    private static func writeDetail(_ detail: UnsafePointer<CChar>?, to w: inout BufferSentence) {
        guard let detail else {
            w.write("no further detail from the dynamic linker")
            return
        }
        w.write(cString: detail)
    }
    #endif

    /// The sentence, for tests and diagnostics (this allocates).
    var message: String {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1024, alignment: 1)
        defer { buffer.deallocate() }
        var sentence = BufferSentence(buffer)
        write(to: &sentence)
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<sentence.count]), as: UTF8.self)
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
