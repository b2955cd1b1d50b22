import CSheet
import SheetCore

// Pointer input functions of sheet.h.

@c @implementation
public func sheet_pointer_down(_ engine: OpaquePointer?, _ sheet: sheet_id, _ x: Double, _ y: Double, _ t: Double,
                               _ outHit: UnsafeMutablePointer<Int32>?) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        let hit = try handle.core.pointerDown(SheetID(raw: sheet), x: x, y: y, t: t)
        outHit?.pointee = switch hit {
        case .none: SHEET_HIT_NONE
        case .sheet: SHEET_HIT_SHEET
        case .backdrop: SHEET_HIT_BACKDROP
        case .passThrough: SHEET_HIT_PASS_THROUGH
        }
    }
}

@c @implementation
public func sheet_pointer_move(_ engine: OpaquePointer?, _ sheet: sheet_id, _ x: Double, _ y: Double, _ t: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.pointerMove(SheetID(raw: sheet), x: x, y: y, t: t)
    }
}

@c @implementation
public func sheet_pointer_up(_ engine: OpaquePointer?, _ sheet: sheet_id, _ x: Double, _ y: Double, _ t: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.pointerUp(SheetID(raw: sheet), x: x, y: y, t: t)
    }
}

@c @implementation
public func sheet_pointer_cancel(_ engine: OpaquePointer?, _ sheet: sheet_id, _ t: Double) -> sheet_status {
    withEngine(engine) { handle throws(SheetError) in
        try handle.core.pointerCancel(SheetID(raw: sheet), t: t)
    }
}
