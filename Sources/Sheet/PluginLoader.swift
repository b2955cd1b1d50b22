import CSheet
import SheetCore
internal import SheetPlatform

/// What a plugin's host table points to while its `sheet_plugin_init` runs.
private final class PluginLoad {
    let handle: EngineHandle
    /// The first registration that failed, if any: the load fails with it.
    var failure: CallError?
    /// The registrations accepted so far, committed when the whole load succeeds.
    var registered: [VTableAnimator] = []

    init(handle: EngineHandle) { self.handle = handle }
}

private let registerThroughHost: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<sheet_animator_vtable>?, UnsafeMutableRawPointer?) -> sheet_status = { hostData, vtable, pluginData in
    guard let hostData else { return SHEET_ERR_INVALID_ARGUMENT }
    let load = Unmanaged<PluginLoad>.fromOpaque(hostData).takeUnretainedValue()
    do throws(CallError) {
        load.registered.append(try registerAnimator(load.handle, vtable, pluginData: pluginData, commit: false))
        return SHEET_OK
    } catch {
        if load.failure == nil { load.failure = error }
        return error.status
    }
}

private let logThroughHost: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?) -> Void = { hostData, level, message in
    guard let hostData, let message else { return }
    let load = Unmanaged<PluginLoad>.fromOpaque(hostData).takeUnretainedValue()
    // A handler may index by the level: one outside SHEET_LOG_* arrives as the nearest.
    load.handle.log(level: min(max(level, SHEET_LOG_DEBUG), SHEET_LOG_ERROR), message: message)
}

private typealias PluginInit = @convention(c) (UnsafePointer<sheet_plugin_host>?) -> sheet_status

/// Loads a plugin into `handle`'s engine, all or nothing.
func loadPlugin(_ handle: EngineHandle, path: UnsafePointer<CChar>?) throws(CallError) {
    guard let path else { throw CallError(SHEET_ERR_INVALID_ARGUMENT, "the plugin path is NULL") }
    guard path.pointee != 0 else { throw CallError(SHEET_ERR_INVALID_ARGUMENT, "the plugin path is empty") }
    try handle.reserveMemory()
    #if arch(wasm32) || arch(wasm64)
    // A WebAssembly module has no dynamic linker to call: its code is fixed when the host
    // instantiates it, and wasi-libc declares no dlopen. Animators registered in-process
    // through sheet_engine_register_animator still work.
    throw CallError(SHEET_ERR_PLUGIN, .pluginsUnsupported(path: path))
    #else
    guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
        throw CallError(SHEET_ERR_PLUGIN, .pluginNotLoaded(path: path, detail: dlerror()))
    }
    // Plugins are never unloaded: a library with a language runtime inside is not safe
    // to unmap, and animators of it may be running in other engines.
    _ = dlerror()
    guard let symbol = dlsym(library, "sheet_plugin_init") else {
        throw CallError(SHEET_ERR_PLUGIN, .pluginWithoutInit(path: path, detail: dlerror()))
    }
    let entry = unsafeBitCast(symbol, to: PluginInit.self)
    let load = PluginLoad(handle: handle)
    defer { handle.syncAnimatorNames() }
    try handle.core.registeringAll { () throws(CallError) in
        let status = withExtendedLifetime(load) { () -> sheet_status in
            var host = sheet_plugin_host(
                struct_size: UInt32(MemoryLayout<sheet_plugin_host>.size), abi_version: SHEET_ABI_VERSION,
                host_data: Unmanaged.passUnretained(load).toOpaque(),
                register_animator: registerThroughHost, log: logThroughHost)
            return entry(&host)
        }
        if let failure = load.failure {
            throw failure.endingLoad(of: path)
        }
        if status != SHEET_OK {
            throw CallError(SHEET_ERR_PLUGIN, .pluginInitFailed(path: path, status))
        }
    }
    for animator in load.registered { load.handle.commit(animator) }
    #endif
}
