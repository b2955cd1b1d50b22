import CSheet
import SheetCore

// Engine-wide functions of sheet.h. Each validates its arguments before it converts
// them, so no host input can trap.

@c @implementation
public func sheet_abi_version() -> UInt32 { SHEET_ABI_VERSION }

@c @implementation
public func sheet_version_string() -> UnsafePointer<CChar>? { StaticString("0.1.0").cString }

@c @implementation
public func sheet_status_name(_ status: sheet_status) -> UnsafePointer<CChar>? { staticName(of: status).cString }

@c @implementation
public func sheet_engine_last_error(_ engine: OpaquePointer?) -> UnsafePointer<CChar>? {
    guard let engine else { return StaticString("engine is NULL").cString }
    return EngineHandle.from(engine).lastError
}

@c @implementation
public func sheet_engine_create(_ outEngine: UnsafeMutablePointer<OpaquePointer?>?) -> sheet_status {
    guard let outEngine else { return SHEET_ERR_INVALID_ARGUMENT }
    let handle = EngineHandle()
    registerBuiltinAnimators(handle)
    outEngine.pointee = OpaquePointer(Unmanaged.passRetained(handle).toOpaque())
    return SHEET_OK
}

@c @implementation
public func sheet_engine_destroy(_ engine: OpaquePointer?) {
    guard let engine else { return }
    // From inside one of its own callbacks the engine is still in use: not destroyed.
    guard !EngineHandle.from(engine).busy else { return }
    Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(engine)).release()
}

@c @implementation
public func sheet_engine_set_viewport(_ engine: OpaquePointer?, _ width: Double, _ height: Double,
                                      _ safeTop: Double, _ safeBottom: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        handle.core.setViewport(try Viewport.validated(width: width, height: height, safeTop: safeTop, safeBottom: safeBottom))
    }
}

@c @implementation
public func sheet_engine_set_obstruction(_ engine: OpaquePointer?, _ bottomHeight: Double, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.setObstruction(bottomHeight, now: now)
    }
}

@c @implementation
public func sheet_engine_set_reduce_motion(_ engine: OpaquePointer?, _ enabled: Int32) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        guard enabled == 0 || enabled == 1 else {
            throw SheetError(.invalidArgument, "enabled must be 0 or 1, got \(enabled)")
        }
        handle.core.reduceMotion = enabled == 1
    }
}

@c @implementation
public func sheet_engine_tick(_ engine: OpaquePointer?, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.tick(now: now)
    }
}

@c @implementation
public func sheet_engine_is_animating(_ engine: OpaquePointer?, _ outAnimating: UnsafeMutablePointer<Int32>?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        guard let outAnimating else {
            throw SheetError(.invalidArgument, "out_animating is NULL")
        }
        outAnimating.pointee = handle.core.isAnimating ? 1 : 0
    }
}


@c @implementation
public func sheet_engine_poll_event(_ engine: OpaquePointer?, _ out: UnsafeMutablePointer<sheet_event>?) -> Int32 {
    var delivered: Int32 = 0
    _ = withEngine(engine) { handle throws(SheetError) in
        let (out, hostSize) = try requireOutput(out, minimum: handle.minimumEventSize, "sheet_event")
        guard let event = handle.core.pollEvent() else { return }
        copyOut(event.cEvent, to: out, hostSize: hostSize)
        delivered = 1
    }
    return delivered
}

@c @implementation
public func sheet_engine_set_log_handler(_ engine: OpaquePointer?, _ handler: sheet_log_handler?,
                                         _ userData: UnsafeMutableRawPointer?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        handle.logHandler = handler
        handle.logUserData = userData
    }
}

@c @implementation
public func sheet_engine_register_animator(_ engine: OpaquePointer?, _ vtable: UnsafePointer<sheet_animator_vtable>?,
                                           _ pluginData: UnsafeMutableRawPointer?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try registerAnimator(handle, vtable, pluginData: pluginData)
    }
}

@c @implementation
public func sheet_engine_load_plugin(_ engine: OpaquePointer?, _ path: UnsafePointer<CChar>?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try loadPlugin(handle, path: path)
    }
}

@c @implementation
public func sheet_engine_animator_count(_ engine: OpaquePointer?) -> Int {
    guard let engine else { return 0 }
    return EngineHandle.from(engine).animatorNames.count
}

@c @implementation
public func sheet_engine_animator_name(_ engine: OpaquePointer?, _ index: Int) -> UnsafePointer<CChar>? {
    guard let engine else { return nil }
    let names = EngineHandle.from(engine).animatorNames
    guard index >= 0, index < names.count else { return nil }
    return UnsafePointer(names[index])
}

@c @implementation
public func sheet_engine_animator_param_count(_ engine: OpaquePointer?, _ index: Int) -> Int {
    guard let engine else { return 0 }
    let entries = EngineHandle.from(engine).core.registry.entries
    guard index >= 0, index < entries.count else { return 0 }
    return entries[index].parameters.count
}

@c @implementation
public func sheet_engine_animator_param(_ engine: OpaquePointer?, _ animatorIndex: Int, _ parameterIndex: Int,
                                        _ out: UnsafeMutablePointer<sheet_param_spec>?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        guard let out else {
            throw SheetError(.invalidArgument, "out is NULL")
        }
        let entries = handle.core.registry.entries
        guard animatorIndex >= 0, animatorIndex < entries.count else {
            throw SheetError(.notFound, "there is no animator \(animatorIndex); \(entries.count) are registered")
        }
        let parameters = entries[animatorIndex].parameters
        guard parameterIndex >= 0, parameterIndex < parameters.count else {
            throw SheetError(.notFound, "animator \"\(entries[animatorIndex].name)\" has no parameter \(parameterIndex); it declares \(parameters.count)")
        }
        let spec = parameters[parameterIndex]
        out.pointee = sheet_param_spec(name: UnsafePointer(handle.parameterNames[animatorIndex][parameterIndex]),
                                       default_value: spec.defaultValue, min_value: spec.minValue, max_value: spec.maxValue)
    }
}

@c @implementation
public func sheet_engine_set_max_motion_duration(_ engine: OpaquePointer?, _ seconds: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        guard seconds.isFinite, seconds > 0 else {
            throw SheetError(.invalidArgument, "seconds must be finite and > 0, got \(seconds)")
        }
        handle.core.maximumMotionDuration = seconds
    }
}
