import CSheet
import SheetCore

// Sheet functions of sheet.h: configuration, lifetime, commands and frames.

@c @implementation
public func sheet_config_init(_ config: UnsafeMutablePointer<sheet_config>?) {
    guard let config else { return }
    config.pointee = defaultCConfig()
}

@c @implementation
public func sheet_create(_ engine: OpaquePointer?, _ config: UnsafePointer<sheet_config>?,
                         _ outID: UnsafeMutablePointer<sheet_id>?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        guard let outID else {
            throw SheetError(.invalidArgument, "out_id is NULL")
        }
        outID.pointee = try handle.core.createSheet(try convertConfig(config)).raw
    }
}

@c @implementation
public func sheet_destroy(_ engine: OpaquePointer?, _ sheet: sheet_id) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.destroySheet(SheetID(raw: sheet))
    }
}

@c @implementation
public func sheet_present(_ engine: OpaquePointer?, _ sheet: sheet_id, _ detent: Int32, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.present(SheetID(raw: sheet), detent: Int(detent), now: now)
    }
}

@c @implementation
public func sheet_dismiss(_ engine: OpaquePointer?, _ sheet: sheet_id, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.dismiss(SheetID(raw: sheet), now: now)
    }
}

@c @implementation
public func sheet_move_to_detent(_ engine: OpaquePointer?, _ sheet: sheet_id, _ detent: Int32, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.moveToDetent(SheetID(raw: sheet), detent: Int(detent), now: now)
    }
}

@c @implementation
public func sheet_set_content(_ engine: OpaquePointer?, _ sheet: sheet_id, _ contentID: UInt64,
                              _ contentHeight: Double, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.setContent(SheetID(raw: sheet), contentID: contentID, height: contentHeight, now: now)
    }
}

@c @implementation
public func sheet_set_content_height(_ engine: OpaquePointer?, _ sheet: sheet_id, _ height: Double, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.setContentHeight(SheetID(raw: sheet), height: height, now: now)
    }
}


@c @implementation
public func sheet_get_frame(_ engine: OpaquePointer?, _ sheet: sheet_id, _ out: UnsafeMutablePointer<sheet_frame>?) -> sheet_status {
    // Made for every sheet every frame, so the common case — a live sheet, a full-size
    // struct, no callback running — is written out here as loads and stores; everything
    // else takes the checked path, which says what is wrong. Nothing here calls out, so
    // the engine need not be marked busy.
    guard let engine, let out else { return checkedGetFrame(engine, sheet, out) }
    @inline(__always) func body(_ handle: EngineHandle) -> sheet_status {
        storeFrame(of: SheetID(raw: sheet), handle, into: out) ?? checkedGetFrame(engine, sheet, out)
    }
    return Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(engine))._withUnsafeGuaranteedRef(body)
}

/// The frame of a live sheet into a full-size struct; nil when a check fails.
@inline(__always)
private func storeFrame(of sheet: SheetID, _ handle: EngineHandle, into out: UnsafeMutablePointer<sheet_frame>) -> sheet_status? {
    guard !handle.busy, Int(out.pointee.struct_size) >= MemoryLayout<sheet_frame>.size,
          let slot = handle.core.liveSlot(of: sheet) else { return nil }
    handle.core.frame(atSlot: slot).store(into: out)
    return handle.succeed()
}

/// `sheet_get_frame` with every check and its error sentence, and with older, smaller
/// `sheet_frame` structs.
@inline(never)
private func checkedGetFrame(_ engine: OpaquePointer?, _ sheet: sheet_id, _ out: UnsafeMutablePointer<sheet_frame>?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        let (out, hostSize) = try requireOutput(out, minimum: handle.minimumFrameSize, "sheet_frame")
        let frame = try handle.core.frame(of: SheetID(raw: sheet))
        if hostSize >= MemoryLayout<sheet_frame>.size {
            frame.store(into: out)
        } else {
            copyOut(frame.cFrame, to: out, hostSize: hostSize)
        }
    }
}

@c @implementation
public func sheet_set_scroll_extent(_ engine: OpaquePointer?, _ sheet: sheet_id, _ scrollableLength: Double, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.setScrollExtent(SheetID(raw: sheet), extent: scrollableLength, now: now)
    }
}

@c @implementation
public func sheet_engine_top_sheet(_ engine: OpaquePointer?, _ outSheet: UnsafeMutablePointer<sheet_id>?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        guard let outSheet else {
            throw SheetError(.invalidArgument, "out_sheet is NULL")
        }
        outSheet.pointee = handle.core.topSheet?.raw ?? 0
    }
}

/// The smallest `sheet_accessibility` a host may pass: through `detent_count`.
private let minimumAccessibilitySize = MemoryLayout<sheet_accessibility>.offset(of: \sheet_accessibility.value) ?? MemoryLayout<sheet_accessibility>.size

@c @implementation
public func sheet_get_accessibility(_ engine: OpaquePointer?, _ sheet: sheet_id, _ out: UnsafeMutablePointer<sheet_accessibility>?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        let (out, hostSize) = try requireOutput(out, minimum: minimumAccessibilitySize, "sheet_accessibility")
        let state = try handle.core.accessibility(of: SheetID(raw: sheet))
        var result = sheet_accessibility()
        result.actions = state.actions.rawValue
        result.detent = Int32(truncatingIfNeeded: state.detent)
        result.detent_count = Int32(truncatingIfNeeded: state.detentCount)
        withUnsafeMutableBytes(of: &result.value) { buffer in
            var length = 0
            for byte in state.value.utf8 where length < buffer.count - 1 {
                buffer[length] = byte
                length += 1
            }
            buffer[length] = 0
        }
        copyOut(result, to: out, hostSize: hostSize)
    }
}

@c @implementation
public func sheet_perform_action(_ engine: OpaquePointer?, _ sheet: sheet_id, _ action: UInt32, _ now: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.perform(AccessibilityActions(rawValue: action), on: SheetID(raw: sheet), now: now)
    }
}
