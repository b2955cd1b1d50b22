import CSheet
import Glibc
import SheetCore

/// What a `sheet_engine *` points to: the core engine plus what only the C face needs —
/// the last error as a C string and C copies of the animator names.
final class EngineHandle {
    let core = SheetEngine(eventCapacity: Int(SHEET_MAX_QUEUED_EVENTS))
    /// NUL-terminated; valid until the next call on this engine.
    private let errorText: UnsafeMutablePointer<CChar>
    private static let errorCapacity = 1024
    /// The smallest `sheet_frame` a host may pass: up to `outgoing_content_id`. Kept
    /// here, computed once, because a global would be checked for initialisation on
    /// every frame.
    let minimumFrameSize = MemoryLayout<sheet_frame>.offset(of: \sheet_frame.outgoing_content_id) ?? MemoryLayout<sheet_frame>.size
    /// The smallest `sheet_event` a host may pass: through `reason`.
    let minimumEventSize = MemoryLayout<sheet_event>.offset(of: \sheet_event.user_tag) ?? MemoryLayout<sheet_event>.size
    /// True while a call on this engine runs: a callback from inside it (an animator,
    /// a log handler) that calls the engine again is refused.
    var busy = false
    /// Whether `errorText` holds a sentence; beside `busy`, so that a successful call
    /// learns there is nothing to clear from the line it has already read.
    private var holdsError = false
    /// Where plugin log messages go.
    var logHandler: sheet_log_handler?
    var logUserData: UnsafeMutableRawPointer?
    /// C copies of `core.registry` names, index for index.
    private(set) var animatorNames: [UnsafeMutablePointer<CChar>] = []
    /// C copies of each animator's parameter names.
    private(set) var parameterNames: [[UnsafeMutablePointer<CChar>]] = []

    init() {
        errorText = .allocate(capacity: Self.errorCapacity)
        errorText.initialize(to: 0)
    }

    deinit {
        errorText.deallocate()
        for name in animatorNames { free(name) }
        for names in parameterNames { names.forEach { free($0) } }
    }

    var lastError: UnsafePointer<CChar> { UnsafePointer(errorText) }

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

    func fail(_ error: SheetError) -> sheet_status {
        setError(error.message)
        return error.code.status
    }

    func setError(_ message: String) {
        var length = 0
        for byte in message.utf8 where length < Self.errorCapacity - 1 {
            errorText[length] = CChar(bitPattern: byte)
            length += 1
        }
        errorText[length] = 0
        holdsError = length > 0
    }

    func log(level: Int32, message: UnsafePointer<CChar>) {
        logHandler?(logUserData, level, message)
    }

    /// Keeps `animatorNames` in step with the registry after registrations or a rollback.
    func syncAnimatorNames() {
        let entries = core.registry.entries
        while animatorNames.count > entries.count {
            free(animatorNames.removeLast())
            parameterNames.removeLast().forEach { free($0) }
        }
        for entry in entries[animatorNames.count...] {
            animatorNames.append(strdup(entry.name))
            parameterNames.append(entry.parameters.map { strdup($0.name) })
        }
    }

    /// The handle behind a host's engine pointer (not retained).
    @inline(__always)
    static func from(_ pointer: OpaquePointer) -> EngineHandle {
        Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }
}

/// Runs `body` on the engine behind `engine`, turning a thrown error into its status and
/// the engine's last error. A NULL engine is refused without touching anything.
@inline(__always)
func withEngine(_ engine: OpaquePointer?, _ body: (EngineHandle) throws(SheetError) -> Void) -> sheet_status {
    guard let engine else { return SHEET_ERR_INVALID_ARGUMENT }
    // The host holds the engine for the duration of the call: no retain is needed.
    return Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(engine))._withUnsafeGuaranteedRef { handle in
        guard !handle.busy else {
            // The outer call owns the error text; it must not change under it.
            return SHEET_ERR_INVALID_STATE
        }
        handle.busy = true
        defer { handle.busy = false }
        do throws(SheetError) {
            try body(handle)
            return handle.succeed()
        } catch {
            return handle.fail(error)
        }
    }
}
