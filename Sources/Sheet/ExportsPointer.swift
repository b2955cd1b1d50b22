import CSheet
import SheetCore

// Pointer input functions of sheet.h.

@c @implementation
public func sheet_pointer_down(_ engine: OpaquePointer?, _ sheet: sheet_id, _ x: Double, _ y: Double, _ t: Double,
                               _ outHit: UnsafeMutablePointer<Int32>?) -> sheet_status {
    withCore(engine) { core throws(SheetError) in
        let hit = try core.pointerDown(on: SheetID(rawValue: sheet), x: x, y: y, now: t)
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
    withCore(engine) { core throws(SheetError) in try core.pointerMove(on: SheetID(rawValue: sheet), x: x, y: y, now: t) }
}

@c @implementation
public func sheet_pointer_up(_ engine: OpaquePointer?, _ sheet: sheet_id, _ x: Double, _ y: Double, _ t: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.pointerUp(on: SheetID(rawValue: sheet), x: x, y: y, now: t) }
}

@c @implementation
public func sheet_pointer_cancel(_ engine: OpaquePointer?, _ sheet: sheet_id, _ t: Double) -> sheet_status {
    withCore(engine) { core throws(SheetError) in try core.pointerCancel(on: SheetID(rawValue: sheet), now: t) }
}
