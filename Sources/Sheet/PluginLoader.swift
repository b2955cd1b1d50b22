import CSheet
import Glibc
import SheetCore

/// What a plugin's host table points to while its `sheet_plugin_init` runs.
private final class PluginLoad {
    let handle: EngineHandle
    /// The first registration that failed, if any: the load fails with it.
    var failure: SheetError?

    init(handle: EngineHandle) { self.handle = handle }
}

private let registerThroughHost: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<sheet_animator_vtable>?, UnsafeMutableRawPointer?) -> sheet_status = { hostData, vtable, pluginData in
    guard let hostData else { return SHEET_ERR_INVALID_ARGUMENT }
    let load = Unmanaged<PluginLoad>.fromOpaque(hostData).takeUnretainedValue()
    do throws(SheetError) {
        try registerAnimator(load.handle, vtable, pluginData: pluginData)
        return SHEET_OK
    } catch {
        if load.failure == nil { load.failure = error }
        return error.code.status
    }
}

private let logThroughHost: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?) -> Void = { hostData, level, message in
    guard let hostData, let message else { return }
    let load = Unmanaged<PluginLoad>.fromOpaque(hostData).takeUnretainedValue()
    load.handle.log(level: level, message: message)
}

private typealias PluginInit = @convention(c) (UnsafePointer<sheet_plugin_host>?) -> sheet_status

/// Loads a plugin into `handle`'s engine, all or nothing.
func loadPlugin(_ handle: EngineHandle, path: UnsafePointer<CChar>?) throws(SheetError) {
    guard let path else {
        throw SheetError(.invalidArgument, "the plugin path is NULL")
    }
    guard path.pointee != 0 else {
        throw SheetError(.invalidArgument, "the plugin path is empty")
    }
    let pathText = String(cString: path)
    guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
        throw SheetError(.plugin, "cannot load plugin \"\(pathText)\" to look up sheet_plugin_init: \(dynamicLinkerError())")
    }
    // Plugins are never unloaded: a library with a language runtime inside is not safe
    // to unmap, and animators of it may be running in other engines.
    _ = dlerror()
    guard let symbol = dlsym(library, "sheet_plugin_init") else {
        throw SheetError(.plugin, "plugin \"\(pathText)\" has no symbol sheet_plugin_init: \(dynamicLinkerError())")
    }
    let entry = unsafeBitCast(symbol, to: PluginInit.self)
    let load = PluginLoad(handle: handle)
    let registeredBefore = handle.core.registry.count
    let status = withExtendedLifetime(load) { () -> sheet_status in
        var host = sheet_plugin_host(
            struct_size: UInt32(MemoryLayout<sheet_plugin_host>.size), abi_version: SHEET_ABI_VERSION,
            host_data: Unmanaged.passUnretained(load).toOpaque(),
            register_animator: registerThroughHost, log: logThroughHost)
        return entry(&host)
    }
    if let failure = load.failure {
        rollBack(handle, to: registeredBefore)
        throw SheetError(failure.code, "plugin \"\(pathText)\": a registration failed: \(failure.message)")
    }
    if status != SHEET_OK {
        rollBack(handle, to: registeredBefore)
        throw SheetError(.plugin, "plugin \"\(pathText)\": sheet_plugin_init returned \(staticName(of: status))")
    }
}

private func rollBack(_ handle: EngineHandle, to count: Int) {
    handle.core.registry.truncate(to: count)
    handle.syncAnimatorNames()
}

private func dynamicLinkerError() -> String {
    guard let text = dlerror() else { return "no further detail from the dynamic linker" }
    return String(cString: text)
}
