import CSheet
import SheetCore

// Sheet functions of sheet.h: configuration, lifetime, commands, frames and
// accessibility.

@c @implementation
public func sheet_config_init_sized(_ config: UnsafeMutablePointer<sheet_config>?, _ structSize: UInt32) {
    // The host's struct may be older, and smaller, than the library's: nothing is written
    // past the size it gives, not even struct_size when the size leaves no room for it.
    guard let config, structSize >= MemoryLayout<UInt32>.size else { return }
    let filled = min(structSize, UInt32(MemoryLayout<sheet_config>.size))
    copyOut(defaultCConfig(), to: config, hostSize: filled)
    config.pointee.struct_size = filled
}

// Through sheet.h, `sheet_config_init` is a macro over sheet_config_init_sized; this is
// the exported function that programs built against ABI 1.1 and 1.2 headers call, for a
// struct of that size.
@c @implementation
public func sheet_config_init(_ config: UnsafeMutablePointer<sheet_config>?) {
    sheet_config_init_sized(config, UInt32(configSizeOfABI1_2))
}

@c @implementation
public func sheet_create(_ engine: OpaquePointer?, _ config: UnsafePointer<sheet_config>?,
                         _ outID: UnsafeMutablePointer<sheet_id>?) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        guard let outID else { throw CallError.null("out_id") }
        try handle.reserveMemory()
        try handle.convert(config)
        outID.pointee = try handle.call { core throws(SheetError) in try core.createSheet(handle.convertedConfiguration) }.rawValue
    }
}

@c @implementation
public func sheet_update(_ engine: OpaquePointer?, _ sheet: sheet_id, _ config: UnsafePointer<sheet_config>?,
                         _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        guard let config else { throw CallError.null("config") }
        try handle.reserveMemory()
        try handle.convert(config)
        try handle.call { core throws(SheetError) in
            try core.update(SheetID(rawValue: sheet), configuration: handle.convertedConfiguration, now: now)
        }
    }
}

@c @implementation
public func sheet_destroy(_ engine: OpaquePointer?, _ sheet: sheet_id) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.destroySheet(SheetID(rawValue: sheet)) }
}

@c @implementation
public func sheet_present(_ engine: OpaquePointer?, _ sheet: sheet_id, _ detent: Int32, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.present(SheetID(rawValue: sheet), detent: Int(detent), now: now) }
}

@c @implementation
public func sheet_dismiss(_ engine: OpaquePointer?, _ sheet: sheet_id, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.dismiss(SheetID(rawValue: sheet), now: now) }
}

@c @implementation
public func sheet_move_to_detent(_ engine: OpaquePointer?, _ sheet: sheet_id, _ detent: Int32, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.moveToDetent(SheetID(rawValue: sheet), detent: Int(detent), now: now) }
}

@c @implementation
public func sheet_set_content(_ engine: OpaquePointer?, _ sheet: sheet_id, _ contentID: UInt64,
                              _ contentHeight: Double, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.setContent(SheetID(rawValue: sheet), contentID: coreContentID(contentID), height: contentHeight, now: now) }
}

@c @implementation
public func sheet_set_content_height(_ engine: OpaquePointer?, _ sheet: sheet_id, _ height: Double, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.setContentHeight(SheetID(rawValue: sheet), height: height, now: now) }
}

@c @implementation
public func sheet_set_scroll_extent(_ engine: OpaquePointer?, _ sheet: sheet_id, _ scrollableLength: Double, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.setScrollExtent(SheetID(rawValue: sheet), extent: scrollableLength, now: now) }
}

@c @implementation
public func sheet_set_focus(_ engine: OpaquePointer?, _ sheet: sheet_id, _ y: Double, _ height: Double, _ now: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.setFocus(SheetID(rawValue: sheet), y: y, height: height, now: now) }
}

@c @implementation
public func sheet_get_frame(_ engine: OpaquePointer?, _ sheet: sheet_id, _ out: UnsafeMutablePointer<sheet_frame>?) -> sheet_status {
    // Made for every sheet every frame, so the common case — a live sheet, a full-size
    // struct, no callback running — is the engine's inlined frame path, stored field by
    // field into the host's struct; everything else takes the checked path, which says
    // what is wrong. Nothing here calls out, so the engine need not be marked busy. The
    // last error is cleared before the frame is read, so that the handle is not needed
    // while the frame's fields are stored: they have the registers to themselves.
    guard let engine, let out else { return checkedGetFrame(engine, sheet, out) }
    @inline(__always) func body(_ handle: EngineHandle) -> sheet_status {
        guard !handle.busy, out.pointee.struct_size >= MemoryLayout<sheet_frame>.size else { return checkedGetFrame(engine, sheet, out) }
        let status = handle.succeed()
        guard handle.core.withFrame(of: SheetID(rawValue: sheet), { $0.store(into: out) }) != nil else {
            return checkedGetFrame(engine, sheet, out)
        }
        return status
    }
    return Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(engine))._withUnsafeGuaranteedRef(body)
}

/// `sheet_get_frame` with every check and its error sentence, and with older, smaller
/// `sheet_frame` structs. Once every check has passed, outside a callback, the fast path
/// fills a whole frame (it cannot fall back here again) and the host's struct gets as
/// much of it as it holds: one copy of the frame path serves both.
@inline(never)
private func checkedGetFrame(_ engine: OpaquePointer?, _ sheet: sheet_id, _ out: UnsafeMutablePointer<sheet_frame>?) -> sheet_status {
    var hostSize: UInt32 = 0
    let checked = withEngine(engine) { handle throws(CallError) in
        hostSize = try requireOutput(out, minimum: handle.minimumFrameSize, "sheet_frame").1
        guard handle.core.isLive(SheetID(rawValue: sheet)) else {
            throw CallError(SheetError(.invalidHandle, .notLive(SheetID(rawValue: sheet))))
        }
    }
    guard checked == SHEET_OK, let out else { return checked }
    var whole = sheet_frame()
    whole.struct_size = UInt32(MemoryLayout<sheet_frame>.size)
    let status = sheet_get_frame(engine, sheet, &whole)
    if status == SHEET_OK { copyOut(whole, to: out, hostSize: hostSize) }
    return status
}

/// The smallest `sheet_accessibility` a host may pass: through `detent_count`. A
/// constant, as `minimumEventSize` is.
private var minimumAccessibilitySize: Int { MemoryLayout<sheet_accessibility>.offset(of: \sheet_accessibility.value)! }

@c @implementation
public func sheet_get_accessibility(_ engine: OpaquePointer?, _ sheet: sheet_id, _ out: UnsafeMutablePointer<sheet_accessibility>?) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        let (out, hostSize) = try requireOutput(out, minimum: minimumAccessibilitySize, "sheet_accessibility")
        let state = try handle.call { core throws(SheetError) in try core.accessibility(of: SheetID(rawValue: sheet)) }
        copyOut(state.cAccessibility, to: out, hostSize: hostSize)
        // A struct_size that ends inside `value` gets as much of it as fits, still
        // NUL-terminated: the value is cut, never left open.
        if hostSize > minimumAccessibilitySize, hostSize < MemoryLayout<sheet_accessibility>.size {
            UnsafeMutableRawPointer(out).storeBytes(of: 0, toByteOffset: Int(hostSize) - 1, as: UInt8.self)
        }
    }
}

@c @implementation
public func sheet_perform_action(_ engine: OpaquePointer?, _ sheet: sheet_id, _ action: UInt32, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(CallError) in
        guard let action = AccessibilityAction(cValue: action) else {
            throw CallError(SHEET_ERR_INVALID_ARGUMENT, .unknownAction(action))
        }
        try handle.call { core throws(SheetError) in try core.perform(action, on: SheetID(rawValue: sheet), now: now) }
    }
}
