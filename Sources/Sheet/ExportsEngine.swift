import CSheet
import SheetCore
internal import SheetPlatform

// Engine-wide functions of sheet.h. Each checks its arguments before it converts them,
// so no host input can trap.

@c @implementation
public func sheet_abi_version() -> UInt32 { SHEET_ABI_VERSION }

/// Storage for the version text, as long-lived as the process.
private nonisolated(unsafe) var versionStorage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

/// "MAJOR.MINOR.PATCH" from sheet.h's SHEET_VERSION_* numbers, written into
/// `versionStorage` once, without allocating, by the first caller (a global's initializer
/// runs once, whatever the thread); every caller after only reads through the pointer, so
/// threads asking at once never touch the storage together.
private nonisolated(unsafe) let versionText: UnsafePointer<CChar> = withUnsafeMutableBytes(of: &versionStorage) { buffer in
    var sentence = BufferSentence(buffer)
    sentence.write(Int(SHEET_VERSION_MAJOR)); sentence.write(".")
    sentence.write(Int(SHEET_VERSION_MINOR)); sentence.write(".")
    sentence.write(Int(SHEET_VERSION_PATCH))
    return UnsafePointer(buffer.baseAddress!.assumingMemoryBound(to: CChar.self))
}

@c @implementation
public func sheet_version_string() -> UnsafePointer<CChar>? { versionText }

@c @implementation
public func sheet_status_name(_ status: sheet_status) -> UnsafePointer<CChar>? { staticName(of: status).cString }

@c @implementation
public func sheet_engine_last_error(_ engine: OpaquePointer?) -> UnsafePointer<CChar>? {
    guard let engine else { return StaticString("engine is NULL").cString }
    return EngineHandle.with(engine) { $0.lastError }
}

@c @implementation
public func sheet_engine_create(_ outEngine: UnsafeMutablePointer<OpaquePointer?>?) -> sheet_status {
    guard let outEngine else { return SHEET_ERR_INVALID_ARGUMENT }
    outEngine.pointee = nil
    // The reserve first: with it, what the engine allocates below cannot fail halfway.
    guard memory_reserve_acquire() != 0 else { return SHEET_ERR_OUT_OF_MEMORY }
    let handle = EngineHandle()
    // The event queue's storage is the one allocation here that may fail and is checked;
    // the handle, going away, gives the reserve back.
    guard handle.core.eventCapacity == Int(SHEET_MAX_QUEUED_EVENTS) else { return SHEET_ERR_OUT_OF_MEMORY }
    outEngine.pointee = OpaquePointer(Unmanaged.passRetained(handle).toOpaque())
    return SHEET_OK
}

@c @implementation
public func sheet_engine_destroy(_ engine: OpaquePointer?) {
    guard let engine else { return }
    let emptied = EngineHandle.with(engine) { handle in
        // From inside one of its own callbacks the engine is still in use: not destroyed.
        guard !handle.busy else { return false }
        // The sheets go first, then the registrations' plugin data, while the handle is
        // whole: an animator's destroy or release that calls the engine back is refused
        // as from any callback, and its last error is readable.
        handle.busy = true
        // The core refuses only a call from inside its callbacks, which `busy` ruled out.
        _ = try? handle.core.destroyAllSheets()
        handle.handBackPluginData()
        return true
    }
    if emptied { Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(engine)).release() }
}

@c @implementation
public func sheet_engine_set_viewport(_ engine: OpaquePointer?, _ width: Double, _ height: Double,
                                      _ safeTop: Double, _ safeBottom: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.setViewport(Viewport(width: width, height: height, safeTop: safeTop, safeBottom: safeBottom)) }
}

@c @implementation
public func sheet_engine_set_obstruction(_ engine: OpaquePointer?, _ bottomHeight: Double, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.setObstruction(bottomHeight, now: now) }
}

@c @implementation
public func sheet_engine_set_reduce_motion(_ engine: OpaquePointer?, _ enabled: Int32) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        guard enabled == 0 || enabled == 1 else {
            throw CallError(SHEET_ERR_INVALID_ARGUMENT, .notAFlag("enabled", enabled))
        }
        handle.core.reduceMotion = enabled == 1
    }
}

@c @implementation
public func sheet_engine_set_layout_direction(_ engine: OpaquePointer?, _ direction: Int32) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        let layoutDirection: SheetLayoutDirection
        switch direction {
        case SHEET_DIRECTION_LTR: layoutDirection = .leftToRight
        case SHEET_DIRECTION_RTL: layoutDirection = .rightToLeft
        default: throw CallError.unknown("direction", direction, expected: "SHEET_DIRECTION_LTR or _RTL")
        }
        try handle.call { core throws(SheetError) in try core.setLayoutDirection(layoutDirection) }
    }
}

@c @implementation
public func sheet_engine_tick(_ engine: OpaquePointer?, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.tick(now: now) }
}

@c @implementation
public func sheet_engine_is_animating(_ engine: OpaquePointer?, _ outAnimating: UnsafeMutablePointer<Int32>?) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        guard let outAnimating else { throw CallError.null("out_animating") }
        outAnimating.pointee = handle.core.isAnimating.cFlag
    }
}

/// The smallest `sheet_event` a host may pass: through `reason`. A stored field of a C
/// struct always has an offset, known when compiling: computed, this folds to a
/// constant, where a global would be checked for initialisation on every call.
private var minimumEventSize: Int { MemoryLayout<sheet_event>.offset(of: \sheet_event.user_tag)! }

@c @implementation
public func sheet_engine_poll_event(_ engine: OpaquePointer?, _ out: UnsafeMutablePointer<sheet_event>?) -> Int32 {
    var delivered: Int32 = 0
    _ = withEngine(engine) { handle throws(CallError) in
        let (out, hostSize) = try requireOutput(out, minimum: minimumEventSize, "sheet_event")
        guard let event = handle.core.pollEvent() else { return }
        copyOut(event.cEvent, to: out, hostSize: hostSize)
        delivered = 1
    }
    return delivered
}

@c @implementation
public func sheet_engine_set_log_handler(_ engine: OpaquePointer?, _ handler: sheet_log_handler?,
                                         _ userData: UnsafeMutableRawPointer?) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        handle.logHandler = handler
        handle.logUserData = userData
    }
}

@c @implementation
public func sheet_engine_register_animator(_ engine: OpaquePointer?, _ vtable: UnsafePointer<sheet_animator_vtable>?,
                                           _ pluginData: UnsafeMutableRawPointer?) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        try registerAnimator(handle, vtable, pluginData: pluginData)
    }
}

@c @implementation
public func sheet_engine_load_plugin(_ engine: OpaquePointer?, _ path: UnsafePointer<CChar>?) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        try loadPlugin(handle, path: path)
    }
}

@c @implementation
public func sheet_engine_animator_count(_ engine: OpaquePointer?) -> Int {
    guard let engine else { return 0 }
    return EngineHandle.with(engine) { $0.animatorNames.count }
}

@c @implementation
public func sheet_engine_animator_name(_ engine: OpaquePointer?, _ index: Int) -> UnsafePointer<CChar>? {
    guard let engine else { return nil }
    return EngineHandle.with(engine) { handle in
        guard index >= 0, index < handle.animatorNames.count else { return nil }
        return handle.animatorNames[index].name
    }
}

@c @implementation
public func sheet_engine_animator_param_count(_ engine: OpaquePointer?, _ index: Int) -> Int {
    guard let engine else { return 0 }
    return EngineHandle.with(engine) { handle in
        guard index >= 0, index < handle.animatorNames.count else { return 0 }
        return handle.animatorNames[index].parameterCount
    }
}

@c @implementation
public func sheet_engine_animator_param(_ engine: OpaquePointer?, _ animatorIndex: Int, _ parameterIndex: Int,
                                        _ out: UnsafeMutablePointer<sheet_param_spec>?) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        guard let out else { throw CallError.null("out") }
        guard let animator = handle.core.animator(at: animatorIndex) else {
            throw CallError(SHEET_ERR_NOT_FOUND, .noAnimator(hostCount(animatorIndex), registered: handle.core.animatorCount))
        }
        guard parameterIndex >= 0, parameterIndex < animator.parameters.count else {
            throw CallError(SHEET_ERR_NOT_FOUND,
                            .noParameter(animator: animator.name, hostCount(parameterIndex), declared: animator.parameters.count))
        }
        let spec = animator.parameters[parameterIndex]
        out.pointee = sheet_param_spec(name: handle.animatorNames[animatorIndex].parameter(parameterIndex),
                                       default_value: spec.defaultValue, min_value: spec.minValue, max_value: spec.maxValue)
    }
}

@c @implementation
public func sheet_engine_set_max_motion_duration(_ engine: OpaquePointer?, _ seconds: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.setMaximumMotionDuration(seconds) }
}

@c @implementation
public func sheet_engine_top_sheet(_ engine: OpaquePointer?, _ outSheet: UnsafeMutablePointer<sheet_id>?) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        guard let outSheet else { throw CallError.null("out_sheet") }
        outSheet.pointee = handle.core.topSheet?.rawValue ?? 0
    }
}
