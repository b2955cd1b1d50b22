import CSheet
import SheetCore
internal import SheetPlatform

/// What a `sheet_engine *` points to: the engine, and what only the C face needs — the
/// last error as a C string, C copies of the animators' names, the plugin log handler
/// and the guard against calls from inside the engine's own callbacks.
final class EngineHandle {
    let core = SheetEngine(eventCapacity: Int(SHEET_MAX_QUEUED_EVENTS))
    /// NUL-terminated; valid until the next call on this engine.
    private let errorText: UnsafeMutablePointer<CChar>
    private static let errorCapacity = 1024
    /// The smallest `sheet_frame` a host may pass: up to `outgoing_content_id` (a stored
    /// field of a C struct always has an offset). Kept here, computed once, because a
    /// global would be checked for initialisation on every frame.
    let minimumFrameSize = MemoryLayout<sheet_frame>.offset(of: \sheet_frame.outgoing_content_id)!
    /// True while a call on this engine runs: a callback from inside it (an animator,
    /// a log handler) that calls the engine again is refused.
    var busy = false
    /// Whether `errorText` holds a sentence; beside `busy`, so that a successful call
    /// learns there is nothing to clear from the line it has already read.
    private var holdsError = false
    /// Where plugin log messages go.
    var logHandler: sheet_log_handler?
    var logUserData: UnsafeMutableRawPointer?
    /// C copies of each registered animator's name and its parameters' names, in the
    /// registry's order: valid as long as the engine.
    private(set) var animatorNames: [AnimatorCNames] = []
    /// What `sheet_create` and `sheet_update` convert a host's configuration into
    /// (`convert(_:)`), kept from one call to the next so that its arrays are made once.
    /// The engine copies from it and never holds it, so an update allocates nothing of
    /// its own.
    private(set) var convertedConfiguration = SheetConfiguration()
    /// The animators registered through a vtable whose registration stands, whose plugin
    /// data `handBackPluginData()` returns.
    private var committedAnimators: [VTableAnimator] = []

    init() {
        errorText = .allocate(capacity: Self.errorCapacity)
        errorText.initialize(to: 0)
        syncAnimatorNames()
    }

    deinit {
        defer { memory_reserve_release() }
        errorText.deallocate()
        for names in animatorNames { names.free() }
    }

    var lastError: UnsafePointer<CChar> { UnsafePointer(errorText) }

    /// Makes `animator`'s registration final: its plugin data is handed back when the
    /// engine is destroyed.
    func commit(_ animator: VTableAnimator) {
        committedAnimators.append(animator)
    }

    /// Calls every committed registration's `release`, in the order of registration. The
    /// engine's destroy calls it after the sheets (and so every animator instance) are
    /// gone and while the handle is whole, so that a `release` that calls the engine back
    /// is refused as from any callback, with a readable last error.
    func handBackPluginData() {
        for animator in committedAnimators { animator.handBack() }
    }

    /// Before a call that may allocate: makes the reserve whole (SheetReserve.h), or
    /// refuses the call with SHEET_ERR_OUT_OF_MEMORY before it changes anything.
    func reserveMemory() throws(CallError) {
        guard memory_reserve_refill() != 0 else { throw CallError(SheetError(.outOfMemory, .outOfMemory(.reserve))) }
    }

    /// Converts a host's configuration into `convertedConfiguration`, a name the engine
    /// holds taken from it rather than made again.
    func convert(_ config: UnsafePointer<sheet_config>?) throws(CallError) {
        try convertConfig(config, into: &convertedConfiguration, known: KnownNames(engine: core))
    }

    @inline(__always)
    func succeed() -> sheet_status {
        // Written only when there is something to clear: the frame call makes this
        // check for every sheet every frame, and a read leaves the line clean.
        if holdsError {
            errorText[0] = 0
            holdsError = false
        }
        return SHEET_OK
    }

    /// Writes the refusal's sentence as the last error; out of line, so that each
    /// function of sheet.h carries a call rather than the sentences.
    @inline(never)
    func fail(_ error: consuming CallError) -> sheet_status {
        var sentence = BufferSentence(UnsafeMutableRawBufferPointer(start: errorText, count: Self.errorCapacity))
        error.write(to: &sentence)
        holdsError = sentence.count > 0
        return error.status
    }

    /// `fail` for the engine's own refusal.
    @inline(never)
    func fail(_ error: consuming SheetError) -> sheet_status {
        fail(CallError(error))
    }

    /// Refuses a call made from inside one of the engine's own callbacks.
    @inline(never)
    func refuseReentrantCall() -> sheet_status {
        fail(.reentrant)
    }

    func log(level: Int32, message: UnsafePointer<CChar>) {
        logHandler?(logUserData, level, message)
    }

    /// Runs a call of the engine, its refusal in the C face's words.
    @inline(__always)
    func call<Result>(_ body: (SheetEngine) throws(SheetError) -> Result) throws(CallError) -> Result {
        do {
            return try body(core)
        } catch {
            throw CallError(error)
        }
    }

    /// Keeps the C copies of the animators' names in step with the engine's registry after
    /// registrations or a rollback.
    func syncAnimatorNames() {
        while animatorNames.count > core.animatorCount {
            animatorNames.removeLast().free()
        }
        while animatorNames.count < core.animatorCount, let animator = core.animator(at: animatorNames.count) {
            animatorNames.append(AnimatorCNames(copying: animator))
        }
    }

    /// Runs `body` on the handle behind a host's engine pointer. The host holds the
    /// engine for the duration of the call: neither the handle nor what `body` reads of
    /// it is retained.
    @inline(__always)
    static func with<Result>(_ pointer: OpaquePointer, _ body: (EngineHandle) -> Result) -> Result {
        Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(pointer))._withUnsafeGuaranteedRef(body)
    }
}

/// Runs `body` on the engine behind `engine`, turning a refusal into its status and the
/// engine's last error. A NULL engine is refused without touching anything. A call from
/// inside one of the engine's own callbacks is refused with SHEET_ERR_INVALID_STATE and
/// a sentence, which the outer call replaces with its own outcome when it returns.
@inline(__always)
func withEngine(_ engine: OpaquePointer?, _ body: (EngineHandle) throws(CallError) -> Void) -> sheet_status {
    guard let engine else { return SHEET_ERR_INVALID_ARGUMENT }
    // The host holds the engine for the duration of the call: no retain is needed.
    return Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(engine))._withUnsafeGuaranteedRef { handle in
        guard !handle.busy else { return handle.refuseReentrantCall() }
        handle.busy = true
        defer { handle.busy = false }
        do throws(CallError) {
            try body(handle)
            return handle.succeed()
        } catch {
            return handle.fail(error)
        }
    }
}

/// `withEngine` for a call that is one call of the engine, whose refusal goes to the
/// last error as it is.
@inline(__always)
func withCore(_ engine: OpaquePointer?, _ body: (SheetEngine) throws(SheetError) -> Void) -> sheet_status {
    guard let engine else { return SHEET_ERR_INVALID_ARGUMENT }
    return Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(engine))._withUnsafeGuaranteedRef { handle in
        guard !handle.busy else { return handle.refuseReentrantCall() }
        handle.busy = true
        defer { handle.busy = false }
        do throws(SheetError) {
            try body(handle.core)
            return handle.succeed()
        } catch {
            return handle.fail(error)
        }
    }
}
